// Input for rope-run.test: one rope.apply per entry point, every position mode.
func.func @static_offset(%x: tensor<2x5x3x64xbf16>) -> tensor<2x5x3x64xbf16> {
  %y = rope.apply %x layout "bshd" static_offset 16777000 params <scaling = #rope.yarn<factor = 4.0, original_max = 64>> : tensor<2x5x3x64xbf16>
  return %y : tensor<2x5x3x64xbf16>
}
func.func @dynamic_offset(%q: tensor<1x?x4x80xf32>, %k: tensor<1x?x1x80xf32>, %n: index) -> (tensor<1x?x4x80xf32>, tensor<1x?x1x80xf32>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <rotary_dim = 48, pairing = interleaved> : tensor<1x?x4x80xf32>, tensor<1x?x1x80xf32>
  return %a, %b : tensor<1x?x4x80xf32>, tensor<1x?x1x80xf32>
}
func.func @batch_offsets(%x: tensor<3x2x2x96xf16>, %o: tensor<3xi64>) -> tensor<3x2x2x96xf16> {
  %y = rope.apply %x layout "bhsd" batch_offsets %o : tensor<3xi64> params <rotary_dim = 32, partial = offset, rotary_offset = 16, scaling = #rope.dynamic<factor = 2.0, original_max = 1024>> : tensor<3x2x2x96xf16>
  return %y : tensor<3x2x2x96xf16>
}
func.func @packed_positions(%x: tensor<7x2x128xf32>, %p: tensor<7xi32>) -> tensor<7x2x128xf32> {
  %y = rope.apply %x layout "shd" positions %p : tensor<7xi32> params <rotary_dim = 64, partial = proportional, scaling = #rope.longrope<short_factor = [1.0, 1.1, 1.2, 1.3, 1.0, 1.1, 1.2, 1.3, 1.0, 1.1, 1.2, 1.3, 1.0, 1.1, 1.2, 1.3, 1.0, 1.1, 1.2, 1.3, 1.0, 1.1, 1.2, 1.3, 1.0, 1.1, 1.2, 1.3, 1.0, 1.1, 1.2, 1.3], long_factor = [2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0], original_max = 4096, factor = 8.0>> : tensor<7x2x128xf32>
  return %y : tensor<7x2x128xf32>
}
func.func @not_a_single_apply(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %y = rope.apply %x layout "sd" params <> : tensor<4x64xf32>
  %z = rope.apply %y layout "sd" params <> : tensor<4x64xf32>
  return %z : tensor<4x64xf32>
}
