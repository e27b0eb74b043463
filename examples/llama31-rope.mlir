// Llama-3.1 RoPE on queries and keys of a 4096-token chunk, rotated together
// at a runtime offset (the tokens already in the KV cache).
func.func @rope_q_k(%q: tensor<1x4096x32x128xf32>, %k: tensor<1x4096x8x128xf32>,
                    %n: index) -> (tensor<1x4096x32x128xf32>, tensor<1x4096x8x128xf32>) {
  %q_rot, %k_rot = rope.apply %q, %k layout "bshd" offset %n : index
      params <theta = 500000.0, scaling = #rope.llama3<factor = 8.0,
              low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>>
      : tensor<1x4096x32x128xf32>, tensor<1x4096x8x128xf32>
  return %q_rot, %k_rot : tensor<1x4096x32x128xf32>, tensor<1x4096x8x128xf32>
}
