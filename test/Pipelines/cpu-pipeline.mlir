// RUN: rope-opt %s --rope-lower-to-cpu-pipeline | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-cpu-pipeline=out-params=false | FileCheck %s --check-prefix=RETURNED
// RUN: rope-opt %s --rope-lower-to-cpu-pipeline=vector-bits=256 | FileCheck %s --check-prefix=AVX2

// Everything reaches the LLVM dialect; the output becomes a trailing buffer.
// The public function reads every extent the caller passes (static ones
// too), compares them, and calls the kernel only when they hold; it returns
// the status.
// CHECK-NOT: rope.
// CHECK-NOT: linalg.
// CHECK-LABEL: llvm.func @rotate(
// CHECK-SAME: -> i32
// CHECK-COUNT-6: llvm.icmp "eq"
// CHECK: llvm.call @rotate_unchecked(
// CHECK: llvm.return %{{.+}} : i32
// The kernel evaluates sin/cos with its own polynomials (no libm calls, the
// quadrant by arithmetic rounding), then rotates each row in register-sized
// pieces: the 16 u channels with their 16 v channels (half pairing at 64),
// contractible products, each piece written before the next is read.
// CHECK-LABEL: llvm.func @rotate_unchecked
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr, {{.*}}, %arg9: !llvm.ptr, %arg10: !llvm.ptr, {{.*}}, %arg17: i64) attributes {sym_visibility = "private"} {
// CHECK-NOT: llvm.call @sin
// CHECK-NOT: llvm.call @cos
// CHECK-NOT: llvm.intr.roundeven
// CHECK: llvm.fadd {{.*}} : vector<32xf64>
// CHECK: %[[COS0:.+]] = llvm.shufflevector %[[COS:.+]], %[[COS]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>
// CHECK: %[[U:.+]] = llvm.load {{.*}} -> vector<16xf32>
// CHECK: %[[V:.+]] = llvm.load {{.*}} -> vector<16xf32>
// CHECK: llvm.fmul %[[U]], %[[COS0]] {fastmathFlags = #llvm.fastmath<contract>} : vector<16xf32>
// CHECK: llvm.store {{.*}} : vector<16xf32>, !llvm.ptr
// CHECK: llvm.store {{.*}} : vector<16xf32>, !llvm.ptr
// CHECK: llvm.load {{.*}} -> vector<16xf32>
// CHECK-NOT: vector<64xf32>
// CHECK: llvm.return{{$}}

// AVX2-LABEL: llvm.func @rotate
// AVX2-COUNT-8: llvm.load {{.*}} -> vector<8xf32>
// AVX2-NOT: llvm.load {{.*}} -> vector<{{16|32|64}}xf32>

// RETURNED-LABEL: llvm.func @rotate
// RETURNED-SAME: -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
func.func @rotate(%x: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %y = rope.apply %x layout "shd" static_offset 7 params <theta = 500000.0> : tensor<4x2x64xf32>
  return %y : tensor<4x2x64xf32>
}
