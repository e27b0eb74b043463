// RUN: rope-opt %s --allow-unregistered-dialect --rope-emulate-amx-tiles --canonicalize --split-input-file -verify-diagnostics | FileCheck %s

// Tiles become 2-D vectors; loads and stores move rows along the second
// innermost dimension; tile_mulf pairs row k of rhs, split into its even
// and odd elements, with elements 2k and 2k + 1 of each lhs row.

// CHECK-LABEL: func.func @product
// CHECK-SAME:    (%[[A:.*]]: memref<16x32xbf16>, %[[B:.*]]: memref<?x64xbf16>, %[[C:.*]]: memref<2x16x16xf32>
// CHECK:         vector.load %[[A]][%c0, %c0] : memref<16x32xbf16>, vector<32xbf16>
// CHECK-COUNT-15: vector.load %[[A]][%c{{[0-9]+}}, %c0] : memref<16x32xbf16>, vector<32xbf16>
// CHECK:         vector.load %[[B]][%[[I:.*]], %c32] : memref<?x64xbf16>, vector<32xbf16>
// CHECK:         %[[ROW1:.*]] = arith.addi %[[I]], %c1 : index
// CHECK-NEXT:    vector.load %[[B]][%[[ROW1]], %c32] : memref<?x64xbf16>, vector<32xbf16>
// CHECK-COUNT-14: vector.load %[[B]]
// CHECK-COUNT-16: vector.load %[[C]][%c1, %c{{[0-9]+}}, %c0] : memref<2x16x16xf32>, vector<16xf32>
// CHECK:         %[[WIDE:.*]] = arith.extf %{{.*}} : vector<32xbf16> to vector<32xf32>
// CHECK-NEXT:    %[[EVEN:.*]], %[[ODD:.*]] = vector.deinterleave %[[WIDE]] : vector<32xf32> -> vector<16xf32>
// CHECK-COUNT-512: vector.fma
// CHECK-COUNT-16: vector.store %{{.*}}, %[[C]][%c1, %c{{[0-9]+}}, %c0] : memref<2x16x16xf32>, vector<16xf32>
// CHECK-NOT:     amx.
func.func @product(%a: memref<16x32xbf16>, %b: memref<?x64xbf16>, %c: memref<2x16x16xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %x = amx.tile_load %a[%c0, %c0] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  %y = amx.tile_load %b[%i, %c32] : memref<?x64xbf16> into !amx.tile<16x32xbf16>
  %z = amx.tile_load %c[%c1, %c0, %c0] : memref<2x16x16xf32> into !amx.tile<16x16xf32>
  %r = amx.tile_mulf %x, %y, %z : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  amx.tile_store %c[%c1, %c0, %c0], %r : memref<2x16x16xf32>, !amx.tile<16x16xf32>
  return
}

// -----

// An op of no registered dialect beside the tiles is left as it is.
// CHECK-LABEL: func.func @zero
// CHECK:         %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<16xf32>
// CHECK:         "other.op"() : () -> ()
// CHECK-COUNT-16: vector.store %[[Z]], %{{.*}} : memref<16x16xf32>, vector<16xf32>
func.func @zero(%c: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  "other.op"() : () -> ()
  %z = amx.tile_zero : !amx.tile<16x16xf32>
  amx.tile_store %c[%c0, %c0], %z : memref<16x16xf32>, !amx.tile<16x16xf32>
  return
}

// -----

func.func @explicit_stride(%a: memref<?xbf16>, %s: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{rope-emulate-amx-tiles: tile rows with an explicit stride are not emulated}}
  %x = amx.tile_load %a[%c0], %s : memref<?xbf16> into !amx.tile<16x32xbf16>
  amx.tile_store %a[%c0], %x, %s : memref<?xbf16>, !amx.tile<16x32xbf16>
  return
}

// -----

func.func @tile_through_a_loop(%c: memref<16x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = amx.tile_zero : !amx.tile<16x16xf32>
  // expected-error @+1 {{rope-emulate-amx-tiles: a tile used outside the amx ops of its block is not emulated}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (!amx.tile<16x16xf32>) {
    scf.yield %t : !amx.tile<16x16xf32>
  }
  amx.tile_store %c[%c0, %c0], %r : memref<16x16xf32>, !amx.tile<16x16xf32>
  return
}
