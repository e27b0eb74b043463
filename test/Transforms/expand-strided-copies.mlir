// RUN: rope-opt %s -split-input-file -rope-expand-strided-copies | FileCheck %s

// A copy between strided views of run-time size becomes linalg.copy.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%{{.+}} : memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>) outs(%{{.+}} : memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>)
func.func @strided(%a: memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>, %b: memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>) {
  memref.copy %a, %b : memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>> to memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>
  return
}

// -----

// Contiguous copies (identity layout, or static and row-major) keep their
// memcpy; unranked ones have no linalg form.
// CHECK-LABEL: func.func @contiguous
// CHECK-NOT: linalg.copy
// CHECK-COUNT-3: memref.copy
func.func @contiguous(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %c: memref<1x4x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>, %d: memref<1x4x3x64xf32>, %e: memref<*xf32>, %f: memref<*xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %c, %d : memref<1x4x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>> to memref<1x4x3x64xf32>
  memref.copy %e, %f : memref<*xf32> to memref<*xf32>
  return
}
