// RUN: rope-opt %s --split-input-file --convert-rope-to-vector | FileCheck %s
// RUN: rope-opt %s --split-input-file --convert-rope-to-vector --convert-rope-to-linalg | FileCheck %s --check-prefix=LOOPS

// Rows up to head dim 512 become straight-line vector code: one vector of
// R/2 angles per token.
// CHECK-LABEL: func.func @unrolled
// CHECK-NOT: rope.apply
// CHECK: vector<256xf64>
func.func @unrolled(%x: tensor<2x4x512xf32>) -> tensor<2x4x512xf32> {
  %y = rope.apply %x layout "shd" params <> : tensor<2x4x512xf32>
  return %y : tensor<2x4x512xf32>
}

// -----

// Longer rows are left to convert-rope-to-linalg, whose loops keep
// compile time linear in the head dim.
// CHECK-LABEL: func.func @looped
// CHECK: rope.apply
// LOOPS-LABEL: func.func @looped
// LOOPS-NOT: rope.apply
// LOOPS-NOT: vector<
// LOOPS: linalg.generic
func.func @looped(%x: tensor<2x4x1024xf32>) -> tensor<2x4x1024xf32> {
  %y = rope.apply %x layout "shd" params <> : tensor<2x4x1024xf32>
  return %y : tensor<2x4x1024xf32>
}

// -----

// No elements: the input is the result.
// CHECK-LABEL: func.func @zero_heads
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x0x64xf32>)
// CHECK-NEXT: return %[[X]]
func.func @zero_heads(%x: tensor<1x4x0x64xf32>) -> tensor<1x4x0x64xf32> {
  %y = rope.apply %x layout "bshd" params <> : tensor<1x4x0x64xf32>
  return %y : tensor<1x4x0x64xf32>
}
