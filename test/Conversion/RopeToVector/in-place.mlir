// After bufferization, a rotation of a dead intermediate reuses its buffer:
// one allocation (the sum's) for the 4x2x64 data, read and written in place.
// RUN: rope-opt %s --convert-rope-to-vector --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --cse | FileCheck %s
// CHECK-LABEL: func.func @add_then_rotate
// CHECK: %[[BUF:.+]] = memref.alloc() {{.*}} : memref<4x2x64xf32>
// CHECK-NOT: memref.alloc() {{.*}} : memref<4x2x64xf32>
// CHECK: linalg.add ins(%arg0, %arg1 : {{.*}}) outs(%[[BUF]] : memref<4x2x64xf32>)
// CHECK: scf.forall
// CHECK:   %[[ROWS:.+]] = memref.subview %[[BUF]]
// CHECK:   vector.transfer_read %[[ROWS]]
// CHECK:   vector.transfer_write %{{.+}}, %[[ROWS]]
// CHECK: return %[[BUF]]
func.func @add_then_rotate(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %e = tensor.empty() : tensor<4x2x64xf32>
  %sum = linalg.add ins(%x, %y : tensor<4x2x64xf32>, tensor<4x2x64xf32>) outs(%e : tensor<4x2x64xf32>) -> tensor<4x2x64xf32>
  %r = rope.apply %sum layout "shd" static_offset 100 params <> : tensor<4x2x64xf32>
  return %r : tensor<4x2x64xf32>
}
