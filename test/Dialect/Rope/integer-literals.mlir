// RUN: rope-opt %s -split-input-file | rope-opt -split-input-file | FileCheck %s

// Float parameters accept integer literals; they print as floats, which
// parse back to the same values.

// CHECK-LABEL: func.func @params
// CHECK: params <theta = 5.000000e+05, position_scale = 2.000000e+00>
func.func @params(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <theta = 500000, position_scale = 2> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @yarn
// CHECK: #rope.yarn<factor = 4.000000e+00, original_max = 4096, beta_fast = 1.600000e+01, beta_slow = 2.000000e+00, attention_factor = 1.000000e+00, mscale = 1.000000e+00, mscale_all_dim = 0.000000e+00>
func.func @yarn(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 4, original_max = 4096, beta_fast = 16, beta_slow = 2, attention_factor = 1, mscale = 1, mscale_all_dim = 0>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @llama3_linear_custom
// CHECK-SAME: custom = #rope.custom<freqs = [1.000000e+00, 5.000000e-01, 2.000000e+00, 2.500000e-01]>
// CHECK-SAME: linear = #rope.linear<factor = 3.000000e+00>
// CHECK: #rope.llama3<factor = 8.000000e+00, low_freq_factor = 1.000000e+00, high_freq_factor = 4.000000e+00, original_max = 8192>
func.func @llama3_linear_custom(%x: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {linear = #rope.linear<factor = 3>, custom = #rope.custom<freqs = [1, 0.5, 2, 0.25]>} {
  %y = rope.apply %x layout "sd" params <scaling = #rope.llama3<factor = 8, low_freq_factor = 1, high_freq_factor = 4, original_max = 8192>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Integers beyond 2^53 round to the nearest double (2^53 here), as a float
// literal does; that value prints as its bit pattern, which reads back.
// CHECK-LABEL: func.func @large
// CHECK: params <theta = 0x4340000000000000>
func.func @large(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <theta = 9007199254740993> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
