// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22's linalg.broadcast parser crashes the same way on a trailing comma
// in the dimensions; left out by rope-fuzz.
func.func @f(%k: tensor<1x2x16x64xf32>) -> tensor<1x2x4x16x64xf32> {
  %e = tensor.empty() : tensor<1x2x4x16x64xf32>
  %b = linalg.broadcast ins(%k : tensor<1x2x16x64xf32>) outs(%e : tensor<1x2x4x16x64xf32>) dimensions = [2,]
  return %b : tensor<1x2x4x16x64xf32>
}
