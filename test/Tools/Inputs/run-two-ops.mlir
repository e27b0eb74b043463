// Input for rope-run-two-ops.test: entry points holding more than one rope op.

// Queries and keys rotated by two ops with different parameters and
// positions; each result is checked with its own op's.
func.func @q_and_k(%q: tensor<1x6x4x64xf32>, %k: tensor<1x6x2x64xbf16>, %n: index) -> (tensor<1x6x2x64xbf16>, tensor<1x6x4x64xf32>) {
  %q2 = rope.apply %q layout "bshd" offset %n : index params <theta = 500000, scaling = #rope.llama3<factor = 8, low_freq_factor = 1, high_freq_factor = 4, original_max = 64>> : tensor<1x6x4x64xf32>
  %k2 = rope.apply %k layout "bshd" static_offset 1000 params <rotary_dim = 32, pairing = interleaved> : tensor<1x6x2x64xbf16>
  return %k2, %q2 : tensor<1x6x2x64xbf16>, tensor<1x6x4x64xf32>
}

// The same signature with other parameters for the keys: checked as
// q_and_k (--reference-entry), its keys fail.
func.func @q_and_k_other_theta(%q: tensor<1x6x4x64xf32>, %k: tensor<1x6x2x64xbf16>, %n: index) -> (tensor<1x6x2x64xbf16>, tensor<1x6x4x64xf32>) {
  %q2 = rope.apply %q layout "bshd" offset %n : index params <theta = 500000, scaling = #rope.llama3<factor = 8, low_freq_factor = 1, high_freq_factor = 4, original_max = 64>> : tensor<1x6x4x64xf32>
  %k2 = rope.apply %k layout "bshd" static_offset 1000 params <theta = 20000, rotary_dim = 32, pairing = interleaved> : tensor<1x6x2x64xbf16>
  return %k2, %q2 : tensor<1x6x2x64xbf16>, tensor<1x6x4x64xf32>
}

// One input rotated twice: the second op's input is computed inside.
func.func @chained(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %y = rope.apply %x layout "sd" params <> : tensor<4x64xf32>
  %z = rope.apply %y layout "sd" params <theta = 500000> : tensor<4x64xf32>
  return %z : tensor<4x64xf32>
}

// A table op beside a rope.apply.
func.func @with_table(%x: tensor<4x64xf32>, %c: tensor<4x32xf32>, %s: tensor<4x32xf32>) -> (tensor<4x64xf32>, tensor<4x64xf32>) {
  %y = rope.apply %x layout "sd" params <> : tensor<4x64xf32>
  %z = rope.apply_table %x tables %c, %s : tensor<4x32xf32> layout "sd" params <> : tensor<4x64xf32>
  return %y, %z : tensor<4x64xf32>, tensor<4x64xf32>
}

// No rope op at all.
func.func @no_rope(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  return %x : tensor<4x64xf32>
}
