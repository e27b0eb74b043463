// RUN: rope-opt %s | rope-opt | FileCheck %s
// RUN: rope-opt %s --mlir-print-op-generic | rope-opt | FileCheck %s

// CHECK-LABEL: func.func @apply_q_and_k
// CHECK-SAME: (%[[Q:.+]]: tensor<1x16x32x128xf32>, %[[K:.+]]: tensor<1x16x8x128xf32>, %[[N:.+]]: index)
// CHECK: %{{.+}}:2 = rope.apply %[[Q]], %[[K]] layout "bshd" offset %[[N]] : index params <theta = 5.000000e+05> : tensor<1x16x32x128xf32>, tensor<1x16x8x128xf32>
func.func @apply_q_and_k(%q: tensor<1x16x32x128xf32>, %k: tensor<1x16x8x128xf32>, %n: index) -> (tensor<1x16x32x128xf32>, tensor<1x16x8x128xf32>) {
  %q2, %k2 = rope.apply %q, %k layout "bshd" offset %n : index params <theta = 500000.0> : tensor<1x16x32x128xf32>, tensor<1x16x8x128xf32>
  return %q2, %k2 : tensor<1x16x32x128xf32>, tensor<1x16x8x128xf32>
}

// CHECK-LABEL: func.func @apply_bhsd_static_offset_inverse
// CHECK: rope.apply %{{.+}} layout "bhsd" static_offset 4096 inverse params <pairing = interleaved> : tensor<2x8x1x64xbf16>
func.func @apply_bhsd_static_offset_inverse(%x: tensor<2x8x1x64xbf16>) -> tensor<2x8x1x64xbf16> {
  %y = rope.apply %x layout "bhsd" static_offset 4096 inverse params <pairing = interleaved> : tensor<2x8x1x64xbf16>
  return %y : tensor<2x8x1x64xbf16>
}

// CHECK-LABEL: func.func @apply_batch_offsets
// CHECK: rope.apply %{{.+}} layout "bshd" batch_offsets %{{.+}} : tensor<2xi64> static_offset 3 params <rotary_dim = 32, partial = offset, rotary_offset = 16> : tensor<2x1x4x64xf16>
func.func @apply_batch_offsets(%x: tensor<2x1x4x64xf16>, %offs: tensor<2xi64>) -> tensor<2x1x4x64xf16> {
  %y = rope.apply %x layout "bshd" batch_offsets %offs : tensor<2xi64> static_offset 3 params <rotary_dim = 32, partial = offset, rotary_offset = 16> : tensor<2x1x4x64xf16>
  return %y : tensor<2x1x4x64xf16>
}

// Packed [T, H, D] tokens with explicit positions, dynamic token count.
// CHECK-LABEL: func.func @apply_packed_positions
// CHECK: rope.apply %{{.+}} layout "shd" positions %{{.+}} : tensor<?xi32> params <rotary_dim = 64, partial = proportional, position_scale = 5.000000e-01> : tensor<?x8x128xf32>
func.func @apply_packed_positions(%x: tensor<?x8x128xf32>, %pos: tensor<?xi32>) -> tensor<?x8x128xf32> {
  %y = rope.apply %x layout "shd" positions %pos : tensor<?xi32> params <rotary_dim = 64, partial = proportional, position_scale = 0.5> : tensor<?x8x128xf32>
  return %y : tensor<?x8x128xf32>
}

// CHECK-LABEL: func.func @apply_per_batch_positions
// CHECK: rope.apply %{{.+}} layout "bsd" positions %{{.+}} : tensor<3x5xindex> params <> : tensor<3x5x64xf32>
func.func @apply_per_batch_positions(%x: tensor<3x5x64xf32>, %pos: tensor<3x5xindex>) -> tensor<3x5x64xf32> {
  %y = rope.apply %x layout "bsd" positions %pos : tensor<3x5xindex> params <> : tensor<3x5x64xf32>
  return %y : tensor<3x5x64xf32>
}

// CHECK-LABEL: func.func @table_roundtrip
// CHECK: %[[C:.+]], %[[S:.+]] = rope.cos_sin_table head_dim 128 offset %{{.+}} : i64 params <scaling = #rope.yarn<factor = 4.000000e+00, original_max = 4096>> : tensor<16x128xf32>
// CHECK: rope.apply_table %{{.+}} tables %[[C]], %[[S]] : tensor<16x128xf32> layout "bshd" positions %{{.+}} : tensor<16xi32> params <> : tensor<1x16x4x128xf32>
func.func @table_roundtrip(%x: tensor<1x16x4x128xf32>, %n: i64, %pos: tensor<16xi32>) -> tensor<1x16x4x128xf32> {
  %c, %s = rope.cos_sin_table head_dim 128 offset %n : i64 params <scaling = #rope.yarn<factor = 4.0, original_max = 4096>> : tensor<16x128xf32>
  %y = rope.apply_table %x tables %c, %s : tensor<16x128xf32> layout "bshd" positions %pos : tensor<16xi32> params <> : tensor<1x16x4x128xf32>
  return %y : tensor<1x16x4x128xf32>
}

// CHECK-LABEL: func.func @attention_decode
// CHECK: rope.attention %{{.+}}, %{{.+}}, %{{.+}} layout "bshd" q_offset %{{.+}} : index causal params <theta = 5.000000e+05> : tensor<1x1x32x128xf32>, tensor<1x64x8x128xf32>, tensor<1x64x8x128xf32>
func.func @attention_decode(%q: tensor<1x1x32x128xf32>, %k: tensor<1x64x8x128xf32>, %v: tensor<1x64x8x128xf32>, %n: index) -> tensor<1x1x32x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal params <theta = 500000.0> : tensor<1x1x32x128xf32>, tensor<1x64x8x128xf32>, tensor<1x64x8x128xf32>
  return %o : tensor<1x1x32x128xf32>
}

// The result takes v's head dim (inferred).
// CHECK-LABEL: func.func @attention_everything
// CHECK: rope.attention %{{.+}}, %{{.+}}, %{{.+}} layout "bhsd" q_positions %{{.+}} : tensor<2x4xi32> k_positions %{{.+}} : tensor<2x6xi32> bias %{{.+}} : tensor<4x6xf32> keys_rotated params <rotary_dim = 32> {scale = 1.250000e-01 : f64} : tensor<2x8x4x64xbf16>, tensor<2x2x6x64xbf16>, tensor<2x2x6x32xbf16>
func.func @attention_everything(%q: tensor<2x8x4x64xbf16>, %k: tensor<2x2x6x64xbf16>, %v: tensor<2x2x6x32xbf16>, %qp: tensor<2x4xi32>, %kp: tensor<2x6xi32>, %bias: tensor<4x6xf32>) -> tensor<2x8x4x32xbf16> {
  %o = rope.attention %q, %k, %v layout "bhsd" q_positions %qp : tensor<2x4xi32> k_positions %kp : tensor<2x6xi32> bias %bias : tensor<4x6xf32> keys_rotated params <rotary_dim = 32> {scale = 0.125 : f64} : tensor<2x8x4x64xbf16>, tensor<2x2x6x64xbf16>, tensor<2x2x6x32xbf16>
  return %o : tensor<2x8x4x32xbf16>
}

// A padding mask [B, 1, 1, Sk] broadcast over heads and queries.
// CHECK-LABEL: func.func @attention_padding_bias
// CHECK: rope.attention %{{.+}}, %{{.+}}, %{{.+}} layout "bshd" bias %{{.+}} : tensor<2x1x1x4xf32> causal params <>
func.func @attention_padding_bias(%q: tensor<2x4x2x8xf32>, %b: tensor<2x1x1x4xf32>) -> tensor<2x4x2x8xf32> {
  %o = rope.attention %q, %q, %q layout "bshd" bias %b : tensor<2x1x1x4xf32> causal params <> : tensor<2x4x2x8xf32>, tensor<2x4x2x8xf32>, tensor<2x4x2x8xf32>
  return %o : tensor<2x4x2x8xf32>
}
