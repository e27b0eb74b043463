// RUN: rope-opt %s -split-input-file -rope-inline-alloca-scopes | FileCheck %s

// A scope that allocates nothing disappears; its results flow out.
// CHECK-LABEL: func.func @no_allocas
// CHECK-NOT: memref.alloca_scope
// CHECK: %[[S:.+]] = scf.for
// CHECK: return %[[S]]
func.func @no_allocas(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloca_scope -> index {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
      %next = arith.addi %acc, %i : index
      scf.yield %next : index
    }
    memref.alloca_scope.return %s : index
  }
  return %r : index
}

// -----

// A scope that allocates keeps freeing its stack memory: left alone.
// CHECK-LABEL: func.func @with_alloca
// CHECK: memref.alloca_scope
// CHECK:   memref.alloca
func.func @with_alloca(%v: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %v, %a[%c0] : memref<4xf32>
  }
  return
}
