// Llama 3.1 scaling on a query and a key, as a model compiler would emit it.
func.func @rotate(%q: tensor<4x8x64xf32>, %k: tensor<4x2x64xf32>, %n: index)
    -> (tensor<4x8x64xf32>, tensor<4x2x64xf32>) {
  %q2, %k2 = rope.apply %q, %k layout "shd" offset %n : index
      params <theta = 5.000000e+05, scaling = #rope.llama3<factor = 8.0,
              low_freq_factor = 1.0, high_freq_factor = 4.0, original_max = 8192>>
      : tensor<4x8x64xf32>, tensor<4x2x64xf32>
  return %q2, %k2 : tensor<4x8x64xf32>, tensor<4x2x64xf32>
}
