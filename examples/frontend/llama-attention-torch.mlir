// A Llama-style attention block as torch-mlir's linalg-on-tensors backend
// spells it: HF rotate_half RoPE with cos/sin computed from position ids
// and a constant inv_freq (theta = 10000) as LlamaRotaryEmbedding does
// (inv_freq @ position_ids: a batch_matmul over a unit axis, transposed),
// repeat_kv by broadcast and
// collapse (GQA 4), q.k^T as a generic contraction, a scale, a causal
// compare-and-select mask, linalg.softmax and the P.V contraction. Layout
// [B, H, S, D] after the projections' transposes.
//
//   rope-opt --rope-raise --rope-fuse-attention --canonicalize --cse
//
// turns it into one rope.attention (RoPE inside, no score matrix).
#id2 = affine_map<(s, d) -> (s, d)>
#id3 = affine_map<(b, s, d) -> (b, s, d)>
#id4 = affine_map<(b, h, s, d) -> (b, h, s, d)>
#table = affine_map<(b, h, s, d) -> (s, d)>
#q_map = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k_map = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s_map = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p_map = affine_map<(b, h, i, j, e) -> (b, h, i, j)>
#v_map = affine_map<(b, h, i, j, e) -> (b, h, j, e)>
#o_map = affine_map<(b, h, i, j, e) -> (b, h, i, e)>
func.func @llama_attention(%q: tensor<1x8x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x2x16x64xf32>) -> tensor<1x8x16x64xf32> {
  // inv_freq = theta^(-2i/D); emb = cat(freqs, freqs); cos = cos(emb),
  // sin = sin(emb)
  %inv_freq = arith.constant dense<[1.000000000e+00, 7.498942018e-01, 5.623413324e-01, 4.216965139e-01, 3.162277639e-01, 2.371373773e-01, 1.778279394e-01, 1.333521456e-01, 1.000000015e-01, 7.498942316e-02, 5.623413250e-02, 4.216964915e-02, 3.162277490e-02, 2.371373773e-02, 1.778279431e-02, 1.333521400e-02, 9.999999776e-03, 7.498942316e-03, 5.623413250e-03, 4.216964822e-03, 3.162277630e-03, 2.371373819e-03, 1.778279431e-03, 1.333521446e-03, 1.000000047e-03, 7.498941850e-04, 5.623413017e-04, 4.216965172e-04, 3.162277571e-04, 2.371373703e-04, 1.778279402e-04, 1.333521504e-04]> : tensor<32xf32>
  // position_ids = arange(S)[None]; freqs = (inv_freq[None, :, None] @
  // position_ids[:, None, :].float()).transpose(1, 2): a batch_matmul over
  // a unit axis, then a transpose, as torch-mlir lowers the matmul.
  %ids_init = tensor.empty() : tensor<16xi64>
  %ids = linalg.generic {indexing_maps = [affine_map<(s) -> (s)>], iterator_types = ["parallel"]}
      outs(%ids_init : tensor<16xi64>) {
  ^bb0(%o: i64):
    %s = linalg.index 0 : index
    %si = arith.index_cast %s : index to i64
    linalg.yield %si : i64
  } -> tensor<16xi64>
  %ids3 = tensor.expand_shape %ids [[0, 1, 2]] output_shape [1, 1, 16] : tensor<16xi64> into tensor<1x1x16xi64>
  %positions_init = tensor.empty() : tensor<1x1x16xf32>
  %positions = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids3 : tensor<1x1x16xi64>) outs(%positions_init : tensor<1x1x16xf32>) {
  ^bb0(%i: i64, %o: f32):
    %p = arith.sitofp %i : i64 to f32
    linalg.yield %p : f32
  } -> tensor<1x1x16xf32>
  %inv3 = tensor.expand_shape %inv_freq [[0, 1, 2]] output_shape [1, 32, 1] : tensor<32xf32> into tensor<1x32x1xf32>
  %zero_f = arith.constant 0.000000e+00 : f32
  %mm_init = tensor.empty() : tensor<1x32x16xf32>
  %mm_zero = linalg.fill ins(%zero_f : f32) outs(%mm_init : tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
  %mm = linalg.batch_matmul ins(%inv3, %positions : tensor<1x32x1xf32>, tensor<1x1x16xf32>) outs(%mm_zero : tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
  %freqs3_init = tensor.empty() : tensor<1x16x32xf32>
  %freqs3 = linalg.transpose ins(%mm : tensor<1x32x16xf32>) outs(%freqs3_init : tensor<1x16x32xf32>) permutation = [0, 2, 1]
  %freqs = tensor.collapse_shape %freqs3 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
  %tab_init = tensor.empty() : tensor<16x64xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%emb : tensor<16x64xf32>) outs(%tab_init : tensor<16x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = math.cos %a : f32
    linalg.yield %c : f32
  } -> tensor<16x64xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%emb : tensor<16x64xf32>) outs(%tab_init : tensor<16x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.sin %a : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>

  // rotate_half(q) = cat(-q[..., D/2:], q[..., :D/2])
  %q_lo = tensor.extract_slice %q[0, 0, 0, 0] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
  %q_hi = tensor.extract_slice %q[0, 0, 0, 32] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
  %q_neg_init = tensor.empty() : tensor<1x8x16x32xf32>
  %q_neg = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q_hi : tensor<1x8x16x32xf32>) outs(%q_neg_init : tensor<1x8x16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<1x8x16x32xf32>
  %q_rot = tensor.concat dim(3) %q_neg, %q_lo : (tensor<1x8x16x32xf32>, tensor<1x8x16x32xf32>) -> tensor<1x8x16x64xf32>
  // q * cos + rotate_half(q) * sin, the [S, D] tables broadcast
  %q_init = tensor.empty() : tensor<1x8x16x64xf32>
  %q_cos = linalg.generic {indexing_maps = [#id4, #table, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q, %cos : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%q_init : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x64xf32>
  %q_sin = linalg.generic {indexing_maps = [#id4, #table, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q_rot, %sin : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%q_init : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x64xf32>
  %q_embed = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q_cos, %q_sin : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>) outs(%q_init : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.addf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x8x16x64xf32>

  // rotate_half(k) = cat(-k[..., D/2:], k[..., :D/2])
  %k_lo = tensor.extract_slice %k[0, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x64xf32> to tensor<1x2x16x32xf32>
  %k_hi = tensor.extract_slice %k[0, 0, 0, 32] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x64xf32> to tensor<1x2x16x32xf32>
  %k_neg_init = tensor.empty() : tensor<1x2x16x32xf32>
  %k_neg = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k_hi : tensor<1x2x16x32xf32>) outs(%k_neg_init : tensor<1x2x16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<1x2x16x32xf32>
  %k_rot = tensor.concat dim(3) %k_neg, %k_lo : (tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>) -> tensor<1x2x16x64xf32>
  // k * cos + rotate_half(k) * sin, the [S, D] tables broadcast
  %k_init = tensor.empty() : tensor<1x2x16x64xf32>
  %k_cos = linalg.generic {indexing_maps = [#id4, #table, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k, %cos : tensor<1x2x16x64xf32>, tensor<16x64xf32>) outs(%k_init : tensor<1x2x16x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<1x2x16x64xf32>
  %k_sin = linalg.generic {indexing_maps = [#id4, #table, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k_rot, %sin : tensor<1x2x16x64xf32>, tensor<16x64xf32>) outs(%k_init : tensor<1x2x16x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<1x2x16x64xf32>
  %k_embed = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k_cos, %k_sin : tensor<1x2x16x64xf32>, tensor<1x2x16x64xf32>) outs(%k_init : tensor<1x2x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.addf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x64xf32>

  // repeat_kv: [B, Hkv, S, D] -> [B, Hkv, 4, S, D] -> [B, H, S, D]
  %k_rep_init = tensor.empty() : tensor<1x2x4x16x64xf32>
  %k_rep = linalg.broadcast ins(%k_embed : tensor<1x2x16x64xf32>) outs(%k_rep_init : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %k_all = tensor.collapse_shape %k_rep [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>

  // repeat_kv: [B, Hkv, S, D] -> [B, Hkv, 4, S, D] -> [B, H, S, D]
  %v_rep_init = tensor.empty() : tensor<1x2x4x16x64xf32>
  %v_rep = linalg.broadcast ins(%v : tensor<1x2x16x64xf32>) outs(%v_rep_init : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %v_all = tensor.collapse_shape %v_rep [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>

  // scores = q_embed . k_embed^T * D^-0.5
  %zero = arith.constant 0.0 : f32
  %scores_init = tensor.empty() : tensor<1x8x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_init : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#q_map, #k_map, #s_map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q_embed, %k_all : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>) outs(%scores_zero : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x8x16x16xf32>
  %scale = arith.constant 1.250000000e-01 : f32
  %scaled = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scores : tensor<1x8x16x16xf32>) outs(%scores_init : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x16xf32>
  // causal: key j after query i is masked
  %ninf = arith.constant 0xFF800000 : f32
  %masked = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scaled : tensor<1x8x16x16xf32>) outs(%scores_init : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %later = arith.cmpi ugt, %j, %i : index
    %m = arith.select %later, %ninf, %a : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x16xf32>
  %probs = linalg.softmax dimension(3) ins(%masked : tensor<1x8x16x16xf32>) outs(%scores_init : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  // out = probs . v
  %out_init = tensor.empty() : tensor<1x8x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_init : tensor<1x8x16x64xf32>) -> tensor<1x8x16x64xf32>
  %out = linalg.generic {indexing_maps = [#p_map, #v_map, #o_map], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%probs, %v_all : tensor<1x8x16x16xf32>, tensor<1x8x16x64xf32>) outs(%out_zero : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}
