// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -canonicalize -verify-diagnostics | FileCheck %s

// HF eager attention of a bf16 model: scores, scale and mask in bf16, the
// softmax in f32 (softmax(s, dtype=float32).to(q.dtype)), P.V in bf16. The
// widening and narrowing around the softmax are rope.attention's own.
// CHECK-LABEL: func.func @hf_bf16_softmax_in_f32
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xbf16>, %[[K:[^:]+]]: tensor<1x4x16x64xbf16>, %[[V:[^:]+]]: tensor<1x4x16x64xbf16>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal params <theta = 5.000000e+05> {scale = 1.250000e-01 : f64} : tensor<1x4x16x64xbf16>, tensor<1x4x16x64xbf16>, tensor<1x4x16x64xbf16>
// CHECK-NEXT: return %[[O]]
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
func.func @hf_bf16_softmax_in_f32(%q: tensor<1x4x16x64xbf16>, %k: tensor<1x4x16x64xbf16>, %v: tensor<1x4x16x64xbf16>, %n: index) -> tensor<1x4x16x64xbf16> {
  %zero = arith.constant 0.000000e+00 : bf16
  %scale = arith.constant 1.250000e-01 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x4x16x64xbf16>, tensor<1x4x16x64xbf16>
  %kt_e = tensor.empty() : tensor<1x4x64x16xbf16>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xbf16>) outs(%kt_e : tensor<1x4x64x16xbf16>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xbf16>
  %scores_zero = linalg.fill ins(%zero : bf16) outs(%scores_zero_e : tensor<1x4x16x16xbf16>) -> tensor<1x4x16x16xbf16>
  %scores_e = tensor.empty() : tensor<1x4x16x16xbf16>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xbf16>, tensor<1x4x64x16xbf16>) outs(%scores_zero : tensor<1x4x16x16xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %acc: bf16):
    %mul = arith.mulf %a, %b : bf16
    %add = arith.addf %acc, %mul : bf16
    linalg.yield %add : bf16
  } -> tensor<1x4x16x16xbf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xbf16>) outs(%scores_e : tensor<1x4x16x16xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %r = arith.mulf %x, %scale : bf16
    linalg.yield %r : bf16
  } -> tensor<1x4x16x16xbf16>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xbf16>) outs(%scores_e : tensor<1x4x16x16xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : bf16
    linalg.yield %r : bf16
  } -> tensor<1x4x16x16xbf16>
  %wide_e = tensor.empty() : tensor<1x4x16x16xf32>
  %wide = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%masked : tensor<1x4x16x16xbf16>) outs(%wide_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p32 = linalg.softmax dimension(3) ins(%wide : tensor<1x4x16x16xf32>) outs(%wide_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p32 : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1x4x16x16xbf16>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xbf16>
  %out_zero = linalg.fill ins(%zero : bf16) outs(%out_zero_e : tensor<1x4x16x64xbf16>) -> tensor<1x4x16x64xbf16>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xbf16>, tensor<1x4x16x64xbf16>) outs(%out_zero : tensor<1x4x16x64xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %acc: bf16):
    %mul = arith.mulf %a, %b : bf16
    %add = arith.addf %acc, %mul : bf16
    linalg.yield %add : bf16
  } -> tensor<1x4x16x64xbf16>
  return %out : tensor<1x4x16x64xbf16>
}


// -----

// The f32 weights are also returned (output_attentions): not fused.
// CHECK-LABEL: func.func @softmax_weights_stay_f32
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @softmax_weights_stay_f32(%q: tensor<1x4x16x64xbf16>, %k: tensor<1x4x16x64xbf16>, %v: tensor<1x4x16x64xbf16>, %n: index) -> (tensor<1x4x16x64xbf16>, tensor<1x4x16x16xf32>) {
  %zero = arith.constant 0.000000e+00 : bf16
  %scale = arith.constant 1.250000e-01 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x4x16x64xbf16>, tensor<1x4x16x64xbf16>
  %kt_e = tensor.empty() : tensor<1x4x64x16xbf16>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xbf16>) outs(%kt_e : tensor<1x4x64x16xbf16>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xbf16>
  %scores_zero = linalg.fill ins(%zero : bf16) outs(%scores_zero_e : tensor<1x4x16x16xbf16>) -> tensor<1x4x16x16xbf16>
  %scores_e = tensor.empty() : tensor<1x4x16x16xbf16>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xbf16>, tensor<1x4x64x16xbf16>) outs(%scores_zero : tensor<1x4x16x16xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %acc: bf16):
    %mul = arith.mulf %a, %b : bf16
    %add = arith.addf %acc, %mul : bf16
    linalg.yield %add : bf16
  } -> tensor<1x4x16x16xbf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xbf16>) outs(%scores_e : tensor<1x4x16x16xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %r = arith.mulf %x, %scale : bf16
    linalg.yield %r : bf16
  } -> tensor<1x4x16x16xbf16>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xbf16>) outs(%scores_e : tensor<1x4x16x16xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : bf16
    linalg.yield %r : bf16
  } -> tensor<1x4x16x16xbf16>
  %wide_e = tensor.empty() : tensor<1x4x16x16xf32>
  %wide = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%masked : tensor<1x4x16x16xbf16>) outs(%wide_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p32 = linalg.softmax dimension(3) ins(%wide : tensor<1x4x16x16xf32>) outs(%wide_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p32 : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1x4x16x16xbf16>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xbf16>
  %out_zero = linalg.fill ins(%zero : bf16) outs(%out_zero_e : tensor<1x4x16x64xbf16>) -> tensor<1x4x16x64xbf16>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the rotated q, or scores or weights made from it, has a user outside the attention}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xbf16>, tensor<1x4x16x64xbf16>) outs(%out_zero : tensor<1x4x16x64xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %acc: bf16):
    %mul = arith.mulf %a, %b : bf16
    %add = arith.addf %acc, %mul : bf16
    linalg.yield %add : bf16
  } -> tensor<1x4x16x64xbf16>
  return %out, %p32 : tensor<1x4x16x64xbf16>, tensor<1x4x16x16xf32>
}

