// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// v holds 4 kv heads, k 2, both read at h / 4: rope-fuse-attention built a
// rope.attention on them anyway (IR that does not verify); it now leaves
// the weighted sum as it is.
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#qk_k_gqa = affine_map<(b, h, i, j, d) -> (b, h floordiv 4, j, d)>
#pv_v_gqa = affine_map<(b, h, i, e, j) -> (b, h floordiv 4, j, e)>
#pv_v_gqa2 = affine_map<(b, h, i, e, j) -> (b, h floordiv 4, j, e)>
func.func @k_and_v_grouped_differently(%q: tensor<1x8x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index) -> tensor<1x8x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>
  %ke_e = tensor.empty() : tensor<1x2x4x16x64xf32>
  %ke_b = linalg.broadcast ins(%kr : tensor<1x2x16x64xf32>) outs(%ke_e : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %ke = tensor.collapse_shape %ke_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x8x64x16xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x8x16x64xf32>) outs(%kt_e : tensor<1x8x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x8x16x64xf32>, tensor<1x8x64x16xf32>) outs(%scores_zero : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x8x16x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x8x16x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x8x16x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x8x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x8x16x64xf32>) -> tensor<1x8x16x64xf32>
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v_gqa2, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x8x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}
