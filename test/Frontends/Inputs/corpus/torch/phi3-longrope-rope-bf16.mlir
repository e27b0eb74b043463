#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> ()>
#map3 = affine_map<(d0) -> ()>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @main(%arg0: tensor<1x4x8x16xbf16>, %arg1: tensor<1x2x8x16xbf16>, %arg2: tensor<1x8xi64>) -> (tensor<1x4x8x16xbf16>, tensor<1x2x8x16xbf16>) {
    %c16_i64 = arith.constant 16 : i64
    %c1_i64 = arith.constant 1 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %cst = arith.constant 1.2247448 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %0 = tensor.empty() : tensor<i64>
    %1 = linalg.fill ins(%c-9223372036854775808_i64 : i64) outs(%0 : tensor<i64>) -> tensor<i64>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%arg2 : tensor<1x8xi64>) outs(%1 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %32 = arith.maxsi %in, %out : i64
      linalg.yield %32 : i64
    } -> tensor<i64>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%2 : tensor<i64>) outs(%0 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %32 = arith.addi %in, %c1_i64 : i64
      linalg.yield %32 : i64
    } -> tensor<i64>
    %4 = tensor.empty() : tensor<i1>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%3 : tensor<i64>) outs(%4 : tensor<i1>) {
    ^bb0(%in: i64, %out: i1):
      %32 = arith.cmpi sgt, %in, %c16_i64 : i64
      linalg.yield %32 : i1
    } -> tensor<i1>
    %6 = tensor.empty() : tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map4], iterator_types = ["parallel"]} ins(%5, %cst_1, %cst_0 : tensor<i1>, tensor<8xf32>, tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_9: f32, %in_10: f32, %out: f32):
      %32 = arith.select %in, %in_9, %in_10 : f32
      linalg.yield %32 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %8 = tensor.empty() : tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %32 = arith.sitofp %in : i64 to f32
      linalg.yield %32 : f32
    } -> tensor<1x8x1xf32>
    %10 = tensor.empty() : tensor<1x8x8xf32>
    %11 = linalg.generic {indexing_maps = [#map6, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %7 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%10 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.mulf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %11, %11 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %12 = tensor.empty() : tensor<1x8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%12 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.cos %in : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x16xf32>) outs(%12 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.mulf %in, %cst : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%12 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.sin %in : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x16xf32>
    %16 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x16xf32>) outs(%12 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.mulf %in, %cst : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x16xf32>
    %17 = tensor.empty() : tensor<1x8x16xbf16>
    %18 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x16xf32>) outs(%17 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %32 = arith.truncf %in : f32 to bf16
      linalg.yield %32 : bf16
    } -> tensor<1x8x16xbf16>
    %19 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x16xf32>) outs(%17 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %32 = arith.truncf %in : f32 to bf16
      linalg.yield %32 : bf16
    } -> tensor<1x8x16xbf16>
    %expanded_2 = tensor.expand_shape %18 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xbf16> into tensor<1x1x8x16xbf16>
    %expanded_3 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xbf16> into tensor<1x1x8x16xbf16>
    %20 = tensor.empty() : tensor<1x4x8x16xbf16>
    %21 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %expanded_2 : tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%20 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %32 = arith.mulf %in, %in_9 : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x4x8x16xbf16>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %extracted_slice_4 = tensor.extract_slice %arg0[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %22 = tensor.empty() : tensor<1x4x8x8xbf16>
    %23 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_4 : tensor<1x4x8x8xbf16>) outs(%22 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %32 = arith.negf %in : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x4x8x8xbf16>
    %concat_5 = tensor.concat dim(3) %23, %extracted_slice : (tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x16xbf16>
    %24 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_5, %expanded_3 : tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%20 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %32 = arith.mulf %in, %in_9 : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x4x8x16xbf16>
    %25 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<1x4x8x16xbf16>, tensor<1x4x8x16xbf16>) outs(%20 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %32 = arith.addf %in, %in_9 : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x4x8x16xbf16>
    %26 = tensor.empty() : tensor<1x2x8x16xbf16>
    %27 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %expanded_2 : tensor<1x2x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%26 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %32 = arith.mulf %in, %in_9 : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x2x8x16xbf16>
    %extracted_slice_6 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %extracted_slice_7 = tensor.extract_slice %arg1[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %28 = tensor.empty() : tensor<1x2x8x8xbf16>
    %29 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_7 : tensor<1x2x8x8xbf16>) outs(%28 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %32 = arith.negf %in : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x2x8x8xbf16>
    %concat_8 = tensor.concat dim(3) %29, %extracted_slice_6 : (tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) -> tensor<1x2x8x16xbf16>
    %30 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_8, %expanded_3 : tensor<1x2x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%26 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %32 = arith.mulf %in, %in_9 : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x2x8x16xbf16>
    %31 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<1x2x8x16xbf16>, tensor<1x2x8x16xbf16>) outs(%26 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %32 = arith.addf %in, %in_9 : bf16
      linalg.yield %32 : bf16
    } -> tensor<1x2x8x16xbf16>
    return %25, %31 : tensor<1x4x8x16xbf16>, tensor<1x2x8x16xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_1: "0x040000000000803FDD329A3E8C2EBA3DCEE0D73C0E74DA3B383ECF3A3EC3AE3960CBA538",
      torch_tensor_8_torch.float32: "0x040000000000803F81EC863E8988883D383E4F3C0AD7233B383ECF396F12833860CB2537"
    }
  }
#-}
