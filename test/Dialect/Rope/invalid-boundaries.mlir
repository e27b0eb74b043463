// RUN: rope-opt %s -split-input-file -verify-diagnostics
//
// Values at the int64 and float limits: every check is computed without
// wrapping, and parameters whose formulas are not finite are refused.

func.func @rotary_offset_int64_max(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{rotary block of 32 channels at offset 9223372036854775807 does not fit the head dim 64}}
  %y = rope.apply %x layout "sd" params <rotary_dim = 32, partial = offset, rotary_offset = 9223372036854775807> : tensor<4x64xf32>
  return
}

// -----

func.func @rotary_offset_int64_min(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{rotary_offset must be non-negative, got -9223372036854775808}}
  %y = rope.apply %x layout "sd" params <rotary_dim = 32, partial = offset, rotary_offset = -9223372036854775808> : tensor<4x64xf32>
  return
}

// -----

func.func @static_offset_int64_max(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{static_offset must be in [0, 2^31), got 9223372036854775807}}
  %y = rope.apply %x layout "sd" static_offset 9223372036854775807 params <> : tensor<4x64xf32>
  return
}

// -----

func.func @static_offset_dynamic_tokens(%x: tensor<?x64xf32>) {
  // expected-error @+1 {{static_offset must be in [0, 2^31), got 2147483648}}
  %y = rope.apply %x layout "sd" static_offset 2147483648 params <> : tensor<?x64xf32>
  return
}

// -----

func.func @last_position_past_limit(%x: tensor<2x64xf32>) {
  // expected-error @+1 {{static positions reach 2147483648, beyond the valid range [0, 2^31)}}
  %y = rope.apply %x layout "sd" static_offset 2147483647 params <> : tensor<2x64xf32>
  return
}

// -----

// The last valid position is fine.
func.func @last_valid_position(%x: tensor<1x64xf32>) {
  %y = rope.apply %x layout "sd" static_offset 2147483647 params <> : tensor<1x64xf32>
  return
}

// -----

func.func @huge_sequence(%x: tensor<9223372036854775807x2xf32>) {
  // expected-error @+1 {{input #0 ('tensor<9223372036854775807x2xf32>') is larger than 2^63 bytes}}
  %y = rope.apply %x layout "sd" params <> : tensor<9223372036854775807x2xf32>
  return
}

// -----

func.func @head_dim_2_pow_40(%x: tensor<1x1099511627776xf32>) {
  // expected-error @+1 {{head dim must be in [2, 65536], got 1099511627776}}
  %y = rope.apply %x layout "sd" params <> : tensor<1x1099511627776xf32>
  return
}

// -----

func.func @table_rows_past_offset(%x: tensor<4x64xf32>, %c: tensor<8x32xf32>) {
  // expected-error @+1 {{static positions reach 2147483650, beyond the valid range [0, 2^31)}}
  %y = rope.apply_table %x tables %c, %c : tensor<8x32xf32> layout "sd" static_offset 2147483647 params <> : tensor<4x64xf32>
  return
}

// -----

func.func @table_rows_short(%x: tensor<4x64xf32>, %c: tensor<8x32xf32>) {
  // expected-error @+1 {{positions reach 9 but the tables have 8 rows}}
  %y = rope.apply_table %x tables %c, %c : tensor<8x32xf32> layout "sd" static_offset 6 params <> : tensor<4x64xf32>
  return
}

// -----

// expected-error @+1 {{original_max must be in [1, 2^31], got 9223372036854775807}}
func.func @longrope_original_max_int64_max() attributes {p = #rope.longrope<short_factor = [1.0, 2.0], long_factor = [4.0, 8.0], original_max = 9223372036854775807>} { return }

// -----

// ln(original_max) = 0 divides the default longrope attention factor.
func.func @longrope_original_max_one(%x: tensor<4x4xf32>) {
  // expected-error @+1 {{the longrope parameters give an attention factor that is not finite and positive (inf)}}
  %y = rope.apply %x layout "sd" params <scaling = #rope.longrope<short_factor = [1.0, 2.0], long_factor = [4.0, 8.0], original_max = 1, factor = 2.0>> : tensor<4x4xf32>
  return
}

// -----

func.func @yarn_subnormal_beta(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{the yarn parameters give a frequency that is not finite}}
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 4.0, original_max = 4096, beta_fast = 1.0e-320>> : tensor<4x64xf32>
  return
}

// -----

func.func @yarn_huge_factor(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{the yarn parameters give an attention factor that is not finite and positive}}
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 1.0e300, original_max = 4096, mscale = 1.0e308, mscale_all_dim = 1.0>> : tensor<4x64xf32>
  return
}

// -----

func.func @cos_sin_table_static_offset() {
  // expected-error @+1 {{static_offset must be in [0, 2^31), got -9223372036854775808}}
  %c, %s = rope.cos_sin_table head_dim 64 static_offset -9223372036854775808 params <> : tensor<4x32xf32>
  return
}

// -----

func.func @attention_heads_int64(%q: tensor<1x4x2x64xf32>, %k: tensor<1x4x9223372036854775807x64xf32>) {
  // expected-error @+1 {{k ('tensor<1x4x9223372036854775807x64xf32>') is larger than 2^63 bytes}}
  %o = rope.attention %q, %k, %k layout "bshd" params <> : tensor<1x4x2x64xf32>, tensor<1x4x9223372036854775807x64xf32>, tensor<1x4x9223372036854775807x64xf32>
  return
}

// -----

// Element types no backend computes in are refused by the verifier.
func.func @f64_input(%x: tensor<4x64xf64>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of 16- or 32-bit float values, but got 'tensor<4x64xf64>'}}
  %y = rope.apply %x layout "sd" params <> : tensor<4x64xf64>
  return
}

// -----

func.func @f80_input(%x: tensor<4x64xf80>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of 16- or 32-bit float values, but got 'tensor<4x64xf80>'}}
  %y = rope.apply %x layout "sd" params <> : tensor<4x64xf80>
  return
}

// -----

func.func @i128_offset(%x: tensor<4x64xf32>, %n: i128) {
  // expected-error @+1 {{operand #1 must be i32, i64 or index, but got 'i128'}}
  %y = rope.apply %x layout "sd" offset %n : i128 params <> : tensor<4x64xf32>
  return
}

// -----

func.func @i128_positions(%x: tensor<4x64xf32>, %p: tensor<4xi128>) {
  // expected-error @+1 {{must be ranked tensor of i32, i64 or index values, but got 'tensor<4xi128>'}}
  %y = rope.apply %x layout "sd" positions %p : tensor<4xi128> params <> : tensor<4x64xf32>
  return
}

// -----

func.func @f64_tables() {
  // expected-error @+1 {{result #0 must be ranked tensor of 16- or 32-bit float values, but got 'tensor<4x32xf64>'}}
  %c, %s = rope.cos_sin_table head_dim 64 params <> : tensor<4x32xf64>
  return
}

// -----

func.func @tables_dynamic_rows_offset(%n: index) {
  // expected-error @+1 {{tables with a dynamic number of rows need explicit positions (nothing else gives the count)}}
  %c, %s = rope.cos_sin_table head_dim 64 offset %n : index params <> : tensor<?x32xf32>
  return
}
