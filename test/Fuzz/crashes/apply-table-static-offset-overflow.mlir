// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// The verifier of rope.apply_table adds the sequence length to an
// INT64_MAX static_offset: signed overflow (UBSan) in verifyPositions.
func.func @f(%x: tensor<3x8xf16>, %c: tensor<16x8xf16>, %s: tensor<16x8xf16>) -> tensor<3x8xf16> {
  %y = rope.apply_table %x tables %c, %s : tensor<16x8xf16> layout "sd" static_offset 9223372036854775807 params <> : tensor<3x8xf16>
  return %y : tensor<3x8xf16>
}
