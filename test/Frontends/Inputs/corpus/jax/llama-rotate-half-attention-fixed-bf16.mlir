#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
module {
  func.func @main(%arg0: tensor<64x32xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<64x64xbf16>, %arg3: tensor<64x32xbf16>, %arg4: tensor<1x8x64xbf16>) -> tensor<1x8x64xbf16> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -3.389530e+38 : bf16
    %cst_1 = arith.constant 4.000000e+00 : bf16
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 0.000000e+00 : f32
    %cst_6 = arith.constant 2.000000e+00 : f32
    %cst_7 = arith.constant 0.000000e+00 : bf16
    %0 = tensor.empty() : tensor<8xi32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi32>) {
    ^bb0(%out: i32):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i32
      linalg.yield %124 : i32
    } -> tensor<8xi32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2]] : tensor<1x8x64xbf16> into tensor<8x64xbf16>
    %2 = tensor.empty() : tensor<8x64xbf16>
    %3 = linalg.fill ins(%cst_7 : bf16) outs(%2 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %4 = linalg.matmul ins(%collapsed, %arg2 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%3 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xbf16> into tensor<1x8x4x16xbf16>
    %5 = tensor.empty() : tensor<8x32xbf16>
    %6 = linalg.fill ins(%cst_7 : bf16) outs(%5 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %7 = linalg.matmul ins(%collapsed, %arg0 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%6 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %expanded_8 = tensor.expand_shape %7 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %8 = tensor.empty() : tensor<8x32xbf16>
    %9 = linalg.fill ins(%cst_7 : bf16) outs(%8 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %10 = linalg.matmul ins(%collapsed, %arg3 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%9 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %expanded_9 = tensor.expand_shape %10 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %11 = tensor.empty() : tensor<8xf32>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%11 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i32
      %125 = arith.sitofp %124 : i32 to f32
      linalg.yield %125 : f32
    } -> tensor<8xf32>
    %13 = tensor.empty() : tensor<8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%12 : tensor<8xf32>) outs(%13 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.mulf %in, %cst_6 : f32
      linalg.yield %123 : f32
    } -> tensor<8xf32>
    %15 = tensor.empty() : tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<8xf32>) outs(%15 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %cst_5 : f32
      linalg.yield %123 : f32
    } -> tensor<8xf32>
    %17 = tensor.empty() : tensor<8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<8xf32>) outs(%17 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_4 : f32
      linalg.yield %123 : f32
    } -> tensor<8xf32>
    %19 = tensor.empty() : tensor<8xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.powf %cst_3, %in : f32
      linalg.yield %123 : f32
    } -> tensor<8xf32>
    %21 = tensor.empty() : tensor<8xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%20 : tensor<8xf32>) outs(%21 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %cst_2, %in : f32
      linalg.yield %123 : f32
    } -> tensor<8xf32>
    %23 = tensor.empty() : tensor<8xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %123 = arith.sitofp %in : i32 to f32
      linalg.yield %123 : f32
    } -> tensor<8xf32>
    %25 = tensor.empty() : tensor<1x8xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8xf32>) outs(%25 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8xf32>
    %expanded_10 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %27 = tensor.empty() : tensor<1x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x8x1xf32>) outs(%27 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %29 = tensor.empty() : tensor<1x8x8xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8xf32>) outs(%29 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %31 = tensor.empty() : tensor<1x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %30 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%31 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %123 = arith.mulf %in, %in_29 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x8xf32>
    %33 = tensor.empty() : tensor<1x8x16xf32>
    %inserted_slice = tensor.insert_slice %32 into %33[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %inserted_slice_11 = tensor.insert_slice %32 into %inserted_slice[0, 0, 8] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %34 = tensor.empty() : tensor<1x8x16xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_11 : tensor<1x8x16xf32>) outs(%34 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.cos %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %36 = tensor.empty() : tensor<1x8x16xbf16>
    %37 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x16xf32>) outs(%36 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x16xbf16>
    %38 = tensor.empty() : tensor<1x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_11 : tensor<1x8x16xf32>) outs(%38 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.sin %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x16xf32>
    %40 = tensor.empty() : tensor<1x8x16xbf16>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x8x16xf32>) outs(%40 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x16xbf16>
    %42 = tensor.empty() : tensor<1x8x4x16xbf16>
    %43 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x16xbf16>) outs(%42 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x4x16xbf16>
    %44 = tensor.empty() : tensor<1x8x4x16xbf16>
    %45 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %43 : tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>) outs(%44 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_29 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x4x16xbf16>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %extracted_slice_12 = tensor.extract_slice %expanded[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %46 = tensor.empty() : tensor<1x8x4x8xbf16>
    %47 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12 : tensor<1x8x4x8xbf16>) outs(%46 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %123 = arith.negf %in : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x4x8xbf16>
    %48 = tensor.empty() : tensor<1x8x4x16xbf16>
    %inserted_slice_13 = tensor.insert_slice %47 into %48[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xbf16> into tensor<1x8x4x16xbf16>
    %inserted_slice_14 = tensor.insert_slice %extracted_slice into %inserted_slice_13[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xbf16> into tensor<1x8x4x16xbf16>
    %49 = tensor.empty() : tensor<1x8x4x16xbf16>
    %50 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x8x16xbf16>) outs(%49 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x4x16xbf16>
    %51 = tensor.empty() : tensor<1x8x4x16xbf16>
    %52 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_14, %50 : tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>) outs(%51 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_29 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x4x16xbf16>
    %53 = tensor.empty() : tensor<1x8x4x16xbf16>
    %54 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %52 : tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>) outs(%53 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %123 = arith.addf %in, %in_29 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x4x16xbf16>
    %55 = tensor.empty() : tensor<1x8x2x16xbf16>
    %56 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x16xbf16>) outs(%55 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x16xbf16>
    %57 = tensor.empty() : tensor<1x8x2x16xbf16>
    %58 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8, %56 : tensor<1x8x2x16xbf16>, tensor<1x8x2x16xbf16>) outs(%57 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_29 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x2x16xbf16>
    %extracted_slice_15 = tensor.extract_slice %expanded_8[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xbf16> to tensor<1x8x2x8xbf16>
    %extracted_slice_16 = tensor.extract_slice %expanded_8[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xbf16> to tensor<1x8x2x8xbf16>
    %59 = tensor.empty() : tensor<1x8x2x8xbf16>
    %60 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16 : tensor<1x8x2x8xbf16>) outs(%59 : tensor<1x8x2x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %123 = arith.negf %in : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x2x8xbf16>
    %61 = tensor.empty() : tensor<1x8x2x16xbf16>
    %inserted_slice_17 = tensor.insert_slice %60 into %61[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xbf16> into tensor<1x8x2x16xbf16>
    %inserted_slice_18 = tensor.insert_slice %extracted_slice_15 into %inserted_slice_17[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xbf16> into tensor<1x8x2x16xbf16>
    %62 = tensor.empty() : tensor<1x8x2x16xbf16>
    %63 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x8x16xbf16>) outs(%62 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x16xbf16>
    %64 = tensor.empty() : tensor<1x8x2x16xbf16>
    %65 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_18, %63 : tensor<1x8x2x16xbf16>, tensor<1x8x2x16xbf16>) outs(%64 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %123 = arith.mulf %in, %in_29 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x2x16xbf16>
    %66 = tensor.empty() : tensor<1x8x2x16xbf16>
    %67 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %65 : tensor<1x8x2x16xbf16>, tensor<1x8x2x16xbf16>) outs(%66 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %123 = arith.addf %in, %in_29 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x8x2x16xbf16>
    %68 = tensor.empty() : tensor<1x8x2x2x16xbf16>
    %69 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x8x2x16xbf16>) outs(%68 : tensor<1x8x2x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x2x16xbf16>
    %collapsed_19 = tensor.collapse_shape %69 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xbf16> into tensor<1x8x4x16xbf16>
    %70 = tensor.empty() : tensor<1x8x2x2x16xbf16>
    %71 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x8x2x16xbf16>) outs(%70 : tensor<1x8x2x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x2x16xbf16>
    %collapsed_20 = tensor.collapse_shape %71 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xbf16> into tensor<1x8x4x16xbf16>
    %72 = tensor.empty() : tensor<1x4x8x16xbf16>
    %73 = linalg.generic {indexing_maps = [#map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x8x4x16xbf16>) outs(%72 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x8x16xbf16>
    %74 = tensor.empty() : tensor<1x4x16x8xbf16>
    %75 = linalg.generic {indexing_maps = [#map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_19 : tensor<1x8x4x16xbf16>) outs(%74 : tensor<1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x16x8xbf16>
    %collapsed_21 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<1x4x8x16xbf16> into tensor<4x8x16xbf16>
    %collapsed_22 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %76 = tensor.empty() : tensor<4x8x8xbf16>
    %77 = linalg.fill ins(%cst_7 : bf16) outs(%76 : tensor<4x8x8xbf16>) -> tensor<4x8x8xbf16>
    %78 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x8x16xbf16>, tensor<4x16x8xbf16>) outs(%77 : tensor<4x8x8xbf16>) -> tensor<4x8x8xbf16>
    %expanded_23 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %79 = tensor.empty() : tensor<1x4x8x8xbf16>
    %80 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x4x8x8xbf16>) outs(%79 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %123 = arith.divf %in, %cst_1 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x8xbf16>
    %81 = tensor.empty() : tensor<8x8xi32>
    %82 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%81 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i32
      linalg.yield %124 : i32
    } -> tensor<8x8xi32>
    %83 = tensor.empty() : tensor<8x8xi32>
    %84 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%83 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %123 = linalg.index 1 : index
      %124 = arith.index_cast %123 : index to i32
      linalg.yield %124 : i32
    } -> tensor<8x8xi32>
    %85 = tensor.empty() : tensor<8x8xi1>
    %86 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%82, %84 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%85 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_29: i32, %out: i1):
      %123 = arith.cmpi sge, %in, %in_29 : i32
      linalg.yield %123 : i1
    } -> tensor<8x8xi1>
    %87 = tensor.empty() : tensor<1x4x8x8xi1>
    %88 = linalg.generic {indexing_maps = [#map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<8x8xi1>) outs(%87 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x4x8x8xi1>
    %89 = tensor.empty() : tensor<1x4x8x8xbf16>
    %90 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %80 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xbf16>) outs(%89 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: i1, %in_29: bf16, %out: bf16):
      %123 = arith.select %in, %in_29, %cst_0 : bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x8xbf16>
    %91 = tensor.empty() : tensor<1x4x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<1x4x8x8xbf16>) outs(%91 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %123 = arith.extf %in : bf16 to f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %93 = tensor.empty() : tensor<1x4x8xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %95 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<1x4x8x8xf32>) outs(%94 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.maximumf %out, %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8xf32>
    %96 = tensor.empty() : tensor<1x4x8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x4x8xf32>) outs(%96 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %98 = tensor.empty() : tensor<1x4x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %97 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%98 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %123 = arith.subf %in, %in_29 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %100 = tensor.empty() : tensor<1x4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x4x8x8xf32>) outs(%100 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.exp %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %102 = tensor.empty() : tensor<1x4x8xf32>
    %103 = linalg.fill ins(%cst_5 : f32) outs(%102 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %104 = linalg.generic {indexing_maps = [#map7, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<1x4x8x8xf32>) outs(%103 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %out, %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8xf32>
    %105 = tensor.empty() : tensor<1x4x8x8xf32>
    %106 = linalg.generic {indexing_maps = [#map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x4x8xf32>) outs(%105 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %107 = tensor.empty() : tensor<1x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %106 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%107 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %123 = arith.divf %in, %in_29 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x8x8xf32>
    %109 = tensor.empty() : tensor<1x4x8x8xbf16>
    %110 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x4x8x8xf32>) outs(%109 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %123 = arith.truncf %in : f32 to bf16
      linalg.yield %123 : bf16
    } -> tensor<1x4x8x8xbf16>
    %111 = tensor.empty() : tensor<1x4x16x8xbf16>
    %112 = linalg.generic {indexing_maps = [#map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_20 : tensor<1x8x4x16xbf16>) outs(%111 : tensor<1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x16x8xbf16>
    %113 = tensor.empty() : tensor<1x4x8x8xbf16>
    %114 = linalg.generic {indexing_maps = [#map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x4x8x8xbf16>) outs(%113 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x8x8xbf16>
    %collapsed_24 = tensor.collapse_shape %112 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %collapsed_25 = tensor.collapse_shape %114 [[0, 1], [2], [3]] : tensor<1x4x8x8xbf16> into tensor<4x8x8xbf16>
    %115 = tensor.empty() : tensor<4x16x8xbf16>
    %116 = linalg.fill ins(%cst_7 : bf16) outs(%115 : tensor<4x16x8xbf16>) -> tensor<4x16x8xbf16>
    %117 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x16x8xbf16>, tensor<4x8x8xbf16>) outs(%116 : tensor<4x16x8xbf16>) -> tensor<4x16x8xbf16>
    %expanded_26 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xbf16> into tensor<1x4x16x8xbf16>
    %118 = tensor.empty() : tensor<1x8x4x16xbf16>
    %119 = linalg.generic {indexing_maps = [#map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x4x16x8xbf16>) outs(%118 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x4x16xbf16>
    %collapsed_27 = tensor.collapse_shape %119 [[0, 1], [2, 3]] : tensor<1x8x4x16xbf16> into tensor<8x64xbf16>
    %120 = tensor.empty() : tensor<8x64xbf16>
    %121 = linalg.fill ins(%cst_7 : bf16) outs(%120 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %122 = linalg.matmul ins(%collapsed_27, %arg1 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%121 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %expanded_28 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xbf16> into tensor<1x8x64xbf16>
    return %expanded_28 : tensor<1x8x64xbf16>
  }
}
