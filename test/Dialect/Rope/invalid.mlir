// RUN: rope-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// rope.apply
//===----------------------------------------------------------------------===//

func.func @three_inputs(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{expects one or two inputs (queries, or queries and keys), got 3}}
  %a, %b, %c = rope.apply %x, %x, %x layout "sd" params <> : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  return
}

// -----

func.func @layout_unknown_axis(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{layout 'xd' has unknown axis 'x' (expected b, s, h, d)}}
  %y = rope.apply %x layout "xd" params <> : tensor<4x8xf32>
  return
}

// -----

func.func @layout_repeated_axis(%x: tensor<4x4x8xf32>) {
  // expected-error @+1 {{layout 'ssd' names axis 's' twice}}
  %y = rope.apply %x layout "ssd" params <> : tensor<4x4x8xf32>
  return
}

// -----

func.func @layout_head_dim_not_last(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{layout 'ds' must end with the head-dim axis 'd'}}
  %y = rope.apply %x layout "ds" params <> : tensor<4x8xf32>
  return
}

// -----

func.func @layout_without_sequence(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{layout 'hd' has no sequence axis 's'}}
  %y = rope.apply %x layout "hd" params <> : tensor<4x8xf32>
  return
}

// -----

func.func @layout_too_long(%x: tensor<1x1x1x1x8xf32>) {
  // expected-error @+1 {{layout 'bshdd' must name 2 to 4 axes}}
  %y = rope.apply %x layout "bshdd" params <> : tensor<1x1x1x1x8xf32>
  return
}

// -----

func.func @rank_mismatch(%x: tensor<2x4x8xf32>) {
  // expected-error @+1 {{input #0 has rank 3 but layout 'bshd' names 4 axes}}
  %y = rope.apply %x layout "bshd" params <> : tensor<2x4x8xf32>
  return
}

// -----

func.func @dynamic_head_dim(%x: tensor<4x?xf32>) {
  // expected-error @+1 {{input #0 must have a static head dim}}
  %y = rope.apply %x layout "sd" params <> : tensor<4x?xf32>
  return
}

// -----

func.func @qk_head_dims_differ(%q: tensor<4x2x64xf32>, %k: tensor<4x1x128xf32>) {
  // expected-error @+1 {{inputs have different head dims (64 and 128)}}
  %a, %b = rope.apply %q, %k layout "shd" params <> : tensor<4x2x64xf32>, tensor<4x1x128xf32>
  return
}

// -----

func.func @qk_sequences_differ(%q: tensor<4x2x64xf32>, %k: tensor<5x1x64xf32>) {
  // expected-error @+1 {{inputs must share batch and sequence extents, got 'tensor<4x2x64xf32>' and 'tensor<5x1x64xf32>'}}
  %a, %b = rope.apply %q, %k layout "shd" params <> : tensor<4x2x64xf32>, tensor<5x1x64xf32>
  return
}

// -----

func.func @two_position_sources(%x: tensor<4x8xf32>, %n: index, %p: tensor<4xi32>) {
  // expected-error @+1 {{expects at most one of offset, batch_offsets and positions}}
  %y = rope.apply %x layout "sd" offset %n : index positions %p : tensor<4xi32> params <> : tensor<4x8xf32>
  return
}

// -----

func.func @negative_static_offset(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{static_offset must be in [0, 2^31), got -3}}
  %y = rope.apply %x layout "sd" static_offset -3 params <> : tensor<4x8xf32>
  return
}

// -----

func.func @static_offset_with_positions(%x: tensor<4x8xf32>, %p: tensor<4xi32>) {
  // expected-error @+1 {{static_offset cannot be combined with explicit positions}}
  %y = rope.apply %x layout "sd" positions %p : tensor<4xi32> static_offset 2 params <> : tensor<4x8xf32>
  return
}

// -----

func.func @batch_offsets_without_batch(%x: tensor<4x8xf32>, %o: tensor<1xi32>) {
  // expected-error @+1 {{batch_offsets need a batch axis 'b' in the layout}}
  %y = rope.apply %x layout "sd" batch_offsets %o : tensor<1xi32> params <> : tensor<4x8xf32>
  return
}

// -----

func.func @batch_offsets_size(%x: tensor<2x4x8xf32>, %o: tensor<3xi32>) {
  // expected-error @+1 {{batch_offsets has 3 entries but the batch has 2 rows}}
  %y = rope.apply %x layout "bsd" batch_offsets %o : tensor<3xi32> params <> : tensor<2x4x8xf32>
  return
}

// -----

func.func @positions_shape(%x: tensor<2x4x8xf32>, %p: tensor<2x5xi32>) {
  // expected-error @+1 {{positions must have shape [S] or [B, S] matching the tokens ('tensor<2x4x8xf32>'), got 'tensor<2x5xi32>'}}
  %y = rope.apply %x layout "bsd" positions %p : tensor<2x5xi32> params <> : tensor<2x4x8xf32>
  return
}

// -----

func.func @positions_not_integer(%x: tensor<4x8xf32>, %p: tensor<4xf32>) {
  // expected-error @+1 {{operand #1 must be ranked tensor of i32, i64 or index values, but got 'tensor<4xf32>'}}
  %y = rope.apply %x layout "sd" positions %p : tensor<4xf32> params <> : tensor<4x8xf32>
  return
}

// -----

func.func @static_positions_overflow(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{static positions reach 2147483649, beyond the valid range [0, 2^31)}}
  %y = rope.apply %x layout "sd" static_offset 2147483646 params <> : tensor<4x8xf32>
  return
}

// -----

func.func @input_not_float(%x: tensor<4x8xi32>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of 16- or 32-bit float values, but got 'tensor<4x8xi32>'}}
  %y = rope.apply %x layout "sd" params <> : tensor<4x8xi32>
  return
}

// -----

func.func @rotary_dim_exceeds_head_dim(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{rotary_dim (128) exceeds the head dim (64)}}
  %y = rope.apply %x layout "sd" params <rotary_dim = 128> : tensor<4x64xf32>
  return
}

// -----

func.func @head_dim_too_small(%x: tensor<4x1xf32>) {
  // expected-error @+1 {{head dim must be in [2, 65536], got 1}}
  %y = rope.apply %x layout "sd" params <> : tensor<4x1xf32>
  return
}

// -----

func.func @odd_head_dim(%x: tensor<4x7xf32>) {
  // expected-error @+1 {{rotary_dim must be even and at least 2, got 7}}
  %y = rope.apply %x layout "sd" params <> : tensor<4x7xf32>
  return
}

// -----

func.func @offset_block_out_of_range(%x: tensor<4x64xf32>) {
  // expected-error @+1 {{rotary block of 32 channels at offset 48 does not fit the head dim 64}}
  %y = rope.apply %x layout "sd" params <rotary_dim = 32, partial = offset, rotary_offset = 48> : tensor<4x64xf32>
  return
}

// -----

func.func @proportional_odd_head(%x: tensor<4x65xf32>) {
  // expected-error @+1 {{the proportional convention needs an even head dim, got 65}}
  %y = rope.apply %x layout "sd" params <rotary_dim = 32, partial = proportional> : tensor<4x65xf32>
  return
}

// -----

func.func @custom_freqs_length(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{freqs has 2 entries but rotary_dim/2 = 4}}
  %y = rope.apply %x layout "sd" params <scaling = #rope.custom<freqs = [1.0, 0.1]>> : tensor<4x8xf32>
  return
}

// -----

func.func @longrope_length(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{short_factor has 1 entries but rotary_dim/2 = 4}}
  %y = rope.apply %x layout "sd" params <scaling = #rope.longrope<short_factor = [1.0], long_factor = [2.0], original_max = 16>> : tensor<4x8xf32>
  return
}

// -----

func.func @ntk_two_dims(%x: tensor<4x2xf32>) {
  // expected-error @+1 {{ntk scaling needs a frequency dim above 2 (exponent R/(R-2))}}
  %y = rope.apply %x layout "sd" params <scaling = #rope.ntk<alpha = 2.0>> : tensor<4x2xf32>
  return
}

// -----

func.func @yarn_unit_theta(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{yarn scaling needs theta != 1 (its ramp divides by ln theta)}}
  %y = rope.apply %x layout "sd" params <theta = 1.0, scaling = #rope.yarn<factor = 2.0, original_max = 16>> : tensor<4x8xf32>
  return
}

// -----

func.func @result_type_mismatch(%x: tensor<4x8xf32>) {
  // expected-error @+2 {{'rope.apply' op inferred type(s) 'tensor<4x8xf32>' are incompatible with return type(s) of operation 'tensor<4x8xf16>'}}
  // expected-error @+1 {{'rope.apply' op failed to infer returned types}}
  %y = "rope.apply"(%x) <{layout = #rope.layout<"sd">, params = #rope.params<>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return
}

//===----------------------------------------------------------------------===//
// rope.apply_table
//===----------------------------------------------------------------------===//

// -----

func.func @table_with_theta(%x: tensor<4x8xf32>, %c: tensor<4x4xf32>) {
  // expected-error @+1 {{takes theta, scaling and position_scale from its tables; params may only set rotary_dim, pairing, partial and rotary_offset}}
  %y = rope.apply_table %x tables %c, %c : tensor<4x4xf32> layout "sd" params <theta = 5.0> : tensor<4x8xf32>
  return
}

// -----

func.func @table_rank(%x: tensor<4x8xf32>, %c: tensor<16xf32>) {
  // expected-error @+1 {{tables must have shape [rows, width], got 'tensor<16xf32>'}}
  %y = rope.apply_table %x tables %c, %c : tensor<16xf32> layout "sd" params <> : tensor<4x8xf32>
  return
}

// -----

func.func @table_width(%x: tensor<4x8xf32>, %c: tensor<4x6xf32>) {
  // expected-error @+1 {{table width 6 must be rotary_dim/2 (4) or rotary_dim (8)}}
  %y = rope.apply_table %x tables %c, %c : tensor<4x6xf32> layout "sd" params <> : tensor<4x8xf32>
  return
}

// -----

func.func @table_types_differ(%x: tensor<4x8xf32>, %c: tensor<4x4xf32>, %s: tensor<4x4xf16>) {
  // expected-error @+1 {{failed to verify that all of {cos, sin} have same type}}
  %y = "rope.apply_table"(%x, %c, %s) <{layout = #rope.layout<"sd">, params = #rope.params<>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (tensor<4x8xf32>, tensor<4x4xf32>, tensor<4x4xf16>) -> tensor<4x8xf32>
  return
}

// -----

func.func @table_too_short(%x: tensor<4x8xf32>, %c: tensor<16x4xf32>) {
  // expected-error @+1 {{positions reach 19 but the tables have 16 rows}}
  %y = rope.apply_table %x tables %c, %c : tensor<16x4xf32> layout "sd" static_offset 16 params <> : tensor<4x8xf32>
  return
}

//===----------------------------------------------------------------------===//
// rope.cos_sin_table
//===----------------------------------------------------------------------===//

// -----

func.func @cos_sin_head_dim() {
  // expected-error @+1 {{head_dim must be at least 2, got 0}}
  %c, %s = rope.cos_sin_table head_dim 0 params <> : tensor<4x4xf32>
  return
}

// -----

func.func @cos_sin_width() {
  // expected-error @+1 {{table width 5 must be rotary_dim/2 (4) or rotary_dim (8)}}
  %c, %s = rope.cos_sin_table head_dim 8 params <> : tensor<4x5xf32>
  return
}

// -----

func.func @cos_sin_positions_length(%p: tensor<3xi32>) {
  // expected-error @+1 {{positions must have shape [S] or [B, S] matching the tokens ('tensor<4x4xf32>'), got 'tensor<3xi32>'}}
  %c, %s = rope.cos_sin_table head_dim 8 positions %p : tensor<3xi32> params <> : tensor<4x4xf32>
  return
}

// -----

func.func @cos_sin_rotary_dim(%p: tensor<4xi32>) {
  // expected-error @+1 {{rotary_dim (16) exceeds the head dim (8)}}
  %c, %s = rope.cos_sin_table head_dim 8 positions %p : tensor<4xi32> params <rotary_dim = 16> : tensor<4x8xf32>
  return
}

//===----------------------------------------------------------------------===//
// rope.attention
//===----------------------------------------------------------------------===//

// -----

func.func @attention_layout(%q: tensor<4x2x8xf32>) {
  // expected-error @+1 {{layout must be 'bshd' or 'bhsd', got 'shd'}}
  %o = rope.attention %q, %q, %q layout "shd" params <> : tensor<4x2x8xf32>, tensor<4x2x8xf32>, tensor<4x2x8xf32>
  return
}

// -----

func.func @attention_rank(%q: tensor<4x2x8xf32>) {
  // expected-error @+1 {{q has rank 3 but layout 'bshd' names 4 axes}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<4x2x8xf32>, tensor<4x2x8xf32>, tensor<4x2x8xf32>
  return
}

// -----

func.func @attention_batch(%q: tensor<1x4x2x8xf32>, %k: tensor<2x4x2x8xf32>) {
  // expected-error @+1 {{q, k and v must have the same batch size}}
  %o = rope.attention %q, %k, %k layout "bshd" params <> : tensor<1x4x2x8xf32>, tensor<2x4x2x8xf32>, tensor<2x4x2x8xf32>
  return
}

// -----

func.func @attention_head_dims(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x16xf32>) {
  // expected-error @+1 {{q head dim 8 differs from k head dim 16}}
  %o = rope.attention %q, %k, %k layout "bshd" params <> : tensor<1x4x2x8xf32>, tensor<1x4x2x16xf32>, tensor<1x4x2x16xf32>
  return
}

// -----

func.func @attention_kv_mismatch(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>, %v: tensor<1x5x2x8xf32>) {
  // expected-error @+1 {{k and v must have the same sequence length and heads}}
  %o = rope.attention %q, %k, %v layout "bshd" params <> : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x5x2x8xf32>
  return
}

// -----

func.func @attention_gqa_ratio(%q: tensor<1x4x6x8xf32>, %k: tensor<1x4x4x8xf32>) {
  // expected-error @+1 {{query heads (6) are not a multiple of kv heads (4)}}
  %o = rope.attention %q, %k, %k layout "bshd" params <> : tensor<1x4x6x8xf32>, tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>
  return
}

// -----

func.func @attention_two_q_sources(%q: tensor<1x4x2x8xf32>, %n: index, %p: tensor<4xi32>) {
  // expected-error @+1 {{expects at most one of q_offset and q_positions}}
  %o = rope.attention %q, %q, %q layout "bshd" q_offset %n : index q_positions %p : tensor<4xi32> params <> : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
  return
}

// -----

func.func @attention_k_positions(%q: tensor<1x4x2x8xf32>, %k: tensor<1x6x2x8xf32>, %p: tensor<4xi32>) {
  // expected-error @+1 {{k_positions must have shape [S] or [B, S] matching the tokens ('tensor<1x6x2x8xf32>'), got 'tensor<4xi32>'}}
  %o = rope.attention %q, %k, %k layout "bshd" k_positions %p : tensor<4xi32> params <> : tensor<1x4x2x8xf32>, tensor<1x6x2x8xf32>, tensor<1x6x2x8xf32>
  return
}

// -----

func.func @attention_negative_offset(%q: tensor<1x4x2x8xf32>) {
  // expected-error @+1 {{static_k_offset must be in [0, 2^31), got -1}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> {static_k_offset = -1} : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
  return
}

// -----

func.func @attention_bias(%q: tensor<1x4x2x8xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{bias must have shape [Sq, Sk] or [B, Hq, Sq, Sk] (B, Hq and Sq may be 1), got 'tensor<4x5xf32>'}}
  %o = rope.attention %q, %q, %q layout "bshd" bias %b : tensor<4x5xf32> params <> : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
  return
}

// -----

// Only extents of 1 broadcast: 3 query rows for 4 queries do not.
func.func @attention_bias_partial_broadcast(%q: tensor<2x4x2x8xf32>, %b: tensor<2x1x3x4xf32>) {
  // expected-error @+1 {{bias must have shape [Sq, Sk] or [B, Hq, Sq, Sk] (B, Hq and Sq may be 1), got 'tensor<2x1x3x4xf32>'}}
  %o = rope.attention %q, %q, %q layout "bshd" bias %b : tensor<2x1x3x4xf32> params <> : tensor<2x4x2x8xf32>, tensor<2x4x2x8xf32>, tensor<2x4x2x8xf32>
  return
}

// -----

func.func @attention_scale(%q: tensor<1x4x2x8xf32>) {
  // expected-error @+1 {{scale must be finite}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> {scale = 0x7FF0000000000000 : f64} : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
  return
}

// -----

func.func @attention_rotary_dim(%q: tensor<1x4x2x8xf32>) {
  // expected-error @+1 {{rotary_dim (16) exceeds the head dim (8)}}
  %o = rope.attention %q, %q, %q layout "bshd" params <rotary_dim = 16> : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
  return
}
