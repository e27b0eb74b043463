// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// rope-materialize-frequencies: llama3 factor 1e-320 passes the attribute
// check but fi / factor overflows, leaving freqs that do not verify.
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <scaling = #rope.llama3<factor = 1.0e-320, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
