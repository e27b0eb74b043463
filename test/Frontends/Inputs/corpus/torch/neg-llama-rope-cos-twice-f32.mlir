#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @main(%arg0: tensor<1x4x8x16xf32>, %arg1: tensor<1x2x8x16xf32>, %arg2: tensor<1x8xi64>) -> (tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>) {
    %cst = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %expanded = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %0 = tensor.empty() : tensor<1x8x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %18 = arith.sitofp %in : i64 to f32
      linalg.yield %18 : f32
    } -> tensor<1x8x1xf32>
    %2 = tensor.empty() : tensor<1x8x8xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst : tensor<1x8x1xf32>, tensor<8xf32>) outs(%2 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %18 = arith.mulf %in, %in_6 : f32
      linalg.yield %18 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %3, %3 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %4 = tensor.empty() : tensor<1x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.cos %in : f32
      linalg.yield %18 : f32
    } -> tensor<1x8x16xf32>
    %expanded_0 = tensor.expand_shape %5 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %6 = tensor.empty() : tensor<1x4x8x16xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %expanded_0 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%6 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %18 = arith.mulf %in, %in_6 : f32
      linalg.yield %18 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %8 = tensor.empty() : tensor<1x4x8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1 : tensor<1x4x8x8xf32>) outs(%8 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.negf %in : f32
      linalg.yield %18 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_2 = tensor.concat dim(3) %9, %extracted_slice : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_2, %expanded_0 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%6 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %18 = arith.mulf %in, %in_6 : f32
      linalg.yield %18 : f32
    } -> tensor<1x4x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %10 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%6 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %18 = arith.addf %in, %in_6 : f32
      linalg.yield %18 : f32
    } -> tensor<1x4x8x16xf32>
    %12 = tensor.empty() : tensor<1x2x8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %expanded_0 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%12 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %18 = arith.mulf %in, %in_6 : f32
      linalg.yield %18 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_3 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_4 = tensor.extract_slice %arg1[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %14 = tensor.empty() : tensor<1x2x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_4 : tensor<1x2x8x8xf32>) outs(%14 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.negf %in : f32
      linalg.yield %18 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_5 = tensor.concat dim(3) %15, %extracted_slice_3 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_5, %expanded_0 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%12 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %18 = arith.mulf %in, %in_6 : f32
      linalg.yield %18 : f32
    } -> tensor<1x2x8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%12 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %18 = arith.addf %in, %in_6 : f32
      linalg.yield %18 : f32
    } -> tensor<1x2x8x16xf32>
    return %11, %17 : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
