// A Llama-style attention block as a StableHLO import lowered to linalg
// (stablehlo-legalize-to-linalg) spells it, for a JAX model that keeps its
// tensors [B, S, H, D] and receives the cos/sin tables [S, D] as inputs:
// transposes to heads first, rotate_half as slice / negate / concatenate
// (insert_slice), broadcast_in_dim of the tables, jnp.repeat of k and v
// (GQA 4), dot_general as a linalg.generic (q.k^T) and as linalg.batch_matmul
// on [B*H, S, S] x [B*H, S, D] (P.V), scale,
// causal iota-compare-select, softmax decomposed (reduce max, subtract,
// exp, reduce sum, divide), the P.V batch_matmul and the transpose back.
//
//   rope-opt --rope-raise --rope-fuse-attention --canonicalize --cse
//
// raises the rotations to one rope.apply_table (arbitrary tables cannot be
// rope.apply parameters) and the rest to one rope.attention on the rotated
// q and k, with an identity rotation and keys_rotated.
#id4 = affine_map<(b, h, s, d) -> (b, h, s, d)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
func.func @jax_attention(%q_bshd: tensor<1x32x8x64xf32>, %k_bshd: tensor<1x32x2x64xf32>, %v_bshd: tensor<1x32x2x64xf32>,
                         %cos: tensor<32x64xf32>, %sin: tensor<32x64xf32>) -> tensor<1x32x8x64xf32> {
  %q_init = tensor.empty() : tensor<1x8x32x64xf32>
  %q = linalg.transpose ins(%q_bshd : tensor<1x32x8x64xf32>) outs(%q_init : tensor<1x8x32x64xf32>) permutation = [0, 2, 1, 3]
  %k_init = tensor.empty() : tensor<1x2x32x64xf32>
  %k = linalg.transpose ins(%k_bshd : tensor<1x32x2x64xf32>) outs(%k_init : tensor<1x2x32x64xf32>) permutation = [0, 2, 1, 3]
  %v_init = tensor.empty() : tensor<1x2x32x64xf32>
  %v = linalg.transpose ins(%v_bshd : tensor<1x32x2x64xf32>) outs(%v_init : tensor<1x2x32x64xf32>) permutation = [0, 2, 1, 3]

  // stablehlo.slice, negate, concatenate: rotate_half(q)
  %q_x1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 8, 32, 32] [1, 1, 1, 1] : tensor<1x8x32x64xf32> to tensor<1x8x32x32xf32>
  %q_x2 = tensor.extract_slice %q[0, 0, 0, 32] [1, 8, 32, 32] [1, 1, 1, 1] : tensor<1x8x32x64xf32> to tensor<1x8x32x32xf32>
  %q_neg_init = tensor.empty() : tensor<1x8x32x32xf32>
  %q_neg = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q_x2 : tensor<1x8x32x32xf32>) outs(%q_neg_init : tensor<1x8x32x32xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %n = arith.negf %a0 : f32
    linalg.yield %n : f32
  } -> tensor<1x8x32x32xf32>
  %q_rot_init = tensor.empty() : tensor<1x8x32x64xf32>
  %q_rot_lo = tensor.insert_slice %q_neg into %q_rot_init[0, 0, 0, 0] [1, 8, 32, 32] [1, 1, 1, 1] : tensor<1x8x32x32xf32> into tensor<1x8x32x64xf32>
  %q_rot = tensor.insert_slice %q_x1 into %q_rot_lo[0, 0, 0, 32] [1, 8, 32, 32] [1, 1, 1, 1] : tensor<1x8x32x32xf32> into tensor<1x8x32x64xf32>
  // broadcast_in_dim of the [S, D] tables, multiply, add
  %q_cos_init = tensor.empty() : tensor<1x8x32x64xf32>
  %q_cos_b = linalg.broadcast ins(%cos : tensor<32x64xf32>) outs(%q_cos_init : tensor<1x8x32x64xf32>) dimensions = [0, 1]
  %q_sin_b = linalg.broadcast ins(%sin : tensor<32x64xf32>) outs(%q_cos_init : tensor<1x8x32x64xf32>) dimensions = [0, 1]
  %q_c_init = tensor.empty() : tensor<1x8x32x64xf32>
  %q_c = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q, %q_cos_b : tensor<1x8x32x64xf32>, tensor<1x8x32x64xf32>) outs(%q_c_init : tensor<1x8x32x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x32x64xf32>
  %q_s_init = tensor.empty() : tensor<1x8x32x64xf32>
  %q_s = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q_rot, %q_sin_b : tensor<1x8x32x64xf32>, tensor<1x8x32x64xf32>) outs(%q_s_init : tensor<1x8x32x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x32x64xf32>
  %q_embed_init = tensor.empty() : tensor<1x8x32x64xf32>
  %q_embed = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q_c, %q_s : tensor<1x8x32x64xf32>, tensor<1x8x32x64xf32>) outs(%q_embed_init : tensor<1x8x32x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %y = arith.addf %a0, %a1 : f32
    linalg.yield %y : f32
  } -> tensor<1x8x32x64xf32>

  // stablehlo.slice, negate, concatenate: rotate_half(k)
  %k_x1 = tensor.extract_slice %k[0, 0, 0, 0] [1, 2, 32, 32] [1, 1, 1, 1] : tensor<1x2x32x64xf32> to tensor<1x2x32x32xf32>
  %k_x2 = tensor.extract_slice %k[0, 0, 0, 32] [1, 2, 32, 32] [1, 1, 1, 1] : tensor<1x2x32x64xf32> to tensor<1x2x32x32xf32>
  %k_neg_init = tensor.empty() : tensor<1x2x32x32xf32>
  %k_neg = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k_x2 : tensor<1x2x32x32xf32>) outs(%k_neg_init : tensor<1x2x32x32xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %n = arith.negf %a0 : f32
    linalg.yield %n : f32
  } -> tensor<1x2x32x32xf32>
  %k_rot_init = tensor.empty() : tensor<1x2x32x64xf32>
  %k_rot_lo = tensor.insert_slice %k_neg into %k_rot_init[0, 0, 0, 0] [1, 2, 32, 32] [1, 1, 1, 1] : tensor<1x2x32x32xf32> into tensor<1x2x32x64xf32>
  %k_rot = tensor.insert_slice %k_x1 into %k_rot_lo[0, 0, 0, 32] [1, 2, 32, 32] [1, 1, 1, 1] : tensor<1x2x32x32xf32> into tensor<1x2x32x64xf32>
  // broadcast_in_dim of the [S, D] tables, multiply, add
  %k_cos_init = tensor.empty() : tensor<1x2x32x64xf32>
  %k_cos_b = linalg.broadcast ins(%cos : tensor<32x64xf32>) outs(%k_cos_init : tensor<1x2x32x64xf32>) dimensions = [0, 1]
  %k_sin_b = linalg.broadcast ins(%sin : tensor<32x64xf32>) outs(%k_cos_init : tensor<1x2x32x64xf32>) dimensions = [0, 1]
  %k_c_init = tensor.empty() : tensor<1x2x32x64xf32>
  %k_c = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k, %k_cos_b : tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>) outs(%k_c_init : tensor<1x2x32x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x32x64xf32>
  %k_s_init = tensor.empty() : tensor<1x2x32x64xf32>
  %k_s = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k_rot, %k_sin_b : tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>) outs(%k_s_init : tensor<1x2x32x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %m = arith.mulf %a0, %a1 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x32x64xf32>
  %k_embed_init = tensor.empty() : tensor<1x2x32x64xf32>
  %k_embed = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k_c, %k_s : tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>) outs(%k_embed_init : tensor<1x2x32x64xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %y = arith.addf %a0, %a1 : f32
    linalg.yield %y : f32
  } -> tensor<1x2x32x64xf32>
  %k_all_rep_init = tensor.empty() : tensor<1x2x4x32x64xf32>
  %k_all_rep = linalg.broadcast ins(%k_embed : tensor<1x2x32x64xf32>) outs(%k_all_rep_init : tensor<1x2x4x32x64xf32>) dimensions = [2]
  %k_all = tensor.collapse_shape %k_all_rep [[0], [1, 2], [3], [4]] : tensor<1x2x4x32x64xf32> into tensor<1x8x32x64xf32>
  %v_all_rep_init = tensor.empty() : tensor<1x2x4x32x64xf32>
  %v_all_rep = linalg.broadcast ins(%v : tensor<1x2x32x64xf32>) outs(%v_all_rep_init : tensor<1x2x4x32x64xf32>) dimensions = [2]
  %v_all = tensor.collapse_shape %v_all_rep [[0], [1, 2], [3], [4]] : tensor<1x2x4x32x64xf32> into tensor<1x8x32x64xf32>

  // dot_general(q, k), batch (b, h), contracting d: a linalg.generic
  %zero = arith.constant 0.0 : f32
  %scores_init = tensor.empty() : tensor<1x8x32x32xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_init : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q_embed, %k_all : tensor<1x8x32x64xf32>, tensor<1x8x32x64xf32>) outs(%scores_zero : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x8x32x32xf32>
  %scale = arith.constant 0.125 : f32
  %scaled_init = tensor.empty() : tensor<1x8x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scores : tensor<1x8x32x32xf32>) outs(%scaled_init : tensor<1x8x32x32xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %m = arith.mulf %a0, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x32x32xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %masked_init = tensor.empty() : tensor<1x8x32x32xf32>
  %masked = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scaled : tensor<1x8x32x32xf32>) outs(%masked_init : tensor<1x8x32x32xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %visible = arith.cmpi uge, %i, %j : index
    %m = arith.select %visible, %a0, %ninf : f32
    linalg.yield %m : f32
  } -> tensor<1x8x32x32xf32>

  // softmax: reduce max, subtract, exp, reduce sum, divide
  %max_init = tensor.empty() : tensor<1x8x32xf32>
  %lowest = arith.constant 0xFF800000 : f32
  %max_fill = linalg.fill ins(%lowest : f32) outs(%max_init : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
  %max = linalg.generic {indexing_maps = [#id4, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%masked : tensor<1x8x32x32xf32>) outs(%max_fill : tensor<1x8x32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<1x8x32xf32>
  %exp_init = tensor.empty() : tensor<1x8x32x32xf32>
  %exp = linalg.generic {indexing_maps = [#id4, #row, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%masked, %max : tensor<1x8x32x32xf32>, tensor<1x8x32xf32>) outs(%exp_init : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<1x8x32x32xf32>
  %sum_fill = linalg.fill ins(%zero : f32) outs(%max_init : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<1x8x32x32xf32>) outs(%sum_fill : tensor<1x8x32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x8x32xf32>
  %probs = linalg.generic {indexing_maps = [#id4, #row, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<1x8x32x32xf32>, tensor<1x8x32xf32>) outs(%exp_init : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %p = arith.divf %a, %s : f32
    linalg.yield %p : f32
  } -> tensor<1x8x32x32xf32>
  // dot_general(probs, v): batch_matmul on [B*H, S, S] x [B*H, S, D]
  %p3 = tensor.collapse_shape %probs [[0, 1], [2], [3]] : tensor<1x8x32x32xf32> into tensor<8x32x32xf32>
  %v3 = tensor.collapse_shape %v_all [[0, 1], [2], [3]] : tensor<1x8x32x64xf32> into tensor<8x32x64xf32>
  %o3_init = tensor.empty() : tensor<8x32x64xf32>
  %o3_zero = linalg.fill ins(%zero : f32) outs(%o3_init : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<8x32x32xf32>, tensor<8x32x64xf32>) outs(%o3_zero : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
  %o4 = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 8, 32, 64] : tensor<8x32x64xf32> into tensor<1x8x32x64xf32>
  %out_init = tensor.empty() : tensor<1x32x8x64xf32>
  %out = linalg.transpose ins(%o4 : tensor<1x8x32x64xf32>) outs(%out_init : tensor<1x32x8x64xf32>) permutation = [0, 2, 1, 3]
  return %out : tensor<1x32x8x64xf32>
}
