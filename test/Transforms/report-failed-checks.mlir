// RUN: rope-opt %s --generate-runtime-verification --rope-report-failed-checks | FileCheck %s
// RUN: rope-opt %s --generate-runtime-verification --rope-report-failed-checks \
// RUN:   --convert-vector-to-llvm --expand-strided-metadata --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | not --crash mlir-runner -e main -entry-point-result=void 2>&1 >/dev/null \
// RUN: | FileCheck %s --check-prefix=STDERR

// Each cf.assert becomes a call of one internal function that writes the
// message to stderr unbuffered and aborts when the condition is false, so
// the message survives abort whatever stdout is.

// CHECK-DAG: llvm.mlir.global internal constant @rope_check_message_0("ERROR: Runtime op verification failed\0A{{.*}}\0A")
// CHECK-DAG: llvm.func @write(i32, !llvm.ptr, i64) -> i64
// CHECK-DAG: llvm.func @abort()
// CHECK-LABEL: func.func @main
// CHECK-NOT: cf.assert
// CHECK: %[[TEXT:.*]] = llvm.mlir.addressof @rope_check_message_0
// CHECK: %[[START:.*]] = llvm.getelementptr %[[TEXT]][0, 0]
// CHECK: %[[LENGTH:.*]] = llvm.mlir.constant({{[0-9]+}} : i64)
// CHECK: llvm.call @rope_check(%{{.*}}, %[[START]], %[[LENGTH]]) : (i1, !llvm.ptr, i64) -> ()
// CHECK-NEXT: vector.load
// CHECK: llvm.func internal @rope_check(%[[OK:.*]]: i1, %[[MSG:.*]]: !llvm.ptr, %[[LEN:.*]]: i64)
// CHECK: llvm.cond_br %[[OK]], ^[[DONE:.*]], ^[[FAIL:[a-z0-9]*]]
// CHECK: ^[[FAIL]]:
// CHECK: %[[FD:.*]] = llvm.mlir.constant(2 : i32)
// CHECK: llvm.call @write(%[[FD]], %[[MSG]], %[[LEN]])
// CHECK: llvm.call @abort()
// CHECK: llvm.unreachable
// CHECK: ^[[DONE]]:
// CHECK: llvm.return

// The 16 lanes from column 8 of a 20-column row end at 24.
// STDERR: ERROR: Runtime op verification failed
// STDERR-NEXT: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x20xf32>, vector<16xf32>
// STDERR-NEXT: ^ the access reaches outside its memref
// STDERR-NEXT: Location: loc({{.*}}report-failed-checks.mlir":[[# @LINE + 5]]:8)
func.func @main() {
  %m = memref.alloca() : memref<4x20xf32>
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %v = vector.load %m[%c3, %c8] : memref<4x20xf32>, vector<16xf32>
  return
}
