#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @main(%arg0: tensor<1x4x8x16xbf16>, %arg1: tensor<1x2x8x16xbf16>, %arg2: tensor<1x8xi64>) -> (tensor<1x4x8x16xbf16>, tensor<1x2x8x16xbf16>) {
    %cst = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
    %expanded = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %0 = tensor.empty() : tensor<1x8x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %22 = arith.sitofp %in : i64 to f32
      linalg.yield %22 : f32
    } -> tensor<1x8x1xf32>
    %2 = tensor.empty() : tensor<1x8x2xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst : tensor<1x8x1xf32>, tensor<2xf32>) outs(%2 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %22 = arith.mulf %in, %in_13 : f32
      linalg.yield %22 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %3, %3 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %4 = tensor.empty() : tensor<1x8x4xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%4 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.cos %in : f32
      linalg.yield %22 : f32
    } -> tensor<1x8x4xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%4 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.sin %in : f32
      linalg.yield %22 : f32
    } -> tensor<1x8x4xf32>
    %7 = tensor.empty() : tensor<1x8x4xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x4xf32>) outs(%7 : tensor<1x8x4xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %22 = arith.truncf %in : f32 to bf16
      linalg.yield %22 : bf16
    } -> tensor<1x8x4xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x4xf32>) outs(%7 : tensor<1x8x4xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %22 = arith.truncf %in : f32 to bf16
      linalg.yield %22 : bf16
    } -> tensor<1x8x4xbf16>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x4xbf16>
    %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x4xbf16>
    %expanded_1 = tensor.expand_shape %8 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %expanded_2 = tensor.expand_shape %9 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %10 = tensor.empty() : tensor<1x4x8x4xbf16>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_1 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_13: bf16, %out: bf16):
      %22 = arith.mulf %in, %in_13 : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x4x8x4xbf16>
    %extracted_slice_3 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xbf16> to tensor<1x4x8x2xbf16>
    %extracted_slice_4 = tensor.extract_slice %extracted_slice[0, 0, 0, 2] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xbf16> to tensor<1x4x8x2xbf16>
    %12 = tensor.empty() : tensor<1x4x8x2xbf16>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_4 : tensor<1x4x8x2xbf16>) outs(%12 : tensor<1x4x8x2xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %22 = arith.negf %in : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x4x8x2xbf16>
    %concat_5 = tensor.concat dim(3) %13, %extracted_slice_3 : (tensor<1x4x8x2xbf16>, tensor<1x4x8x2xbf16>) -> tensor<1x4x8x4xbf16>
    %14 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_5, %expanded_2 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_13: bf16, %out: bf16):
      %22 = arith.mulf %in, %in_13 : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x4x8x4xbf16>
    %15 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %14 : tensor<1x4x8x4xbf16>, tensor<1x4x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_13: bf16, %out: bf16):
      %22 = arith.addf %in, %in_13 : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x4x8x4xbf16>
    %16 = tensor.empty() : tensor<1x2x8x4xbf16>
    %17 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_0, %expanded_1 : tensor<1x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%16 : tensor<1x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_13: bf16, %out: bf16):
      %22 = arith.mulf %in, %in_13 : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x2x8x4xbf16>
    %extracted_slice_6 = tensor.extract_slice %extracted_slice_0[0, 0, 0, 0] [1, 2, 8, 2] [1, 1, 1, 1] : tensor<1x2x8x4xbf16> to tensor<1x2x8x2xbf16>
    %extracted_slice_7 = tensor.extract_slice %extracted_slice_0[0, 0, 0, 2] [1, 2, 8, 2] [1, 1, 1, 1] : tensor<1x2x8x4xbf16> to tensor<1x2x8x2xbf16>
    %18 = tensor.empty() : tensor<1x2x8x2xbf16>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_7 : tensor<1x2x8x2xbf16>) outs(%18 : tensor<1x2x8x2xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %22 = arith.negf %in : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x2x8x2xbf16>
    %concat_8 = tensor.concat dim(3) %19, %extracted_slice_6 : (tensor<1x2x8x2xbf16>, tensor<1x2x8x2xbf16>) -> tensor<1x2x8x4xbf16>
    %20 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_8, %expanded_2 : tensor<1x2x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%16 : tensor<1x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_13: bf16, %out: bf16):
      %22 = arith.mulf %in, %in_13 : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x2x8x4xbf16>
    %21 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %20 : tensor<1x2x8x4xbf16>, tensor<1x2x8x4xbf16>) outs(%16 : tensor<1x2x8x4xbf16>) {
    ^bb0(%in: bf16, %in_13: bf16, %out: bf16):
      %22 = arith.addf %in, %in_13 : bf16
      linalg.yield %22 : bf16
    } -> tensor<1x2x8x4xbf16>
    %extracted_slice_9 = tensor.extract_slice %arg0[0, 0, 0, 4] [1, 4, 8, 12] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x12xbf16>
    %concat_10 = tensor.concat dim(3) %15, %extracted_slice_9 : (tensor<1x4x8x4xbf16>, tensor<1x4x8x12xbf16>) -> tensor<1x4x8x16xbf16>
    %extracted_slice_11 = tensor.extract_slice %arg1[0, 0, 0, 4] [1, 2, 8, 12] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x12xbf16>
    %concat_12 = tensor.concat dim(3) %21, %extracted_slice_11 : (tensor<1x2x8x4xbf16>, tensor<1x2x8x12xbf16>) -> tensor<1x2x8x16xbf16>
    return %concat_10, %concat_12 : tensor<1x4x8x16xbf16>, tensor<1x2x8x16xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F0AD7233C"
    }
  }
#-}
