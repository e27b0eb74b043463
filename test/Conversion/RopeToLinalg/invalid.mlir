// RUN: rope-opt %s --convert-rope-to-linalg --split-input-file --verify-diagnostics

// convert-rope-to-linalg is the last rope lowering of the CPU pipeline:
// an op it has no pattern for is named at its location, with the target.
func.func @attention(%q: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  // expected-error @+2 {{'rope.attention' op has no lowering on the CPU target}}
  // expected-note @+1 {{convert-rope-to-linalg lowers rope.apply, rope.apply_table, rope.cos_sin_table}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
  return %o : tensor<1x4x2x8xf32>
}
