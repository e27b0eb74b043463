// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// i128 positions stay i128 in the i64 position table (detail::toI64): the
// linalg.yield does not verify; through rope-lower-to-nvvm-pipeline the
// NVPTX backend stops with "LLVM ERROR: unsupported library call operation".
func.func @f(%x: tensor<4x8xf32>, %p: tensor<4xi128>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" positions %p : tensor<4xi128> params <> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
