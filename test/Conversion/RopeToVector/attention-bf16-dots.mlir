// RUN: rope-opt %s --rope-configure-cpu-kernels="bf16-dots=true" --convert-rope-to-vector="bf16-dots=true" --canonicalize | FileCheck %s

// `matmul = bf16_dot` (docs/CPU.md, "bf16 dot products"): items of
// at most one vector of rows round their row-major queries to bf16 once,
// then score a rotated bf16 cache where it lies: per 32 channels one load
// of each key row as 32 bf16 and one vdpbf16ps per (key, row) pair of the
// 4 x 4 register tile, never widening a key. A head dim of 80 leaves 16
// channels past the last whole pair of vectors: those are widened to f32
// and multiplied by FMAs, as without dot products.

// CHECK-LABEL: func.func private @decode_attention_tile0(
// Each of the item's kv heads (both here) has its own row-major queries
// and bf16 copy.
// CHECK:         %[[QROWSALL:.*]] = memref.alloca(%arg19) : memref<?x16x80xf32>
// CHECK:         %[[QPAIRSALL:.*]] = memref.alloca(%arg19) : memref<?x16x80xbf16>
// CHECK:         %[[FEW:.*]] = arith.cmpi ule, %{{.*}}, %c16 : index
// P.V's scratch: [key pair][row] pairs of bf16 probabilities, zeroed once.
// CHECK:         %[[PPAIRS:.*]] = memref.alloca(%{{.*}}) : memref<32x?xi32>
// CHECK:         scf.for %[[HEAD:.*]] = %c0 to %arg19 step %c1 {
// CHECK:           %[[QROWS:.*]] = memref.subview %[[QROWSALL]][%[[HEAD]], 0, 0] [1, 16, 80] [1, 1, 1]
// CHECK:           %[[QPAIRS:.*]] = memref.subview %[[QPAIRSALL]][%[[HEAD]], 0, 0] [1, 16, 80] [1, 1, 1]
// CHECK:         scf.if %[[FEW]] {
// CHECK:           scf.for %{{.*}} = %c0 to %c64 step %c16 {
// CHECK:             %[[Q:.*]] = vector.load %[[QROWS]][%{{.*}}, %{{.*}}] : memref<16x80xf32, strided<[80, 1], offset: ?>>, vector<16xf32>
// CHECK:             %[[ROUNDED:.*]] = arith.truncf %[[Q]] : vector<16xf32> to vector<16xbf16>
// CHECK:             vector.store %[[ROUNDED]], %[[QPAIRS]][%{{.*}}, %{{.*}}] : memref<16x80xbf16, strided<[80, 1], offset: ?>>, vector<16xbf16>
// The block loop reads the kv head's slices.
// CHECK:         scf.for %{{.*}} = %arg16 to %arg17 step %c64 {
// CHECK:           scf.for %[[HEAD2:.*]] = %c0 to %arg19 step %c1 {
// CHECK:             %[[QROWS2:.*]] = memref.subview %[[QROWSALL]][%[[HEAD2]], 0, 0]
// CHECK:             %[[QPAIRS2:.*]] = memref.subview %[[QPAIRSALL]][%[[HEAD2]], 0, 0]
// CHECK:         scf.for %{{.*}} = %c0 to %c64 step %c32 iter_args(
// CHECK-COUNT-4:   vector.load %arg1[%{{.*}}] : memref<?x?x?x80xbf16>, vector<32xbf16>
// CHECK-COUNT-4:   vector.load %[[QPAIRS2]][%{{.*}}] : memref<16x80xbf16, strided<[80, 1], offset: ?>>, vector<32xbf16>
// CHECK-COUNT-16:  x86vector.avx512.dot %{{.*}}, %{{.*}}, %{{.*}} : vector<32xbf16> -> vector<16xf32>
// CHECK-NOT:       arith.extui
// CHECK:           scf.yield
// CHECK:         vector.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}, %c64] : memref<?x?x?x80xbf16>, vector<16xbf16>
// CHECK:         arith.shli
// CHECK:         vector.load %[[QROWS2]][%{{.*}}, %c64] : memref<16x80xf32, strided<[80, 1], offset: ?>>, vector<16xf32>
// CHECK:         vector.fma
// P.V on dot products too (bf16 v, 4 rows: one register tile of
// output_rows): each pair of keys' probabilities rounded to one bf16 pair
// per row, the second 0 past the block's last key...
// CHECK:         %[[SECOND:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : index
// CHECK:           %[[P0:.*]] = vector.load %[[STILE:.*]][%{{.*}}, %{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
// CHECK:           %[[P1:.*]] = vector.load %[[STILE]][%{{.*}}, %{{.*}}] : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
// CHECK:           %[[P1M:.*]] = arith.select %[[SECOND]], %[[P1]], %{{.*}} : vector<4xf32>
// CHECK:           %[[PP:.*]] = vector.interleave %[[P0]], %[[P1M]] : vector<4xf32> -> vector<8xf32>
// CHECK:           %[[PB:.*]] = arith.truncf %[[PP]] : vector<8xf32> to vector<8xbf16>
// CHECK:           %[[PI:.*]] = vector.bitcast %[[PB]] : vector<8xbf16> to vector<4xi32>
// CHECK:           vector.store %[[PI]], %[[PPAIRS]]
// ...then per pair of keys the two value rows where they lie, 32 channels
// of each in one load (a key past the block's last reads its row and is
// replaced by 0), interleaved into pairs by one shuffle per 16 channels,
// and one vdpbf16ps per (row, 16 channels) against the row's pair
// broadcast: 4 x 4 for the first 64 channels, never widening a value.
// CHECK:         scf.for %{{.*}} iter_args(
// CHECK-COUNT-6:   memref.prefetch %arg4
// CHECK:           %[[J1:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK:           %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : index
// CHECK:           %[[V0:.*]] = vector.load %arg4[%{{.*}}, %{{.*}}, %{{.*}}, %c0] : memref<?x?x?x80xbf16>, vector<32xbf16>
// CHECK:           %[[B0:.*]] = vector.bitcast %[[V0]] : vector<32xbf16> to vector<32xi16>
// CHECK:           %[[ROW1:.*]] = arith.addi %{{.*}}, %[[J1]] : index
// CHECK:           %[[V1:.*]] = vector.load %arg4[%{{.*}}, %[[ROW1]], %{{.*}}, %c0] : memref<?x?x?x80xbf16>, vector<32xbf16>
// CHECK:           %[[B1:.*]] = vector.bitcast %[[V1]] : vector<32xbf16> to vector<32xi16>
// CHECK:           %[[Z1:.*]] = arith.select %[[IN]], %[[B1]], %{{.*}} : vector<32xi16>
// CHECK:           %[[VI:.*]] = vector.shuffle %[[B0]], %[[Z1]] [0, 32, 1, 33, 2, 34, {{.*}}, 14, 46, 15, 47] : vector<32xi16>, vector<32xi16>
// CHECK:           %[[VP:.*]] = vector.bitcast %[[VI]] : vector<32xi16> to vector<32xbf16>
// CHECK:           vector.shuffle %[[B0]], %[[Z1]] [16, 48, 17, 49, {{.*}}, 31, 63] : vector<32xi16>, vector<32xi16>
// CHECK:           vector.load %arg4[%{{.*}}, %{{.*}}, %{{.*}}, %c32] : memref<?x?x?x80xbf16>, vector<32xbf16>
// CHECK-COUNT-2:   vector.shuffle
// CHECK:           %[[W:.*]] = memref.load %[[PPAIRS]][%{{.*}}, %{{.*}}] : memref<32x?xi32>
// CHECK:           %[[WV:.*]] = vector.broadcast %[[W]] : i32 to vector<16xi32>
// CHECK:           %[[WB:.*]] = vector.bitcast %[[WV]] : vector<16xi32> to vector<32xbf16>
// CHECK:           x86vector.avx512.dot %{{.*}}, %[[VP]], %[[WB]] : vector<32xbf16> -> vector<16xf32>
// CHECK-COUNT-15:  x86vector.avx512.dot
// CHECK-NOT:       arith.extui
// CHECK:           scf.yield
func.func @decode(%q: tensor<1x1x8x80xbf16>, %k: tensor<1x512x2x80xbf16>, %v: tensor<1x512x2x80xbf16>, %n: index) -> tensor<1x1x8x80xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal keys_rotated params <> : tensor<1x1x8x80xbf16>, tensor<1x512x2x80xbf16>, tensor<1x512x2x80xbf16>
  return %o : tensor<1x1x8x80xbf16>
}

