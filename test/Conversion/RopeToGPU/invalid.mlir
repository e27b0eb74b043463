// RUN: rope-opt %s --convert-rope-to-gpu --split-input-file --verify-diagnostics
// RUN: not rope-opt %s --convert-rope-to-gpu=max-block-size=48 --split-input-file 2>&1 | FileCheck %s

// CHECK: error: convert-rope-to-gpu: max-block-size must be a multiple of 32 in [32, 1024], got 48

func.func @dynamic_heads(%x: tensor<2x?x64xf32>) -> tensor<2x?x64xf32> {
  // expected-error @+1 {{the GPU lowering needs static head and head_dim extents}}
  %y = rope.apply %x layout "shd" params <> : tensor<2x?x64xf32>
  return %y : tensor<2x?x64xf32>
}
