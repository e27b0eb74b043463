// RUN: rope-opt %s -split-input-file -rope-materialize-frequencies | FileCheck %s

// theta = 10000, R = 4: f = (1, 10000^-1/2).
// CHECK-LABEL: func.func @default_schedule
// CHECK: params <scaling = #rope.custom<freqs = [1.000000e+00, 1.000000e-02]>, rotary_dim = 4>
func.func @default_schedule(%x: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %y = rope.apply %x layout "sd" params <rotary_dim = 4> : tensor<8x6xf32>
  return %y : tensor<8x6xf32>
}

// -----

// YaRN keeps its attention factor 0.1 ln 4 + 1; R = D = 4 comes from the type.
// CHECK-LABEL: func.func @yarn_schedule
// CHECK: #rope.custom<freqs = [1.000000e+00, 2.500000e-03], attention_factor = 1.1386294361119891>
func.func @yarn_schedule(%x: tensor<1x8x2x4xf32>) -> tensor<1x8x2x4xf32> {
  %y = rope.apply %x layout "bshd" params <scaling = #rope.yarn<factor = 4.0, original_max = 64>> : tensor<1x8x2x4xf32>
  return %y : tensor<1x8x2x4xf32>
}

// -----

// Attention and table ops carry params too; linear divides by the factor.
// CHECK-LABEL: func.func @attention_and_table
// CHECK: rope.cos_sin_table head_dim 4 params <scaling = #rope.custom<freqs = [5.000000e-01, 5.000000e-03]>>
// CHECK: rope.attention {{.*}} params <scaling = #rope.custom<freqs = [5.000000e-01, 5.000000e-03]>>
func.func @attention_and_table(%q: tensor<1x8x2x4xf32>) -> (tensor<8x2xf32>, tensor<1x8x2x4xf32>) {
  %c, %s = rope.cos_sin_table head_dim 4 params <scaling = #rope.linear<factor = 2.0>> : tensor<8x2xf32>
  %o = rope.attention %q, %q, %q layout "bshd" params <scaling = #rope.linear<factor = 2.0>> : tensor<1x8x2x4xf32>, tensor<1x8x2x4xf32>, tensor<1x8x2x4xf32>
  return %c, %o : tensor<8x2xf32>, tensor<1x8x2x4xf32>
}

// -----

// Runtime schedules (dynamic, longrope) and explicit ones stay as they are.
// CHECK-LABEL: func.func @left_alone
// CHECK: #rope.dynamic<factor = 2.000000e+00, original_max = 16>
// CHECK: #rope.custom<freqs = [2.500000e-01, 1.250000e-01]>
func.func @left_alone(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.dynamic<factor = 2.0, original_max = 16>> : tensor<8x4xf32>
  %z = rope.apply %y layout "sd" params <scaling = #rope.custom<freqs = [0.25, 0.125]>> : tensor<8x4xf32>
  return %z : tensor<8x4xf32>
}
