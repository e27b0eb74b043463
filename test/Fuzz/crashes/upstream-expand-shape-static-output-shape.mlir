// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22's tensor.expand_shape verifier accepts a static output_shape entry
// (9223372036854775807) that differs from the result type; one-shot
// bufferization then builds a memref.expand_shape that does not verify.
// rope-fuzz leaves such inputs out.
func.func @f(%x: tensor<2x8xf32>) -> tensor<2x8x1xf32> {
  %a = tensor.expand_shape %x [[0], [1, 2]] output_shape [2, 8, 9223372036854775807] : tensor<2x8xf32> into tensor<2x8x1xf32>
  return %a : tensor<2x8x1xf32>
}
