// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// An i128 runtime offset stays i128 where the lowerings expect i64
// (detail::toI64 leaves widths above 64 alone): an arith.addi of i128 and
// i64, IR that does not verify.
func.func @f(%x: tensor<4x8xf32>, %n: i128) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" offset %n : i128 params <> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
