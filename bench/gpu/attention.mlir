// The GPU attention benchmark's kernels (bench/run-gpu.sh): bf16, 32 query
// heads, 8 kv heads, D = 128, layout bshd, theta 500000.
//  - prefill: causal, any length (the benchmark runs 1024, 4096, 16384);
//  - prefill_norope: the same attention with an identity rotation, the
//    baseline of "what RoPE costs";
//  - decode: one token against a rotated cache of any length, the key
//    splits chosen at launch.
func.func @prefill(%q: tensor<1x?x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %v: tensor<1x?x8x128xbf16>) -> tensor<1x?x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <theta = 5.000000e+05>
      : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>, tensor<1x?x8x128xbf16>
  return %o : tensor<1x?x32x128xbf16>
}

func.func @prefill_norope(%q: tensor<1x?x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %v: tensor<1x?x8x128xbf16>) -> tensor<1x?x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal keys_rotated params <rotary_dim = 2, scaling = #rope.custom<freqs = [0.0]>>
      : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>, tensor<1x?x8x128xbf16>
  return %o : tensor<1x?x32x128xbf16>
}

func.func @decode(%q: tensor<1x1x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %v: tensor<1x?x8x128xbf16>, %n: i64) -> tensor<1x1x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : i64 causal keys_rotated params <theta = 5.000000e+05>
      : tensor<1x1x32x128xbf16>, tensor<1x?x8x128xbf16>, tensor<1x?x8x128xbf16>
  return %o : tensor<1x1x32x128xbf16>
}
