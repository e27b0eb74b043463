// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// A stored CPU attention plan with a query block of 2^40 once reached the
// lowering (unrolled tiles past any size); the attribute verifier bounds it.
func.func @decode_planned(%q: tensor<1x1x8x64xf32>, %k: tensor<1x4096x2x64xf32>, %v: tensor<1x4096x2x64xf32>, %n: index) -> tensor<1x1x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 1099511627776, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2147483647, group_heads = 8, key_rotation = once, key_splits = 3>} : tensor<1x1x8x64xf32>, tensor<1x4096x2x64xf32>, tensor<1x4096x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}
