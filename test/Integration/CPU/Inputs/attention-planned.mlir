// Attention ops carrying plans other than the ones rope-configure-cpu-kernels
// would choose (attention-plan-run.test).

// Decode over an unrotated cache, keys rotated once into a buffer and cut
// into 3 splits (the cost model: per block, 16 splits).
func.func @decode_once_3_splits(%q: tensor<1x1x8x64xf32>, %k: tensor<1x4096x2x64xf32>, %v: tensor<1x4096x2x64xf32>, %n: index) -> tensor<1x1x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal params <theta = 5.0e+05> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = once, key_splits = 3>} : tensor<1x1x8x64xf32>, tensor<1x4096x2x64xf32>, tensor<1x4096x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}

// Prefill of any length, keys rotated per block by every query block, 5
// splits, heads shared 2 at a time.
func.func @prefill_per_block(%q: tensor<1x?x8x64xbf16>, %k: tensor<1x?x2x64xbf16>, %v: tensor<1x?x2x64xbf16>) -> tensor<1x?x8x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 128, query_block = 8, key_block = 16, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 2, key_rotation = per_block, key_splits = 5>} : tensor<1x?x8x64xbf16>, tensor<1x?x2x64xbf16>, tensor<1x?x2x64xbf16>
  return %o : tensor<1x?x8x64xbf16>
}

// P.V register tiles of 32 rows on 8-lane vectors: 5 query heads per kv
// head pad to 32 rows. Items of 2 kv heads (the last of 3 kv heads alone),
// 2 splits, the next block's rows prefetched in address order.
func.func @decode_wide_output_tiles(%q: tensor<1x1x15x64xf32>, %k: tensor<1x1000x3x64xf32>, %v: tensor<1x1000x3x64xf32>, %n: index) -> tensor<1x1x15x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 32, value_vectors = 2, group_heads = 8, key_rotation = none, key_splits = 2, kv_heads_per_item = 2, prefetch_order = address>} : tensor<1x1x15x64xf32>, tensor<1x1000x3x64xf32>, tensor<1x1000x3x64xf32>
  return %o : tensor<1x1x15x64xf32>
}
