// Llama-3.1 style RoPE: queries and keys of one decode step rotated together
// at a runtime KV-cache offset, then attention over the cache; plus a
// forward/inverse pair that canonicalization removes.
func.func @decode_step(%q: tensor<1x1x32x128xf32>, %k: tensor<1x1x8x128xf32>,
                       %cache_k: tensor<1x4096x8x128xf32>,
                       %cache_v: tensor<1x4096x8x128xf32>,
                       %n: index) -> (tensor<1x1x32x128xf32>, tensor<1x1x8x128xf32>, tensor<1x1x32x128xf32>) {
  %q_rot, %k_rot = rope.apply %q, %k layout "bshd" offset %n : index
      params <theta = 500000.0, scaling = #rope.llama3<factor = 8.0,
              low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>>
      : tensor<1x1x32x128xf32>, tensor<1x1x8x128xf32>
  %undo = rope.apply %q_rot layout "bshd" offset %n : index inverse
      params <theta = 500000.0, scaling = #rope.llama3<factor = 8.0,
              low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>>
      : tensor<1x1x32x128xf32>
  %out = rope.attention %q, %cache_k, %cache_v layout "bshd" q_offset %n : index causal keys_rotated
      params <theta = 500000.0, scaling = #rope.llama3<factor = 8.0,
              low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>>
      : tensor<1x1x32x128xf32>, tensor<1x4096x8x128xf32>, tensor<1x4096x8x128xf32>
  return %undo, %k_rot, %out : tensor<1x1x32x128xf32>, tensor<1x1x8x128xf32>, tensor<1x1x32x128xf32>
}
