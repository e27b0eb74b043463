// Input for raise.test: HF apply_rotary_pos_emb(q, k, cos, sin) as
// torch-mlir lowers it (linalg-on-tensors), tables from the caller.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
func.func @hf_q_k(%q: tensor<1x4x8x64xf32>, %k: tensor<1x2x8x64xf32>, %cos: tensor<1x8x64xf32>, %sin: tensor<1x8x64xf32>) -> (tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>) {
  %c = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %s = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %eq = tensor.empty() : tensor<1x4x8x64xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %c : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%eq : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 32] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %ehq = tensor.empty() : tensor<1x4x8x32xf32>
  %nq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q2 : tensor<1x4x8x32xf32>) outs(%ehq : tensor<1x4x8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<1x4x8x32xf32>
  %qr = tensor.concat dim(3) %nq, %q1 : (tensor<1x4x8x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x8x64xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %s : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%eq : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  %qe = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qc, %qs : tensor<1x4x8x64xf32>, tensor<1x4x8x64xf32>) outs(%eq : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %r = arith.addf %in, %in_0 : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x64xf32>
  %ek = tensor.empty() : tensor<1x2x8x64xf32>
  %kc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k, %c : tensor<1x2x8x64xf32>, tensor<1x1x8x64xf32>) outs(%ek : tensor<1x2x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x64xf32>
  %k1 = tensor.extract_slice %k[0, 0, 0, 0] [1, 2, 8, 32] [1, 1, 1, 1] : tensor<1x2x8x64xf32> to tensor<1x2x8x32xf32>
  %k2 = tensor.extract_slice %k[0, 0, 0, 32] [1, 2, 8, 32] [1, 1, 1, 1] : tensor<1x2x8x64xf32> to tensor<1x2x8x32xf32>
  %ehk = tensor.empty() : tensor<1x2x8x32xf32>
  %nk = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k2 : tensor<1x2x8x32xf32>) outs(%ehk : tensor<1x2x8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<1x2x8x32xf32>
  %kr = tensor.concat dim(3) %nk, %k1 : (tensor<1x2x8x32xf32>, tensor<1x2x8x32xf32>) -> tensor<1x2x8x64xf32>
  %ks = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kr, %s : tensor<1x2x8x64xf32>, tensor<1x1x8x64xf32>) outs(%ek : tensor<1x2x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x64xf32>
  %ke = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kc, %ks : tensor<1x2x8x64xf32>, tensor<1x2x8x64xf32>) outs(%ek : tensor<1x2x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %r = arith.addf %in, %in_0 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x64xf32>
  return %qe, %ke : tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>
}
