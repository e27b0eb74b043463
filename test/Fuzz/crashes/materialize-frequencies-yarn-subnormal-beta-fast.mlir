// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// rope-materialize-frequencies: yarn beta_fast 4.9e-324 makes the ramp's
// low bound infinite and the ramp NaN: NaN freqs, which do not verify.
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 4.0, original_max = 3, beta_fast = 4.9e-324>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
