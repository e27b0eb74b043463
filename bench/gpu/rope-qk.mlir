// The GPU benchmark workload: Q [1, T, 32, 128] and K [1, T, 8, 128] rotated
// by one rope.apply (Llama 3 theta), T and the cached length at run time.
func.func @qk_bf16(%q: tensor<1x?x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %n: index) -> (tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <theta = 500000.0> : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>
  return %a, %b : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>
}
func.func @qk_f32(%q: tensor<1x?x32x128xf32>, %k: tensor<1x?x8x128xf32>, %n: index) -> (tensor<1x?x32x128xf32>, tensor<1x?x8x128xf32>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <theta = 500000.0> : tensor<1x?x32x128xf32>, tensor<1x?x8x128xf32>
  return %a, %b : tensor<1x?x32x128xf32>, tensor<1x?x8x128xf32>
}
