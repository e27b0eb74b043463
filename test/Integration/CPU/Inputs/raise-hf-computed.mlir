// HF transformers' LlamaRotaryEmbedding + apply_rotary_pos_emb as torch-mlir
// lowers them (theta = 10000, D = 64, S = 8): inv_freq @ position_ids as a
// linalg.batch_matmul over a unit axis, transposed, cat(freqs, freqs),
// cos/sin, unsqueezed; positions from cache_position = arange(past,
// past + S) or passed in as position_ids; a bf16 variant rounds the
// tables to the model's dtype. rope-raise turns each rotation into
// rope.apply (python/tests/test_cpu_raise.py runs them).
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id1 = affine_map<(d0) -> (d0)>
func.func @hf_cache_position(%q: tensor<1x4x8x64xf32>, %k: tensor<1x2x8x64xf32>, %n: index) -> (tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>) {
  %past = arith.index_cast %n : index to i64
  %ea = tensor.empty() : tensor<8xi64>
  %cache = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ea : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %p = arith.addi %ii, %past : i64
    linalg.yield %p : i64
  } -> tensor<8xi64>
  %pid = tensor.expand_shape %cache [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
  %pid3 = tensor.expand_shape %pid [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xi64> into tensor<1x1x8xi64>
  %epf = tensor.empty() : tensor<1x1x8xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pid3 : tensor<1x1x8xi64>) outs(%epf : tensor<1x1x8xf32>) {
  ^bb0(%a: i64, %out: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<1x1x8xf32>
  %inv = arith.constant dense<[1.000000000e+00, 7.498942018e-01, 5.623413324e-01, 4.216965139e-01, 3.162277639e-01, 2.371373773e-01, 1.778279394e-01, 1.333521456e-01, 1.000000015e-01, 7.498942316e-02, 5.623413250e-02, 4.216964915e-02, 3.162277490e-02, 2.371373773e-02, 1.778279431e-02, 1.333521400e-02, 9.999999776e-03, 7.498942316e-03, 5.623413250e-03, 4.216964822e-03, 3.162277630e-03, 2.371373819e-03, 1.778279431e-03, 1.333521446e-03, 1.000000047e-03, 7.498941850e-04, 5.623413017e-04, 4.216965172e-04, 3.162277571e-04, 2.371373703e-04, 1.778279402e-04, 1.333521504e-04]> : tensor<32xf32>
  %inv3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [1, 32, 1] : tensor<32xf32> into tensor<1x32x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<1x32x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%em : tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
  %mm = linalg.batch_matmul ins(%inv3, %pf : tensor<1x32x1xf32>, tensor<1x1x8xf32>) outs(%fill : tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
  %eft = tensor.empty() : tensor<1x8x32xf32>
  %freqs = linalg.transpose ins(%mm : tensor<1x32x8xf32>) outs(%eft : tensor<1x8x32xf32>) permutation = [0, 2, 1]
  %emb = tensor.concat dim(2) %freqs, %freqs : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
  %et = tensor.empty() : tensor<1x8x64xf32>
  %scale = arith.constant 1.000000e+00 : f32
  %cos32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x64xf32>) outs(%et : tensor<1x8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x64xf32>
  %cos = tensor.expand_shape %cos32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %sin32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x64xf32>) outs(%et : tensor<1x8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.sin %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x64xf32>
  %sin = tensor.expand_shape %sin32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %q0 = tensor.empty() : tensor<1x4x8x64xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%q0 : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 32] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %qn = arith.negf %q2 : tensor<1x4x8x32xf32>
  %qr = tensor.concat dim(3) %qn, %q1 : (tensor<1x4x8x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x8x64xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%q0 : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  %qe = arith.addf %qc, %qs : tensor<1x4x8x64xf32>
  %k0 = tensor.empty() : tensor<1x2x8x64xf32>
  %kc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k, %cos : tensor<1x2x8x64xf32>, tensor<1x1x8x64xf32>) outs(%k0 : tensor<1x2x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x64xf32>
  %k1 = tensor.extract_slice %k[0, 0, 0, 0] [1, 2, 8, 32] [1, 1, 1, 1] : tensor<1x2x8x64xf32> to tensor<1x2x8x32xf32>
  %k2 = tensor.extract_slice %k[0, 0, 0, 32] [1, 2, 8, 32] [1, 1, 1, 1] : tensor<1x2x8x64xf32> to tensor<1x2x8x32xf32>
  %kn = arith.negf %k2 : tensor<1x2x8x32xf32>
  %kr = tensor.concat dim(3) %kn, %k1 : (tensor<1x2x8x32xf32>, tensor<1x2x8x32xf32>) -> tensor<1x2x8x64xf32>
  %ks = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kr, %sin : tensor<1x2x8x64xf32>, tensor<1x1x8x64xf32>) outs(%k0 : tensor<1x2x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x64xf32>
  %ke = arith.addf %kc, %ks : tensor<1x2x8x64xf32>
  return %qe, %ke : tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>
}

func.func @hf_position_ids(%q: tensor<1x4x8x64xf32>, %pid: tensor<1x8xi64>) -> tensor<1x4x8x64xf32> {
  %pid3 = tensor.expand_shape %pid [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xi64> into tensor<1x1x8xi64>
  %epf = tensor.empty() : tensor<1x1x8xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pid3 : tensor<1x1x8xi64>) outs(%epf : tensor<1x1x8xf32>) {
  ^bb0(%a: i64, %out: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<1x1x8xf32>
  %inv = arith.constant dense<[1.000000000e+00, 7.498942018e-01, 5.623413324e-01, 4.216965139e-01, 3.162277639e-01, 2.371373773e-01, 1.778279394e-01, 1.333521456e-01, 1.000000015e-01, 7.498942316e-02, 5.623413250e-02, 4.216964915e-02, 3.162277490e-02, 2.371373773e-02, 1.778279431e-02, 1.333521400e-02, 9.999999776e-03, 7.498942316e-03, 5.623413250e-03, 4.216964822e-03, 3.162277630e-03, 2.371373819e-03, 1.778279431e-03, 1.333521446e-03, 1.000000047e-03, 7.498941850e-04, 5.623413017e-04, 4.216965172e-04, 3.162277571e-04, 2.371373703e-04, 1.778279402e-04, 1.333521504e-04]> : tensor<32xf32>
  %inv3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [1, 32, 1] : tensor<32xf32> into tensor<1x32x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<1x32x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%em : tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
  %mm = linalg.batch_matmul ins(%inv3, %pf : tensor<1x32x1xf32>, tensor<1x1x8xf32>) outs(%fill : tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
  %eft = tensor.empty() : tensor<1x8x32xf32>
  %freqs = linalg.transpose ins(%mm : tensor<1x32x8xf32>) outs(%eft : tensor<1x8x32xf32>) permutation = [0, 2, 1]
  %emb = tensor.concat dim(2) %freqs, %freqs : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
  %et = tensor.empty() : tensor<1x8x64xf32>
  %scale = arith.constant 1.000000e+00 : f32
  %cos32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x64xf32>) outs(%et : tensor<1x8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x64xf32>
  %cos = tensor.expand_shape %cos32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %sin32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x64xf32>) outs(%et : tensor<1x8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.sin %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x64xf32>
  %sin = tensor.expand_shape %sin32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %q0 = tensor.empty() : tensor<1x4x8x64xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%q0 : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 32] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %qn = arith.negf %q2 : tensor<1x4x8x32xf32>
  %qr = tensor.concat dim(3) %qn, %q1 : (tensor<1x4x8x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x8x64xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%q0 : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  %qe = arith.addf %qc, %qs : tensor<1x4x8x64xf32>
  return %qe : tensor<1x4x8x64xf32>
}

func.func @hf_position_ids_bf16(%q: tensor<1x4x8x64xbf16>, %pid: tensor<1x8xi64>) -> tensor<1x4x8x64xbf16> {
  %pid3 = tensor.expand_shape %pid [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xi64> into tensor<1x1x8xi64>
  %epf = tensor.empty() : tensor<1x1x8xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pid3 : tensor<1x1x8xi64>) outs(%epf : tensor<1x1x8xf32>) {
  ^bb0(%a: i64, %out: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<1x1x8xf32>
  %inv = arith.constant dense<[1.000000000e+00, 7.498942018e-01, 5.623413324e-01, 4.216965139e-01, 3.162277639e-01, 2.371373773e-01, 1.778279394e-01, 1.333521456e-01, 1.000000015e-01, 7.498942316e-02, 5.623413250e-02, 4.216964915e-02, 3.162277490e-02, 2.371373773e-02, 1.778279431e-02, 1.333521400e-02, 9.999999776e-03, 7.498942316e-03, 5.623413250e-03, 4.216964822e-03, 3.162277630e-03, 2.371373819e-03, 1.778279431e-03, 1.333521446e-03, 1.000000047e-03, 7.498941850e-04, 5.623413017e-04, 4.216965172e-04, 3.162277571e-04, 2.371373703e-04, 1.778279402e-04, 1.333521504e-04]> : tensor<32xf32>
  %inv3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [1, 32, 1] : tensor<32xf32> into tensor<1x32x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<1x32x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%em : tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
  %mm = linalg.batch_matmul ins(%inv3, %pf : tensor<1x32x1xf32>, tensor<1x1x8xf32>) outs(%fill : tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
  %eft = tensor.empty() : tensor<1x8x32xf32>
  %freqs = linalg.transpose ins(%mm : tensor<1x32x8xf32>) outs(%eft : tensor<1x8x32xf32>) permutation = [0, 2, 1]
  %emb = tensor.concat dim(2) %freqs, %freqs : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x64xf32>
  %et = tensor.empty() : tensor<1x8x64xf32>
  %scale = arith.constant 1.000000e+00 : f32
  %cos32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x64xf32>) outs(%et : tensor<1x8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x64xf32>
  %ecos16 = tensor.empty() : tensor<1x8x64xbf16>
  %cos16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos32 : tensor<1x8x64xf32>) outs(%ecos16 : tensor<1x8x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %r = arith.truncf %a : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1x8x64xbf16>
  %cos = tensor.expand_shape %cos16 [[0, 1], [2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xbf16> into tensor<1x1x8x64xbf16>
  %sin32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x64xf32>) outs(%et : tensor<1x8x64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.sin %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x64xf32>
  %esin16 = tensor.empty() : tensor<1x8x64xbf16>
  %sin16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sin32 : tensor<1x8x64xf32>) outs(%esin16 : tensor<1x8x64xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %r = arith.truncf %a : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1x8x64xbf16>
  %sin = tensor.expand_shape %sin16 [[0, 1], [2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xbf16> into tensor<1x1x8x64xbf16>
  %q0 = tensor.empty() : tensor<1x4x8x64xbf16>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x4x8x64xbf16>, tensor<1x1x8x64xbf16>) outs(%q0 : tensor<1x4x8x64xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %m = arith.mulf %in, %in_0 : bf16
    linalg.yield %m : bf16
  } -> tensor<1x4x8x64xbf16>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xbf16> to tensor<1x4x8x32xbf16>
  %q2 = tensor.extract_slice %q[0, 0, 0, 32] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xbf16> to tensor<1x4x8x32xbf16>
  %qn = arith.negf %q2 : tensor<1x4x8x32xbf16>
  %qr = tensor.concat dim(3) %qn, %q1 : (tensor<1x4x8x32xbf16>, tensor<1x4x8x32xbf16>) -> tensor<1x4x8x64xbf16>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x4x8x64xbf16>, tensor<1x1x8x64xbf16>) outs(%q0 : tensor<1x4x8x64xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %m = arith.mulf %in, %in_0 : bf16
    linalg.yield %m : bf16
  } -> tensor<1x4x8x64xbf16>
  %qe = arith.addf %qc, %qs : tensor<1x4x8x64xbf16>
  return %qe : tensor<1x4x8x64xbf16>
}
