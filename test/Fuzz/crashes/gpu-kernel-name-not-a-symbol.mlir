// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// A #rope.gpu_kernel name with bytes that are not a symbol's: LLVM aborted
// ("Symbol name with unsupported characters") while emitting the PTX; the
// attribute verifier refuses it.
func.func @chosen(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> (tensor<4x2x64xf32>, tensor<4x2x64xf32>) {
  %a = rope.apply %x layout "shd" params <> {rope.gpu_kernel = #rope.gpu_kernel<name = "chosen_rope0", block_size = 64, vector_bytes = 8, shared_bytes = 256>} : tensor<4x2x64xf32>
  %b = rope.apply %y layout "shd" params <> {rope.gpu_kernel = #rope.gpu_kernel<name = "–––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––––chosen_rope1", block_size = 64, vector_bytes = 16, shared_bytes = 256>} : tensor<4x2x64xf32>
  %c = rope.apply %a layout "shd" params <> : tensor<4x2x64xf32>
  return %b, %c : tensor<4x2x64xf32>, tensor<4x2x64xf32>
}
