// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// A slice starting at 2^63 - 1 on a dynamic axis reads out of bounds (undefined
// behaviour); MLIR 22's strided-metadata expansion wrapped its offset to a
// negative one that does not verify. rope-fuzz leaves such slices out.
func.func @dynamic_rows(%x: tensor<?x8xf32>, %cos: tensor<?x8xf32>, %sin: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %x1 = tensor.extract_slice %x[0, 0] [%n, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  %x2 = tensor.extract_slice %x[9223372036854775807, 4] [%n, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  %n2 = arith.negf %x2 : tensor<?x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x8xf32>
  %xc = arith.mulf %x, %cos : tensor<?x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<?x8xf32>
  %y = arith.addf %xc, %rs : tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}
