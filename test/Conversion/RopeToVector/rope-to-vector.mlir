// RUN: rope-opt %s -split-input-file -convert-rope-to-vector | FileCheck %s

// One scf.forall over tokens; per token the pair angles are formed in f64
// once and shared by the query (2 heads) and key (1 head) loops.
// Offset block [2, 6) interleaved in D = 8: shuffle masks pin the pairing.
// CHECK-LABEL: func.func @q_and_k_interleaved_offset_block
// CHECK-SAME: (%[[Q:.+]]: tensor<3x2x8xbf16>, %[[K:.+]]: tensor<3x1x8xbf16>, %[[N:.+]]: index)
// CHECK-DAG: %[[MASK:.+]] = arith.constant dense<[false, false, true, true, true, true, false, false]> : vector<8xi1>
// CHECK-DAG: %[[F:.+]] = arith.constant dense<[1.000000e+00, 1.000000e-02]> : vector<2xf64>
// CHECK: %[[R:.+]]:2 = scf.forall (%[[B:.+]], %[[S:.+]]) in (1, 3) shared_outs(%[[OQ:.+]] = %{{.+}}, %[[OK:.+]] = %{{.+}})
// CHECK:   %[[P:.+]] = tensor.extract
// CHECK:   arith.sitofp %[[P]] : i64 to f64
// CHECK:   math.roundeven %{{.+}} : vector<2xf64>
// CHECK:   arith.truncf %{{.+}} : vector<2xf64> to vector<2xf32>
// CHECK-NOT: math.sin
// CHECK-NOT: math.cos
// CHECK:   %[[COS:.+]] = vector.shuffle %{{.+}}, %{{.+}} [0, 0, 0, 0, 1, 1, 0, 0] : vector<2xf32>, vector<2xf32>
// CHECK:   %[[SIN:.+]] = vector.shuffle %{{.+}}, %{{.+}} [0, 0, 2, 0, 3, 1, 0, 0] : vector<2xf32>, vector<2xf32>
// CHECK:   scf.for %[[H:.+]] = %{{.+}} to %c2
// CHECK:     %[[X:.+]] = vector.transfer_read %[[Q]][%[[S]], %[[H]], %{{.+}}], %{{.+}} {in_bounds = [true]} : tensor<3x2x8xbf16>, vector<8xbf16>
// CHECK:     %[[XF:.+]] = arith.extf %[[X]] : vector<8xbf16> to vector<8xf32>
// CHECK:     %[[XP:.+]] = vector.shuffle %[[XF]], %[[XF]] [0, 1, 3, 2, 5, 4, 6, 7]
// CHECK:     arith.mulf %[[XF]], %[[COS]]
// CHECK:     arith.mulf %[[XP]], %[[SIN]]
// CHECK:     arith.select %[[MASK]]
// CHECK:     arith.truncf %{{.+}} : vector<8xf32> to vector<8xbf16>
// CHECK:     vector.transfer_write
// CHECK:   scf.for %{{.+}} = %{{.+}} to %c1
// CHECK:     vector.transfer_read %[[K]]
// CHECK:   scf.forall.in_parallel
// CHECK:     tensor.parallel_insert_slice %{{.+}} into %[[OQ]][%[[S]], 0, 0] [1, 2, 8]
// CHECK:     tensor.parallel_insert_slice %{{.+}} into %[[OK]][%[[S]], 0, 0] [1, 1, 8]
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @q_and_k_interleaved_offset_block(%q: tensor<3x2x8xbf16>, %k: tensor<3x1x8xbf16>, %n: index) -> (tensor<3x2x8xbf16>, tensor<3x1x8xbf16>) {
  %a, %b = rope.apply %q, %k layout "shd" offset %n : index params <rotary_dim = 4, pairing = interleaved, partial = offset, rotary_offset = 2> : tensor<3x2x8xbf16>, tensor<3x1x8xbf16>
  return %a, %b : tensor<3x2x8xbf16>, tensor<3x1x8xbf16>
}

// -----

// Half pairing over the whole head: the partner is a half swap, no select;
// [B, H, S, D] tokens slice across heads; runtime frequencies (dynamic) are
// read per batch row.
// CHECK-LABEL: func.func @half_bhsd_dynamic
// CHECK: scf.forall (%[[B:.+]], %[[S:.+]]) in (2, 5)
// CHECK:   vector.transfer_read %{{.+}}[%[[B]], %{{.+}}], %{{.+}} {in_bounds = [true]} : tensor<2x2xf64>, vector<2xf64>
// CHECK:   vector.shuffle %{{.+}}, %{{.+}} [2, 3, 0, 1] : vector<4xf32>, vector<4xf32>
// CHECK-NOT: arith.select
// CHECK:   tensor.parallel_insert_slice %{{.+}} into %{{.+}}[%[[B]], 0, %[[S]], 0] [1, 3, 1, 4]
func.func @half_bhsd_dynamic(%x: tensor<2x3x5x4xf32>, %o: tensor<2xi64>) -> tensor<2x3x5x4xf32> {
  %y = rope.apply %x layout "bhsd" batch_offsets %o : tensor<2xi64> params <scaling = #rope.dynamic<factor = 2.0, original_max = 8>> : tensor<2x3x5x4xf32>
  return %y : tensor<2x3x5x4xf32>
}

// -----

// The table forms are left for convert-rope-to-standard.
// CHECK-LABEL: func.func @table_form_untouched
// CHECK: rope.apply_table
func.func @table_form_untouched(%x: tensor<3x8xf32>, %c: tensor<16x4xf32>) -> tensor<3x8xf32> {
  %y = rope.apply_table %x tables %c, %c : tensor<16x4xf32> layout "sd" params <> : tensor<3x8xf32>
  return %y : tensor<3x8xf32>
}

// -----

// An input nothing else reads (not a function argument) is its own
// destination: the forall's shared output starts as the input and each
// token's rows are read from the slice they are written to, so
// bufferization rotates the buffer in place.
// CHECK-LABEL: func.func @in_place_when_dead
// CHECK: %[[SUM:.+]] = linalg.add
// CHECK: scf.forall (%{{.+}}, %[[S:.+]]) in (1, 4) shared_outs(%[[OUT:.+]] = %[[SUM]])
// CHECK:   %[[SLICE:.+]] = tensor.extract_slice %[[OUT]][%[[S]], 0, 0] [1, 2, 64]
// CHECK:   scf.for %[[H:.+]] = %{{.+}} to %c2 {{.*}} iter_args(%[[ROWS:.+]] = %[[SLICE]])
// CHECK:     vector.transfer_read %[[ROWS]][%c0, %[[H]], %c0]
func.func @in_place_when_dead(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %e = tensor.empty() : tensor<4x2x64xf32>
  %sum = linalg.add ins(%x, %y : tensor<4x2x64xf32>, tensor<4x2x64xf32>) outs(%e : tensor<4x2x64xf32>) -> tensor<4x2x64xf32>
  %r = rope.apply %sum layout "shd" static_offset 100 params <> : tensor<4x2x64xf32>
  return %r : tensor<4x2x64xf32>
}

// -----

// Still read elsewhere: a fresh destination.
// CHECK-LABEL: func.func @copy_when_live
// CHECK: %[[SUM:.+]] = linalg.add
// CHECK: %[[E:.+]] = tensor.empty() : tensor<4x2x64xf32>
// CHECK: scf.forall {{.*}} shared_outs(%{{.+}} = %[[E]])
// CHECK:   vector.transfer_read %[[SUM]]
func.func @copy_when_live(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> (tensor<4x2x64xf32>, tensor<4x2x64xf32>) {
  %e = tensor.empty() : tensor<4x2x64xf32>
  %sum = linalg.add ins(%x, %y : tensor<4x2x64xf32>, tensor<4x2x64xf32>) outs(%e : tensor<4x2x64xf32>) -> tensor<4x2x64xf32>
  %r = rope.apply %sum layout "shd" static_offset 100 params <> : tensor<4x2x64xf32>
  return %r, %sum : tensor<4x2x64xf32>, tensor<4x2x64xf32>
}
