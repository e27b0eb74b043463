// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// A slice stride of 2^63 - 1 wraps in MLIR 22's strided layout arithmetic;
// expand-strided-metadata then runs out of memory (stock mlir-opt-22 as
// well). rope-fuzz leaves such inputs out.
func.func @f(%x: tensor<1x8x2xf32>) -> tensor<1x8xf32> {
  %im = tensor.extract_slice %x[0, 0, 1] [1, 8, 1] [9223372036854775807, 1, 1] : tensor<1x8x2xf32> to tensor<1x8xf32>
  return %im : tensor<1x8xf32>
}
