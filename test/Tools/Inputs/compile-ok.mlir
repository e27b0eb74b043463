// Input for rope-compile.test: two entry points and a private helper.
func.func @rotate_q_k(%q: tensor<1x?x4x64xbf16>, %k: tensor<1x?x1x64xbf16>, %n: index) -> (tensor<1x?x4x64xbf16>, tensor<1x?x1x64xbf16>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <theta = 500000.0, pairing = interleaved> : tensor<1x?x4x64xbf16>, tensor<1x?x1x64xbf16>
  return %a, %b : tensor<1x?x4x64xbf16>, tensor<1x?x1x64xbf16>
}
func.func @rotate_packed(%x: tensor<8x2x32xf32>, %p: tensor<8xi32>) -> tensor<8x2x32xf32> {
  %y = call @helper(%x, %p) : (tensor<8x2x32xf32>, tensor<8xi32>) -> tensor<8x2x32xf32>
  return %y : tensor<8x2x32xf32>
}
func.func private @helper(%x: tensor<8x2x32xf32>, %p: tensor<8xi32>) -> tensor<8x2x32xf32> {
  %y = rope.apply %x layout "shd" positions %p : tensor<8xi32> params <rotary_dim = 16> : tensor<8x2x32xf32>
  return %y : tensor<8x2x32xf32>
}
