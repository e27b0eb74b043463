#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @main(%arg0: tensor<1x4x8x8xbf16>, %arg1: tensor<1x1x8x8xbf16>, %arg2: tensor<1x8xi64>) -> (tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) {
    %cst = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %expanded = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %0 = tensor.empty() : tensor<1x8x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %24 = arith.sitofp %in : i64 to f32
      linalg.yield %24 : f32
    } -> tensor<1x8x1xf32>
    %2 = tensor.empty() : tensor<1x8x4xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst : tensor<1x8x1xf32>, tensor<4xf32>) outs(%2 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %24 = arith.mulf %in, %in_9 : f32
      linalg.yield %24 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %3, %3 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %4 = tensor.empty() : tensor<1x8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%4 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.cos %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%4 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.sin %in : f32
      linalg.yield %24 : f32
    } -> tensor<1x8x8xf32>
    %7 = tensor.empty() : tensor<1x8x8xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x8xf32>) outs(%7 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %24 = arith.truncf %in : f32 to bf16
      linalg.yield %24 : bf16
    } -> tensor<1x8x8xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x8xf32>) outs(%7 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %24 = arith.truncf %in : f32 to bf16
      linalg.yield %24 : bf16
    } -> tensor<1x8x8xbf16>
    %extracted_slice = tensor.extract_slice %8[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
    %expanded_0 = tensor.expand_shape %extracted_slice [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %extracted_slice_1 = tensor.extract_slice %9[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
    %expanded_2 = tensor.expand_shape %extracted_slice_1 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %extracted_slice_3 = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xbf16> to tensor<1x4x8x4xbf16>
    %extracted_slice_4 = tensor.extract_slice %arg0[0, 0, 0, 1] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xbf16> to tensor<1x4x8x4xbf16>
    %extracted_slice_5 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 2] : tensor<1x1x8x8xbf16> to tensor<1x1x8x4xbf16>
    %extracted_slice_6 = tensor.extract_slice %arg1[0, 0, 0, 1] [1, 1, 8, 4] [1, 1, 1, 2] : tensor<1x1x8x8xbf16> to tensor<1x1x8x4xbf16>
    %10 = tensor.empty() : tensor<1x4x8x4xbf16>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_3, %expanded_0 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x4x8x4xbf16>
    %12 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_4, %expanded_2 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x4x8x4xbf16>
    %13 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %12 : tensor<1x4x8x4xbf16>, tensor<1x4x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.subf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x4x8x4xbf16>
    %14 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_4, %expanded_0 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x4x8x4xbf16>
    %15 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_3, %expanded_2 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x4x8x4xbf16>
    %16 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %15 : tensor<1x4x8x4xbf16>, tensor<1x4x8x4xbf16>) outs(%10 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.addf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x4x8x4xbf16>
    %concat_7 = tensor.concat dim(3) %13, %16 : (tensor<1x4x8x4xbf16>, tensor<1x4x8x4xbf16>) -> tensor<1x4x8x8xbf16>
    %17 = tensor.empty() : tensor<1x1x8x4xbf16>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_5, %expanded_0 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%17 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x1x8x4xbf16>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_6, %expanded_2 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%17 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x1x8x4xbf16>
    %20 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %19 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%17 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.subf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x1x8x4xbf16>
    %21 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_6, %expanded_0 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%17 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x1x8x4xbf16>
    %22 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_5, %expanded_2 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%17 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.mulf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x1x8x4xbf16>
    %23 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %22 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%17 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %24 = arith.addf %in, %in_9 : bf16
      linalg.yield %24 : bf16
    } -> tensor<1x1x8x4xbf16>
    %concat_8 = tensor.concat dim(3) %20, %23 : (tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) -> tensor<1x1x8x8xbf16>
    return %concat_7, %concat_8 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3C0AD7233B6F128339"
    }
  }
#-}
