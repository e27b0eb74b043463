// RUN: rope-opt %s -rope-decompose-aggregates -split-input-file | FileCheck %s

// linalg.softmax becomes max, exp(x - max), sum and divide generics.
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[S:.+]]: tensor<2x4x8xf32>)
// CHECK-NOT: linalg.softmax
// CHECK: %[[MAX:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[S]] : tensor<2x4x8xf32>) outs(%{{.+}} : tensor<2x4xf32>)
// CHECK: arith.maxnumf
// CHECK: %[[EXP:.+]] = linalg.generic {{.+}} ins(%[[S]], %[[MAX]] : tensor<2x4x8xf32>, tensor<2x4xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SUM:.+]] = linalg.generic {{.+}} ins(%[[EXP]] : tensor<2x4x8xf32>) outs(%{{.+}} : tensor<2x4xf32>)
// CHECK: arith.addf
// CHECK: %[[P:.+]] = linalg.generic {{.+}} ins(%[[EXP]], %[[SUM]] : tensor<2x4x8xf32>, tensor<2x4xf32>)
// CHECK: arith.divf
// CHECK: return %[[P]]
func.func @softmax(%s: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %e = tensor.empty() : tensor<2x4x8xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %p : tensor<2x4x8xf32>
}

// -----

// On buffers there is no result to replace: left as it is.
// CHECK-LABEL: func.func @softmax_on_buffers
// CHECK: linalg.softmax
func.func @softmax_on_buffers(%s: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.softmax dimension(1) ins(%s : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}
