// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// A stored CPU attention plan with 2^32 + 5 output rows and group heads once
// ran out of memory in the lowering; the attribute verifier bounds both.
func.func @prefill_per_block(%q: tensor<1x?x8x64xbf16>, %k: tensor<1x?x2x64xbf16>, %v: tensor<1x?x2x64xbf16>) -> tensor<1x?x8x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 128, query_block = 8, key_block = 16, key_tile = 4, row_key_tile = 2, output_rows = 4294967301, value_vectors = 2, group_heads = 4294967301, key_rotation = per_block, key_splits = 5>} : tensor<1x?x8x64xbf16>, tensor<1x?x2x64xbf16>, tensor<1x?x2x64xbf16>
  return %o : tensor<1x?x8x64xbf16>
}
