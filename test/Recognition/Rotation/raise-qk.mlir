// Queries and keys rotated with the same cos/sin: one two-input
// rope.apply_table.
// RUN: rope-opt %s -split-input-file --rope-raise=inverse=true | FileCheck %s
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics -o /dev/null

// torch-mlir's apply_rotary_pos_emb(q, k, cos, sin): GQA (4 query heads,
// 2 kv heads), both rotations reading the same unsqueezed tables.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
// CHECK-LABEL: func.func @torch_q_k
// CHECK-SAME: (%[[Q:.+]]: tensor<1x4x8x64xf32>, %[[K:.+]]: tensor<1x2x8x64xf32>, %[[COS:.+]]: tensor<1x8x64xf32>, %[[SIN:.+]]: tensor<1x8x64xf32>)
// CHECK-DAG: %[[C:.+]] = tensor.collapse_shape %[[COS]]
// CHECK-DAG: %[[S:.+]] = tensor.collapse_shape %[[SIN]]
// CHECK: %[[QK:.+]]:2 = rope.apply_table %[[Q]], %[[K]] tables %[[C]], %[[S]] : tensor<8x64xf32> layout "bhsd" params <> : tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>
// CHECK-NOT: linalg.generic
// CHECK-NOT: rope.apply_table
// CHECK: return %[[QK]]#0, %[[QK]]#1
// expected-remark @+1 {{rope-raise: 2 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @torch_q_k(%q: tensor<1x4x8x64xf32>, %k: tensor<1x2x8x64xf32>, %cos: tensor<1x8x64xf32>, %sin: tensor<1x8x64xf32>) -> (tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>) {
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
  // expected-remark @+1 {{raised half-split q/k pair RoPE (pairing=half, tables)}}
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

// -----

// The query result is used before the keys are computed from a value
// defined after it: the pair goes where both inputs exist and before every
// use of either result.
// CHECK-LABEL: func.func @keys_defined_later
// CHECK: %[[QK:.+]]:2 = rope.apply_table %{{.+}}, %[[K:.+]] tables
// CHECK-NOT: rope.apply_table
// expected-remark @+1 {{rope-raise: 2 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @keys_defined_later(%q: tensor<4x8xf32>, %kin: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %q1 = tensor.extract_slice %q[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %q2 = tensor.extract_slice %q[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %nq = arith.negf %q2 : tensor<4x4xf32>
  %qr = tensor.concat dim(1) %nq, %q1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %qc = arith.mulf %q, %cos : tensor<4x8xf32>
  %qs = arith.mulf %qr, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split q/k pair RoPE (pairing=half, tables)}}
  %qe = arith.addf %qc, %qs : tensor<4x8xf32>
  %k = arith.mulf %kin, %kin : tensor<4x8xf32>
  %k1 = tensor.extract_slice %k[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %k2 = tensor.extract_slice %k[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %nk = arith.negf %k2 : tensor<4x4xf32>
  %kr = tensor.concat dim(1) %nk, %k1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %kc = arith.mulf %k, %cos : tensor<4x8xf32>
  %ks = arith.mulf %kr, %sin : tensor<4x8xf32>
  %ke = arith.addf %kc, %ks : tensor<4x8xf32>
  return %qe, %ke : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Different sine tables: two rotations, two ops.
// CHECK-LABEL: func.func @different_tables
// CHECK-COUNT-2: rope.apply_table %{{[^,]+}} tables
// expected-remark @+1 {{rope-raise: 2 rotation(s) raised into 0 rope.apply and 2 rope.apply_table}}
func.func @different_tables(%q: tensor<4x8xf32>, %k: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>, %sin2: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %q1 = tensor.extract_slice %q[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %q2 = tensor.extract_slice %q[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %nq = arith.negf %q2 : tensor<4x4xf32>
  %qr = tensor.concat dim(1) %nq, %q1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %qc = arith.mulf %q, %cos : tensor<4x8xf32>
  %qs = arith.mulf %qr, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %qe = arith.addf %qc, %qs : tensor<4x8xf32>
  %k1 = tensor.extract_slice %k[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %k2 = tensor.extract_slice %k[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %nk = arith.negf %k2 : tensor<4x4xf32>
  %kr = tensor.concat dim(1) %nk, %k1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %kc = arith.mulf %k, %cos : tensor<4x8xf32>
  %ks = arith.mulf %kr, %sin2 : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %ke = arith.addf %kc, %ks : tensor<4x8xf32>
  return %qe, %ke : tensor<4x8xf32>, tensor<4x8xf32>
}
