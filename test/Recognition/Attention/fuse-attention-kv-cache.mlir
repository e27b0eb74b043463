// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -canonicalize -verify-diagnostics | FileCheck %s

// Attention next to a KV cache: the rotated keys are kept (returned, or
// appended to the cached keys) while q is rotated inside rope.attention and
// the keys are read as rotated (keys_rotated).

// The rotated keys are also returned (written to a KV cache): the
// attention reads them rotated (keys_rotated) and rotates q itself; the
// q/k rotation keeps its keys only.
// CHECK-LABEL: func.func @rotated_keys_to_cache
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>)
// CHECK-NEXT: %[[KR:.+]] = rope.apply %[[K]] layout "bhsd" params <> : tensor<1x4x16x64xf32>
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[KR]], %[[V]] layout "bhsd" causal keys_rotated params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return %[[O]], %[[KR]]
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @rotated_keys_to_cache(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> (tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out, %kr : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
}

// -----

// Decode after a prefix, as HF's DynamicCache spells it: the new key is
// rotated with the query and appended to the cached (already rotated)
// keys, the values likewise; one query, no mask. The attention reads the
// concatenated keys as rotated and rotates the query at offset %n.
// CHECK-LABEL: func.func @decode_with_cache
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x1x64xf32>, %[[K:[^:]+]]: tensor<1x4x1x64xf32>, %[[V:[^:]+]]: tensor<1x4x1x64xf32>, %[[PK:[^:]+]]: tensor<1x4x15x64xf32>, %[[PV:[^:]+]]: tensor<1x4x15x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[KR:.+]] = rope.apply %[[K]] layout "bhsd" offset %[[N]] : index params <theta = 5.000000e+05> : tensor<1x4x1x64xf32>
// CHECK-NEXT: %[[KC:.+]] = tensor.concat dim(2) %[[PK]], %[[KR]]
// CHECK-NEXT: %[[VC:.+]] = tensor.concat dim(2) %[[PV]], %[[V]]
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[KC]], %[[VC]] layout "bhsd" q_offset %[[N]] : index keys_rotated params <theta = 5.000000e+05> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return %[[O]], %[[KC]], %[[VC]]
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @decode_with_cache(%q: tensor<1x4x1x64xf32>, %k: tensor<1x4x1x64xf32>, %v: tensor<1x4x1x64xf32>, %past_k: tensor<1x4x15x64xf32>, %past_v: tensor<1x4x15x64xf32>, %n: index) -> (tensor<1x4x1x64xf32>, tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>
  %kc = tensor.concat dim(2) %past_k, %kr : (tensor<1x4x15x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x16x64xf32>
  %vc = tensor.concat dim(2) %past_v, %v : (tensor<1x4x15x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kc : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x1x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x1x16xf32>) -> tensor<1x4x1x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x1x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x1x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x1x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x1x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x1x16xf32>) outs(%scores_e : tensor<1x4x1x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x1x16xf32>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<1x4x1x16xf32>) outs(%scores_e : tensor<1x4x1x16xf32>) -> tensor<1x4x1x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x1x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x1x64xf32>) -> tensor<1x4x1x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %vc : tensor<1x4x1x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x1x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x1x64xf32>
  return %out, %kc, %vc : tensor<1x4x1x64xf32>, tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
}
