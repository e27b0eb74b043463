// Input for rope-compile.test: an argument type the runtime cannot pass.
func.func @bad(%x: tensor<4x8xf32>, %m: memref<4xf32>) -> tensor<4x8xf32> {
  %y = rope.apply %x layout "sd" params <> : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
