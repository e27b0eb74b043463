// RUN: rope-opt %s -rope-unit-slice-strides | FileCheck %s
// A stride on a one-element axis (3 in the fuzz reproducer) crashed the CPU pipeline's
// strided-metadata expansion; it now compiles.
// RUN: rope-compile %s -o %t.so
// RUN: rope-compile %S/../Fuzz/crashes/cpu-unit-axis-slice-stride.mlir -o %t.fuzz.so

// A slice of one element along an axis takes stride 1 there; strides on
// axes of more than one element, and on axes of dynamic size, stay.
// CHECK-LABEL: func.func @extract
// CHECK: tensor.extract_slice %{{.+}}[0, 0, 1] [1, 4, 1] [1, 2, 1]
// CHECK: tensor.extract_slice %{{.+}}[0, 0, 0] [1, %{{.+}}, 2] [1, 3, 2]
func.func @extract(%x: tensor<2x8x4xf32>, %n: index) -> (tensor<1x4x1xf32>, tensor<1x?x2xf32>) {
  %a = tensor.extract_slice %x[0, 0, 1] [1, 4, 1] [2, 2, 3] : tensor<2x8x4xf32> to tensor<1x4x1xf32>
  %b = tensor.extract_slice %x[0, 0, 0] [1, %n, 2] [5, 3, 2] : tensor<2x8x4xf32> to tensor<1x?x2xf32>
  return %a, %b : tensor<1x4x1xf32>, tensor<1x?x2xf32>
}

// CHECK-LABEL: func.func @insert
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[1, 0, 0] [1, 4, 2] [1, 2, 2]
func.func @insert(%v: tensor<1x4x2xf32>, %x: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %r = tensor.insert_slice %v into %x[1, 0, 0] [1, 4, 2] [7, 2, 2] : tensor<1x4x2xf32> into tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}
