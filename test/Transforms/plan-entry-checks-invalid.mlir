// RUN: rope-opt %s --rope-plan-entry-checks -split-input-file -verify-diagnostics

// Table rows are read at the positions: one computed inside the function
// (here a tile's shifted offset) cannot be checked at the entry point.
func.func @shifted_offset(%x: tensor<4x64xf32>, %c: tensor<16x32xf32>, %n: index) -> tensor<4x64xf32> {
  %c4 = arith.constant 4 : index
  %shifted = arith.addi %n, %c4 : index
  // expected-error @+1 {{'rope.apply_table' op reads its tables at run-time positions computed inside the function, which the entry point cannot check against the table rows; pass them as function arguments}}
  %y = rope.apply_table %x tables %c, %c : tensor<16x32xf32> layout "sd" offset %shifted : index params <> : tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}

// -----

func.func @sliced_positions(%x: tensor<4x64xf32>, %c: tensor<16x32xf32>, %p: tensor<8xi32>) -> tensor<4x64xf32> {
  %q = tensor.extract_slice %p[2] [4] [1] : tensor<8xi32> to tensor<4xi32>
  // expected-error @+1 {{'rope.apply_table' op reads its tables at run-time positions computed inside the function}}
  %y = rope.apply_table %x tables %c, %c : tensor<16x32xf32> layout "sd" positions %q : tensor<4xi32> params <> : tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}

// -----

// Params-driven rotations read no table: their computed offsets stay legal.
func.func @computed_offset_without_tables(%x: tensor<4x64xf32>, %n: index) -> tensor<4x64xf32> {
  %c4 = arith.constant 4 : index
  %shifted = arith.addi %n, %c4 : index
  %y = rope.apply %x layout "sd" offset %shifted : index params <> : tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}
