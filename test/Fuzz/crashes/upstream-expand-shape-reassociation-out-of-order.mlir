// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22's tensor.expand_shape verifier accepts reassociation indices out
// of order (here a negative one); one-shot bufferization then builds a
// memref.expand_shape that does not verify. rope-fuzz leaves such inputs
// out.
func.func @f(%x: tensor<4x16xf32>) -> tensor<1x4x16xf32> {
  %a = tensor.expand_shape %x [[-9223372036854775808, 1], [2]] output_shape [1, 4, 16] : tensor<4x16xf32> into tensor<1x4x16xf32>
  return %a : tensor<1x4x16xf32>
}
