// RUN: rope-opt %s --rope-lower-to-cpu-pipeline | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-cpu-pipeline=out-params=false | FileCheck %s --check-prefix=RETURNED

// Everything reaches the LLVM dialect; the output becomes a trailing buffer.
// The kernel reads and writes whole rows as vectors, permutes partners with
// shuffles and evaluates sin/cos with its own polynomials (no libm calls).
// CHECK-NOT: rope.
// CHECK-NOT: linalg.
// CHECK-LABEL: llvm.func @rotate
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, {{.*}}, %arg9: !llvm.ptr, %arg10: !llvm.ptr, {{.*}}, %arg17: i64) {
// CHECK-NOT: llvm.call @sin
// CHECK-NOT: llvm.call @cos
// CHECK: llvm.intr.roundeven{{.*}}vector<32xf64>
// CHECK: llvm.shufflevector
// CHECK: llvm.load {{.*}} -> vector<64xf32>
// CHECK: llvm.shufflevector
// CHECK: llvm.store {{.*}} : vector<64xf32>, !llvm.ptr
// CHECK: llvm.return{{$}}

// RETURNED-LABEL: llvm.func @rotate
// RETURNED-SAME: -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
func.func @rotate(%x: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %y = rope.apply %x layout "shd" static_offset 7 params <theta = 500000.0> : tensor<4x2x64xf32>
  return %y : tensor<4x2x64xf32>
}
