#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x8x64xbf16>, %arg1: tensor<1x8xi64>) -> tensor<1x8x64xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_3 = arith.constant dense_resource<torch_tensor_64_64_torch.bfloat16> : tensor<64x64xbf16>
    %cst_4 = arith.constant 0.264642239 : f32
    %cst_5 = arith.constant dense_resource<torch_tensor_128_16_torch.bfloat16> : tensor<128x16xbf16>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_24_64_torch.bfloat16> : tensor<24x64xbf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_96_32_torch.bfloat16> : tensor<96x32xbf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_10 = arith.constant 9.99999997E-7 : f32
    %cst_11 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_12 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 1.600000e+01 : f32
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %0 = tensor.empty() : tensor<1x8x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %123 = arith.sitofp %in : i64 to f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %2 = tensor.empty() : tensor<1x8x4xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst_12 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%2 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.mulf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %3, %3 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %4 = tensor.empty() : tensor<1x8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%4 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.cos %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%4 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.sin %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x8xf32>
    %7 = tensor.empty() : tensor<1x8x8xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x8xf32>) outs(%7 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x8xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x8xf32>) outs(%7 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x8xbf16>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i64
      linalg.yield %124 : i64
    } -> tensor<8xi64>
    %expanded_15 = tensor.expand_shape %11 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_16 = tensor.expand_shape %11 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %12 = tensor.empty() : tensor<1x1x8x8xi1>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_15 : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%12 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_54: i64, %out: i1):
      %123 = arith.cmpi sle, %in, %in_54 : i64
      linalg.yield %123 : i1
    } -> tensor<1x1x8x8xi1>
    %14 = tensor.empty() : tensor<1x1x8x8xbf16>
    %15 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_2, %cst_1 : tensor<1x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%14 : tensor<1x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_54: bf16, %in_55: bf16, %out: bf16):
      %123 = arith.select %in, %in_54, %in_55 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x1x8x8xbf16>
    %16 = tensor.empty() : tensor<64x32xbf16>
    %transposed = linalg.transpose ins(%cst_11 : tensor<32x64xbf16>) outs(%16 : tensor<64x32xbf16>) permutation = [1, 0] 
    %17 = tensor.empty() : tensor<1x64x32xbf16>
    %18 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<64x32xbf16>) outs(%17 : tensor<1x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x32xbf16>
    %19 = tensor.empty() : tensor<1x8x32xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %21 = linalg.batch_matmul ins(%arg0, %18 : tensor<1x8x64xbf16>, tensor<1x64x32xbf16>) outs(%20 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %22 = tensor.empty() : tensor<1x8x32xbf16>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x32xbf16>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x32xbf16>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %123 = arith.extf %in : bf16 to f32
      linalg.yield %123 : f32
    } -> tensor<1x8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x32xf32>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %123 : f32
    } -> tensor<1x8x32xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_13 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %cst_10 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.rsqrt %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %30 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.mulf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x32xbf16>
    %33 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_9, %32 : tensor<32xbf16>, tensor<1x8x32xbf16>) outs(%22 : tensor<1x8x32xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x32xbf16>
    %34 = tensor.empty() : tensor<32x96xbf16>
    %transposed_17 = linalg.transpose ins(%cst_8 : tensor<96x32xbf16>) outs(%34 : tensor<32x96xbf16>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<1x32x96xbf16>
    %36 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<32x96xbf16>) outs(%35 : tensor<1x32x96xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x96xbf16>
    %37 = tensor.empty() : tensor<1x8x96xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<1x8x96xf32>) -> tensor<1x8x96xf32>
    %39 = linalg.batch_matmul ins(%33, %36 : tensor<1x8x32xbf16>, tensor<1x32x96xbf16>) outs(%38 : tensor<1x8x96xf32>) -> tensor<1x8x96xf32>
    %40 = tensor.empty() : tensor<1x8x96xbf16>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x8x96xf32>) outs(%40 : tensor<1x8x96xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x96xbf16>
    %expanded_18 = tensor.expand_shape %41 [[0], [1], [2, 3]] output_shape [1, 8, 4, 24] : tensor<1x8x96xbf16> into tensor<1x8x4x24xbf16>
    %42 = tensor.empty() : tensor<1x4x8x24xbf16>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x8x4x24xbf16>) outs(%42 : tensor<1x4x8x24xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x24xbf16> to tensor<1x4x8x16xbf16>
    %extracted_slice_20 = tensor.extract_slice %transposed_19[0, 0, 0, 16] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x24xbf16> to tensor<1x4x8x8xbf16>
    %43 = tensor.empty() : tensor<64x24xbf16>
    %transposed_21 = linalg.transpose ins(%cst_7 : tensor<24x64xbf16>) outs(%43 : tensor<64x24xbf16>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<1x64x24xbf16>
    %45 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<64x24xbf16>) outs(%44 : tensor<1x64x24xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x24xbf16>
    %46 = tensor.empty() : tensor<1x8x24xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<1x8x24xf32>) -> tensor<1x8x24xf32>
    %48 = linalg.batch_matmul ins(%arg0, %45 : tensor<1x8x64xbf16>, tensor<1x64x24xbf16>) outs(%47 : tensor<1x8x24xf32>) -> tensor<1x8x24xf32>
    %49 = tensor.empty() : tensor<1x8x24xbf16>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x8x24xf32>) outs(%49 : tensor<1x8x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x24xbf16>
    %extracted_slice_22 = tensor.extract_slice %50[0, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x24xbf16> to tensor<1x8x16xbf16>
    %extracted_slice_23 = tensor.extract_slice %50[0, 0, 16] [1, 8, 8] [1, 1, 1] : tensor<1x8x24xbf16> to tensor<1x8x8xbf16>
    %51 = tensor.empty() : tensor<1x8x16xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<1x8x16xbf16>) outs(%51 : tensor<1x8x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %123 = arith.extf %in : bf16 to f32
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x8x16xf32>) outs(%51 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<1x8x16xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_14 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %cst_10 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.rsqrt %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %57 : tensor<1x8x16xf32>, tensor<1x8x1xf32>) outs(%51 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.mulf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %59 = tensor.empty() : tensor<1x8x16xbf16>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x8x16xf32>) outs(%59 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x16xbf16>
    %61 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %60 : tensor<16xbf16>, tensor<1x8x16xbf16>) outs(%59 : tensor<1x8x16xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x16xbf16>
    %expanded_24 = tensor.expand_shape %extracted_slice_23 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
    %extracted_slice_25 = tensor.extract_slice %8[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
    %expanded_26 = tensor.expand_shape %extracted_slice_25 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %extracted_slice_27 = tensor.extract_slice %9[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %62 = tensor.empty() : tensor<1x4x8x8xbf16>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_20[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xbf16> to tensor<1x4x8x4xbf16>
    %extracted_slice_30 = tensor.extract_slice %extracted_slice_20[0, 0, 0, 1] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xbf16> to tensor<1x4x8x4xbf16>
    %extracted_slice_31 = tensor.extract_slice %expanded_24[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 2] : tensor<1x1x8x8xbf16> to tensor<1x1x8x4xbf16>
    %extracted_slice_32 = tensor.extract_slice %expanded_24[0, 0, 0, 1] [1, 1, 8, 4] [1, 1, 1, 2] : tensor<1x1x8x8xbf16> to tensor<1x1x8x4xbf16>
    %63 = tensor.empty() : tensor<1x4x8x4xbf16>
    %64 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %expanded_26 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%63 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x4xbf16>
    %65 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30, %expanded_28 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%63 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x4xbf16>
    %66 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %65 : tensor<1x4x8x4xbf16>, tensor<1x4x8x4xbf16>) outs(%63 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.subf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x4xbf16>
    %67 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30, %expanded_26 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%63 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x4xbf16>
    %68 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %expanded_28 : tensor<1x4x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%63 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x4xbf16>
    %69 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %68 : tensor<1x4x8x4xbf16>, tensor<1x4x8x4xbf16>) outs(%63 : tensor<1x4x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.addf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x4xbf16>
    %concat_33 = tensor.concat dim(3) %66, %69 : (tensor<1x4x8x4xbf16>, tensor<1x4x8x4xbf16>) -> tensor<1x4x8x8xbf16>
    %70 = tensor.empty() : tensor<1x1x8x4xbf16>
    %71 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %expanded_26 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%70 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x1x8x4xbf16>
    %72 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %expanded_28 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%70 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x1x8x4xbf16>
    %73 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %72 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%70 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.subf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x1x8x4xbf16>
    %74 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %expanded_26 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%70 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x1x8x4xbf16>
    %75 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %expanded_28 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%70 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x1x8x4xbf16>
    %76 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %75 : tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) outs(%70 : tensor<1x1x8x4xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.addf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x1x8x4xbf16>
    %concat_34 = tensor.concat dim(3) %73, %76 : (tensor<1x1x8x4xbf16>, tensor<1x1x8x4xbf16>) -> tensor<1x1x8x8xbf16>
    %concat_35 = tensor.concat dim(3) %extracted_slice, %concat_33 : (tensor<1x4x8x16xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x24xbf16>
    %77 = tensor.empty() : tensor<16x128xbf16>
    %transposed_36 = linalg.transpose ins(%cst_5 : tensor<128x16xbf16>) outs(%77 : tensor<16x128xbf16>) permutation = [1, 0] 
    %78 = tensor.empty() : tensor<1x1x16x128xbf16>
    %79 = linalg.generic {indexing_maps = [#map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<16x128xbf16>) outs(%78 : tensor<1x1x16x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x1x16x128xbf16>
    %collapsed = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<1x1x16x128xbf16> into tensor<1x16x128xbf16>
    %80 = tensor.empty() : tensor<1x8x128xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<1x8x128xf32>) -> tensor<1x8x128xf32>
    %82 = linalg.batch_matmul ins(%61, %collapsed : tensor<1x8x16xbf16>, tensor<1x16x128xbf16>) outs(%81 : tensor<1x8x128xf32>) -> tensor<1x8x128xf32>
    %83 = tensor.empty() : tensor<1x8x128xbf16>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x128xf32>) outs(%83 : tensor<1x8x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x128xbf16>
    %expanded_37 = tensor.expand_shape %84 [[0], [1], [2, 3]] output_shape [1, 8, 4, 32] : tensor<1x8x128xbf16> into tensor<1x8x4x32xbf16>
    %85 = tensor.empty() : tensor<1x4x8x32xbf16>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x8x4x32xbf16>) outs(%85 : tensor<1x4x8x32xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_39 = tensor.extract_slice %transposed_38[0, 0, 0, 0] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x32xbf16> to tensor<1x4x8x16xbf16>
    %extracted_slice_40 = tensor.extract_slice %transposed_38[0, 0, 0, 16] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x32xbf16> to tensor<1x4x8x16xbf16>
    %collapsed_41 = tensor.collapse_shape %concat_34 [[0, 1], [2], [3]] : tensor<1x1x8x8xbf16> into tensor<1x8x8xbf16>
    %86 = linalg.generic {indexing_maps = [#map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_41 : tensor<1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x8x8xbf16>
    %inserted_slice = tensor.insert_slice %extracted_slice_39 into %42[0, 0, 0, 0] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> into tensor<1x4x8x24xbf16>
    %inserted_slice_42 = tensor.insert_slice %86 into %inserted_slice[0, 0, 0, 16] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x8xbf16> into tensor<1x4x8x24xbf16>
    %87 = tensor.empty() : tensor<1x4x24x8xbf16>
    %transposed_43 = linalg.transpose ins(%inserted_slice_42 : tensor<1x4x8x24xbf16>) outs(%87 : tensor<1x4x24x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_44 = tensor.collapse_shape %concat_35 [[0, 1], [2], [3]] : tensor<1x4x8x24xbf16> into tensor<4x8x24xbf16>
    %collapsed_45 = tensor.collapse_shape %transposed_43 [[0, 1], [2], [3]] : tensor<1x4x24x8xbf16> into tensor<4x24x8xbf16>
    %88 = tensor.empty() : tensor<4x8x8xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %90 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<4x8x24xbf16>, tensor<4x24x8xbf16>) outs(%89 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %91 = tensor.empty() : tensor<4x8x8xbf16>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<4x8x8xf32>) outs(%91 : tensor<4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<4x8x8xbf16>
    %expanded_46 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<1x4x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %123 = arith.truncf %cst_4 : f32 to bf16
      %124 = arith.mulf %in, %123 : bf16
      linalg.yield %124 : bf16
    } -> tensor<1x4x8x8xbf16>
    %94 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %15 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.addf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x8xbf16>
    %95 = tensor.empty() : tensor<1x4x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x4x8x8xbf16>) outs(%95 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %123 = arith.extf %in : bf16 to f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %97 = tensor.empty() : tensor<1x4x8xi64>
    %98 = linalg.fill ins(%c0_i64 : i64) outs(%97 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %99 = tensor.empty() : tensor<1x4x8xf32>
    %100 = linalg.fill ins(%cst_0 : f32) outs(%99 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %101:2 = linalg.generic {indexing_maps = [#map6, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<1x4x8x8xf32>) outs(%100, %98 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_54: i64):
      %123 = linalg.index 3 : index
      %124 = arith.index_cast %123 : index to i64
      %125 = arith.maximumf %in, %out : f32
      %126 = arith.cmpf ogt, %in, %out : f32
      %127 = arith.select %126, %124, %out_54 : i64
      linalg.yield %125, %127 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_47 = tensor.expand_shape %101#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_47 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%95 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.subf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x4x8x8xf32>) outs(%95 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.exp %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %104 = tensor.empty() : tensor<1x4x8x1xf32>
    %105 = linalg.fill ins(%cst : f32) outs(%104 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%103 : tensor<1x4x8x8xf32>) outs(%105 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %106 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%95 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.divf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x4x8x8xf32>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x8xbf16>
    %collapsed_48 = tensor.collapse_shape %108 [[0, 1], [2], [3]] : tensor<1x4x8x8xbf16> into tensor<4x8x8xbf16>
    %collapsed_49 = tensor.collapse_shape %extracted_slice_40 [[0, 1], [2], [3]] : tensor<1x4x8x16xbf16> into tensor<4x8x16xbf16>
    %109 = tensor.empty() : tensor<4x8x16xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %111 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<4x8x8xbf16>, tensor<4x8x16xbf16>) outs(%110 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %112 = tensor.empty() : tensor<4x8x16xbf16>
    %113 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<4x8x16xf32>) outs(%112 : tensor<4x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<4x8x16xbf16>
    %expanded_50 = tensor.expand_shape %113 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xbf16> into tensor<1x4x8x16xbf16>
    %114 = tensor.empty() : tensor<1x8x4x16xbf16>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<1x4x8x16xbf16>) outs(%114 : tensor<1x8x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_52 = tensor.collapse_shape %transposed_51 [[0], [1], [2, 3]] : tensor<1x8x4x16xbf16> into tensor<1x8x64xbf16>
    %115 = tensor.empty() : tensor<64x64xbf16>
    %transposed_53 = linalg.transpose ins(%cst_3 : tensor<64x64xbf16>) outs(%115 : tensor<64x64xbf16>) permutation = [1, 0] 
    %116 = tensor.empty() : tensor<1x64x64xbf16>
    %117 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<64x64xbf16>) outs(%116 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %118 = tensor.empty() : tensor<1x8x64xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %120 = linalg.batch_matmul ins(%collapsed_52, %117 : tensor<1x8x64xbf16>, tensor<1x64x64xbf16>) outs(%119 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %121 = tensor.empty() : tensor<1x8x64xbf16>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x8x64xf32>) outs(%121 : tensor<1x8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x64xbf16>
    return %122 : tensor<1x8x64xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_64_torch.bfloat16: "0x02000000D2BD1C3CB13DD43CA439B43D77BD543CA43DBD3D35BD88BB9D3DB9BCB1BD993D65BD893C8C3DC0BBE83C17BCA5BDF1BC24BD4EBDA73DE5BCC0BC553D9ABBF53CB4BD9A3D4DBDB83DA4BD103BB23D82BCEABD843D793DBE3CD23DB7BD383D82BD89BD05BDED3DF1BBF4BD113D5C3D453C983ACF3CAD3DB2BDD2BC5D3C99BC90BDD73DE73D85BD563D4D3C783B6A3D943C7F3DD3BCDABCEE3C9F3C91BDDD3D74BDFDBD45BDB7BD81BDB1BDE03DB6BD97BCC8BDCBBCD83B863DA13DABBDB0BBE33D0F3C9DBD1BBC013D093D5A3C3BBDAC3CAC3DEBBD003CF93CB5BD9FBCC93D1EBDC5BD803CCEBC9ABD903D8DBDD1BDA73DA1BDD7BCA0BD19BDD7BBEF3D66BD8BBD9EBD083D603D7C3DC0BDA73D803D8ABDAD3DEB3D62BDCEBDF8BD963DFE3DA0BC04BC253D6D3DD0BD733D453CD5BCB53D193C193D2D3CBBBDE3BD18BD9CBDA43D09BD4EBD9EBDF8BDE23D173CF43D173DE23CEE3DA4BD2EBDAEBDA0BD0EBD143DAEBC9C3DED3DF03DD03D92BC973D88BD0A3DABBCD33D4D3D6CBCBBBCD9BDA3BD8FBDBEBDDE3DE2BDAEBD82BDA7BCDC3DCF3D55BCC7BD593C713DB63DB9BCC33C5BBDBA3D57BD92BDABBCE53C10BD5EBD86BD00BEF73DD83D983D9A3DF03D1D3D373DAB3D953B4E3D443DE83DB3BCFB3DDBBDF4BDD03D72BCEC3CA53DB3BD5CBD27BDC83D003DD3BDFB3DB8BDC43CBA3DF93DD03BEABDD1BDB93CC33A4B3DE9BDE93D84BD07BD8FBBBD3D8DBC99BDA6BD5A3DBE3DE23DAA3DCD3D07BD993DB5BD86BC95BDE4BDFD3D73BDC03D9A3C443D90BC8FBD9D3D73BDE63D553D113DD4BC9ABD40BDF0BC0A3D943CBCBD81BDE2BDCBBC883D49BCBE3D433DCC3DC73CA63DCD3DAB3DDEBDB5BD9ABDBDBC61BC9E3DF43DF03DDA3D9ABD3C3B09BC78BDD23D603CD23DA9BC9C3CA93DE7BD3D3DB3BD803DADBD5D3D22BDE63D43BDA23D593CE2BDCBBD3C3D8C3DDCBD853DAF3D123BDC3DA6BDE7BDAA3DAFBDB5BD9EBD0FBD813D8B3DEBBD0DBB99BD47BD8CBD1FBD44BD143D77BD47BDE2BD6D3DE73D9F3D72BCCD3CDABDD03DC83D9ABD98BC8C3DB73CAA3C3B3DFCBD903DD13DDDBC5A3D913D8D3D80BDE5BD513CDD3C99BD533CFABCE23CFD3DBE3DADBDEC3D26BD71BDCD3DF03A7BBC7B3D593DE03D143DFFBD603C2F3D01BBB3BD30BDFF3D86BD9DBD663CBDBDC03DDB3C95BCE9BCA4BCC73DFB3DBEBD8A3DBBBD8EBD8DBD243DDBBBAFBDA0BDA8BDCABC3C3DF03D363D763D273D3CBD2C3DA7BDE73DFD3D7EBDF33D093DA63D8B3D34BD29BC95BC98BD7E3DB9BDADBD453DEDBD36BDC43DF23BC03D52BDA93D86BDFCBD323D82BBF43DEABD8CBCC5BD05BD763DDABCAABD5C3DE13D20BB68BC40BD9D3DE33C3DBD103DC3BD9E3C9F3C713D1B3D15BD833D39BCF83CF13C14BDB23D37BDE8BD3D3DEFBBD63DD4BD223D22BDE5BD8E3CD43DAEBD103D46BC853CCB3D953DF9BD7DBDF3BC93BD0ABB8BBDD33D0B3C033DD2BD223DACBCC7BDD5BD313DD33CA2BD833DFA3DE43C69BDC4BD1FBD02BD1EBBC93BCABDDD3D223DA3BDB9BDDABCDDBDE73CD2BD85BD45BD33BC1F3D163D923DEB3D2F3CD33DD83CBA3DAABDDCBD8CBD50BDF6BDFF3D38BD8F3D643D033DB6BCC03DAB3DEC3DA03D7D3DC53DBCBD2FBD6E3DDC3DC83D583C05BCF63C0B3D943D573CBCBCC7BCA2BBDC3BB6BDBEBD523DC53D9D3DACBDD13D8D3DF63DFABDEC3D57BD9EBDC2BD273D46BDFF3D53BD4DBDF63DF8BDE7BDB1BD7CBBEABCCC3DA73CAA3DAC3CC73DEE3CE5BDA53D4E3D1EBCF4BCB43D77BB8CBDED3D14BD9D3D9B3DBF3D41BCDB3C003E24BDC6BD7ABD9F3DD83DF93D893DCDBDA43D93BD5B3BB43D1EBDF7BCE73DA6BDF8BDB93B533D35BDC3BDF33DE33DE8BDACBC3BBB8CBDAD3DC2BDA83DC5BD4F3CE33D11BDEF3DDDBD723DFB3C40BD2EBDA63D7F3DCBBD6B3B2ABD153D2CBD8B3D853DE9BCA5BD14BAABBC9D3D8ABC763DD83DEB3D6BBDB6BDB7BD733D0FBDD53D843CA7BCE8388CBD27BD933DA73AE5BC453C80BCCC3DB93DBB3DD9BB7D3D773DA1BAC7BCE1BDCF3BE93DB33D8D3DC9BD6ABD9F3C1EBD8BBDC0BDD83CEE3DDEBDF5BC493DA8BC5A3DADBD96BDFBBD8C3CAA3D7EBD773DA03CFF3D54BDE9BDF83B52BCF23DE2BDA5BD89BBB43DD8BD7BBD963DD13DD93DC63CE83BBF3DAF3B3A3B263D813D743C553CE9B9463D4D3CA13CCCBDE1BDC83D633CD3BCE1BDD3BCD53DAE3CA73A0FBD40BD86BDFCBDCD3D993C6FBDDCBD41BDFF3C1F3DF23C00BEC7BDADBDB0BDD03DA0BD9FBDB2BDD6BDFF3DE1BC40BDE23DE6BC20BDA13C623DBC3D05BDCC3DFF3CF3BDA0BCC3BDEDBB07BD99BCFFBBE63BB03D9F3DEE3DA43D883CBEBDE63D8F3DF2BDB13DF6BDF03B43BD9D3DFDBDF0BDFEBC683D94BC1B3D2F3C41BD96BDBA3D8D3DF9BDF5BC7FBC61BD7E3DBC3DC8BD4BBD29BDAB3DC73D86BD4CBDE8BD603CC33DB0BC833DE7BDF33D9FBDD93DA93DBD3D753D38BDE13C193D063D5ABC7CBD44BB283D6DBDE9BD46BDBB3D3A3DCEBDA9BC733C343D1CBBB6BDCCBD153D6B3C4CBD043D993DBEBDE5BD6CBD02BD833CCABC75BDF83DE5BD49BD69BABB3D31BDF7BD80BCAE3D9D3D84BD86BC1EBDB4BC283CE4BCE9BC81BD37BD1A3D883DAC3B693CB83BA13DF9BDF6BD53BDE3BDDC3C343C2BBC4CBC813D58BC8EBDE23CE2BCA03C08BDDFBD49BAE7BD083DBD3DF1BCD63CC43DAA3CD13C5D3D1BBC35BCE4BDCF3D89BCDBBDEDBDEF3A87BC21BC8E3DD83D8A3D983CF83C9EBCD73DEABDE73D553D483DE5BDC13DB83CDABD733C02BD43BD393CFF3D843DE2BC88BDF13D833D82BD5CBD9C3D2B3D42BC0C3DDABD293DF43D26BD8ABDAE3D1D3AF9BB97BCF33C323D11BBA4BD14BD943D3E3D633CED3D863DFCBCF73C9D3CCA3DC0BD643D823DEBBC8EBC97BC99BD2A3D87BD123D933DD3BB42BDB33D963DB3BDD1BD9D3DB03D913D8FBD7D3DB73D61BD79BDD6BCD03DD33DA4BDFDBCAE3D2C3CD6BD86BBE2BD4A3DA23CA73D4A3CB5BDF4BDFEBD37BD6FBDE23DF73DC7BDF8BDA13D733D6ABD333D303DAFBD8ABDDB3D1EBC903D96BDEBBD7FBDA93D083D92BD81BCB8BDAA3DDCBD1CBCD4BD1DBDBCBCD8BBA0BDF23DA0BAE6BDCCBCDB3DEFBDAE3DE43D4A3D8E3D443D8F3CBBBDC8BD08BD7C3D51BD1F3D9DBD6F3D613DC33D9C3DA5BD343D5D3DE53C603DFB3D06BC9DBA80BC78BDB5BD503D32BD12BD62BD293CD8BCED3D773D333CFCBD8C3D9E3DBB3D89BD4CBD90BC5DBD96BD063D2B3D83BD14BD2DBBE1BD03BD97BD9E3D3F3DED3D1DBDEB3D093DF23D06BD85BD9FBDC63C853CCABC7BBD893D513DFBBD6E3DE03D73BCFC3CDF3D9D3D923DBEBDA63D4C3DA63D01BDEB3DB53DB83C30BD873DE73D1E3D47BD193DE03D10BD173DA0BD6CBDA03DDA3D8F3D2CBDD0BD753D863DD43DDE3CB5BDDABD023B31BC24BD62BCFCBD14BD573CBC3C183CCEBCBFBDD03D70BD31BBB53D9CBD613DC73DA3BDC1BD1EBDE93C83BC7FBDD63D6D3B943DC73DE93C91BDECBD603D693DDCBDB83C89BD893DCD3D95BDCB3DA0BDCCBDA3BD0DBDFA3DA73D90BDFA3C61BDEBBDFE3DC9BDD33B10BDC2BCD83D8B3DBF3D823C413D1BBD693CBEBD353C843D9E3BB23CE03D4E3C6A3DA9BCBEBD60BD81BDCDBDE2BD813CEABC663DD3BDA8BDAABDAA3B46BD30BDAC3D72BCBABD92BC333C623CE23DD73D5C3DB8BD573D8EBCBF3B8EBD9FBDDDBC563D5B3C2D3C25BDCD3D6D3C1A3DC13CF23D813DD5BD093C923D9BBDA03B18BDB3BBD63D853DAA3DC23DB73DD43C813CCDBC8FBD373DEBBDC33CDC3DAC3AF73D94BDD9BBB53DB73DA73DFEBD893D00BCEF3BCBBD60BDA13C753C69BDA4BDE6BDA8BDD93DA5BDBE3B9CBC813D36BC58BCF0BD79BDE53D913DE13D2D3D5ABA87BD9C3DCE3DE3BD02BDD43D203DA2BC4F3D14BD3C3C7A3C1DBDBCBDAA3D76BD403C3D3C2B3DF8BDFA3C103D80BDBCBDC2BCD13DA9BD183D6DBDC43DE0BDBF3DCCBDEEBD573D5EBCC23DCABDED3D843D7E3D62BDAC3DAC3D0FBD97BD403C07BC423C58BDB1BDFE3D943D28BDE6BDBBBDB6BDFDBD9E3D063DA1BCEF3DF4BDB83D933D5F3DF43DFD3C11BCDEBD96BC513D96BDF93DA4BDB53CBF3D8A3C1A3C00BD37BC64BCD33C953CDCBBDBBD203C313CE23B10BC093DA9BDB5BDAEBDE63DC4BDCF3DF73D4C3D25BD94BD7B3D0CBDFBBDC6BDC1BDBD3DF43D58BD05BB3EBDC7BCC5BD5A3C8DBCA7BD053D803DD1BC78BD06BD6DBD93BD90BC02BD9FBB7FBC83BDD1BDA8BDCEBDF4BC71BD983D3E3CCE3C1D3DD3BDCFBD343CC43D423C4ABC343D0A3DB83D5FBDB3BCA83DFA3DB4BDD4BD883DB33D8EBDDDBD3CBDD33DDBBDB93DF43DF1BDBB3DADBDCFBC0ABD313DC5BDD33C1EBD7A3DA1BD8E3D91BDD13D393CE5BC12BBC93D433D0DBDDA3DF9BD3E3D763DB83D03BDE1BDC6BDF93DA23DC43DFABD58BD083DA3B9E6BDC93DE03D6C3DB5BBAABDFABD08BCDBBD603D94BDFD3DF7BC563CDA3D10BD3C3C0CBDC43DE63D9ABDD8BD633D65BDE1BDD8BD19BCB6BBD4BD2DBDA33DC0BD86BDB0BD373D4A3DDFBDA93D0A3D2CBDEE3BF23D483D6C3DD9BDC93BEF3D923C8FBD05BDF8BCF0BD86BC56BD193D8C3CF4BCE03D7B3DC5BD0E3DB33D263DE8BBE63D92BD4E3BD7BB0A3C153CD6BDA4BC53BD9E3C65BD923D4F3C86BDCDBD85BDCEBD673DB93D813CCF3B743D083C95BD6739EE3D113BD8BCB7BDEC3DA03DAC3D443D763DFBBD7D3C74BD603DEF3D68BDC63DD9BDB0BD8DBD9BBC5CBDA73DDF3DDCBDD3BD78BD95BDBF3DAFBDE1BBAF3C70BC373DF0BB24BD073DFBBC1FBD9DBD7C3CD9BC9FBD11BD613C7CBD4A3D8F3D92BC7CBCE2BDC83D153D16BDCDBD9A3DF2BDD03DE83D1FBAF83D293CAA3DE43CFE3CD03D833DC7BD833DD03DA5BDB9BD06BACFBCE63D13BD893D2FBD863D063DCEBD98BCABBD14BD90B93ABC553CC5BDAC3DD63D77BD59BDAB3DC3391A3D313D8E3D023DD5BDC9BDFA3DA13D04BDD9BD70BDB7BDA4BDF4BCD03D02BD28BCDCBDD43DE5BD78BDC5BD88BD0FBC4E3D8F3DB6BDCF3DFABDD83DC4BD913C1E3D35BDDD3DAEBD4C3D7C3DDCBD15BDB03C9F3CD53DD1BDCABCA7BB453C5ABDD4BD8C3CBA3DB0BDFBBD543DC3BD86BDAABA903D8ABC453C78BCC63D233DF8BD073CA1BC85BD993DB73DD83B68BDE73D573DA5BD853DA9BD56BD313DE5BDED3D9DBDF6BDD93C98BD833BC93D373DA03C8DBC7CBDB6BDD13DDCBCCA3B943D733DB1BCE73DB93DF03DC9BD9A3D4D3DFB3AAFBDD4BD3A3DC6BD673D83BCB43DD7BDE4BD3CBD6ABDFFBDA6BCDABDEABD26BC803AEB3DEE3C953DD1BDF4BDC83D8A3CECBD86BD93BCFDBB943D413DD3BD043CFCBDB7BDD1BDB4BD5F3DA9BD9D3DF93CEEBBE4BCECBD573D48BAE0BDFBBDB9BD2A3D3CBD8A3D1F3D213DFABDBEBDCB3D203A40BD82BDC8BDFE3DB3BD06BD473DB53DEFBD97BC08BD283D703DF9BDB2BDFDBD5B3D623D733DA3BD283D143D953D093DF23D473A723C68BD153D7ABBA1BCD63C813C61BDDBBDEE3CA13DC7BD813D2D3D99BCFCBD1CBDCDBCF33CEB3BDF3D9C3D3F3C983DCB3DF5BD663DF0BCA9BB3FBD2E3D05BDF93DA9BC443B44BDEA3DB7BDBC3D4F3D97BDF3BA973D74BDFFBC3F3D673DE13DB2BD8DBD903D993D2B3CBBBC613DC4BD1E3C3ABD913DDF3DE93D1DBD12BD19BBCEBD743D043D9DBDD53CFA3DD23D733CC3BD87BD88BC6F3D903DFBBD83BDE5BC013C51BDBEBD663DBD3DAD3DB73D9BBDE0BD3B3D13BD563B96BD06BDC0BB523DBBBDF83DFDBC9EBD053C4A3CC4BCF93D32BDB0BDF33D4DBDD33C07BDA0BDB13D643BCFBCA4BD24BB413D20BDC7BCF2BD3C3D55BDF0BD2A3C6BBD40BB5A3D953D28BD92BDA23D7CBDAF3DB6BD963D8A3D93BBEB3D64BCA1BCDB3D013DE4BD8ABD94BACD3D8A3D2F3D9ABD3E3C95BC193D8B3D3CBD43BDFE3C1C3BE7BDF5BC243CC0BD87BDE73CAA3DB43DA3BDF63C4FBDE5BDBBBDF43D513DFD3CFCBCA63C88BCE9BB4EBDE5BD06BDC8BD093DFB3DD63C56BDACBD783D9C3DFCBB1DBD4A3D9B3CF8BC87BCE23D38BC00BD943D1F3DDC3B84BCD33CE43DF53D913D90BD743D03BD04BD26BD043BBFBC5B3D4D3D84BDFEBDF13CC9BACEBDA13D05BD9EBDC33D483D95BC3EBBBFBD2E3C543D54BD5D3D66BD6EBD17BDA2BC923D8A39EEBCAB3B5BBDE53DC7BDF4BC303C88BD1ABD383D02BDBABC533DBF3D623DE83DC3BD703D6FBD14BD7ABD96BBBBBC363D333C413D8CBD9B3D63BD813DCE3D0B3DF5BBDEBD343DB8BDF03AF9BD963D2BBC6D3C923D8F3D7EBD0ABB11BD253DBA3DB5BDA4BC3CBD3CBDA2BCBFBD5ABCF93D613CD5BD033CD4BC02BC2BBD153D1CBBC53DD7BC543D7DBD523C3E3D8ABC0B3DC9BCF23D9EBDD2BDD33CB33DE03C293CCABC473DF0BCBF3D8F3DF5BD2C3CF03D5A3DB83DFFBCE93C413DA13DC43C0CBC633D923DCB3DACBC1DBD1E3D043DEDBC48BCF63D3EBC9CBDFE3D5A3DC83DE3BD563CF23D7EBDCC3D23BCC2BC973DB43D063D293D06BDE3BCCDBD78BDBCBCBCBDE43DAC3D753D3C3D103DB03D423DD23DBC3DA6BD9BBD35BD68BDD2BDDFBD44BD0FBD923D923D85BD873D87BD313DD5BCBD3DC43B8E3CBABDDDBD613D053B12BD7DBD4F3CC93AC1BBB4BDE1BDE73D78BDA53DF53DB73DC33D46BD8E3BC3BC2BBDEC3D2F3CC53DE73D1F3CB43D22BDC0BD5C3D8C3D8C3D9DBDE9BCC13D0FBDA6BB883D283C6E3D153D883D7A3DF0BBC0BCE63D173DE53D42BDFCBDB838993DE73DED3DE03D94BDC3BDC2BCF8BD3ABC9D3D7FBDDE3BA2BD883D93BDBB3B273D3DBC853D8BBC363C7C3D20BDF93D863CEABCE53D503DB7BDD7BD993D953D823D7DBDD33D6FBDF13DA53D24BD573DAABDD1BD563D9EBCB93DB0BDF73B87BC13BCFB3DFF3DF83D6D3DACBD183D383C4B3DB33C9DBDCDBD673D5B3D8ABD0A3DAABD75BCF63DD93DACBD933D753DF93DEEBD773D43BD81BD0D3DA43D73BDCABDB9BDA63DDC3DC23D9ABD4FBDE53C2A3C4B3DFC3DBABDA83DC13CB13D00BEA73DEABDEE3D45BCC43CD03DD63D19BDEC3CB4BD6C3DB7BDB1BDA7BD79BD323D57BD96BDF83BE93DBABDD9BD62BD8B3CABBDBD3DA33D04BDCD3DD0BB643DB73B2DBDB03D413DCCBDD23DDFBDDBBDABBC9CBDCFBDE53C103D793C93BD1C3D41BD5ABDC33CF23DF3BC823C59BDF9BD553DE5BD883CD23DE23DBFBCE0BC04BDEDBD4CBCA23DDF3DFB3D04BD0C3DBBBD9C3C7C3D7EBC83BCB7BD83BCD73D40BD0B3D0A3DF03D823DA1BD7BBDEEBD98BD59BD55BD9BBDBEBD0CBDE73D7DBD00BB983DF3BDA73DC83D8F3D8FBDC53BF33D4BBCD5BD943C6FBC113DF5BDC93DFE3DBA3CF9BC483DE1BD763C293D373DCC3CB5BD043D37BDC9BDF6BD95BCAB3DA53C88BDD93D8E3DF1BDECBD70BDEF3D84BDD43D4A3CDDBCD73DB5BD60BD9EBCE1BDB43CBBBAAC3C00BECFBCF73D9DBDBBBDD2BDEC3DC53C813D81BC96BCE2BD043DE1BDA63CFC3DC1BCA4BD9C3DBDBD4FBDAF3D893DBB3D633D6CBDD93D2EBD31BDF13D06BDB4BDACBCA9BD373DEA3CE0BD86BDF7BD85BDF73DB8BC833D553DDFBD40BD553CEC3DC7BDEA3C4A3DBEBD1D3CE2BD94BDD03CC53D663AD33DB6BDA7BD213DE83D60BDDE3DAC3CE23B033DE13DCA3CADBC2C3D8A3CEB3DFABD3E3D4DBD9E3C4C3D353D50BCB53D71BCB03DF9BD43BDAA3DAEBD3DBD95BDF73DEE3DDD3DD13C983D2CBD97BC93BD343CFF3DE93DA03DA33D8ABD643B3ABD2D3CDEBC7C3D87BDB03D0B3D743DD13DE33BA83DC7BD63BD3CBD91BDD63DEA3D1EBB2CBBB73DF2BD7BBC1BBDB13CED3D823C533DFCBDA13DA53DDBBDCABACB3DEF3D98BCE03DC0BCFDBDE6BDD0BDD93D8A3D11BC95BD3B3D583DACBC7FBDA63CB93DC7BDCBBDAFB8CD3D0C3D1ABC863C8BBCDC3C8EBDFC3D893D0A3D28BCEBBDD23D963D5BBD2DBDCC3DFBBCBE3DD0BCB33D223DF1BD8E3DD9BDA73DFD3DF1BC9EBDF33DAEBCD0BAE1BDB83D123D9ABD04BDB43C3BBDBCBDADBDEDBDDCBDA03DBD3BE5BD8D3D95BDD73DBBBC0DBDE03D02BDD53AAD3DE5BCAFBD023BC73DBD3D683D92BD773D363C133DEBBDE23D333D4ABCA33D8D3DBDBC173D063BFBBDD7BAB8BDECBD9EBD3DBDE8BDF43CF93D683D643CD03C823C86BDED3C323D5C3D37BB753CAE3DDBBB9EBD2D3DE63DACBC6B3DA83DE2BB813DD73B6CBCFDBDF73CBFBDF73D4ABD23BD7F3D783DD1BDA83DE0BDBFBB5FBDB73DFF3C1D3C903DD7BD15BD98BCF03D86BC5F3DA53AF7BD893D973D2ABDE1BDD5BDECBBA1BD69BDE73DEF3DFB3DB63D153D373DF9BD0BBCA4BD95BDB53CBA3C57BDB1BDC5BC043DC7BDC43D17BC17BDC5BD04BDEE3DEB3CDCBDE33D723DE1BDC73D77BD323D023D55BBD53C833D2ABDE6BDE93D54BDE13B91BD30BCEBBDA2BDDB3DC6BDCFBDD2BDAE3CBBBCD0BD923CC8BC7C3BE83D723DBF3C70BDE83DF33DD1BDCE3DC7BDA53D3EBDE63DD8BCC7BDE2BC9F3DFCBDB0BDE0BDE03DDFBAABBCD13DA5BDE6BC913CD0BD233DFEBC153CA73C84BDE73DF8BC57BDB93CB3BD86BD1F3DB83CDBBDE0BDDCBDE13D85BDCB3C5E3DCB3D90BDF23D8ABD703C98BD823DBCBDA4BDDB3D66BD76BD8DBDBABD80BD533D8DBDFABC9ABDB7BD583D073D96BD423C35BDC13D84BD6ABD5ABB7F3DCB3DAFBD28BB4F3D08BDD8BD71BD603DDD3C993D973D033C5C3D2FBDE9BC6A3C31BDF7BDC23DC13D2C3D593D583C3A3DBE3DADBDE2BCAA3D3ABC59BCC1BD703DB8BDA9BDFE3DF33D543DFB3DC73D88BCE63D92BD113BFDBD883C503D283D083D65BDF9BDF7BBCE3DACBDC5BCCFBC81BD1CBDB6BD703DEBBDE6BD963DD73D88BD8DBB72BDF43DCA3DEB3DE33DC93D773DEBBB63BC733D3C3CE33DB8BDA3BD6EBD973D86BCE63CC1BD563D92BDE03D98BC003EEF3C5B3D3A3DF93CD63DA7BCEF3BE3BCA7BD08BD7ABD69BBF9BDF63DF5BC743D6A3C2CBDEABDBEBDCABDD2BDD73CE5BDBE3DA3BD903DBBBDF9BDB33CDD3D133D883DE03D6CBD993B10BDDDBD8E3DD03D843DE83D8C3DF4BDA83CD5BCD83CBEBDEE3CDBBD533D70BB61BDB7BD8BBDC43A243D803D8F3D1BBBC43DCE3DCF3DB13D07BD1B3DACBC213D4C3DC8BD1EBD1C3C8EBC813DED3DB83C6E3DE23D923D88BCD9BD1F3D49BDECBDD3BDDA3D0BBD5EBDEB3DA13DB4BD11BD4FBDAB3DEDBD933DB93D183DB2BDF83DED3DB73D78BDE8BDB6BDF0BD11BDDCBD613C533DC63D173D363D1ABD7D3C8E3D6A3B8F3D7FBCCEBD1D3CD0BDF7BC47BD96BDD9BDD4BDA9BDFABDAA3D883D233D803D54BDD5BCA83C2FBB0A3D383DEBBCEF3DF6BDD83D0E3DE83DF03D19BDDFBDDBBDCF3D913AB4BD4D3CF73DF63D793D8D3DCABD693D303D593DE9BB2D3BB6BD493BB23B61BCA83DE03DA43BBABD5FBDCE3D8C3DB13DDA3D0CBC763DDA3DF13DC6BD3A3DD6BDF23DE43DB03D7C3DA5BDE53D56BB53BD703DA73D96BD9BBD5EBD503BBE3AC73CBE3DB13CB5BDE3BDF6BDEC3DF53DDD3DF93A3A3DD4BD09BDAEBDD7BDC63D9E3DFFBD8FBD9F3D0B3D85BDF13CC43D0DBDF1BD9ABDCABDE03DFD3D8B3CE63DC1BDFC3CD6BB70BD0E3C333BB73DA63D9EBDCABD2E3D7E3DD5BDC93D87BBE4BDE1BD94BD523D19BD9BBDD33D81BDDBBC7CBDA1BD4EBDF83DB7BD79BDDE3D91BC193DF7BD9DBBE9BDB33C523DECBCC4BDAFBC9CBC923D863C483BFBBD893DDA3D93BDC13DCEBD88BD1BBD56BC0D3D1C3C05BDE73CE03D813CA63B7C3C863DB43B28BD643DDE3C11BD8CBD81BD71BDC63CC53DEF3DCBBCF23DBEBD1DBDC7BD823D4F3DAD3D91BDD5BD863B863DCBBCC13D223DDDBC88BDB9BD38BCC73C7E3DF23DB9BDA4BDC83CCF3D97BD2EBDF93D64BD26BD44BC7AB9A2BCB5BD573B92BDA63D06BDB43D343DB13D7EBC85BDDDBD15BD76BDE93C7BBDF33CD5BBD3BCA03DFFBD86BDBEBDD2BDDC3D7C3CBEBD88BDE33DB03D1ABD783D8D3D633DC73D783CBFBDA63D9DBCA7BD62BD3D3D193DA03D4FBDCEBD7F3C803DB6BD9F3DEABDF1BDA63D0F3D943D62BD323BA2BDC2BD443DA5BDBD3DDBBD503DE73D263D48BDDEBD9CBDECBDECBD3DBD163DC93D8BBDEB3CB4BDC3BBFCBD953DE3BDA23D1BBD21BCA2BDD1BDEA3DEDBDAABDD0BDB9BDF13D563C84BD153D943DCBBDE7BDE8BD623B8CBDA73CD5BDA1BBC1BBCEBD1E3D993D333DE83DC3BDB03D74BD633C783DA3BD91BDBFBD1E3CF13DCF3BB73DF93C2EBD033DCDBB5B3DF23DC73DF8BC59BDC63D9CBCACBDBE3D91BDA73D283CAEBDD33C953D5FBDC1BB5D3D943C2DBDD0BC2FBC32BA69BDF13C68BDBCBD28BC8BBCD7BD6EBD4FBD9ABD573C123CA93C133D613D7CBC60BB5BBD883D973CE33B3EBD8DBDB13DFFBD62BDE63D9BBD43BDE5BD183DB5BCB2BDA7BDDB3D983D51BDDFBDCB3C6A3DB43D78BDE1BD9ABD7DBC953DAA3C1CBDC13D613BF03DDABD52BDC5BBD7BD43BD81BDC63DC9BD00BED8BDA6BC583DE33DD2BDF5BD2B3D83BDFABD823C8B3D23BBE7BCDEBD5B3DACBD64BD853C73BD2D3DA33DA73D383D8D3DF9BDB73DCB3DD13D173DF4BDDCBDE63D383C6A3D313C3ABDF83DD83DF5BC74BD4EBDA03D813DCABDE13DAC3B5ABD823CB83CED3C9EBCA2BD9A3CAD3BBA3D98BD31BDEB3DCE3CB93DF6BD89BDE6BDDDBD03BDF03CE83C2B3D96BD2A3D5BBC74BDA6BD75B719BDE3BD5FBB943D9C3DAABD3C3C6A3D4EBDC73C4D3D873DA1BD893D05BDC6BD50BD85BDF83D4BBC683DA4BDAE3DBE3D6FBD6D3C2C3D87BDA73CCFBCCD3D17BCEBBCAF3DAABC8BBDA63DE3BDE63DAD3DF4BDE6BDDABDD7BDF13C37BC47BD2E3D8EBDCE3DF23DC0BDB2BDC8BDDFBD98BDD93D913D003ECCBC2CBC39BD25BBD43DE83DBD3D9CBCCD3D8EBDBA3D63BD993D05BB7ABD9ABDFCBD96BD28BD22BDC5BDD2BB96BCB3BD2B3DD0BDB43DDBBA3BBD6DBDCD3DA63D4D3CF5BDDA3DF5BC023D93BD843D2EBD9BBBBBBD753DFDBB3ABDD53DA03DE33DCB3D473D993DAD3D1EBD6E3D94BD91BCDEBD9ABDD4BD233DEE3D83BD67BD903D973D8ABBCABDF1BB673DC53D323CAABDD03DDC3D85BB97BDB03D57BD383CCFBD89BC923D623D8E3D763D28BD59BD273CF73D593D30BD2ABDC8BDAD3DCF3C7A3DC7BA2DBC4FBDC7BD1C3D3C3D79BDE43DB33C4F3DA9BDF3BD37BC833DB83D683CE93D993DE23DD1BDD9BDEFBD38BD7D3D38BDCEBC8BBDB33D8D3B2B3D62BDFEBD893C553D7CBA4D3D71BD11BD1DBD283CDDBDFF3DF0BD0BBC973D96BDE63DB1BCB4BDBFBDF7BD0BBCBA3DA73C0D3BE3BDE03DCE3CBC3C793D22BC9D39C5BD2C3B1ABDC3BCF0BD2EBB91BDD83DBFBC8F3D673D8E3DC3BD5BBDF73D3ABD91BB3EBD9ABDFEBDFE3CE5BD2A3DBEBD49BD9A3DD53C3ABD81BD95BD483D0C3DDF3DC2BDDD3DE23CC73D4DBD3BBC883D4BBDA9BD4F3DA53D1EBDB3BD4ABCC53D72BD28BC223DBD3D843DE43DF23C223D92BD63BD02BDD83B97BDAB3D9F3D62BD243DC9BC5E3D01BDE0BD5B3DF8BD55BDC03D703D553DD5BD033D1EBDE43DA7BDD8BDD03C79BD3CBD693DA13D92BC75BD8BBDBC3DA73DCEBCADBC56BDE4BDD1BDD43D6A3D45BD6A3CA8BD9ABD833ADBBCE73CB33C8DBDB43CC8BC4B3D333D6CBD4E3CB1BCF33C983DF53D",
      torch_tensor_128_16_torch.bfloat16: "0x020000008ABDDD3DD8BD6A3EEE3DD6BD9ABD76BE82BDBABC4A3E5B3ED73DFEBA95BD2D3BA33C833D4B3E2F3E28BD11BC2F3E063E863C383E5A3EEB3D13BE343E14BD3FBC2C3E03BD0EBE663E65BE17BEF83D71BDC73D043E79BE363E843DF5BCF4BDBF3CB33D98BDBC3D3EBDE6BCD6BCD93D583E773EA7BD973D473E82BC4E3E393E453E3F3E493E63BE903B4ABEB53994BC44BE7CBD343E88BD363ED2BC1E3E803EE4BD04BEBF3CD53DFBBD0CBE403EF4BD90BDEDBC18BE94BD37BE4BBE463E153E1B3ECD3DA63CA03D3EBEA9BD26BD28BE66BE103D05BED93D0E3E1EBE7D3E463D55BBBCBD31BE7B3E713E4B3EDD3D5CBD47BE40BED6BD3DBD0E3E523E443E31BD5BBE03BC553E443E14BE19BD223E57BD7E3E23BE2DBE5BBEC6BD74BE19BCEF3CE5BDF93C30BE683D8EBDE23C67BE383E123D79BE033C4ABE233E57BE1CBE09BE5EBE4CBE0BBD8A3D523E7BBEB5BB2C3E293ED03C31BE3ABC623E78BE60BE0EBE0F3D0D3D48BEF73CC0BDF43C6BBEF1BDD13D2A3EC7BC10BD62BD4A3EF9BD6DBD4FBEA5BDE03DFDBD3FBD6BBB003EB2BD923DB9BD5A3E203E8CBDCF3D8A3D78BE60BDE1BD1FBE02BE2E3E3C3E3B3EF5BD03BE6CBC3ABEB7BD0EBD4ABEABBD6CBD7F3E22BE60BEF5BD243E14BD163E313E083E103E6B3E093BD73D7ABD083E073E2DBE23BE803DBABC20BEC9BDE5BD4E3E5ABE6F3E3BBE5B3CA63DCBBDE4BD46BDC1BD393E0FBE9FBC10BE773E08BEFB3C523B453E46BE553EB23B513E25BEB8BC89BD2A3DD13C39BE94BC30BEC7394EBE5D3C12BE0E3EDEBDBEBDCA3D2C3B44BE37BD073E403EC13D943D063E1E3EC83D273E3D3C4D3E45BE2EBEF03B30BE29BDB0BD59BE9A3D723EB5BD803C88BD01BDABBD17BD313CD93CBB3C353C613E0D3E43BD563EF63DDFBD473D493EABBD6CBEB1BD363E733EFBBDEC3DAFBC81BDD73D8FBD003EEC3D063C6F3C0D3E50BEF8BD443E633E0A3EE73D85BDC1BDDF3D14BED2BCAB3D003EDEBD9E3CB2BD5B3E32BC0F3EC0BDC53DE3BDEF3D5ABC113E38BCFFBD05BE9CBD1C3C533C393E5E3EAABD1C3E8EBD213E9E3D1EBE13BE60BE423E2E3E563DFC3D0A3E153E4BBD2A3D143E2F3EDC3D613E75BE36BE1F3E59BE613E993D253E7BBE90BC39BE49BE9B3D84BB27BE753C803D783EE73C36BE0D3E34BEE8BD3F3E363E5B3ED23D8BBD40BE163E66BE163D3D3E3B3E723E683E2EBD853D8D3D553E063E673E4FBE583E123D68BEAF3C06BE27BC20BA35BE39BD073E033E39BD6F3EDFBD8D3CDEBDC4BDCA3C303DEC3D37BC423EF8BD7EBE303E783EDBBD333E4CBE473D7DBEBC3C853D1BBE8F3D653E12BE923D47BE1FBE61BEB1BC66BEF0BC673E603C97BC563E4ABDBE3D073E5DBDC9BC45BEF13B1C3EF6BCE23DFEBDA3BC203E003D0BBE5EBEF3BDEBBD0D3E84BD62BE183E7A3E11BE8BBD373E4EBE4DBE6EBE22BD2F3EF83DB9BD293ED73DFBBD433D77BC583CE2BD5D3E443DC33D333EEF3DD7BD023E48BEB9BD613E7EBE353E84BBF4BD263E94BD3ABD2D3D643E27BE55BE0ABD55BEA03DEFBD27BE55BE343E203E3C3E613E21BD91BD793E343E4A3E143E25BDEF3D453EC7BD27BD2ABE5ABC22BE093E2BBEC0BD6D3E003EFA3D7CBE1A3E17BEFCBD4FBE393E113E3F3E73BE1ABE4F3E9ABD96BD4B3E07BE2EBE573EFFBC6A3E39BD50BE8BBDB4BD29BD0A3E70BC6C3E113E263E423E14BE07BE5FBD233E043E6BBECB3C303E28BE3DBE1F3ECB3DD53D51BD693EF63C393DF13D4CBD163E253E423E65BE8E3DCD3C3B3EB43C78BE463D2FBDF0BDB33D06BE5EBE70BEB1BD7DBEA33DD53D433E3BBE533E29BD2B3E953D66BE34BEDB3C54BE11BEBBBD293E27BE55BD733D063E48BDAABD343E9A3DE2BD68BE393E47BD413EF7BD32BDB73DF93D77BD19BEEC3DC2BD2CBBCE3C3F3E1ABDC73D333E3A3E463E5F3E813D29BD52BC783ED2BD4D3E0C3E173E7A3EBDBC73BE0CBEB1BD053E093E0BBE073B7EBE0C3C3A3EB4BDBE3D67BDA73D733E883C24BDB5BD783E36BE063E3E3E043E64BE753EC1BD163EFC3D79BE4F3D64BE3F3EC3BD563E83BD04BE843DF13D62BE723E883D5C3E54BE433E633EC2BD3CBE14BEFA3DD23D853D323E4CBE51BEB13DA73DAC3D67BE8D3DB33D413B2D3EFBBC0F3E57BE5FBE2BBEB23D263E443D163D0DBE52BECEBDF9BD5B3E2C3E133E76BE173E323E36BE62BE3F3E783E3F3EEC3D20BD263E733E6B3D25BE41BE773E3DBE5D3E773DA43D8DBD03BD653E043C2C3EF2BD733E5F3E66BE80BE40BE973D28BE7D3E323E663E103E6EBE82BD763E343EAA3D5BBE33BEDDBC2ABDB8BD32BD2C3EDCBACEBD50BDC23DFD3DD73D73BE38BC1E3E43BD7D3E7D3E55BE013EADBDAFBB02BEF7BDA7BD553EB93D97BD04BDF0BD333E063EA63D84BD6E3EE83DA7BD6B3EA23B40BD113EFF3DA7BDD83D7CBD4E3EA93D453E22BE543E61BEDEBD82BB43BEBB3DA2BC6F3DFF3D3D3CFDBC753E12BD3C3ECF3C0EBE5EBE4F3E083E823A25BE5EBE47BE0ABE433EC7BD6B3E4E3E4A3E1EBE39BCFB3D503EF5BC263EC3BC5F3EEABC18BE48BEA23D7B3E6FBD393D693E623E673E943DDC3D673EA2BD55BE2EBE373E9DBC92BD273E1F3E713E7F3E7B3E0EBE1C3E2D3E403ECA3D54BE0B3D023E13BEE3BD1A3EAEBD733E9EBDAFBCA0BC7B3EC13CC83D2A3E693C843C84BDE8BC8CBD75BD403EEABD58BE613D07BE65BE1ABE473D3EBEC0BC2B3E833C403E273D3BBEEC3DEA3D54BE5B3E403C5D3EB5BD4C3DDABD6ABD03BE33BE533DBC3D57BEAD3C273E28BD903DA3BD393EC93C5A3D7FBEDCBDD33D59BE22BE04BEC2BD443E493D0F3E40BE783EDA3DC53D50BE813CDEBD09BE1ABE7EBE54BD12BED7BD4A3E583DC43DE2BC37BE323D2CBC2D3EACBD9EBD28BE573E673DF63C463E62BE79BE2D3E423E463E78BDAEBD55BE8DBD56BE4E3E53BA943D113C223D8BBD233E38BC64BE71BE71BE65BE63BE33BE183E7FBE55BE3D3E283CA33D38BE433E73BE4CBE9F3D9E3D09BE91BD24BEFD3D423E8EBD93BDFC3D373EB4BD0CBD26BE1D3E093E313C0BBEA43DBBBBBEBDDE3D04BEC1BDDABD77BE77BE7C3EC4BD4CBE89BDA6BD4F3E4B3D273EA43D12BE063C343E16BE4FBDF53D873C2FBE4DBE2ABE9E3D60BDD43D493DE93D28BE8BBD723E75BD6C3E0E3E63BE213DCD3DAA3D6ABEE7BD453E953D29BCD4BD7D3EE73D273DFD3C153E78BE02BE23BD843D66BD1CBE673E273E7FBE3EBD823D60BEADBC45BE353EFE3C2D3E75BEB2BC5C3E973D3FBD2D3EC6BCCD3D183D983D793E4EBD5DBEFA3D80BA7ABDF9BCD33D3CBE003DC43CC0BD79BEEEBDADBD8D3DBA3D8A3D6BBCAB3D53BEE2BD85BD13BD033EE03D1ABE37BE6F3E07BE143E3C3E48BE34BEC7BD7A3E3C3EB5BAD3BD523EC6BD1BBE1EBE3C3EED3DB53C5DBD01BE3BBE133E1DBD61BC9E3D123E01BD6D3D3FBD5B3E013E48BD273E5C3E093E6CBE323AA33D09BD8C3D053EC43D71BEBD3D5A3E573ECA3D4D3E4DBE43BE88BD22BE11BE08BE6BBEB43C683D11BDA03B973C45BD44BEFB3D443EA0BC45BE5F3E963D333E88BD86BDE3BCC03D7CBE7D3E28BE143E5EBEEA3D9B3D3A3E6F3E68BEFD3C623DC7BDE9BDDD3D56BE3FBE433EE7BD113DC83DFCBCAF3D2DBEBFBD493D803DE1BD22BD613E73BD59BE4CBE343ED6BD0E3D823D66BBA13DAE3D313EB13D3FBD513D00BE563E2ABE493E01BEFF3CC9BD32BE42BE2BBC56BE3ABE303E2CBDF73C083ECB3C13BE06BC72BDFBBD01BE49BE5D3E7A3D13BE1E3E3DBE1D3DC4BD6ABEBD3D0ABE3FBE0ABE023EFEBD7DBE6D3E4DBEEEBD153E7CBEC5BD05BE56BD99BD213E793E4E3E0DBE243D0A3E613D92BC11BE1CBE473E333EA5BD7FBD8A3DBBBD043D7F3E08BE68BE25BEEC3D46BB37BE363D43BDD0BDC5BD6FBE3ABE783E4F3EADBDD3BD79BE75BDCFBCE6BD4B3E22BE01BEA73D2F3E173DB13D0A3C063D70BE1D3E1DBEB4BC72BEDEBD3B3EF63D4B3D113D6CBE633E7D3CCC3C0B3C32BE013E7C3CD33D683CDE3D5DBE22BC3C3E57BE4E3E04BE483E9F3CDE3D6D3D563D433E1BBE3CBD2E3D80BEBB3D33BEEF3D513D44BEEFBC69BE6DBC293E003E54BE3D3EF43D6BBD61BE41BE313E243E36BE7A3E693E38BE15BE2F3E43BD3B3DEE3D1D3EE23C4D3DB5BD11BD4EBE3DBD103E26BE323E15BE03BE27BC3E3ED93D7CBEF3BB713E51BDE33D6E3D733E273E573DD4BD79BE713D703E033E2FBE3ABD683ECABD40BEA13D7ABE64BD773E363DF83D0EBEE2BDBFBD5D3DA93CF03D7EBE1D3E063D9A3D4D3D1F3ED93DA43D40BE4ABEC63D52BE28BE3BBEAABD243E503D523E91BDE33D5B3E61BE64BEC63B73BE153D513E07BD163E15BE9CBD093E033E6E3DD8BD66BE16BD01BE5339F83C063E143E4DBE023E97BD743D6BBEC0BD803EAB3D093E913D3FBD783E51BE723E413EF23D0C3E0BBEA9BD56BE233EA83D683E01BEA73B613EBBBC2CBE543EFB3D50BE693E223E293EAEBD383E64BEBEBD39BC4CBED6BD1A3E223D403EAB3CD8BC933D1FBD71BE3E3D29BE7FBEFDBD22BEFC3CE03C943C1D3E15BE87BD703EE9BD9B3D37BE253EF03D4FBEA1BD8A3DC23C133C52BE14BEDF39433E46BE74BE6F3E013E69BE5BBE68BED43D1EBE243E5FBD26BE2F3D783D493E153E423EEE3D2B3EEBBD713EDBBC5CBEACBCB9BD1B3E46BCC13D38BE8FBD5E3C4B3DBABD01BEBFBCF1BC423E23BE133DF1BDADBDB0BD333D0CBDA3BB3ABC5B3C0EBE5EBC173E173E37BE7EBE9E3D4EBE783D92BD9EBD18BE173C2BBE02BE20BE853D423D9E3DF93D4FBE473E20BE43BECC3D243C973D453C8A3D22BE38BD5B3E05BE2F3EC5BC4E3C2B3E7EBD51BEA93D2BBE58BEFCBCDC3C2C3D113E7FBE7EBDBE3D113EAABD47BE06BEFABD1FBE403D073B3CBD313EA3BDF3BC4E3E4B3EA7BDA6BD083E3EBE02BE113E33BEEB3C62BE403E403E3ABE113EDD3D303E3CBEA13D05BE0B3E1D3E60BEF53D37BD31BE43BE0F3E303E79BCB13D7BBE533E02BEAE3CA6BB3A3E143E933D92BD5FBD6B3E983C9D3CEFBC4CBDBFBBCFBD37BE093BEB3D2ABE8F3D19BD16BEE23DF13D493DAF3D2ABD1B3DFABDE63C183E133E433D123D153E93BD563E7CBCA13D323E6E3E58BEDA3CE1BCC03D8E3C39BE333E573D643E87BD1BBE8DBD69BE5FBECEBD28BE76BE3ABE8D3D37BCCA3D593E58BD8A3DB8BC5ABD6E3C1DBE7C3E31BD51BE50BD72BEC63D2D3D443E313E53BD30BEE8BD443D8CBD61BDBCBD2ABC1EBE79BE7ABE35BE9E3D65BE4BBE8C3B7F3E383E363E0D3E363E963DCFBD1BBE85BD223DEDBD6CBE0A3E473E7B3E1CBE07BEE3BD10BC563E063D533ED93DA1BD6FBEE23D8DBD433D3CBE9BBDD03D43BD6ABE943C373E47BC1E3D403EA13D2A3D40BE00BE04BE053E3A3E78BDE93D08BE1ABE6C3D443E4D3E6D3E70BE8B3DD9BC5F3EBC3CE43C103D213E2B3D31BD08BDDABD353D44BD5CBDE2BC313EBB3BFC3D703DBCBDFEBD1ABD4D3E77BE543ED43D38BE51BE13BE94BD5FBE1B3ECDBD633E99BD053D85BD9F3DE4BD7D3E663E67BEFD3D03BE2ABD75BD24BE0DBE38BE46BE663D153E71BE253E753E2A3EADBC593C613EED3D583E363B9E3D053C38BE983C643D59BEBA3D6DBEBFBC863D043ED9BB49BE1BBEB33D233E7B3E99BC743D67BE2D3E89BD79BE063E67BE373D0C3E11BE1F3E28BE6FBE363D433E59BE463E2D3E27BE2D3E63BE6FBC13BE4A3E303E643ECD3D523E8E3DD13DED3D093D8DBD5E3EEB3D23BE58BE6D3E303E16BE4CBE73BED9BD053E643ECFBDC6BD2D3E683EA83D",
      torch_tensor_16_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_24_64_torch.bfloat16: "0x02000000E23DCDBCAA3D9CBDB6BDB3BC8ABC98BD373B0FBDCD3D8FBD3D3C983D64BDB8BDCA3DB03B21BDAFBDFCBD833DFDBCB13C9A3BE73DBC3DA33DBD3C00BE82BDC3BDCBBD583D62BD83BDEFBD883DC83D603BFE3DF4BC1F3D0DBD20BC923D9BBDF8BD6D3D513DBFBC7A3D313CF5BDCCBD973D0BBCECBD7ABBB73D00BD743DB5BDE1BDCB3DE4BD0A3C343DBFBCAE3D97BCD53C6ABDB43D943D32BD2ABBFBBDAB3D34BC713CBBBDD53C9DBD2BBD893DDBBD82BDD9BD613DAEBDDE39783DDE3DDC3D34BD43BDF9BDD23CB43D783DC4BDC3BC37BD793D99BD163D993D16BD9F3D66BCAFBCBDBB58BDDA3D1D3CCD3DD1BDA3BB0CBDCEBD89BD67B9A2BDB33DA83D083CDF3D46BD4A3DF83D353DC7BC75BDBEBDE13DE6BDE83DA83D053C26BBE13CA5BDDA3CFD3CF73DA3BD25BDACBD353DEC3DD1BD463DAFBD73BDD0BDE13ADD3D3B3C5FBCBF3D423DE53D79BD77BD423D5E3DF83DD63C153DFB3DE53AB63D2C3DF4BDCE3AF9BDE3BD9EBD1E3DA63C5B3B013DF73D663CEBBDA63DCC3D11BD863CBBBDF2BDFB3CE63D64BDC73D4D3D6B3C983DD6BDA6BD083DC53D0C3C843DDC3CAB3D4A3D89BDF5BD23BDC33D843D953D843D8A3D10BD6CBD9BBDD2BDA4BD3A3DC83CF1BD903DF63DC5BAD73DBC3D11BDA23DD03D8B3DEE3DE0BD923D8DBDD43DC4BDBBBC8E3DD9BD863D61BD17BDBB3A963C443D9FBCFF3D3CBD983DD7BD5DBCEFBDE23D2F3D0CBDED3CAD3D25BCBF3DB8BDB63D0A3DDDBD153D01BBB6BDB73D063D373D8A3D833D043CC33DCABD723D053D0F3C283C85BC9ABD643D863D9C3BB73DB83D3C3DF93D173DB13D85BD853C533DE63CA73D06BDAFBD673DEFBCD63DAA3CE6BDF33D7BBCC23DE9BCB83DF7BDB83CDEBD743DC6BD22BD86BCF63DC83C863CEEBC40BDFCBDF0BDD03CAA3DA5BDA23D15BDF73D253DC3BD3ABCECBCE63A0E3DA13DBCBCF2BD69BD64BDAEBCE63DBF3D023DDD3D873D67BD99BC613D893D97BD803DDE3D52BC893C16BD02BDCDBD803D81BCA0BD16BDE83A8FBDBEBCB93C163DD23C4CBDD23C9A3DF73DDCBD3FBC3C3DB43DAB3DC4BCDF3DD73D85BD0C3CB4BD253D5C3BB5BD85BD68BC77BD2BBD43BDC6BD1B3DB5BD12BC82BD90BD54BD693D813DDB3D573CA13C783C83BC86BD7F3D4FBD99BD0E3DB9BD0A3D083DE03DB13D0ABD9C3D56BDA8BDB63BBABDFA3D953D50BDF5BDBDBDEEBCBB3D6F3CA33DA73D20BDB8BD2EBD3B3D803B4BBD0E3DEEBD71BD43BDDB3C7EBD883DD3BD54BD233DC33DEFBDB73CAE3DDCBC9CBDDFBDC6BC1E3D5ABD393DD7BDE83D4D3DBC3D8B3DBFBDC8BDC63DEDBDAC3D5FBDE2BD55BD70BCA13DBF3D793D1CBD3FBD34BD91BD8EBC0C3DC8BD7B3D64BCF9BCBBBD63BD8BBDB33D603DF13C813C32BCF43CA7BD493C45BDF1BDD9BDF43BA13D0CBDB33DB5BCE0BD463D943CB23D653D59BCBA3C003EF9BDDF3DD5BC4FBC7E3C653C54B9E73D98BCEFBD2E3D0D3DF03DF6BCCEBD2A3DE63DAA3DACBDB3BCF83C2D3BB9BD303CD5BCFA3DDD3B19BCE53B74BDAC3BA8BCA23D843DF93D61BC86BC053D723DE2BD6DBDD33CB1BBA3BD323DB53C0E3CA23DDB3CF63D033B28BDB3BD12BDD03DCD3C593D433D813D8ABC4B3DFC3D443D833D6E3C5D3D84BDE7BDB23C6A3D06BD98BDE33DAE3DB7BD103C3CBD3FBCE1BD86BC773DA5BCBDBD5DBD12BDD93D94BDAEBC70B98A3DAA3DC6BDDB3A313D5F3DDCBCC4BD2F3DEB3D673D7E3D9F3D7DBD6E3D823DC53DED3D5E3D4F388BBC1C3CB83A18BDED3B79BDDEBD373DC2BDFDBC12BDC43BA8BDA4BCB5BD97BC17BD9FBD5E3DDF3D54BDD33DCA3DC0BDB13DC33D4CB98BBD4C3DE8BB953D54BD9FBC153DA4BD623D3EBDEDBC49BDEF3DE2BD1B3CCABBF03DBD3DEF3A4DBCF03C34BDA9BBF63D293DB83DFDBD2DBC57BDF63DA13D333DD7BD403D983D3F3D8D3C453D0BBD823C63BDE23DF9B9ACBD61BDBDBC22BC37BDDB3D78BDE53D643C9D3DC4BDB03DF53DE43CFD3D10BDDB3DB33DBCBDE2BDAC3D603B77BD8F3DF53DDD3C963DC0BDF2BDAF3CF1BC5FBDC5BDCC3CF4BD97BD013CD8BC663D413D9FBD3E3D863DEFBB26BDFBBC633D8F3D7EBD513DD1BD86BCB4BD643DED3C293D173D8DBDFC3DC53CB2BCB8BC34BD63BDFDBC543D03BC1F3D1BBD253DAF3D423DA73DF43C33BDF2BD1D3D8EBDAD3D5BBD9EBC313C8CBDF63C5E3DEABCAA3C6E3DD13D833D92BDA3BD403CA9BDD4BDF3BD703DF3BCAA3D583D4EBD51BD62BDEABDCCBDF7BC5C3DCEBD18BDD93DC2BD8B3DD63D9EBD6FBDC43D213D9C3C47BD09BDEEBDEEBD8A3DA03DD0BDD33D92BD00BD4F3DB13DABBD8BBD16BDB7BD03BDCF3DF13D99BDAF3DADBDE1BD403D7BBBD33DAF3DD33DAB3B53BDE03DED3D50BD353D73BD10BD0EBC303DF43D50BCC53D0CBAE3BDF9BC83BBA93D723D4A3DE4BD91BCC23CEBBCB73DEF3D6F3DADBD1BBDC33DC83DEABB643DB9BDEFBD13BD9ABDA5BD16BCDC3DB6BDB13D09BBF9BCDDBC88BD6A3D693D013D17BCDFBD0EBC583C6CBCAF3D423CC7BC0B3DA63DE3BCDF3DD3BD5EBD813CD03DF5BCCEBD9F3CCA3C383D2F3C5C3D0D3D69BD0A3CB1BCEFBD39BD03BD9B3CD23D6C3D653CF43CFCBDC03DA2BBD3BD61BD58BDE1BD0CBDFEBD813DF0BD1FBCCBBD37BDC0BD8A3D5C3DE13D77BDF6BD3A3CD5BC5EBD273DBBBD513CFF3D6A3D883DEB3DE13CBCBDACBD5DBBBEBDB33DAEBD473D9F3D53BADDBDE53D9C3D623D08BC70BC87BC4C3D46BDBEBD01BD673DD73D0E3DB23DAFBD7DBD023C3DBDCF3D4CBD05BCA53CCF3D883D943D0B3D9B3DAD3BE83CA13DFD3C013DFC3D01BDE7BDF23DD63D293DD2BD7C3DCC3DDFBD593DBE3C82BC443DF8BDCC3DA93D8D3BB93CB93D2ABD89BBC7BDC3BC28BD573DFF3DD23B95BDEEBD84BD89BD09BDD23C963CCD3DD4BDC4BDD73C063D803D8BBD693D94BD9F3DA2BCE9BCD9BDF5BD19BDB8BD99BD3BBDB3BD80BDF8BD8DBDFBBDBFBD2FBD1CBC973D90BD95BCDA3D77BD173DE93D553B29BC9D3DE63D8B3DC13B8D3DE13C213D09BD8E3CB0BCCBBBDFBD86BDCC3DB13D39BD743D913DFF3D81BC4C3C9ABC8BBD813DE9BDEDBCB63D1EBCC93CEB3DC53D25BDCA3AC93DDF3C643D17BDA7BDCBBDEC3B1E3DE5BD47BDF23D1C3D9DBC61BDDC3D903BC03D7A3DC9BCC9BDACBD813DD5BD8A3DB53BDDBDA23DE03D5B3D773B9237CDBC55BD8EBDAD3D72BD30BDE03CF0BD993D19BB9C39DDBD1C3DC53D323DC9BD13BCCCBDECBC84BCB03B9DBD83BD81BDD43D6EBDEDBDCC3D1CBB73BDF1BD4DBDC1BDEEBDD2BDAB3DABBD9EBC41BDE8BDF8BCEDBD14BDB33DD1BDDE3DC73DA7BD69BDD9BC113C3DBDD2BDDE3D4E3DC93DC53D6BBDB8BD59BD973DC9BD163DDD3D76BCEEBD873DF9BDA13D2A3D3EBCAF3BC0BDAABDD5BBE1BD39BCADBDAD3DD9BD57BD2E3D8EBDB9BDC13D08BDB4BDA53D81BD1E3D463D3DBD9FBD873D343DC7BC883D9B3D8BBD573D213D9E3CFF3DDC3D8ABDA3BD37BDB9BDAB3DE13DF23DA3BC0D3DB63D6DBD7B3D25BDD03DEFBD9CBC36BD053DA5BD8DBDA23DA7BD463D86BD72BCB73D4D3CC13CF7BB76BCFF3D67BDB73D23BCA6BD083D4C3D8C3CE0BDEE3DF03DD3BD043C9CBC293D9BBD35BDD63DA5BDD7BD80BDC23DB63D5A3DF7BCB03A45BDDFBD9CBD933D623DED3DBBBDE5BC3EBD2E3CB2BDB0BDFB3DA5BD3EBDB8BDDB3DB3BD48BDBA3DAA3DAFBD7F3D69BD5ABBA6BDA63DBDBD2CBDDC3B45BCFBBDCEBB7B3DC53D3EBB7B3D483DB63D88BDEB3DCEBDDF3DADBDD9BD9F3D96BC0C3D58BDC4BDC43DAA3C3ABD1EBD3EBD7FBCF53D573DF5BDF2BD91BDDABD82BD63BDB23DC1BCE93DB8BD7E3C84BDECBDB8BDEC3D613D303D813D65BDD8BD623DFD3D3C3D923DCD3DD43CC93D513B613CA23D7CBD853CD2398BBD17BC0FBCB53D793D26BD153DBBBD9E3D8DBC8B3D0FBD94BDD6BD8DBD32BDD4BD45BCCBBBA1BDAD3DCA3B9ABC5D3B4DBCF2BD6ABDB0BD1C3DFABD3BBDC43D193DF13D82BD2CBDCF3DF43BDDBD79BD48BDD13D0B3DD5BDD83CCEBC5E3CC7BDF1BDACBD0B3CB03D14BCAEBC173CE63C7C3B16BDC1BD81BDC13DF4BDD53D79BC273DF3BD02BDD0BDE33D0FBDE43DB83DC8BDA9BD993B05BB74BD9EBDC3BD5C3D533DD3BDB33DFCBD643CD83DF33DCEBD91BD4EBD2B3D333DD7BDC43CE93D73BDBC3D863DD63DA1BD48BDD7BCBFBDD43D6CBD953CFA3D48BDB8BC673D33BDE5BD26BD9DBD96BD91BD453DC43C7FBD5C3D7E3DE73DD7BD38BCD7BDB23DDB3DDEBDA0BD503D423D533D103D99BDE43DC5BD03BC26BD8BBC00BD923DF73DE9BB943DB2BD9B3DC9BC99BDAEBDCE3D173C1EBDCBBD5D3D633D6E3D6CBD",
      torch_tensor_96_32_torch.bfloat16: "0x020000000EBEC73D64BB1F3D05BE543D31BE61BD8BBC2ABEB7BD2BBED2BDD6BB69BC3FBD313E2FBE5CBA243EE8BC833C0A3E053DCE3D53BD94BB1B3E1A3C2C3E193EABBD193ED33D183EAF3D9A3D3CBD54BCAABCFBBC41BD5D3D33BEB4BD4E3DB9BBF2BC863D263ED6BD0ABE90BDA6BCF9BCCDBD10BE2DBDBF3C9A3C233E433DBCBDB7BD0FBEDD3D2C3E493C67BC763D853D093ED8BD0DBEE13DF1BD2B3E15BD353DBC3D2A3DA2BD09BDBBBDEBBD3B3D0DBE88BC0E3D76BD4ABDA03D2DBEE5BC413DCA3D1CBE4F3D203EDBBD233E0E3E1FBE71BD1B3EEBBD173E03BE323E04BEB6BDFF3DA83D0EBE90BDD83D1EBE853D003EC03D8A3C06BE2EBD30BD3C3D26BEDD3DF53DA3BDFABD833DEFBDE23D953DC2BD6A3B3F3C0A3EBFBDC2BD0BBE003E353DF73D84BDEF3C8A3D15BE183E12BE5B3DDA3D3FBD0EBE61BDFCBD083E43BD163E183D2F3E09BDA7BD983CB83DDB3CCF3DC93D283D35BD2BBE07BEE53C1FBE8FBD92BD29BE35BDAD3DD13DEB3B9BBD46BC00BE173D0EBEC5BD19BE2D3E17BECA3CB5BC20BE7DBD33BE493D303D713DD43DF4BDF83D5C3DD63D99BDE63DAF3D01BDACBD0A3E02BE3FBC8C3DE0BBFC3D203ED4BC3FBC12BE603D73BDFFBDBB3D39BD0B3EB43DA4BDC63D16BED23DE63D263E293EC13B1DBE0D3DA3BC933C373DE3BC05BE30BE22BE4CBDBDB9FF3DA3BD08BEFD3D20BDDFBD893C0F3EED3D61BBBD3D12BE0C3EE7BD073ED93DC1BCBEBDB6BD983D2C3EF4BDABBD30BE043DA0BC0BBD903DF5BD133E743D92BD63BD24BE08BEC83DF1BD333E2D3EFB3D4B3D883D2CBEF53CA93C0DBD023DAABD8D3C66BC843D0ABD8A3C773D023E02BEBF3D243D56BDAFBC2DBD743CC9BC233D443DDE3D79BD793D2ABD68BD183EF1BD05BD133C02BE34BEFF3C253E7CBD7BBDC13D073E553DD0BD0D3E723D1C3D763BD4BC173EA4BD68BD44BDABBDF1BDAFBC3CBA2BBE01BE01BE4D3D27BE3B3CA13DAFBD34BD5C3D113CB23D7E3DC63DD5BDA5BD89BD96BD123D773DB23DB13DE83D94BD133E18BD093E55BD28BE633D753977BCF5BDDEBD953D1FBE4BBB66BC77BD0F3EA83D003E93BDC53D2A3B1DBBF63D263D15BE933D8ABD10BE113EB23DAA3DC4BDC3BD443C8CBDE9BD0DBE013E8DBC16BEF13DE4BCFD3D52BD13BE213D3F3C84BD013E033E21BE213BD8BDC1BD923DD8BDE6BD263D2D3E213E103E8BBD9C3D2FBE8FBDA03D263E19BEA5BDBCBB373D2CBED83DB93D0FBE07BEDE39003EB1BD303E8CBD66BDF7BDD8BDA4BD34BE853D49BD25BCB63D33BE293DCDBD28BDB4BCB93D273E283E17BE08BE433C133E51BDA5BC2FBC0F3E5A3D08BD09BEAB3DF4BDD6BD053D4EBCF9BDE93DE13D0F3EBA3D07BECDBDD2BD33BE1B3E6E3D213E8CBCA4BD163E28BE813D293EDDBD823D9FBD61BC313EC4BD6B3D993D20BEDF3D993DC3BD3BBCC4BDECBD06BED13D28BEF73DC2BDC0BDD8BD0A3E3B3CBB3DE7BD1F3DC8BBABBC313E2ABD0D3D95BD00BE133E30BE3C3DB33CF23DA83D2B3E073ED13DAA3DD33CD4BD0D3E213E8B3D23BD84BD74BD20BE613D72BD17BE6B3D13BEC5BD9DBDF5B9BC3B65BDC73C213EB7BDD93B2A3E743C273C283E41BDDB3D11BE8D3DFD3D26BE103DB43CE63DFCBDF53DCC3DA0BD843D1DBD2CBD2EBE183DB93DD63C31BEA3BD13BEE63DD33D253EB83D78BB173C13BE4BBD14BE26BE643D27BEB43D17BEBB3D343EB43DDBBCA23DC53C783C23BE373DDEBC263E273E21BED6BDF0BD04BE103CA0BDD1BD1FBE053E56BDA23D53BD26BE53BC283EEFBDBF3D4FBD58BDD23D2C3E97BC5C3D8CBC27BE063E0FBE943C99BDF03DCB3CCD3D00BD65BD99BC593D45BDA23C1D3EA23D55BD25BCC2BD693BE93D52BD28BEF73C943D093CE43D2CBE2BBE25BECE3C0C3EFA3D7BBD33BE933D423C2E3EC7BC04BE08BEEABD2B3E123DC6BD043E18BE0F3E8DBD183EC63D49BD0FBE16BC83BD87BDAC3DD0BDDD3D1F3EEDBBEA3D2B3E1BBEB83D9FBC2EBC9C3D2B3A99BC6BBD833D8BBD193E28BEB73D84BCCDBD33BEC0BD29BDA43DF43D23BE5DBD16BE1F3DA43DDD3D60BDD83D48BC1BBE2E3D16BD9EBD193E8C3DAC3D0D3ED3BD28BEEEBDE53D40BD90BC353E16BED7BD3BBDA23C703DD7BD883C9C3D14BEB6BDC03D2D3E48BC96BC9C3DECBD1C3E003DB73D043DB3BD053EC83D053DF63CD0BD713D333D0C3E813C40BD1E3EAFBC823DF93DDB3DF0BD78BDE6BC953DCC3D0F3ECEBDF53DBBBD5E3DC43C3BBD0E3E09BEED3DB8BDFFBB58BD253E05BED33C0BBE11BED8BC21BE82BCA73DE63C0ABE06BEA8BD123ED3BD94BCC6BD1FBDFC3D17BE8B3DA4BDB63DB23C1F3EA5BDF63D103D7B3D2EBEA13D103E66BB24BBC0BDE0BDE53D2CBEB23C1EBE893DE3BDAFBC1F3EB3BD2EBEF7BDB23D9C3A81BD14BE263E303E4DBDD43CE4BD18BEF03D273EC4BCFABDA6BD8DBD9FBD323E48BBA43D2F3EB63B0E3EC3BD0C3CA0BD27BEE6BC0BBBFE3BB53C1CBD91BC3DBC7EBBD3BD69BDB43D20BC503D193DA13DC13C17BE9D3DCEBC773DBD3D1C3E13BEF6BD8B3D8A3DD0BD2F3E01BD8F3DF7BD99BDC33D0A3E44BDF43D173E00BE8DBC10BECB3D29BD1C3E9D3D623D203EF63C2F3D0ABD2BBE0DBE98BAD9BD643C90BDC73C813D02BEF03C423CE83C15BD423D2FBEE53DF4BD0FBEFE3D283EF5BDDC3C303D033DA93D25BED03D933D51BCD4BD033D253D8EBDED3DE83D153DCBBDE5BD1F3D90BD313E213E353E993D9BBDD2BDBBBC80BDFBBD163E9F3C66BDF43D313E793D18BE06BE2E3EE33DF43B33BE0BBD353D0A3E2C3DF4BD22BEEABD89BDE0BC183D303E993C22BEE4BD343D663D343EE83CF83C8CBC173D29BE583DAD3DFFBD83BD0F3ED5BD6F3DA03D743DE73C52BD0A3EFDBDC7BB4B3DB33D31BD73BD41BDD1BD0E3ED8BD213E7E3D26BEE43CAFBC513D443C0B3E67BDD53D34BC063EF6BDFEBDA73D0B3ED1BD4ABD62BD01BD083ECD3D48BD13BE1C3EA9BD783D30BE1A3E063EBEBD953DDA3DC1BD0A3DCC3D22BE03BD22BEACBD05BDC6BD2DBE0BBE5ABC1BBED6BDE8BD0F3E37BD53BD76BDA7BD6EBD093E1C3EA43D1D3D2E3E0B3D8C3CCE3D2E3EDCBBA0BDDE3D4D3D943C2CBD6A3D223EC9BC833D8A3CF03B1C3E0EBEACBDC8BD46BDB1BD87BB2D3E1E3B753D9CBDC7BB213ED33D06BEEE3D2F3D213E023E073E8FBC6D3DEABDA03DCF3D7D3D973D16BE253E1DBE0FBE15BE2B3D9CBCEEBDA63B063E8EBCD1BC9B3D0C3E23BEF0BD45BA083B2BBE943D92BD193E203EE6BD32BEC3BD44BD0D3E89BD853D6DBCD3BDDCBC9A3DB4BD1ABEFA3D6FBD26BEAEBD9ABD7E3BE23C233EB0BD153E083E42BCA5BDCABDFEBDE83D293E633D3FBD12BDDCBDF03D353EC43D2A3EEBBB723D413DF13D233EE93CDCBD97BD013DE43D263E05BE32BD5BBD0EBED23D35BD93BD44BD09BEDC3D0F3D0B3E12BEB73D713DFFBD24BE793C34BE253E90BDB23C04BE1BBED0BD003E40BDBDBD673D19BE1DBED3BD7D3C2DBEB7BD323D2B3E0ABE97BD233E01BEE2BA093E583D20BE4DBD083D313ECABC3F3B033EABBD853D003EFD3AD73D543B1DBE20BE273E6D3D943C18BEA73DA03CB3BD87BDC03D73BD2A3E153E50BDB6BD143D233E12BE1D3EAA3DB63C5FBD2BBE00BED63DD4BD07BE33BE233D0A3E173D133D98BD013EBE3CBDBD0EBD1E3E1FBC0E3C233E9EBD55BD8C3C80BC08BE0EBE3C3DE13C943DA8BD943D6ABD123EC9BD1B3ECFBD68BDDD3DC03D0FBDA2BD84BD823DD13D283E6C3DBF3D1EBE00BEC43DB53D1C3E2DBEA33DFABDB13DDEBDF13C6CBC1F3DF5BCC73CAC3BC33DA6BD9DBD99BD5FBCB33D033E063E4ABDA9BDBD3DABBD7F3DDBBD153E223E30BE9C3D733D953D15BDC1BC333D18BE16BE25BD1C3B343ECDBD33BDD83D92BD093E2D3EA4BB08BE873D32BEBEBC053E29BE133D483DC53D2CBE2D3EFDBD19BD74BD41BDF2BD3CBD743BC3BCE43D20BE003D0B3EF6BD8EBD06BD1B3C143CCF3DA9BD42BD033E1E3E2DBEF5BD2BBEEABCC8BDF0BD0ABCD33DA8BDD03C0D3EEFBCC2BD783D343E98BD113D8FBDEB3D943DC63DA33DB0BCA3BD1F3E48BDF2BCBF3C95BD10BC973AA33C5E3D1E3E573D003E89BDBDBD32BEDFBD0A3E9EBC8B3D7CBD193E1ABE5BBD183EBC3D0BBEA93B42BDB5BCFDBD1F3E5ABD3C3DA1BAE1BC23BE1FBE09BE87BC2ABAB43D2DBE12BE1C3D0ABEFEBDEB3DA5BDDEBD1C3EF4BDF73D5CBD49BC13BE2EBE083EF83D2B3E28BDA43CE23DA1BD35BEEC3DEC3D1F3E30BDFA3D0ABE5DBD2ABED4BD02BEF6BD223D9ABD1E3E0EBE5BBD443D703CC13C35BEE53DDA3C333E5EBDF83D02BEB4BC9EBD88BC21BE813D82BD923DE73D22BE09BE32B9D23D103E023C033E2BBEACBCB93C45BD5CBDC73DFBBD20BEFD3DB3BD263E513D2E3D9A3CA13CCFBC6E3CE33DE03CD6BCFB3DA53DA2BDF33D25BE93BC343DAFBDA6BDE9BDF73D90BADC3DC13C17BE79BC0FBD76BB10BE073EBE3D123EB4BD0B3E313E343ED53D0EBED93DF0BC1CBE1EBEC1BD19BE653C2CBED4BD113E143EA23DEC3DC23D213EC1BD1EBE01BE093EF1BD38BC67BDCDBDFD3D8B3D97BDDFBD6FBC213EC63D8F3D203EFF3DE73D933CD73DE63D0E3E373B1A3D073D7FBD1DBE54BD94BDF63D05BE11BD0C3E85BCCDBDB6BDB43D47BD513C4E3D91BDE1BD1D3E30BE2C3CFFBDD4BD22BE2ABE20BD7DBC0B3EF8BDEE3C8ABBF83D31BE22BE243D2D3E05BDECBD973D5BBD2A3E953DE3BC133D95BD08BE50BD40BD123E0C3E96BDC33D58BBFABA8CBD1DBE713D24BE2FBE9B3C07BE843D1A3E883D7E3D3F3DC9BDBC3DFC3D56BD463D903DD63C35BED9BDE3BD81BCB6BD1FBEB5BD953D423D303EEB3DBFBDC63DA5BD2C3E893D053E0BBD053EBBBDCD3D29BECCBC0ABDFF3DF33D3CBD3B3BF33D8FBC1A3EA0BC103E383C953D37BDEC3D283D413D423D18BC81BBCBBD33BE303E9F3D34BE063EED3DD43D103ED23D293E2BBE343ED9BD3A3DA4BD9F3DD0BDFE3C1DBE2BBE0D3E27BDA23C163D013CDA3DF33DF5BD1E3D0C3E15BEBEBC923BF6BCCDBD0C3EEB3DB23D84BD09BCEBBDF93CF23C1EBE3D3DEC3DE13D93BD2FBED9BDD2BAE83DF9BD52BDBF3CAEBD2CBE8FBD30BE243E033EB83DB73C0CBED8BDCD3D58BD0EBDA13DE53D04BE66BD0CBE30BEF5BD23BE033E27BE733C7B3C79BD2CBD01BEF5BD623C463D053E143C0BBD743DA93D8DBD46BCABBDDF3DC9BD21BC6A3DE0BDC0BDF43DA13DA3BD853D633C8D3D543DA6BD323E8BBDAE3D1D3DB2BD103E323DA4BB4FBCAB3DFDBDA13D26BE0BBE2C3D2A3E67BCE7BD893D84BD2B3ECD3D213E093D323E063E4CBCCC3DA93D4CBDE93DC4BD8FBDD63D07BD34BED8BD093E35BECD3CE43DDCBDB5BD923C9E3D45BCA8BD343E29BEBABC133E1B3EE23C993DE43D2CBDEBBD10BE6A3D34BC653DA03DA43BF63DF13C023E05BE22BE06BE343EA13DE0BD26BE4D3D2F3C1BBC153E443D273E1DBE153EEFBD1C3EFA3DA5BD1FBE6ABD12BD153E31BE95BDA13D2DBE71BD0DBEFCBD133E9D3DBABDE4BD01BD043EC73C203E693D2EBDAC3D2ABE5FBC1CBE73BC043D063EF8BD94BD32BEFF3D0ABEADBD18BE853DE4BD6DBD63BCB5BD27BEEABD1CBE303E3ABD2C3C10BEA5BDC63D1B3EDDBD11BEE13C1EBB0B3EB93DFCBD963DBD3D26BAEFBDFCBD0DBEB5BC003D20BE2B3E813D07BED3BD813DAFBDD0BDA23D093E41BDEA3D95BC1EBEB53C1DBE343E1F3EE4BD653DDC3D213E8A3BEEBDBB3D9D3DD23DDC3DD8BD29BEDF3CC33DEBBDF43D31BE1B3DDABCF03C913D04BE343D9BBDCB3D923DD13D14BC2C3EB4BD10BEEE3BE1BDECBDB7BDA33D063DAD3DD73CBE3DE5BDB1BD77BC99BD0FBE213E82BDF0BD0C3E653DB0BDBF3D26BE183E933DD7BDBDBDE3BD20BE0FBEB0BD00BE183CB6BCA2BD00BE333E203CA63D1C3E0CBC173E07BE3D3DB63C1F3E0F3E033E8F3D21BE81BC253E0D3E8FBDE03D0ABE2BBE943C153B233E6ABD97BD2C3EC53C2A3E07BD13BE37BD0C3E973CFD3D1FBE7BBD313EB63DE3BD25BE30BD6A3B093DFB3D4B3D123D703C26BE06BE54BDD33C793B89BD813D313AD2BD333E103E343E4F3D14BE843D97BDF8BD8FBD2DBE703DBDBD02BC75BDEA3CA0BD143D87BD9DBD02BD15BEC2BCEC3B43BD123E75B85CBD07BED13D8C3DD23D1B3E67BCCABBA8BD333EFD3D503D04BE0D3EAB3D843D2A3EC83DD1BC2EBE10BE19BC1DBC2DBD10BE123EDEBC903DBDBD38BD1B3EEC3C1EBEA8BD5B3C163E653C7A3D34BEA9BD68BDF43D50BC66BDCE3DACBDCEBDC1BDAE3DEA3DCE3D033E4EBD863B0F3E8D3DC73DB5BBCE3D423DB13C4CBDF33D72BCFEBDB0BC55BD45BD353E7FBD28BE243ECC3ADF3CC3BD1A3E83BDB13B333E223ED23D003ED2BD09BEA3BCEEBD4CBD873DF6BD8BBB6ABD25BE9DBDF4BD483D85BD473CEEBD893DA9BDFABDD4BD2E3EC7BCA53CF3BDC9BD253D09BE3C3C4CBD763DC3BDE4BDADBD3BBD0A3D05BE313DB03D093E213A0ABE0B3EF9BD3BBC8B3D053D10BD2FBE8B3DFFBDAA3D8E3DBDBD263E5EBC053E1FBEBE3D323EB43D293E20BEEABCD5BDA6BDE5BCE0BD273EDF3C283EC33D943D2F3EBBBDD2BC52BCA3BD1EBC283C0CBCBB3D563DA2BD57BD52BDBABD57BDF1BDA33DF23C233EB2BD213DB73CA3BB9F3DFBBDFDBDB13DEEBD1DBE053EFC3C8EBD96BD0A3EB8BC993C19BC25BE773DBABCD53D223ECB3DEABDD73D18BE183EDEBCE9BDE0BC4ABD373D163E6ABC3C3CF13D103D1F3EBE3D243E03BE14BE053E453DCBBCC93D33BD32BB2FBED23D81BC6EBD32BE0C3D103BA3BB5ABDE73DDFBDF63DA9BCD2BDF83C8C3D1D3E46BD21BE243D9A3CF9BDC9BC063EBDBD16BECE3D133E213E2D3E90BD063E0F3E223E48BDC33D8A3A093EAD3D243D343E9E3CE53CBD3D27BD19BD2E3EEA3DBBBD0A3E323E3B3DF93DF9BC1D3E7DBC74BD14BE2CBEB63D323D4CBC87BDBC3D20BE53BAA03DFDBB663CC53D193E213E24BE33BEF93D29BEDCBDC23D25BD15BE263EF03D92BD16BEC1BDE2BC3FBC92BBC03C2EBE31BC353ED6BDE9BD1BBE613A22BE143EA83D81BDBFBD06BDD13DDCBD15BD1BBEF43B1F3ED33D283E45BD093ECF3D183EAABC1A3D04BE67BD29BDC43D02BEF5BD1DBE173EA1BD7ABDE53D1DBB113D1C3E483CB53D72BBE5BD12BE35BDA4BB14BDD33DE83D1FBE6EBD9DBDFE3C19BEBA3DA23DA9BCA63D3BBD643D2E3E0FBDE23D0ABED13D863D1E3E8F3D2ABED0BA8F3DBDBC1E3EDDBD6E3D1CBDC0BD263E083B2E3C373DCBBCAB3DE9BDC73DF2BDFA3CA4BDF1BD5A3C533DC8BD343EDFBCD4BDC8BDB7BB8E3922BE1BBE33BD3C3C1DBD75BDFFBC84BD8FBD6DBC133E193D01BE033E0C3D03BED3BCFD3DA3BD013ED33CFBBBA23DDD3D063EFEBD9BBD8BBDC53D313DF8BD97BD103EFABD433CCA3BD8BCD9BCE4BD31BE46BD973D53BD6FBDE43D8ABD70BD23BED83D163DD4BD2D3EEE3D963DCE3BE8BDE33DBD3D2D3E183E2C3DF5BDB0BD983DBABDD6BDF03DF13DB03C313E2A3DAABD24BE13BED4BD1C3E22BEA2BD063EDC3DA13CDFBCB83D20BE34BE1DBDF1BD443DFFBD3A3DDABCDD3B05BE04BEDD3C9D3CC33DB53C2C3E04BE1E3E77BD7ABD03BE05BDEABDC83D89BC103E05BE7EBDFABD923C8E3DBA3D1C3E343D31BEFF3DD2BDDBBD233E7DBC2BBCAB3D08BE7D3D15BD9FBD2DBDC6BDFEBC06BEC1BD67BDAD3CB8BC323C2DBE30BE6C3BEB3CB03C943D8FBDA83C5D3C073D5DBDD13D18BEEABDF23DFCBD763D073E353E6ABCC23D853B093E02BE5A3CE93D4BBD30BE25BE763D313D03BEDABB84BD19BE813DDABD1BBCE73D833BA33917BE2EBEA2BD183E203E33BE1D3E993D2CBEAE3DA43D5B3D29BEC0BD233E0E3E34BE063EC53DAEBD233EF1BD053E153D93BC823DB4BD9D3DC5BB623DCFBD0CBEDE3DDEBDE1BDF73C333E7CBC1F3EA03DD63D2CBEC73C0E3E8E3D753D553D67BD5D3D1ABD873DB23D3ABD043EC73DBEBDF9BD17BD0B3E313E8D3CCF3D223E553D57BDECBD2C3E043CDB3DEFBDBA3D263EE33D193E0A3E0DBEAD3CBC3D4FBDE83D22BEB53D133E05BE6B3D1A3E2EBDA0BDFEBB17BECDBDB23D253E4ABD9E3D1D3E043E18BE693D80BC303D363C76BC0B3EA93D833D2F3E153EA6BD18BECFBC76BD28BE753D093D9FBD98BD0B3E113E083C97BDAFBDF3BDD9BD7EBD66BD173CE73DBB3DBE3D243E133D1EBE223EC2BD12BE2ABD1A3E083ED63C15BD85389DBD45BAF9BD003E273D15BD9CBD67BD1F3E0B3DD2BD81BDAE3DF1BD2E3EB4BCD0BDC3BD163E453D2EBE963D28BE20BE1EBEDB3CAA3D663CA53D203D04BEEEBD313E2D3EBDBC2EBEE73D9BBDE33C02BD123D3F3D08BD3FBC99BDDF3D093E26BE01BEFF3DF13D0DBE2BBE733D1BBE3BBD6C3D2C3E2ABE8C3D80BD1BBDE93AA63CC5BD863C2B3E80BCE0BCC63C1B3E993CB3BDDBBDCDBD2EBE283E603C063EED3DFFBD7BBBC7BDD5BDEEBCD63DB9BDF73CB3BD693CBCBDE83C103DBC3D793DCA3DB6BC71BB2D3EEF3D5E3D0D3EE6BD2D3B28BE92BD30BD073D173E3E3BE53DA63D7ABD0FBEE63D14BE3BBDC8BDF23D973D83BD03BE6F3CA53CF53D2EBD08BD283EBCBD253E0C3E0D3EB03C1EBE193E0F3E8BBD6ABD70BD143E903CDFBCFE3D30BE2A3E313ED63D0ABEEEBCA0BD43BD663DFABD983D1C3E0C3E90BD27BE793DACBC2CBEBEBCCF3D4CBD03BE9A3DD43C77BD",
      torch_tensor_32_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_64_torch.bfloat16: "0x02000000ACBD35BD783CEEBCC43CFD3D41BDB13D7E3DD8BCF5BC213DA4BDC73D513D7BBC053DDEBDF9BC75BD603D763D523DD33CDFBDB2BDFF3BA33DD83D5C3D7DBD92BBEFBDEF3B653B1DBCA03D2ABD78BD8ABD2D3DC73DCA3DAABC8BBDEB3D083D6D3DA63DEEBC81BDB2BDB33DB2BDB3BDE53D35BDC3BDAA3D933D99BD91BD013D433CADBDBE3D1BBDA6BC99BDD1BDFD3D313DF4BD16BD903C8A3D363D13BD70BD143D403DBABCB3BD08BAD5BDBBBD63BDDF3D773CFABD0CBD853CB0BCD23DA6BD4D3D323A98BDCFBD723DF83D8EBD8ABD0FBD3EBC533D15BB263D6F3DE33D96BDDEBDB5BDC13DB23D69BDB73DFB3DFABDB63DB0BD89BDAA3D933DF0BD493D86BA11BD5EBD8BBD38BDC4BDD2BD6F3DFD3CB93D243D4A3DF53D1EBD183CB7BD7EBD6EBDD2BDC13DAF3D56BCE3BC91BCA3BC81BCA8BCBEBCABBD75BDDE3DAD3DEB3D40BDEC3D78BD493D64BD003EDB3D31BD73BD533D0FBD6D3D44BDE93C9FBD26BD8F3D543D93BD2DBDA8BC053D5D3D6BBCDA3D523CFEBCF83CBA3DE43A013DB43CBCBD9BBB683DFBBB37BC67BDF1BD87BDC73C3B3DCE3D57BCB0BDCB3C8CBD353DE73D393D553D323D85BD383DF4BD12BDB93CA1BC2BBC9FBCE8BBA7BBC03DBA3D9D3AF63CCD3D5ABB9BBDEB3C933DFCBCD53C12BDD83DD3BDDABDE4BDEEBD88BD15BBC13DA03CAE3DDFBDDDBDE9BDCA3D083DC83DE73C9FBD073D233D8F3D90BD843DF03DBE3D773C2B3DFBBDB23DDE3D713D75BCE2BDEEBDC33DDE3DB03DA63DDB3B2A3DDDBD28BDCEBDDA3D42BD4E3DCC3DAABCEC3DD93D1CBD3EBDB9BC943DA7BCAC3DE33D383D69BD34BDF33DD1BDF5BD8D3DD5BC52BD22BDF83D5ABD29BD233DC73D9BBDCFBC493D943DE6BDC8BD403D36BBBCBD59BD983DA63DFC3D3EBDC5BDD9BDF33DA93D63BDFBBC6F3DA7BDE4BDA8BDE3BDA43DFFBDE4BD02BD003E02BDD53DF83D013D563D903DACBDE9BCF13D82BD90BDD43DB8BB18BCD83C00BEEFBDA9BDF9BDA5BDCCBB3EBB8E3DCCBC2EBD90BC88BD8DBBB9BD79BD9BBD953C4E3D5A3C37BD693D59BD4FBD7FBCD03C7DBDAE3D25BBECBDA33CC1BD25BDDABBE53D7B3D3ABDA33D753D87BDBFBDEE3AD03DFEBD323D5F3DCFBCBA3D5BBD0DBD5BBC963DAA3DC53D8A3D82BD8ABD10BDEFBD37BD673D0ABD903D7B3DA1BC54BD30BDDABC87BDB23DFABC44BD26BD8B3D553D8ABCE73C78BC2D3D41BD28BC133A963D14BD1A3DC5BD853D16BCC4BD943C8A3D2A3DD63D813DCE3D9B3CF53D813D053DA03B05BC80BDAA3D39BC18BD983DF1BD7F3D84BD7A3D833CC0BC86BC343DB3BDD83DB5BDEEBDE43D84BDF83D9F3DA7BD25BBED3DF23DFCBDD93C25BD0BBDB53C7CBDB6BDC73DBCBB433DCA3D95BD65BD75BDB53DDEBDBA3DDF3C95BD893D1CBDE3BD903D46BD64BCCD3DBFBD99BD8C3B20BDC3BD073BA1BC70BDAEBC873D3C3DC3BC813D6C3D843D8DBBB3BD373D35BD9D3C8DBD97BD4B3DF0BDFBBD2FBD10BD8D3D9F3D80BDA63BACBDFDBC23BC283DB73D46BDE1BDA23D67BD8B3C2D3D903DF0BDC43CFFBBA9BCF5BDB2BD25BD053D5EBDC73C38BDCDBD683CC23D61BD9B3DA3BC03BD3EBDE43BCB3D803D7ABDC23DC8BD68BD45BDE4BD00BDDABDDB3C933CCEBDBF3CAC3D7D3C833DA83D09BDB8BDE43B9CBDFD3D703DEBBD243CFB3DED3B07BDD9BDA43D16BDA1BDD0BD223CC03DC4BDDE3D8EBDC23D46BD553DBB3DAD3C1BBDD5BDEF3D823DDA3CCF3D8FBD5D3D883DBABDB13DDDBDD73B293DF9BDF0BD97BDDCBD173DF43D33BD8FBCF63DF8BDB8BC49BDCA3D8FBDE83DFEBCA7BBAABDF1BDC6BCFC3C9CBC193DAE3DC33DB6BD7FBD3D3DDBBDD63DBCBDF93DDB3D4CBD97BD483DA2BDC73D24BD8BBD9BBA3DBD913C1F3D8C3DBCBD9BBD5B3D23BD803D47BDA1BC363C4B3D28BC31BD853D87BCCABCDFBDB6BDED3D9CBBA2BDF9BDDA3D4A3D0B3BFBBBDBBC63BD2CBDF9BD3D3D61BCB43D68BD7A3D073D2CBD6D3DFABD47BD713DE7BAD23D023D29BCF4BDD6BD59BD5CBD1BBCF0BD6C3D98BD09BD8EBC7DBD953DB9BD92BDDF3DACBB853DAEBD393C023D89BC65BD773DEABBA03DD5BCCCBD9B3D49BDBBBC02BDA5BC04BD713C843D28BD93BDD1BD813D00BDCA3DBF3CDC3D8F3C85BD8B3C533DFFBDAABB8FBD3DBC38BDAEBD8BBCCE3D06BDC4BD44BC5EBB2DBDC2BCDABD90BCC33DE5BCEABD8CBCE0BBF2BD8C3CC83CABBD91BD873DD2BD803C173D1E3D723BFE3DC53CA4BD84BD9E3BDABDF3BDAC3DA23D7BBD38BD4D3D56BDCABD54BDCCBB873D5EBC8CBD40BDF43DEB3D223DD53CEBBDEABC513DA53D4EBD473D2D3DEB3D6BBDA83CD53C89BDCDBDB3BC743DC73BC73D90BD4FBD0DBDEFBCF93D003EFDBC793DA43DDDBDB9BDD03D1C3D9CBCBE3D8DBD93BC943D72BD8EBA3E3D0ABD483DAD3D8DBDB83CF53A35BDBD3DDD3DA8BCE63D61BDFE3D263D983D2B3C523D35BD47BDC63C853DB6BD46BD953DFEBDC1BC523D70BDD33D8ABD5BBDE6BC283DB5BDB8BDBA3D303DF63D94BD0C3D973DB43DB1BDE53DC7BCAF3D5EBD283D48BCDB3DBABD893B42BDE23DA5BD3A3DE5BDCDBDCEBDFDBBA03DC4BD2ABD9ABD74BCD7BD7F3DFBBA5BBD0DBBF1BDE93C16BCA43CD33D94BC7CBDB8BDFDBDFF3C353BB1B9D33C3DBDA8BC863DFCBDFBBDD0BDF73D10BD143D203D9F3D933DD4BD9ABCBFBC92BDB63CBEBD8BBD913D823D0F3C9E3D963C78BCD1BD3E3DDB3DFBBD93BD513D883D58BD18BD8C3D69BC7F3D78BDB53CC13CBD3DA9BC8C3D953C163CC6BDB63B84BDBABCAFBDF93DC2BCAC3D1E3DA6BDA8BDEABD023DA5BDFF3DE43DA3BD3E3DCEBD58BDEE3D9FBD753DB9BDCCBC7F3C86BD893DC6BDDEBC11BDD03C43BC343D3EBD273DA03D96BB6E3B1DBDAEBDEB3C10BDE3BDDFBDF23DE23D5F3BABBDCD3BFC3DD1BCC83DDB3D24BD9BBB3ABCAE3C143B353CD13D973B1CBD73BC9FBDD73C98BC453D973D26BCED3D75BDFC3DE23C9ABC2A3D49BDE03CED3DC9BCE6BD6A3DEDBD32BD01BD133D3A3B043CB73D7EBCBF3DA93D193D613CDA3D97BD403DA13DCE3D5D3DEDBDC6BC0ABD6C3DBF3D3B3DCB3D55BCB2BD00BD1C3D7BBDCE3DB23CFFBBDEBD5CBAEEBDF43A9FBDDB3DCCBCC9BC713D143DFB3DD6BDD03DDC3CA8BDE1BD293D373D5C3DCB3CF83D8FBD63BDE2BCEABC09BD603D953D33BDB93CAABD05BDEEBC923D313DCD3D4FBDFB3D22BC10BDE53D433CF8BDA7BBE73A52BCA6BDD13D80BDD5BDBFBD10BD9BBCC23D1EBCC8BDBA3DCA3D263D733D443D503DB6BDB7BD1A3B47BD3BBB85BD0DBD563DB03DF63DD13D8C3C9A3D803D073D5F3C9E3DCEBD333D7ABDC9BD513CFF3DE53D713D4CBDB8BC3FBC7ABDDB3D4CBD05BDDF3D99BD743CBB3D003DFDBBBABD90BDC63C893D4FBD6C3BF93D423D96BD3ABD873DB8BDE7BD42BDDBBD933DD13DE23D52BD93BD5EBD4F3DA1BDF53DD33A143A883D6BBD4BBDC03D633DCC3DA2BD423DC83C963D0DBD26BB95BDD83DE63D483D66BC103DB33DC33DA83DE53DC43CD0BD54BD083DD43DFEBD873DB7BD8CBD2DBD7DBDC1BCA63D783DB53D1C3C853DD13DEB3C1A3DA03D1F3B06BCF7BD8EBDF43CA13DCCBD1CBDD03D3C3D453D323D66BDDA3DA33D923D8EBDC3BD9D3C113C863CB8BDAFBD12BD9DBDBD3D4CBD693C02BDF83DABBCB83D72BD14BDCD3D813B24BDDBBD9ABD75BD42BDD5BDC6BC2C3DE5BDAA3B5CBDDEBC863CBCBCF93D07BD0ABCD7BDA43D71BD08BCDB3D5EBDC53D403D72BD9B3DD83D573DC23C82BDE33D3EBD983DA53D01BD773D16BB2FBDBDBD9FBBA0BDD6BDEABD61BCF33D8DBDB23B803D4FBB063C153D97BDFC3D0D3BB43C803C623D843D84BB8EBDAA3DE53D13BDB2BCEE3D85BDC3BD353D763D8FBD84BD93BD303CCC3D603DE13D173D5C3D69BCB03D82BD233D413DCE3DA83D493BF3BD323CF03DAB3D6B3D893DB53DC5BD223CBBBD8C3B423D32BDFC3CF5BCD73DC7BDF7BC39BD20BD38BCCB3D14BD13BCAF3DFA3DBF3C86BDD0BCF33BBFBDE3BAF0BC3B3D49BDDABDC4BDF1BCFD3C283DC8BCE5BC753CB23DDBBDD13DF5BDB23DF7BCF5BD0CBC71BD943D0F3C82BDF5BC6ABC4DBD2F3D6DBDC93D043D4C3D02BC3EBD95BD2F3D883DEC3C6A3DE5BDF0BDE43D553D79BD5CBD40BD00BEA83DE63DB03DF3BDA63D533C8F3D633DE5BD01BCB1BC953DE5BCAF3C4E3DB7BD073D033D7B3DDD3DC73D16BDC8BDBF3CD5BD753DE13DC0BDB03DD93DA53DAE39CD3CD7BC9E3DF43DA4BCCBBD48BD20BDA93DF8BDB7BD993AF13DEDBDD8BD95B8643D87BDE7BA9CBD7FBDFA3CF4BD763BFDBD473DC13D34BCC7BD2F3DFB3D983B84BCCC3DC9BDA7BC923D8B3DA6BD8C3D11BDABBC9F3D843C053DFBBD603C8EBD8D3B23BDAD3DD73DEE3DC5BD763D833CD1BC243CBABDE83DB33D843D903CE5BDFDBD2D3D9D3DBDBD393CE93DA9BCEDBDEA3DB8BD8EBC84BDF03BED3DA7BDD5BD4E3DEE3DCCBD42BCAC3C78BD4FBDBDBDFF3DA03D5CBD15BCD83D56BDC73D933D36BC0FBD373DB13D45BDBCBCB1BD373D82BDD4BCEFBD96BD7D3DDEBD3F3CCBBD37BD853D8E3DD53BE73B34BDA83D4DBD3F3DE7BD17BDC23D963D953D433D92BDADBD683CCE3CFD3DC73D303D8CBD78BDC53DDA3DA73D643D53BD223D063CD1BD7B3DF83DDEBCB73DDF3DC9BCB43DE2BDE2BD7C3DDC3DAFBCD13DAB3D25BD2C3DFABDF13C1F3C933C5C3DEDBBA93DC3BDB43DEEBBEDBC93BDF0BD003EB83D733DEA3D7EBC263C403CB3BDA5BC4E3D103D213DA4BD03BBD43D8FBDF33D903DFBBA683DE73DA83D6F3DB2BD2B3BCABC903DA6BD023D95BDFEBD2FBBBBBD8DBDA1BDBABD1EBDFCBD673D573D4E3D68BDFC3DFA3C6DBDD73CAFBD91BCEC3C503D693CB5BD8837883DFE3D83BD87BD87BDB3BDFA3D4EBD9A3D34BB22BDC4BB853D973D093DE8BA7EBD513D2BBC253BFE3D863D20BD063D95BCA7BD0ABDE63DC33DCABDC6BD80BDC7BC733D213DB5BD1DBDD43B5BBDBFBCA03DEBBBFD3DE8BDF7BC043D01BDEC3C223D8FBD14BD1F3D033D01BD99BD6C3C50BDE8BDF73DCBBD2D3D4ABD833DFCBDF3BDB43DA3BD2DBDA03C913DD13D973C89BC25BDCEBD29BDBD3CC4BBF23DF33DE2BD8DBDF8BC88BDB13DD4BD7A3D9DBD083CC23DE8BDE93D2D3D87BDBDBD16BB0B3CD03D003EFFBC0FBD56BDA9BD9BBDABBDDA3D1BBBEFBD5A3C2E3C8FBB02BD333DFC3CA33D9CBA1F3CE73DE1BDBC3D603CBBBDFD3D1DBDB0BDD9BDA83D56BC9CBDBB3D84BC27BCE1BD10BDD8BD57BDDDBD2EBC30BCDA3D993DE2BD36BC71BCB4BDE83DE53DE7BD1FBD8EBDCF3C383DCDBD423DD7BD7DBC96BD95BD6A3C9B3D6B3C283D9D3DEE3DFCBDF9BD9ABD3F3CF5BB41BD7EBD7A3DBF3DBCBD623DD5BD973DEABD163D84BB96BD7DBDEF3DAFBDFC3D1EBC4B3DF7BDCD3B903DB1BDEE3D653D3CBCFD3DC03D63BA4DBD9D3D823D223DDF3C9EBDD6BDDB3DC23D13BD7F3DC3BC563D3DBDB43D873D36BDD0BD303DEA3BD43DF33C2B3D4BBDE33D47BCCBBDDEBDF23D053DD0BC8F3D1BBDC1BD21BD6EBD6EBDF83DD63D0CBD643D633D8D3D4FBCD7BD71BD3D3DE83DA93BB2BDCABC873DDDBD40BCEBBDC43DCEBD5FBDD1BDDB3DC73C8FBDFDBDFFBCC2BD9A3DFE3DFD3DB3BD9ABDC43DE43DD53BEF3D953DEABDFFBD6B3DE9BBED3CC23D003D2BBCEDBD1EBDE3BB1E3D92BD4C3C85BDAD3DB73DF6BDFEBDA73CD63C6B3DAA3D9C3D8BBDCE3B11BD85BDDF3DB3BDE73CF6BDC33C88BDDE3D56BDE5BDAB3D50BCBCBD473DABBDA3BCDBBD80BD883C613C9F3CB5BCCCBD96BD6C3C6CBD863D",
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3C0AD7233B6F128339"
    }
  }
#-}
