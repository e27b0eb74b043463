// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// rope-materialize-frequencies: yarn factor 1e-320 overflows base / factor
// into infinite freqs, which do not verify.
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.yarn<factor = 1.0e-320, original_max = 4096>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
