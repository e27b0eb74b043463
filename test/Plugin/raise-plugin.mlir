// rope-raise loads into the stock mlir-opt through the plugin.
// RUN: mlir-opt %s --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(func.func(rope-raise))' | FileCheck %s

// CHECK-LABEL: func.func @raised
// CHECK: rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<4x8xf32> layout "sd" params <>
// CHECK-NOT: arith.addf
func.func @raised(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
