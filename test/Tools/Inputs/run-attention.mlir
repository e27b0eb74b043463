// Input for manifest-attention.test and rope-run-attention.test: one
// rope.attention per entry point, every way to place queries and keys.
func.func @decode(%q: tensor<1x1x8x64xf32>, %k: tensor<1x?x2x64xf32>, %v: tensor<1x?x2x64xf32>, %n: index) -> tensor<1x1x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal params <theta = 5.000000e+05> {scale = 1.250000e-01 : f64} : tensor<1x1x8x64xf32>, tensor<1x?x2x64xf32>, tensor<1x?x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}
func.func @positions_bias(%b: tensor<4x3xbf16>, %q: tensor<2x4x4x32xbf16>, %k: tensor<2x1x3x32xbf16>, %v: tensor<2x1x3x16xbf16>, %pq: tensor<2x4xi32>, %pk: tensor<3xi64>) -> tensor<2x4x4x16xbf16> {
  %o = rope.attention %q, %k, %v layout "bhsd" q_positions %pq : tensor<2x4xi32> k_positions %pk : tensor<3xi64> bias %b : tensor<4x3xbf16> params <rotary_dim = 16, pairing = interleaved> : tensor<2x4x4x32xbf16>, tensor<2x1x3x32xbf16>, tensor<2x1x3x16xbf16>
  return %o : tensor<2x4x4x16xbf16>
}
func.func @cached_keys(%q: tensor<1x?x4x64xf16>, %k: tensor<1x?x4x64xf16>, %v: tensor<1x?x4x64xf16>, %qn: i32, %kn: i64) -> tensor<1x?x4x64xf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %qn : i32 k_offset %kn : i64 causal keys_rotated params <scaling = #rope.linear<factor = 2.0>> {static_q_offset = 3 : i64, static_k_offset = 1 : i64} : tensor<1x?x4x64xf16>, tensor<1x?x4x64xf16>, tensor<1x?x4x64xf16>
  return %o : tensor<1x?x4x64xf16>
}
func.func @shared_offset(%x: tensor<1x5x2x64xf32>, %n: index) -> tensor<1x5x2x64xf32> {
  %o = rope.attention %x, %x, %x layout "bshd" q_offset %n : index k_offset %n : index causal params <> : tensor<1x5x2x64xf32>, tensor<1x5x2x64xf32>, tensor<1x5x2x64xf32>
  return %o : tensor<1x5x2x64xf32>
}
func.func @not_a_single_attention(%q: tensor<1x4x2x64xf32>) -> tensor<1x4x2x64xf32> {
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x4x2x64xf32>, tensor<1x4x2x64xf32>, tensor<1x4x2x64xf32>
  %p = rope.attention %o, %q, %q layout "bshd" params <> : tensor<1x4x2x64xf32>, tensor<1x4x2x64xf32>, tensor<1x4x2x64xf32>
  return %p : tensor<1x4x2x64xf32>
}
