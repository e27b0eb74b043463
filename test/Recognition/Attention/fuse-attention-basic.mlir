// RUN: rope-opt %s -split-input-file -rope-fuse-attention -canonicalize -cse | FileCheck %s
// The same pass in the stock mlir-opt through the plugin:
// RUN: mlir-opt %s -split-input-file --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-fuse-attention,canonicalize,cse)' | FileCheck %s

// Form 1: torch-mlir style attention in [B, H, S, D] on rope.apply results
// becomes one rope.attention on the unrotated q, k and v; the contractions,
// the scale, the mask and the softmax are gone.

// One two-input rope.apply at a runtime offset; Q.K^T over a transposed k,
// times 0.125, a causal select of -inf, linalg.softmax, P.V as generics.
// CHECK-LABEL: func.func @generic_transposed_k_named_softmax
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal params <theta = 5.000000e+05> {scale = 1.250000e-01 : f64} : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
func.func @generic_transposed_k_named_softmax(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// Two single-input rope.apply ops with equal params and positions; k read
// as k[b, h, j, d]; divided by 8 (scale 1/8); the softmax decomposed into
// max, exp(x - max), sum and division generics.
// CHECK-LABEL: func.func @generic_k_decomposed_softmax
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" params <rotary_dim = 32> {scale = 1.250000e-01 : f64, static_k_offset = 3 : i64, static_q_offset = 3 : i64}
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
func.func @generic_k_decomposed_softmax(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c8 = arith.constant 8.000000e+00 : f32
  %qr = rope.apply %q layout "bhsd" static_offset 3 params <rotary_dim = 32> : tensor<1x4x16x64xf32>
  %kr = rope.apply %k layout "bhsd" static_offset 3 params <rotary_dim = 32> : tensor<1x4x16x64xf32>
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kr : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.divf %x, %c8 : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %row_e = tensor.empty() : tensor<1x4x16xf32>
  %row_ninf = linalg.fill ins(%ninf : f32) outs(%row_e : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%scaled : tensor<1x4x16x16xf32>) outs(%row_ninf : tensor<1x4x16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled, %max : tensor<1x4x16x16xf32>, tensor<1x4x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %row_zero = linalg.fill ins(%zero : f32) outs(%row_e : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<1x4x16x16xf32>) outs(%row_zero : tensor<1x4x16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<1x4x16x16xf32>, tensor<1x4x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %r = arith.divf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// linalg.batch_matmul on [B*H, S, D] x [B*H, D, S] collapsed operands,
// results expanded back; no scale (1.0); the mask keeps j <= i.
// CHECK-LABEL: func.func @batch_matmul_transposed_k
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" causal params <> {scale = 1.000000e+00 : f64}
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
func.func @batch_matmul_transposed_k(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %qc = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x4x16x64xf32> into tensor<4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x4x64x16xf32> into tensor<4x64x16xf32>
  %scores_zero_e = tensor.empty() : tensor<4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %scores_c = linalg.batch_matmul ins(%qc, %kc : tensor<4x16x64xf32>, tensor<4x64x16xf32>) outs(%scores_zero : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %scores = tensor.expand_shape %scores_c [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi sle, %j, %i : index
    %r = arith.select %c, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x4x16x64xf32> into tensor<4x16x64xf32>
  %out_zero_e = tensor.empty() : tensor<4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %out_c = linalg.batch_matmul ins(%pc, %vc : tensor<4x16x16xf32>, tensor<4x16x64xf32>) outs(%out_zero : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %out = tensor.expand_shape %out_c [[0, 1], [2], [3]] output_shape [1, 4, 16, 64] : tensor<4x16x64xf32> into tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// linalg.batch_matmul whose indexing maps read k as [B*H, S, D]; explicit
// positions (no mask, so they are q's and k's own); the scale is a splat
// tensor operand, multiplied from the left.
// CHECK-LABEL: func.func @batch_matmul_maps_positions
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[P:[^:]+]]: tensor<16xi32>)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_positions %[[P]] : tensor<16xi32> k_positions %[[P]] : tensor<16xi32> params <pairing = interleaved> {scale = 2.500000e-01 : f64}
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
func.func @batch_matmul_maps_positions(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %pos: tensor<16xi32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %splat = arith.constant dense<2.500000e-01> : tensor<1x4x16x16xf32>
  %qr, %kr = rope.apply %q, %k layout "bhsd" positions %pos : tensor<16xi32> params <pairing = interleaved> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %qc = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x4x16x64xf32> into tensor<4x16x64xf32>
  %kc = tensor.collapse_shape %kr [[0, 1], [2], [3]] : tensor<1x4x16x64xf32> into tensor<4x16x64xf32>
  %scores_zero_e = tensor.empty() : tensor<4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %scores_c = linalg.batch_matmul indexing_maps = [affine_map<(p, m, n, r) -> (p, m, r)>, affine_map<(p, m, n, r) -> (p, n, r)>, affine_map<(p, m, n, r) -> (p, m, n)>] ins(%qc, %kc : tensor<4x16x64xf32>, tensor<4x16x64xf32>) outs(%scores_zero : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %scores = tensor.expand_shape %scores_c [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores, %splat : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %r = arith.mulf %c, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x4x16x64xf32> into tensor<4x16x64xf32>
  %out_zero_e = tensor.empty() : tensor<4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %out_c = linalg.batch_matmul ins(%pc, %vc : tensor<4x16x16xf32>, tensor<4x16x64xf32>) outs(%out_zero : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %out = tensor.expand_shape %out_c [[0, 1], [2], [3]] output_shape [1, 4, 16, 64] : tensor<4x16x64xf32> into tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// A decode step without a mask: one query at %n against 16 keys from 0,
// each rotation keeps its own positions; v has head dim 32.
// CHECK-LABEL: func.func @decode_own_positions
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x1x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x32xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index params <> {scale = 1.250000e-01 : f64} : tensor<1x4x1x64xf32>, tensor<1x4x16x64xf32>, tensor<1x4x16x32xf32>
// CHECK-NEXT: return %[[O]] : tensor<1x4x1x32xf32>
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @decode_own_positions(%q: tensor<1x4x1x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x32xf32>, %n: index) -> tensor<1x4x1x32xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr = rope.apply %q layout "bhsd" offset %n : index params <> : tensor<1x4x1x64xf32>
  %kr = rope.apply %k layout "bhsd" params <> : tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x1x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x1x16xf32>) -> tensor<1x4x1x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x1x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x1x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x1x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x1x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x1x16xf32>) outs(%scores_e : tensor<1x4x1x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x1x16xf32>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<1x4x1x16xf32>) outs(%scores_e : tensor<1x4x1x16xf32>) -> tensor<1x4x1x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x1x32xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x1x32xf32>) -> tensor<1x4x1x32xf32>
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x1x16xf32>, tensor<1x4x16x32xf32>) outs(%out_zero : tensor<1x4x1x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x1x32xf32>
  return %out : tensor<1x4x1x32xf32>
}

// -----

// Dynamic sequence lengths and a batch of 2: the shapes come from the
// types, and tensor.dim feeding only the chain goes with it.
// CHECK-LABEL: func.func @dyn_bmm
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<2x4x?x64xf32>, %[[K:[^:]+]]: tensor<2x4x?x64xf32>, %[[V:[^:]+]]: tensor<2x4x?x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal params <> {scale = 1.000000e+00 : f64} : tensor<2x4x?x64xf32>, tensor<2x4x?x64xf32>, tensor<2x4x?x64xf32>
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
func.func @dyn_bmm(%q: tensor<2x4x?x64xf32>, %k: tensor<2x4x?x64xf32>, %v: tensor<2x4x?x64xf32>, %n: index) -> tensor<2x4x?x64xf32> {
  %c2 = arith.constant 2 : index
  %seq = tensor.dim %q, %c2 : tensor<2x4x?x64xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <> : tensor<2x4x?x64xf32>, tensor<2x4x?x64xf32>
  %qc = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<2x4x?x64xf32> into tensor<8x?x64xf32>
  %kt_e = tensor.empty(%seq) : tensor<2x4x64x?xf32>
  %kt = linalg.transpose ins(%kr : tensor<2x4x?x64xf32>) outs(%kt_e : tensor<2x4x64x?xf32>) permutation = [0, 1, 3, 2]
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x64x?xf32> into tensor<8x64x?xf32>
  %scores_zero_e = tensor.empty(%seq, %seq) : tensor<8x?x?xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %scores_c = linalg.batch_matmul ins(%qc, %kc : tensor<8x?x64xf32>, tensor<8x64x?xf32>) outs(%scores_zero : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %scores = tensor.expand_shape %scores_c [[0, 1], [2], [3]] output_shape [2, 4, %seq, %seq] : tensor<8x?x?xf32> into tensor<2x4x?x?xf32>
  %scores_e = tensor.empty(%seq, %seq) : tensor<2x4x?x?xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x?x?xf32>) outs(%scores_e : tensor<2x4x?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x4x?x?xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x?x?xf32>) outs(%scores_e : tensor<2x4x?x?xf32>) -> tensor<2x4x?x?xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x?x?xf32> into tensor<8x?x?xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x4x?x64xf32> into tensor<8x?x64xf32>
  %out_zero_e = tensor.empty(%seq) : tensor<8x?x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  %out_c = linalg.batch_matmul ins(%pc, %vc : tensor<8x?x?xf32>, tensor<8x?x64xf32>) outs(%out_zero : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  %out = tensor.expand_shape %out_c [[0, 1], [2], [3]] output_shape [2, 4, %seq, 64] : tensor<8x?x64xf32> into tensor<2x4x?x64xf32>
  return %out : tensor<2x4x?x64xf32>
}
