// RUN: rope-opt %s --rope-configure-cpu-kernels="bf16-dots=true" --convert-rope-to-vector="bf16-dots=true" --canonicalize | FileCheck %s

// `matmul = bf16_dot` (docs/CPU.md, "bf16 dot products"): items of more
// rows than a vector (prefill) compute both products on vdpbf16ps.
// Their queries are put in pairs of channels once per item, [d/2][2 row +
// d%2], from the transposed f32 queries...
// CHECK-LABEL: func.func private @prefill_attention_tile0(
// CHECK:         %[[KPAIRS:.*]] = memref.alloca() : memref<64x64xbf16>
// CHECK:         %[[QPAIRSALL:.*]] = memref.alloca(%arg19, %{{.*}}) : memref<?x32x?xbf16>
// CHECK:         %[[VPAIRS:.*]] = memref.alloca() : memref<32x128xbf16>
// CHECK:         %[[QPAIRS:.*]] = memref.subview %[[QPAIRSALL]]
// (the transposed queries' squares of 16 rows x 16 channels, transposed
// in place by shuffles once every row is in)
// CHECK-COUNT-16:  vector.load %{{.*}} : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<16xf32>
// CHECK-COUNT-64:  vector.shuffle
// CHECK-COUNT-16:  vector.store %{{.*}} : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<16xf32>
// CHECK:           %[[EVEN:.*]] = vector.load %{{.*}} : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<16xf32>
// CHECK:           %[[ODD:.*]] = vector.load %{{.*}} : memref<64x?xf32, strided<[?, 1], offset: ?>>, vector<16xf32>
// CHECK:           %[[QI:.*]] = vector.interleave %[[EVEN]], %[[ODD]] : vector<16xf32> -> vector<32xf32>
// CHECK:           %[[QB:.*]] = arith.truncf %[[QI]] : vector<32xf32> to vector<32xbf16>
// CHECK:           vector.store %[[QB]], %[[QPAIRS]]
// ...the block's keys, rotated once, rounded into bf16 rows, and the 8 keys
// x 2 vectors of rows score tile takes two channels per step: each key's
// pair broadcast as one 32-bit word against a vector of query pairs...
// CHECK:         arith.truncf %{{.*}} : vector<16xf32> to vector<16xbf16>
// CHECK:         vector.store %{{.*}}, %[[KPAIRS]][%{{.*}}, %c0] : memref<64x64xbf16>, vector<16xbf16>
// CHECK:         scf.for %[[PAIR:.*]] = %c0 to %c32 step %c1 iter_args(
// CHECK:           %[[Q0:.*]] = vector.load %{{.*}}[%[[PAIR]], %{{.*}}] : memref<32x?xbf16, strided<[?, 1], offset: ?>>, vector<32xbf16>
// CHECK:           %[[Q1:.*]] = vector.load %{{.*}}[%[[PAIR]], %{{.*}}] : memref<32x?xbf16, strided<[?, 1], offset: ?>>, vector<32xbf16>
// CHECK:           %[[K:.*]] = vector.load %[[KPAIRS]][%{{.*}}, %{{.*}}] : memref<64x64xbf16>, vector<2xbf16>
// CHECK:           %[[KW:.*]] = vector.bitcast %[[K]] : vector<2xbf16> to vector<1xi32>
// CHECK:           %[[KB:.*]] = vector.broadcast %[[KW]] : vector<1xi32> to vector<16xi32>
// CHECK:           %[[KP:.*]] = vector.bitcast %[[KB]] : vector<16xi32> to vector<32xbf16>
// CHECK:           x86vector.avx512.dot %{{.*}}, %[[Q0]], %[[KP]] : vector<32xbf16> -> vector<16xf32>
// CHECK:           x86vector.avx512.dot %{{.*}}, %[[Q1]], %[[KP]] : vector<32xbf16> -> vector<16xf32>
// CHECK-COUNT-14:  x86vector.avx512.dot
// CHECK:           scf.yield
// ...and P.V reads the block's value rows interleaved once into pairs of
// keys, [key/2][2 c + key%2], for every register tile of rows.
// CHECK:         vector.store %{{.*}}, %[[VPAIRS]][%{{.*}}, %c0] : memref<32x128xbf16>, vector<32xbf16>
// CHECK:         vector.store %{{.*}}, %[[VPAIRS]][%{{.*}}, %c96] : memref<32x128xbf16>, vector<32xbf16>
// CHECK:         scf.for %{{.*}} iter_args(
// CHECK:           %[[VP:.*]] = vector.load %[[VPAIRS]][%{{.*}}, %c0] : memref<32x128xbf16>, vector<32xbf16>
// CHECK:           x86vector.avx512.dot %{{.*}}, %[[VP]], %{{.*}} : vector<32xbf16> -> vector<16xf32>
func.func @prefill(%q: tensor<1x64x8x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>) -> tensor<1x64x8x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x64x8x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
  return %o : tensor<1x64x8x64xbf16>
}
