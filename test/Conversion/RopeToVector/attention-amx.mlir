// RUN: rope-opt %s --convert-rope-to-vector=amx-tiles=true --canonicalize --split-input-file -verify-diagnostics | FileCheck %s
// RUN: not rope-opt %s --convert-rope-to-vector --split-input-file 2>&1 | FileCheck %s --check-prefix=NOAMX
// RUN: not rope-opt %s --convert-rope-to-vector=amx-tiles=true --split-input-file 2>/dev/null | FileCheck %s --check-prefix=ONEPASS

// A plan with `matmul = amx` puts both products of the work item on AMX
// tiles (docs/CPU.md, "AMX tiles"). Head dim 80: the query pairs and key
// rows are padded to 96 channels (3 tiles of 32), the key rows' padding
// zeroed once; v (80 channels) is 5 accumulator columns of 16.

// CHECK-LABEL: func.func private @prefill_attention_tile0
// CHECK-DAG:     %[[QPAIRS:.*]] = memref.alloca(%{{.*}}) : memref<48x?xbf16>
// CHECK-DAG:     %[[KROWS:.*]] = memref.alloca() : memref<64x96xbf16>
// CHECK-DAG:     %[[PROWS:.*]] = memref.alloca(%{{.*}}) : memref<?x64xbf16>
// CHECK-DAG:     %[[VPAIRS:.*]] = memref.alloca() : memref<32x160xbf16>
// Keys are rotated straight into the bf16 rows (one pass over K): no f32
// key or value block exists.
// ONEPASS-LABEL: func.func private @prefill_attention_tile0
// ONEPASS-NOT:   memref<1x1x64x80xf32>
// ONEPASS-NOT:   memref<64x80xf32>
// ONEPASS:       arith.truncf %{{.*}} : vector<16xf32> to vector<16xbf16>
// ONEPASS-NEXT:  vector.store %{{.*}}, %{{.*}} : memref<64x96xbf16>, vector<16xbf16>
// The key rows' channels 80..95 are zeroed (0 * NaN would poison scores).
// CHECK:         scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK-NEXT:      scf.for %{{.*}} = %c80 to %c96 step %c1 {
// CHECK-NEXT:        memref.store %{{.*}}, %[[KROWS]]
// Query pairs: channels 2p and 2p + 1 interleaved, rounded to bf16.
// CHECK:         vector.interleave %{{.*}}, %{{.*}} : vector<16xf32> -> vector<32xf32>
// CHECK-NEXT:    arith.truncf %{{.*}} : vector<32xf32> to vector<32xbf16>
// CHECK:         vector.store %{{.*}}, %[[QPAIRS]]
// Pairs 40..47 (channels 80..95) are zero.
// CHECK:         vector.store %{{.*}}, %[[QPAIRS]][%c40,
// Scores: 16 keys x 16 rows per tile, 3 products over the padded head dim.
// CHECK:         %[[ZERO:.*]] = amx.tile_zero : !amx.tile<16x16xf32>
// CHECK-NEXT:    %[[K0:.*]] = amx.tile_load %[[KROWS]][%[[KT:.*]], %c0] : memref<64x96xbf16> into !amx.tile<16x32xbf16>
// CHECK:         %[[Q0:.*]] = amx.tile_load %[[QPAIRS]][%c0, %{{.*}}] : memref<48x?xbf16> into !amx.tile<16x32xbf16>
// CHECK-NEXT:    %[[S0:.*]] = amx.tile_mulf %[[K0]], %[[Q0]], %[[ZERO]]
// CHECK:         amx.tile_load %[[KROWS]][%[[KT]], %c32]
// CHECK:         amx.tile_load %[[QPAIRS]][%c16,
// CHECK:         amx.tile_load %[[KROWS]][%[[KT]], %c64]
// CHECK:         amx.tile_load %[[QPAIRS]][%c32,
// CHECK-NEXT:    %[[S2:.*]] = amx.tile_mulf
// CHECK-NEXT:    amx.tile_store %{{.*}}[%[[KT]], %{{.*}}], %[[S2]] : memref<64x?xf32, strided<[?, 1], offset: ?>>, !amx.tile<16x16xf32>
// P transposed by 4 stages of 16 shuffles, rounded, stored by rows.
// CHECK-COUNT-64: vector.shuffle
// CHECK:         arith.truncf %{{.*}} : vector<16xf32> to vector<16xbf16>
// CHECK-NEXT:    vector.store %{{.*}}, %[[PROWS]]
// Value pairs: rows 2j and 2j + 1 (0 past the block's keys) interleaved.
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<16xi16>
// CHECK:         vector.interleave %{{.*}}, %{{.*}} : vector<16xi16> -> vector<32xi16>
// CHECK:         vector.store %{{.*}}, %[[VPAIRS]]
// P.V: the partial output is the accumulator, two products over 64 keys.
// CHECK:         %[[O:.*]] = amx.tile_load %arg8[%[[PART:[0-9a-z_]+]], %[[RT:.*]], %[[CT:.*]]] : memref<?x?x80xf32> into !amx.tile<16x16xf32>
// CHECK-NEXT:    %[[P0:.*]] = amx.tile_load %[[PROWS]][%[[RT]], %c0]
// CHECK:         %[[V0:.*]] = amx.tile_load %[[VPAIRS]][%c0,
// CHECK-NEXT:    %[[O1:.*]] = amx.tile_mulf %[[P0]], %[[V0]], %[[O]]
// CHECK-NEXT:    amx.tile_load %[[PROWS]][%[[RT]], %c32]
// CHECK:         amx.tile_load %[[VPAIRS]][%c16,
// CHECK-NEXT:    %[[O2:.*]] = amx.tile_mulf %{{.*}}, %{{.*}}, %[[O1]]
// CHECK-NEXT:    amx.tile_store %arg8[%[[PART]], %[[RT]], %[[CT]]], %[[O2]]
// Without AMX on the target, the plan is refused at the op.
// NOAMX: error: 'rope.attention' op has a CPU attention plan with matmul = amx but the target has no AMX tiles (convert-rope-to-vector amx-tiles=false)
func.func @prefill(%q: tensor<1x?x8x80xbf16>, %k: tensor<1x?x2x80xbf16>, %v: tensor<1x?x2x80xbf16>) -> tensor<1x?x8x80xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = per_block, key_splits = 1, matmul = amx>} : tensor<1x?x8x80xbf16>, tensor<1x?x2x80xbf16>, tensor<1x?x2x80xbf16>
  return %o : tensor<1x?x8x80xbf16>
}

// -----

// AMX products take bf16 operands and 16 f32 columns of v per tile.
func.func @amx_plan_on_f32(%q: tensor<1x64x8x64xf32>, %k: tensor<1x64x2x64xf32>, %v: tensor<1x64x2x64xf32>) -> tensor<1x64x8x64xf32> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan with matmul = amx but its q, k and v are not all bf16}}
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1, matmul = amx>} : tensor<1x64x8x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x64x8x64xf32>
}

// -----

func.func @amx_plan_odd_value_dim(%q: tensor<1x64x8x72xbf16>, %k: tensor<1x64x2x72xbf16>, %v: tensor<1x64x2x72xbf16>) -> tensor<1x64x8x72xbf16> {
  // expected-error @+1 {{'rope.attention' op has a CPU attention plan with matmul = amx but its v head dim is not a multiple of 16}}
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1, matmul = amx>} : tensor<1x64x8x72xbf16>, tensor<1x64x2x72xbf16>, tensor<1x64x2x72xbf16>
  return %o : tensor<1x64x8x72xbf16>
}
