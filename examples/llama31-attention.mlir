// Llama-3.1 attention over a 512-token prefill chunk with RoPE inside: 32
// query heads share 8 kv heads (GQA), causal by position, queries and keys
// at run-time offsets (the chunk's place in the sequence). One fused
// kernel: no rotated q or k, no score matrix in memory.
func.func @llama31_attention(%q: tensor<1x512x32x128xf32>,
                             %k: tensor<1x512x8x128xf32>,
                             %v: tensor<1x512x8x128xf32>,
                             %n: index) -> tensor<1x512x32x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index
      k_offset %n : index causal
      params <theta = 500000.0, scaling = #rope.llama3<factor = 8.0,
              low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>>
      : tensor<1x512x32x128xf32>, tensor<1x512x8x128xf32>, tensor<1x512x8x128xf32>
  return %o : tensor<1x512x32x128xf32>
}
