// Input for rope-opt-bad-input.test: the params clause is missing.
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
