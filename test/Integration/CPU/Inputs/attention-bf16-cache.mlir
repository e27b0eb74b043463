// bf16 decode entry points: over a rotated cache (the keys read where they
// lie, by AVX512-BF16 dot products where the target has them) and over an
// unrotated one (keys rotated in f32 by the kernel: FMAs); both read their
// values two keys at a time on dot products where the target has them.
func.func @decode_rotated(%q: tensor<1x1x8x128xbf16>, %k: tensor<1x300x2x128xbf16>, %v: tensor<1x300x2x128xbf16>, %n: index) -> tensor<1x1x8x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal keys_rotated params <theta = 5.0e5> : tensor<1x1x8x128xbf16>, tensor<1x300x2x128xbf16>, tensor<1x300x2x128xbf16>
  return %o : tensor<1x1x8x128xbf16>
}

func.func @decode_unrotated(%q: tensor<1x1x8x128xbf16>, %k: tensor<1x300x2x128xbf16>, %v: tensor<1x300x2x128xbf16>) -> tensor<1x1x8x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <theta = 5.0e5> {static_q_offset = 299 : i64} : tensor<1x1x8x128xbf16>, tensor<1x300x2x128xbf16>, tensor<1x300x2x128xbf16>
  return %o : tensor<1x1x8x128xbf16>
}
