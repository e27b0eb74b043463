// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// A stride of 3 on a one-element axis of a slice: MLIR 22's
// expand-strided-metadata asked for 33 GB on its subview and aborted the
// CPU pipeline; rope-unit-slice-strides gives such axes stride 1 first.
func.func @llama_complex_bshd(%x: tensor<1x8x4x64xf32>, %cos: tensor<8x32xf32>, %sin: tensor<8x32xf32>) -> tensor<1x8x4x64xf32> {
  %e = tensor.empty() : tensor<1x8x4x32xf32>
  %cb = linalg.broadcast ins(%cos : tensor<8x32xf32>) outs(%e : tensor<1x8x4x32xf32>) dimensions = [0, 2]
  %sb = linalg.broadcast ins(%sin : tensor<8x32xf32>) outs(%e : tensor<1x8x4x32xf32>) dimensions = [0, 2]
  %p = tensor.expand_shape %x [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 2] : tensor<1x8x4x64xf32> into tensor<1x8x4x32x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0, 0, 0] [1, 8, 4, 32, 1] [3, 1, 1, 1, 1] : tensor<1x8x4x32x2xf32> to tensor<1x8x4x32xf32>
  %im = tensor.extract_slice %p[0, 0, 0, 0, 1] [1, 8, 4, 32, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x32x2xf32> to tensor<1x8x4x32xf32>
  %rc = linalg.mul ins(%re, %cb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %is = linalg.mul ins(%im, %sb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %ore = linalg.sub ins(%rc, %is : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %rs = linalg.mul ins(%re, %sb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %ic = linalg.mul ins(%im, %cb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %oim = linalg.add ins(%rs, %ic : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %a = tensor.expand_shape %ore [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 1] : tensor<1x8x4x32xf32> into tensor<1x8x4x32x1xf32>
  %b = tensor.expand_shape %oim [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 1] : tensor<1x8x4x32xf32> into tensor<1x8x4x32x1xf32>
  %st = tensor.concat dim(4) %a, %b : (tensor<1x8x4x32x1xf32>, tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x2xf32>
  %y = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<1x8x4x32x2xf32> into tensor<1x8x4x64xf32>
  return %y : tensor<1x8x4x64xf32>
}

#cd_id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#cd_tab = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#cd_drop = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#cd_id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
