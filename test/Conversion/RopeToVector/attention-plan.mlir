// RUN: rope-opt %s --convert-rope-to-vector=vector-bits=256 --canonicalize --split-input-file -verify-diagnostics | FileCheck %s

// convert-rope-to-vector builds the kernel a #rope.cpu_attention_plan
// describes (docs/CPU.md, "Attention"), whatever rope-configure-cpu-kernels
// would have chosen: here a decode whose plan rotates the keys once and
// cuts them into 3 splits (the cost model would pick per_block and 16).

// CHECK-LABEL: func.func @decode_planned
// CHECK:         memref.alloc() : memref<1x2x4096x64xf32>
// CHECK:         } {rope.attention_phase = "rotate-keys-once"}
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) in (2, 3) {
// CHECK:           func.call @decode_planned_attention_tile0({{.*}}, %true)
// CHECK:         } {rope.attention_phase = "work-items"}
func.func @decode_planned(%q: tensor<1x1x8x64xf32>, %k: tensor<1x4096x2x64xf32>, %v: tensor<1x4096x2x64xf32>, %n: index) -> tensor<1x1x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = once, key_splits = 3>} : tensor<1x1x8x64xf32>, tensor<1x4096x2x64xf32>, tensor<1x4096x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}

// -----

// bf16 dot products need a target with AVX512-BF16 (bf16-dots=true).
func.func @bf16_dot_without_the_target(%q: tensor<1x1x8x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>) -> tensor<1x1x8x64xbf16> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan with matmul = bf16_dot but the target has no AVX512-BF16 (convert-rope-to-vector bf16-dots=false)}}
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = none, key_splits = 1, matmul = bf16_dot>} : tensor<1x1x8x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
  return %o : tensor<1x1x8x64xbf16>
}

// -----

// They read bf16 keys or values: f32 or f16 operands cannot take them.
func.func @bf16_dot_f32_keys(%q: tensor<1x1x8x64xf32>, %k: tensor<1x64x2x64xf32>, %v: tensor<1x64x2x64xf32>) -> tensor<1x1x8x64xf32> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan with matmul = bf16_dot but neither its k nor its v is bf16}}
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = none, key_splits = 1, matmul = bf16_dot>} : tensor<1x1x8x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}

// -----

func.func @bf16_dot_f16(%q: tensor<1x1x8x64xf16>, %k: tensor<1x64x2x64xf16>, %v: tensor<1x64x2x64xf16>) -> tensor<1x1x8x64xf16> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan with matmul = bf16_dot but neither its k nor its v is bf16}}
  %o = rope.attention %q, %k, %v layout "bshd" params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = per_block, key_splits = 1, matmul = bf16_dot>} : tensor<1x1x8x64xf16>, tensor<1x64x2x64xf16>, tensor<1x64x2x64xf16>
  return %o : tensor<1x1x8x64xf16>
}

// -----

// A plan that contradicts its op is an error at the op.
func.func @rotated_cache_rotated_again(%q: tensor<1x1x8x64xf32>, %k: tensor<1x64x2x64xf32>, %v: tensor<1x64x2x64xf32>) -> tensor<1x1x8x64xf32> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan with key_rotation = once but its keys arrive rotated (keys_rotated needs key_rotation = none)}}
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = once, key_splits = 1>} : tensor<1x1x8x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}

// -----

func.func @unrotated_never_rotated(%q: tensor<1x1x8x64xf32>, %k: tensor<1x64x2x64xf32>, %v: tensor<1x64x2x64xf32>) -> tensor<1x1x8x64xf32> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan with key_rotation = none but its keys are not rotated yet}}
  %o = rope.attention %q, %k, %v layout "bshd" params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = none, key_splits = 1>} : tensor<1x1x8x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}

// -----

// A stored plan whose tiles would not fit a worker thread's stack: rows
// of 256 heads x 256 queries, transposed queries 64 x 65536 f32 (16 MiB)
// and scores 128 keys x 65536 rows (32 MiB), the rest 2048 + 256 + 2 x
// 262144 + 2 x 32768 bytes.
func.func @plan_too_big_for_the_stack(%q: tensor<1x1x8x64xf32>, %k: tensor<1x64x2x64xf32>, %v: tensor<1x64x2x64xf32>) -> tensor<1x1x8x64xf32> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan whose tiles take 50923776 bytes of stack per work item for head dims 64 + 64, above 1048576 (fewer group_heads or kv_heads_per_item, or a smaller query_block, key_block or output_rows)}}
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 256, key_block = 128, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 256, key_rotation = none, key_splits = 1>} : tensor<1x1x8x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}

// -----

// Each kv head of an item packs its queries on the stack: 64 of them with
// rows of 512 channels do not fit (transposed and row-major, 8 rows each:
// 2 x 1 MiB).
func.func @kv_heads_too_many_for_the_stack(%q: tensor<1x1x8x512xf32>, %k: tensor<1x64x2x512xf32>, %v: tensor<1x64x2x512xf32>) -> tensor<1x1x8x512xf32> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan whose tiles take 2197568 bytes of stack per work item for head dims 512 + 512, above 1048576 (fewer group_heads or kv_heads_per_item, or a smaller query_block, key_block or output_rows)}}
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 16, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 4, key_rotation = none, key_splits = 1, kv_heads_per_item = 64>} : tensor<1x1x8x512xf32>, tensor<1x64x2x512xf32>, tensor<1x64x2x512xf32>
  return %o : tensor<1x1x8x512xf32>
}

// -----

// A stored plan does not lift the CPU kernel's head-dim limit.
func.func @plan_head_dims_too_large(%q: tensor<1x1x2x1536xf32>, %k: tensor<1x64x2x1536xf32>, %v: tensor<1x64x2x1536xf32>) -> tensor<1x1x2x1536xf32> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan but head dims 1536 + 1536 above the CPU kernel's 2048}}
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 8, key_block = 16, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 1, key_rotation = none, key_splits = 1>} : tensor<1x1x2x1536xf32>, tensor<1x64x2x1536xf32>, tensor<1x64x2x1536xf32>
  return %o : tensor<1x1x2x1536xf32>
}

// -----

// A P.V register tile taller than the packed scores (a GQA 4 decode keeps
// 4 scores to a key; the plan's output_rows is 8): the tile's padding rows
// read the last score row, never past the scores of their key.
// CHECK-LABEL: func.func private @tall_output_tile_attention_tile0(
// CHECK:         %[[SCOREROWS:.*]] = arith.select %{{.*}}, %c4, %{{.*}} : index
// CHECK:         %[[STILES:.*]] = memref.alloca(%{{.*}}, %[[SCOREROWS]]) : memref<?x64x?xf32>
// The kv head's tile as the scores write it, then as P.V reads it.
// CHECK:         memref.subview %[[STILES]][%{{.*}}, 0, 0] [1, 64, %[[SCOREROWS]]]
// CHECK:         %[[STILE:.*]] = memref.subview %[[STILES]][%{{.*}}, 0, 0] [1, 64, %[[SCOREROWS]]]
// CHECK:         %[[LAST:.*]] = arith.subi %[[SCOREROWS]], %c1 : index
// CHECK-COUNT-8: arith.minsi %{{.*}}, %[[LAST]] : index
// CHECK:         memref.load %[[STILE]][%{{.*}}, %{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>
func.func @tall_output_tile(%q: tensor<1x1x8x64xf32>, %k: tensor<1x64x2x64xf32>, %v: tensor<1x64x2x64xf32>) -> tensor<1x1x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" keys_rotated params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 8, value_vectors = 2, group_heads = 4, key_rotation = none, key_splits = 1>} : tensor<1x1x8x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}
