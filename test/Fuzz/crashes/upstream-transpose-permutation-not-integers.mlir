// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22's linalg.transpose parser stores a permutation it failed to parse
// (a float in the list) as a null attribute and crashes; rope-fuzz leaves
// such inputs out, before any rope code runs.
func.func @f(%k: tensor<1x4x16x64xf32>) -> tensor<1x4x64x16xf32> {
  %e = tensor.empty() : tensor<1x4x64x16xf32>
  %t = linalg.transpose ins(%k : tensor<1x4x16x64xf32>) outs(%e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 4.9e-324]
  return %t : tensor<1x4x64x16xf32>
}
