// bf16 rope.attention entry points that the AMX kernel takes (prefill,
// GQA 4, explicit positions, a bias, dynamic extents; v head dim 80) and
// one it leaves to the FMA kernel (decode).

func.func @prefill_gqa(%q: tensor<1x67x8x128xbf16>, %k: tensor<1x67x2x128xbf16>, %v: tensor<1x67x2x128xbf16>) -> tensor<1x67x8x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <theta = 5.0e5> {static_q_offset = 16777000 : i64, static_k_offset = 16777000 : i64} : tensor<1x67x8x128xbf16>, tensor<1x67x2x128xbf16>, tensor<1x67x2x128xbf16>
  return %o : tensor<1x67x8x128xbf16>
}

func.func @dynamic_head80(%q: tensor<1x?x4x80xbf16>, %k: tensor<1x?x1x80xbf16>, %v: tensor<1x?x1x80xbf16>, %n: index) -> tensor<1x?x4x80xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal params <theta = 1.0e4> : tensor<1x?x4x80xbf16>, tensor<1x?x1x80xbf16>, tensor<1x?x1x80xbf16>
  return %o : tensor<1x?x4x80xbf16>
}

func.func @bias_bhsd(%q: tensor<2x4x33x64xbf16>, %k: tensor<2x4x70x64xbf16>, %v: tensor<2x4x70x64xbf16>, %bias: tensor<33x70xf32>) -> tensor<2x4x33x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bhsd" bias %bias : tensor<33x70xf32> params <theta = 1.0e4> : tensor<2x4x33x64xbf16>, tensor<2x4x70x64xbf16>, tensor<2x4x70x64xbf16>
  return %o : tensor<2x4x33x64xbf16>
}

func.func @decode(%q: tensor<1x1x8x128xbf16>, %k: tensor<1x300x2x128xbf16>, %v: tensor<1x300x2x128xbf16>) -> tensor<1x1x8x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <theta = 5.0e5> {static_q_offset = 299 : i64} : tensor<1x1x8x128xbf16>, tensor<1x300x2x128xbf16>, tensor<1x300x2x128xbf16>
  return %o : tensor<1x1x8x128xbf16>
}
