// Passes load into the stock mlir-opt through the same plugin. Pass flags
// are parsed before plugins load, so the pass is named in a pipeline.
// RUN: mlir-opt %s --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-materialize-frequencies)' | FileCheck %s

// CHECK-LABEL: func.func @materialized
// CHECK: params <scaling = #rope.custom<freqs = [2.500000e-01, 2.500000e-03]>>
func.func @materialized(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.linear<factor = 4.0>> : tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
