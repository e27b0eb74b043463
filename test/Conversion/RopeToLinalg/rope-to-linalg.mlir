// RUN: rope-opt %s -split-input-file -convert-rope-to-linalg | FileCheck %s

// Offset positions, float64 angles reduced modulo pi/2 by the 1.5 * 2^52
// shift, f32 polynomials (the reduction of every rope kernel, no math
// calls); the inverse negates the sines; bf16 computes in f32 and rounds
// once.
// Channel maps for offset block [2, 6), interleaved: pair, partner, sign.
// CHECK-LABEL: func.func @interleaved_offset_block_bf16
// CHECK-SAME: (%[[X:.+]]: tensor<2x5x4x8xbf16>, %[[N:.+]]: index)
// CHECK-DAG: %[[SIGN:.+]] = arith.constant dense<[0.000000e+00, 0.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<8xf32>
// CHECK-DAG: %[[PARTNER:.+]] = arith.constant dense<[0, 1, 3, 2, 5, 4, 6, 7]> : tensor<8xi32>
// CHECK-DAG: %[[PAIR:.+]] = arith.constant dense<[-1, -1, 0, 0, 1, 1, -1, -1]> : tensor<8xi32>
// CHECK-DAG: %[[FREQS:.+]] = arith.constant dense<[1.000000e+00, 1.000000e-02]> : tensor<2xf64>
// CHECK-DAG: %[[MINUS_ONE:.+]] = arith.constant -1.000000e+00 : f32
// CHECK: %[[POS:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x5xi64>)
// CHECK:   linalg.index 1
// CHECK:   arith.addi
// CHECK:   arith.addi
// CHECK: %[[CS:.+]]:2 = linalg.generic {{.*}} ins(%[[POS]], %[[FREQS]] : tensor<1x5xi64>, tensor<2xf64>) outs(%{{.+}}, %{{.+}} : tensor<1x5x2xf32>, tensor<1x5x2xf32>)
// CHECK:   %[[P:.+]] = arith.sitofp %{{.+}} : i64 to f64
// CHECK:   %[[PHI:.+]] = arith.mulf %[[P]], %{{.+}} : f64
// CHECK:   %[[SHIFTED:.+]] = arith.addf %{{.+}}, %[[MAGIC:.+]] : f64
// CHECK:   arith.subf %[[SHIFTED]], %[[MAGIC]] : f64
// CHECK:   %[[R:.+]] = arith.truncf %{{.+}} : f64 to f32
// CHECK-NOT: math.
// CHECK:   %[[NEG:.+]] = arith.mulf %{{.+}}, %[[MINUS_ONE]] : f32
// CHECK-NEXT: linalg.yield %{{.+}}, %[[NEG]]
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[PAIR]], %[[PARTNER]], %{{.+}}, %[[SIGN]] : tensor<2x5x4x8xbf16>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>)
// CHECK:   arith.extf %{{.+}} : bf16 to f32
// CHECK:   tensor.extract %[[CS]]#0
// CHECK:   tensor.extract %[[CS]]#1
// CHECK:   tensor.extract %[[X]]
// CHECK:   arith.select
// CHECK:   arith.truncf %{{.+}} : f32 to bf16
func.func @interleaved_offset_block_bf16(%x: tensor<2x5x4x8xbf16>, %n: index) -> tensor<2x5x4x8xbf16> {
  %y = rope.apply %x layout "bshd" offset %n : index static_offset 3 inverse params <rotary_dim = 4, pairing = interleaved, partial = offset, rotary_offset = 2> : tensor<2x5x4x8xbf16>
  return %y : tensor<2x5x4x8xbf16>
}

// -----

// Queries and keys share one cos/sin table; per-batch offsets give Bp = B.
// CHECK-LABEL: func.func @q_and_k_share_the_table
// CHECK-COUNT-1: arith.truncf %{{.+}} : f64 to f32
// CHECK-NOT: arith.truncf %{{.+}} : f64 to f32
// CHECK: %[[Q:.+]] = linalg.generic
// CHECK: } -> tensor<2x7x8x64xf32>
// CHECK: %[[K:.+]] = linalg.generic
// CHECK: } -> tensor<2x7x2x64xf32>
// CHECK: return %[[Q]], %[[K]]
func.func @q_and_k_share_the_table(%q: tensor<2x7x8x64xf32>, %k: tensor<2x7x2x64xf32>, %o: tensor<2xi32>) -> (tensor<2x7x8x64xf32>, tensor<2x7x2x64xf32>) {
  %a, %b = rope.apply %q, %k layout "bshd" batch_offsets %o : tensor<2xi32> params <> : tensor<2x7x8x64xf32>, tensor<2x7x2x64xf32>
  return %a, %b : tensor<2x7x8x64xf32>, tensor<2x7x2x64xf32>
}

// -----

// dynamic scaling: S_total = max(position) + 1 per row, theta' from it with
// the float64 log and exp every rope kernel builds (no libm).
// CHECK-LABEL: func.func @dynamic_scaling_explicit_positions
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK:   arith.maxsi
// CHECK: linalg.generic
// CHECK:   arith.sitofp %{{.+}} : i64 to f64
// CHECK:   arith.maximumf
// CHECK-NOT: math.
// CHECK: } -> tensor<3x2xf64>
func.func @dynamic_scaling_explicit_positions(%x: tensor<3x4x4xf32>, %p: tensor<3x4xi64>) -> tensor<3x4x4xf32> {
  %y = rope.apply %x layout "bsd" positions %p : tensor<3x4xi64> params <scaling = #rope.dynamic<factor = 2.0, original_max = 16>> : tensor<3x4x4xf32>
  return %y : tensor<3x4x4xf32>
}

// -----

// longrope: each row selects the short or long exact schedule.
// CHECK-LABEL: func.func @longrope_selects_per_row
// CHECK-DAG: arith.constant dense<[1.000000e+00, 5.000000e-03]> : tensor<2xf64>
// CHECK-DAG: arith.constant dense<[2.500000e-01, 1.250000e-03]> : tensor<2xf64>
// CHECK: arith.cmpi sgt
// CHECK: arith.select
func.func @longrope_selects_per_row(%x: tensor<4x4xf32>, %n: index) -> tensor<4x4xf32> {
  %y = rope.apply %x layout "sd" offset %n : index params <scaling = #rope.longrope<short_factor = [1.0, 2.0], long_factor = [4.0, 8.0], original_max = 16>> : tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

// -----

// Table form: rows are read by position; a position without a row reads
// row 0 and gives NaN, never memory past the tables.
// CHECK-LABEL: func.func @table_form
// CHECK-SAME: (%[[X:.+]]: tensor<3x8xf16>, %[[C:.+]]: tensor<16x8xf16>, %[[S:.+]]: tensor<16x8xf16>)
// CHECK-DAG: %[[NAN:.+]] = arith.constant 0x7FC00000 : f32
// CHECK: linalg.generic
// CHECK:   %[[IN:.+]] = arith.cmpi ult, %[[ROW:.+]], %{{.+}} : index
// CHECK:   %[[SAFE:.+]] = arith.select %[[IN]], %[[ROW]], %{{.+}} : index
// CHECK:   tensor.extract %[[C]][%[[SAFE]], %{{.+}}]
// CHECK:   arith.select %[[IN]], %{{.+}}, %[[NAN]] : f32
// CHECK:   tensor.extract %[[S]][%[[SAFE]], %{{.+}}]
// CHECK:   arith.select %[[IN]], %{{.+}}, %[[NAN]] : f32
// CHECK-NOT: cf.assert
func.func @table_form(%x: tensor<3x8xf16>, %c: tensor<16x8xf16>, %s: tensor<16x8xf16>) -> tensor<3x8xf16> {
  %y = rope.apply_table %x tables %c, %s : tensor<16x8xf16> layout "sd" static_offset 5 params <> : tensor<3x8xf16>
  return %y : tensor<3x8xf16>
}

// -----

// cos_sin_table: a width-R table repeats each pair's value in its columns.
// CHECK-LABEL: func.func @cos_sin_table_full_width
// CHECK: arith.constant dense<[0, 1, 0, 1]> : tensor<4xi32>
// CHECK: arith.truncf %{{.+}} : f64 to f32
// CHECK: %[[T:.+]]:2 = linalg.generic
// CHECK: } -> (tensor<6x4xf32>, tensor<6x4xf32>)
// CHECK: return %[[T]]#0, %[[T]]#1
func.func @cos_sin_table_full_width(%n: index) -> (tensor<6x4xf32>, tensor<6x4xf32>) {
  %c, %s = rope.cos_sin_table head_dim 4 offset %n : index params <> : tensor<6x4xf32>
  return %c, %s : tensor<6x4xf32>, tensor<6x4xf32>
}
