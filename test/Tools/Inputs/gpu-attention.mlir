// One rope.apply and two rope.attention ops for the GPU manifest: a prefill
// (GQA 8:2, run-time offsets, dynamic lengths: keys rotated by their own
// kernel) and a decode (bhsd, explicit positions [B, S], f16, D = 128).
func.func @qk(%q: tensor<1x?x8x64xbf16>, %n: index) -> tensor<1x?x8x64xbf16> {
  %r = rope.apply %q layout "bshd" offset %n : index params <> : tensor<1x?x8x64xbf16>
  return %r : tensor<1x?x8x64xbf16>
}
func.func @prefill(%q: tensor<?x?x8x64xbf16>, %k: tensor<?x?x2x64xbf16>, %v: tensor<?x?x2x64xbf16>, %qo: index, %ko: index) -> tensor<?x?x8x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %qo : index k_offset %ko : index causal params <theta = 5.0e5> : tensor<?x?x8x64xbf16>, tensor<?x?x2x64xbf16>, tensor<?x?x2x64xbf16>
  return %o : tensor<?x?x8x64xbf16>
}
func.func @decode(%q: tensor<?x32x1x128xf16>, %k: tensor<?x8x?x128xf16>, %v: tensor<?x8x?x128xf16>, %qp: tensor<?x1xi32>, %kp: tensor<?x?xi32>) -> tensor<?x32x1x128xf16> {
  %o = rope.attention %q, %k, %v layout "bhsd" q_positions %qp : tensor<?x1xi32> k_positions %kp : tensor<?x?xi32> causal params <theta = 5.0e5> : tensor<?x32x1x128xf16>, tensor<?x8x?x128xf16>, tensor<?x8x?x128xf16>
  return %o : tensor<?x32x1x128xf16>
}
