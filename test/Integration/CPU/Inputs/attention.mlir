// Input for attention-run.test: rope.attention entry points compiled for
// this CPU and run by rope-run against the float64 reference.

// A prefill chunk after a cached prefix: queries and keys at run-time
// offsets, causal, Llama-3.1 frequencies, GQA (8 query heads, 2 kv heads).
func.func @f32_causal_offsets(%q: tensor<2x?x8x64xf32>, %k: tensor<2x48x2x64xf32>, %v: tensor<2x48x2x64xf32>, %qn: index, %kn: i64) -> tensor<2x?x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %qn : index k_offset %kn : i64 causal params <theta = 5.000000e+05, scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>> : tensor<2x?x8x64xf32>, tensor<2x48x2x64xf32>, tensor<2x48x2x64xf32>
  return %o : tensor<2x?x8x64xf32>
}

// Packed rows with explicit per-row positions, bf16, GQA in "bhsd", yarn,
// interleaved pairs over part of the head.
func.func @bf16_gqa_positions(%q: tensor<2x8x?x128xbf16>, %k: tensor<2x2x?x128xbf16>, %v: tensor<2x2x?x128xbf16>, %pq: tensor<2x?xi32>, %pk: tensor<2x?xi64>) -> tensor<2x8x?x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bhsd" q_positions %pq : tensor<2x?xi32> k_positions %pk : tensor<2x?xi64> causal params <rotary_dim = 64, pairing = interleaved, scaling = #rope.yarn<factor = 4.0, original_max = 4096>> : tensor<2x8x?x128xbf16>, tensor<2x2x?x128xbf16>, tensor<2x2x?x128xbf16>
  return %o : tensor<2x8x?x128xbf16>
}

// Decode against a rotated KV cache: the keys are used as they are, their
// positions (static offset) still mask; a per-head bias and a given scale.
func.func @f32_keys_rotated(%q: tensor<1x4x1x64xf32>, %k: tensor<1x1x?x64xf32>, %v: tensor<1x1x?x64xf32>, %bias: tensor<1x4x1x?xf32>, %qn: index) -> tensor<1x4x1x64xf32> {
  %o = rope.attention %q, %k, %v layout "bhsd" q_offset %qn : index bias %bias : tensor<1x4x1x?xf32> causal keys_rotated params <> {scale = 2.500000e-01 : f64, static_k_offset = 7 : i64} : tensor<1x4x1x64xf32>, tensor<1x1x?x64xf32>, tensor<1x1x?x64xf32>
  return %o : tensor<1x4x1x64xf32>
}

// f16 with a static query offset, not causal, v with another head dim.
func.func @f16_static(%q: tensor<1x?x4x64xf16>, %k: tensor<1x?x4x64xf16>, %v: tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf16> {
  %o = rope.attention %q, %k, %v layout "bshd" params <rotary_dim = 32> {static_q_offset = 16777000 : i64, static_k_offset = 16776990 : i64} : tensor<1x?x4x64xf16>, tensor<1x?x4x64xf16>, tensor<1x?x4x32xf16>
  return %o : tensor<1x?x4x32xf16>
}

// Head counts known only at run time: the query heads must be a multiple
// of the kv heads.
func.func @f32_dynamic_heads(%q: tensor<1x?x?x64xf32>, %k: tensor<1x?x?x64xf32>, %v: tensor<1x?x?x64xf32>) -> tensor<1x?x?x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x?x?x64xf32>, tensor<1x?x?x64xf32>, tensor<1x?x?x64xf32>
  return %o : tensor<1x?x?x64xf32>
}
