#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
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
  func.func @main(%arg0: tensor<1x8x64xbf16>) -> tensor<1x8x64xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
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
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i64
      linalg.yield %124 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %1 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %123 = arith.sitofp %in : i64 to f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %4 = tensor.empty() : tensor<1x8x4xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %cst_12 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%4 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.mulf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %5, %5 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %6 = tensor.empty() : tensor<1x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%6 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.cos %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%6 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.sin %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x8xf32>
    %9 = tensor.empty() : tensor<1x8x8xbf16>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x8xf32>) outs(%9 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x8xbf16>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x8xf32>) outs(%9 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x8xbf16>
    %expanded_15 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_16 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
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
    %18 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<64x32xbf16>) outs(%17 : tensor<1x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x32xbf16>
    %19 = tensor.empty() : tensor<1x8x32xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %21 = linalg.batch_matmul ins(%arg0, %18 : tensor<1x8x64xbf16>, tensor<1x64x32xbf16>) outs(%20 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %22 = tensor.empty() : tensor<1x8x32xbf16>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x32xbf16>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x32xbf16>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %123 = arith.extf %in : bf16 to f32
      linalg.yield %123 : f32
    } -> tensor<1x8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x32xf32>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %123 : f32
    } -> tensor<1x8x32xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%25 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_13 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %cst_10 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.rsqrt %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %30 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%19 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.mulf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x32xbf16>
    %33 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_9, %32 : tensor<32xbf16>, tensor<1x8x32xbf16>) outs(%22 : tensor<1x8x32xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x32xbf16>
    %34 = tensor.empty() : tensor<32x96xbf16>
    %transposed_17 = linalg.transpose ins(%cst_8 : tensor<96x32xbf16>) outs(%34 : tensor<32x96xbf16>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<1x32x96xbf16>
    %36 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<32x96xbf16>) outs(%35 : tensor<1x32x96xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x96xbf16>
    %37 = tensor.empty() : tensor<1x8x96xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<1x8x96xf32>) -> tensor<1x8x96xf32>
    %39 = linalg.batch_matmul ins(%33, %36 : tensor<1x8x32xbf16>, tensor<1x32x96xbf16>) outs(%38 : tensor<1x8x96xf32>) -> tensor<1x8x96xf32>
    %40 = tensor.empty() : tensor<1x8x96xbf16>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x8x96xf32>) outs(%40 : tensor<1x8x96xbf16>) {
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
    %45 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<64x24xbf16>) outs(%44 : tensor<1x64x24xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x24xbf16>
    %46 = tensor.empty() : tensor<1x8x24xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<1x8x24xf32>) -> tensor<1x8x24xf32>
    %48 = linalg.batch_matmul ins(%arg0, %45 : tensor<1x8x64xbf16>, tensor<1x64x24xbf16>) outs(%47 : tensor<1x8x24xf32>) -> tensor<1x8x24xf32>
    %49 = tensor.empty() : tensor<1x8x24xbf16>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x8x24xf32>) outs(%49 : tensor<1x8x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x24xbf16>
    %extracted_slice_22 = tensor.extract_slice %50[0, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x24xbf16> to tensor<1x8x16xbf16>
    %extracted_slice_23 = tensor.extract_slice %50[0, 0, 16] [1, 8, 8] [1, 1, 1] : tensor<1x8x24xbf16> to tensor<1x8x8xbf16>
    %51 = tensor.empty() : tensor<1x8x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<1x8x16xbf16>) outs(%51 : tensor<1x8x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %123 = arith.extf %in : bf16 to f32
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x8x16xf32>) outs(%51 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<1x8x16xf32>) outs(%26 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_14 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %cst_10 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.rsqrt %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %57 : tensor<1x8x16xf32>, tensor<1x8x1xf32>) outs(%51 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %123 = arith.mulf %in, %in_54 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %59 = tensor.empty() : tensor<1x8x16xbf16>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x8x16xf32>) outs(%59 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x16xbf16>
    %61 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %60 : tensor<16xbf16>, tensor<1x8x16xbf16>) outs(%59 : tensor<1x8x16xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_54 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x16xbf16>
    %expanded_24 = tensor.expand_shape %extracted_slice_23 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
    %extracted_slice_25 = tensor.extract_slice %10[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
    %expanded_26 = tensor.expand_shape %extracted_slice_25 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xbf16> into tensor<1x1x8x4xbf16>
    %extracted_slice_27 = tensor.extract_slice %11[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xbf16> to tensor<1x8x4xbf16>
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
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x128xf32>) outs(%83 : tensor<1x8x128xbf16>) {
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
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<4x8x8xf32>) outs(%91 : tensor<4x8x8xbf16>) {
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
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<4x8x16xf32>) outs(%112 : tensor<4x8x16xbf16>) {
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
    %117 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<64x64xbf16>) outs(%116 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %118 = tensor.empty() : tensor<1x8x64xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %120 = linalg.batch_matmul ins(%collapsed_52, %117 : tensor<1x8x64xbf16>, tensor<1x64x64xbf16>) outs(%119 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %121 = tensor.empty() : tensor<1x8x64xbf16>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x8x64xf32>) outs(%121 : tensor<1x8x64xbf16>) {
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
      torch_tensor_64_64_torch.bfloat16: "0x02000000CE3D443B673D6ABD09BDE83DA13D913CC23DB4BD37BCE53DF93DE63B86BD02BDA93D8C3D74BD97BC433D953AE4BDF2BD7CBDC33D8FBDF93C203BE7BCF2BD88BD81BD9F3DC9BA133BDA3DE73DBD3DECBDD8BCBABC47BDF53D993CCC3D733DBE3C9D3D02BD74BCF7BCC2BD29BD0EBCF13D6E3C72BDD6BD00BC29BD2CBDD33D00BE03BD923DD73CF9BDB53DCC3DDBBDE0BD643C62BDED3D373D9DBD233DFA3D8ABDDE3D893D903DBCBDFE3AC1BDF2BD403CD4BD70BD2FBD55BD8A3DECBD42BDC33B773DCFBDA13D6B3DDB3D30BD8A3C6A3D593D963DEBBDCDBD1C3D983DCFBD413D973DB03BD83D6E3D4D3C31BDB1BD74BD7F3D0E3DFDBDDF3CE3BD303C5ABCE03DF43DB3BCE23CDCBDD93D5D3B8ABC963DC5BDE0BCC63D86BDA6BDA73D9B3DEC3D8B3C333CA7BDB2BDF1BDB73D8DBD21BDA2BCB7BD463DE7BDB5BDFE3C853D60BDABBD4F39623DD5BADDBD613DAF3D86BDE23D04BBEABD0CBDF8BD0FBD10BD5B3DACBD993D173D313BF1BD243B45BDD63D6D3D6B3DDC3DD03D413CAA3DA63CDF3DA13D80BDD63D9C3DE5BD92BDC7BD7DBDBF3DBF3A4D3D37BD4DBD013DFE3BB43CD03DD4BDA2BBE7BD8EBD283D32BC883B91BC903BCCBD7FBC29BD94BD57BDA43DFA3D423DC13CBA3C35BDEEBA203DA2BD823D9E3DAFBCBC3B553C8E3D8A3CB5BD03BA94BDE8BDE33DE13DF1BDF5BCDBBDC3BD44BD74BC973D49BDFFBDB2BDB1BD90BDBB3DE6BC933DE6BDE5BB7EBBF8BDA63DCEBD9CBDEDB7CFBBDE3D9ABD68BD6CBCA43DA6BDEE3DB43C903D56BB6D3DD23CFABDC03D97BDB93D803DFBBDF7BBDB3DBF3D00BD6DBCB53D833D6F3D943DE63DF0BD8ABD9E3CE9BD613D82BCD8BD5ABDC0BCD33D9FBDABBDA2BAABBDD3BDCC3D193C32BD1C3DD7BD28BC5E3CA23D4A3C8D3C9CBC2FBD8FBCA1BC5BBD8DBCBC3DC23D30BBB43D323DAF3D953D713CDA3DA13DD8BDF3BDE73BBCBD963DB3BD75BD18BD4DBDB63DBEBD8CBDA2BD863D6A3ADD3DE13D21BC2ABC9B3D863C973DAABCCEBD843D55BD7FBD243D00BECF3D683D6EBC80BBDABD7D3DECBD713D813DD1BC33BBD13D103D8BBCA7BDCEBDA33CAABBB4BDD53D4F3DF03C99BCE03D86BC733DFFBD893D753DBFBCEB3DD23BF43DEFBD863DE03CA43DBFBDD3BDFBBDAEBB323D4A3CA8BC513D89BDC2BD99BD203D0FBD9BBCA53D6C3DAB3DAA3D07BD11BD123DC6BDFDBDB13D253C8ABDCBBCCBBC813D603D9CBDF1BD173D38BDD63D5BBD21BD013D78BD473DAB3D053DF8BDA0BCE13CB6BCE2BDAA3D5EBC633D53BC9FBA11BD3A3DE23DABBCC53B5FBC18BD8DBDD93D9E3CF93DA6BC903D21BC9C3DD83D87BDB9BDA5BD63BBA43D79BDF3BC4B3D55BDD6BDA6BDBD3DE1BDF1BDEABDA8BDEF3D5ABDAD3DD03D913DB43C4BBDCEBDDB3CADBD9F3DBE3DE93D8EBDF63D44BD3EBD59BD80BCD73DE7BDC53D92BDBE3D31BD47BDF93DE2BD52BD97BDCDBD393DE9BC98BDCF3DA03DCA3D023A72BD433DA13DBE3D88BCEF3DC9BCCFBD833CB8BDEFBDAB3C2DBDCFBDAC3D95BDBABD33BDA0BDADBDBCBDFF3D82BD49BD5D3D7ABD9F3D8F3DB9BDA23D903DEDBD2BBCEF3D773D37BD21BAD5BC6DBD033D88BBAE3D303DDF3DF7BDEBBD3CBD9DBD8F3D153CB1BD34BCA4BD5BBDB5BC473DAF3AB53DF73C21BAA1BD42BD7FBDF7BDC43DE0BCD0BD2B3D0BBA223CB4BDFB3CEFBD8ABDE1BDF2BDBFBDF7BB52BD91BD61BD6C3DA73D93BDE4BC1C3D183CC5BDC0BDB53D113DA23DC83AF93DB3BC9BBBDA3D843CB73D543DAABCD53D033D963DBEBC793B073D5EBD753DAD3DFBBD093D55BB23BCFC3DB33D93BD1D3D243D093DDBBD81BD00BEB2BDB53DC3BD963DEF3D983D833DFABDBF3DFF3C293D5EBDF2BCF4BDF9BD833C25BD833DC5BDB4BDFDBD3C3CB4BDCBBC85BD603C783CF0BD78BDDD3DDBBDE1BDE73D843DE0BD7C3C70BD893B123DFC3CB83D1C3DF13D8E3CD33D60BCA3BD88BDEBBC493DBFBDEF3DDFBD0FBDCABDFBBDCABD92BDBDBDED3DA83D7DBDBC3DE73CA13DB53D733DCA3D7ABD68BDAEBAA7BDCDBCC43C2F3D8A3DCB3DC6BD6D3D7D3DAFBD36BD2B3CD7BDA7BDAD3D173DBABDF13D73BDCB3CF4BDBD3DE5BCEFBD483D9A3DA5BDE73B6A3D183DE1BDC63DB8BD913DC1BDD23BACBDE9BDAABD3A3DCEBD7D3DC33B5E3DCBBCCBBDD73CD03C58BC2FBDC03DC4BC99BCD73DAD3DEA3CC0BD01BC9ABD443BF23A3C3C7BBD79BDD5BCABBDB43CE83D483DFEBDF7BDCBBCF1BD7EBDFB3DC23DBF3CD3BD07BD983C35BC83BCDEBD8EBDA23DB03DCFBCCCBC3BBD90BDEF3D8CBDECBDFEBD8CBDB2BD96BDDEBD93BDA43DABBD3A3D79BD393D19BC203DFE3DD23D623DA23D593D453DE93CAA3DDB3D3EBC083CE03D82BDE9BD2EBD703D063DE9BDB43C63BD9E3DBA3D5F3D883DF43DC03D8ABDC93CAB3D5A3D213DD93DA8BCEF3C01BD12BDE9BDCF3D9A3B623CB73DC5BDE33DAEBD7B3CD83CA63C5CBB3A3D813DEB3D60BD763CB2BD8ABDED3D12BC403DB4BDD7BC7D3C97BD32BD803D18BDF63BAFBC393D323B243DF6BCA0BD0EBDD5BD09BDDBBD1B3C023DC1BC8B3DFA3DDFBD00BEDB3DA03DB13D2ABDEC3DF0BDBA3DBA3C43BDA03DB33D7C3DBDBBD4BDE13DF3BD9C3C8E3B83BD923C8F3DD73DAE3DDB3CD33D433D0D3D29BD92BB8C3C78BD033DF7BC8FBD57BD2D3DEE3CDBBDCCBC1D3BE5BDAEBDA4BD773DD33D293AA5BDA8BDB53D913DFC3CFB3D963C42BDE73D1EBDED3DA5BDB33CFA3D743DDCBDCABC6ABD37BD5DBD893D5BBD3E3D2B3DD2BDCFBCC03D97BD55BD9B3DFBBDDD3D11BD99BDC9BD213D99BDA93DA93DABBDB6BDBA3B543B13BDB43C97BDB13DEFBA92BD80BDC6BDC8BDBCBCF8BD52BC7EBD463DF9BDF9BCBC3D1B3D843DFDBD32BC84BD203D34BCCFBD6FBD3F3D923AF6BCDB3D0B3C8CBD283DCB3CA1BC96BDEB3DD9BD1EBD343CC8BCC4BD8EBCF93D47BC28BBF5BD8DBDB83D453D80BDD6BDB2BD8FBD723D463D9DBDEC3DCBBDFD3D8CBC6F3D983DF0BD14BD383DD33DB4BD0ABDCD3D973CA43D33BB06BDF2BD3BBD883D9B3D793D943CEFBDEF3DB0BD5E3D8F3DF5BD9CBDCE3D37BDF2BDF93C37BD303D233CD5BD87BC503D17BD84BD7BBD19BD01BD323D9A3B02BD943DC1BCC03D91BD29BDA4BC77BCBE3DCB3DA83DFEBD6DBC8BBD32BD92BDEA3DF2BD1F3DE0BD8D3D96BD15BCE43D9A3D303D0E3D16BCF0BDBA3D853BADBCB33DD2BD6C3BF1BC2CBBAF3D73BBA03DB7BC183D2EBC85BDEEBDE9BDDDBCEBBDB7BD7D3CB2BDCCBDC2BD9EBB71BCA03D58BD32BDF23DFF3DE13D303D743C93BCA0BDBF3CB83DD1BCA63C103D3ABDAD3D9D3CEB3DBCBBE4BB58BD053D993CB8BDEDBAEA3D44BDE33DD0BB9BBDE13D563D82BD3B3DBE3B543DD63BF23D4A3DC7BD82BD7C3D4FBCBABDE83D84BDA5BDDDBDBE3DC8BD9C3DF4BDF9BB923DE1BC5D3DEDBD943DA6BD363D3CBDFEBD06BCC83D7C3D93BD2BBD053D663D943DB33D58BDBFBD36BCCEBDD0BB993D89BD5FBC523A4ABD583DD53C8C3D49BD0DBDEBBAD83DD7BDAC3DD73C193DDB3DA7BDC9BD83BDFBBD333DB0BDBBBDE8BC93BC703DC43DD8BD7FBDA1BCF4BDB4BDD6BD0CBD643DDA3DAFBCC83D88BCE83DBFBC563D59BD7D3D5B3C893D453D27BDC83D81BCF6BDA5BD9DBDE63DCFBDFCBD7FBDC73CA6BD2F3D55BD83BDB2BDC8BDEF3D93BDA7BDA13D66BCB1BD3BBDAF3D70BC213D0D3C833D9A3DB43DAB3CD3BD113D2EBD8DBD79BD353D173D71BD52BDDEBD243D043CE3BC37BCEC3D813DD7BD8E3DA33DF03C37BDB6BDC93DAEBA3BBC833D223D703DF4BD0ABC0E3D95BB883DB4BC023DB5BDA03D623B283B93BDA1BD83BD99BD8EBD7D3DD13BA4BDD33DBABD7DBC903DF7BD283D123DB9BDA03C9E3CC23D8C3CC33CC93DD03BAFBDD2BC9BB8AEBDFDBA92BD543D72BDF73D88BCBA3DD4BDC23D93BDCFBD193D53BCECBD763CFB3D96BDE53D65BDB6BD49BDB63C1DBD4EBCA2BDBE3DB83BBB3DD23D5C3DB53DC2BDD03DCEBD713DE83D2EBDB7BDD1BDA73D993D523C9DBCCC3D7F3D943DB2BDA63D913D6BBDEB3DE53DAFBBC33DE53D56BDB5BCB5BCDC3C1CBDA23C9E3CFC3BBBBC6CBD47BD7B3DFE3CF13DBF3CD53D95BD813D83BD9E3DE6BB043C0ABD17BC823DC33CE5BD2E3C9B3D963DD63D22BD93BD273DBC3DAD3DDABD263DA53D34BDEE3DE53DB23C70BDB63D47BC2C3DF13D153DC0BDC0BD9FBD213CC73DFFBDB93D5EBDA5BCF4BD9BBD5FBD5B3D513D8A3DFD3D983D4D3DBCBD8CBDA2BC5A3D0CBD903CD7BD78BB5E3DC33DE63D3EBD85BD753D19BD50BDB7BD5C3D98BD73BD203D73BDEA3C81BDA0BDB83DAF3D1EBC193DF33D433DF0BDCCBCC83DC0BB72BDBE3DC03DB1BDD03D69BDBDBDFFBC65BDD93C853D603DCABD93BD85BCF73D3BBDDA3D493D99BC03BD21BDA73DB33C94BC48BDBE3DBDBCC0BDCC3D073DDFBD993D833B45BBC8BD72BC10BD6DBD7ABDF33DB83D91BCFB3DBD3DCA3C93BD453D2A3BE4BDC83BA8BD4ABDD83CA93DF2BDE5BDE63CFA3CD43DFCBDEEBD913D883DD6BC44BDF8BDC33CF13D163D9FBDD3BC673CA53C8139C8BDCF3A07BD52BDAC3D793D533D70BD58BDBD3DC23CEEBD92BDE5BD893DEBBCB4BC973D95BDAE3DBDBDFBBD9BBD08BD7ABDF23DC23BC7BC213D5CBDC13D93BD553D9D3DC83D6E3D85BDE7BCC8BDF63D6A3DE6BC8B3DBF3D6DBCC43CB23CEDBDAABD8E3D18BD18BDECBD1A3C203BFBBDD3BD43BDC33C1EBDE23DF9BDE1BD4DBB4A3DB1BCF7BC9B3D123DC9BD30BDDC3DE9BD29BCC8BD5A3D3EBB833DF83DDFBDFDBDC5BDC43BBFBDEEBDDDBC9DBDE63D373B1FBD9CBB48BCAABDF63D413D403DA8BD593DCA3DA9BB893D9D3D22BBF13DE53DF13D093DA63DEBBC88BDBB3C413DC6BDB93DFD3DD73C473D88BDEFBCC5BCE0BC67BD943CB5BC96BD663DC33CDABD5F3DF1BD603DFC3D8B3C8EBD513D45BDD33D57BD0EBC23BCD63CC8BD89BD8D3D083D53BDE03DFF3DF8BD51BD6BBD20BDE1BCFD3DE9BC6C3D993DB43DEF3CD3BDE53D8A3C3C3D9EBDC73DFEBDD53DD13C74BD823DE6BD9ABDB33D5D3D883D583DAC3D443D7F3CEEBD78BD8B3D5F3DC63C3FBDB63DE53DD8BD48BCA7BD1BBD69BC783B8A3BBD3D72BD23BDC4BD89BCB4BCE03C983C91BDBCBDAABDDFBCA4BCC7BD5F3C2BBD3E3D1CBD93BCDCBCB5BD91BDE1BD243D70BD853D8DBD4ABDB5BC10BD08BD873C40BC813DC63D1C3DFDBC2C3DE53D953DEABD333DE4BC91BD9ABDD8BDB53D3EBD453DB5BB943C76BDF33C3CBDFDBDEABD9E3DE4BD133DD73CCF3C443DA53D91BDADBC113D873CA1BDD3BD04BCF83D8ABD23BC8C3D5FBD27BB9CBD3F3D10BDC83D163D0C3D01BDBDBC6EBD983DCDBC583D3D3A8F3D32BDD23DB23C65BDDE3DC53DF7BD84BD1ABD82BD36BDA73D1E3D773D4D3D92BDAD3DCE3D2ABDB43DA43CA2BC2CBDD9BDE7BDB2BDC1BD8E3DDD3D1B3C5DBDDE3D01BDD9BD9BBDCF3DC5BCD0BD57BC69BD9BBDAABC723D59BD403DDFBDED3D22BDB23DE63D223D5FBD25BCAB3D763D823B4D3CBC3CB9BD933CEEBDEEBC153D2F3D74BD38BCC73DDEBDC33DD6BDD1BD873D80BCA23C9EBD7EBC433DCE3CA3BD9BBDEB3CC33DD83D563C4D3C243C2E3D11BDB13CAD3C93BD0F3DD3B990BDD53DC3BDA73AA5BAA2BD803D8E3DB0BDBEBDCD3CDBBD8E3DE43D1E3CFA3C43BD9E3C993D1FBB30BC9EBDA93D6DBDF7BD743DCEBDA9BC0A3CB5BD4ABDB9BBF83D6EBCC9BD253D113C313D14BD823C8B3DE3BDE5BD083DAC3DDDBDCC3D92BCE53BD9BD4A3CAE3DC23C983D943D28BD393DC1BD62BDD13D413CA5BDD8BD77BD253DB33D3C3DAC3DB53CBDBDE03DD2BDD23CADBD6CBCBC3DD73DFE3DF63DB43D56BD15BCAF3D403DCE3C58BC9FBBC73CEABD0DBD3C3B913B90BBC2BDC33DF1BB98BD4F3D783D28BDE73D1A3D823DC33D2CBDDA3DA1BC8CBD1F3C113C413D0CBDF93D44BDF0BD9EBDAABD893C6F3D2D3C9D3D39BDF5BCB63DE0BD7A3D823DA83DA1BDCE3D533D773D403CD93C06BD3CBDFD3D2FBDA93DD3BDCA3DCFBB9DBD95BCA7BCC13D893D56BD903D9D3D533DAF3D773D98BD8CBD37BDB33D20BDEE3C89BD19BDBEBBDF3DAFBD81BD16BDAD3DFE3C3D3DDF3DDFBD03BC823DC0BD76BDEEBD9C3D17BDD6BD60BD95BC0EBCCDBD803D99BD9CBC803D03BD9D3A583C2DBC0FBDA5BDFC3DD43CCA3DBC3D82BD8F3DE1BD5C3C8DBD1DBD703CE63DDBBDAFBDD83D073DA9BCCC3D4BBD433D993D23BD2F3D0B3C1D3DFBBDDFBDD33DEB3D29BD943D0B3DB1BD8FBC18BCD73DB7BB91BD643A18BC89BBF23D68BD833D9CBC60BD48BDF83DE43DD1BDC23DE53D953D0A3DB03D7C3DF13CB33D8BBDA73DE03D4D3CF43D97BDBD3D05BD453D4D3DBCBDFA3D9D3BC63D713D8F3DB7BD9DBDC2BD6F3DB9BDF5BDDFBD3DBD1FBD86BC80BD46BD343D31BD2EBD953DA9BC633D23BD743D823D313D643DED3DC3BDDB3C70BDCCBAB5BCCCBDE4BDDEBDCDBD29BC98BCB8BD8F3DA6BD8D3D2EBD5E3D593DB23B843D133CEABC74BDB53DC73DB3BC31BD033D7EBCACBDAABDBE3DB7BC9B3D4EBD7EBD42BD383DA73D4EBD173C003DFABC83BDD6BDB23DEABDE8BDA0BD8B3DA23DB93D43BD963DB3BDC4BC813DF23D973DD3BD54BCF6BC05BD843D94BD853DAB3CA0BDBDBD6BBDD2BD83BDF6BDF4BDCEBD633D38BD31BD293DC23DB7BD4C3DA6BAD93DD73D07BDEDBDB53D5EBDCE3C143CAB3CFDBD88BDE4BD333DFCBDC43DFB3C98BDBBBDC7BCBDBDA43DC43DA73D4EBD813CF1BDE0BD9F3B8C3D6BBDACBCEBBD363B8CBCE23DD6BDAABDA5BABB3B993DD03D833D2E3DE4BCE5BDE6BDD8BDBB39223D743DBE3DE1BDD03C34BDA9BDE4BC013C883D8CBCAA3A7ABDAF3D193D96BD0DBDC2BC823D00BEDF3C663D703C66BA93BDD5BDBB3DDC3D7DBC25BDD2BD9FBD2DBD92BD243BD1BD863D9ABDD23BEF3DE33D7DBBA03C14BBCFBC9FBD8ABD603DA3BD10BDEA3D523DFF3D943D6FBC98BD00BDC6BD86BDD43B8EBDD53D8B3C00BD3EBDA33DACBB463D9A3D2D3D323DC2BDE8BD2C3DB7BBA8BCAFBD783DD1BCF13D293D47BDD4BD59BD33BDB9BD82BDC9BDB03DC5BD47BD24BDC03B493B4CBDD23DBABDF83D353B643B02BDFE3DA8BDCEBDC63D56BDC9BDFD3DC03DA3BDE5BCB23D8ABDF7BDE63D3E3DDDBDEC3A06BD8FBDC7BDFA3D5C3DDE3DB5BB4CBDD4BD38BDD1BD893DA63C153D4DBD9DBD483DE03DE8BDA2BD8C3DD8BDA6BCD13DF33D083DB93CBEBC783DE8BC983DF2BDB0BD7EBD6C3D653DAABD7A3D88BD69BDE8BCB93D113CECBCB139BE3D94BDE6BD4B3DB1BD86BB5F3A0EBA823D7BBD06BD9DBCAE3DBBBDADBD2A3DE93D383CA83DA13D53BD193DEBBD02BCFABDF4BDB73DDFBD3B3D2EBDDF3DE33BABBDA13D593CB33DE03DEABDEA3D353D433DC03DF5BD9A3C8EBDE9BDC4BD1B3C82BDE83D913DF3BD9EBDACBD86BD513D00BE67BCD7BD1D3DFC3D2C3DD5BD89BD88BDA63D54BD2FBD19BCA1BDA53D123DB03D8F3A7B3DACBC1FBDF53D96BDEB3D97BCBBBDF23DCC3D89BD1CBDA7BB863DA1BB953D173D143D42BD8FBC1D3D32BDB43DABBDC7BC99BDD3BD3CBDFBBDA93DBF3DF53DD03BE03D993DA2BC07BD46BD88BDDEBDC13B80BCC13DEEBD943D423CD63D64BC033D3B3CFEBDFEBDD4BD9FBD65BD733D093DC4BDF5BD313D95BDD0BD23BD3B3D643DCF3D05BCCA3C32BD4A3DC43D4FBD6FBDEC3D0D3D353D173C8C3DE5BD803DF73A513D7E3DD83D663B76BC7CBD56BC8A3DFB3D61BD9BBDED3DF83DA6BBEC3D963D34BD3EBDA63D913DE53DE83DE3BD453DEE3CF3BDE8BBC93BD83C733D433DA83D493DDBBCA0BBA7BDA6BD143DD4BBB2BD02BD94BDBC3DF03D993D8D3CE2BDC2BCE93D27BD023DAC3C213D0A3D91BCDEBDC63DFBBD8B3D933D95BDBD3DF13D8CBDD7BDF4BD82BD103D8BBDDA3DF83D2CBD643DDF3D7A3DD3BDB3BDB43D92BCDFBDD13D3C3C16BCF63D963C34BDD93D8E3DA2BD4C3D25BDAB3CF1BD33BD913D2E3CF23D213D00BC793C72BC233DB2BC933D94BDD13D313DF8BDDABDD5BDDB3D953C57BC363D213DFBBDDEBD973DBC3C023DDBBD763DF53DA13D9EBDA03DC33C6ABD863D0C3D38BDD33DCFBD9F3BF8BDDABDF8BD393DAE3DFE3DF0BD0BBD1A3DBC3B3EBDCDBD843D8DBDE4BD1ABD643CB2BDDA3DDE3CDFBDC43DC7BCAE3D353D173DCDBCEFBDA3BCD53CDE3D253D83BDA73C8EBD243CC73DB63D9BBC7C3D973DDD3D85BD943D783D4C3DA63D9C3DF73DA13B66BDBF3D24BDFC3DD9BC02BCDC3DA4BDEC3D63BDF6BDE03D76BDCD3D6ABD613DD2BDAFBCD93DD73DA13DB03DC23C163DFFBD4C3DC8BD9FBC903CD7BCBDBDD43DB93DDFBCB2BDDD3D4ABCF5BD4F3D813D58BBD83D9ABDD6BD463DDC3DB2BDB2BDE9BDC8BDD3BB0E3D64BC473D6F3D73BDF13D6FBD1B3ADA3DEB3DA9BC1F3DB63C353BDA3D023D9F3D9C3D68BC233D08BDFABDCEBCCA3DFD3D483DAD3DEABC98BDDA3DBABDD83CCEBDF13DAD3D91BDC6BD193D4ABD60BDC03D59BDA43D503D54BDCBBDE0BDC73BC4BDDDBD793D66BDEE3C013B4FBC81BDD13D393DC2BBF63D3B3D133CBEBD27BCD7BD163DC33DF63DC8BCFFBDEEBD8BBDBD3CD6BD273DBFBDD83D45BDFD3DC2BD7ABDDFBCB7BDB2BDAE3C90BC383D24BD453D71BD44BC443C20BC86BD1DBD863D02BD5ABD82BD493DF9BD2BBB353DCD3DAB3CFC3DDF3DA4BDD53D0FBB7ABCF0BD263D713DB53CDB3D8F3D9D3CEB3D46B94E3DBD3DC8BD143D10BC843D85BDDA3C423D9DBB33BC243D4E3DEB3D643D0F3DF43D8E3CED3D263DDBBB833DA83DC839B0BB40BD7FBDD43D803DCDBC2ABD6E3DE6BDFE3CAB3D75BD0E3C8C3BEDBDB63D993D103DEC3C1F3DF8BD94BDA73C0E3D643D22BDCCBD1EBDFFBC853DC4BC4CBCFDBDA43DFB3BC2BDD33DC13D46B9FABDCEBDFD3D1B3DBC3DB73CCABDCDBDE53D67BD4E3DD93D4EBCB2BD1ABCBABD33BDEFBDFB3DDB3D3E3D2D3D83BDD63C903D53BDC8BD74BC5A3C77BD91BC89BD973DA83CDC3DD6BCD8BD1C3DB5BA96BDB83D593C973D553DC5BBDBBC953DA3BDC1BC46BD59BDDE3C4CBD99BDA9BB963DF23C173DB9BDEABDE03C8E3DCD3DB9BD693CC8BDCB3D49BDC93D96BC93BDB23D9E3DDFBC1ABD84BD91BD973DBEBD5FBC093DB1BDED3D293DC03CE83C90BD483C723DA1BCFA3DB53D2F3DD63D9E3D43BC9E3C883D10BDD7BD773D353C933D41BDC03CD7BD7C3D643D883CC33D2FBDB33DF93DA4BDE93D44BCE1BDDC3D70BCBFBB7CBD303D893DF63D3A3CF6BD823DA43C14BDE9BC643D72BD213DE43C523C863DD8BDB8BCB4BD93BD7BBDFEBDA53DCABDF4BD4D3D34BBFD3CD8BD963DE5BC79BDF23D253CC73C60BD873BEFBD8BBD07BD0F3DD03D51BDBC3DC63CB33DB1BDF8BDDD3DB2BD93BDAF3D8EBD4C3BF53D8E3CD43DFDBDDDBDCBBDE53DB03D5E3DF53D8032D73CB1BD51BDC63DE33DAE3DDEBB363C42BC553DAC3D3B3CF9BD003CA3BCB1BD903CABBDDD3DA7BD803DFFBDD03D90BD303BD93CBB3D433BCE3CFC3DD13DD73D8EBDE1BDFBBDA4BD5ABDF5BC2C3C1E3D9BBD853D943D0ABD2CBD0BBD0E3DB6BD3EBCC13D883D6ABD64BDC1BDE13D81BDDDBDD2BDD4BDAABD2EBD103DA9BDE03DBBBB8B3DC83DC33B823D203D8CBDCCBDD0BDAF3D59BDC7BD3D3C66BD20BDE23DFF3D9DBD08BDE8BD893CA1BDA23DA03D843DA73CA0BDD03CECBDDFBD883DDA3C013D753DCA3D953DAD3DE5BDCEBD7D3D7E3D4DBDB03D8D3DB5BDD3BCA23DF63CE13DBABDDFBB42BCC63DEC3D523DD33D213DACBCF1BC3D3DFABCFDBD903C80BB09BD053D9F3DF8BD373DEABD79BDF03DB43CF23DCBBC98BDD3BDC03D763D833DCFBDF23C3B3D5EBDC23D90BD883D113B92BB733D37BD5FBD1E3DF4BCAD3C8BBD2FBD833CA4BD333DCFBD11BDB6BD8A3D84BDAB3DEB3C4DBDC3BDEBBD353C97BD3ABDB63D88BD9A3D8B3C853C3D3D4DBD6B3DFABCC6BB9CBD9D3CC33D603DFD3C683DA0BDCB3DDABCB93DD2BD3F3DF3BDCF3C64BC9FBD903D96BDE0BDC9BDCEBDB7BD21BD70BDB33DB2BD6C3D103D4E3D00BEDFBDD43D80BD253DE9BDA2BD3ABDE63DE8BC23BDF4BDA5BDB23CBB3DFBBCF8BDEEBDD1BDEE3D07BDCDBCCDBDA7BDEF3C093C51B9243DBABDC4BCCC3D8ABD963D83BDA338EA3D153DDBBD4F3D933D80BCEF3CFBBC193DB33DF1BDA23DAABCD53D983CBBBD78BD4B3DD9BD173D2BBDA93DF23DCC3D933D913C8D3DF7BDA9BDFEBD0FB81ABD1BBDD93D153C553C3ABDE23DF43DBEBDF6BD1A3DF23D363D023DE3BD3D3DD2BC6CBD0ABC10BDCCBDB73D90BD9F3C2DBDAABD983DAEBDFABD13BD683D093DF13D16BC9EBD5BBDB43DD1BD58BDBF3DF13DA73C80BCBB3DA8BDD6BD85BD3FBDD2BD473D603CB0BDF93D33BCCEBD86BDF83B433D6CBDCC3DDDBD343D12BCE4BD613C893DCFBD573CA0BDB83DADBD6F3D80BDE2BD8C3D803D4B3C9B3D77BD99BD893D00BDB5BDD3BCE13D6F3C473DCABD81BCF1BD1FBDDA3D953D06BC88BDC3BDE7BD60BD293DA63D4EBCFB3DC0BDB03C1D3D253B7E3BFA3DB83D94BD85BB023D6A3DE4BD833D3EBD2E3D89BD863DB8BDE23D2BBD8B3D513D89BDDBBDFDBD0F3D3FBD443D15BDBFBCB43DD1BBFFBDBF3CCABDBB3D06BD9BBD5FBBF6BD36BD903D893CCCBD3BBBF23D4EBD5BBDFBBCCFBDC4BD1F3D323DB4BD62BDFABCDE3C7B3DD8BC8B3D5BBDB03C2CBDA63DD63C8B3DD7BD2ABC52BDD9BDB33D98BD34BCD33DF33D56BDA5BD43BDC53DCA3D8D3DA13C6DBCD5BD41BDF03D79BD0E3D003DF2BDD6BD3E3CE43D4C3D69BD393CF7BD31BD933DB3BD073B223D693DE33B9E3DC9BD69BC1CBC91BDA73DC7BBB03CA53B203BA2BDAE3C35BDAFBD003D9D3DC83CBC3DF73DA3BDC8BD85BDC13D89BDE23DE73D75BB46BDF03BC23D01BD0FBDE4BC9B3DEDBD6FBDF1BCABBD123D173C8F3DDC3DEABD84BCA43B13BDC3BD37BD3ABBFEBD9E3CB23CAEBD7F3DF9BDB4BBC93D7BBDDA3D1EBCA7BDF7BDC33CC23DD23DFFBCCB3BDABDC23DA5BB923DBEBC35BCB2BCA5BD1ABD7B3DCF3D45BDE1BDD1BCF43D523D953DA4BDB23DDABC68BDBE3DF1BDA1BD853D32BD203D223C17BCC13D88BDD9BDAE3DE33B8FBDB43DB13B9E3DB93D953DB3BD063D67BDFEBDC13DC93DB83DA23DA73CD4BDFC3D1B3D5A3D8B3DE23D223D163C553CE63D3DBDA0BC5CBBBCBDB7BD563D563D90BDE83DADBD303DED3D923DB93D673CD03DE7BD613D3B3DD5BADBBD133D8CBD0DBC123D933B19BDD53DBABDE33DB23D1E3BADBD1E3BEC3DB93CAABDB53DF03DBFBDCA3D7F3D083DF3BCD6BC24BCF9BD2EBC09BCF4BDA63DD33C993D9CBDF53C5A3D063DA93D94BC8F3DF93DB13DFEBC64BDAD3C01BD60BDACBDE6BC303D8FBC02BDB23D253D6DBC823DB13DC83DC4BCA73DF83DD1BD40BDFDBDCF3CA43D123DC1BCA0BD873D2D3D9BBDB9BDB1BD33BD863DAC3D82BD24BDF0BD72BD063B7C3DDCBDB03D903DB63D24BD403D4C3DB2BD93BD5B3CFA3DE0BD81BD24BDAC3C0B3D903DC1BD45BD1B3C81BDE9BDCFBD41BCB63DAFBDA53DFDBDABBDFDBD8DB98A3D91BDB8BDD83DC23DC23DCBBD54BBD33C613D163DA83D59BDA0BDE3BD0BBD",
      torch_tensor_128_16_torch.bfloat16: "0x020000005D3E1D3E023EACBD7FBE87BD223E5E3EA6BD633E2C3D953D8ABD2ABE01BE3A3E6E3E39BE393EA1BD36BB353EAA3C6E3E7EBEB03DCE3D553E153E7C3E4ABE283E1EBE7FBC6A3E8B3D463E193CD3BBFF3D763E12BCD6BD77BD8DBC7EBEEB3D55BE5B3EF9BD7D3EA9BD7B3EF8BCF1BD46BE11BDF33D79BDCABD1A3E1A3EE23D13BDC23D07BE2F3E9D3D3B3EB9BD5FBE11BE6B3E57BE0B3DDB3DCD3D743EEF3D733EB9BB353E72BD8ABD90BD353E773E54BDAD3DF8BD23BD08BE6E3E21BE4BBE123D42BD29BC46BD2CBDD1BDF1BDA7BD563E13BEA5BC923D73BD94BCD43D2C3E413E37BE1DBE8E3CA6BDB5BCFC3D2C3CAABCBDBD383ED53C36BE9C3D103D423E6CBE58BE47BE003E46BE023E4A3D303E113E63BE1DBE9EBDBCBD57BE0EBE7CBED2BA6E3E8CBDEEBC8BBD59BC13BEA53DED3CAABCC5BC2E3D5B3E3DBED5BD58BE4CBD683E163E253EC8BDC03C9C3C43BE78BCB53C3DBDAFBD543E1EBDFFBD42BE573E443E6B3EE1BD573C4C3D21BE44BD4FBEA83DCA3D723D333EEDBCB53DE1BD313E073ECA3B46BE323E83BD6D3EBBBDB93D28BE783E2C3E813D923D78BE823DFD3DC03BE7BD25BE253E443D593EEEBC433E08BE20BE3B3EFD3D15BD58BEBDBD063E77BE2DBE6B3E31BE4FBE55BE0EBE643EB9BD32BE41BBA23D0DBE093E0F3E363E85BD07BE98BD3CBDE4BD623E073E7B3E39BE463E683E17BE2EBD303E6CBEFD3DCDBD9B3D603E3C3E59BDC23D5CBE52BD44BE6EBECB3DB9BC9FBD78BD12BE07BE423E3EBC61BD263E40BC7EBED3BD703D0F3D353E66BE86BD4C3E83BD66BE0FBD43BD693E0F3D5CBE85BD893C843DC93DB33D4C3E24BE9CBDFDBDCC3DC5BD04BDEC3D04BDD7BC77BC523C353EC3BDFA3D2D3E59BED03D18BEAE3C0F3E7E3EF83D9DBD63BEC1BDC7BD6B3C163ECC3CA93D523EE1BDF6BC713EA93D93BB20BD78BD053E62BDECBDAEBD0BBD053D7EBEF9BD1FBE1D3EBDBDCC3DCDBDFB3A1D3E533E103EBB3D923D233E56BE03BE3C3E0C3D96BDD5BD77BE553E0D3EA6BD3FBC013C1DBEA4BD203E67BE683E123E47BE1E3EB0BC00BD69BE493EEABDFFBD3A3E883D00BEC13D1B3EF8BD0EBDB63DBF3D7ABD56BE5ABEC7BD77BE233E5F3E22BD793E2EBEC63D56BED1BD583D91BC5A3C033E6FBE933D21BDCC3DEF3D20BEDE3A333D62BD2ABE98BD5B3E963D323E56BDEE3DBFBDFCBC39BE18BEAFBD2EBE153EF0BD433E783E27BE6EBE3FBEB93D52BE1CBE77BEA93D01BD263E163E7F3E56BE163EAABD273E3EBE4E3DB13D60BC953DB4BBC33D273E50BE29BEA03D4B3E79BDED3D6EBE60BE773EC53CA13D44BE87BDBABD76BE11BE423E5EBE61BE2D3D15BE073E123E7BBC643E66BE84BD01BE4C3E31BEC23DE53D713D6A3E503EAA3C02BE0FBE6CBE04BE2E3EB3BD283D763E6CBE203E463EE1BB223C27BDD43D6C3EC5BD58BE763E11BCFD3D733EC8BD3CBE7D3E453E8A3D833C7C3D78BDCE3D67BE603E333EB93D463E89BD433E093EAE3DCFBC7A3D653EF23D1F3DBF3D0B3ECABD603E4EBEF5BDD43DF9BC653DC9BB083E7BBE2BBD75BE4E3ED3BD70BAA9BDF0BC22BE1FBEF7BD16BE7BBE5E3ED0BD413DCB3DD53D043E233E77BE93BB60BEC6BD73BE733EC0BD293EE3BD4C3E233D683E033E56BE6E3E5DBD103EC9BD24BE1C3D7F3D6BBD5BBEBFBC013E603E7F3ED3BC58BE653E2E3EA0BD0E3872BE4B3E173E3E3D7F3E743E293D52BEA23D64BE593E753EFF3D0EBE463E7CBC54BC8D3D7D3E64BD6BBD6C3D863C333E06BE0B3EFFBD63BD2E3E7CBD29BE8CBDAABD023E843D063E9F3B253E9E3D933D49BE61BD92BD34BDD4BDC73D4EBABF3CCABD693EB03DFC3CB83DC2BDABBC80BE5F3E7DBE2DBD12BECB3DC4BD0D3E19BECFBDF7BC2B3E2D3E43BE19BD7E3ECD3D7FBCED3D233E5ABE833D7D3E1D3E15BD50BE4E3E45BE97BDF03D77BE213E103E55BE073D0DBEB2BD3DBCDFBC09BE2EBE423E07BE103E52BE1F39AA3D62BD6C3C2DBE103C30BD25BE97BDB73DEFBD343E46BD64BE1FBE3DBE143E38BE823D79BEC63D8D3DE93D3E3E573D96BC3CBE00BD31BEB43BB9BD1EBEF2BD12BE2E3E33BD76BE7D3E51BD703E113EECBDD03D373E14BD733D433E34BE133C283E03BE263D313E19BE72BE36BE543E013DAA3DB3BDB2BDF2BD7EBE0BBDA93D863D5EBE983D543E003E263D21BEC4BDC9BD1F3EE23D07BE36BEBEBD5E3E59BE643E8FBDE13D0E3D233E653EBB3DF63BBE3C413E7ABE913D27BE203D52BD453E3A3D45BE58BC7FBE2FBE413E403E793C533EB73D7D3E903D8E3D7C3EFDBD2A3E5C3E1B3C393D393EE63D30BEA03D1EBD933D5D3E40BD34BDAFBD343E76BE0ABD7F3E233C34BE133EDABBA5BD3ABE973D183E963DECBDEEBD17BEDE3D5DBEBC3D1A3E343DC13CD6BD32BEB0BD5C3EB73B12BD77BE76BD72BE70BE18BEB6BD443E103E043EF13CC83A593C113E113E1F3E22BE143E353EDDBD0C3EA6BD34BE86BD19BE49BE2B3E243DDC3C20BE4A3DB7BDFBBDD13DB5BD51BE28BEE43D813D883D703E9ABDACBC2DBD69BE9B3D223ED4BDA33DC5BDDFBDD13B18BE913D583E6D3EAEBC0BBE19BE0DBEADBD353E7BBE423E39BC0E3EC5BD41BEE5BD31BE1E3E62BE2A3EBD3DA33D26BE5FBE1B3A4F3E4F3E1D3EDD3D7BBE393E393E19BEDABD553E543E83BDB13D6BBE49BE063DB6BD6D3E15BE7F3E56BE84BDBE3DFC3D7B3DA2BD953C783E043D02BCEABC4F3E303E60BD1D3EC13C0C3C0D3D01BD7BBE003EFBBD853D833D493ECF3D12BE5CBEE5BD633E0CBEB0BD44BE79BE303DBA3D4BBE073E6EBE983C143E123EFBBD7DBE333BEC3D1D3C363E5CBD27BE023E56BEB8BCE0BD4B3E8E3C673E6F3D6DBE5E3E6B3E55BE0ABED0BD783E48BE34BD273E763E123EF6BDC3BDD23D053E4EBD05BE5ABD173EBF3C42BECE3DB23D48BE72BEA13D893D3C3E2C3E5BBE7B3D023DEC3D48BE5CBDE13D79BD93BD07BD84BD72BE623EAB3D48BEB23C22BC353D1A3EECBDCCBD373E2ABECA3DFDBC3EBE44BE5D3E763E7BBE15BE1BBD16BE2DBE4CBECF3DBBBD38BEC83D26BCFEBD2D3C3E3D003E713D843D4EBD7FBC123E383E073ED1BDEEBCBF3D7F3D2BBED1BC2E3EC03D8ABC1F3E03BE37BE613D3F3E613E0BBD693E8ABC32BE203D013C723D26BE2DBD7A3DF13B3A3D3B3E15BE3B3E7EBEEDBD6E3E323E7B3E2C3E293C45BE6BBD20BE373EA33C8ABD62BE553EF2BDE2BD75BE233E39BE4DBE4B3E23BCF43C593E78BE2C3E5ABD3B3E5CBE00BE7C3E17BED3BD653EBDBD543EEE3DABBC50BE4C3E37BE7BBCF4BB63BE3E3EE1BDE8BD11BE1B3E2A3C753E0DBEBB3DD23DB4BD7CBD393E5ABCC9BD923D6D3E3BBEB73C3F3EF43D6D3E51BEE0BC753DD63DB4BD573E2DBE20BED4BC0E3EC9BD233EE53D513E053DC8BDD53D583E513D473EF2BD47BCA93D2A3D14BE0E3E773E96BBD0BDD3BC3C3EFDBDCCBDA8BC033E2B3E8B3D423EEE3C393D5F3E203D4CBC973C6E3E05BE473E373D3A3E9ABD0ABDCB3D243E5B3B7CBE163ECF3D14BD353E513E03BEB4BD13BE6CBD1FBD74BC49BD3E3E743E7C3D523E79BE33BE803E603E343E1E3E1F3EA6BD71BE7DBD3B3E373EE4BD343D6B3E6E3EB83CDDBD9B3D87BCD93DD33CEB3C39BE4B3E653E44BE523E863D493EE43C95BB69BE53BDAB3DC9BD2ABE9B3D5BBE77BEA7BBAEBD2FBEB3BD22BEDABD453E32BED2BDAABD5EBD0DBE4F3E99BDC0BD263D753D773E1EBD1F3D533BB2BD803D523D9E3D9B3C24BE193ECFBB493E6E3E0DBC893D203E45BD2FBE763D3CBE6FBE77BCC53C163E76BD97BDF9BC8D3DC03C1CBE133E05BE743E673E213E343DB2B9923D1D3EE43D2EBE07BE213E793E043EB43D08BE47BE003E553E55BEABBD763C18BB0EBD13BEDBBD523E403E6ABD5CBD23BEBCBD103DE4BD07BD2E3DE0BD633EB13DFEBD32BD9C3D2D3E67BE3CBE2BBE263D0FBE9C3D30BE2FBE6F3E32BE2EBE623E1CBE5EBD123E0D3D713E553E703E11BE98BD2ABDEEBD53BC00BD153E4DBE673D5A3EC33C2E3EC8BD1ABD4D3E56BE01BE53BDE7BDD7BDB93D503C53BE8B3D4A3E79BEDE3C4CBE05BE9ABD8B3C4A3E12BDDC3C65BEFBBDA9BCBA3D9D3D5ABEDB3C883C56BE75BE35BC5A3D07BE9EBD333D2D3C59BE303D6BBD43BE173E9A3D61BE61BE333DAB3DA4BCDD3D41BE42BE9B3D22BE6F3E67BE073E54BE863D1C3E42BEA73D78BE3D3EB33C45BDBB3D0D3C483C0D3EF63DF1BC6B3E803DFBBC7D3EE13B0F3D0E3E7A3E3C3E47BD453EF63D4F3D27BE8ABD9D3DA33D6F3E13BD343ED8BD25BE2E3DAE3D7ABEADBC41BEFDBCAEBDB3BD293D143E843D6CBD2ABE763E4DBE2D3D933D453E53BE2CBE223E42BD6A3E71BE8BBD753E913C0BBE64BC203E8D3D75BE10BDB9BC5D3E933DD5BD993D1DBE87BDD5BD19BE6EBEACBB4E3EF4BC01BE58BE4CBE263EDCBD153E5D3E3A3E14BE59BC3EBEB73B4CBEB6BA753D6D3D95BAAEBD22BE0CBEE4B949BE1CBE71BE663E6DBEF83D7CBDDFBDE7BD0ABE743D213E643E7C3E2BBE1D3D473D04BE1C3DA23C2FBE8E3D583D62BEA93D63BD1E3EEBBDE1BC733E6CBDCB3DF1BC69BD2F3E9B3D4EBDF93DDFBD1CBDD6BD433D7ABEC5BCFC3D613E583C34BE213DB93DE13CDC3DE8BD433D53BEB0BDC7BD963D57BE68BE63BEC83CD837C43D6A3E413E4BBE943DA93B153D9A3D10BED3BB5CBE573B83BD02BE48BEC03D4ABEA2BD693C66BD103EFCBC643E17BEA9BD783D7C3D15BE14BB1DBE77BE2CBE12BD1EBE303E94BDDC3D43BE80BE17BDF6BD18BE903CAABC683E803D7FBE7E3E74BE19BE263EF33B063EBDBD03BE873D123D273EE83DBBBD253E523E9B3CF8BCF03DCFBD403EFDBD45BDAFBD723E4E3D123EBEBD833D463E7CBE18BE503ECDBD01BE2E3E093E443D5EBE15BC7B3E75BE02BE213EA63D43BD42BE79BE58BE75BE333E673E0CBE6BBE283E373D5D3E253E0CBDFA3D2CBE1CBD5DBE1B3EFDBD36BE8F3D58BE163E21BE5CBE6EBD48BE0E3D30BEFBBC203E39BEF4BD89BC2A3E7A3EB53D6C3E513E68BD773EB83DFCBD23BE1E3D35BEACBD4A3E94BD233E8BBCE23CF53CE93DC33D383E703E22BECC3D2B3ED2BDB13DEE3DAA3D10BE7EBE453E713E44BEBF3CF73DD43C04BD103E973D3D3E4F3ECEBD79BE30BEB03A37BEE6BC543D533EBE3D7EBE4B3E68BD18BE25BE3FBE633D67BE7EBD3ABE563D913CB0BB1A3EEF3C7E3E863C883C14BC8D3D763EADBD7F3E6D3E4EBD40BE913D433EDB3D1B3E1BBD803C79BD7EBE0A3E953DB7BD2CBE213EE3BC3ABE5EBE7EBE4E3E70BEF3BC2C3E56BD6EBE293E10BE603E89BC043E443E623E553EB8BCEE3D473E44BE613D373DA3BD0DBD38BE043D6BBDD53D803E0A3EA3BD7D3E10BCE83D6C3D44BE0BBE7E3EDF3DC4BAA0BDD33DA1BD393E7BBE403D70BE883C8B3DA3BC2BBE2E3EE7BC57BE433E223EC9BC07BEF4BC4D3D30BD10BC523E11BD84BD0ABD633E4DBE50BC413EA03D3ABE07BD18BE0EBE0F3DDA3DD0BD66BE3EBE77BD733D0CBE743EA03D27BE92BCB23C703D0CBE123E7C3C293E5CBCB6BD1BBE7EBCD43D6ABE283EA2BCA13D983D3DBDEA3C3A3E483D09BDCF3D383EF7BB413ECBBD35BEE23D013EF33D19BE183EA4BD523E39BE46BE8F3D8E3DD43DD0BD5FBD093E673D2C3E78BD133D7D3E3C3E4ABE27BD873C52BE4E3ED4BDDEBDC7BB273E3B3E37BE58BE7F3EAF3D313E803B5DBD233DBDBCDABD093DDDBD413DA3BD12BEE03B653EA43D21BD493EE63D4EBE18BC33BE5E3E2F3EF83C843D843DCD3D16BE023E62BEFA3D203E1D3D",
      torch_tensor_16_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_24_64_torch.bfloat16: "0x02000000C13DF8BDC8BD8F3DA43D8DBDE6BD0F3DEDBDD8BBB9BBFBBD993DAE3DE7BCBEBD683AE9BDA3BD2DBD9F3DF3BC96BD773CC53DEEBBB93B703CFA3C0D3DB2BD56BD7B3DD33DE33DCEBD88BD85BDE53D96BDCBBDD83CED3D18BDE93DD0BC86BDF83CB7BDECBD8BBDF83DB03D773DBABC4E3D7D3D6F3B38BDACBCE6BAE5BC24BDFCBCC0BDFEBC313DF9BCBC3D5F3D3F3D06BB99BDECBDCB3DC43D30BDA53DDD3C883D17BD65BB033DC7BD413DD43D3CBCD33DDDBD99BD2DBD503DEB3D933DCCBD503DF0BC91BC3BBBC93C44BCC43D72BD34BDDC3CC8BCD63DC23D9ABC293CF83BF4BCA93DE73DE4BCDF3DF6BD513DC9BD2ABDE0BDB03D56BD3BBD393D7ABDBD3C903BBEBD3E3D023DA5BDB1BDBCBDD23D583D87BDDEBDF73D9C3DAB3D783C82BCCE3DC2BDD3BD7CBCAFBD993D423C1F3D92BD98BC95BDA6BC923BD13CA83DE4BD603D923DFEBDC7BDCCBD6DBDB0BDF53D453BD7BD5B3D56BC953C893CB8BD373DF4BD95BCCEBDC4BDAD3DD33C8ABC543D6A3DE33DD6BBF1BD8EBDE5BDE5BCA33D9B3D5FBC4E3D28BDB03D35BD88BCEA3D4F3D67BDCA3D96BD843D32BDEABD3CBC3FBD4F3D273D3C3DDFBDBC3C42BD56BD543D1B3DA4BD10BCE93DF83C863D9E3DFBBD873DC53D503DA4BD903DA73D8CBDD93D1BBDC73CA9BD13BDAEBD943DBA3B9E3DB53DCE3DA7BDBCBDB33C93BDBEBCD43B37BDCB3DD63DCE3D533BDD3C9D3D333CC33CCE3DD33DE2BD52BD8EBD483DEB3D6BBDAD3DF5BC9EBA893DD03DD5BDEB3D503D52BD533C7DBD863DA5BD98BD9BBD9B3D1FBD78BDA4BD16BDA8BD5A3DF43DEF3C153DFEBD9F3DEDBDD6BD663D08BD743DF53DFDBDC73B60BC1FBBC83C05BD6E3D0B39E6BDE23DFABD5B3DF93D04BD76BD51BDC13CCFBD40BDC43D5938EBBDB83CBFBD96BD14BD633D9CBDB43D73BDDFBD563DE13C54BD90BC22BD99BD46BCE73DB4BDC83DE33CB83CA0BDB93C9A3C9C3D863D35BD513DF83D1A3DCEBDDA3DD43C833D28BCE5BD243D8C3D81BD8D3C98BDBB3D9BBD60BDD53D91BDD23DBA3D6CBC5FBDECBA86BCC43DDF3C553D74BDAE3DF03DE33DBCBDA5BD663DB6BDE0BD4FBD59BD39BD01BC073CC4BC853C673B41BDB13D93BDD3BD24BDCB3D983D92BC8DBDCCBC81BBAE3DE4BCA93CA53D9B3C8DBCB8BBBEBB9F3DD13DCBBC05BD6EBDA1BDFD3D89BD43BDDDBD903DE7BD3C3D89BD0DBDCD3DB8BD943DD9BD12BDD0BD733D68BD123DDABDDF3DBEBCCFBC57BD7FBDC8BCA13C16BD70BDF83D18BC9DBDB73DA63DEBBDE83B673D5FBD7EBDE2BCFF3DDE3D973D463B82BD58BCFD3DACBD99BDD1BDF23DD93DC9BDC3BCFDBDA83DF93D773DD9BD0E3D9BBDA5BB6F3D6ABDF0BDF5BDF5B9D93DF63D3D3D94BCC8BD3F3DC5BD5DBC2EBD86BD843DDABDB23D0EBDF5BCE03D953D16BD31BD9E3D71BDD8BC183D3F3D2C3C503DDA3CA93D6D3DD3BDDB3BFA3DDFBD6D3DF53DC1BD9E3D4C3DF93C423DC0BC5F3D89BAC7BD94BD67BDC8BDC6BC47BD55BC7F3D773CF33B4BBD6CBD8D3CE2BD64BDE8BD793D833D64BD863DD33BBABD32BC89BC473DBE3D333D463DA8BCC0BD7BBD8E3DE63D90BDE0BDF1BC363C2DBCE3BDE6BD623D22BDFB3D10BD6B3DF23DB43CDB3DDBBCD1BD9CBD313DD53D8ABD963DDB3DA1BD8CBC8B3C413CD4BD663D073DDABD0A3DF63D003D2CBC803D80BDF0BD1F3AF6BD1C3DF53BE53CEF3DC6BB913DE03DC43D86BC253C24BDD1BD4A3DCEBD47BBA23C293DF33DC4BC953CB7BDF0BC033CE0BD973CF9BDD73C0B3DA53D3DBB6E3DB03DB5BD2FBDFD3C82BCB93DB83DDABD88BDC63DA4BDB3BD1E3D933CC43DEABDBBBD803D1EBD9E3D263D913DEFBDD13CC63D50BDD0BCFB3DFB3DDEBDE2BCAABDCABDE93D263C2D3D93BB5B3DBE3C9A3D93BDDF3DFDBB50BBE03DEE3CA5BD8B3D15BD9FBD283D4DBD64BB2BBD61BD073C8CBD21BA773DBBBDEF3CDA3D51BDC73BE4BBA1BD33BDF93D5B3D4E3CAB3DD03D833D233D82BDABBD113CB0BD9E3DA93D183CC8BDB53DA0BC9BBD5DBDFC3DEDBDD6BDD4BDD8BCACBDB1BDC8BD1CBDBDBDCD3D73BD83BD8E3DB4BDCFBD7CBDC83C873D9E3CCEBCF33C60BDC93DE3BD9E3C243DC63D76BD103DC03D0ABDBBBD3A3DFB3D9E3C9ABCF33DCEBDAC3C84BD98BBCC3DF13D933D053DF43DEA3CD9BD413AA5BDF73DF13DFE3D203DCE3D83BD2F3D7EBB523CF5BD82BDE5BDCB3CE6BB80BDD23DF7BCB33D40BD6C3DA33D21BD89BDA23DB43D89BB033DD3BDD33D4F3D1CBC7ABC843D8DBD33BDBE3D40BD573DF63D73BDADBCEEBD86BB1A3C193DD6BD153D833D41BC223DC03D393A5A3D3E3DC73D7CBD873DF9BD5BBDDEBDF9BD9C3DE53DBEBBF23D5EBB103DCA3D9BBD573DD2BBEDBCE83D51BD98BD383D233CEEBD5A39B5BDA23DFB3DE7BDFEBDF43DA2BDDABD20BDF9BD89BC30BD84BD68BD94BDDA3DC23D68BCCEBD2C3DC0BDCA3D923D563DAFBDFEBDC2BDF03D4A3D44BD253DA5BDF1BD013D903D883D353BD03D16BD8FBCBC3CC4BD84BD59BD393CB6BDA2BCBF3BEC3B46BDCEBD733DB6BD1F3CE3BD143B90BCE4BD11BD9ABDD9BD13BDAC3C203D163DE13CF73D043D97BDF33D3CBDBE3D63BD523D6B3DA3BDCC3D1C3DC13D3C3D433DDEBDB0BDB0BDC63DEC3DD1BD50BDC93A1DBDF43D98BD7F3CFA3DB5BD073D913DD6BDF9BDD4BDA73DAEBD28BDCB3CCDBDEE3B823DDB3DAEBBFBBDAA3D90BD45BD853DBFBC8FBD243C6CBD733DB8BD303DE9BDBEBDF53CA5BDF4BC013DF63D163CA63DCC3C363D313D7FBCB4BDB43D063DB93D6FBCD53CC63CEFBDBDBB593C9DBC303DE73DF0BBF03DB73B29BDB3BDCA3CDFBDF23DF1BDB83C85BD96BCAFBA893D103DA0BDB8BA2E3DC73D63BDF03DC7BDCFBBC13DB9BD983DFDBDBD3D4A3DCCBDBC3C78BDDB3D19BCE7BD3CBDD53BD6BD983D4DBD853D49BD2EBD45BDD63DDF3D7B3DABBD323D113D61BD023D81BDD33D86BC47BD12BD46BC08BDB5BDF23D913D69BDFC3DC0BDA23D9CBDCCBD783A16BDE0BD363D923D68BDFFBB1C3C31BDA43D2DBD873C813CB43DCA3D8BBDFE3CF4BDACBD4C3CCFBD9C3D80BD323D983D6D3C4CBD5BBDE73D1CBD873D153DE9BD58BDD6BBEE3DF93C6A3C013CFF3D65BDE73DD1BD5D3D12BC8E3D8EBC4A3D8B3D18BDFF3DF43DC13D54BD243CAA3DAF3D413DCA3D333D10BDF83CB43DF3BD9B3D08BDF13D093DFF3DBFBD1ABBFEBDFE3CFA3DFDBBC83D873D2E3D893DC83D9EBDD3BD81BD8EBDA33CC2BDB43DADBCE23D2ABDA6BD70BDE53DCA3DA3BDBC3AAA3C97BDA0BDAFBD00BEF7BCFDBD9CBDC0BAB03CC3BDD43D5D3D8E3D88BD32BC28BDE93D8A3C473DB73DF43DAA3CACBDCDBDF6BDF1BDD8BC8E3CC93DF4BD89BDA83DC03DBABCD03D8ABD873D95BD5BBD713DF9BD6CB9CD3DBA3D793DB43D60BD81BDCD3BB33DC03C7B3DBE3A97BC84BDD43D983DC93D413D543DC63CDC3CE53D513D813DA13D62BDA8BDCB3D21BDCBBD96BDD83C353C3CBD9D3DFC3D18BC553DD2BD553D413DCFBD8E3D46BD933C32BC3B3DBFBDCB3DAA3D5ABB4BBDE9BDF8BC0B3DC63D9DBD44BD9BBDAEBC8FBCE8BDF1BDF93D83BDD4BDD43DA0BCB53D3EBD53BCC93DB53DBE3D383D04BD913DD83A113DC7BD593DD7BC9BBDBDBD063CB1BDD93DAD3D2BBD4C3DDCBD183DB0BD833DAABD083AFA3AD23C573C033B943DEA3DBBBDFBBD5CBB3D3DFEBD3E3D7F3DB4BD423DCE3DB73DB7BDD6BD8ABC353CE3BDAF3D28BAA3BD603DEEBBC13B8DBDA33DAA3DC13DCE3D86BDB6BCECBDF4BD5CBB94BD093D883DB33A86BDF9BDBE3CA9BD2BBD94BDCD3C82BD9EBCE13DDE3DAE3DFB3D813D5EBD9F3C483D9DBCABBA5B3D56BDB43D2D3DAF3D3BBC7EBCB4BCF03DF43DB43DA6BD0F3D10BD133D8E3D48BC293DFD3D3E3D67BDE43C68BBD13D993D913CFE3DA03DF1BCCF3C7E3DFBBDDB3D4FBDCABD98BDCF3D083AC7BC4D3DF2BD62BDD83CDDBB9ABCB1BCA6BDC23DEFBDA4BDF33DC83C3BBDF13D963D6E3D2B3DA3BD51BDA93C933CB33DDE3D893D8EBB973D893D6EBBF93DDBBD27BDFDBD263DE1BD84BC0C3DE1BC8EBDCDBD59BDD8BC273D48BCF9BD103CCABDA53D9A3D263DAB3D6B3C873D66BDC1BDBF3B713D78BD4C3D313D863D9FBDE3BBE8BBDD3DD73DDABC87BCC13D2DBDB23DF8BBC03D8B3DBD3D22BDDA3D55BD993CCA3DF13DE43CF83DE0BC993DA3BD543D303D783DFD3D0E3DF7BD6B3D993D613CF23CEF3CF73D15BDC43D5BBC7CBDAEBCCDBD69399EBDEF3DE9BCE2BDDF3D733D6CBDDC3DC23DBFBDD7BDC43B1ABD873AE6BD473D383DB13D8E3D523DD2BD44BA3A3DDEBCDF3DBFBC8B3D98BDDDBDF73CE83D1ABC97BD4ABBF83BEB3D",
      torch_tensor_96_32_torch.bfloat16: "0x02000000ABBDF0BCB6BD45BD8BBDEC3DCFBD593D48BDC33DD63D89BDFDBD1B3E14BEA93DA3BD32BE343EE3BC973DEEBD04BE1ABD2FBED7BD3F3DECBD2C3D31BE8DBD163EF8BDE5BC0CBE693DB1BD0BBEDCBC2BBEB3BD19BD5FBD7BBDF93D28BEBF3C26BE29BEE7BDE6BDDBBD013EB83C09BE0BBD903D283E0FBE8F3D2F3BF4BD1ABEC23CCCBD0ABD32BECC3CE1BCA6BD5E3D353D6D3D303E84BD933CA33B513D4EBD5EBD32BE04BE35BEF1BC033DC1BCCF3CA1BDE4BD143E0E3EB03DA03C7F3DA83D4C3C9C3D18BEAABDB9BD253EB2BCE23D85BDB1BD5C3D963D32BE6A3D13BE3EBD2A3CABBC46BD0B3C20BE1FBE18BE433DE4BD1CBE45BDA83CBEBD1F3E51BD9ABCA6BD1BBDD63CC1BD1D3E35BEBABC30BE6CBD1ABEFF3DCEBD37BDE23C02BE753C2EBE85BB04BD853DA7BD21BC8D3D0ABC293E8DBDA4BDDA3D0F3EA6BCB73A043DC0BD3F3DB1BCA9BC51BD16BE953D1C3A89BCF63C313E8C3D49BDF03D5B3D90BD25BE2FBEB43DC2BD613D0EBEDE3B773D903D23BEF43D273E50BD3E3CC53D8D3DC2BA1D3D5EBB863D18BE25BE11BE12BE3EBC153D12BEB13D0B3E063E21BE643D4B3D5B3D92BCA3BD16BDD4BDF6BC2CBE2B3C863D80BD033E0D3EE3BD1DBE3EBDA13C283EFFBD163E10BEF6BDE4BD813D28BE0CBE813D2EBE65BDE8BD953C84BDC93C54BDDCBD7E3B92BD1C3EAC3DC23D25BEEA3DE4BDDEBD043E7CBDE93D32BED33D153E1ABEC9BDB1BD0A3EF1BC74BC413DEB3D30BE91BD26BED8BDF03D1E3E423CBA3D1E3D14BD01BE11BC52BDAD3CD93DD7BCA0BD173E293EC43DB83DCF3B23BEA8BB0DBE763CA43C9DBDC0BDBE3D46BD0A3EBEBB4D3DA03DE33DDA3D123E25BE34BEC1BDF1BCC5BDCDBB5FBD06BD6EBD88BD4A3B31BE07BE263ED43C2C3D98BCFD3DA3BCFABB243E19BE103EF83C743D06BEABBCDE3DF33DF4BDAE3C203E90BD143EB5BD123E2EBE7D3D7CBD18BE2F3E013ED63D073D113E0B3EBD3DBCBD093E0FBDA53D063ECA3C0FBE353E86BDE13D01BE05BE4E3D603DFDBD7D3D5BBDEBBD6ABD783D26BE22BE073EC43D48BC2FBC3A3D383D08BD053D85BD863DD93D6A3C223E6EBDD83DC5BD143EAEBD7B3D323D1CBE303DB53C853D083ECB3D6BBD963D1FBDCCBC09BE32BDBBBCE53D043EC0BDC2BC32BEC9BC14BE283E103E25BE53BD30BE84BD0F3C753CFC3DF33D48BD733DAA3BEBBD1BBECABC9DBD54BBCB3DB73D223E753D133D873CCF3DAD3DE43D16BEFE3C94BD2DBDA23D5B3D19BE93BD1E3D983DBD3D9F3D8BBD31BD2A3EE63C0F3EB6BD0FBE693D223EF2BD9D3C0D3E28BEEFBC033E0C3E49BDBD3D1B3DEBBD5C3D35BE7D3D303D94BD4E3D3C3D6ABDD0BD433CC2BDF33D333E87BBCDBD0CBEB83DA8BD193DB9BD1DBE03BE1E3D8EBD043CEF3DF2BD243DE6BD243E1DBDABBDA5BC983C14BE42BD1A3EC43CD93DAB3D013E183E4ABD3FBDAEBD1D3D41BD883D02BE0DBD183E5ABC6CBD4A3DF3BD1C3E5DBD1A3D123D563DDA3C893DBCBD0ABE433D2E3E1F3EB73D7D3D263EC53D45BC17BC20BDD8BD853D12BD0BBE2BBE1BBE09BE0DBE003E383CEBBD3BBBE4BD07BDB13D2A3D1C3EA53D943DC8BC20BC0ABE1E3D2A3E193EB63DD9BCFABD98BD203EB5BDD4BBC53D683B14BEEA3C2F3E863DACBDB13DD13DE9BDEABD0BBE013ECF3B353DA33CA83DDEBD173EA1BD623D8E3D2B3E753D8C3D71BDE23DA13C0CBEEB3D113EFEBDD6BDC83D8B3C1CBE69BD9BBDD33D963D573D19BEE03D0C3EB03D323E0D3EC03DABBD8B3DD8BDDFBD023ED33C333EA3BD32BEC9BD06BE53BD093D2BBD5A3DCFBD9A3C67BBD33DC5BDEBBD10BE103D84BD073C28BE843C8B3D20BD31BEB0BD31BD723B513D2A3E223E0BBEAD3DA53DBFBD20BEA53D7ABDD23DFD3D9BBDACBB35BE0ABEF6BD113D163EC23CD93D2C3E71BDD43D0C3D023EF3BD1D3E1CBDA23D2BBE89BD163E2F3E3B3DC5BD10BEF53D84BD08BEAE3D5B3C96BDC9BD113E8BBD633D1A3C0DBE0E3D2C3EFFBDADBD023EB53D013E2BBED73DF53D1F3C8BBD9CBC15BE083C23BEAA3C1E3E81BCE93D4B3D6B3CC73D21BED3BD503DBABB0FBE59BD843C773C9B3D2DBE133E3D3D83BDAC3D933D19BE23BEA33CB0BB23BED53CFABD1CBDA03D81BD16BE253E293E26BE33BE193E353E423CD4BDA5BCA33DA6BCB9BD1DBECA3DEABDB3BD1B3EEB3D6ABD153E0D3E15BD2C3B3B3C04BEC4BD11BE1BBE05BDED3DAF3CC93DADBDF93D893BA8BD483C76BDE0BCB93D083E343D7DBD92BDDEBD7BBDFD3D0BBE243E2EBEC83DA9BDDD3C02BE1BBC1BBE273E42BD2FBE63BC08BE2B3EED3D153E34BE083E0CBCCA3DDD3D34BD243E0D3ECBBC19BE0EBE0CBE15BE213E053E813DC6BDAA3DB1BDA83D08BE2B3E1A3E2BBED0BD903DDE3DFABD193EF1BDD2BC523DAD3D2F3D133E30BDA9BDF83D35BDF5BA8BBC29BE0ABEB53C673A85BD8CBD38BDC63D2F3E06BE12BD0A3E153E243DA53DA43D493DC43D8EBCC03C153E053E883C2C3E223E2D3E0A3E4D3DBC3D2CBE163D17BE64BC263DD1BDE93D9D3CD4BDC4BB2A3E77BD913D923D333E91BD0CBEB0BD1BBE293ED1BDF0BD8D3D3BBDAA3D9BBCB3BDF63D1BBE293E323E75BD2FBE1ABE61BD12BB153EDFBDF3BDE33D49BDA6BDFAB9C43CCE3DA4BD5BBDA1BDD33D9BBD193BF13D06BE70BC613D513D3BBDEB3D4D3D283D203E5CBD17BEB2BDE0BDD43C8E3DEC3C14BEB7BD873D89BD55BB29BEAC3D8C3D043EF6BDEC3DBDBC94BD55BDB33CD3BD96BD073E08BEEC3D003E243EC6BD083EC7BC5C3DC4BDCDBD203EC1BC31BE93BDED3A27BEB73D28BE82BD09BECABDFC3CD1BD8B3D2DBE1C3EF5BDFC3C8E3D273ECD3D24BBD43D743DDABC3A3C513D4DBBA53C17BE833DBABD793D1B3E323EE93D103EF73DE93C6F3D143E393D30BE063CF9BD0EBEF53CC0BD4C3D78BD033ED5BB26BED0BDDD3D12BE0BBD5F3D333EC6BC2DBE2DBE703DF03ACFBDCF3D0EBD613D2ABD873D14BED1BD7ABD123EEFBD88BD3DBD9CBD583CF8BDE1BC47BD013EBF3D0F3D95BDE8BD0F3D05BE18BE27BE33BEC33D323E97BD193D25BDFBBD0D3EDF3BF53C44BC21BE7D3C22BE8BBCB5BD47BD5C3B0D3ECABD5E3D2FBE18BE31BEF8BDEA3BB03DE8BC8E3D503D1B3E333EB6BDACBC2C3E27BD263EDE3D19BE20BE213E10BE21BE973DD7BDAABD2BBE3BBD7A3D8C3DD03CDCBC6B3D223EE4BDAF3B43BD04BEF3BD7EBDE43D073E143ED6BDA1BA1C3E21BE143E763DD93D813BBDBD203B2FBEBCBDC6BD33BEAABD1A3EC7BCE33DECBD12BE82BC89BDC13BF63D83BDAB3D293D333EE93D9B3DA13DE5BCA03D0D3DEABDB6BD0A3C60BD1CBEB93DBE3D2CBEECBD483DF0BDD53A233E2D3EC03D76BCA33B84BD30BEC2BD343E893DCEBD023D0EBE33BECB3D0B3E6FBC02BE363CF93D993D4B3DE93D83BD9EBA133E2F3D883DD33C6E3DBABDDA3D8C3D7CBCCF3DFBBD173D2B3E123DA13D41BB2C3E3D3DDA3DA13D2CBEA1BD77BDB83DC93D1EBD0EBE0CBEB5BDDF3DFDBB09BEB1BD603DEFBDBDBD353D8A3D903C17BE153E06BE0DBEDDBC28BEDBBB273E1EBE963D5D3DBE3BC53DA8BD8E3D30BE0DBEA73DB73D80BD833DBC3D123DBDBD7CBD1ABE123E26BC1FBE6C3C123D23BED5BD51BD18BEA13DB0BD06BD29BC1F3ED23D03BE30BEEDBD8F3D20BECC3DAEBD2D3EBD3D35BDD73D833DD0BDD33D86BD34BE17BECF3C04BEBEBDDC3D713DE0BDCE3DD53D1DBE2F3DA0BD623DDD3D883DD2BD8C3DA3BDD4BD26BE103E06BDE53C3E3D83BBD93DFEBD8E3DD8BD6B3D8D3B24BEDCBDF43C06BE61BDF3BC1F3E18BD9B3C15BEF53D843DA33D193D213D1E3E08BD4ABDC73DB2BD163E2DBE743D343E03BEB23BA5BB2BBEDD3C273E14BE953D45BDBE3C12BE143D9CBC0EBE263E0BBEAFBD983D7ABDA23D21BDCCBD9C3DACBD933D313D23BD953DCD3D143EFA3D25BE243E9EBDB2BD1B3D83BDDCBA113EEB3D28BCA63C05BD2BBEEE3B33BE833D16BE4D3DFFBA293CA9BDD1BDEE3D22BE0CBD17BD1F3EA33D27BEEE3D55BD233E103ECD3DC8BD933D063C0CBE683DFCBD0C3E16BE843D3C3BC83C4CBDD2BC7ABC8ABD353E00BE7B3D2ABEC8BD1ABEC63D17BE933B1E3D70BCDABDAABD0D3EDD3CB03D23BE25BEFABCC33D013EF2BD093A08BE72BD30BE6C3B29BC083E82BD29BDB33D5FBB4A3CE73C163E87BD2CBE033E713D383DCDBC573D433D053E393DC3BDABBC27BE2E3ED73CA93DD03BCF3C5D3D15BD2E3E1DBE14BE01BEE8BD16BE003D83BDFCBD643CB33D2B3E2DBE01BE6B3D7A3D0BBE62BDEFBDC03DF13CD4BD2DBEA7BD953B373D233EF83C143E10BE523CD93D34BE023C6A3C303D273CD33D2F3E08BE24BED03D2F3EA5BD253EFE3D203EB0BD49BDD83C86BD5F3D233D07BDBE3DB13DDA3B913D9F3D8EBD5CBDBCBDCDBB2A3D923D2FBE0D3E1ABE29BD033E283ECF3DD83D703D96BDAA3D9ABC0ABE873D323E333ECBBD04BE55BC8E3C263E49BD2CBEFA3D76BDD43DB5BC47BD22BCBF3CF83C10BE283E8A3D03BEA1BD21BE22BEAA3C26BE343EBA3D0CBE11BE05BD2ABE52BC9A3C14BDB0BD2EBE043E383C2B3E483D10BC30BE19BE0CBE17BEFFBD21BE0FBEB3BD123E9C3C923DDABD66BD9F3D1EBEECBD2CBE02BE653D2C3E4C3DFF3D25BE693D973DDA3D7ABDDBBC413CE2BCD8BDD63C153E16BE833DF13D06BE933D163E153E1D3CD63C0BBE333D6DBD9ABD133E65BD91BCA7BDF5BDD63D2C3EC33D1EBE683C5B3CC8BD923DD03BC3B92B3E6D3DEE3B8C3D1E3EBCBD083E83BD5DBD503D86BD593DA73C9F3DD13D4C3D17BE0FBEFD3DFB3DB9BD233E153EEC3D30BEE5BD1F3D86BB1E3E07BE0D3E073EC8BBA0BD213E53BC28BE1A3CBC3DF6BD0EBE783DB2BCFE3D193EA5BDB9BDD6BC193E03BE003D64BD043E1BBCE5BD43BD11BD79BD77BD7A3D1C3D07BE12BE12BEACBD283E65BC913D1BBEF73DAD3D833D153E1D3EC1BC1D3E82BD0BBE7EBDCDBC46BDCEB9183E883D9B3D24BE93BDE6BD043E15BE99BC1A3E023EF6BD693D77BD833D22BA9ABC26BEA33A333D01BCD33D313D0E3C093E16BE023E303EA9BD083E24BE923D863C0DBE79BD183E05BEF0BD05BEE9BD1D3E8CBD2EBEFE3C7C3DC13D01BDD1BD31BEB83DDCBC2D3EA8BD82BD21BE0F3E953D2E3EDF3DBABD343CC33DAD3D25BE233D8BBC4B3D0DBE8ABCEDBD07BEF7BD1EBEB5BD18BE0E3EC93DBABB81BD9C3D8E3DB93D06BDE53D2CBE2A3E5F3D023E063E8DBBD6BC4EBC213ED43D843C563DE9BD05BDA3BDE73D77BDC5BCA83D163E78BD163E67BDF93D1A3DBB3DD93CEDBDBDBC25BECBBDB43D29BE0A3CE4BCB9BD103D803DAEBDE5BDCCBD02BEC43D8CBDAF3D96BD6C3D303ED43D56BDF4BCB2BC03BECEBDCEBD9EBD07BDDB3D333EEEBD5A3C2C3E7BBD0BBE87BDF8BD233E453D1DBE12BBD7BD043E0FBD243C703D1B3E0FBD273D433B2B3E193EF1BD16BE663DD1BA09BEBF3D77BBE0BB17BEA0BDC53BE1BCF9BDC5BDFD3C8B3D00BD153E24BE7ABC07BEE9BD53BC693C0C3CB33DF93D343EF03C4CBDE8BC5BBD8EBD133E47BD933D123E543CE43D66BD10BDEF3D113D8E3D07BED63D3F3C1BBE733CB63C813DB53B05BEA93D90BDDE3D14BE02BE20BC4F3BBCBCC73DE93DA63D963DAEBD0B3E123E0C3E12BD043E6F3D593B933DCBBD733DE13D06BD2BBE7DBD343ECABD0A3EAB3D2ABDAEBDCDBD963D523B123E213E1A3EDDBC12BE0DBEA4BD533DB63D79BD253E073EF03D193EEB3D323EBBBD0DBD5CBD343EBBBDD4BD94BDCDBDB53DF7BDDF3D093C213EABBDAD3D173DA0BDB0BC32BEB1BD1FBEB93DE63D653DF1BD0A3E04BE1EBE0B3D60BBD23D133DD13D27BE913D173E033E03BE053EA33D5D3D473CAFBDD73DF83D33BE463DF7BDB73DA6BD2FBE2FBE183E35BB26BE863C9EBC89BBFB3C013E9A3A03BEE0BDEA3CD8BDF73BF1BD343E033EE4BD20BE07BE603DE93DADBCC7BDEF3D293E903DAABD11BE6EBDA23D12BD313C27BE98BD273E963DE93DFABD2A3C1BBE19BEF5BCCDBD82BDBF3C163EA13C08BE40BD703DC43DB33DDC3DED3DD6BD883D1B3E23BE323E713D70BD083D6D3D18BD9ABDC6BC1C3EA5BDEDBCE6BDCEBC283E873D12BD53BC42BD333E2BBE0B3EBABD9C3DCBBDA1BDF7BD8CBDA4BD84BB323D26BD203E69BDDABD353E01BD1FBE7ABD873DF6BD1B3E2C3E0D3E80BC143E24BEE8BD523D9E3DA43D243D68BD183E6EBDA9BB2C3E0BBEFEBC9B3B1D3D273E94BDFEBD2ABEF13D64BD283D2C3C793DF93C17BE1BBE983A703DF3BD82BDB1BD82BD213E293DF23D943DE43D9E3CB5BDAE3D093D5CBD58BD783D8C3DE23CD53D01BEA1BC21BE293E133EC93C0D3D223E493DBF3DB43CBE3D21BE10BDC6BDB0BB0ABE323C113E0E3D36BD08BEC0BD75BD853C0DBE96BD03BECEB9213E053E2A3E2C3E233ED93D7F3D233E343E0C3E32BEF93D07BE82BD3B3C983D0A3E1ABD32BE18BEBCBD173BFC3DDF3DFA3D0CBD973D843D0FBE6F3DA2BB163EEFBD0EBEF53D923D6B3D40BB0D3E32BEA23DC53DDB3D323C0A3EDF3D08BDDB3C573D043E5FBD9B3C13BD173D3DBC983DCABDCABDF93D003EB03DCBBDE5BC46BD20BA073E063EE7BDA7BD003ED7BD3E3D14BCA0BD31BE343E813D29BE1A3EDA3DC6BD2A3DF8BD33BEC0BD2D3E1ABEEF3DF03DA6BD76BDA3BD20BE4D3DAFBBC63DAB3C31BE143E9FBD893C243E0E3CFBBD2FBECCBB1FBEE3BD25BE3EBC16BD45BDA7BCCE3CA33D733C293E173ED3BC10BC9D3D113E43BD1A3D993D06BD34BE1B3E95BD23BD00BE2C3E19BED43DE9BD053E863975BD233EC93DD7BD9FBDDF3D2B3E093EE3BC3EBD0D3E24BE913D2ABDCC3DD5BD23BECC3D313D56BD583CABBDE13DAABDFDBDD33D823D0D3E06BE353EC8BC23BEB83D323E82BB2D3E5A3CCABC213E083D51BB8B3C083C27BED43D163E63BD313E82BD8B3CD73DF93B713B203E14BE46BC9E3D8B3DBC3DCC3C203EDABDB13DDF3D6BBD773D5EBDC4BCB5BD2EBE433DB7BD1D3D5BBDD93DCDBDECBD13BCD1BDFDBD693D90BDFC3D943C9B3D19BE0E3E303E973D0BBE8FBD8C3DCDBD373DA3BD6A3D3EBD093E8EBDBFBD283D203E26BD9E3D1C3E6ABDBBBC3B3DC03D053EDEBD2B3E62BB11BE703D6C3C6ABD563DDF3D20BE0FBE14BE8C3D32BE043EAE3C133ED1BC16BEF2BA263E46BCD0BDC93D0BBEE63D163A9EBCAE3DE43DD53D2CBED43D1CBEDD3D33BE34BEE5BD133E283E51BCCE3DBBBC91BC1DBEB4BD25BDD5BDA1BDF5BDA03CEDBDF7BD883D1C3E91BDB53DE8BD31BD763D84BDCEBDB8BD6CBDB4BC19BE303EB03DD2BCA8BD26BE02BE1C3E963DD7BCF2BD863CFE3C31BE1F3CE03CD23D813DB5BCF3BDCABD20BEBE3CBB3DFC3B25BEADBDFCBD7B3D5C3D123E08BE21BEF93D143DD03D07BC193E663D763D18BE053D593D29BEB23D11BD203D923DDA3C693DF5BD4F3CD4BD1CBEFB3DAF3D2DBC2E3E1DBDC6BD95BCCFBCFBBC843D11BEE03C5F3C4E3DE03DFE3DC5BD1E3E323E0C3E253EE93DF03DEBBD5D3D2C3DB23C44BD593D5EBDBD3DB53CFB3C0B3E29BEB33D163D443C29BD4E3CC0BD0C3D8B3DEA3C1B3EBCBDE33BE9BD12BE4A3D283B573DDCBD0D3E213E9F3D66BCEC3C2CBEEEBDF73DBA3D053EF03D083E1D3D403D10BE95BDA4BD813D203CC1BC763DCA3BC8BDCFBD253E2BBE993DBB3D0B3D0D3E143E2ABDD23C2B3E84BCE93CEEBDAFBDD03D10BE163E173E26BE693DCD3DE53D07BE533DCA3D483D0EBD483D1B3D04BE1B3E423DDC3D98BD33BC24BB14BEFEBD243E2DBEE03C99BD1F3E0E3E47BD1A3D39BDB73DC63DD3BD92BD933DF93DEDBD233EE1BD0EBEDEBDA53C0E3E12BE313D3C3C9A3DEC3DAFBDD63D1ABE333D2BBE103C34BE18BE293E1D3E27BE723D15BEBCBC1DBC313E09BDAB3D1D3C15BED83D0EBEE1BD04BE913D15BE023E833DBBBDF63D26BE0D3E833C34BEAF3D9B3DA53DA23D39BD11BEABBD063E2C3BF43D1EBEB2BD80BD99B934BE03BE2A3D82BC073E73BD933D923D16BE17BEDE3D193E153DB2BDE7BCD23D0FBE4ABDBD3D29BE9F3DE6BDF73D783C6F3D943A483D82BB603D5ABD2F3EB53D903D8BBC4EBDA33D2F3E013E463D103E59BAB53D4A3D023E993C20BD5FBDC6BD293E2C3E9FBDA93D063E0BBED43DD53C91BCB93D8D3CDCBDEE3D2A3EC03D063D2B3EB1BDB93D233E2CBEA13C19BEFE3C873DCEBDEFBD133D263EB53DB63CCBBDF7BD2E3E29BE813D14BE60BD3DBD06BCD33D133EA5BC13BE5E3DF83D133E0B3CF8BD86BDD93DC33C623C12BEBE3C193E033E913D463DF73D03BE013E5EBDB63CAF3D34BD20BEC3BD95BB943DF33B1DBEAD3D1DBE79BC0E3EF03D2CBD2BBEE23D943D2A3E173EAF3B823D08BE01BD18BEF13D5EBC67BDA7BD0ABDBD3DF5BC783D223E2CBD1EBD26BD003E04BE95BDBB3D60BD2EBEB63D94BD313EE73DC43DBA3CDA3D2CBEE43C19BE0ABE2B3E0CBE143B08BEC93C2FBDF4BD54BD0DBE2A3EE7BAEA3CADBD8BBDCA3D073E523D1BBE24BE913C013E2BBE33BC29BD823DD73D1B3E31BE5FBC173E1EBE01BEC2BDD33D0EBE823DA43BF3BD193E8EBD903DFB3D1BBE52BD93BD1FBE2CBE653B0E3DBBBDE33D883D20BD38BDD2BD22BE0CBE0FBE00BE05BDCDBC02BC84BD30BEF23CEDBD15BE2CBEFABCF33DDF3CCDBD343E55BD703D27BEC1BD133E12BECCBCB53D2CBDB0BD14BE23BE173E",
      torch_tensor_32_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_64_torch.bfloat16: "0x02000000C23CCB3DE53DE5BCF3BBC63BD4BDD6BDE63B933CADBDCB3B1C3D0C3DD53DFDBDC43D5D3D1BBDA73CBFBD71BDFFBD7DBD513D143D5CBDF7BD493D883D25BD5DBD9CBCF9BD67BCCD3DC2BCEDBBE63D053DA63D573DF9BC913DB6BD39BCEFBDED3DEABDA1BC94BD84BDED3D393DB4BA763DDFBDE4BD8FBDAFBD2E3D983D0A3DEDBCC73D1D3BAF3DBB3DF0BCC8BDDDBD85BDCF3DBE3D05BB2E3D9B3CDB3DC3BDBA3DB7BD87BDFBBD603DB93DF7BC043DB03D663D773DFCBDD43D483DD53D0F3DAFBD973D923DBD3D693A15BDA13B7DBB26BD16BDC23DA2BDCC3C223C143D1D3D49BDFCBDE03DCEBDBE3D843DAD3DD83D143DA53DD1BDC73D753CD5BD11BDB5BD2B3D203DF13DF5BDB1BCFCBDF2BCACBD8ABBE23D03BDA4BC023DF6BDF63D813D1DBDE03D1BBDBABCE63D57BDE53D08BDFE3D9FBD273DB9BC9BBD28BC20BD07BD8EBD373DAB3D81BDE2BDB1BC9B3CD43D733D713D52BD5DBDA83DD1BDACBD79BBF2BD3E3DA63DB5BDCF3BA03B723DACBDA6BDAD3D3CBD1E3D873D183D20BDE9BDBCBCDABDA23DBC3D663D20BC1CBDBBBDACBDBA3CFF3DC13DC5BD5F3D793B8A3CBBBCD33D12BBD93C543D51BD393CB5BD303D813DF13D8D3D3ABC90BD8CBD84BDFBBD8CBD38BDF6BD63BC9D3D273D033C9EBD513D183DC13DF23BEBBDFEBDD93D2D3D2D3D78BD933D3DBD84BDC0BDE53D793D9C3DE9BC713DA43C72BDD83DB2BD3E3D2EBDEF3D94BDAFBC8FBD6A3DFEBD973D893DB53D7BBCCC3D043DBA3DFFBD3D3D49BC573DFA3DD9BDBF3D90BDC83DE2BB24BD673D37BD9FBD9FBDABBDC33D023DECBDDF3D763DFF3DF9BDCABDBD3D8B3CBEBD853D523D533DE4BC8EBC973C77BB86BDA6BDD8BC863DBB3AC83CA53DFF3DE8BD283DCABDD0BCDDBD713C88BC083DD9BC01BDF4BDD2BD493B063DEF3CE4BDB33C613DAB3C9C3DB5BD103D20BD663DF4BDB9BD63BD863DE9BCA0BD51BD87BD8F3DA73D5BBDA9BDA13DB23DF9BD2DBD71BC8BBDE5BDCA3DEB3D87BDC33D753CFABC943D883B0EBD1DBBFC3D0FBDB43D843DEC3DAA3D0FBCE53B25BD3ABD3D3DD1BD3B3DE8BDBABD96BD45BC24BCA8BD533DFFBD4F3DE0BCFA3DDCBCB4BD9F3DFB3D933D61BBB2BDE6BD6BBD553D8BBCA63D8CBCA73D283DB4BD2E3D883DF7BD723D503DDE3CB8BD93BDE13D503DB1BC92BD5A3CF6BDEABDF5BDC7BDB13C4FBD8A3D32BD973DAC3DF23D613DC23C833DC0BDC3BDFB3D873DB13C67BDE33D7BBD1C3C14BC38BCEE3C4A3DB3BC42BD6D3D693BAEBD8C3DDE3D92BD94BDFE3DB5BD02BDE23D883D1ABDB3BD8CBC023CA0BDE73DF23D81BDE0BDCD3C833D153D23BD4C3DA6BD3CBBD5BD783DCF3D63BDC93C18BDD03BB4BA80BD7D3D9E3DAD3CA3BDF93DA2BD0C3DA0BCC43DD9BDDDBD683CA6BB383DC7BD55BC263DC83D82BCA23DB7BDD93D923D59BC7CBCC23D8FBD323DDF3C86BD503D903C6EBDF0BDBF3D04BD58BD243DC33DE0BCAABCFCBD5E3D683DC8BA84BDB53B3FBDC2BDF9BD81BDB4BD5CBD7E39CD3D543CEEBCCABCF6BCE5BD413DC9BCA6BD4ABC3BBD323D043D993DA9BD7E3C303D8F3C99BD8A3D01BB613CFABD933D8B3D78BD25BC473D583D72BDD8BDE0BCAFBD3DBDC3BD99BD113B023D0FBDA3BC87BD85BCF5BC32BD8C3DCF3DD1BDCABDC2BDC0BD45BD60BD0F3DA2BB9CBDEB3D00BEB13D663A3ABDEC3D92BDA73DB13D603DD3BD903C383D95BD7A3CB23DD83DEFBDA93C483DC13D9CBD263D373DDA3B0FBDBFBDC53DDB3D9E3DBCBD853CB73D903D68BDF63C113D3FBDF4BD253B43BCD73D343CE5BD9DBDEC3D51BD9BBD04BD183B4FBB54BC6C3DA4BD97BC1ABDEDBD023CEEBCDE3D783D0D3D873DD13BF93C6BBDBABDCE3CFFBDAA3DA93D2A3DFDBDFA3DF4BC34BDA6BCF5BC46BDBC3C86BC8CBD053C28BDB53DE73D84BDC2BDF4BD31BCB1BDFF3DB2BCABBC953D7EBDA5BD233D9CBD8E3D713DD83DEC3C2F3D913B8DBCFEBDDA3D633C8ABDC3BD823CEFBDC73DA1BD84BD863DA73DD6BD4BBC9FBB1BBC473CB6391DBC36BD38BDE13D16BDF2BCF3BC4E3C383DA8BAD3BCF73DDE3DBEBD393DA33BF4BD783B833C2E3DCCBDAF3D8D3DAA3DB9BD1D3DA4BCE6BDF2BD063DDD3DDFBDFD3D24BDBCBD9B3DBB3C673DE93DA83D803DEBBDB8BDF03D563D07BDAABC3D3D363DE3BD6BBBEF3DF6BDBA3DC4BCF83DBA3D263DE1BDBABB4DBDF2BD62BDDDBD003E9A3CCBBD913D25BDA3BD2FBBDEBCCA3DCBBDA13D333DB1BD5A3D773D2EBD66BDB03C57BCCCBD04BD86BDB33D80BCDABD06BB743DF9BB6CBDB6BC7BBD253D9CBC98BDB73D863D00BEC1BD5B3DCC3B23BD53BD863CCEBD35BDBD3D9DBDB3BDFE3D5C3CD53DA33C9FBDD1BDFB3D843DD03B673CC8BD10BDCC3D663CB9BDEE3D263DEC3C35BDFDBDA4BC283DB43D9A3C8CBD06BCB13DCCBD55BDBB3D90BC89BDC0BDE53C683CEC3D0BBDCF3BA3BC59BD603D1ABD1E3D513D7FBDF2BC2EBD9EBDB43BF53C2E3DFEBD3BBC9E3DF9BD0F3DEB3DF2BD85BD2CBD923DE7BD9A3CF1BCC8BC743AF23DEF3CE23D0A3CD8BC5E3D43BCF1BDB93DBB3C8F3D84BDECBC1EBC65BD8A3CFB3DFC3DEA3DCF3D5BBC8E3DB03DB9BDC43DE4BDD83D563DCFBCAFBD063DD4BD823DF5BCA7BD1C3DE2BD97BDBE3CCABD3139D4BD123D923DEE3B04BD37BC4A3D1EBDACBD84BD3F3D9DBDE33DBA3C38BDA0BD8D3DA73D513D79BD22BDB1BDE1BC503DD53B2CBC753DA8BDA73D6E3D163CE03DF13D0A3DFDBD613CD83D9EBD8D3D563DE13DACBD2BBDD33DEF3DCF3DB3BC26BD9C3DDE3D8FBBADBCB4BD7C3D063DAF3C95BC7ABD13BCFF3DCFBD793D69BDB73D1B3D6BBD71BDDCBBAE3D963D54BDC03D35BD8F3C86BDFDBDC2BDEA3B363DA03A9E3D86BDC9BD943D4A3DAA3D1BBDC53D4CBD5EBD8CBDF5BDB23CB13DE73DB83D3D3D18BDCC3D00BD1C3D97BDB5BDDABD843D95BD71BDE4BC0FBDBF3D4F3CBCBCE1BDDFBD473D483C5DBDB43C52BD9B3DF2BBF93DE33DE63D053DB93D5C3DE8BD453D433D493DB53DD93B233CD23DE5BD8B3C2C3D48BDB53DF9BCFC3CA1BD7C3C8ABDE5BD463DA8BC003D2A3D09BCEF3D14BD213BBC3DB63D613C7B3CA3BD893CF6BDEB3DA13CDB3D0CBC8ABD25BCEE3D1EBD0CBCE9BDD5BC9DBDAB3D7CBCEA3D403C84BC95BBFF3DA43D03BDCA3BEEBB98BCFEBDDC3DD83CE53D9B3DCFBD48BCFDBDCE3DBC3DA93D923C97BDD83D213D0EBD7DBA88BDD6BD35BCFFBD7F3DABBDBE3D84BCA9BD733DDFBC8FBDBFBDD3BDF9BDB8BD82BD55BDBA3BECBD183D38BDB2BCEA3DF93D88BCB83DB7BD06BD733CF03CB33CF63D753DC3BAFCBC1EBBAC3D26BD5BBC9F3BF4BDA9BB9ABBE13D8CBDB13DBE3DA2BDFD3BB8BCCFBD24BD4FBD6E3C9BBCBF3DFFBD913DB13C1B3D123C4A3DA43DD83B533C86BD0ABDBB3CF03BF4BD843DE53C7B3D863DBE3CB0BDF33CB7BD91BCEDBCDA3DBF3D953D023D673C08BD813D83BAA939AABD7B3D273C44BBA93D82BD8A3DC6BD06BD803C393DFEBDD2BB18BD98BDAB3CC83D4E3D5ABBBCBDA7BD383D68BD66BDCCBC603C483CD6BDA4BD13BD113D543D0A3DDB3BC8BDBFBCC2BD193CEC3C85BC1FBDED3C533DC63D103CC53DBD3D5FBD96BD8FBCA1BD673DAC3DD1BDDB3D213DE7BDDB3DAE3C2EBC003E743D973D5A3D3F3DE2BA463DB3BDE6B9A23DA0BDE7BD26BDBB3D7EBDB93DCEBDCABD933DDA3D72BD93BD49BD023D353DE8BDD2BC363DAF3DABBDDDBDEDBD9A3DDFBDAA3BF2BDC1BDD8BDD2BD18BD623D92BD91BBDD3C51BD0ABCB3BDEE3DD4BDE0BD1EBD86BD153D5ABDCF3CEC3DA9BC8ABD79BC05BCDCBDF5BD523C3A3DE63D19BD91BC573D213D1EBD183DF83DF9BDC6BD10BAB43D093D7FBD8CBAA93A70BB7A3DF83BEFBDE63C26BDDC3DEC3D193DA6BD51BDD7BD1CBDC6BD973DE5BD743D483DEEBCE0BDBD3DA83BFA3C2FBD983DD63D573DD13CA43C2CBD863D13BD2CBDC83D483D96BC653D36BD9B3CB8BDCEBCE9BD193DF93C153DCEBDBD3D253D9EBDA3BAF43C9A3D913B7D3D9DBD54BCB9BC363D9F3CF6BDCC3DA93C44BC05BDB43DEFBDBCBD713DDEBC37BDC23D433D22BDD83D31BDE13C9EBD82BDC33DA73DA23DA13CFABDBA3DBD3D12BDD43D153DB3BA5A3D25BD993DDABDAB3CA63B573CB1BDBCBD903D4EBDD3BDE9BD0DBDA53DC63BFEBBDFBDBEBCFB3C4D3B9FBDDDBBC43D87BD34BDBFBD7EBD823D2BBD6B3CE8BDECBDAF3D39BDD3BC22BC5ABDF4BDB4BBE6BDA33C5BBD4B3DE83D17BD673DE53DF93DF0BD113D5DBC75BCC83DAC3D9BBB9C3D943DC03D3FBD32BDA1BC47BDF1BB00BEA0BDC53D77BD9FBDB9BDC6BD4EBCB63DADBD8FBC8C3D85BDD4BD56BDC6BD21BDF53D2C3D51BBD6BDE7BD553CCD3D1DBD6BBDFDBDF23DF13DA23D8ABD79BD133D473D7BBCE73C12BDCDBDFDBDA83CC9BB1D3D9D3D92BDAFBCD2BD31BD53BD3EBD4F3DB23C16BD473C9FBD9A3B01BD693DD4BB9FBC813DDC3D163DC93D813DCBBC9A3D86BDD13D763D983B55BDA23DD83DC43D3ABDAE3D8CBCCFBDE1BDDD3C50BDAB3D863AF93D1D3CD7BD8D3DDABB973DFEBDA63CD0BDD3BD003E93BD81BDDBBD4DBD5FBD64BD24BBD73DF23DD4BD1A3C05BD083DC8BC76BD2B3D62BCDF3DB2BC10BC2EBC6A3DF2BD183D563BCBBBB5BDBDBDC4BD9CBB413C8B3DAEBD86BD84BDB43D83BD033D383DBF3D103DEEBD72BD30BC1D3D90BDE8BCFBBDAEBDCCBDEA3D80BD223D4DBCBF3CE43DA7BDD9BD22BDD93D40BD193B82BD77BDF9BDB53D003EB5BDF63D0B3DC1BD30BD75BD523D483D75BCB63C92BDFCBD473CD9BDBABB17BDD33D48BCCBBD01BB13BD873DCFBD973C16BDF33DF13DFE3DEA3DA4BAE9BD713DDABD913DDB3D2BBADABCBF3DB9BD33BD243D883D03BDC5BDEFBDE83DA5BC203CD1BD823DD63D3E3D503C5A3C3BBD223DC73D4A3CFD3DD3BCCE3D7CBCF33C9E3C95BD7CBCA6BCFD3DFEBDE7BD053C91BBA1BC643CA4BD95BDCE3D07BDCDBD543B28BDF3BCD53DEABDCDBC8C3CEC3D96BDEABD1B3D14BD873D5A3B8CBBD43DB9BC75BCEF3CBCBDF0BDE73CC43DE03DF23CC43D453D33BBCCBDEB3DDA3DD63CB03D76BD833DCDBD0E3DA3BD26BD0FBDA6BDB13DEB3D15BD6BBC77BDDD3DC5BDEBBCAD3C373DCFBCAFBD793C3ABB603DAC3DAC3DCD3D7CBD8D3DA53C46BDD7BDDA3CFEBCF3BD9DBDDCBDF4BD843D04BD6FBD8E3DFEBDE9BDA7BB763D063DDEBDB13DF5BD1DBDED3B5D3CC13D173CF5BD5F3D3D3D7F3BB1BD39BDACBDAA3C7E3DE0BBF93DB13AC03D9EBD363D523CC7BCC1BD61BDC3BCC33D2ABDB2BD2C3BE3BD63BCF2BD523C03BC25BDED3CAAB8D5BBE5BD083D863B4ABCC33D5B3DF1BDD83D923D493DD23C3DBD2ABDC9BD723D7E3D243CDD3DA3BDFB3C24BDE73C9EBDCD3CD5BCAB3DDEBD82BDA6BCB73D76BD753D28BCC1BCA23DFCBD23BDF83DA93DB73CF6BD97BD83BD7E3D923DABB7F7BDA5BDB5BBF43DA93D94BDE43DBB3D8FBD133D81BCE23A85BDB33DC63DDA3DFB3DCFBD873DB83D9F3D883DF23D4B3D0C3D26BDCFBD713BEEBDE3BDFFBBBF3DD9BC7CBD6FBC70BDA7BAEC3D763D993D9C3CE9BDE63D023D5FBD203DB33CB73DE23DCCBD2CBDCEBD98BDF43C88BCA93D37BD023DC0BDCA3DC63CD1BD33BD773C65BC6A3D203DBEBDEFBDEC3D143CD73DC13D9C3DD7BC88BACEBD823CC5BDDF3D3EBAAB3D183D1E3D783C23BDAC3DCFBC2BBC9C3D3F3DC8BDB3BDB739A0BBBB3D95BD90BD0E3D9ABD97BD9C3DB53D97BDA4BD6CBDA0BCBBBDFD3BBB3DB63DD5BDADBD8DBD87BCB0BBCF3CDBBDBD3C40BDB0BD",
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3C0AD7233B6F128339"
    }
  }
#-}
