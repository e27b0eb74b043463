// rope.apply kernels built from stored plans other than the default ones:
// 128-bit vectors, and rows left to loops.
func.func @narrow_vectors(%q: tensor<1x?x4x128xbf16>, %n: index) -> tensor<1x?x4x128xbf16> {
  %r = rope.apply %q layout "bshd" offset %n : index params <theta = 5.000000e+05> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 128, unrolled = true>} : tensor<1x?x4x128xbf16>
  return %r : tensor<1x?x4x128xbf16>
}

func.func @rows_in_loops(%q: tensor<1x?x4x96xf32>, %n: index) -> tensor<1x?x4x96xf32> {
  %r = rope.apply %q layout "bshd" offset %n : index params <rotary_dim = 64, pairing = interleaved> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 512, unrolled = false>} : tensor<1x?x4x96xf32>
  return %r : tensor<1x?x4x96xf32>
}
