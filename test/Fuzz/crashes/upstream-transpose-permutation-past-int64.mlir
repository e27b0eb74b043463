// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22's linalg.transpose parser crashes the same way on an integer past
// 2^63 - 1 in the permutation; left out by rope-fuzz.
func.func @f(%k: tensor<1x4x16x64xf32>) -> tensor<1x4x64x16xf32> {
  %e = tensor.empty() : tensor<1x4x64x16xf32>
  %t = linalg.transpose ins(%k : tensor<1x4x16x64xf32>) outs(%e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 9223372036854775808]
  return %t : tensor<1x4x64x16xf32>
}
