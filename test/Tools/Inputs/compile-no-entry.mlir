// Input for rope-compile.test: nothing public to compile.
func.func private @hidden(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
}
