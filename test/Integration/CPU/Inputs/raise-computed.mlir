// Input for raise.test: HF's rotary embedding computed in the model
// (inv_freq = 1 / 500000^(2i/64) with pow, positions n + arange(16),
// emb = cat(freqs, freqs), cos, sin) and applied to q and k (bshd).
#id1 = affine_map<(d0) -> (d0)>
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
func.func @llama_q_k(%q: tensor<2x16x4x64xf32>, %k: tensor<2x16x2x64xf32>, %n: index) -> (tensor<2x16x4x64xf32>, tensor<2x16x2x64xf32>) {
  %ei = tensor.empty() : tensor<32xf32>
  %inv = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ei : tensor<32xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %step = arith.constant 0.03125 : f32
    %e = arith.mulf %f, %step : f32
    %base = arith.constant 500000.0 : f32
    %pw = math.powf %base, %e : f32
    %one = arith.constant 1.0 : f32
    %r = arith.divf %one, %pw : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %ep = tensor.empty() : tensor<16xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<16xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = arith.addi %i, %n : index
    %ii = arith.index_cast %j : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<16xf32>
  %ef = tensor.empty() : tensor<16x32xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<16xf32>, tensor<32xf32>) outs(%ef : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<16x32xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
  %et = tensor.empty() : tensor<16x64xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<16x64xf32>) outs(%et : tensor<16x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    linalg.yield %c : f32
  } -> tensor<16x64xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<16x64xf32>) outs(%et : tensor<16x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = math.sin %a : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  %eq = tensor.empty() : tensor<2x16x4x64xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<2x16x4x64xf32>, tensor<16x64xf32>) outs(%eq : tensor<2x16x4x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<2x16x4x64xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [2, 16, 4, 32] [1, 1, 1, 1] : tensor<2x16x4x64xf32> to tensor<2x16x4x32xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 32] [2, 16, 4, 32] [1, 1, 1, 1] : tensor<2x16x4x64xf32> to tensor<2x16x4x32xf32>
  %ehq = tensor.empty() : tensor<2x16x4x32xf32>
  %nq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q2 : tensor<2x16x4x32xf32>) outs(%ehq : tensor<2x16x4x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.negf %in : f32
    linalg.yield %x : f32
  } -> tensor<2x16x4x32xf32>
  %qr = tensor.concat dim(3) %nq, %q1 : (tensor<2x16x4x32xf32>, tensor<2x16x4x32xf32>) -> tensor<2x16x4x64xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<2x16x4x64xf32>, tensor<16x64xf32>) outs(%eq : tensor<2x16x4x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<2x16x4x64xf32>
  %qe = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qc, %qs : tensor<2x16x4x64xf32>, tensor<2x16x4x64xf32>) outs(%eq : tensor<2x16x4x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %r = arith.addf %in, %in_0 : f32
    linalg.yield %r : f32
  } -> tensor<2x16x4x64xf32>
  %ek = tensor.empty() : tensor<2x16x2x64xf32>
  %kc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k, %cos : tensor<2x16x2x64xf32>, tensor<16x64xf32>) outs(%ek : tensor<2x16x2x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<2x16x2x64xf32>
  %k1 = tensor.extract_slice %k[0, 0, 0, 0] [2, 16, 2, 32] [1, 1, 1, 1] : tensor<2x16x2x64xf32> to tensor<2x16x2x32xf32>
  %k2 = tensor.extract_slice %k[0, 0, 0, 32] [2, 16, 2, 32] [1, 1, 1, 1] : tensor<2x16x2x64xf32> to tensor<2x16x2x32xf32>
  %ehk = tensor.empty() : tensor<2x16x2x32xf32>
  %nk = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k2 : tensor<2x16x2x32xf32>) outs(%ehk : tensor<2x16x2x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.negf %in : f32
    linalg.yield %x : f32
  } -> tensor<2x16x2x32xf32>
  %kr = tensor.concat dim(3) %nk, %k1 : (tensor<2x16x2x32xf32>, tensor<2x16x2x32xf32>) -> tensor<2x16x2x64xf32>
  %ks = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kr, %sin : tensor<2x16x2x64xf32>, tensor<16x64xf32>) outs(%ek : tensor<2x16x2x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<2x16x2x64xf32>
  %ke = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kc, %ks : tensor<2x16x2x64xf32>, tensor<2x16x2x64xf32>) outs(%ek : tensor<2x16x2x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %r = arith.addf %in, %in_0 : f32
    linalg.yield %r : f32
  } -> tensor<2x16x2x64xf32>
  return %qe, %ke : tensor<2x16x4x64xf32>, tensor<2x16x2x64xf32>
}
