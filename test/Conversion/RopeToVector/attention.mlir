// RUN: rope-opt %s --convert-rope-to-vector=vector-bits=256 --canonicalize --split-input-file | FileCheck %s

// rope.attention becomes three parallel phases over buffers and an
// outlined tile function (docs/CPU.md, "Attention"). The plan follows the
// cost model: keys visited by two or more work items (here 4 query blocks
// of 16) are rotated once into an f32 buffer; each kv head's work items
// cover its query blocks; the key sequence is not split.

// CHECK-LABEL: func.func @prefill
// CHECK-DAG:     %[[Q:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<1x64x8x64xf32> to memref<1x64x8x64xf32>
// CHECK-DAG:     %[[ROTATED:.*]] = memref.alloc() : memref<1x2x64x64xf32>
// CHECK-DAG:     %[[ANGLES:.*]] = memref.alloc() : memref<0x64x64xf32>
// CHECK-DAG:     %[[ROTATEDQ:.*]] = memref.alloc() : memref<1x0x8x64xf32>
// CHECK-DAG:     %[[PARTS:.*]] = memref.alloc() : memref<8x64x64xf32>
// CHECK-DAG:     %[[OUT:.*]] = memref.alloc() : memref<1x64x8x64xf32>
// CHECK:         scf.forall (%{{.*}}) in (64) {
// CHECK:         } {rope.attention_phase = "rotate-keys-once"}
// CHECK-NOT:     key-angles
// CHECK:         scf.forall (%[[KV:.*]], %[[BLOCK:.*]]) in (2, 4) {
// CHECK:           func.call @prefill_attention_tile0({{.*}}, %true, %false)
// CHECK:         } {rope.attention_phase = "work-items"}
// CHECK:         scf.forall (%{{.*}}, %{{.*}}) in (2, 4) {
// CHECK:         } {rope.attention_phase = "merge-splits"}
// CHECK:         %[[RESULT:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK:         return %[[RESULT]]

// The tile: packed queries, scores, probabilities, values and rescale
// factors on the stack; blocks of 48 keys; register tiles of 6 keys x 2
// vectors (scores) and 4 rows x 3 vectors (P.V) as vector.fma.
// CHECK-LABEL: func.func private @prefill_attention_tile0(
// CHECK-SAME:    %arg0: memref<?x?x?x64xf32>, %arg1: memref<?x?x?x64xf32>, %arg2: memref<?x?x?x64xf32>, %arg3: memref<?x?x?x64xf32>, %arg4: memref<?x?x?x64xf32>, %arg5: memref<?x?xi64>, %arg6: memref<?x?xi64>, %arg7: memref<?x?x64xf32>, %arg8: memref<?x?x64xf32>, %arg9: memref<?x?xf32>, %arg10: memref<?x?xf32>, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: index, %arg17: index, %arg18: index, %arg19: index, %arg20: index, %arg21: index, %arg22: i1, %arg23: i1)
// CHECK-DAG:     memref.alloca(%arg19, %{{.*}}) : memref<?x64x?xf32>
// CHECK-DAG:     memref.alloca(%arg19, %{{.*}}) : memref<?x48x?xf32>
// CHECK-DAG:     memref.alloca(%{{.*}}) : memref<?xi32>
// CHECK-DAG:     memref.alloca() : memref<1x1x48x64xf32>
// CHECK-DAG:     memref.alloca() : memref<48x64xf32>
// CHECK:         %{{.*}}:12 = scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args(
// CHECK-COUNT-12:  vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK-NEXT:      scf.yield
// CHECK:         scf.if %{{.*}} -> (vector<8xf32>) {
// P.V over the 8 vectors of a value row: 3, 3 and 2 at a time.
// CHECK:         %{{.*}}:12 = scf.for %{{.*}} step %c1 iter_args(
// CHECK:         %{{.*}}:12 = scf.for %{{.*}} step %c1 iter_args(
// CHECK:         %{{.*}}:8 = scf.for %{{.*}} step %c1 iter_args(
func.func @prefill(%q: tensor<1x64x8x64xf32>, %k: tensor<1x64x2x64xf32>, %v: tensor<1x64x2x64xf32>) -> tensor<1x64x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x64x8x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x64x8x64xf32>
}

// -----

// Decode: one query block, so each key is visited once: keys are rotated
// as their blocks are packed (no rotated-key buffer), with each key
// position's cos and sin computed once for both kv heads in a first phase
// ([position rows, Sk, cos and sin of 32 pairs]). Items have few rows and
// `bshd` puts a key's kv heads side by side, so one work item takes both
// kv heads, key block by key block; the 4096 keys are split in 8 ranges of
// 512 (kMinKeysPerSplit), the splits' partial results merged. A part
// holds the rows the tile packs for one kv head (4 heads x 1 query, padded
// to one vector), not a whole query block: 2 kv heads x 8 splits.

// CHECK-LABEL: func.func @decode
// CHECK-NOT:     rotate-keys-once
// CHECK:         memref.alloc() : memref<1x2x0x64xf32>
// CHECK:         %[[ANGLES:.*]] = memref.alloc() : memref<1x4096x64xf32>
// CHECK:         %[[ANGLES_ARG:.*]] = memref.cast %[[ANGLES]]
// CHECK:         memref.alloc() : memref<1x1x8x64xf32>
// CHECK:         memref.alloc() : memref<16x8x64xf32>
// CHECK:         scf.forall (%[[KEY:.*]]) in (4096) {
// CHECK:           vector.store %{{.*}}, %[[ANGLES]][%c0, %[[KEY]], %c0] : memref<1x4096x64xf32>, vector<32xf32>
// CHECK:           vector.store %{{.*}}, %[[ANGLES]][%c0, %[[KEY]], %c32] : memref<1x4096x64xf32>, vector<32xf32>
// CHECK:         } {rope.attention_phase = "key-angles"}
// The item's 2 kv heads, 4 query heads and 8 parts (its splits) apart.
// CHECK:         scf.forall (%[[SPLIT:.*]]) in (8) {
// CHECK:           func.call @decode_attention_tile0({{.*}}, %[[ANGLES_ARG]], {{.*}}, %[[SPLIT]], %c2, %c4, %c8, %false, %true)
// CHECK:         } {rope.attention_phase = "work-items"}
// CHECK:         scf.forall (%{{.*}}) in (2) {
// CHECK:         } {rope.attention_phase = "merge-splits"}

// Items of at most one vector of rows (here the 4 query heads of a kv head)
// keep the queries row-major too and take the row-major score product:
// whole key rows against 4 query rows (2 keys x 4 rows of vector.fma), the
// lane sums of 4 rows folded by shuffles, both keys' in one vector, the next
// block's key and value rows prefetched; a single group of output rows
// reads f32 values where they lie.
// CHECK-LABEL: func.func private @decode_attention_tile0(
// CHECK:         %[[ONE:.*]] = arith.cmpi ule, %{{.*}}, %c4 : index
// The cache's last key and the kv heads' reciprocal, once per item.
// CHECK:         %[[KEYS:.*]] = memref.dim %arg1, %c1 : memref<?x?x?x64xf32>
// CHECK-NEXT:    %[[LAST:.*]] = arith.subi %[[KEYS]], %c1 : index
// CHECK-NEXT:    %[[RECIP:.*]] = arith.ceildivsi %c4294967296, %arg19 : index
// Each kv head of the item has its own packed queries.
// CHECK:         %[[QTS:.*]] = memref.alloca(%arg19, %{{.*}}) : memref<?x64x?xf32>
// CHECK:         %[[QROWSALL:.*]] = memref.alloca(%arg19) : memref<?x8x64xf32>
// CHECK:         %[[FEW:.*]] = arith.cmpi ule, %[[REAL:.*]], %c8 : index
// Items of at most 4 rows keep 4 scores per key, 2 keys per vector.
// CHECK:         %[[QUAD:.*]] = arith.cmpi ule, %[[REAL]], %c4 : index
// CHECK:         %[[SROWS:.*]] = arith.select %[[QUAD]], %c4, %{{.*}} : index
// Every kv head of the item has its own score tile.
// CHECK:         %[[STILES:.*]] = memref.alloca(%arg19, %[[SROWS]]) : memref<?x64x?xf32>
// The queries go straight into the kv head's row-major slice (zeroed,
// then each rotated row, as vectors), never through the channel-major one
// (read only where the item has more rows).
// CHECK:         scf.for %[[HK:.*]] = %c0 to %arg19 step %c1 {
// CHECK:           %[[QT:.*]] = memref.subview %[[QTS]][%[[HK]], 0, 0] [1, 64, %{{.*}}] [1, 1, 1] : memref<?x64x?xf32> to memref<64x?xf32, strided<[?, 1], offset: ?>>
// CHECK:           %[[QROWS:.*]] = memref.subview %[[QROWSALL]][%[[HK]], 0, 0] [1, 8, 64] [1, 1, 1] : memref<?x8x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CHECK:         scf.if %[[FEW]] {
// CHECK:           vector.store %{{.*}}, %[[QROWS]][%{{.*}}, %c56] : memref<8x64xf32, strided<[64, 1], offset: ?>>, vector<8xf32>
// CHECK:         } else {
// CHECK:           vector.store %{{.*}}, %[[QT]][%{{.*}}, %{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<8xf32>
// CHECK:         scf.if %[[FEW]] {
// CHECK:           vector.store %{{.*}}, %[[QROWS]][%{{.*}}, %c56] : memref<8x64xf32, strided<[64, 1], offset: ?>>, vector<8xf32>
// More rows go whole into their squares of qT: the square at column
// c - c % 8, as its row c % 8 (plus the piece's first channel); each
// square is transposed in place once every row is in (3 stages of 8
// shuffles).
// CHECK:         } else {
// CHECK:           %[[INSQUARE:.*]] = arith.remui %[[COLUMN:.*]], %c8 : index
// CHECK-NEXT:      %[[SQUARE:.*]] = arith.subi %[[COLUMN]], %[[INSQUARE]] : index
// CHECK:           vector.store %{{.*}}, %[[QT]][%[[INSQUARE]], %[[SQUARE]]] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<8xf32>
// CHECK-COUNT-8:   vector.load %[[QT]][%{{.*}}, %{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<8xf32>
// CHECK-COUNT-24:  vector.shuffle
// CHECK-COUNT-8:   vector.store %{{.*}}, %[[QT]][%{{.*}}, %{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<8xf32>
// CHECK-NOT:     memref.load %[[QT]][
// Key blocks outside, the item's kv heads inside, twice: first the scores
// of every kv head (each block's key rows of both kv heads read
// together), then each kv head's softmax and P.V.
// CHECK:         scf.for %[[FIRST:.*]] = %arg16 to %arg17 step %c64 {
// CHECK:           scf.for %[[HEAD:.*]] = %c0 to %arg19 step %c1 {
// CHECK-NEXT:        arith.addi %arg12, %[[HEAD]] : index
// CHECK:             %[[STILE:.*]] = memref.subview %[[STILES]][%[[HEAD]], 0, 0] [1, 64, %[[SROWS]]] [1, 1, 1] : memref<?x64x?xf32> to memref<64x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:        %[[BLOCKQROWS:.*]] = memref.subview %[[QROWSALL]][%[[HEAD]], 0, 0] [1, 8, 64]
// The keys of a block read their cos and sin from the first phase.
// CHECK:           vector.load %arg7[%c0, %{{.*}}, %c0] : memref<?x?x64xf32>, vector<32xf32>
// CHECK:           vector.load %arg7[%c0, %{{.*}}, %c32] : memref<?x?x64xf32>, vector<32xf32>
// The prefetches run a block ahead up to the cache's last key, past the
// item's own keys (the next split of the kv head is the next work item),
// and over the item's kv heads in address order: kv head HEAD's pass asks
// at key j for row HEAD * 64 + j of the next block counted key by key, so
// the key (row * ceil(2^32 / heads)) >> 32 and the kv head the remainder.
// CHECK:         scf.if %[[FEW]] {
// CHECK:           %[[PASS:.*]] = arith.muli %[[HEAD]], %c64 : index
// CHECK:           %[[ROW:.*]] = arith.addi %[[PASS]], %{{.*}} : index
// CHECK:           %[[SCALED:.*]] = arith.muli %[[ROW]], %[[RECIP]] : index
// CHECK:           %[[NEXTKEY:.*]] = arith.shrui %[[SCALED]], %c32 : index
// CHECK:           %[[BEFORE:.*]] = arith.muli %[[NEXTKEY]], %arg19 : index
// CHECK:           %[[INKEY:.*]] = arith.subi %[[ROW]], %[[BEFORE]] : index
// CHECK:           %[[HEADAHEAD:.*]] = arith.addi %arg12, %[[INKEY]] : index
// CHECK:           %[[NEXTBLOCK:.*]] = arith.addi %[[FIRST]], %c64 : index
// CHECK:           %[[KEYAHEAD:.*]] = arith.addi %[[NEXTBLOCK]], %[[NEXTKEY]] : index
// CHECK:           %[[AHEAD:.*]] = arith.minsi %[[KEYAHEAD]], %[[LAST]] : index
// CHECK-COUNT-4:   memref.prefetch %arg1[%arg11, %[[AHEAD]], %[[HEADAHEAD]], %{{.*}}], read, locality<2>, data
// Value rows are prefetched with the keys only for P.V over packed values;
// P.V that reads them where they lie prefetches them itself (below).
// CHECK:           scf.if %{{.*}} {
// CHECK-NEXT:      } else {
// CHECK-COUNT-4:     memref.prefetch %arg4[%arg11, %{{.*}}, %{{.*}}, %{{.*}}], read, locality<2>, data
// CHECK:           scf.for %{{.*}} = %c0 to %c64 step %c8 iter_args(
// CHECK-COUNT-4:     vector.load %[[BLOCKQROWS]]
// CHECK-COUNT-8:     vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:           vector.shuffle %{{.*}}, %{{.*}} [0, 2, 8, 10, 4, 6, 12, 14]
// CHECK:           %[[ROWS01:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:           %[[ROWS23:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:           vector.shuffle %[[ROWS01]], %[[ROWS23]] [0, 2, 8, 10, 4, 6, 12, 14]
// CHECK:           %[[KEY0:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK-COUNT-2:   arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:           %[[KEY1:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:           %[[EVEN:.*]] = vector.shuffle %[[KEY0]], %[[KEY1]] [0, 1, 2, 3, 8, 9, 10, 11] : vector<8xf32>, vector<8xf32>
// CHECK:           %[[ODD:.*]] = vector.shuffle %[[KEY0]], %[[KEY1]] [4, 5, 6, 7, 12, 13, 14, 15] : vector<8xf32>, vector<8xf32>
// CHECK:           %[[BOTH:.*]] = arith.addf %[[EVEN]], %[[ODD]] : vector<8xf32>
// CHECK:           %[[SUMS0:.*]] = vector.extract_strided_slice %[[BOTH]] {offsets = [0], sizes = [4], strides = [1]}
// CHECK:           %[[SUMS1:.*]] = vector.extract_strided_slice %[[BOTH]] {offsets = [4], sizes = [4], strides = [1]}
// CHECK:           vector.store %[[SUMS0]], %[[STILE]][%{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
// CHECK:           vector.store %[[SUMS1]], %[[STILE]][%{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
// CHECK:         } else {
// CHECK-COUNT-8:   vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:         scf.for %[[VHEAD:.*]] = %c0 to %arg19 step %c1 {
// CHECK-NEXT:      %[[KVH:.*]] = arith.addi %arg12, %[[VHEAD]] : index
// CHECK-NEXT:      %[[SKIP:.*]] = arith.muli %[[VHEAD]], %arg21 : index
// CHECK-NEXT:      %[[PART:.*]] = arith.addi %arg18, %[[SKIP]] : index
// CHECK-NEXT:      %[[VSTILE:.*]] = memref.subview %[[STILES]][%[[VHEAD]], 0, 0] [1, 64, %[[SROWS]]] [1, 1, 1]
// The softmax of a packed tile: every row's running max copied to both
// keys' lanes, 32 vectors of 2 keys x 4 rows, the two keys' maxima combined
// by one shuffle, the max a compare and a select (one maxps on x86).
// CHECK:         %[[PACKED:.*]] = arith.cmpi eq, %[[SROWS]], %c4 : index
// CHECK:         scf.if %[[PACKED]] {
// CHECK:           %{{.*}}, %[[OFFSET:.*]], %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %[[VSTILE]]
// CHECK:           %[[FLOATS:.*]] = arith.muli %[[SIZES]]#1, %c64 : index
// CHECK:           %[[FLAT:.*]] = memref.reinterpret_cast %[[VSTILE]] to offset: [%[[OFFSET]]], sizes: [%[[FLOATS]]], strides: [1] : memref<64x?xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK:           %[[OLD:.*]] = vector.load %arg9[%[[PART]], %c0] : memref<?x?xf32>, vector<8xf32>
// CHECK:           vector.shuffle %[[OLD]], %[[OLD]] [0, 1, 2, 3, 0, 1, 2, 3] : vector<8xf32>, vector<8xf32>
// CHECK:           scf.for %{{.*}} = %c0 to %c32 step %c1
// CHECK:             vector.load %[[FLAT]][%{{.*}}] : memref<?xf32, strided<[1], offset: ?>>, vector<8xf32>
// CHECK:           %[[BLOCK:.*]] = vector.shuffle %[[MAX:.*]], %[[MAX]] [4, 5, 6, 7, 0, 1, 2, 3] : vector<8xf32>, vector<8xf32>
// CHECK:           %[[LARGER:.*]] = arith.cmpf ogt, %[[MAX]], %[[BLOCK]] : vector<8xf32>
// CHECK:           arith.select %[[LARGER]], %[[MAX]], %[[BLOCK]] : vector<8xi1>, vector<8xf32>
// CHECK:         } else {
// CHECK:         scf.if %[[ONE]] {
// CHECK:           memref.prefetch %arg4[%arg11, %{{.*}}, %{{.*}}, %c0], read, locality<2>, data : memref<?x?x?x64xf32>
// CHECK:           vector.load %arg4[%arg11, %{{.*}}, %[[KVH]], %{{.*}}] : memref<?x?x?x64xf32>, vector<8xf32>
// CHECK:         } else {
func.func @decode(%q: tensor<1x1x8x64xf32>, %k: tensor<1x4096x2x64xf32>, %v: tensor<1x4096x2x64xf32>, %n: index) -> tensor<1x1x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal params <> : tensor<1x1x8x64xf32>, tensor<1x4096x2x64xf32>, tensor<1x4096x2x64xf32>
  return %o : tensor<1x1x8x64xf32>
}

// -----

// Dynamic sequence lengths: the same model evaluated at run time (query
// blocks x head chunks >= 2 rotates keys once; more than one key split
// rotates the queries once).

// CHECK-LABEL: func.func @dynamic
// CHECK:         %[[BLOCKS:.*]] = arith.ceildivsi %{{.*}}, %c16 : index
// CHECK:         %[[ONCE:.*]] = arith.cmpi uge, %[[BLOCKS]], %c2 : index
// CHECK:         %[[QONCE:.*]] = arith.cmpi ugt, %{{.*}}, %c1 : index
// CHECK:         scf.if %[[ONCE]] {
// CHECK:           } {rope.attention_phase = "rotate-keys-once"}
// CHECK:         scf.if %[[QONCE]] {
// CHECK:           } {rope.attention_phase = "rotate-queries-once"}
// CHECK:         func.call @dynamic_attention_tile0({{.*}}, %[[ONCE]], %[[QONCE]])
func.func @dynamic(%q: tensor<1x?x8x64xf32>, %k: tensor<1x?x2x64xf32>, %v: tensor<1x?x2x64xf32>) -> tensor<1x?x8x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" params <> : tensor<1x?x8x64xf32>, tensor<1x?x2x64xf32>, tensor<1x?x2x64xf32>
  return %o : tensor<1x?x8x64xf32>
}

// -----

// Keys that arrive rotated are never rotated again.

// CHECK-LABEL: func.func @rotated_cache
// CHECK-NOT:     rotate-keys-once
// CHECK-NOT:     key-angles
// CHECK:         func.call @rotated_cache_attention_tile0({{.*}}, %false)
func.func @rotated_cache(%q: tensor<1x64x8x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>) -> tensor<1x64x8x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal keys_rotated params <> : tensor<1x64x8x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
  return %o : tensor<1x64x8x64xbf16>
}

// -----

// Decode over a rotated bf16 cache: an item of few rows reads every key and
// value row once, so it reads them where they lie and widens them in
// registers (a shift of the bf16 bits), instead of packing f32 copies
// first; items of more rows still pack.

// CHECK-LABEL: func.func private @decode_bf16_cache_attention_tile0(
// CHECK:         %[[ONE:.*]] = arith.cmpi ule, %{{.*}}, %c4 : index
// CHECK:         %[[FEW:.*]] = arith.cmpi ule, %{{.*}}, %c8 : index
// CHECK:         scf.for %{{.*}} = %arg16 to %arg17 step %c64 {
// CHECK:           scf.for %[[HEAD:.*]] = %c0 to %arg19 step %c1 {
// CHECK-NEXT:        %[[KVH:.*]] = arith.addi %arg12, %[[HEAD]] : index
// CHECK:         scf.if %[[FEW]] {
// CHECK:           memref.prefetch %arg1[%arg11, %{{.*}}, %{{.*}}, %c0], read, locality<2>, data : memref<?x?x?x64xbf16>
// CHECK:           scf.for %{{.*}} = %c0 to %c64 step %c8 iter_args(
// CHECK:             %[[KEY:.*]] = vector.load %arg1[%arg11, %{{.*}}, %[[KVH]], %{{.*}}] : memref<?x?x?x64xbf16>, vector<8xbf16>
// CHECK-NEXT:        %[[BITS:.*]] = arith.bitcast %[[KEY]] : vector<8xbf16> to vector<8xi16>
// CHECK-NEXT:        %[[WIDE:.*]] = arith.extui %[[BITS]] : vector<8xi16> to vector<8xi32>
// CHECK-NEXT:        %[[SHIFTED:.*]] = arith.shli %[[WIDE]], %{{.*}} : vector<8xi32>
// CHECK-NEXT:        arith.bitcast %[[SHIFTED]] : vector<8xi32> to vector<8xf32>
// CHECK:         } else {
// CHECK:           vector.load %arg1[%arg11, %{{.*}}, %[[KVH]], %c0] : memref<?x?x?x64xbf16>, vector<8xbf16>
// CHECK:           vector.store %{{.*}}, %{{.*}} : memref<1x1x64x64xf32>, vector<8xf32>
// A single group of output rows reads the value rows where they lie and
// prefetches them a block ahead as it goes.
// CHECK:         scf.if %[[ONE]] {
// CHECK:           memref.prefetch %arg4[%arg11, %{{.*}}, %{{.*}}, %c0], read, locality<2>, data : memref<?x?x?x64xbf16>
// CHECK:           vector.load %arg4[%arg11, %{{.*}}, %[[KVH]], %c0] : memref<?x?x?x64xbf16>, vector<8xbf16>
// CHECK:           vector.fma
// CHECK:         } else {
// CHECK:           vector.store %{{.*}}, %{{.*}} : memref<64x64xf32>, vector<8xf32>
func.func @decode_bf16_cache(%q: tensor<1x1x8x64xbf16>, %k: tensor<1x4096x2x64xbf16>, %v: tensor<1x4096x2x64xbf16>, %n: index) -> tensor<1x1x8x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal keys_rotated params <> : tensor<1x1x8x64xbf16>, tensor<1x4096x2x64xbf16>, tensor<1x4096x2x64xbf16>
  return %o : tensor<1x1x8x64xbf16>
}
