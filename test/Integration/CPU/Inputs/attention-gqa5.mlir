// Decode with 5 query heads per kv head, 3 kv heads side by side in `bshd`
// (attention-row-padding.test).
func.func @decode_gqa5(%q: tensor<1x1x15x64xf32>, %k: tensor<1x1000x3x64xf32>, %v: tensor<1x1000x3x64xf32>, %n: index) -> tensor<1x1x15x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal keys_rotated params <> : tensor<1x1x15x64xf32>, tensor<1x1000x3x64xf32>, tensor<1x1000x3x64xf32>
  return %o : tensor<1x1x15x64xf32>
}
