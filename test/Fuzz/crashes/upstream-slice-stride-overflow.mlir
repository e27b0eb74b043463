// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// A slice stride of 2^63 - 1 wraps in MLIR 22's strided layout arithmetic;
// expand-strided-metadata then runs out of memory (stock mlir-opt-22 as
// well), as it does for a stride of 2^31 - 1 on a unit axis (second
// function). rope-fuzz leaves slices with a stride above the element count
// out.
func.func @f(%x: tensor<1x8x2xf32>) -> tensor<1x8xf32> {
  %im = tensor.extract_slice %x[0, 0, 1] [1, 8, 1] [9223372036854775807, 1, 1] : tensor<1x8x2xf32> to tensor<1x8xf32>
  return %im : tensor<1x8xf32>
}

func.func @g(%x: tensor<1x8x4x32x2xf32>) -> tensor<1x8x4x32xf32> {
  %re = tensor.extract_slice %x[0, 0, 0, 0, 0] [1, 8, 4, 32, 1] [2147483647, 1, 1, 1, 1] : tensor<1x8x4x32x2xf32> to tensor<1x8x4x32xf32>
  return %re : tensor<1x8x4x32xf32>
}
