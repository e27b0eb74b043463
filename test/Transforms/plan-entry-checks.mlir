// RUN: rope-opt %s --split-input-file --rope-plan-entry-checks | FileCheck %s

// q and k share batch, tokens and head dim; each output has its input's
// shape; the offset argument must keep static_offset + n + S - 1 below 2^31.
// CHECK-LABEL: func.func @apply_qk
// CHECK-SAME: rope.entry_checks = {multiples = [], positions = [array<i64: 1, 2, 3, -1, 2147483648>], shapes = [array<i64: 1, -1, 4, 64>, array<i64: 1, -1, 2, 64>, array<i64>, array<i64: 1, -1, 4, 64>, array<i64: 1, -1, 2, 64>]}
func.func @apply_qk(%x: tensor<1x?x4x64xf32>, %k: tensor<1x?x2x64xf32>, %n: index) -> (tensor<1x?x4x64xf32>, tensor<1x?x2x64xf32>) {
  %y, %z = rope.apply %x, %k layout "bshd" offset %n : index static_offset 3 params <> : tensor<1x?x4x64xf32>, tensor<1x?x2x64xf32>
  return %y, %z : tensor<1x?x4x64xf32>, tensor<1x?x2x64xf32>
}

// -----

// Table positions must index rows of the tables (extent class -2).
// CHECK-LABEL: func.func @table
// CHECK-SAME: rope.entry_checks = {multiples = [], positions = [array<i64: 3, 2, 0, -1, -2>], shapes = [array<i64: -1, 64>, array<i64: -2, 32>, array<i64: -1>, array<i64: -1, 64>]}
func.func @table(%x: tensor<?x64xf32>, %c: tensor<?x32xf32>, %p: tensor<?xi32>) -> tensor<?x64xf32> {
  %y = rope.apply_table %x tables %c, %c : tensor<?x32xf32> layout "sd" positions %p : tensor<?xi32> params <> : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}

// -----

// Per-batch offsets; positions computed inside the function are not
// arguments and get no record (the kernels stay memory-safe for any value).
// CHECK-LABEL: func.func @batch_offsets
// CHECK-SAME: positions = [array<i64: 2, 1, 0, -1, 2147483648>]
func.func @batch_offsets(%x: tensor<2x?x4x64xbf16>, %o: tensor<2xi32>) -> tensor<2x?x4x64xbf16> {
  %y = rope.apply %x layout "bshd" batch_offsets %o : tensor<2xi32> params <> : tensor<2x?x4x64xbf16>
  return %y : tensor<2x?x4x64xbf16>
}

// CHECK-LABEL: func.func @computed_offset
// CHECK-SAME: rope.entry_checks = {multiples = [], positions = [], shapes = [array<i64: 8, 64>, array<i64>, array<i64: 8, 64>]}
func.func @computed_offset(%x: tensor<8x64xf32>, %n: index) -> tensor<8x64xf32> {
  %m = arith.addi %n, %n : index
  %y = rope.apply %x layout "sd" offset %m : index params <> : tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// Private functions are not entry points.
// CHECK-LABEL: func.func private @helper
// CHECK-NOT: rope.entry_checks
func.func private @helper(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  return %x : tensor<8x64xf32>
}

// -----

// rope.attention with dynamic head counts: query heads must be a multiple
// of kv heads (extent classes of q's and k's head axes).
// CHECK-LABEL: func.func @attention_heads
// CHECK-SAME:    rope.entry_checks = {multiples = [array<i64: -1, -2>]
func.func @attention_heads(%q: tensor<1x5x?x64xf32>, %k: tensor<1x7x?x64xf32>, %v: tensor<1x7x?x64xf32>) -> tensor<1x5x?x64xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" params <> : tensor<1x5x?x64xf32>, tensor<1x7x?x64xf32>, tensor<1x7x?x64xf32>
  return %o : tensor<1x5x?x64xf32>
}
