// RUN: rope-opt %s -split-input-file -canonicalize | FileCheck %s

// inverse(forward(x)) with the same parameters and positions is x.
// CHECK-LABEL: func.func @inverse_after_forward
// CHECK-SAME: (%[[X:.+]]: tensor<2x16x4x64xf32>, %[[N:.+]]: index)
// CHECK-NOT: rope.apply
// CHECK: return %[[X]]
func.func @inverse_after_forward(%x: tensor<2x16x4x64xf32>, %n: index) -> tensor<2x16x4x64xf32> {
  %y = rope.apply %x layout "bshd" offset %n : index params <scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>> : tensor<2x16x4x64xf32>
  %z = rope.apply %y layout "bshd" offset %n : index inverse params <scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>> : tensor<2x16x4x64xf32>
  return %z : tensor<2x16x4x64xf32>
}

// -----

// Forward after inverse folds too, for queries and keys together; the
// sequence-dependent dynamic schedule is fine because positions are equal.
// CHECK-LABEL: func.func @forward_after_inverse_q_and_k
// CHECK-SAME: (%[[Q:.+]]: tensor<8x4x32xf32>, %[[K:.+]]: tensor<8x2x32xf32>, %[[P:.+]]: tensor<8xi32>)
// CHECK-NOT: rope.apply
// CHECK: return %[[Q]], %[[K]]
func.func @forward_after_inverse_q_and_k(%q: tensor<8x4x32xf32>, %k: tensor<8x2x32xf32>, %p: tensor<8xi32>) -> (tensor<8x4x32xf32>, tensor<8x2x32xf32>) {
  %a, %b = rope.apply %q, %k layout "shd" positions %p : tensor<8xi32> inverse params <scaling = #rope.dynamic<factor = 2.0, original_max = 4>> : tensor<8x4x32xf32>, tensor<8x2x32xf32>
  %c, %d = rope.apply %a, %b layout "shd" positions %p : tensor<8xi32> params <scaling = #rope.dynamic<factor = 2.0, original_max = 4>> : tensor<8x4x32xf32>, tensor<8x2x32xf32>
  return %c, %d : tensor<8x4x32xf32>, tensor<8x2x32xf32>
}

// -----

// With an attention factor a != 1 the pair scales x by a^2: no fold.
// CHECK-LABEL: func.func @no_fold_attention_factor
// CHECK: rope.apply
// CHECK: rope.apply {{.*}} inverse
func.func @no_fold_attention_factor(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 4.0, original_max = 16>> : tensor<16x64xf32>
  %z = rope.apply %y layout "sd" inverse params <scaling = #rope.yarn<factor = 4.0, original_max = 16>> : tensor<16x64xf32>
  return %z : tensor<16x64xf32>
}

// -----

// Different positions: no fold.
// CHECK-LABEL: func.func @no_fold_different_positions
// CHECK: rope.apply {{.*}} static_offset 1
// CHECK: rope.apply {{.*}} static_offset 2 inverse
func.func @no_fold_different_positions(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %y = rope.apply %x layout "sd" static_offset 1 params <> : tensor<16x64xf32>
  %z = rope.apply %y layout "sd" static_offset 2 inverse params <> : tensor<16x64xf32>
  return %z : tensor<16x64xf32>
}

// -----

// Different parameters: no fold.
// CHECK-LABEL: func.func @no_fold_different_params
// CHECK: rope.apply {{.*}} params <>
// CHECK: rope.apply {{.*}} inverse params <pairing = interleaved>
func.func @no_fold_different_params(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %y = rope.apply %x layout "sd" params <> : tensor<16x64xf32>
  %z = rope.apply %y layout "sd" inverse params <pairing = interleaved> : tensor<16x64xf32>
  return %z : tensor<16x64xf32>
}

// -----

// Undoing only the queries of a q/k rotation folds that input alone; the
// rotation then has keys only.
// CHECK-LABEL: func.func @fold_one_input_of_q_and_k
// CHECK-SAME: (%[[Q:.+]]: tensor<8x4x32xf32>, %[[K:.+]]: tensor<8x4x32xf32>)
// CHECK: %[[R:.+]] = rope.apply %[[K]] layout
// CHECK-NOT: rope.apply
// CHECK: return %[[Q]], %[[R]]
func.func @fold_one_input_of_q_and_k(%q: tensor<8x4x32xf32>, %k: tensor<8x4x32xf32>) -> (tensor<8x4x32xf32>, tensor<8x4x32xf32>) {
  %a, %b = rope.apply %q, %k layout "shd" params <> : tensor<8x4x32xf32>, tensor<8x4x32xf32>
  %c = rope.apply %a layout "shd" inverse params <> : tensor<8x4x32xf32>
  return %c, %b : tensor<8x4x32xf32>, tensor<8x4x32xf32>
}

// -----

// Keys then queries, undone in swapped order: each input maps back.
// CHECK-LABEL: func.func @fold_swapped_inputs
// CHECK-SAME: (%[[Q:.+]]: tensor<8x4x32xf32>, %[[K:.+]]: tensor<8x4x32xf32>)
// CHECK-NOT: rope.apply
// CHECK: return %[[K]], %[[Q]]
func.func @fold_swapped_inputs(%q: tensor<8x4x32xf32>, %k: tensor<8x4x32xf32>) -> (tensor<8x4x32xf32>, tensor<8x4x32xf32>) {
  %a, %b = rope.apply %q, %k layout "shd" params <> : tensor<8x4x32xf32>, tensor<8x4x32xf32>
  %c, %d = rope.apply %b, %a layout "shd" inverse params <> : tensor<8x4x32xf32>, tensor<8x4x32xf32>
  return %c, %d : tensor<8x4x32xf32>, tensor<8x4x32xf32>
}

// -----

// One input does not come from a matching rotation: no fold.
// CHECK-LABEL: func.func @no_fold_unrotated_input
// CHECK: rope.apply
// CHECK: rope.apply {{.*}} inverse
func.func @no_fold_unrotated_input(%q: tensor<8x4x32xf32>, %k: tensor<8x4x32xf32>) -> (tensor<8x4x32xf32>, tensor<8x4x32xf32>) {
  %a = rope.apply %q layout "shd" params <> : tensor<8x4x32xf32>
  %c, %d = rope.apply %a, %k layout "shd" inverse params <> : tensor<8x4x32xf32>, tensor<8x4x32xf32>
  return %c, %d : tensor<8x4x32xf32>, tensor<8x4x32xf32>
}

// -----

// Two rotations by explicit positions stay apart: each tensor is valid below
// 2^31 but their sum may not be, and an i32 sum would wrap.
// CHECK-LABEL: func.func @no_compose_positions
// CHECK-NOT: arith.addi
// CHECK: %[[Y:.+]] = rope.apply %{{.+}} layout "sd" positions
// CHECK: rope.apply %[[Y]] layout "sd" positions
func.func @no_compose_positions(%x: tensor<8x64xf32>, %p1: tensor<8xi32>, %p2: tensor<8xi32>) -> tensor<8x64xf32> {
  %y = rope.apply %x layout "sd" positions %p1 : tensor<8xi32> params <theta = 500000.0> : tensor<8x64xf32>
  %z = rope.apply %y layout "sd" positions %p2 : tensor<8xi32> params <theta = 500000.0> : tensor<8x64xf32>
  return %z : tensor<8x64xf32>
}

// -----

// Run-time offsets of one token stay apart for the same reason (i32, i64 and
// index alike).
// CHECK-LABEL: func.func @no_compose_runtime_offsets
// CHECK-NOT: arith.addi
// CHECK: %[[Y:.+]] = rope.apply %{{.+}} layout "bshd" offset %{{.+}} : i32 static_offset 3
// CHECK: rope.apply %[[Y]] layout "bshd" offset %{{.+}} : i32 static_offset 4
func.func @no_compose_runtime_offsets(%x: tensor<2x1x8x64xbf16>, %a: i32, %b: i32) -> tensor<2x1x8x64xbf16> {
  %y = rope.apply %x layout "bshd" offset %a : i32 static_offset 3 inverse params <rotary_dim = 32> : tensor<2x1x8x64xbf16>
  %z = rope.apply %y layout "bshd" offset %b : i32 static_offset 4 inverse params <rotary_dim = 32> : tensor<2x1x8x64xbf16>
  return %z : tensor<2x1x8x64xbf16>
}

// -----

// A single token (decode) at static offsets: the offsets add exactly.
// CHECK-LABEL: func.func @compose_decode_offsets
// CHECK-SAME: (%[[X:.+]]: tensor<2x1x8x64xbf16>)
// CHECK: %[[R:.+]] = rope.apply %[[X]] layout "bshd" static_offset 7 inverse params <rotary_dim = 32>
// CHECK-NOT: rope.apply
// CHECK: return %[[R]]
func.func @compose_decode_offsets(%x: tensor<2x1x8x64xbf16>) -> tensor<2x1x8x64xbf16> {
  %y = rope.apply %x layout "bshd" static_offset 3 inverse params <rotary_dim = 32> : tensor<2x1x8x64xbf16>
  %z = rope.apply %y layout "bshd" static_offset 4 inverse params <rotary_dim = 32> : tensor<2x1x8x64xbf16>
  return %z : tensor<2x1x8x64xbf16>
}

// -----

// Two valid offsets whose sum leaves [0, 2^31) are not composed.
// CHECK-LABEL: func.func @no_compose_past_position_limit
// CHECK: rope.apply {{.*}} static_offset 1610612736
// CHECK: rope.apply {{.*}} static_offset 1610612736
func.func @no_compose_past_position_limit(%x: tensor<1x64xf32>) -> tensor<1x64xf32> {
  %y = rope.apply %x layout "sd" static_offset 1610612736 params <> : tensor<1x64xf32>
  %z = rope.apply %y layout "sd" static_offset 1610612736 params <> : tensor<1x64xf32>
  return %z : tensor<1x64xf32>
}

// -----

// With S > 1 the summed positions o1 + o2 + 2s are not an offset: no compose.
// CHECK-LABEL: func.func @no_compose_offsets_long_sequence
// CHECK: rope.apply {{.*}} static_offset 3
// CHECK: rope.apply {{.*}} static_offset 4
func.func @no_compose_offsets_long_sequence(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %y = rope.apply %x layout "sd" static_offset 3 params <> : tensor<4x64xf32>
  %z = rope.apply %y layout "sd" static_offset 4 params <> : tensor<4x64xf32>
  return %z : tensor<4x64xf32>
}

// -----

// Sequence-dependent frequencies (longrope) change with the positions: no compose.
// CHECK-LABEL: func.func @no_compose_runtime_schedule
// CHECK: rope.apply
// CHECK: rope.apply
func.func @no_compose_runtime_schedule(%x: tensor<8x4xf32>, %p1: tensor<8xi32>, %p2: tensor<8xi32>) -> tensor<8x4xf32> {
  %y = rope.apply %x layout "sd" positions %p1 : tensor<8xi32> params <scaling = #rope.longrope<short_factor = [1.0, 2.0], long_factor = [4.0, 8.0], original_max = 16>> : tensor<8x4xf32>
  %z = rope.apply %y layout "sd" positions %p2 : tensor<8xi32> params <scaling = #rope.longrope<short_factor = [1.0, 2.0], long_factor = [4.0, 8.0], original_max = 16>> : tensor<8x4xf32>
  return %z : tensor<8x4xf32>
}

// -----

// An attention factor would be applied twice: no compose.
// CHECK-LABEL: func.func @no_compose_attention_factor
// CHECK: rope.apply
// CHECK: rope.apply
func.func @no_compose_attention_factor(%x: tensor<1x64xf32>) -> tensor<1x64xf32> {
  %y = rope.apply %x layout "sd" static_offset 3 params <scaling = #rope.custom<freqs = [1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125], attention_factor = 2.0>> : tensor<1x64xf32>
  %z = rope.apply %y layout "sd" static_offset 4 params <scaling = #rope.custom<freqs = [1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125, 1.0, 0.5, 0.25, 0.125], attention_factor = 2.0>> : tensor<1x64xf32>
  return %z : tensor<1x64xf32>
}

// -----

// Forward then inverse with different offsets is not a same-direction pair.
// CHECK-LABEL: func.func @no_compose_mixed_direction
// CHECK: rope.apply {{.*}} static_offset 3 params
// CHECK: rope.apply {{.*}} static_offset 4 inverse
func.func @no_compose_mixed_direction(%x: tensor<1x64xf32>) -> tensor<1x64xf32> {
  %y = rope.apply %x layout "sd" static_offset 3 params <> : tensor<1x64xf32>
  %z = rope.apply %y layout "sd" static_offset 4 inverse params <> : tensor<1x64xf32>
  return %z : tensor<1x64xf32>
}

// -----

// The inner rotation has another use: composing would duplicate work.
// CHECK-LABEL: func.func @no_compose_multiple_uses
// CHECK: %[[Y:.+]] = rope.apply
// CHECK: rope.apply %[[Y]]
func.func @no_compose_multiple_uses(%x: tensor<8x64xf32>, %p1: tensor<8xi32>, %p2: tensor<8xi32>) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %y = rope.apply %x layout "sd" positions %p1 : tensor<8xi32> params <> : tensor<8x64xf32>
  %z = rope.apply %y layout "sd" positions %p2 : tensor<8xi32> params <> : tensor<8x64xf32>
  return %y, %z : tensor<8x64xf32>, tensor<8x64xf32>
}

// -----

// Unused rotations are pure and disappear.
// CHECK-LABEL: func.func @dead_rotation
// CHECK-NOT: rope.
func.func @dead_rotation(%x: tensor<8x64xf32>, %q: tensor<1x8x2x64xf32>) {
  %y = rope.apply %x layout "sd" params <> : tensor<8x64xf32>
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x8x2x64xf32>, tensor<1x8x2x64xf32>, tensor<1x8x2x64xf32>
  return
}

// -----

// A q/k pair whose q result nothing reads rotates k alone, with the same
// positions, params and inverse flag.
// CHECK-LABEL: func.func @drop_unused_rotation
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x8x64xf32>, %[[K:[^:]+]]: tensor<1x2x8x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[R:.+]] = rope.apply %[[K]] layout "bhsd" offset %[[N]] : index static_offset 3 inverse params <theta = 5.000000e+05> : tensor<1x2x8x64xf32>
// CHECK-NEXT: return %[[R]]
func.func @drop_unused_rotation(%q: tensor<1x4x8x64xf32>, %k: tensor<1x2x8x64xf32>, %n: index) -> tensor<1x2x8x64xf32> {
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index static_offset 3 inverse params <theta = 5.000000e+05> : tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>
  return %kr : tensor<1x2x8x64xf32>
}

// -----

// Both results read: nothing changes.
// CHECK-LABEL: func.func @keep_used_rotations
// CHECK-NEXT: %[[R:.+]]:2 = rope.apply
// CHECK-NEXT: return %[[R]]#1, %[[R]]#0
func.func @keep_used_rotations(%q: tensor<1x4x8x64xf32>, %k: tensor<1x2x8x64xf32>) -> (tensor<1x2x8x64xf32>, tensor<1x4x8x64xf32>) {
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>
  return %kr, %qr : tensor<1x2x8x64xf32>, tensor<1x4x8x64xf32>
}
