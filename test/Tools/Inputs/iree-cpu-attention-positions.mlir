// A fused attention whose positions arrive as input (a model's position
// ids), as the IREE splice hands one to rope-compile --target=iree-cpu.
func.func @rope_attention_positions(%q: tensor<1x4x8x16xf32>, %k: tensor<1x2x8x16xf32>, %v: tensor<1x2x8x16xf32>, %positions: tensor<1x8xi64>) -> tensor<1x4x8x16xf32> {
  %0 = rope.attention %q, %k, %v layout "bhsd" q_positions %positions : tensor<1x8xi64> k_positions %positions : tensor<1x8xi64> causal params <> {scale = 2.500000e-01 : f64} : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>
  return %0 : tensor<1x4x8x16xf32>
}
