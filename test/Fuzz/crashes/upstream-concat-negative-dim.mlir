// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22's tensor.concat verifier indexes the operand shapes with a
// negative dim and crashes while parsing verifies; left out by rope-fuzz.
func.func @f(%a: tensor<6x4xf32>) -> tensor<6x8xf32> {
  %c = tensor.concat dim(-2147483648) %a, %a : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x8xf32>
  return %c : tensor<6x8xf32>
}
