// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// The longrope frequency tables take the long schedule at original_max + 1:
// signed overflow (UBSan) for an INT64_MAX original_max.
func.func @f(%x: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" offset %n : index params <scaling = #rope.longrope<short_factor = [1.0, 1.0, 1.0, 1.0], long_factor = [2.0, 2.0, 2.0, 2.0], original_max = 9223372036854775807>> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
