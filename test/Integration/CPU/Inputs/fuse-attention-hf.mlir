// Input for fuse-attention-run.test: attention as HF Llama writes it,
// lowered to linalg on tensors around rope.apply, which rope-fuse-attention
// turns into rope.attention before rope-compile.
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>

// HF Llama in [B, S, H, D]: transposes to heads first, Llama-3.1 frequencies
// on half the head from position 7, repeat_kv, rank-5 generic contractions,
// -inf causal select, linalg.softmax, the output transposed back.
func.func @hf_llama_bshd(%q: tensor<1x32x8x64xf32>, %k: tensor<1x32x2x64xf32>, %v: tensor<1x32x2x64xf32>) -> tensor<1x32x8x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qt_e = tensor.empty() : tensor<1x8x32x64xf32>
  %qt = linalg.transpose ins(%q : tensor<1x32x8x64xf32>) outs(%qt_e : tensor<1x8x32x64xf32>) permutation = [0, 2, 1, 3]
  %kt0_e = tensor.empty() : tensor<1x2x32x64xf32>
  %kt0 = linalg.transpose ins(%k : tensor<1x32x2x64xf32>) outs(%kt0_e : tensor<1x2x32x64xf32>) permutation = [0, 2, 1, 3]
  %vt_e = tensor.empty() : tensor<1x2x32x64xf32>
  %vt = linalg.transpose ins(%v : tensor<1x32x2x64xf32>) outs(%vt_e : tensor<1x2x32x64xf32>) permutation = [0, 2, 1, 3]
  %qr, %kr = rope.apply %qt, %kt0 layout "bhsd" static_offset 7 params <rotary_dim = 32, scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>> : tensor<1x8x32x64xf32>, tensor<1x2x32x64xf32>
  %ke_e = tensor.empty() : tensor<1x2x4x32x64xf32>
  %ke_b = linalg.broadcast ins(%kr : tensor<1x2x32x64xf32>) outs(%ke_e : tensor<1x2x4x32x64xf32>) dimensions = [2]
  %ke = tensor.collapse_shape %ke_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x32x64xf32> into tensor<1x8x32x64xf32>
  %ve_e = tensor.empty() : tensor<1x2x4x32x64xf32>
  %ve_b = linalg.broadcast ins(%vt : tensor<1x2x32x64xf32>) outs(%ve_e : tensor<1x2x4x32x64xf32>) dimensions = [2]
  %ve = tensor.collapse_shape %ve_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x32x64xf32> into tensor<1x8x32x64xf32>
  %kt_e = tensor.empty() : tensor<1x8x64x32xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x8x32x64xf32>) outs(%kt_e : tensor<1x8x64x32xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x8x32x32xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
  %scores_e = tensor.empty() : tensor<1x8x32x32xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x8x32x64xf32>, tensor<1x8x64x32xf32>) outs(%scores_zero : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x8x32x32xf32>) outs(%scores_e : tensor<1x8x32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32x32xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x8x32x32xf32>) outs(%scores_e : tensor<1x8x32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32x32xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x8x32x32xf32>) outs(%scores_e : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
  %out_zero_e = tensor.empty() : tensor<1x8x32x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x8x32x64xf32>) -> tensor<1x8x32x64xf32>
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %ve : tensor<1x8x32x32xf32>, tensor<1x8x32x64xf32>) outs(%out_zero : tensor<1x8x32x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x32x64xf32>
  %back_e = tensor.empty() : tensor<1x32x8x64xf32>
  %back = linalg.transpose ins(%out : tensor<1x8x32x64xf32>) outs(%back_e : tensor<1x32x8x64xf32>) permutation = [0, 2, 1, 3]
  return %back : tensor<1x32x8x64xf32>
}
