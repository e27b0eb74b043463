// RUN: rope-opt %s --rope-configure-cpu-kernels --split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-configure-cpu-kernels=vector-bits=256 --split-input-file | FileCheck %s --check-prefix=AVX2

// rope-configure-cpu-kernels stores the plan of each rope.attention: the
// tiling of the vector width, and what the static extents decide (docs/CPU.md,
// "Attention").

// Prefill, 2048 queries in blocks of 32 (16 with AVX2): every key is
// visited by 64 query blocks, so the keys are rotated once; plenty of
// work items, no key split. With AVX2's 16 registers the score tile is 6
// keys x 2 vectors and P.V's 4 rows x 3 vectors (12 accumulators each),
// in blocks of 4 score tiles (48 keys).
// CHECK-LABEL: func.func @prefill
// CHECK: rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1>
// AVX2-LABEL: func.func @prefill
// AVX2: rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 48, key_tile = 6, row_key_tile = 2, output_rows = 4, value_vectors = 3, group_heads = 8, key_rotation = once, key_splits = 1>
func.func @prefill(%q: tensor<1x2048x32x128xf32>, %k: tensor<1x2048x8x128xf32>, %v: tensor<1x2048x8x128xf32>) -> tensor<1x2048x32x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x2048x32x128xf32>, tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>
  return %o : tensor<1x2048x32x128xf32>
}

// -----

// Decode over an unrotated cache: one query block, one visit per key, so
// keys are rotated as their blocks are packed. Its 4 rows per kv head fit
// a vector and the layout puts the 8 kv heads of a key side by side, so
// one work item takes them all, key block by key block: 64 keys of bf16
// K and V rows over 8 heads are 256 KiB, too many to prefetch in address
// order (prefetch_order = heads, not printed). The 4096 keys are cut into
// 8 splits of 512 (kMinKeysPerSplit).
// CHECK-LABEL: func.func @decode_unrotated
// CHECK: key_block = 64, {{.*}} key_rotation = per_block, key_splits = 8, kv_heads_per_item = 8>
func.func @decode_unrotated(%q: tensor<1x1x32x128xbf16>, %k: tensor<1x4096x8x128xbf16>, %v: tensor<1x4096x8x128xbf16>) -> tensor<1x1x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> {static_q_offset = 4095 : i64} : tensor<1x1x32x128xbf16>, tensor<1x4096x8x128xbf16>, tensor<1x4096x8x128xbf16>
  return %o : tensor<1x1x32x128xbf16>
}

// -----

// The same rows over 16384 keys: 64 MiB of K and V, more than the L3
// holds (kStreamedCacheBytes), stream from memory, so the blocks are the
// smallest (16 keys), read nearest to address order and prefetched in it.
// CHECK-LABEL: func.func @decode_streamed
// CHECK: key_block = 16, {{.*}} key_rotation = none, key_splits = 32, kv_heads_per_item = 8, prefetch_order = address>
func.func @decode_streamed(%q: tensor<1x1x32x128xbf16>, %k: tensor<1x16384x8x128xbf16>, %v: tensor<1x16384x8x128xbf16>) -> tensor<1x1x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> : tensor<1x1x32x128xbf16>, tensor<1x16384x8x128xbf16>, tensor<1x16384x8x128xbf16>
  return %o : tensor<1x1x32x128xbf16>
}

// -----

// A rotated cache is never rotated; 600 keys of one item (one kv head):
// 2 splits of whole key blocks (320 + 280).
// CHECK-LABEL: func.func @decode_rotated
// CHECK: key_rotation = none, key_splits = 2>
func.func @decode_rotated(%q: tensor<1x1x4x64xf32>, %k: tensor<1x600x1x64xf32>, %v: tensor<1x600x1x64xf32>) -> tensor<1x1x4x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> : tensor<1x1x4x64xf32>, tensor<1x600x1x64xf32>, tensor<1x600x1x64xf32>
  return %o : tensor<1x1x4x64xf32>
}

// -----

// f32 rows are twice as wide, and f32 blocks take half the bytes: key
// blocks of 16 keep a block of the 8 kv heads' K and V rows at 128 KiB,
// whose next block the kv heads' passes prefetch in address order. 16384
// keys in one item: 32 splits. A cache of 128 MiB streams from memory:
// score tiles of 4 keys; AVX2's tiling has 2 already.
// CHECK-LABEL: func.func @decode_f32
// CHECK: key_block = 16, key_tile = 8, row_key_tile = 4, {{.*}} key_rotation = none, key_splits = 32, kv_heads_per_item = 8, prefetch_order = address>
// AVX2-LABEL: func.func @decode_f32
// AVX2: key_block = 16, key_tile = 4, row_key_tile = 2, {{.*}} key_splits = 32, kv_heads_per_item = 8, prefetch_order = address>
func.func @decode_f32(%q: tensor<1x1x32x128xf32>, %k: tensor<1x16384x8x128xf32>, %v: tensor<1x16384x8x128xf32>) -> tensor<1x1x32x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> : tensor<1x1x32x128xf32>, tensor<1x16384x8x128xf32>, tensor<1x16384x8x128xf32>
  return %o : tensor<1x1x32x128xf32>
}

// -----

// A 32 MiB f32 cache is read from the L3 (kStreamedCacheBytes), where the
// core bounds the decode: score tiles of 2 keys.
// CHECK-LABEL: func.func @decode_f32_in_l3
// CHECK: key_block = 16, key_tile = 8, row_key_tile = 2, {{.*}} key_rotation = none, key_splits = 8, kv_heads_per_item = 8, prefetch_order = address>
func.func @decode_f32_in_l3(%q: tensor<1x1x32x128xf32>, %k: tensor<1x4096x8x128xf32>, %v: tensor<1x4096x8x128xf32>) -> tensor<1x1x32x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> : tensor<1x1x32x128xf32>, tensor<1x4096x8x128xf32>, tensor<1x4096x8x128xf32>
  return %o : tensor<1x1x32x128xf32>
}

// -----

// GQA 8 decode: the kv head's 8 query heads are 8 rows, one vector, so one
// item takes the whole group (the prefill tiling's group_heads is 4 with
// AVX-512, and a second chunk would read all of K and V again); P.V's
// register tile becomes 8 rows x 2 vectors, the group in one pass. AVX2's
// tiling has 8 group heads already and keeps its 4 x 2 tile.
// CHECK-LABEL: func.func @decode_gqa8
// CHECK: output_rows = 8, value_vectors = 2, group_heads = 8, key_rotation = none, key_splits = 8, kv_heads_per_item = 8, prefetch_order = address>
// AVX2-LABEL: func.func @decode_gqa8
// AVX2: output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = none, key_splits = 8, kv_heads_per_item = 8, prefetch_order = address>
func.func @decode_gqa8(%q: tensor<1x1x64x128xf32>, %k: tensor<1x4096x8x128xf32>, %v: tensor<1x4096x8x128xf32>) -> tensor<1x1x64x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> : tensor<1x1x64x128xf32>, tensor<1x4096x8x128xf32>, tensor<1x4096x8x128xf32>
  return %o : tensor<1x1x64x128xf32>
}

// -----

// Two queries of a GQA 6 group are 12 rows, still one vector: 6 group heads.
// Three of a GQA 8 group (24 rows) are not: the tiling's 4 stay (D = 128;
// with D = 64 the prefill tiling has 8 already).
// CHECK-LABEL: func.func @decode_group_rows
// CHECK: output_rows = 8, value_vectors = 2, group_heads = 6,
// CHECK: output_rows = 4, value_vectors = 4, group_heads = 4,
func.func @decode_group_rows(%q: tensor<1x2x12x128xf32>, %k: tensor<1x900x2x128xf32>, %v: tensor<1x900x2x128xf32>, %q3: tensor<1x3x16x128xf32>) -> (tensor<1x2x12x128xf32>, tensor<1x3x16x128xf32>) {
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> : tensor<1x2x12x128xf32>, tensor<1x900x2x128xf32>, tensor<1x900x2x128xf32>
  %o3 = rope.attention %q3, %k, %v layout "bshd" keys_rotated params <> : tensor<1x3x16x128xf32>, tensor<1x900x2x128xf32>, tensor<1x900x2x128xf32>
  return %o, %o3 : tensor<1x2x12x128xf32>, tensor<1x3x16x128xf32>
}

// -----

// In `bhsd` each kv head's rows are contiguous already: one kv head per
// item, key blocks of 64, 8 splits of 2048 keys for 64 items.
// CHECK-LABEL: func.func @decode_bhsd
// CHECK: key_block = 64, {{.*}} key_rotation = none, key_splits = 8>
func.func @decode_bhsd(%q: tensor<1x32x1x128xf32>, %k: tensor<1x8x16384x128xf32>, %v: tensor<1x8x16384x128xf32>) -> tensor<1x32x1x128xf32> {
  %o = rope.attention %q, %k, %v layout "bhsd" keys_rotated params <> : tensor<1x32x1x128xf32>, tensor<1x8x16384x128xf32>, tensor<1x8x16384x128xf32>
  return %o : tensor<1x32x1x128xf32>
}

// -----

// Dynamic lengths: each call decides the rotation and the splits.
// CHECK-LABEL: func.func @dynamic
// Whether items take several kv heads is decided per call too.
// CHECK: key_rotation = at_run_time, key_splits = 0, kv_heads_per_item = 8>
func.func @dynamic(%q: tensor<1x?x32x128xf32>, %k: tensor<1x?x8x128xf32>, %v: tensor<1x?x8x128xf32>) -> tensor<1x?x32x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x?x32x128xf32>, tensor<1x?x8x128xf32>, tensor<1x?x8x128xf32>
  return %o : tensor<1x?x32x128xf32>
}

// -----

// A dynamic batch leaves the rotation to the plan (it does not depend on
// the batch) and the splits to each call (they do).
// CHECK-LABEL: func.func @dynamic_batch
// CHECK: key_rotation = once, key_splits = 0>
func.func @dynamic_batch(%q: tensor<?x64x8x64xf32>, %k: tensor<?x64x2x64xf32>, %v: tensor<?x64x2x64xf32>) -> tensor<?x64x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<?x64x8x64xf32>, tensor<?x64x2x64xf32>, tensor<?x64x2x64xf32>
  return %o : tensor<?x64x8x64xf32>
}

// -----

// An op that has a plan keeps it; head dims beyond the kernel's stack
// tiles (q plus v above 2048) get none.
// CHECK-LABEL: func.func @kept_and_too_wide
// CHECK: key_rotation = once, key_splits = 5>
// CHECK-NOT: rope.cpu_attention_plan
// CHECK: return
func.func @kept_and_too_wide(%q: tensor<1x1x4x64xf32>, %k: tensor<1x300x1x64xf32>, %v: tensor<1x300x1x64xf32>, %wq: tensor<1x4x1x1536xf32>, %wk: tensor<1x4x1x1536xf32>) -> (tensor<1x1x4x64xf32>, tensor<1x4x1x1536xf32>) {
  %o = rope.attention %q, %k, %v layout "bshd" params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = once, key_splits = 5>} : tensor<1x1x4x64xf32>, tensor<1x300x1x64xf32>, tensor<1x300x1x64xf32>
  %w = rope.attention %wq, %wk, %wk layout "bshd" params <> : tensor<1x4x1x1536xf32>, tensor<1x4x1x1536xf32>, tensor<1x4x1x1536xf32>
  return %o, %w : tensor<1x1x4x64xf32>, tensor<1x4x1x1536xf32>
}

// -----

// Each rope.apply gets the vector width, its rows unrolled up to head dim
// 512 and left to convert-rope-to-linalg's loops beyond.
// CHECK-LABEL: func.func @apply_plans
// CHECK: rope.apply %{{.*}} layout "bshd" params <> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 512, unrolled = true>}
// CHECK: rope.apply %{{.*}} layout "bshd" params <> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 512, unrolled = false>}
// CHECK: rope.apply %{{.*}} layout "bshd" params <> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 128, unrolled = true>}
// AVX2-LABEL: func.func @apply_plans
// AVX2: rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 256, unrolled = true>
// AVX2: rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 256, unrolled = false>
// AVX2: rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 128, unrolled = true>
func.func @apply_plans(%q: tensor<1x4x2x128xbf16>, %w: tensor<1x4x2x1024xf32>) -> (tensor<1x4x2x128xbf16>, tensor<1x4x2x1024xf32>, tensor<1x4x2x128xbf16>) {
  %a = rope.apply %q layout "bshd" params <> : tensor<1x4x2x128xbf16>
  %b = rope.apply %w layout "bshd" params <> : tensor<1x4x2x1024xf32>
  // A plan already stored is kept.
  %c = rope.apply %q layout "bshd" params <> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 128, unrolled = true>} : tensor<1x4x2x128xbf16>
  return %a, %b, %c : tensor<1x4x2x128xbf16>, tensor<1x4x2x1024xf32>, tensor<1x4x2x128xbf16>
}
