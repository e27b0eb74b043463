#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
module {
  func.func @main(%arg0: tensor<64x32xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<1x8x64xf32>, %arg5: tensor<1x8xi32>) -> tensor<1x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 4.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 2.000000e+00 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %0 = tensor.empty() : tensor<8x64xf32>
    %1 = linalg.fill ins(%cst_6 : f32) outs(%0 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %2 = linalg.matmul ins(%collapsed, %arg2 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded = tensor.expand_shape %2 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %3 = tensor.empty() : tensor<8x32xf32>
    %4 = linalg.fill ins(%cst_6 : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = linalg.matmul ins(%collapsed, %arg0 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_7 = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %6 = tensor.empty() : tensor<8x32xf32>
    %7 = linalg.fill ins(%cst_6 : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.matmul ins(%collapsed, %arg3 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_8 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %9 = tensor.empty() : tensor<8xf32>
    %10 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%9 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %113 = linalg.index 0 : index
      %114 = arith.index_cast %113 : index to i32
      %115 = arith.sitofp %114 : i32 to f32
      linalg.yield %115 : f32
    } -> tensor<8xf32>
    %11 = tensor.empty() : tensor<8xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%10 : tensor<8xf32>) outs(%11 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.mulf %in, %cst_5 : f32
      linalg.yield %113 : f32
    } -> tensor<8xf32>
    %13 = tensor.empty() : tensor<8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%12 : tensor<8xf32>) outs(%13 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.addf %in, %cst_6 : f32
      linalg.yield %113 : f32
    } -> tensor<8xf32>
    %15 = tensor.empty() : tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<8xf32>) outs(%15 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.divf %in, %cst_4 : f32
      linalg.yield %113 : f32
    } -> tensor<8xf32>
    %17 = tensor.empty() : tensor<8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<8xf32>) outs(%17 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.powf %cst_3, %in : f32
      linalg.yield %113 : f32
    } -> tensor<8xf32>
    %19 = tensor.empty() : tensor<8xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.divf %cst_2, %in : f32
      linalg.yield %113 : f32
    } -> tensor<8xf32>
    %21 = tensor.empty() : tensor<1x8xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<1x8xi32>) outs(%21 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %113 = arith.sitofp %in : i32 to f32
      linalg.yield %113 : f32
    } -> tensor<1x8xf32>
    %expanded_9 = tensor.expand_shape %22 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %23 = tensor.empty() : tensor<1x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x8x1xf32>) outs(%23 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %25 = tensor.empty() : tensor<1x8x8xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<8xf32>) outs(%25 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %27 = tensor.empty() : tensor<1x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %26 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%27 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.mulf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x8xf32>
    %29 = tensor.empty() : tensor<1x8x16xf32>
    %inserted_slice = tensor.insert_slice %28 into %29[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %inserted_slice_10 = tensor.insert_slice %28 into %inserted_slice[0, 0, 8] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %30 = tensor.empty() : tensor<1x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_10 : tensor<1x8x16xf32>) outs(%30 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.cos %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x16xf32>
    %32 = tensor.empty() : tensor<1x8x16xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_10 : tensor<1x8x16xf32>) outs(%32 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.sin %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x16xf32>
    %34 = tensor.empty() : tensor<1x8x4x16xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x16xf32>) outs(%34 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %36 = tensor.empty() : tensor<1x8x4x16xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %35 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%36 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.mulf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x4x16xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %38 = tensor.empty() : tensor<1x8x4x8xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_11 : tensor<1x8x4x8xf32>) outs(%38 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.negf %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x4x8xf32>
    %40 = tensor.empty() : tensor<1x8x4x16xf32>
    %inserted_slice_12 = tensor.insert_slice %39 into %40[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %inserted_slice_13 = tensor.insert_slice %extracted_slice into %inserted_slice_12[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %41 = tensor.empty() : tensor<1x8x4x16xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x16xf32>) outs(%41 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %43 = tensor.empty() : tensor<1x8x4x16xf32>
    %44 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_13, %42 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%43 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.mulf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x4x16xf32>
    %45 = tensor.empty() : tensor<1x8x4x16xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %44 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%45 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.addf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x4x16xf32>
    %47 = tensor.empty() : tensor<1x8x2x16xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x16xf32>) outs(%47 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %49 = tensor.empty() : tensor<1x8x2x16xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7, %48 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%49 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.mulf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x2x16xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_7[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded_7[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %51 = tensor.empty() : tensor<1x8x2x8xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15 : tensor<1x8x2x8xf32>) outs(%51 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.negf %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x2x8xf32>
    %53 = tensor.empty() : tensor<1x8x2x16xf32>
    %inserted_slice_16 = tensor.insert_slice %52 into %53[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %inserted_slice_17 = tensor.insert_slice %extracted_slice_14 into %inserted_slice_16[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %54 = tensor.empty() : tensor<1x8x2x16xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x16xf32>) outs(%54 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %56 = tensor.empty() : tensor<1x8x2x16xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_17, %55 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%56 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.mulf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x2x16xf32>
    %58 = tensor.empty() : tensor<1x8x2x16xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %57 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%58 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.addf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x8x2x16xf32>
    %60 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x8x2x16xf32>) outs(%60 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_18 = tensor.collapse_shape %61 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %62 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %63 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x8x2x16xf32>) outs(%62 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_19 = tensor.collapse_shape %63 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %64 = tensor.empty() : tensor<1x4x8x16xf32>
    %65 = linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x4x16xf32>) outs(%64 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x16xf32>
    %66 = tensor.empty() : tensor<1x4x16x8xf32>
    %67 = linalg.generic {indexing_maps = [#map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_18 : tensor<1x8x4x16xf32>) outs(%66 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_20 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_21 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %68 = tensor.empty() : tensor<4x8x8xf32>
    %69 = linalg.fill ins(%cst_6 : f32) outs(%68 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %70 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%69 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_22 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %71 = tensor.empty() : tensor<1x4x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x4x8x8xf32>) outs(%71 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.divf %in, %cst_1 : f32
      linalg.yield %113 : f32
    } -> tensor<1x4x8x8xf32>
    %73 = tensor.empty() : tensor<8xi32>
    %74 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%73 : tensor<8xi32>) {
    ^bb0(%out: i32):
      %113 = linalg.index 0 : index
      %114 = arith.index_cast %113 : index to i32
      linalg.yield %114 : i32
    } -> tensor<8xi32>
    %75 = tensor.empty() : tensor<1x8x8xi32>
    %76 = linalg.generic {indexing_maps = [#map11, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<8xi32>) outs(%75 : tensor<1x8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x8x8xi32>
    %77 = tensor.empty() : tensor<1x8x8xi32>
    %78 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<8xi32>) outs(%77 : tensor<1x8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x8x8xi32>
    %79 = tensor.empty() : tensor<1x8x8xi1>
    %80 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<1x8x8xi32>, tensor<1x8x8xi32>) outs(%79 : tensor<1x8x8xi1>) {
    ^bb0(%in: i32, %in_28: i32, %out: i1):
      %113 = arith.cmpi sge, %in, %in_28 : i32
      linalg.yield %113 : i1
    } -> tensor<1x8x8xi1>
    %81 = tensor.empty() : tensor<1x4x8x8xi1>
    %82 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x8x8xi1>) outs(%81 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x4x8x8xi1>
    %83 = tensor.empty() : tensor<1x4x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %72 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>) outs(%83 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %out: f32):
      %113 = arith.select %in, %in_28, %cst_0 : f32
      linalg.yield %113 : f32
    } -> tensor<1x4x8x8xf32>
    %85 = tensor.empty() : tensor<1x4x8xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%84 : tensor<1x4x8x8xf32>) outs(%86 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.maximumf %out, %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x4x8xf32>
    %88 = tensor.empty() : tensor<1x4x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x4x8xf32>) outs(%88 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %90 = tensor.empty() : tensor<1x4x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %89 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%90 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.subf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x4x8x8xf32>
    %92 = tensor.empty() : tensor<1x4x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x4x8x8xf32>) outs(%92 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = math.exp %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x4x8x8xf32>
    %94 = tensor.empty() : tensor<1x4x8xf32>
    %95 = linalg.fill ins(%cst_6 : f32) outs(%94 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%93 : tensor<1x4x8x8xf32>) outs(%95 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %113 = arith.addf %out, %in : f32
      linalg.yield %113 : f32
    } -> tensor<1x4x8xf32>
    %97 = tensor.empty() : tensor<1x4x8x8xf32>
    %98 = linalg.generic {indexing_maps = [#map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<1x4x8xf32>) outs(%97 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %99 = tensor.empty() : tensor<1x4x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %98 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%99 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %113 = arith.divf %in, %in_28 : f32
      linalg.yield %113 : f32
    } -> tensor<1x4x8x8xf32>
    %101 = tensor.empty() : tensor<1x4x16x8xf32>
    %102 = linalg.generic {indexing_maps = [#map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_19 : tensor<1x8x4x16xf32>) outs(%101 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %103 = tensor.empty() : tensor<1x4x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map14, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<1x4x8x8xf32>) outs(%103 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %102 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_24 = tensor.collapse_shape %104 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %105 = tensor.empty() : tensor<4x16x8xf32>
    %106 = linalg.fill ins(%cst_6 : f32) outs(%105 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %107 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x16x8xf32>, tensor<4x8x8xf32>) outs(%106 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %expanded_25 = tensor.expand_shape %107 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xf32> into tensor<1x4x16x8xf32>
    %108 = tensor.empty() : tensor<1x8x4x16xf32>
    %109 = linalg.generic {indexing_maps = [#map15, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x4x16x8xf32>) outs(%108 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %collapsed_26 = tensor.collapse_shape %109 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %110 = tensor.empty() : tensor<8x64xf32>
    %111 = linalg.fill ins(%cst_6 : f32) outs(%110 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %112 = linalg.matmul ins(%collapsed_26, %arg1 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%111 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_27 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    return %expanded_27 : tensor<1x8x64xf32>
  }
}
