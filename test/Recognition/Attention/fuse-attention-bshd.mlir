// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -verify-diagnostics -canonicalize | FileCheck %s

// Form 4: [B, S, H, D] inputs transposed to heads first (before or after
// the rotation): the attention takes the untransposed tensors in layout
// "bshd" and absorbs the transpose of its result back.

// HF Llama: view + transpose(1, 2), apply_rotary_pos_emb, repeat_kv,
// attention, transpose(1, 2) back.
// CHECK-LABEL: func.func @hf_llama_layer
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x16x4x64xf32>, %[[K:[^:]+]]: tensor<1x16x2x64xf32>, %[[V:[^:]+]]: tensor<1x16x2x64xf32>)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bshd" causal params <> {scale = 1.250000e-01 : f64} : tensor<1x16x4x64xf32>, tensor<1x16x2x64xf32>, tensor<1x16x2x64xf32>
// CHECK-NEXT: return %[[O]] : tensor<1x16x4x64xf32>
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
func.func @hf_llama_layer(%q: tensor<1x16x4x64xf32>, %k: tensor<1x16x2x64xf32>, %v: tensor<1x16x2x64xf32>) -> tensor<1x16x4x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qt_e = tensor.empty() : tensor<1x4x16x64xf32>
  %qt = linalg.transpose ins(%q : tensor<1x16x4x64xf32>) outs(%qt_e : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
  %kt0_e = tensor.empty() : tensor<1x2x16x64xf32>
  %kt0 = linalg.transpose ins(%k : tensor<1x16x2x64xf32>) outs(%kt0_e : tensor<1x2x16x64xf32>) permutation = [0, 2, 1, 3]
  %vt_e = tensor.empty() : tensor<1x2x16x64xf32>
  %vt = linalg.transpose ins(%v : tensor<1x16x2x64xf32>) outs(%vt_e : tensor<1x2x16x64xf32>) permutation = [0, 2, 1, 3]
  %qr, %kr = rope.apply %qt, %kt0 layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x2x16x64xf32>
  %ke_e = tensor.empty() : tensor<1x2x2x16x64xf32>
  %ke_b = linalg.broadcast ins(%kr : tensor<1x2x16x64xf32>) outs(%ke_e : tensor<1x2x2x16x64xf32>) dimensions = [2]
  %ke = tensor.collapse_shape %ke_b [[0], [1, 2], [3], [4]] : tensor<1x2x2x16x64xf32> into tensor<1x4x16x64xf32>
  %ve_e = tensor.empty() : tensor<1x2x2x16x64xf32>
  %ve_b = linalg.broadcast ins(%vt : tensor<1x2x16x64xf32>) outs(%ve_e : tensor<1x2x2x16x64xf32>) dimensions = [2]
  %ve = tensor.collapse_shape %ve_b [[0], [1, 2], [3], [4]] : tensor<1x2x2x16x64xf32> into tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
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
  // expected-remark @+1 {{fused attention: layout bshd, causal, GQA 2, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %ve : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  %back_e = tensor.empty() : tensor<1x16x4x64xf32>
  %back = linalg.transpose ins(%out : tensor<1x4x16x64xf32>) outs(%back_e : tensor<1x16x4x64xf32>) permutation = [0, 2, 1, 3]
  return %back : tensor<1x16x4x64xf32>
}

// -----

// Rotated in [B, S, H, D], then transposed; the output stays [B, H, S, D],
// so the attention's result is transposed to it.
// CHECK-LABEL: func.func @rotated_in_bshd_output_heads_first
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x16x4x64xf32>, %[[K:[^:]+]]: tensor<1x16x4x64xf32>, %[[V:[^:]+]]: tensor<1x16x4x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bshd" q_offset %[[N]] : index k_offset %[[N]] : index params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: %[[E:.+]] = tensor.empty() : tensor<1x4x16x64xf32>
// CHECK-NEXT: %[[T:.+]] = linalg.transpose ins(%[[O]] : tensor<1x16x4x64xf32>) outs(%[[E]] : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
// CHECK-NEXT: return %[[T]] : tensor<1x4x16x64xf32>
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
func.func @rotated_in_bshd_output_heads_first(%q: tensor<1x16x4x64xf32>, %k: tensor<1x16x4x64xf32>, %v: tensor<1x16x4x64xf32>, %n: index) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr0, %kr0 = rope.apply %q, %k layout "bshd" offset %n : index params <> : tensor<1x16x4x64xf32>, tensor<1x16x4x64xf32>
  %qr_e = tensor.empty() : tensor<1x4x16x64xf32>
  %qr = linalg.transpose ins(%qr0 : tensor<1x16x4x64xf32>) outs(%qr_e : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
  %kr_e = tensor.empty() : tensor<1x4x16x64xf32>
  %kr = linalg.transpose ins(%kr0 : tensor<1x16x4x64xf32>) outs(%kr_e : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
  %vt_e = tensor.empty() : tensor<1x4x16x64xf32>
  %vt = linalg.transpose ins(%v : tensor<1x16x4x64xf32>) outs(%vt_e : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
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
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bshd, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %vt : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// q and k exist only as [B, S, H, D], v only as [B, H, S, D]: v is
// transposed to the rotation's layout, and the output back.
// CHECK-LABEL: func.func @mixed_layouts
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x16x4x64xf32>, %[[K:[^:]+]]: tensor<1x16x4x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>)
// CHECK: %[[VT:.+]] = linalg.transpose ins(%[[V]] : tensor<1x4x16x64xf32>) outs(%{{.+}} : tensor<1x16x4x64xf32>) permutation = [0, 2, 1, 3]
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[VT]] layout "bshd" params <> {scale = 1.250000e-01 : f64}
// CHECK: %[[OT:.+]] = linalg.transpose ins(%[[O]] : tensor<1x16x4x64xf32>) outs(%{{.+}} : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
// CHECK-NEXT: return %[[OT]]
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
func.func @mixed_layouts(%q: tensor<1x16x4x64xf32>, %k: tensor<1x16x4x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr0, %kr0 = rope.apply %q, %k layout "bshd" params <> : tensor<1x16x4x64xf32>, tensor<1x16x4x64xf32>
  %qr_e = tensor.empty() : tensor<1x4x16x64xf32>
  %qr = linalg.transpose ins(%qr0 : tensor<1x16x4x64xf32>) outs(%qr_e : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
  %kr_e = tensor.empty() : tensor<1x4x16x64xf32>
  %kr = linalg.transpose ins(%kr0 : tensor<1x16x4x64xf32>) outs(%kr_e : tensor<1x4x16x64xf32>) permutation = [0, 2, 1, 3]
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
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bshd, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}
