// HF transformers' rotary embedding in the spelling torch-mlir gives it:
// the angles as a matmul of inv_freq by the position ids, transposed,
// positions from cache_position or passed in, tables rounded to the
// model's dtype. rope-raise recovers rope.apply.
// RUN: rope-opt %s -split-input-file --rope-raise=inverse=true | FileCheck %s
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT

// HF's LlamaRotaryEmbedding as torch-mlir lowers it: cache_position =
// arange(past, past + S), position_ids = cache_position[None],
// freqs = (inv_freq[None, :, None] @ position_ids[:, None, :]).transpose(1, 2)
// as a linalg.batch_matmul over a unit axis and a transpose, emb =
// cat(freqs, freqs), cos/sin times attention_scaling = 1, unsqueezed to
// [1, 1, S, D] (theta = 10000, R = 8); q and k.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @hf_batch_matmul_cache_position
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x8x8xf32>, %[[K:[^:]+]]: tensor<1x1x8x8xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[QK:.+]]:2 = rope.apply %[[Q]], %[[K]] layout "bhsd" offset %[[N]] : index params <> : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>
// CHECK-NEXT: return %[[QK]]#0, %[[QK]]#1
// REPORT: remark: rope-raise: 2 rotation(s) raised into 1 rope.apply and 0 rope.apply_table
func.func @hf_batch_matmul_cache_position(%q: tensor<1x2x8x8xf32>, %k: tensor<1x1x8x8xf32>, %n: index) -> (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) {
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
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %inv3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<1x4x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%em : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %mm = linalg.batch_matmul ins(%inv3, %pf : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%fill : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %eft = tensor.empty() : tensor<1x8x4xf32>
  %freqs = linalg.transpose ins(%mm : tensor<1x4x8xf32>) outs(%eft : tensor<1x8x4xf32>) permutation = [0, 2, 1]
  %emb = tensor.concat dim(2) %freqs, %freqs : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
  %et = tensor.empty() : tensor<1x8x8xf32>
  %scale = arith.constant 1.000000e+00 : f32
  %cos32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %cos = tensor.expand_shape %cos32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
  %sin32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.sin %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %sin = tensor.expand_shape %sin32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
  %q0 = tensor.empty() : tensor<1x2x8x8xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%q0 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %qn = arith.negf %q2 : tensor<1x2x8x4xf32>
  %qr = tensor.concat dim(3) %qn, %q1 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%q0 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  %qe = arith.addf %qc, %qs : tensor<1x2x8x8xf32>
  %k0 = tensor.empty() : tensor<1x1x8x8xf32>
  %kc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k, %cos : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) outs(%k0 : tensor<1x1x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x1x8x8xf32>
  %k1 = tensor.extract_slice %k[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
  %k2 = tensor.extract_slice %k[0, 0, 0, 4] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
  %kn = arith.negf %k2 : tensor<1x1x8x4xf32>
  %kr = tensor.concat dim(3) %kn, %k1 : (tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) -> tensor<1x1x8x8xf32>
  %ks = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kr, %sin : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) outs(%k0 : tensor<1x1x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x1x8x8xf32>
  %ke = arith.addf %kc, %ks : tensor<1x1x8x8xf32>
  return %qe, %ke : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// position_ids passed in ([1, S] int64): explicit positions.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @hf_position_ids
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x8x8xf32>, %[[P:[^:]+]]: tensor<1x8xi64>)
// CHECK-NEXT: %[[R:.+]] = rope.apply %[[Q]] layout "bhsd" positions %[[P]] : tensor<1x8xi64> params <> : tensor<1x2x8x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @hf_position_ids(%q: tensor<1x2x8x8xf32>, %pid: tensor<1x8xi64>) -> tensor<1x2x8x8xf32> {
  %pid3 = tensor.expand_shape %pid [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xi64> into tensor<1x1x8xi64>
  %epf = tensor.empty() : tensor<1x1x8xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pid3 : tensor<1x1x8xi64>) outs(%epf : tensor<1x1x8xf32>) {
  ^bb0(%a: i64, %out: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<1x1x8xf32>
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %inv3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<1x4x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%em : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %mm = linalg.batch_matmul ins(%inv3, %pf : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%fill : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %eft = tensor.empty() : tensor<1x8x4xf32>
  %freqs = linalg.transpose ins(%mm : tensor<1x4x8xf32>) outs(%eft : tensor<1x8x4xf32>) permutation = [0, 2, 1]
  %emb = tensor.concat dim(2) %freqs, %freqs : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
  %et = tensor.empty() : tensor<1x8x8xf32>
  %scale = arith.constant 1.000000e+00 : f32
  %cos32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %cos = tensor.expand_shape %cos32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
  %sin32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.sin %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %sin = tensor.expand_shape %sin32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
  %q0 = tensor.empty() : tensor<1x2x8x8xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%q0 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %qn = arith.negf %q2 : tensor<1x2x8x4xf32>
  %qr = tensor.concat dim(3) %qn, %q1 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%q0 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  %qe = arith.addf %qc, %qs : tensor<1x2x8x8xf32>
  return %qe : tensor<1x2x8x8xf32>
}

// -----

// A bf16 model: the tables are computed in f32 and rounded to bf16
// (`cos.to(x.dtype)`), the rotation runs on bf16.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @hf_bf16_tables
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x8x8xbf16>, %[[P:[^:]+]]: tensor<1x8xi64>)
// CHECK-NEXT: %[[R:.+]] = rope.apply %[[Q]] layout "bhsd" positions %[[P]] : tensor<1x8xi64> params <> : tensor<1x2x8x8xbf16>
// CHECK-NEXT: return %[[R]]
func.func @hf_bf16_tables(%q: tensor<1x2x8x8xbf16>, %pid: tensor<1x8xi64>) -> tensor<1x2x8x8xbf16> {
  %pid3 = tensor.expand_shape %pid [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xi64> into tensor<1x1x8xi64>
  %epf = tensor.empty() : tensor<1x1x8xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pid3 : tensor<1x1x8xi64>) outs(%epf : tensor<1x1x8xf32>) {
  ^bb0(%a: i64, %out: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<1x1x8xf32>
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %inv3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<1x4x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%em : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %mm = linalg.batch_matmul ins(%inv3, %pf : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%fill : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %eft = tensor.empty() : tensor<1x8x4xf32>
  %freqs = linalg.transpose ins(%mm : tensor<1x4x8xf32>) outs(%eft : tensor<1x8x4xf32>) permutation = [0, 2, 1]
  %emb = tensor.concat dim(2) %freqs, %freqs : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
  %et = tensor.empty() : tensor<1x8x8xf32>
  %scale = arith.constant 1.000000e+00 : f32
  %cos32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %ecos16 = tensor.empty() : tensor<1x8x8xbf16>
  %cos16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos32 : tensor<1x8x8xf32>) outs(%ecos16 : tensor<1x8x8xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %r = arith.truncf %a : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1x8x8xbf16>
  %cos = tensor.expand_shape %cos16 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
  %sin32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.sin %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %esin16 = tensor.empty() : tensor<1x8x8xbf16>
  %sin16 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sin32 : tensor<1x8x8xf32>) outs(%esin16 : tensor<1x8x8xbf16>) {
  ^bb0(%a: f32, %out: bf16):
    %r = arith.truncf %a : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<1x8x8xbf16>
  %sin = tensor.expand_shape %sin16 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
  %q0 = tensor.empty() : tensor<1x2x8x8xbf16>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%q0 : tensor<1x2x8x8xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %m = arith.mulf %in, %in_0 : bf16
    linalg.yield %m : bf16
  } -> tensor<1x2x8x8xbf16>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xbf16> to tensor<1x2x8x4xbf16>
  %q2 = tensor.extract_slice %q[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xbf16> to tensor<1x2x8x4xbf16>
  %qn = arith.negf %q2 : tensor<1x2x8x4xbf16>
  %qr = tensor.concat dim(3) %qn, %q1 : (tensor<1x2x8x4xbf16>, tensor<1x2x8x4xbf16>) -> tensor<1x2x8x8xbf16>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%q0 : tensor<1x2x8x8xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %m = arith.mulf %in, %in_0 : bf16
    linalg.yield %m : bf16
  } -> tensor<1x2x8x8xbf16>
  %qe = arith.addf %qc, %qs : tensor<1x2x8x8xbf16>
  return %qe : tensor<1x2x8x8xbf16>
}

// -----

// The product sums over an axis of extent 2: not an outer product, the
// tables stay.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @contraction_over_two
// CHECK: linalg.batch_matmul
// CHECK: rope.apply_table
// REPORT: remark: rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table
// CHECK-NOT: rope.apply %
func.func @contraction_over_two(%q: tensor<1x2x8x8xf32>, %pf: tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32> {
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %eb = tensor.empty() : tensor<1x4x2xf32>
  %inv3 = linalg.broadcast ins(%inv : tensor<4xf32>) outs(%eb : tensor<1x4x2xf32>) dimensions = [0, 2]
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<1x4x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%em : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %mm = linalg.batch_matmul ins(%inv3, %pf : tensor<1x4x2xf32>, tensor<1x2x8xf32>) outs(%fill : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %eft = tensor.empty() : tensor<1x8x4xf32>
  %freqs = linalg.transpose ins(%mm : tensor<1x4x8xf32>) outs(%eft : tensor<1x8x4xf32>) permutation = [0, 2, 1]
  %emb = tensor.concat dim(2) %freqs, %freqs : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
  %et = tensor.empty() : tensor<1x8x8xf32>
  %scale = arith.constant 1.000000e+00 : f32
  %cos32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %cos = tensor.expand_shape %cos32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
  %sin32 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%emb : tensor<1x8x8xf32>) outs(%et : tensor<1x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.sin %a : f32
    %m = arith.mulf %c, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8xf32>
  %sin = tensor.expand_shape %sin32 [[0, 1], [2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
  %q0 = tensor.empty() : tensor<1x2x8x8xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%q0 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %qn = arith.negf %q2 : tensor<1x2x8x4xf32>
  %qr = tensor.concat dim(3) %qn, %q1 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%q0 : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  %qe = arith.addf %qc, %qs : tensor<1x2x8x8xf32>
  return %qe : tensor<1x2x8x8xf32>
}
