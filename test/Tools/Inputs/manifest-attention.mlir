// Input for manifest-schema.test: the extents rope.attention ties (only
// the manifest is written, --emit=manifest).
func.func @attend(%q: tensor<?x?x8x64xf32>, %k: tensor<?x?x2x64xf32>, %v: tensor<?x?x2x64xf32>, %p: tensor<?xi32>, %bias: tensor<?x?xf32>) -> tensor<?x?x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_positions %p : tensor<?xi32> bias %bias : tensor<?x?xf32> causal params <> : tensor<?x?x8x64xf32>, tensor<?x?x2x64xf32>, tensor<?x?x2x64xf32>
  return %o : tensor<?x?x8x64xf32>
}
