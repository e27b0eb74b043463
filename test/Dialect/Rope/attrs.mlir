// RUN: rope-opt %s -split-input-file | rope-opt -split-input-file | FileCheck %s

// Parse and print of every scaling variant; fields at their defaults vanish.

// CHECK-LABEL: func.func @default
// CHECK: params <scaling = #rope.default>
func.func @default(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.default> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @linear
// CHECK: params <theta = 1.000000e+06, scaling = #rope.linear<factor = 2.500000e+00>>
func.func @linear(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <theta = 1000000.0, scaling = #rope.linear<factor = 2.5>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @ntk
// CHECK: params <scaling = #rope.ntk<alpha = 8.000000e+00>>
func.func @ntk(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.ntk<alpha = 8.0>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic
// CHECK: params <scaling = #rope.dynamic<factor = 2.000000e+00, original_max = 4096>>
func.func @dynamic(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.dynamic<factor = 2.0, original_max = 4096>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Explicitly written defaults (beta_fast = 32, beta_slow = 1, truncate = true)
// are not printed.
// CHECK-LABEL: func.func @yarn_defaults
// CHECK: params <scaling = #rope.yarn<factor = 4.000000e+00, original_max = 4096>>
func.func @yarn_defaults(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 4.0, original_max = 4096, beta_fast = 32.0, beta_slow = 1.0, truncate = true>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @yarn_all_fields
// CHECK: #rope.yarn<factor = 4.000000e+01, original_max = 4096, beta_fast = 1.600000e+01, beta_slow = 2.000000e+00, attention_factor = 0.70710678118654757, mscale = 1.000000e+00, mscale_all_dim = 5.000000e-01, truncate = false>
func.func @yarn_all_fields(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 40.0, original_max = 4096, beta_fast = 16.0, beta_slow = 2.0, attention_factor = 0.70710678118654757, mscale = 1.0, mscale_all_dim = 0.5, truncate = false>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @llama3
// CHECK: #rope.llama3<factor = 8.000000e+00, low_freq_factor = 1.000000e+00, high_freq_factor = 4.000000e+00, original_max = 8192>
func.func @llama3(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <theta = 500000.0, scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Arrays print every digit so they parse back to the same float64.
// CHECK-LABEL: func.func @longrope
// CHECK: #rope.longrope<short_factor = [1.000000e+00, 1.0123456789012344, 1.500000e+00, 2.000000e+00], long_factor = [2.000000e+00, 3.000000e+00, 4.000000e+00, 8.000000e+00], original_max = 4096, factor = 3.200000e+01>
func.func @longrope(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.longrope<short_factor = [1.0, 1.0123456789012344, 1.5, 2.0], long_factor = [2.0, 3.0, 4.0, 8.0], original_max = 4096, factor = 32.0>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @custom
// CHECK: #rope.custom<freqs = [1.000000e+00, 1.000000e-01, 1.000000e-02, 0.0012345678901234567], attention_factor = 1.250000e+00>
func.func @custom(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.custom<freqs = [1.0, 0.1, 0.01, 0.0012345678901234567], attention_factor = 1.25>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @all_channel_fields
// CHECK: params <theta = 5.000000e+04, rotary_dim = 4, pairing = interleaved, partial = offset, rotary_offset = 2, position_scale = 2.500000e-01>
func.func @all_channel_fields(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <theta = 50000.0, rotary_dim = 4, pairing = interleaved, partial = offset, rotary_offset = 2, position_scale = 0.25> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// The axis roles of a layout, in the generic attribute syntax.
// CHECK-LABEL: func.func @layout
// CHECK-SAME: l = #rope.layout<"bhsd">
func.func @layout() attributes {l = #rope.layout<"bhsd">} { return }
