// RUN: rope-opt %s --generate-runtime-verification --split-input-file | FileCheck %s

// generate-runtime-verification checks the kernels' vector and AMX accesses
// (AccessVerification.h) as upstream checks memref.load: the index of each
// dim the access does not span lies in [0, extent); the window of each
// dim it spans, from its index, ends by the extent.

// CHECK-LABEL: func.func @vector_load
// CHECK-SAME: (%[[M:.*]]: memref<?x64xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[ROWS:.*]] = memref.dim %[[M]], %c0
// CHECK: %[[I1:.*]] = arith.addi %[[I]], %c1
// CHECK: arith.cmpi sge, %[[I]], %c0
// CHECK: arith.cmpi sle, %[[I1]], %[[ROWS]]
// CHECK: %[[COLS:.*]] = memref.dim %[[M]], %c1
// CHECK: %[[J16:.*]] = arith.addi %[[J]], %c16
// CHECK: arith.cmpi sge, %[[J]], %c0
// CHECK: arith.cmpi sle, %[[J16]], %[[COLS]]
// CHECK: cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%0 = vector.load {{.*}}^ the access reaches outside its memref
// CHECK-NEXT: %{{.*}} = vector.load %[[M]][%[[I]], %[[J]]]
func.func @vector_load(%m: memref<?x64xf32>, %i: index, %j: index) -> vector<16xf32> {
  %v = vector.load %m[%i, %j] : memref<?x64xf32>, vector<16xf32>
  return %v : vector<16xf32>
}

// -----

// CHECK-LABEL: func.func @vector_store
// CHECK: %[[END:.*]] = arith.addi %{{.*}}, %c8
// CHECK: arith.cmpi sle, %[[END]]
// CHECK: cf.assert {{.*}}
// CHECK-NEXT: vector.store
func.func @vector_store(%m: memref<32xbf16>, %i: index, %v: vector<8xbf16>) {
  vector.store %v, %m[%i] : memref<32xbf16>, vector<8xbf16>
  return
}

// -----

// A transfer checks the dims it reads in bounds; the others may be masked.
// CHECK-LABEL: func.func @transfer_read
// CHECK-SAME: (%[[M:.*]]: memref<8x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NOT: memref.dim %[[M]], %c0
// CHECK: memref.dim %[[M]], %c1
// CHECK: arith.addi %[[J]], %c16
// CHECK: cf.assert {{.*}}
// CHECK-NEXT: %{{.*}} = vector.transfer_read
func.func @transfer_read(%m: memref<8x?xf32>, %i: index, %j: index) -> vector<4x16xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [false, true]} : memref<8x?xf32>, vector<4x16xf32>
  return %v : vector<4x16xf32>
}

// -----

// A tile's rows lie along the second innermost dim, its columns along the
// innermost.
// CHECK-LABEL: func.func @tile_load_store
// CHECK: arith.addi %{{.*}}, %c16
// CHECK: arith.addi %{{.*}}, %c32
// CHECK: cf.assert {{.*}}
// CHECK-NEXT: %{{.*}} = amx.tile_load
// CHECK: arith.addi %{{.*}}, %c16
// CHECK: arith.addi %{{.*}}, %c16
// CHECK: cf.assert {{.*}}
// CHECK-NEXT: amx.tile_store
func.func @tile_load_store(%m: memref<?x?xbf16>, %o: memref<2x?x?xf32>, %i: index, %j: index) {
  %t = amx.tile_load %m[%i, %j] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  %z = amx.tile_zero : !amx.tile<16x16xf32>
  %c1 = arith.constant 1 : index
  amx.tile_store %o[%c1, %i, %j], %z : memref<2x?x?xf32>, !amx.tile<16x16xf32>
  return
}
