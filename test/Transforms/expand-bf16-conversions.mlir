// RUN: rope-opt %s -split-input-file -rope-expand-bf16-conversions | FileCheck %s

// bf16 -> f32 is the bits shifted into the high half.
// CHECK-LABEL: func.func @extend
// CHECK-SAME: (%[[X:.+]]: vector<8xbf16>)
// CHECK: %[[B:.+]] = arith.bitcast %[[X]] : vector<8xbf16> to vector<8xi16>
// CHECK: %[[W:.+]] = arith.extui %[[B]] : vector<8xi16> to vector<8xi32>
// CHECK: %[[S:.+]] = arith.shli %[[W]], %{{.+}} : vector<8xi32>
// CHECK: %[[F:.+]] = arith.bitcast %[[S]] : vector<8xi32> to vector<8xf32>
// CHECK: return %[[F]]
func.func @extend(%x: vector<8xbf16>) -> vector<8xf32> {
  %y = arith.extf %x : vector<8xbf16> to vector<8xf32>
  return %y : vector<8xf32>
}

// -----

// f32 -> bf16: round to nearest even, NaNs through an integer mask.
// CHECK-LABEL: func.func @round_scalar
// CHECK-DAG: arith.constant 32767 : i32
// CHECK-DAG: arith.constant 2143289344 : i32
// CHECK: arith.bitcast %{{.+}} : f32 to i32
// CHECK: arith.shrui
// CHECK: arith.addi
// CHECK: arith.cmpf uno
// CHECK: arith.extsi %{{.+}} : i1 to i32
// CHECK-NOT: arith.select
// CHECK: arith.trunci %{{.+}} : i32 to i16
// CHECK: arith.bitcast %{{.+}} : i16 to bf16
func.func @round_scalar(%x: f32) -> bf16 {
  %y = arith.truncf %x : f32 to bf16
  return %y : bf16
}

// -----

// Other conversions are left alone.
// CHECK-LABEL: func.func @untouched
// CHECK: arith.truncf %{{.+}} : vector<4xf32> to vector<4xf16>
// CHECK: arith.extf %{{.+}} : vector<4xf16> to vector<4xf32>
func.func @untouched(%x: vector<4xf32>) -> vector<4xf32> {
  %h = arith.truncf %x : vector<4xf32> to vector<4xf16>
  %y = arith.extf %h : vector<4xf16> to vector<4xf32>
  return %y : vector<4xf32>
}

// -----

// On the LLVM dialect, bf16 vector loads and stores that are only
// reinterpreted as i16 become i16 loads and stores.
// CHECK-LABEL: llvm.func @copy_row
// CHECK: %[[V:.+]] = llvm.load %{{.+}} {alignment = 2 : i64} : !llvm.ptr -> vector<16xi16>
// CHECK-NOT: bf16
// CHECK: llvm.store %[[V]], %{{.+}} {alignment = 2 : i64} : vector<16xi16>, !llvm.ptr
llvm.func @copy_row(%src: !llvm.ptr, %dst: !llvm.ptr) {
  %v = llvm.load %src {alignment = 2 : i64} : !llvm.ptr -> vector<16xbf16>
  %i = llvm.bitcast %v : vector<16xbf16> to vector<16xi16>
  %b = llvm.bitcast %i : vector<16xi16> to vector<16xbf16>
  llvm.store %b, %dst {alignment = 2 : i64} : vector<16xbf16>, !llvm.ptr
  llvm.return
}

// -----

// A mixed-precision named op keeps its body (its definition fixes it: the
// integer form would not verify); a generic's body is expanded.
// CHECK-LABEL: func.func @linalg_bodies
// CHECK: linalg.batch_matmul ins(%{{.+}}, %{{.+}} : tensor<1x8x16xbf16>, tensor<1x16x4xbf16>)
// CHECK: linalg.generic
// CHECK: ^bb0(%[[IN:.+]]: bf16, %{{.+}}: f32):
// CHECK-NOT: arith.extf
// CHECK: arith.bitcast %[[IN]] : bf16 to i16
func.func @linalg_bodies(%a: tensor<1x8x16xbf16>, %b: tensor<1x16x4xbf16>,
                         %acc: tensor<1x8x4xf32>) -> (tensor<1x8x4xf32>, tensor<1x8x16xf32>) {
  %m = linalg.batch_matmul ins(%a, %b : tensor<1x8x16xbf16>, tensor<1x16x4xbf16>)
                           outs(%acc : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  %init = tensor.empty() : tensor<1x8x16xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                        affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<1x8x16xbf16>) outs(%init : tensor<1x8x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %e = arith.extf %in : bf16 to f32
    linalg.yield %e : f32
  } -> tensor<1x8x16xf32>
  return %m, %w : tensor<1x8x4xf32>, tensor<1x8x16xf32>
}
