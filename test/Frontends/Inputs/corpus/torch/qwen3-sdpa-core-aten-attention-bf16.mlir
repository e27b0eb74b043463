#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x8x64xbf16>) -> tensor<1x8x64xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %false = arith.constant false
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_3 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_4 = arith.constant dense_resource<torch_tensor_64_64_torch.bfloat16_1> : tensor<64x64xbf16>
    %cst_5 = arith.constant 0xFF800000 : f32
    %cst_6 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16_1> : tensor<32x64xbf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16_1> : tensor<16xbf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_10 = arith.constant 9.99999997E-7 : f32
    %cst_11 = arith.constant dense_resource<torch_tensor_64_64_torch.bfloat16> : tensor<64x64xbf16>
    %cst_12 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_13 = arith.constant 1.600000e+01 : f32
    %cst_14 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %108 = linalg.index 0 : index
      %109 = arith.index_cast %108 : index to i64
      linalg.yield %109 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_15 = tensor.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %2 = tensor.empty() : tensor<1x1x8x8xi1>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %expanded : tensor<1x1x1x8xi64>, tensor<1x1x8x1xi64>) outs(%2 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i64, %in_46: i64, %out: i1):
      %108 = arith.cmpi sle, %in, %in_46 : i64
      linalg.yield %108 : i1
    } -> tensor<1x1x8x8xi1>
    %expanded_16 = tensor.expand_shape %1 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %4 = tensor.empty() : tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x8x1xi64>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %108 = arith.sitofp %in : i64 to f32
      linalg.yield %108 : f32
    } -> tensor<1x8x1xf32>
    %6 = tensor.empty() : tensor<1x8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map5, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_12 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%6 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %108 = arith.mulf %in, %in_46 : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %7, %7 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %8 = tensor.empty() : tensor<1x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = math.cos %in : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x16xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%8 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = math.sin %in : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x16xf32>
    %11 = tensor.empty() : tensor<1x8x16xbf16>
    %12 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x16xf32>) outs(%11 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<1x8x16xbf16>
    %13 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x16xf32>) outs(%11 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<1x8x16xbf16>
    %14 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%cst_11 : tensor<64x64xbf16>) outs(%14 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x8x64xbf16> into tensor<8x64xbf16>
    %15 = tensor.empty() : tensor<8x64xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %17 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%16 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %18 = tensor.empty() : tensor<8x64xbf16>
    %19 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<8x64xf32>) outs(%18 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<8x64xbf16>
    %expanded_17 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xbf16> into tensor<1x8x4x16xbf16>
    %20 = tensor.empty() : tensor<1x8x4x16xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x8x4x16xbf16>) outs(%20 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %108 = arith.extf %in : bf16 to f32
      linalg.yield %108 : f32
    } -> tensor<1x8x4x16xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x4x16xf32>) outs(%20 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %108 : f32
    } -> tensor<1x8x4x16xf32>
    %23 = tensor.empty() : tensor<1x8x4x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%22 : tensor<1x8x4x16xf32>) outs(%24 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.addf %in, %out : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x4x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x8x4x1xf32>) outs(%23 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.divf %in, %cst_13 : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x4x1xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x8x4x1xf32>) outs(%23 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.addf %in, %cst_10 : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x4x1xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x4x1xf32>) outs(%23 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = math.rsqrt %in : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x4x1xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %28 : tensor<1x8x4x16xf32>, tensor<1x8x4x1xf32>) outs(%20 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %108 = arith.mulf %in, %in_46 : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x4x16xf32>
    %30 = tensor.empty() : tensor<1x8x4x16xbf16>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x8x4x16xf32>) outs(%30 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<1x8x4x16xbf16>
    %32 = linalg.generic {indexing_maps = [#map8, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_9, %31 : tensor<16xbf16>, tensor<1x8x4x16xbf16>) outs(%30 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.mulf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x8x4x16xbf16>
    %33 = tensor.empty() : tensor<1x4x8x16xbf16>
    %transposed_18 = linalg.transpose ins(%32 : tensor<1x8x4x16xbf16>) outs(%33 : tensor<1x4x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %34 = tensor.empty() : tensor<64x32xbf16>
    %transposed_19 = linalg.transpose ins(%cst_8 : tensor<32x64xbf16>) outs(%34 : tensor<64x32xbf16>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<8x32xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%36 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %38 = tensor.empty() : tensor<8x32xbf16>
    %39 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x32xf32>) outs(%38 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<8x32xbf16>
    %expanded_20 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %40 = tensor.empty() : tensor<1x8x2x16xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<1x8x2x16xbf16>) outs(%40 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %108 = arith.extf %in : bf16 to f32
      linalg.yield %108 : f32
    } -> tensor<1x8x2x16xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x8x2x16xf32>) outs(%40 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %108 : f32
    } -> tensor<1x8x2x16xf32>
    %43 = tensor.empty() : tensor<1x8x2x1xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<1x8x2x16xf32>) outs(%44 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.addf %in, %out : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x2x1xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x8x2x1xf32>) outs(%43 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.divf %in, %cst_13 : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x2x1xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x2x1xf32>) outs(%43 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.addf %in, %cst_10 : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x2x1xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x2x1xf32>) outs(%43 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = math.rsqrt %in : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x2x1xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %48 : tensor<1x8x2x16xf32>, tensor<1x8x2x1xf32>) outs(%40 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %108 = arith.mulf %in, %in_46 : f32
      linalg.yield %108 : f32
    } -> tensor<1x8x2x16xf32>
    %50 = tensor.empty() : tensor<1x8x2x16xbf16>
    %51 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x2x16xf32>) outs(%50 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<1x8x2x16xbf16>
    %52 = linalg.generic {indexing_maps = [#map8, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %51 : tensor<16xbf16>, tensor<1x8x2x16xbf16>) outs(%50 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.mulf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x8x2x16xbf16>
    %53 = tensor.empty() : tensor<1x2x8x16xbf16>
    %transposed_21 = linalg.transpose ins(%52 : tensor<1x8x2x16xbf16>) outs(%53 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%cst_6 : tensor<32x64xbf16>) outs(%34 : tensor<64x32xbf16>) permutation = [1, 0] 
    %54 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%36 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<8x32xf32>) outs(%38 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<8x32xbf16>
    %expanded_23 = tensor.expand_shape %55 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<1x8x2x16xbf16>) outs(%53 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_25 = tensor.expand_shape %12 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xbf16> into tensor<1x1x8x16xbf16>
    %expanded_26 = tensor.expand_shape %13 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xbf16> into tensor<1x1x8x16xbf16>
    %56 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_25 : tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%33 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.mulf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x4x8x16xbf16>
    %extracted_slice = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %57 = tensor.empty() : tensor<1x4x8x8xbf16>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x4x8x8xbf16>) outs(%57 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %108 = arith.negf %in : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x4x8x8xbf16>
    %concat_28 = tensor.concat dim(3) %58, %extracted_slice : (tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x16xbf16>
    %59 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_26 : tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%33 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.mulf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x4x8x16xbf16>
    %60 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x4x8x16xbf16>, tensor<1x4x8x16xbf16>) outs(%33 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.addf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x4x8x16xbf16>
    %61 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_25 : tensor<1x2x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%53 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.mulf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x2x8x16xbf16>
    %extracted_slice_29 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %extracted_slice_30 = tensor.extract_slice %transposed_21[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %62 = tensor.empty() : tensor<1x2x8x8xbf16>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x2x8x8xbf16>) outs(%62 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %108 = arith.negf %in : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x2x8x8xbf16>
    %concat_31 = tensor.concat dim(3) %63, %extracted_slice_29 : (tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) -> tensor<1x2x8x16xbf16>
    %64 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_26 : tensor<1x2x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%53 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.mulf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x2x8x16xbf16>
    %65 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<1x2x8x16xbf16>, tensor<1x2x8x16xbf16>) outs(%53 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_46: bf16, %out: bf16):
      %108 = arith.addf %in, %in_46 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x2x8x16xbf16>
    %66 = tensor.empty() : tensor<1x2x2x8x16xbf16>
    %67 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x2x8x16xbf16>) outs(%66 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %collapsed_32 = tensor.collapse_shape %67 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<1x4x8x16xbf16>
    %68 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<1x2x8x16xbf16>) outs(%66 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %collapsed_33 = tensor.collapse_shape %68 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<1x4x8x16xbf16>
    %69 = tensor.empty() : tensor<1x1x8x8xbf16>
    %70 = linalg.generic {indexing_maps = [#map3, #map12, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %cst_2, %cst_3 : tensor<1x1x8x8xi1>, tensor<bf16>, tensor<bf16>) outs(%69 : tensor<1x1x8x8xbf16>) {
    ^bb0(%in: i1, %in_46: bf16, %in_47: bf16, %out: bf16):
      %108 = arith.select %in, %in_46, %in_47 : bf16
      linalg.yield %108 : bf16
    } -> tensor<1x1x8x8xbf16>
    %71 = tensor.empty() : tensor<1x4x8x16xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x4x8x16xbf16>) outs(%71 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %108 = arith.extf %in : bf16 to f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_32 : tensor<1x4x8x16xbf16>) outs(%71 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %108 = arith.extf %in : bf16 to f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_33 : tensor<1x4x8x16xbf16>) outs(%71 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %108 = arith.extf %in : bf16 to f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x16xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x4x8x16xf32>) outs(%71 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.mulf %in, %cst_14 : f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x16xf32>
    %76 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_34 = linalg.transpose ins(%73 : tensor<1x4x8x16xf32>) outs(%76 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<1x4x16x8xf32>) outs(%76 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.mulf %in, %cst_14 : f32
      linalg.yield %108 : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_35 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_36 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %78 = tensor.empty() : tensor<4x8x8xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %80 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%79 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_37 = tensor.expand_shape %80 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %81 = tensor.empty() : tensor<1x4x8x8xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %70 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xbf16>) outs(%81 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_46: bf16, %out: f32):
      %108 = arith.extf %in_46 : bf16 to f32
      %109 = arith.addf %in, %108 : f32
      linalg.yield %109 : f32
    } -> tensor<1x4x8x8xf32>
    %83 = tensor.empty() : tensor<1x4x8xi64>
    %84 = linalg.fill ins(%c0_i64 : i64) outs(%83 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %85 = tensor.empty() : tensor<1x4x8xf32>
    %86 = linalg.fill ins(%cst_0 : f32) outs(%85 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %87:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%82 : tensor<1x4x8x8xf32>) outs(%86, %84 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_46: i64):
      %108 = linalg.index 3 : index
      %109 = arith.index_cast %108 : index to i64
      %110 = arith.maximumf %in, %out : f32
      %111 = arith.cmpf ogt, %in, %out : f32
      %112 = arith.select %111, %109, %out_46 : i64
      linalg.yield %110, %112 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_38 = tensor.expand_shape %87#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_38 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%81 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %108 = arith.subf %in, %in_46 : f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x4x8x8xf32>) outs(%81 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = math.exp %in : f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x8xf32>
    %90 = tensor.empty() : tensor<1x4x8x1xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%89 : tensor<1x4x8x8xf32>) outs(%91 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %108 = arith.addf %in, %out : f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %92 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%81 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %108 = arith.divf %in, %in_46 : f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x8xf32>
    %94 = tensor.empty() : tensor<1x4x8x8xi1>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x4x8x8xf32>) outs(%94 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %108 = arith.cmpf oeq, %in, %cst_5 : f32
      linalg.yield %108 : i1
    } -> tensor<1x4x8x8xi1>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x4x8x8xi1>) outs(%94 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %108 = arith.cmpi eq, %in, %false : i1
      linalg.yield %108 : i1
    } -> tensor<1x4x8x8xi1>
    %97 = tensor.empty() : tensor<1x4x8x1xi1>
    %98 = linalg.fill ins(%false : i1) outs(%97 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %99 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<1x4x8x8xi1>) outs(%98 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %108 = arith.ori %in, %out : i1
      linalg.yield %108 : i1
    } -> tensor<1x4x8x1xi1>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x4x8x1xi1>) outs(%97 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %108 = arith.cmpi eq, %in, %false : i1
      linalg.yield %108 : i1
    } -> tensor<1x4x8x1xi1>
    %101 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %cst_1, %93 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%81 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %108 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %108 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %102 = tensor.empty() : tensor<4x8x16xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %104 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%103 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_41 = tensor.expand_shape %104 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x4x8x16xf32>) outs(%33 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<1x4x8x16xbf16>
    %transposed_42 = linalg.transpose ins(%105 : tensor<1x4x8x16xbf16>) outs(%30 : tensor<1x8x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%cst_4 : tensor<64x64xbf16>) outs(%14 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<1x8x4x16xbf16> into tensor<8x64xbf16>
    %106 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%16 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %107 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%106 : tensor<8x64xf32>) outs(%18 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %108 = arith.truncf %in : f32 to bf16
      linalg.yield %108 : bf16
    } -> tensor<8x64xbf16>
    %expanded_45 = tensor.expand_shape %107 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xbf16> into tensor<1x8x64xbf16>
    return %expanded_45 : tensor<1x8x64xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_64_torch.bfloat16_1: "0x02000000CEBCC0B97ABD7ABDEDBCAB3BECBDE3BD9F3D72BDF7BDDB3DE7BDBF3D85BDF2BB1B3CCF3D9F3DC8BDE43CC63CC13D943DCABB9D3C713DD93C863DE7BDCF3DE33D96BD293DB4BD4EBD983CC13D3C3DBFBD81BDCB3D5E3DF03B93BC1C3DD43DF6BC7DBCB93D44BDFF3DE3BDA83B8D3DDC3CC1BD8B3DEEBBDEBBBFBD7E3D6CBDE3BDC83CC63D883C5D3D713DD4BDC23D8ABD8B3CD2BD353D973DB43D193DE93DDFBD28BB15BDD73DC03C82BDC23D41BC973DB3BD4D3DBFBD203DA9BD2E3D97BDEABD4D3D343C063D903D283DBD3DB5BDA03D373DA1BD083DD7BDEC3D963DCBB9603D85BC1DBCDABD94BD193DEBBDC2BDB03B643B4ABC1A3C873D443DEDBDB7BDEA3DFB3D86BD52BDD6BCE3BDB33B583DB23DC9BCA13D903DD93D243D833D953CB03DEB3DAABDB8BD6DBDD7BCB43CC5BD5BBC83BDB0BDA43CDC3C68BCD03D273C0F3DB4BC54BDA8BDD2BD003DE5BD1B3D4EBD8B3D913C70BD83BD6B3D613DF9BD18BB98BDD13DF1BDF23CA23CB0BD443DA23C413D3A3DB43C56BCB03D203D69BD66BDA7BDEBBD88BDA73D5C3DD83D33BDAEBC01BBDC3D28BDF53CC8BCFA3D183C503DAEBCE63DB9BD27BDEB3DDF3D05BC463D65BD58BD77BDDBBCAABD3ABCD53D423D94BD10BDF73C053CBDBDE63D243CF2BD8E3DF83D39BDF03DE8BDAA3DC2BDA13A9C3DFBBDA8BDB93C1FBDB33D74BC813DF83DDD3D95BDF3BB26BCEBBD783DD23CFCBCD4BDE7BDF83DA1BD0DBCE8BDB2BCC2BDFA3C97BDB3BD93BD49BDE0BDF7BDE03B8C3D85BDD93DD1BCE9BD45BD3BBD393DD0BDF53B783CD13D9E3D153DA7BD81BDEA3D08BAF83D3CBD8F3D5A3CA63C19BCAE3D953DB5BD203DFABD7EBD243D63BDFCBD20BDA23DF3BDDB3CDE3DBC3D1C3CCBBDA73D86BBAC3D92BCE43B69BDF5BD08BD96BD20BDE13BB03C223C073C8F3D993D043DB83D0BBDBC3DA7BD863DE0BD7B3DB7BBC03DCFBD8EBDF3BDF33CEEBDF8BD9D3D1E3DF83D5A3DBA3DB8BDB0BD283DD03D143DA73DA83D193D843D3DBC33BDDC3D2ABDDABDCDBD393B5C3DC7BD3D3C043C4BBC7D3C11BD313DB7BCF7BDE4BDADBD08BDFBBDD23DF23CC5BDD03D5C3CD33CB33D933D613C603C8ABBF13D923D8A3D993DBD3D913CE0BC8A3DE13D7CBDA6BD603D32BDBF3BB83DFE3DE2BD55BD953D27BD7C3DAE3DA03D913CC0BDCD3DB43D6FBDAF3DD9BDBABDA43CD3BDFABCE63DBCBDD2BD0FBCF83D873DC5BD3DBDB63CF5BD47BDCABD21BDE13D03BD923C573C873DBB3DF03D9FBCAFBDF3BD16BCA93C55BD573B20BD25BC8FBD2A3D96BD11BD4C3C02BD953D593D20BDDF3DEFBDEFBCDCBDC7BDF43D693DC23DAF3DDDBD94BDCD3DD83DFA3C22BDCE3D85BDB03BD6BDD8BDBD3D08BD8D3C81BD023CC83DD0BD4E3C353D45BD0F3DA83DD03C05BDC83DF03DFA3DAEBDBCBD743DBB3D33BDE7BDC53D28BDD23C743D8E3D71BD463DEEBDA63C973DB13DF43C9BBDBBBD61BDC33D88BDBE3DF3BDC63C963DB2BDC03C9EBD703DCCBDF63DF0BD953D3C3DCFBC29BD873B81BDA7BC14BDC13D78BDF33C6B3DB23C87B9BDBCC83D2D3CBABD0E3C97BC6BBDA13D22BDDFBDEEBCA93DE1BD9ABD9EBC40BD4B3CE63D903BD0BD933DE13D1E3C0D3D2E3DA13D0BBD51BDA43A023CC6BD87BDB13BDF3D283D47BDAF3CDB3DA6BD533D74BDC93D2A3DE6BD6D3C52BCC33D34BCC83DE23DE63DB13BD63D49BD9FBDDDBDAD3DCCBDC6BD11BD35BD263D96BDE63C56BCBE3D993D0E3D65BB853DDE3D253C253D7F3D1EBC70BD553DFC3DF2BD67BD9D3B67385ABDA9BD233C21BD99BD42BDA93DFE3DB43DEDBDECBD783D803D823DC6BD97BD82BC52BCE5BD94BD29BCD93DE0BC19BDD7BDBB3DC03CE63D703D5C3DA9BD933D85BD5FBDE1BDF7BDE73DA03D0B3DDEBD42BC0FBCA9BD34BDAEBC973ADF3D98BD47BDEABDB0BDB5BD8EBC89BCD3BDA83D3D3D143C173DDDBDC83DF63DDDBDD83D28B77CBD063D3DBD933DD23CFDBDA13D93BD8DBDDABCB5BD31BDF9BB0D3D87BDBC3B363C5DBC87BDA4BCD7BDB93DC0BDE33D5E3CFD3D92BD59BD9C3D693DF7BDCDBD523DE93D993DC4BD07BDA5BA64BDB03DAF3DEBBDA9BD6EBD123DCABD85BDFFBD9A3C93BC4ABCC0BC66BCC0BD8F3DD73C473DF2BD45BCAABDA5BDA8BB68BD743D4A3CD83DECBD9CBD54BDA03D9D3D893D9CBCDF3A4A3D2D3DE5BD81BDA33C4B3D02BCDC3DEF3DBF3CDB3C98BDF83C20BD82BBC53DFFBDEBBD3ABDC23DB83CEE3D5DBDE53CA1BD213CD63D243DCFBCCE3DDA3D633CC93C8D3D09BCAEBDFDBC363D93BDE03DAC3C4C3DDC3CE03DCD3D0C3DA93D3F3DAB3DD7BC763D4B3DCEBDB1BCB9BCEB3DB4BC093DDB3D92BDF73C00BEFFBDCABDB93CF43B84BDADBDD33D923D72BDCE3D49BD2F3D9DBDDF3D673DF2BDEEBD383DD8BDCFBDBA3DAEBD8BBDA1BD5B3CB0BDA2BDFC3D743D563D223DA4BDE83DF0BD8ABC413A7F3DA23D52BD7D3DB43CA93BF1BB59BDCF3D0E3DCC3D1ABDEE3D6B3D163D3C3CD8BB123DA9BC9DBD03BCA0BDB33DD13DE63D4F3D52BD93BC08BD493CD03D7B3DECBDFCBCF63C6B3CCF3D9F3B97BDC63D9ABC423CEABD62BCD23DC63D55BC9BBDCA3C0C3DEB3DCBBDE6BDD0BC23BDDF3D653DE73DBD3DCABD8F3D84BD233D153D9DBDD0BCDD3D88BD0D3DB03C023D1A3DE2BDA93DF13D823DD63D9E3DA2BD753D703D1ABDF63D0D3D24BD3F3CF9BD1C3DD83C2F3BD3BD873D64BCC1BD4D3C6A3DBF3DC3BDC73DB2BDD03DC0BD113C3C3D6D3C913D62BD0D3D00BD633D153D20BC6C3CA93CC9BDFD3D993DA23B27BDB0BDAABBDF3DA13CD0BD67BC02BD68BC823DA53D433B93BDF63D40BD7A3DE93D033D37BC433D97BD723D6A3C8C3B4A3D253DDE3C18BD9E3DC03D7BBD6BBD3C3C943D9D3D913DCD3DB03CF8BD9FBB923D373D9A3C8BBD2B3CFFBDCD3DABBDAABD423DF9BD873DDBBDAF3D8CBCE0BDD0BDB83DA93D6EBDF53DDCBC30BD52BDE53DF2BD94BCBEBDCE3DB0BC983D1A3DD3BD45BCBA3D023C9C3CCC3D893DB0BD79BDBB3DC7BDD4BDBF3D9CBD76BD7BBDA0BDE2BD553D913DE9BD82BD873D093D39BCF33D9DBBED3D1B3DCABD8BBBA4BD5A3C1BBD5E3D11BC0EBDDABD3B3D82BC72BCB53D35BCC23C293DECBD973BC63DFD3D39BD363D11BCA0BDD3BDE83DCF38913DEB3D613DB13DB9BDCC3DD4BCA5BD443DFABDDFBD11BC97BDA4BD8A3D8BBC92BD04BDD23D1EBDC73DB63D6CBD7ABD8A3A2F3CCC3C9E3CE8BD76BD8ABCEEBD27BDA63DBB3BED3DFEBD6D3D2CBDE53CB53D913D32BDD1BD723DB0BDF43C003EFDBD883D003D9C3DA4BD4BBD4F3D273D74BC24BDBEBDA83DBDBCA4BB413D23BCD5BBA13DF4BCA3BC0ABCE23C51BDB8BD0CBBCC3DFFBDF23CF9BC81BC413DCC3C0B3DBD3C15BDAF3DE1BDBB3DBB3DE43DE0BDD63BBC3DE0BDD63DD93C363DB3BDB2BD933900BE86BC07BD9C3C45BD053C0EBDE13D14BD6B3D7A3DDDBD883D8FBDE83D65BD05BC9E3C80BDB33DF0BCD13DB2BDD73D08BD95BDBEBDF53C1DBCA63DCB3D98BD07BD5DBD013C9F3DAC3DDDBDB1BD91BDA4BCF5BDFC3DE53B213DF9BD633DA3BDE4BDF73C5D3CC0BD95BCBBBDC63D553C12BD76BC22BDD2BDACBC343D943D4FBB96BDA2BD9DBDD73D8D3CB43D413D43BD3D3DF4BD0B3DAA3CA93D30BDD53CC7BD82BD8B3DA43D9A3DE3BDAFBDCBBDE83D9E3D78BD84BDDABD633CBBBD913DAABDE13C033D143D96BB9DBD923DCFBD8DBD013D283DA8BD483D913DFD3D713DD93CF2BD3B3CB93D343C78BC80BC64BD69BD403D8A3DB7BDCFBDED3DE3BD443D34BBEABCD43D00BE873C8CBDB53DDC3DFEBCFD3B293DB5BDC5BCC7BDF13DC0BCCA39E4BD8CBD973C14BCC6BD31BD53BDEABD93BC26BC5BBDCE3D3DBC863DF13D04BCCB3DDD3DF63DAD3C673C323DEC3DF53DD0BD8FBD83BD8DBD883DA63DBE3C03BDDA3D963DE1BDB9BBA63C933CE03D003DCBBDB139FCBDAB3DF6BD62BCB8BC47BC993D963D323DD2BD893D80BDEE3A1CBDB6BD18BDCDBDAF3CE93C8ABD18BDC73DF0BDBC3CD1BBAA3D9FBDDABDAEBD3F3B3DBDD5BCBB3DE63D77BCA13DDC3BF13DA4BCAD3DE23DCABD553D32BDCEBD13BD8ABC8EBDCFBBCCBDF7BD74BD33BDE43CBDBD2FBDC0BC32BDA03BB83CE33DA73D13BCB83D18BD7C3C84BCE33D82BDCABDD8BD0B3D743DD6BDB2B9AFBCC23AA3BDE3BD153DC2BD92BD61BD85BD633DB13D0D3B813D0EBD5C3DABBD2A3DB73D5DBD8E3D6F3DE43D473DA13DD83DF9BCD13C4CBB043C5D3B603DEA3D81BDBBBDAEBDDD3DCCBDD73DAF3B92BDC23C3E3D9B3CB2BDE4396CBD843DADBCB63B93BDE63D633CEC3D213D9B3D073D4EBD9BBC763CEABDE43D223DDCBD683DF0BDB93DB4BDED3D883CCBBD053CC73CE93D8FBCE0BD83BD853CB6BDC0BDF43BE8BD8B3D6A3D98BDEA3CBE3D0F3DE73C5D3DF6BDC23DF63D2D3DB1BD8BBA203D38BB33BCC3BD7D3C953D233D3C3D2C3DB1BDAE3DC8BDE33DC63DF03C4EBDC1BDB6BD6D3CDDBDDB3CAD3D12BD9EBC533BB2BC00BEBD3D86BCE23D2ABC44BD8C3D00BDD53DAEBDD13D96BD733D8B3DA5BDC13CBCBDFC3DF6BD81BD9B3D543DB63DD6BDD53DB6BCBD3C6D3DB83D883D2DBDF9BCE9BB1FBD1CBCF93D993DC3BD943D9B3D8B3C48BD78BD24BD853CE1BD9F3C8CBD57BDF13D21BB713DCCBC12BC34BDA5BD733DCBBCBF3CF23CD53DB8BD883D3FBD12BDB03DA8BDDEBD4DBDD9BB23BDA7BDB83D92BDB73DD93C2B3DDFBDE1BDDC3D803D9DBD9EBDBC3D963DEFBDC3BC623DF43CA6BCE63DA9BD86BDD83DA6BD8BBC0CBDC93DA1BDA6BD2EBD3ABDA9BDD4BDB9BAA7BD883D33BD2EBDC83CF23DCFBD433D5E3D8E3DDBBB1BBCF1BDFF3D4A3A6F3DC3BCD23DF83CA93DA73DB5BDBDBD3ABBCDBDF9BD39BD61BD093DA73D13B9AF3DADBD833CB43CD1BD613D00BE95BDA3B99ABD8BBDA23D16BD9FBD56BD543DCF3CE7BD1F3C413D9B3D61BDB83D26BB1FBDDFBDDA3C8D3D11BDAD3D803CBB3AF3BD9DBD52BD93BDA73A943CB13D963C00BE513D94BC313DF33DB5BD8EBD193DE33DD4BDA4BDB33DE23D9C3DFDBD523D6FBD34BDD63BE9BB813CEC3DF4BCA13DDFBD92BD183C31BD9EBDC2BD8ABD853D233D5ABDEB3CBBBC8C3D91BCA5BDB0BCCCBAF2BD63BDB3BDCDBD7B3DF8BD8C3B993DB73C73BDBA3CFF3B2D3D313DBE3C903D6DBD883D55BD9B3DCA3D023DF4BCE13D743BFB3D7DBD12BCF6BD1CBD513D46BDEC3D923D8DBDE1BDFD3DAE3D18BD183D4CBD63BDAE3D8A3C433C513DECBDC1BDAA3DBBBC833D153D873D813DC7BCB53C59BDE1BDD4BC6CBDFBBDC03DA9BCA2BDA13D03BCF4BD613BE7BD1CBDEDBD93BDB73DE63DF13D463C9ABD553C473CBC3D94BD353CC03D91BD583D753D52BDC2BDF03DFFBDA0BD32BC4ABCB3BDC8BC753CB7BD513DACBD633D8E3C1CBDB83CAA3AC43DF3BD153DE43CD53D7ABD78BDD03DE23D89BDF4BDE7BD283DBEBCF5BD8D3B8C3DCEBD563AACBD9E3DE53DE9BDC73C4EBDD03DF63D7A3D99BC8EBDAEBD263CB9BDA0BC793DC33DAE3DA13DA8BC1FBC903DAC3D89BDCC3C853C00BCBE3D04BC2A3C913D1CBDA3BD08BCCEBD1CBDD13CD1BDBABDC13D243D2B3DB5BD223CAFBD55BD973A793D88BC5BBD99BDB03D6D3D3D3D2EBD833DF8BD8D3C1BBCD5BDC03D283CC3BDD23D923DF53DF83DE5BD69BD2FBC5CBD3A3D6D3C96BDD9BDFDBD3EBDF53D23BD80BD893DF53C7E3DB13D083DCB3D92BD54BD5FBDA0BD31BDCABD4FBDF3BD533AB83D76BDAC3CEFBDD73D58BD3ABDBC3DE43DC2BCB23D403D05BCF8BD07BD38BDDDBDBBBDC8BDBEBDAF3C46BD2D3DD2BD8E3CDD3DF5BD2E3DA73D64BD243D75BDD53CA3BBCB3DC3BDEABD08BD65BDDBBCDF3D3B3DBBBC74BDC23DD1BD963D71BD4C3DA5BD86BDC1BBE53D61BD943D6C3D963CEFBDA13B1FBC0D3C813DAABC9A3D2D3C453DA8BD9D3BD2BBA6BDECBDF8BDC23DE43DD6BDDBBD7D3D423D35BCBA3DD93D20BC0F3D2F3DFFBD793DB7BD163C993CF33DB63D4E3DEC3DD73DA83D21BD673DC63D07BD71BCFEBD833D103DE33DFCBD853DA03DBB3CE33DBFBC2DBD13BCE6BC9D3DE83DAC3DF2BC22BCAC3CFA3D1D3DEA3C1BBB983D743D683C91BDA6BDEA3BED3D643DF43DFCBD303DCCBD8CBD393CD73D713DB73DA2BD1CBD1DBD0ABDB13D40BD1EBC0B3D473C613D123D75BD613D45BDD03C4D3C323DFCBDB13D81BD843DC73D9CBDC1BD4E3DA9BDB83CD93A8ABDCFBD2CBCF3BDA8BD9DBC82BD82BD19BD5EBD8FBD193CCE3C3C3D83BDCEBD0CBDC93CB5BDA0BD8FBDAC3CDC3D953DD23D69BD7ABD21BD6BBDC9BD5ABBE13DD6BDCE3DB73DBABD973C99BC2C3DF63DF2BDB83D2B3DD63CC53BB9BD843DA7BD623DB8BD263DCE3D9B3DD73DD93DF8BDAF3D7ABD153CDC3C873D9FBBA4BDCD3D98BD393D853DF7BD583DEC3DFBBDF1BD003D65BCBEBD233D8C3DBEBDB13D62BDD13D4C3CD8BCBD3D863D06BDD93DEFBBFEBDD4BDCBBB8A3CCFBD0C3C393D9E3DFB3DAB3D853D42BDBDBDB2BDAE3DCC3C893C5B3D583D48BB313D2EBCFF3D8D3D02BDDABD98BDD4BD95BD42BD5A3DA8BD283D793CB13CF9BD773DF73DFFBD95BBE7BD7CBDFCBDD13D34BD82BDDDBD95BDC2BCF0BDF8BD2FBD05BD3B3D4DBD38BD823DF73D69BD6D3D4EBD4CBD333D353D4A39C43CB03DE63DC43D1CBD603D493D28BD32BC943D8EBC9B3D663D1ABCD7BD203CA2BCDE3CB5BD493DD73CD83D573D1ABDC2BBB0BD123DFC3A6CBD89BDEE3D12BCC73DABBBBABA5F3D803DB2B92F3C683DDCBDFFBB173CA9BD803DB4BD35BBB9BD81BCB5B9EFBCD83CBFBD8CBDEBBD28BD44BCB93CCDBD5C3DA8BD72BD5EBDC33CB2BDE53D823D053C7C3DDDBDB9BCD33DBCBD06BC323D9F3CFEBD843DAF3DBF3D9FBDA43DE7BDAB3D6B3D0BBDB03D363D3C3DF63C3E3C3DBDA5BDCD3CD4BDC8BDA0BCD7BDFE3DEE3DA93DDDBDE83DDD3D37BD02BBB63DD13CB73DFC3D93BD90BDE83DD9BDF03BD8BDA03D243DE7BDD43D98BD15BCE43D723DB6BD913DF6BD17BDAD3DC2BDA83DD33C133D84BDDFBD913DC5BD61BD4ABDBD3DC2BC30BCC53D8C3DC3BDC73C59BDB03D96BC8BBC2DBDFCBD833DE03C433D293DB43DDB3DFDBD92BDB3BD0EBDCD3DA2BC393C2FBDAD3D00BD9FBDBC3DD3BCCF3D8B3DD3BD873CE2BD163C10BDC03DDBBDEEBD4C3CA63DE63C623D103D13BCDDBDA6BC0BBDF1BDBC3D83BDEE3D973DCFBD57BD1FBDC73B22BCCFBC71BD97BCC23DEFBCACBD9C3C8C3D79BDE83DDA3D203C613CD23D943C9B3D0EBDE7BD68BCC53DDABDEEBDEA3D1F3CFFBD8D3CACBD68BD873D0EBDD4BDE4BD5EBDC7BDFF3DECBDCABDF2BDE8BD25BCF33D943D0E3D8BBDA73C3EBDC93D78BDD5BDBDBC3FBB14BDCF3CE53BFBBD023DD13D4A3DF1BCBA3D643DBBBDEB3DD0BD50BD06BDA33DEC3D973D17BB573C623B363DF1BDB4BCE2BC893D7ABDE33DF83CE7BC643DC6BDC33D843D303DAD3D113DE2BD0FBDCEBD65BD903DB63D8F3C2C3DDABCF93D40BD75BDFEBD91BC6EBDB4BDB13D813D893DE8BDFEBDB9BB5ABDD73AAFBD9B3D29BC133CAABD183DDABDDD3A863DA3BD38BC883D1F3D00BE483DB8BD38BD1A3DA53D833C593DB6BD82BCD93D51BC84BB013C6DBDD73C803CF23DECBDEB3DB03D5EBB703D44BDDA3C9B3DAE3DB6BD92BDF03D883A4BBDE93DBF3DC43DEF3DF53DF9BDD9BD3CBC81BDA53DE1BD81BD39BDB4BDBBBD003DF0BD23BCA43C56BD4EBDC13D30BD7C3C9A3D8DBDFEBDFE3D97BC81BD823DD9BD95BC98BDB23C9BBD9D3D57BD9FBC583DC2BD51BDADBD9B3DBE3D4EBDEF3D123CACBDA8BDB4BD973DE2BD0E3D9FBD5B3CDBBDF63DB4BDFA3D8F3BA63D93BDF5BDCE3D4FBD77BD3CBCEC3DB9BD77BCDDBDE9BDEBBDB6BDE83DD9BDBD3CD4BDE33D943DF8BDB4BDCB3D2EBD933B99BC973C883D683D6E3C8EBD133C1C3C193D903D50BDFE3DB13DB73DBABDE63C343CFBBBA33C3D3CBBBB8C3DBDBCE63D0FBDF03DC53D30BC8A3DBD3CE23D93BD02BD11BDE63CB53DBE3DA9BDF9BDC2BD673D9EBDF23CC9BDCC3D57BD8BBD5FBD693D813D55BDD8BDFF3D523D7A3D79BD863DFB3D50BDA0BD8CBCE6BBD0BD8BBC3CBDB7BB03BDBA3D033D94BB973C083D513D2ABD4CBDE1BDDA3CDABDA43D313DA43CCCBAC3BD15BC60BD43BD5A3D2CBD6C3CDFBD63BDAF3CAEBCF2BCC3BDE3BD92BD523DD1BD96BDE9BC8D3DD83C093CB7BDA13DD7BC18BDE2BD813D1F3DC1BCEFBD843D3EBDAC3D653D8ABDEABDA83DA6BD0BBDAD3D8DBCA6BDB4BD5CBDED3DEF3DAC3C43BDEB3DB23DA63CD53D1C3DF53D5B3D143DF33DE73AAABD913D6C3CCBBDA13DECBD92BCA1BDE43C853DF5BC8B3CAE3DC53D64BDB93D7CBDEA3BD83D79BD04BDC4BDA23CB23D223C34BD1C3D313DDABD08BC04BD6F3D263CB83CC9BDCD3D7FBCA73D433DD7BC89BDCA3CA0BDD23C453D8FBC81BDD33DAFBDA1BCBBBDA03DE63C3F3C84BD8E3DD6BD5DBDE7BCD93CED3DA3BDF73CF03BA23DACBD193D92BDFF3DD63C573C8BBD07BCA13D61BD953B37BD493D6C3D813C7EBCAABD39BDC63DD53DAA3D30BBA83CED3DF43C39BCC7BDFCBDD63BF5BDDC3DF43CB93D8F3CA73D1ABBF6BCADBD213DEBBDCF3DEB3CD9BDA8BDB8BDBEBDA1BDCE3CD63DBE3D6C3C2B3C63BD46BCBE3D5D3C7F3D033D423C92BD9A3DA83D443D273DBEBC50BDF03DD6BD7DBD7B3C6B3D263D8C3D6CBCA23DD13D0BBDAC3D9ABDE03DDB3DBDBDDE3DD3BD983DA2BCD13A2BBD2EBDF73D99BD79BDFF3DF83D37BD92BDCABD2C3DF7BC6EBDFEBCF9BD1B3D4F3CCABDB83D8ABD0DBB0BBD2C3D2B3DF5BC553DCE3DCE3CA93D373D2DBDFBBD0CBCEBBDFC3D343C4DBDB53DDE3CE6BD973D623C503DDD3C00BD4DBC943D02BBFC3DF2BCB63DB6BDAA3DB5BBE4BC68BC83BD98BD9ABDD4BDB2BDB1BDBE3DB23DB1BCB7BCB3BBFCBD81BDA3BC44BDCD3CCF3DD73DDEBD953DCDBC8BBDE1BD253D04BD59BD30BD0F3DBDBDAA3D9FBCD03C74BD433C59BD1FBC8CBD7ABD703D693DE9BD7DBCB33D87BDAEBD8A3CB2BD753DECBD04BCA1BD00BE16BDA63CDE3D88BC283DEA3CEBBC35BD013D4DBD2BBD8BBC38BD91BCFA3D953D66BCE7BBF2BBE13DF6BD44BD7EBD9D3D48BB6A3DE23D53BDAA3DEF3DDE3D55BC12BC893C263DF1BD8C3DE7BD053D8CBC71BD0E3C483DDA3D9C3DF23C303D8DBDC83DE83D63BC543DF63B26BD23BD0C3D6CBDA53D3C3C34BCCABD5B3D6E3C2EBC8ABB293D273ABDBDA7BDFFBD4C3DDA3DD5BDCEBDBF3DE73D463AD4BDFCBD7ABD8DBD403DAE3C2F3CB33CE0BD893C5ABDECBD293BFA3D9D3D30BDF3BD593D483CE0BCDBBDCFBDD9BC2D3D193DDF3D903D323DE53DACBDB03B6B3DC8BD4DBDFBBD4E3D37BD3B3DA83D883D5FBC81BD303BC43DFABD3FBD9EBD83BCFC3DB3BD60BDBD3DC23D9FBD283DE83DBDBDD23DDB3DA93D113DF1BDB1BCB83DF23C833BE3BD243DB83D54BC413D1C3D793D52BD273DA4BD87BDF43D1CBBBBBD4BBCB5BB4BBAFA3D92BDE7BDD5BDFC3D933BF1BD993DBFBCE43CB1BCECBD3ABDDC3D9A3D11BDDEBD8ABDF4BD97BC7ABDCEBCA8BDC13DEA3D4C3D2C3D6DBDE73DC1BDDD3D9CBD513DA2BCE8BDACBDF0BD043D93BC2B3CC9BDA93DFF3D983CDE3D42BD56BDFCBDB53D9FBCA53DC9BDB23D88BDA83DA9BD253DB5BDFA3DF03D82BC2BB8803D903D29BDB2BDF7BC11BDE8BCFABB663C87BCA53DACBC0E3AE0BDAEBB91BDA6BD773D7F3DD13D51BC423D123BE43D923D49BDF23D403DD2BD573DFA3DF3BCE2BD90BDA53D4B3D793D19BDE7BCCA3D0BBDD4BC433DF63DEF3DD5BD31BD81BDBE3DCF3DC0BD5F3BB53DA1BDF2BD1DBD68BDBC3DA0BD303DC4BD6DBC813D7F3D363DEDBD1DBDECBDD93D713DDBBDE3BD48BD353D9CBDE93DAE3DA73D94BDF7BD1F3D7F3D5DBD6C3CDEBDCE3D603C6DBDC9BC85BD86BDD5BD833BF7BC643DD73C9A3DE63B82BD9D3D873D083D2F3D61BD98BDC93D093DD9BC793D63BD233DE3BDCF3C353D48BDB4BC0CBDB53C133DDCBDC5BD8B3D94BDC7BD8C3D2FBD163D863DFBBC8E3DF4BDBEBD0E3D0CBC573DFCBC843D523D803DEA3C16BC8FBDADBD653DE33C9FBDEF3D343CC5BDB03D443D42BCB4BD99BD713DBEBD77BDACBD5FBD903C9E3C7FBDAA3C993D433DE03D0E3D5B3DC13D10BD86BCF73DCCBD83BDCAB9193DC33DCDBD8BBDFF3D93BDF2BD833D443D4CBC82BDD7BD9E3D1BBC5A3CC5BD46BD493D49BD84BD95BDC93CF8BCBEBD5ABDA7BDDBBDFF3C3FBD99BDFABCEFBCA2BDD03CB43C9E3CAA3CF7BCD7BDC8BDDABD863DC6BDFFBCA6BCB5BDDD3B2BBCF5BD043DEDBD39BD9CBDFDBDE1BCEB3DE9BDE1BC823DF33D913DA0BDC43D9C3D9B3D213D233DA9BD013D653DACBDAA3DBA3D8ABDB2BDF23DFDBCDBBDBFBD713A73BC823DA53D2EBD0CBDE13D873DE7BDAA3C0D3CAC3D29BCA53D713DB33D9CBBD8BDF53DD3BDCEBD23BD23BCF5BDE83D2EBBE3BDCC3C4D3D323DA03DE43DFBBDF13D233D643DEB3DFBBDBC3DEBBDF1BDB93D183D103CE53D62BCE839853DD9BDE43DDE3B79BDC8BD873D4BBDE4BD143B4ABCD5BD583D1F3D213DC6BCE8BD6F3CF0BD5DBDAE3DC7BCC53B123C55BDB7B9003DFD3D533D8E3DA7BD7ABDC1BDF8BD5C3DF53D963D9ABD323D653D05BB13BCD9BDB0BDDD3B2A3D1DBDCC3D903D0BBD5E3DD93CD33DA03D1B3D8B3D9E3CDB3C3A3D323DE6BD0CBD9EBB99BDD63D283C403D82BDB23C263D723D7D3DBE3DA6BD7FBCC63D8E3DE3BC4FBD0D3D353C3A3C07BC693D8A3D003EFB3DDCBC88BDE53DEB3D6E3CAB3B38BDA0BB663D0C3DC43C7ABD3D3D433DD23B3CBD753D69BD053D923B87BDB43DD4BD033D9CBD16BD9DBDA1BD923DC63DD23DF2BCECBC0FBB123DC13D15BD42BDDEBCC7BC07BDECBCF83DD5BD90BDF5BD74BDB63D7DBDA6BB083CCDBDCE3DE9BD753D843D9DBCD83D3ABD893D7E3DD13D6BBDD33D2DBDB239F8BC643DD1BD5CBD803CC1BD7D3CB5BD29BD07BD363CB1BD9F3DBEBC8FBD813BC8BC90BD69BD6E3D9CBCBABDC1BDB53DBCBDC9BDF83D8FBBA13DCDBDC53DE33D033CCFBDD3BC463DB83D69BCC23D593D2F3DAC3D72BCECBDF9BC3ABC05BCFBBD02BD7D3D523D943DCFBD893BE83DE93D07BDAABC933DADBDC63B07BD23BD97BD94BDCA3DF33D65BCC9BDB63DA9BDD9BDC6BCD2BD70BA25BDAABDB3BDEA3DE6BD36BC04BCA93DABBDC2BD823DCBBD91BDC63C97BCDABDB1BD94BDB83D3D3DA73C8BBD08BDDA3CB6BDFEBCBEBCE8BDFDBD773DF43CF4BDF8BD47BDE7BD723DB5BC12BD2FBDF6BD503D95BDE43CA53D9DBD47BD473DFB3C733DCE3DEBBD39BD813C61BD003EEABD633DBF3CE0BDA53C463DED3DB8BDF7BDC23C983D14BDC03DF03BD7BD72BC7ABB9ABC613D4DBDC43D583D1FBA473D763D92BD083CBD3DC33DA4BAD2BCC3BDA13D453DD93DAB3DE93DA0BDA4BDD7BDCA3D913D8BBD403DA63D81BD9BBDF0BC0D3DFD3DE33DC23D023DDF3D3CBDC8BDCC3D0B3B4B3B2CBDFFBCB03D133D5C3DE83DAEBDC63D283C0E3DA3BD51BD6D3D1E3C543C22BCC13D2D3D833D893C99BDD23D903D48BDE83D533B7FBD55BC3FBCC63DDDBC8A3D1DBD4DBD2ABDCFBD3EBD",
      torch_tensor_32_64_torch.bfloat16_1: "0x0200000043BD2CBDFC3DE0BD34BDEE3D89BDEC3C463DF0BDAA3DD7BDD1BD77BCEB3D59BD83BDDD3D3CBDDC3D86BD8B3DAEBD51BA4BBDF4BDD7BD8EBDABBDE53D833D8ABD943D0E3C96BDEC3CD6BD9FBCB03DB7BA393D82BDBDBDEB3DC2BD78BD95BCE83CC23DA9BD79BD973DBD3C7B3DF73DC13C83BD18BD90BDF1BDCA3DB0BDCCBD923DCA3DDC3D5BBD523CB43D8A3D9B3DAE3D9E3D973DF33DE0BD5DBD683C513DB0BCDEBD18BD903D7EBB95BD843CCB3CF83B943D42BCF9BD6CBDAABD9F3DB7BD21BCD9BD93BC2BBDC63D4E3DC9BD983DA3BD8ABDD93DB13D8A3D823D453DA9BC443D4FBD5F3DFD3DEDBDB1BBD2BD86BDAD3CE6BDA93D9E3C153DCE3DB0BDFFBD12BD013DF33D613D0FBDBF3DB6BD8A3AC8BD8E3CB63CB7BC433D903DFB3C6E3DFE3D2EBD993D9BBCC63D7BBC80BD35BD5D3DA33DB13D86BD4EBC7C3DE4BDDB3C54BCB73D17BD373DEA3DCABDFC3D84BD2A3DAF3D923D68BD83BC283D813DB93D333DD4BD4D3DB9BB993D6C3ACB3D9DBD983DD83D45BDB3BDB23D68BD97BD3FBDBF3D5BBD83BDA63DBB3D7F3CB43DCC3D153CD13D043D6D3D1E3DA03D0FBDD53DD2BD943C00BE8EBDF93CDB3D43BDFCBDA7BDF1BCE53D853DC43D533BA5BD8F3DD63D81BDB73DB7BD803DB03D463C203D053DED3C993D82BDFC3DE83D9FBDD63D963D88BD13BBF93DB23CA73D983D993DE63D693DC0BCE0BD6D3C29BC16BDDC3DA33DCFBDE2BDDF3D123DF23DE33D903D42BDAD3DE1BDED3DB6BCC4BD083DDCBDAEBDD43CD93DD3BD843BF7BDDB3C133D96BDA1BDC5BD72BD8FBD133DF03D90BD67BD99BDD43D593D24BD123C4EBD6DBC62BDC1BD9C3D4B3DE9BD4A3BB7BBFBBD2BBD67BC913D9B3D2DBDAA3D1ABCB93DCBBD823C6D3D973DFA3D05BDA2BDD1BDA1BDC4BDDC3D893B593DCBBDD93D823DCFBD8C3C6E3DDDBDEABC91BD343D6DBD3EBDC63CAD3D3BBD28BD293D3F3D933C833D33BDD1BD2EBDE9BDD3BDECBC383DBEBDA23D9AB8E2BC1D3DA13D2F3C55BD6EBDEEBBA5BCCE3D263D1F3D253DCA3C8B3DF3BDC73D08BD5C3DA9BD9C3D7F3C873DE2BDB8BDFCBD3FBDE9BDF6BD463C7CBDBA3B953D60BDE1BD33BC06BD1BBD52BCDE3CFFBD593D88BD7FBDD6BC30BDF3BDF73D9ABD60BD4D3DB13D1F3D88BDFBBD9CBDE03D47BD43BD3BBDCCBC1C3D863DBBBD603C983C69BDE7BD6B3C893DCA3CEC3C5BBDDE3C7CBD6EBDEFBC563DD9BDDC3DE63D95BB493D8BBC443C093C7F3DB1BDF83D273DE1BDCA3D803D88BC90BDABBD403DD13DCA3DC4BD6E3D8CBD9F3C0A3DE83D963C8E3C9EBAB03D70BDE63DAD3DDC3DC63D15BD973DC73DB9BDFABD14BB83BDA73D8C3DEA3D8EBBB13D87BDBC3DF5BCADBDB33D033D163DB03DAFBD4C3C283D59BDFD3D27BC163CDCBC03BD793D3F3C633DF2BDD5BD593DC3BC9D3D05BD843DAABDCABC90BDC73DB1BDEDBDEDB9533DE7BD623DA6BD4F3DD5BD74BD1E3DF4BDE63C383DFBBCC63DF03DBCBD5B3DAFBDCB3DA93DED3D59BD2BBDDCBDD73DCE3CB4BDFEBD44BDCC3DCA3D7C3D97BDCE3DC63CF9BD053D6D3C963DFFB8BFBCF3BD6ABD4E3DD13DFFBDACBD8F3D8EBDD53DCDBDD5BDC43D383DB6BD1E3D72BD48BC9E3DA0BBEABBC03DEEBDD83DEFBD103CB5BD313C40BD883CC0BDB33DD93C8ABD383C383B673D97BC9F3DB13D673DE5BD243CF1BD92BC823D933D703CFD3DD4BDD8BCA3BC36BD18BD223D3D3D073D82BCEEBA563D6A3C743DA83CC7BD773DD9BD8B3CF23DB1BDDFBC8ABB0B3DBDBD3C3DB0BD93BC8FBCBB3D8EBDB4BDF7BC2B3C983D13BDA0BD99BDBFBDEFBDA63DB5BD113D21BD36BDF8BCB53CB8BBEABD57BDD5BB893C263DB3BD843D9DBDBB3C823CC2BC8BBA42BDE6BDCC3DEB3D743D283DFC3DC8BC063DF93C403D9E3C8CBC473DBCBDD63DC23B0C3D83BCA5BD6ABDEDBDC43DE13DBABD83BD273B5CBD87BD963D1DBDE03DEE3D113DDE3BC73D3E3D04BCD4BC803D4D3C3E3D91BDCE3D5BBD91BD4EBA3A3D7CBD23BDC9BDFA3D173DA03D1CBC873D66BD5E3DA7BD41BD29BD533DC6BC57BD9E3D1EBD47BDA9BD82BDD13C173DCA3DFFBD8A3CDD3DCD3C893CFC3D723D4C3D82BD8A3D42BD9A3D5E3DD7BDDFBB313DE93D4CBDF9BCB2BDA93DE33A85BD71BD70BC47BD613DD5BDEC3C8ABCFABD233DD23DC83C593C9E3C90BD753DC23DD23CC93DF83D003D793DB2BCD73D00BECC3D58BC213DBE3D183DBD3D803D403DAFBD0A3DF2BC253D503D993D1CBD173D883D503DF0BD0FBD813D9EBDBB3B103BAEBCC1BD763D76BDE13CC3BC3DBD6DBD853D0A3C5C3D15BDF83C76BD9B3DC3BDACBDF73C7EBD413D203D6E3DD7BD15BDA03DB9BD49BD37BCFD3DAA3DD73DFB3DCFBDCA3DA33D9C3DCEBDD7BD23BD99BCC03D923CA63CFBBCE93DDA3BF13CE6BDD03C8D3C1DBD9C3DBEBD68BDC83D66BD143C13BCBD3D343BBB3B13BB42BDE73D6A3D493C493C9A3DD8BDD4BD12BD693DCBBDEFBDF0BA19BDFF3C713D7CBD343D3ABD67BD56BDC03CA83D51BDDFBA233D41BDE3BD0E3D643936BD2E3D84BC583DB03D76BCF7BDC3BD02BDD33DA5BDED3D78BC98BD4B3D673DEE3D7BBCCEBD953DD73D80BCB03DE43D383AF23DAE3D203DA3BB403D8A3DF6BD903D8C3D5FBD41BDE6BCE6BCE33CDB3DC53D27BD5A3D89BDB7BD8DBD07BDDD3D153D673DA03DD0BD5C3D2ABB8A3CFCBB1CBD2EBD443DD6BD8DBCF2BC843D643C06BB39BBCE3DCA3D64BB3A3CE8BB56BD153DFD3DB83D25BD753D8BBDD0BDDA3CDEBDCC3DFD3C98BDB3BD903C6A3DC43B4B3C753D653D57BDAD3D9A3DB6BDD53D67BDF6BDEDBCFC3DE4BD7C3D7BBD01BDCF3DB1BDEFBD3A3D90BD23BDEDBDA5BDA2BC44BB3CBC813D0CBDA23CFABDD5BBE0BDA7BCA2BC8FBDD1BD553DDCBDE7BCE6BDA33DA73DA53D99BCCE3D323C7FBB753DA3BC9A3C18BD4D3C21BA81BD32BC08BD3FBDD03CD3BD7E3DFABDAABDD1BDDE3D5C3DFC3D5BBB3BBDE63D4CBDDFBB96BDF6BC2E3C813DC0BDB2BB943CE13A8CBDB1BDDD3DB53DCE3DE4BDC33DFE3CA13B98BDED3D6BBD24BDABBD113BF23DA83D923CB73DA53CE9BD36BD92BDF2BDB5BD96BCF2BCFABD7E3DCABD4F3DE43D043DE23DCCBD43BCBBBDCCBC25BD523D6F3C00BE24BD2ABDACBBF1BC943DB9BD4D3DE1BAD3BCF13D403D593D99BD5CBD45BD773DCABBD0BDBE3DF63DDE3D80BDEC3D9FBDD93D153D2EBD453D663D123D993D0ABB56BD1C3DC13D1BBDFCBDFF3DD1BC32BDBE3DC13DF43D88BDFB3D2CBD2ABD4D3C72BDDABDE6BDBC3CA8BD813D3C3CC23DC0B915BDD8BD43BC583DC53D12BCA13DD8BC18BDF23DB1BD193D93BD1A3D89BD003EB73D003C8F3DDCBDF2BDCA3D883D8F3D80BD85BA7ABD5F3D9EBDB63C973CB03D933D1BBD1ABDE53D263D57BC1BBCF93D38BCB1BDA33D86BD9ABDD33D18BDDC3DF0BDEC3C7B3DD8BDCDBD96BD143DE2BDDFBCC6BDD23DE73D0ABDDD3CC23DE83DA0BD8EBDF63BF43D2C3D1EBDC9BD9EBDC13D373DFBBD993CB8BD1ABDADBDE33D9B3D2F3D6ABD9538A9BB91BCB03D95BDDEBDB4BD223DB23DEB3DF5BD0CBDDC3D2EBCAA3D9D3D36BDBFBC6A3D5D3D8F3DD43DE2BCB1BD123DB43DB33D593CE6BDA5BC8ABD7B3DAF3DE6BD613D953CC3BDD83DE33D29BD81BD983DD53DEC3DAE3DD83DC83D003E8ABD6D3DB53D3F3DA03DE7BD2DBD7A3D09BD61BD0FBC883CAC3BF7BD5BBC80BC053DA93CBEBDA4BDBD3A5FBCB3BDC2BDE2BC80BDF7BC58BCCBBD65BCD9BDC43DFA3CAC3D4EBDDA3CEF3DCD3D23BDC33CC73D3EBDFA3D863C063C963CA03CE43D7A3DB13D8DBD41BDB8BDE93DBD3D1FBDCAB948BD8E3DBC3DD03CF7BDF03D363D7B3D233D0DBDFF3DE03DA6BBA2BDC1BDD7BD15BD15BCB5BD82BDDC3D85BC603D8EBDD0BC88BD423DE03D1C3D623B7CBDE3BDAABD183DE5BDE2BD7E3DF23D983D803C863DDC3D0B3BC2BD68BD3FBDAEBC083DC73C8B3D9FBDA7BD203D51BD22BDE7BD7BBD173DC9BD253B91BDA93DCEBD9EBC943DE93DC83BE43CC23D483CED3D13BDDA3DBE3DD8BD85BD0C3DFCBD8CBDCFBD6D3DC23DD5BD833DB43DEBBC7D3D1BBBBFBD1ABDC9BC603D89BDF9BDEF3DD4BD75BD8E3DE6BD06BCE5BD543DC53DE93C82BDE4BD43BC9EBDCA3D8EBD0E3D9D3D36BDA23DE73D75BCB2BDF83DA13D723D6DBDE93D6FBCAA3DEDBCA63DAABDE73C6CBD593DDDBD01BDF9BDBE3DE73DD2BDA5BDB1BDDDBDA2BCF23DDC3D94BDFB3CA93D853DF43D2B3D543CCB3DCCBDADBDBDBD2D3D963DB93DCE3DB23DCA3D8ABD813D03BCFCBCAB3D603C8FBCEF3D023D6C3DBB3D753DE53DF1BD833D673D11BD923C003E94BD1FBDE73DE93C013D9C3D8BBCB93DE53B60BDA0BC603B02BDFB3C833DA83DEA3DF4BD263DC0BDEC3D6CBA00BCCA3BC33C99BDC7BDC23D753D5CBD52BB513DD43DA6BD18BD82BD133DA83D4C3D413D713CF23DDC3DF53D01BC74BD7F3DE8BDDC3DCDBDD7BDFBBCA9BD803C983DBC3DE63DBA3D1EBCB6BDAEBCE13D113C58BC73BDB33A80BD15BD8D3DDEBD1B3D80BD3CBD683DF6BDD5BD11BD6E3DA4BBE03D36BDDE3D46BAE9BDC3BD7FBDC8BDFA3CC8BCFC3DC83DFF3DEFBD593DA43DB03D653D96BDCABD713CB6BC8A3CE23C94BD853D84BDD33D9BBA7ABDBA3DE6BCD4BD18BDFF3C33BD663D12BB22BDBDBD25BBB1BD823D62BDC0BDD83D96BD23BBF23DA63CA53D533C9B3D813DAC3CF43CEA3C19BD14BDC6BDD0BC913DFF3DE3BC6CBDB73D88BD6ABDF03DFC3C633DF43CE53DF13DBE3DFD3DB0BDF0BD2F3DAE3B99BDC13BF83D4B3D57BDF93DC2BCE7BDADBB1ABDCA3C27BD8CBDD9BDC53C6C3DACBD1D3DB1BD683DA3BDAF3DAE3DCD3DEC3DDF3C563DEF3CFABDECBD9A3D5EBD523D7BBDE7BD0BBDF93DE43DC1BDD3BAB5BCF43DF03B703D30BD9E3DD73DA0BD823D1CBCB3BCA63D0E3B06BDE33C923B6EBD393D1ABD96BDCD3C4EBDB53D9BBCA8BD653DB63D453DD1BDD6BD9EBC023DFCBD863D07BC28BD0E3D6CBDB6BCC03ABA3DA03C7ABD64BD3DBDF33D0A3DB03D853C08BDA0BD9DBDA8BCE9BDF5BAC93CE9BCC6BCB7BDF63C1CBD2D3CB6BDE1BCB5BDB1BDF7BD65BCFEBD87BD8ABD2DBD483D2FBCF2BC693C7D3DF23D5E3DEABD43BDCEBDD2BD97BCA63B9B3D7D3DF4BDF0BDEDBC65BD8B3D82BD80BBA0BD3CBDAA3DC2BD3B3DD6BDE23D2D3DB13CA2BD773DC1BD67BDB9BDDC3DEDBDA1BDDABDEC3C763DBA3DD13CEBBD093C773D623C6B3C2EBD7BBDFF3CC63DD13D21BCA4BDB13D253C133D713D8C3DF93D99BC00BD3F3D193DF3BCA63C3CBDB2BD49BC51BD923B1CBD9FBBB13DCCBD8B3CA63D3FBDBBBDA53DA83DC6BD943D913D56BDE8BD22BD82BDCF3C1DBD993D9A3DA9BD8A3B1BBD143DEFBD44BDDBBD9EBDB3BDFA3DCABDE4BDDE3D223C5C3D94BDC2BDE73DBD3B2ABCA73C953D903D90BD5ABDDF3D393CE23D92BD42BC3A3DD9BD5ABD423C8F3DEC3CD53D3DBDBFBC3E3DF23D9C3D7DBAB33DEC3DA03D85BC9EBD0ABDC9BD92BDFCBDFF3DB1BD5CBDA0BCB63DD23DE13DA23C9F3D813AD8BD34BD46BD493CE23C4CBDCDBC873D963DB33DD9BDFB3D40BD5ABC49BC6BBD95BDC43DF83D943DC23D923AE23CE43D923D3BBD6CBD693D9BBD74BC65BC24BCB43DC0BD6F3DE5BDFBBBD8BDBA3DBC3DEBBDCABDBDBCEF3D5A3DB63D9DBDF83D823D96BDC93D063C4BBD8F3CECBD283D923D593C1E3DD3BD883DEE3DFA3CA4BD9ABD853DB03DDCBCE63DD93DF2BD72BD15BC3FBDB03DDBBDE8BDF43D70BD71BD323D90BD8A3DCEBDB23C963DFABDC7BC9CBDF7BDC7BD82BDE6BD",
      torch_tensor_16_torch.bfloat16_1: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_32_64_torch.bfloat16: "0x02000000FABD19BC8B3D963DE2BD0A3C2DBDFDBD0B3D8ABBC23DC3BD553D043D823D8A3D7EBDE5BDC83DDB3DC4BCCA3AEBBDADBD42BDA33BD73D9E3D853D74BDF1BDDE3D753D173BA1BD22BD44BD0EBCFABCD3BCCF3DE7BC09BB9F3DCF3CFB3D833D1D3DCC3D9B3CD4BDBABD033D9C3D82BD9D3D45BD3B3DC93BD33D88BCCBBDEA3DBABDE83DB23D363D8C3DF83D96BA883DD83DBFBD18BD0D3D84BDF8BDB2BDFABDD9BBDEBD9C3BEF3D07BCB2BD7D3DBE3DC03DC73D333D9BBDAD3D893D8A3D363D583C69BD803CEBBC96BC593DDABDF53CBABC56BCAA3DDBBDD4BAA6BD93BD3E3DCABDDEBC013D363CDBBD08BD83BD8B3D233DF03DAE3D04BD133B84BDFFBD7CBDA0BD7FBCD13CADBDAA3D843D933CA4BC1FBD33BDB2BDDA3DBF3DACBD8B3DA8BD48BD67BD1B3CFB3D173DB8BD9B3CBABDE6BD803CF13C85BC6BBD59BDBE3C353DE3BDDBBDE03DD6BDF43CBFBD413CC53BFFBD973DF2BDC83CF33C97BDD6BD95BDFDBDC63C1CBDAE3D383D98BDE13D813DF1BD8C3DD6BD67BC7DBC8D3D263DAF3D9F3D8CBD003E503DC83DF7BDFA3D90BDB5BD9DBD58BDEC3D8C3DAE3DEA3D233DE7BD8E3DB8BD433DA8BDBA3BF33CD1BD5D3D51BCE6BD79BBACBD9E3D2ABD80BDB5BD96BD78BD933DEC3DADBDEABDFEBCC73C09BB14BACDBDAFBCEE3D36BD2B3DA9BB1D3DE9BCEF3D873D9F3DB4BDD53DC43C113DF0BC1E3DDE3C7A3D2CBD3FBC8FBDF03DD6BD5CBD383D6FBDBA3DE3BBD23A9CBCE8BD403DC3BD90BD0EBC983D2ABD91BDB8BD873DAF3D4EBD3D3D73BD5C3DD23DB63D1FBD2C3DD7BDD53DFBBCF53DE5BDD73DDE3C1CBDCABBBE3DABBD71BD863C453DD3BD20BDCEBD933D513C2FBB963C0FBBD03DBABDB8BDA1BD14BDA13DB1BDA53DAF3DAE3DF43CC53C5ABC84BDE7BD253D663DA83D2C3D843D6B3DC2BD46BDAABCE7BC403D633DEABCC13BD6BCBEBDC53D7DBC9C3D7ABDDF3DD83D9DBC36BDAABD8C3C8DBD73BD95BDA43DED3DC13DFCBD6F3D88BC5ABDFEBDF4BD653DBEBDF2BD893DA23CC33D18BCC03D103B5EBCB5BD73BCB93D9E3D5C3B8BBD74BD8D3C84BDE2BDD7BDB5BDD1BD29BC4D3D1FBD8CBCC93B20BDE5BD563D7DBD27BDB0BD0C3DF5BDAE3D74BDBD3CBA3DAEBD843DEA3D37BDCD3DA43C993D1F3A873DA43DE93D863D7C3D48BDDF3D343CBBBCB03CDC3C82BD18BD8B3D8ABD203DE03C07BDE73DCB3DB6BD23BD783DB1BDC03D83BD66BDF2BDA53AE63D5E3DC13CAA3D6BBCC83CB9BDFFBCB63DFD3C223D3B3D153C903DC8BD9A3DACBD8FBBDDBBC1BD8CBDB03DFCBD89BDADBD10BDE73BBCBBC93DB23ADF3D88BCEDBD773D4ABD8F3CADBDA2BBAFBD393A403DA93DE83DF43CAC3DCEBD75BCEBBD333D4D3D4ABCF53C27BC9CBDF5BDD1BDB53D9EBDCABCD9BD44BDB9BDD8BDDFBDA23D3E3CFA3DFBBD91BCF13DB3BD15BD743DD9BD8DBDE7BD97BDA5BDF33B7DBB953CCDBC283DA0BDCF3DB1BD84BAB3BD3D3DE2BDEDBDA73D1B3DA5BC603D923DC5BD193CE63D623DD63DEDBDC1BDD7BD7EBD12BDB53D833D9DBCEABD323CFEBD4CBC8EBDD0BD95BD77BBFE3D673D82BDD5BD32BDDEBC2DBD723D3E3DDD3D1ABD173D023A7ABDB43DEE3D8DBD92BDFD3DBFBD9EBDBBBD27BD8EBDDABC283D283D18BD5B3D833A7ABC8CBD843DB5BC443D49BD42BCDCBC32BD16BD41BDB8BD4F3DF43DE93D453CB5BBA63DC83DF93D32BDC43B34BDEABDFDBC9BBCA63DFDBC3ABC2B3C8D3CF63D97BD6ABD8C3DD93CDB3DAC3D90BD123DDE3DB2BD203DC13DAB3D9DBD893D943D9D3D563C1EBCB2BD733D113DDCBD5F3AC3BC8A3DC5BDED3DEFBC96BD4BBD9CBD633DBC3DE2BC7CBDC13DE33D58BDA9BDCC3CD63D6F3A053DA43DDEBDB63C9CBD81BDCDBDF33D3CBDF4BD373D50BDAEBC8E3D5E3D7B3DE8BD5CBD733BA7BDAFBD2F3B58BDD13D9CBD6C3CB4BD98BD9BBD83BDE23CDA3DF2BD06BD1E3DC23CCB3BD0BC89BDC0BDA33DD2BD593DF93C8E3C6F3DD4BCABBB0F3D93BCE83D8C3D8C3D24BD6ABD8BBDB33DC23B1D3DDFBCB2BDACBCAA3BDE3DE2BDD4BD123D46BDB8BDC83DFA3D733DE13DBB3D893CEBBC69BAA83DFC3DD03D433D18BC5ABC90BAB1BD323DF43D003DF5BD1FBC7E3DE0BD09BD49BD5F3DD13D48BD713CF0BDCEBC633DFB3DE9BB003D74BDEABDECBCE6BDA0BBC33DA1BDD7BDD4BDD2BCC1BD713DC0BDE3BB25BDB43DDA3D37BD853CDFBD42BD19BC6ABD9F3DF0BD853DDD3C2A3DC43DD4BC82BD623D9DBCEABDFA3C94BD3CBCB03D9CBD3C3D5EBDCABBFE3DE4BB9ABD1F3DE0BDBF3C033DA83D32BDE93DDCBD8D3BD2BD843DF53C96BD4EBCB33D8C3DBCBDBE3CFE3CE438ABBCA6BD793DEA3CEB3DD73DE2BCBD3D1E3D8E3CABBDA0BD21BD8CBD82BD64BDB6BD9F3DA1BC74BD143D933C8B3DF6BDDDBD12BD99BDF4BCC1BDFBBB833C1E3DE1BD07BDB6BCB23D92BDFABC3D3DF1BD8BBD913CA63D90BDBE3D5FBC5B3B8D3DFC3C463DA5BDDFBD1A3D26BD563DE33DF73D08BD9E3D52BD03BD9FBDA73D823D7FBCB63D68BD953C79BC99BDD83D873CFD3D8FBDA4BD903D5E3DD8BCA5BDB1BDE4BDD9BC1FBCC13CCF3B743D1FBBAB3D2F3D923C0F3D833D963DE2BD9FBC14BD8D3DECBBA43DCD3A263DDE3DC53D82BD793DDA3ACABDD93A473DE4BDF43D213DFDBDC33DEFBCEFBC143D30BD213BD2BA103D373DD53D3DBDF33CA23D753D943D393DAB3D7D3D313C853D4EBDCB3D4ABD9DBD643D82BD34BC813D4DBD04BDCD3D3D3D8E3DE3BDACBD9CBD893DD5BDACBDB13CB73D7EBD91BDDDBDC5BDF1BC383DF73C863D5DBC24BDB7BD853CF8BD81BDAF3D4DBDDB3CBE3C913DED3DC6BDAE3D41BBF43D92BDD63D133DD03CB7BDC43D25BDDA3D86BDE1BD963CE2BD593DBC3DA7BDFB3DD53DD2BD343D523DD03BE4BD913D553D9B3D0F3D063DDBBD5A3CE4BDC13C8A3DD7BD813D5E3D8D3CA93CF93D94BD6E3DF93DFB3D8ABDE4BD6DBB5FBD38BD453D303D44BDCCBDAABD83BB68BCABBC893D943DDF3D1F3DE9BCF03D21BDCBBDBBBD193D953D3EBDB73D6B3D9FBDB2BC88BB0D3DBA3D7A3DD93DE8BD8B3D623DFBBDDDBD9A3D353C3E3DA7BA813D90BC64BDB2BDD53DF9BD9F3D78BCC53D2F3D663D2BBCA0BD6B3D4CBD093960BDE53DC63DD3BD283D84BCE63DA5BBD73DF2BBF53DD83A86B980BD9EBDB1BDBDBCBBBD7C3CCD3CF3BCB03DB33D3FBD583CF6BD8C3BF43DAA3D81BDB53CDFBDC9BD6F3DBDBDB63DFA3DC0BDE53DC5BC8D3DC2BDDCBDA3BB59BDE4BDA5BDE73CECBBD63D67BD50BDE9BD353D67BDFC3DEC3D6E3DDABDB23A34BDCFBDE43D2DBD943C8FBD5D3D1F3A91BDD73D93BD2DBD69BDCD3D283C843D2E3CBE3DA33DB9BDD33BF2BDA1BCC6BCD0BC02BDDF3D6CBDDCBBA93D31BDD03C9F3ACBBDA0BD31BCB7BD84BD283BB43D943D503DE6BDEEBC96BDFFBDE03C973C823D113DC9BD8939CFBD23BDB53DD9BACBBC78BD1D3DECBD91BD9E3DD93D65BD98BDFBBDB03D6BBDF03D583DC5BD4C3D92BC7C3D653BAF3DF6BDACBC88BDD5BD90BDBABCCC3DBEBDD33DA33DAF3B043DC2BDC6BDDEBD233C7EBD95BA193D75BD4F3D1FBDD3BDE43D093D3C3D01BDCF3D593D5C3D6CBDA13CCF3DE9BD153DCA3D76BDED3CCF3DCF3C3CBC413DD73D9ABD493DE8BDC4BDF1BC973BC8BD113DB83DB83D5F3DD43D9C3DC3BD093D823DEB3CFA3D993C273D043DF13D433DE83DA0BD843C653D20BD533C5BBDF83D94BDC5BD9DBD2F3D28BD823D19BD503DC4BD933DD23DE8BCEF3DD8BD9C3D073DEABDED3D5A3DC0BC393D8E3D2C3D00BEB3BDD33D49BDBDBD30BD603D42BD383D0E3D56BDB53B51BD33BDC0BB0B3DA6BDE2BDB1BDEEBDA3BD2BBD02BCBB3D8E3CB03DD6BCEBBC6D3D0F3D6E3D4F3C0D3DE5BD85BD6C3DBABD04BD5F3DBABD933DB3BCB1BDDFBD833DA4BBD93C373DBBBDB93C413D22BD093C783D5C3DAABCD9BC7F3D473CF43D76B8DCBD48BDD93DE5BCDCBDD7BDBE3D923CFB3CFDBDC13CA53C563C41BD343D85BCBA3DF1BDEBBB89BCA4BBFB3DF4BD153D46BC51BDB93CC3BC793A273DB13DDA3CE7BDA1BDCB3D153C163BEFBDA2BD703D29BD79BDC0BDC6BDC13D1DBDC7BDD8BDE63D883DDA3D893DF2BDFE3DABBD5BBD563D34BDC3BD3C3D6CBD093D71BDAF3C183CD7BDC13DAB3D87BDF33D343C8F3BDB3DCB3C41BD80BBDD3D78BCF93DA63DE7BC62BDE8BDC7BDDB3DF1BCCBBD743CD6BDBDBC5D3DE63C2F3D113BC9BCA9BDEBBBAABD793DE73D313DC9BD213C97BCE83DB6BDD03C263DC33DD53D1D3D883D933D933D953D793D333D3ABDA5BD5ABD143CD2BD093BC93D57BCA53DF43D13BDC7BD343DB0BCC7BDEF3DFFBD3DBD733D69BDD2BA883D95BD243C97BCF23DD93C56BDEBBD5E3DCF3CAE3CC13D56BD323D90BDE93D853C02BD1FBCAC3D65BC9ABDDB3D59BD32BDEABD95BD89BBE53DDBBDC43D453DDE3D643DE2BDBABC9F3DC3BD50BB8EBD3BBB883D87BCC13D8A3D0BBCA2BCC0BDECBDD6BD3B3D813DC03DE43D4ABD39BDA6BB823DA43DE9BCCDBD83BDBBBDA43C69BDDF3D0E3D9B3D9F3CB23CF93D1D3C25BD74BB50BD6ABDD33DB23D9CBDE33DAC3DD33DA8BD88BDD4BCF63DA73D943DBABC263D403D5CBCD33CC4BDCFBDE8BDA2BB953DC23DE9BDAEBDD6BDCF3D6FBB99BDA23AA0BD893DDFBD80BD6BBDF73DE03DEEBDDCBD89BC8F3CB83D67BDE8BCFABDBFBD603CED3D10BDB1BBF63DB13D4F3BF9BDCABCED3D6DBD2B3DCEBDF0BCD4BD54BD93BC09BD8EBDEABC6C3C9C3D1CBDCEBC40BD89BDF93CEEBDDCBD153D89BDF83CD1BC533D4BBDE7BD63BDBD3D693D583D533DAA3D1DBDF43C883D843D8FBCE93DBB3DB53DB4BDF23D223D2C3D99BD8B3D69BCB63CE7BDDBBB86BC003E393DFABC9BBC9E3D773CACBDBB3D533DF43DFB3DEFBDE13CB63C08BD283D313BEB3CB23DCABD0C3D513C89BDCC3DC9BDAC3C8C3DCB3DFB3C373D183DA1BDB13DA0BC9EBD07BA833BEC3D96BC363DB8BD6CBD933CAD3C903D97BD693D973C59BB343D143DB83DA03C2FBCF23DF5BD8F3B963D333DD8BDD0BDE73D6A3DD2BCD0BDA93D86BAA4BD6EBC9C3D9E3D71BDE63DC33CA43DEB3D273CCE3D6FBDCF3CAABCAB3DBEBCCEBD8CBD6EBDCA3DBFBD81BDAF3CA8BD96BDB93DC4BD02BCDEBD763D64BDBABD693DF13DEBBDF8BDD93CDBBD923DF83BF8BDE73CB73DD8BD42BD1B3D90BC54BCAE3D30BD9C3DE43DD53CF23DE73C193DA5BD69BDCABD523C083D003EDCBC9FBCC63DF4BDA03D12BDE5BD643D1ABC2C3DB43DFA3DDC3DA83DAF3DA0BDA63DFA3BB93C263DCE3DD33ABFBC9A3D213DE5BDA23DCB3A903DEB3D97BCCE3DE1BDD63DA5BD6B3D953DCA3BD63DD33D17BCE83D823D903D853D413DFBBDB53DCEBD6E3D81BD60BC85BD853CA5BD3B3DFBBD8E3DDFBD913DC33DF93D9ABD1D3DF83DEC3CBA3D853D173D863D7D3D543CDFBD69BD5CBD91BBB1BDC03DC0BDA6BDE53DD7BD63BCD5BCFA3D423CEEBCE1BDFEBCAEBDCF3CCEBBCABDC43BDFBDA9BD0BBD44BDB9BD28BDAF3DEF3DEBBD8E3D693D7ABDB93CF03D1F3CB53CD93CB23D4FBC923DB83D87BDEB3D25BD5F3DBB3D713D94BC4B3DE0BDD5BD533DAE3C80BD00BECA3DE63DDA3D053DFDBD04BDD13D28BD783D28BC333DF83DEDBDF23AA43DFD3D813C473DF33BD53CDBBDB9BD29BB8B3D683C0BBC8CBC9E3D113DB3BBF5BDECBD503DDB3CABBD6A3D313CDA3DC9BDB53C0DBDECBD2BBD9BBD9D3D133B0D3DAABDBB3CC0BD06BD00BCF23D3EBDB13DB0BC6EBB413C04BD26BD5EBC003E94BD84B8E73CBA3DB0BDA7BDE9BD",
      torch_tensor_16_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F",
      torch_tensor_64_64_torch.bfloat16: "0x02000000C5BD293CD73DD0BD6EBDCEBDB0BD45BC9BBDA93BE9BDF0BDA83DF6BB1A3DD23D2C3D9C3D6D3D7CBC1BBD8D3CF03D9A3C393DDCBD963BBF3C8E3DDABDC4BDE7BDB23D28BB6D3D59BDDDBDAF3DF03BD83CC73DD53DF0BDAABDFF3DCEBD21BDEB3D0FBD9BBDC13DD13BF43D86BD16BDD13CB1BDE9BC82BDA0BD6E3C80BDFA3DE3BDE53DBDBDEB3D223D70BDAA3DCFBDDB3DF0BDCABD6B3D0ABD263DFB3D7BBD593C723DD7BDCDBD033D99BC28BDEA3BBEBC9EBD25BDD7BD903DF93DB73CF2BD80BDC8BD1E3DE53CF53D2ABAA7BDD4BDD93DDA3DBA3C36BD0EBDCDBD88BCDABC02BDA73CC33BE0BD6C3DB83D8F3D42BDCA3D303CE4BD713D3A3D6CBDDF3D033DC4BC8ABD7FBD2BBC65BCD13D82BCA33DDDBDD33D7EBD4CBD953DD93D4FBCF33DECBC753D633D9EBBBEBDD3BCD5BD53BDDCBCD33DB7BB9EBD6DBD363C9ABD90BD553DDE3DB83DE93DFCBCA3BDD43A9BBD93BD08BC693DE2BD993DD6BD463DD13D103D753DEC3DE13D863D833D5CBCECBDA73CB1BCECBCCDBC0EBDE9BB933DE8BC68BD19BDFCBD6EBCFA3DF23D4EBD2F3BA1BBD9BDF13CBE3CDCBDC6BDB1BDF5BD82BDC83D5BBCC23C65BDC73DC23D83BD3F3DBE3DCDBD83BCE0BDEC3CF23DDDBD6F3DFC3C98BD9B3C753D5DBD1B3CC13DE63DB3BD963C56BD333D7E3D383DCD3B433CFE3DAFBC1DBD59BDC8BD3A3DFC3CCF3DECBDFEBD773B6CBD943C78BC5FBDCBBD7DBDB23D4A3D973DBA3D81BC9A3DBF3BAB3DCDBD313DD3BD7ABC63BDEB3DE7BDCCBDAA3DC3BD9BBD97BD053CCC3D433DE83D603C8C3D5E3DDE3D93BDE9BD11BC51BDE7BDA83DA83C06BD343D21BCC93D6ABC3EBDDDBCB9BDDEBDE9BD20BD4BBD063DCDBD98BCD53D9A3DA2BBA5BD94BD30BDA3BC2DBC653D02BDB13DF03D80BDB6BD92BBE63DE33DD2BDA53CDD3D3FBC5A3D8EBCE63DBC3D273D8ABD433D30BDF53DA3BD733D853D8B3C57BD78B982BDF6BDE8BDA2BDBE3D983D3FBD6C3DE73BD43DDF3DDF3DFE3DDEBC663D5D3D913DC93DD0BDDABD273D9EBC93BDE7BC09BD6F3D843D7E3DCEBD30BCEE3DB83D003E02BDAABDBE3C96BD043C14BDB13C983D8D3DB63D763DCF3D843D02BCD23DA1BD383DC2BDE6BDED3DFDBD133C6ABD0CBD79BDB5BD83BD12BD123CCABDBC3D1EBD213CC23DD5BD833D00BDA13DA53DB93C123DB0BD063DAB3AC0BD1FBD683D3ABD703C5A3DBE3CACBDC1BD22BD133D9DBDE43B863CF0BD923ABC3DEA3DD3BD97BDF13D083CE4BDC7BD913DEB3B20BA313D33BCE83D65BD703DD53DBEBD7BBDDD39CABCF93D0FBD8EBC3B3DB9BCB4BCFABD853BA93CA83DB23D813BED3C4A3D9F3DA7BDA03D733C62BCF73D153D25BDC73D213D80BBCCBD9E3DA33D97BD1ABDD33DDBBDC23BB53DB2BDE2BDE7BD923D323DE93B6BBD3DBC8DBDE6BD59BD583DE8BDE43DDBBD923DD33D59BCD3BDD1BDCB3D5EBD9FBD8F3DFCBD87BD0CBD32BB6DBD0EBD2FBD78BBA8BD0EBD72BDCCBD1A3D923CB93DB13DF53CACBDF13D0C3C973D70BC63BDDFBDD3BD07BD8D3D59BD893CD8BDBFBD673DF2BDA0BDCABC2FBD5FBCBE3D1D3DBA3CA6BC683B6B3DF53DE83DB93DC33DD83CD8BD9A3D72BDA13D2BBD323D173DDABD083D5D3C9BBCBB3D02BD043DB5BDC63DEBBD05BC9CBDFD3D35BDBCBD813A22BC203D573D873C59BDFA3D43BDF8BC1BBDFBBDBFBDB13CD53CECBD023DCD3DD93DF73DA83DCEBBAC3D3FBD85BD8D3CABBDFCBDC8BD9DBD8CBD76BC3CBD9A3DDC3D91BD803C943C753DCF3DE83CD53D9B3DABBD963DF33D2DBCCBBD963D5F3CE5BBB33D54BD1B3D62BD983C4B3D8CBDCB3DCFBDFCBDE23D863D9ABB843DF3BD56BDDF3DE83D4E3DCBBDFD3D913D913CE7BDAF3DFB3DD4BD3D3D1C3CCABCC0BD8D3DADBDC7BD90BD283C42BDA23DF0BD603D07BD83BC58BCF2BDDF3CC8BCE4BDB1BBD73DD13DF7BDDCBDFEBD353DE63DC2BD733D52BDCEBD94BCA7BD42BCF5BDE9BDECBC88BD243D2CBD0B3C89BD9DBD003E28BDFCBD703CB03DFABDFCBD293DD93D38BD4ABD1FBD013DDBBD083CF2BCEC3D27BCB7BD97BCC4BDF93D81BDAE3C29BC883DDFBDA43C85BC783D003DD73CE1BD1DBCE13DE03D9BBD69BDE7BD90BD16BD593DD83DA83D833DB0BDE43DC7BCC6BD63BDBFBDE63D37BDCD3DCF3D433D823DA4BDF4BCD4BDD83D8BBCE33CC13DBDBDF3BCB73DB03DACBD563DF4BC4F3CAABC90BD97BD223D7D3D85BD503DA8BDB1BD46BCB1BDDEBDEBBCB7BC893DA5BA3D3CC93DAEBDC53DFDBD9BBD2F3D8A3D6C3D143D01BDFEBD97BB00BC8C3D013DAABDC8BDECBCD63D873C4E3DB03C19BD89BDCE3CFABDF73CCBBCA8BB6B3D433DC93C843DB6BD7ABDD1BD01BD923DB53D3D3D74BD67BD0C3C953B053DFC3DFDBCC63CCE3D85BD903D97BDB53D9ABDD1BD30BCDBBCFF3DD7BB723DE9BD6DBDC8BD4C3D28BDD0BCC63DE33CD8BD353D333DA43CAEBD9A3CDB3DFABDA53D8E3D00BE453AB8BDDA3D39BD803D3A3DBFBD9E3BA53DD03DA4BDD83CDDBD1ABDAABD943D4A3DD53DA03D96BD7DBD26BDE43D00BE183DE43D0ABD563DD13DD2BC84BC9BBD043DEC3DCFBD253CAABDB53D6ABDEEBD00BDFF3D203D5DBDBD3BBC3D8BBD13BDE83D9B3D993DFE3C8DBDDF3D8DBD433DBCBCA1BD573D9FB9D93CE23CCABD853DE5BD9D3D9ABDF0BD63BCAE3D79BD82BDBC3D99BDA0BD403D69BD843D95BCD0BD273D5C3C923C60BD683D56BDBABD883DCABDEFBDD4BD4E3DAD3DF6BD95BBFABDAD3D0ABD04BDC7BDD0BB213DAA3DDF3BD03DE43D8D3DB6BD903DD9BDEE3C87BDE9BD083CF7BDDDBDAC3D0B3DB83D813DF83D9BBD1ABD87BDA13DE9BD7C3DBDBDF93DC83DA6BD42BDC1BD4D3CA6BCC93D483D0CBDF4BDA23CE3B9D43DC63DA03D883DB63DD83DC73D793D8D3DEC3DD0BDB8BD3B3A1DBDD4BD283D88BDDBBD97BDC13DEFBDB13DA53D383D51BDFF3D3DBDACBC63BD87BC85BD303DA83DE6BD9ABCCABC8EBDBB3D81BDA03DB0BDED3DD2BD8F3DE5BD163CCABDA8BDE0BDDC3D0E3D4B3DD03D233D933D673D153DE9BD57BD763D5BBB1A3D50BA91BB533DFD3DB83C873C463DFDBDA53C8ABD5EBD24BD48BB8DBDDE3D953D333D8BBD333C2ABDEC3D10BDD03D77BC80BDDBBDD5BD633D94BDD7BDBFBCBEBDD0BC58BD93BCBFBCBC3DD0BCACBD973D41BDD2BDEABC593C7E3C85BD833DEC3D9C3D5C3D413DCEBDC8BB37BD853C923D7EBDD23CFCBC56BDD0BDBD3DB3BD493DAC3D37BD8BBD2CBD7D3B9CBDB43C973DD43DA3BCCC3DE7BD1DBBD039DF3DB6BDA63D95BDB4BDDA3C3F3D9BBCEBBDA7BAC03A8FBDF23DD9BCA43CEC3D4A3DD43CD23DC2BD4E3DE7BD933DE53DE83D34BC0E3D70BDD13DA1BC20BDA73DD1BDFB3CC23D873DD3BD97BC93BD5BBDB4BC383DDABA423D20BD6FBD82BD6E3DF7BCA3BDC0BD51BDC6BCC63D823C9E3DB5BDC53D41BD45BD283A9FBDCCBDF63CA53DF5BDCB3C9A3BCBBCDA3DDA3D4B3D54BD0EBCC3BCFBBAF73C9A3D5ABDD13DEEBD6BBD073DABBD2BBB8CBD2F3DEFBA3B3D893BBC3D783D543C80BD4DBD4F3DDF3DEA3C523CBB3D66BD5B3DF53DF53D0DBD27BD63BC863BDCBD01BD10BDAABD8BBDDF3D613D2F3D06BD53BC8D3CA83D0ABDCB3DA13DC03D123D843D95BDA73D1B3C333D423DA33DA43D3D3C753DAE3C83BD253DC23CC13D713C903D763DC5BD74BD8CBDF1BDFEBDF13DC8BDA5BDDEBD1F3B92BD16BBAA3DD83C2C3D933D9E3CF33DF3BD3B3DBC3DADBDA4BD68BDCABDEB3DDB3DFE3D66BDE9BD55BDCCBD0C3B693DA73D953D91BD63BCB83DB93C13BD343C743DFB3DE1BDB43CD23CA1BC09BD1ABD8A3DDB3D00BD60BA2EBD563D323AA5BD313DEB3DE8BDA83D193CC7BD8C3BC93C8DBDCBBB653DBABDFCBDDEBDB33DF3BDD73DB4BC57BD973D18BC8E3DD6BC8A3D77BD8DBDB53C8BBD9CBD613B2FBDD73DEDBDD3BD9FBD8DBD983DE93DE13DDBBD71BCA1BD153DD33C33BD58BDA63BE53D9ABC4EBCD13D35BAF93C873DDDBD9DBCC9BD30BDCABCA33D963C223C93BC70BD34BD8ABDF0BD71BDAB3DEA3D793DC83DBF3DCABD143D97BDF5BDC2BC14BDB83D923D203DE03D073D80BB11BD2FBDB43CCD3D203D513DEE3D883D9D3DE93C383C0F3CC33C893DB73DDA3D853CD8BD13BDB43C483DC03D49BD2B3DE2BD90BDE93D95BDCFBDF73C053DE73DDABDAABD38BD1E3CB6BD5B3D293D763D213D71BDA3BD9E3C85BD9CBDB03D5C3CAF3C83BDB9BD4BBD843DB83C883DD3BCFFBD27BDBE3B1E3D84BDDCBD633D90BDDEBDC03D9B3DF3BDD43CD3BB88BD6F3DE63D223CF2BCD83DA93D5DBDB9BDF83DDBBD63BD81BDBABCE13DF4BDD63D8B3D9CBDCF3C943C91BDE63DDB3D5ABDE6BC7D3DD73C1BBC04BDF8BD08BD97BD2A3DBBBDC53DDBBD593D51BD8ABD953A943C83BDDBBB8D3DA53BCE3DED3DF93D62BD1BBD49BD6DBDBF3DD83DBF3DB8BC9EBCF03DC0BD913DFB3D4ABDB4BDB0BCD8BCDEBDABBD453D80BCF13C553C84BDC63DE83D43BA263D03BDA13DF13DE0BD7ABDA9BC62BD263DE63D7DBDE23C6FBDFEBD9FBC843DD9BC3BBDCF3D063DD1BD6F3C4F3CE43DADBCD13D6F3D923D6D3DFFBDCFBD91BDA6BD423D16BD86BDD8BDF83DE63D19BDE4BD63BD463C28BD6BBD27BDBC3C5E3DC03C30BB8E3DB0BD98BCD0BD32BCFC3C623DD9BDD73D5B3DBCBB0ABC8BBD0E39493D5BBD383D623D9BBD263C03BA763D883D523DFD3CD43D063DEE3DC5BDF03D9BBDABBD45BDCEBDD4BDD23B563D43BD7FBC833C063DB1BDE13D2BBCB63DA7BD81BD63BB83BC5ABDD2BDC53DE7BDB43DE5BD813D2E3DE6BDA3BBA23D913DA83DF9BD883DE93A06BDE63C88BDEDBD95BD46BDB2BD9CBDCE3C903DBD3DCBBDFEBB22BDCBBD85BD27BC923D793D06BD6A3D6B3D58BD9BBD143C1B3DD8BA563D3F3D96BD9E3DC83CE7BDCB3D573CAABDE8BD453D6ABD9F3D9D3C1DBD403D2EBDBF3DDCBDB3BDD73DB1BDE63DEDBDC5BD343A6F3DABBDFA3CDEBCA4BDFB3DBC3D133D9BBDD83DC53D5A3D37BD573CF4BDFF3DB63D403D853DDBBDF0BB80BCD73D423BAABD87BC86BDC1BD4C3DA23DE33DDA3D8DBD8BBDD83CE8BD8DBBC33DFF3D1FBDE03DD83D593D633D823D8E3DB73C25BB4CBC2BBD85BD1A3D13BC6F3DB8BDCDBDC1BDDEBC92BD633DAD3CECBDD03D90BD17BC163DC4BDFFBD883D683DDB3CDEBD93BDA33D36BD9A3D56BDBDBD983C673D533C6E3D523D943D813DE03DF4BDEF3DDFBDA5BD363B88BDE2BD8E3D99BC093D383DAB3D8EBC06BC2EBDD8BD053CA9BA203DE6BD4FBCCABD783D6E3D8EBDA23C453B93BD0D3A65BD8E3C81BDC3BD7A3DD5BC68BDAD3D27BD613D97BDB1BDE0BD33BD38BDFDBC29BD34BCF73DDBBDC9BD9DBDDC3D183CF13DFB3C88BD513CD53D89BBC53D5A3DCEBDDF3D92BD81BD7F3D473DCF3CFBBDA33D053A863D87BCB13D4ABA933DC43DA4BD813C703D9D3D58BD44BDDD3D293C573CCE3BCD3C8F3BCB3DDA3D54BDA73D013D6FBCBF3D4BBAD83C1BBD463D783C52BC65BDFB3D4F3D19BBC03DAF3C92BA8DBDBCBD9DBDCABCABBDB9BDD7BD31BDE83CE1BD6DBDA33DC03DEF3D84BC2E3D773CE13D023DC03D733D0BBD9F3D343D74BD603DCE3CDFBCD5BD9BBDAA3C763DACBD973C823DE33D7BBDE93DE7BD81BD1DBD1EBD91BDCB3C8B3D95BBEDBDF2BB69BD4A3D2E3DC8BDA73DD53DF73D1DBDF6BD5C3DF63DDDBDAABD36BD403DD23DB83D5DBD8D3D35BDE0BD943DA7BD09BD923D95BDF83CF0BD973DE6BD31BCBBBDC5B95B3D223D723D72BD59BDDDBD8B3C943DAFBD133DF33CD0BDE93D143DB53D6C3D96BCA7BDB0BCDD3C253D57BD163D2BBCA63DF8BDDDBCBEBC173D53BD503D4C3C4ABC143D103DC3BDF6BCADBC653AF5BD43BB23BDD1BD493DFDBD893DB8BD7739D9BD5EBD7E3DBA3DE2BD033D2E3DE03DCC3DF6BDA73D833D6C3D15BD0D3A793DD3BD953D38BD713DFBBDB2BD4D3CA5BDE7BD80BD5C3DF23DD83D43BCB63DC2BD97BD89BD0B3BF83DF9BD593D3DBB9ABBCE3D8A3D88BDB7BDDC3DA1BC7A3C303DA7BCBB3CCE3B933DA83DC7BDCABDD53D54BD0CBDAFBCF3BD2DBD65BD273D853C253D43BBF2BDEABD4DBD54BDF43DCDBCFB3D9BBCC0BC723D703B943DF8BDDC3D9ABC5A3DB2BC173D173D2F3D84BCD2BDBD3D98BD1ABC54BDED3D973DA9BD55BD903D603DE73DA83D0B3DE63D72BDB83B42BD363DC83DBEBD8A3D3CBC65BC043D8A3D8CBC983D6ABDEFBD83BDEDBDD73DD03D28BD80BCFBBC45BDF9BDBABD8BBDC63CC53D92BD583CBABA5DBD7CBCE13D553D433D87BDDDBDE8BDB03DC4BCC03B523DCB3DB43DBC3DEEBDE03D003EA03D87BDE6BDBABDD3BBCEBB83BDF8BDC43DFBBD963DB33D50BDCA3D7ABD0B3C5BBDA6BD2BBCF43C5B3D9ABB0EBD8CBDB43DD23D0B3DFC3D943DC03DC3BD483DE23DE9BDCC3BD4BBDD3DAABDC9BB11BDD33A8A3D73BDACBDD93D573C47BDD13DA23C633DDD3DE13C003D343BD1BDCCBB003E7DBD7DBAD7BDF03DCA3DD6BDF3BDA6BD24BD0BB99A3DA53BCDBC243D9CBDB5BDB03D45BDFF3DF83DBABD8F3DF23CFA3D943DDE3DA5BC533AF8BD853C18BD65BD93BD0C3DD73D813B353D3DBD0EBDCA3C1DBDC8BCA23DB8BDFB3D6F3DFEBDF6BDD8BCF1BD5E3DAB3DB0BDED3DD1BD4CBDFA3DD83BFE3D1CBD843DE1BDC2BD9DBD57BA28BC513DF33DD43CCCBD2C3D71BDD9BDD13D8A3D79BD9DBD4EBDFA3C92BD40BDB73B12BC9A3DF33DFABD42BDAE3DD13D8FBD12BDDDBD23BCA1BD22BDCD3CCC3DB33D63BDBF3D17BC0CBD703DF33977BD80BD19BD59BD783CA03C933D433D82BAC0BDB03DD9BDE83D813D573CCD3C55BD43BDF6BD093C1ABDACBD84BC343D443DE8BCC13DF5BCF13D933BC43CC63DA73DD73D97BDA93D723DE33D873DCF3DCEBCCCBD393DCE3D6F3D7E3CE33D5B3D1A3C4C3DCABDB1BD4D3DAABC863D51BDB73D113DFC3DEABDB33D843DB2BCC83DFD3B953DDFBDB23C68BDC83DF13DA4BDBE3DAF3D4DBD32BD893CEDBDE03D91BC51BD963D263DEFBDBB3DF0BDB73D45BD9E3B6C3D90BC823D823DF4BD873D88B7703CB43DB1BDCB3C793D8FBCB53CA53C41BBA83C87BDDA3D62BDE7BDDB3D2ABC833CB73D53BDB33B743DAB3D803D3FBD39BBB3BD773D9FBD603D843DB3BCBA3D98BD8E3D88BD8BBDD03D003EA7BDFCBDD0BD2A3DAABD61BDEC3D74BD353D69BDC33DF23DB7BDA4BD6B3CAE3DEA3DD6BD303DF6BD4E3DE03DD83DACBDE93DDD3D233D6BBC463DFF3DB33D87BCE3BD93BD90BCD2BC2CBDBE3DAABB40BDC0BD703DE3BD73BDD73D60BD93BDDF3DCB3DF33C7DBDC33CFB3C92BDE43DAA3D1BBBBC3D2BBCE3BDB5BDB0BDA73D54BDCABD6F3D60BD62BD28BC393D8F3D25BCC33D53B82BBDB63CDB3D89BD523D3BBD7A3DE23D77BD9F3D323D14BD78BD95BD1BBD41BDFEBDFD3DD8BDF63D09BD6F3D893DE03DDC39F93C6E3DB9BD903DA53D8EBD1F3DDDBDA4BD2CBD56BD8DBDEBBDD43D9B3DCF3CBFBCBBBD8FBD42BD2FBDC53DA7BD6DBD953C323CFBBCDF3D92BCD8BDED3B51BC983DA83D13BD913DAABA0ABCBC3D8CBD1D3D8ABDFF3D443DB23CB43D803D943D0ABCACBDE2BDD43D08BCA6BB5F3DFEBDE4BD47BD8F3D253D8DBC43BD6ABDBBBC8DBBC93CB53D383C9DBD91BCCB3DC23DB33C57BC6EBBAFBDD1BD633AE8BDFEBB8BBCBCBDC33D4A3D513C523CB13DDABD133DA8BD19BDBBBD02BB683D9A3C75BDC7BD64BD0F3DF13BC2BDBBBD913D0D3D44BD323D06BD9A3D0FBDBFBD833CBD3DCBBD483DBDBDDABD74BC953D9BBC063C943CE33D983DE23D453D5F3C9E3D7FBDD6BDC83B3ABDDA3B33BB633D833DC13D92BD5CBD6F3CD8BDF6BDA13CB03DD2BD3CBB97BDB6BDD63DC73DD63DEE3DC33D20BD91BDC93D7A3CA1BDAD3DB83D8B3CF63C8DBD533D753CD5BD38BD933DEA3D03BC8B3D223D363CD23DFEBD9BBB3C3DD73DD23D8F3DDA3C27BDDC3DD23C6E3D3FBC1F3D3EBD97BDC0BDC8BB86BDD7BDE5BDF23DACBCF5BD93BD2CBC173A8F3D893D6C3D743C933DFDBD98BD94BD153DA43D2E3D5EBDCF3D21BDD8BD78BBE83C153CD43C1F3D0BBDF93DAC3DD33DAF3D8FBB8FBDA4BD97BD81BDD33C8F3C933D893D953D973DD9BDBF3D66BDB23DE7390DBDFC3DB43DEF3D1A3D0D3BFF3DE63DFC3DEE3C12BD943D65BCABBD853DB63D9639CD3DD7BDAB3D52BB45BCCA3D873DE2BCB1BCF43DC4BD5BBDF73DB0BDAD3D043D96BDD3BD373B713D45BCA43D2D3CA3BCDABDD1BBFEBD143DFF3DFA3D36BDCA3CB7BD553DC03CE7BD5B3C3DBC763AA6BD69BBAD3D9CBDBBBD983DB73C853CBE3B373D4E3C783D47BD523D4F3D873D0F3D46BDFA3D0BBD243C96BD84BDEBBDEC3DE93D873D633DADBD453C143DB0BD803DBE3D0BBDA6BC4BB89E3BB53D90BD47BC983DD8BDE33DBA3D7B3D4A3DB2BDD9BDD7BDFD3DA2BBA73C2C3C85BC85BD1C3CEEBD07BDA3BD78BDE7BD323D87BD25BD0CBDFFBDDF3DC0BC913DCD3BEDBD8FBCFEBCC7BDC5BABE3DE53D523D833DAA3DD83D503DD3BDBBBCE23D6C3D523DFBBC7D3DFBBDDA3C823D233C0FBDE23DD9BDB1BCF5BDC33C843DBDBDF33DFD3DC63DE43D21BDC93D873D77BD47BD81BD4EBD70BDA0BD123DAB3D963DA53DDFBC91BD9BBD1B3D153C8D3DE4BD273DDBBD233DA2BC483DB2BDEABD3A3D7DBB743D783D563CB73D49BDFF3D1EBCB4BDC33CFF3DE1BD903D4DBD8E3B183C7EBDF13DC83C793CFBBC89BD54BD903D18BDD8BD07BD053D2F3DB7BD82BDD1BDACBDE7BC8A3D82BD9CBCC4BCDBBD373DF6BDEBBDDB3DCFBD4BBDCEBCBB3D9C3DA4BC533C843D2FBCDBBDD73DA2BDB93D393DD6BD89BCEDBC92BDB93B7C3DEEBDFE3D803DCFBD89BCEC3D5FBDA23D87BDAABD78BDC73B453C03B9F8BCB0BCB93CC3BDE13DD4BC99BC7C3D22BC093DD33D3F3DC13D983DD7BD333DFD3D893D9F3DE2BD9C3D9BBD81BDEA3D7ABCC73CB9BDD9BDB43DAE3D10BDA83D5A3D6C3D4FBDEC3DDF3CA2BDC43D36BD3CBDEEBC8EBD983C8CBDB33DDDBDC8BD8F3D8DBD833D713B813DBB3C03BD6CBDE3BDF2BD41BDC6BD15BCBDBC123D15BD683D96BC8C3D58BDA2BD97BD77BCCFBCD03D5BBDAFBD4FBC58BD733C8E3DF63DD0BCAEBD4EBDA63D7DBDDA3DA93C513D2EBCD5BD943D333DEDBDDEBD553DC23D9B3DA5BDD1BDE3BCD5BD56BDC8BDB43D463D16BD88BBB33BF9BDAABD84BD3CBDE6BDF53D613D3ABACA3A8F3D19BDE1BD97BD893D683D0D3DACBDFA3CE9BD74BD993D97BCA0BDD73D233D103D4F3C0ABD633D59BDF3BD4B3DD5B9863D293DEBBDF63DB0BA1A3DBCBD80BD1E3DFF3DAABD69BDB7BD8DBD8D3BF33DADBD52BDF63CBEBA893DF5BD5A3D643CFCBD7EBDF83CE1BD973CBA3DCB3DDF3BD03DA6BCB0BDAF3DD7BD66BDFDBC2DBCDDBDE9BDD43C9BBDD43DF53D093DD6BB34BD4B3D493D85BD8DBD70BCBCBA86BDAE3C293C583DDC3C963D65BD8ABDEDBD993D453DC6BD1FBDFE3D813DCE3D45BCF03CEB3D9DBDB7BCD0BD09BCD33D41BDA43DF3BD8F3D6C3CFA3DB93D963D933CB73CB6BD843D3F3CF83DD73D6ABC853DFF3DFDBD803CD5BD91BCF53D80BD5B3C923D3EBDF83C3A3C79BD70BD59BD97BD85BDF5BBE2BD123DF33DB0BC67BD6D3DFFBD12BDA43D8ABDB8BDFFBDF8BCCEBD8DBD6EBCF23D0FBDCC3DCC3D59BB43BCDA3D763D74BDF73DD13DCDBCB13DF6BD30BDD93DA6BD91BCDC3AD2BD163D443D113DA43CFE3DB6BD173D783DF0BD8DBD8FBC78BDA7BDC3BDEF3DB93D783DC0BD92BD773D8EBDC4BD1A3CF53DE0BCBBBDBCBDC03DCEBD7EBD81BA953DE83DE73D143D953DA03DFF3D70BD003EAB3DD1BC853C3C3C5B3DE23D36BDB0BD3C3CDB3DB23DAC3DBA3D9BBD0FBD8C3DA63DA03D8EBCBE3C4DBDE73CB5BD353D9ABB00BECABDD1BD81BDF2BDB4BDE9BD48BDF03CC33D91BDDFBDA23DAC3DEE3DAE3DD03DDA3DB83DE1BD6CBD68BC9BBC6A3DEDBDDCBCA0BDAFBD89BAB3BD3D3DC73D4C3C5ABDF73DC5BD933D153BEDBC98BD833DD03D30BDC1BDDFBDFB3DA8BDFC3C63BD153D09BD36BDE7BD87BDC3BDDB3DAB3D63BDEABDED3CCD3D053C673D0EBCD0BB89BDDC3DF23DDCBDCFBD973DE0BD773D013D92BDAEBCCB3DEFBDF8BDA83CE63D953DA1BDDB3DAABD653D1D3DDC3D153D243C7BBDA53D68BD0D3D7EBD0C3D45BDF3BDE13C93BDCE3D8CBD5CBD93BD973DE43DCFBBBF3BA9BDA5BDADBD50BBDCBD973CAB3CEC3D59BD6C3D82BD9B3DA8BDB83D113D363DF13D873DAEBD173C8CBC03BCDD3D5C3DF73D393DEE3D883C6CBCB63D893DE3BD163C873C8DBD81BD85BB34BD8D3D66BD12BD53BDDA3CD1BDD23B2ABC07BCC93DC63CE1BDDC3C0CBCFF3DBB3DBD3C65BBAEBD34BD903D323BB03D393DBDBBF33DD2BCA6BD7E3D843D4E3DCF3CB0BDF13C483DC1BDF13B83BDB93D87BDB33D963D293CCB3DECBDB93D483C9C3DEDBD4CBD453D5D3CFABD613D283C1BBDB0BBE4BB1F3DCABC51BC97BBC43C303D303DB7BBCDBBB73CFCBDDE3D4E3C8CBDC4BDA8BD8BBC893D20BC1BBDF2BD9ABD9BBDBB3D153D87BD97BCD5BCDC3DCDBDD5BD9DBD2E3DFA3DD83DFDBD4EBD9FBD213CCCBC3FBBD2BDA8BD803D473C21BC14BDF63C1EBDC33C7EBD03BDE6BD193CDABC40BD5F3D953D7BBD5EBB623D47BDC63CF9BD5E3DFCBDD73CBF3BA8BDBA3DE8BD983D853DFC3D05BD91BD0F3D83BDA53CFABDC63D43BDE0BDCEBDF2BDE4BD1EBDF8BD18BCD7BD83BDCDBCFD3D673CA2BCFA3D963DC43CCFBD78BDA03C8ABCD73CBFBD293DFE3DD5BC593DD13DA83DB1BD413DC3BC4D3DC73C8C3D1EBCD5BDDABDB7BDDEBB08BC95BD1EBDBF3C66BDF23D243C973D4ABD203DA7BD603DB43D843C59BDFEBDADBDF9BD1C3DFBBCEE3D673DE1BDCC3D8FBBDA3DF13DCBBDE5BDBD3B003E283D943DC0BB533DD03D303DE2BDB7BDA73D5E3DE8BDB63DAA3D4FBD813C403D16BBACBDF73DF33B273C573DB1BCE8BDD53BA03D223DE23DD4BBD6BD803D8E3DA3BDAD3D923D03BDEE3CBB3D83BDDC3C043DA83D91BC7BBDA33D57BD04BC653CB33DA73DA0BDF03C9F3C033D49BDE2BCE3BD4CBCC3BDCF3D593DDBBB5F3D61BDE4BD463D03BC6F3D17BD073DAD3D8B3DD3BDDBBCB73C443DB7BC6EBDCFBDF9BC5B3DE6BC2C3DF13D5A3DDDBDA33D5C3DAB3CE5BCDD3D4ABC08BD62BCDBBD30BDFF3DBF3DE43D37BD70BD863DFD3C09BD0B3D3DBDE73DA03A8C3DD83CDB3D163D7DBBCDBDEBBCD2BD31BDDABDB43A00BDB5BDE4BD423D68BD1B3DA0BDD53BAF3C913CE93DBABD7DBDF1BDD33BE5BD47BDB6BD1A3DCA3DBA3DF73CA8BDEA3DAC3DE93DC03D013DADBD07BDCC3DB8BC3E3CBC3B9FBDAF3DFCBB78BDD93DA23DC9BD8A3B93BD003E573CB93DC9BD81BDD7BD873C803D913DA23D7CBD08BDFE3D273DEBBD0DBDE63CC6BDDA3D243DCD3BE9BDC1BBB33BC13DF0BDCD3D803BA7BBD83D55BDCEBD873B4E3CE43D943D22BD84BC943D653B573DCABDD8BDE7BDF7BC433D48BDF4BB813DC7BD583C3A3CA53CC1BDBE3D1ABDC23D6CBD92BDF0BDD8BDE33CFABDF83D873C8DBC89BCA43DF5BDCCBD923CAB3D97BDCBBDC53CFBBDAF3DE4BD0C3D9DBDF93D14BC263DA1BC9E3C633D5FBDABBDE6BD9F3DA8BD",
      torch_tensor_8_torch.float32: "0x040000000000803F8718363EE386013D9C44B83B6F12833A53773A39B2A20438C1B0BC36"
    }
  }
#-}
