// RUN: rope-opt %s --convert-rope-to-vector=vector-bits=512 --split-input-file -verify-diagnostics | FileCheck %s

// convert-rope-to-vector builds each rope.apply as its #rope.cpu_apply_plan
// says: the plan's vector width, not the pass option's.
// CHECK-LABEL: func.func @planned_width
// CHECK-NOT:     rope.apply
// CHECK:         vector.transfer_read %{{.*}} : tensor<1x4x2x64xf32>, vector<4xf32>
// CHECK:         vector.transfer_write %{{.*}} : vector<4xf32>, tensor<1x1x2x64xf32>
// CHECK-NOT:     vector<16xf32>
func.func @planned_width(%q: tensor<1x4x2x64xf32>) -> tensor<1x4x2x64xf32> {
  %r = rope.apply %q layout "bshd" params <> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 128, unrolled = true>} : tensor<1x4x2x64xf32>
  return %r : tensor<1x4x2x64xf32>
}

// -----

// Rows the plan does not unroll are left to convert-rope-to-linalg.
// CHECK-LABEL: func.func @left_to_loops
// CHECK:         rope.apply %{{.*}} {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 512, unrolled = false>}
func.func @left_to_loops(%q: tensor<1x4x2x64xf32>) -> tensor<1x4x2x64xf32> {
  %r = rope.apply %q layout "bshd" params <> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 512, unrolled = false>} : tensor<1x4x2x64xf32>
  return %r : tensor<1x4x2x64xf32>
}

// -----

// A stored plan does not lift the unrolling limit.
func.func @unrolled_too_long(%q: tensor<1x4x2x1024xf32>) -> tensor<1x4x2x1024xf32> {
  // expected-error @+1 {{'rope.apply' op has a CPU apply plan that unrolls rows of head dim 1024, above 512}}
  %r = rope.apply %q layout "bshd" params <> {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 512, unrolled = true>} : tensor<1x4x2x1024xf32>
  return %r : tensor<1x4x2x1024xf32>
}
