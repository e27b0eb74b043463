// The stock mlir-opt of LLVM 22 parses, verifies and canonicalizes rope IR
// once the plugin is loaded.
// RUN: mlir-opt %s --load-dialect-plugin=%rope_plugin -canonicalize | FileCheck %s
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NO-PLUGIN

// NO-PLUGIN: Dialect `rope' not found for custom op 'rope.apply'

// CHECK-LABEL: func.func @plugin_roundtrip
// CHECK-SAME: (%[[X:.+]]: tensor<4x2x64xf32>, %[[N:.+]]: index)
// CHECK: %[[Y:.+]] = rope.apply %[[X]] layout "shd" offset %[[N]] : index params <theta = 5.000000e+05, scaling = #rope.yarn<factor = 4.000000e+00, original_max = 4096>>
// CHECK: return %[[Y]]
func.func @plugin_roundtrip(%x: tensor<4x2x64xf32>, %n: index) -> tensor<4x2x64xf32> {
  %y = rope.apply %x layout "shd" offset %n : index params <theta = 500000.0, scaling = #rope.yarn<factor = 4.0, original_max = 4096>> : tensor<4x2x64xf32>
  // Forward then inverse at the same positions, no attention factor: folds.
  %z = rope.apply %y layout "shd" offset %n : index params <> : tensor<4x2x64xf32>
  %w = rope.apply %z layout "shd" offset %n : index inverse params <> : tensor<4x2x64xf32>
  return %w : tensor<4x2x64xf32>
}
