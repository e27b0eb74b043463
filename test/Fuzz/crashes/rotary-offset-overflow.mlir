// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// checkConfig adds rotary_dim to an INT64_MAX rotary_offset: signed
// overflow (UBSan) while the verifier checks that the block fits.
func.func @f(%x: tensor<5x8xf32>) -> tensor<5x8xf32> {
  %y = rope.apply %x layout "sd" params <rotary_dim = 4, partial = offset, rotary_offset = 9223372036854775807> : tensor<5x8xf32>
  return %y : tensor<5x8xf32>
}
