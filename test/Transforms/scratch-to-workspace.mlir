// RUN: rope-opt %s --split-input-file --rope-scratch-to-workspace | FileCheck %s

// Each buffer gets its own 64-byte aligned bytes of one workspace; the
// public function records it for the guard and states its size, the private
// one it calls receives it, deallocations go.
// CHECK-LABEL: func.func @entry(
// CHECK-SAME: %[[X:.+]]: memref<4x16xf32>, %[[OUT:.+]]: memref<4x16xf32>, %[[W:.+]]: memref<384xi8>)
// CHECK-SAME: rope.entry_checks = {positions = [], shapes = [array<i64: 4, 16>, array<i64: 4, 16>, array<i64: 384>]}
// CHECK-SAME: rope.workspace_bytes = 384 : i64
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[A:.+]] = memref.view %[[W]][%[[C0]]][] : memref<384xi8> to memref<4x16xf32>
// CHECK: %[[C256:.+]] = arith.constant 256 : index
// CHECK: %[[B:.+]] = memref.view %[[W]][%[[C256]]][] : memref<384xi8> to memref<3xi64>
// CHECK: call @helper(%[[A]], %[[W]])
// CHECK-NOT: memref.dealloc
// CHECK-LABEL: func.func private @helper(
// CHECK-SAME: %{{.+}}: memref<4x16xf32>, %[[HW:.+]]: memref<384xi8>)
// CHECK: %[[C320:.+]] = arith.constant 320 : index
// CHECK: memref.view %[[HW]][%[[C320]]][] : memref<384xi8> to memref<2xf32>
func.func @entry(%x: memref<4x16xf32>, %out: memref<4x16xf32>)
    attributes {rope.entry_checks = {positions = [], shapes = [array<i64: 4, 16>, array<i64: 4, 16>]}} {
  %a = memref.alloc() : memref<4x16xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
  memref.copy %x, %a : memref<4x16xf32> to memref<4x16xf32>
  func.call @helper(%a) : (memref<4x16xf32>) -> ()
  memref.copy %a, %out : memref<4x16xf32> to memref<4x16xf32>
  memref.dealloc %a : memref<4x16xf32>
  memref.dealloc %b : memref<3xi64>
  return
}
func.func private @helper(%a: memref<4x16xf32>) {
  %t = memref.alloc() : memref<2xf32>
  return
}

// -----

// Nothing allocated: nothing changes.
// CHECK-LABEL: func.func @no_scratch(
// CHECK-SAME: %{{.+}}: memref<4xf32>) {
// CHECK-NOT: rope.workspace_bytes
func.func @no_scratch(%x: memref<4xf32>) {
  return
}
