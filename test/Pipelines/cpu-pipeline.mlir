// RUN: rope-opt %s --rope-lower-to-cpu-pipeline | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-cpu-pipeline=out-params=false | FileCheck %s --check-prefix=RETURNED

// Everything reaches the LLVM dialect; the output becomes a trailing buffer.
// CHECK-NOT: rope.
// CHECK-NOT: linalg.
// CHECK-LABEL: llvm.func @rotate
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, {{.*}}, %arg9: !llvm.ptr, %arg10: !llvm.ptr, {{.*}}, %arg17: i64) {
// CHECK: llvm.intr.roundeven
// CHECK: llvm.intr.cos
// CHECK: llvm.intr.sin
// CHECK: llvm.return{{$}}

// RETURNED-LABEL: llvm.func @rotate
// RETURNED-SAME: -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
func.func @rotate(%x: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %y = rope.apply %x layout "shd" static_offset 7 params <theta = 500000.0> : tensor<4x2x64xf32>
  return %y : tensor<4x2x64xf32>
}
