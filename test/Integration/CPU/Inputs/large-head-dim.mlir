// Head dims past the unrolled vector kernel (512): loops, any scaling.
func.func @d1024_half(%x: tensor<2x3x2x1024xf16>, %n: index) -> tensor<2x3x2x1024xf16> {
  %y = rope.apply %x layout "bshd" offset %n : index params <theta = 500000.0, scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>> : tensor<2x3x2x1024xf16>
  return %y : tensor<2x3x2x1024xf16>
}
func.func @d4096_partial(%x: tensor<1x3x2x4096xf32>, %n: index) -> tensor<1x3x2x4096xf32> {
  %y = rope.apply %x layout "bshd" offset %n : index params <rotary_dim = 4000, pairing = interleaved> : tensor<1x3x2x4096xf32>
  return %y : tensor<1x3x2x4096xf32>
}
func.func @d65536_yarn(%x: tensor<1x2x1x65536xbf16>) -> tensor<1x2x1x65536xbf16> {
  %y = rope.apply %x layout "bshd" static_offset 16777000 params <scaling = #rope.yarn<factor = 4.0, original_max = 4096>> : tensor<1x2x1x65536xbf16>
  return %y : tensor<1x2x1x65536xbf16>
}
