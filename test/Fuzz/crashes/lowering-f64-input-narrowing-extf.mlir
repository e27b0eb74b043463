// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// rope.apply takes any float tensor, but every lowering converts its input
// to f32 with arith.extf: from f64 (f80, f128) that is a narrowing extf,
// and convert-rope-to-linalg succeeds with IR that does not verify.
func.func @f(%x: tensor<4x8xf64>) -> tensor<4x8xf64> {
  %y = rope.apply %x layout "sd" params <> : tensor<4x8xf64>
  return %y : tensor<4x8xf64>
}
