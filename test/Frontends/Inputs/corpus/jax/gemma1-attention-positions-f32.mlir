#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
module {
  func.func @main(%arg0: tensor<4x16x64xf32>, %arg1: tensor<3x4x64x16xf32>, %arg2: tensor<2x8x64xf32>, %arg3: tensor<2x8xi32>, %arg4: tensor<2x8xi32>) -> tensor<2x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -2.38197633E+38 : f32
    %cst_1 = arith.constant 2.500000e-01 : f32
    %cst_2 = arith.constant 1.000000e+04 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<2x8xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<2x8xi32>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %120 = arith.cmpi ne, %in, %c0_i32 : i32
      linalg.yield %120 : i1
    } -> tensor<2x8xi1>
    %2 = tensor.empty() : tensor<8x8xi32>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %120 = linalg.index 0 : index
      %121 = arith.index_cast %120 : index to i32
      linalg.yield %121 : i32
    } -> tensor<8x8xi32>
    %4 = tensor.empty() : tensor<8x8xi32>
    %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%4 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %120 = linalg.index 1 : index
      %121 = arith.index_cast %120 : index to i32
      linalg.yield %121 : i32
    } -> tensor<8x8xi32>
    %6 = tensor.empty() : tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_28: i32, %out: i1):
      %120 = arith.cmpi sge, %in, %in_28 : i32
      linalg.yield %120 : i1
    } -> tensor<8x8xi1>
    %8 = tensor.empty() : tensor<2x8x8xi1>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8xi1>) outs(%8 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x8xi1>
    %10 = tensor.empty() : tensor<2x8x8xi1>
    %11 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x8xi1>) outs(%10 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x8xi1>
    %12 = tensor.empty() : tensor<2x8x8xi1>
    %13 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %11 : tensor<2x8x8xi1>, tensor<2x8x8xi1>) outs(%12 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_28: i1, %out: i1):
      %120 = arith.andi %in, %in_28 : i1
      linalg.yield %120 : i1
    } -> tensor<2x8x8xi1>
    %14 = tensor.empty() : tensor<3x4x16x64xf32>
    %15 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<3x4x64x16xf32>) outs(%14 : tensor<3x4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4x16x64xf32>
    %collapsed = tensor.collapse_shape %15 [[0, 1, 2], [3]] : tensor<3x4x16x64xf32> into tensor<192x64xf32>
    %16 = tensor.empty() : tensor<64x2x8xf32>
    %17 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x8x64xf32>) outs(%16 : tensor<64x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x8xf32>
    %collapsed_5 = tensor.collapse_shape %17 [[0], [1, 2]] : tensor<64x2x8xf32> into tensor<64x16xf32>
    %18 = tensor.empty() : tensor<192x16xf32>
    %19 = linalg.fill ins(%cst_4 : f32) outs(%18 : tensor<192x16xf32>) -> tensor<192x16xf32>
    %20 = linalg.matmul ins(%collapsed, %collapsed_5 : tensor<192x64xf32>, tensor<64x16xf32>) outs(%19 : tensor<192x16xf32>) -> tensor<192x16xf32>
    %expanded = tensor.expand_shape %20 [[0, 1, 2], [3, 4]] output_shape [3, 4, 16, 2, 8] : tensor<192x16xf32> into tensor<3x4x16x2x8xf32>
    %21 = tensor.empty() : tensor<3x2x8x4x16xf32>
    %22 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<3x4x16x2x8xf32>) outs(%21 : tensor<3x2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x2x8x4x16xf32>
    %extracted_slice = tensor.extract_slice %22[0, 0, 0, 0, 0] [1, 2, 8, 4, 16] [1, 1, 1, 1, 1] : tensor<3x2x8x4x16xf32> to tensor<1x2x8x4x16xf32>
    %collapsed_6 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3], [4]] : tensor<1x2x8x4x16xf32> into tensor<2x8x4x16xf32>
    %extracted_slice_7 = tensor.extract_slice %22[1, 0, 0, 0, 0] [1, 2, 8, 4, 16] [1, 1, 1, 1, 1] : tensor<3x2x8x4x16xf32> to tensor<1x2x8x4x16xf32>
    %collapsed_8 = tensor.collapse_shape %extracted_slice_7 [[0, 1], [2], [3], [4]] : tensor<1x2x8x4x16xf32> into tensor<2x8x4x16xf32>
    %extracted_slice_9 = tensor.extract_slice %22[2, 0, 0, 0, 0] [1, 2, 8, 4, 16] [1, 1, 1, 1, 1] : tensor<3x2x8x4x16xf32> to tensor<1x2x8x4x16xf32>
    %collapsed_10 = tensor.collapse_shape %extracted_slice_9 [[0, 1], [2], [3], [4]] : tensor<1x2x8x4x16xf32> into tensor<2x8x4x16xf32>
    %23 = tensor.empty() : tensor<8xf32>
    %24 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%23 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %120 = linalg.index 0 : index
      %121 = arith.index_cast %120 : index to i32
      %122 = arith.sitofp %121 : i32 to f32
      linalg.yield %122 : f32
    } -> tensor<8xf32>
    %25 = tensor.empty() : tensor<8xf32>
    %26 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%24 : tensor<8xf32>) outs(%25 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.mulf %in, %cst_3 : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %27 = tensor.empty() : tensor<8xf32>
    %28 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%26 : tensor<8xf32>) outs(%27 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.powf %cst_2, %in : f32
      linalg.yield %120 : f32
    } -> tensor<8xf32>
    %29 = tensor.empty() : tensor<2x8xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<2x8xi32>) outs(%29 : tensor<2x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %120 = arith.sitofp %in : i32 to f32
      linalg.yield %120 : f32
    } -> tensor<2x8xf32>
    %expanded_11 = tensor.expand_shape %30 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %31 = tensor.empty() : tensor<2x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<2x8x1xf32>) outs(%31 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %33 = tensor.empty() : tensor<2x8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<8xf32>) outs(%33 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %35 = tensor.empty() : tensor<2x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %34 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%35 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.divf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x8xf32>
    %37 = tensor.empty() : tensor<2x8x1x8xf32>
    %38 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x8x8xf32>) outs(%37 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1x8xf32>
    %39 = tensor.empty() : tensor<2x8x1x8xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1x8xf32>) outs(%39 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.sin %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x1x8xf32>
    %41 = tensor.empty() : tensor<2x8x1x8xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x1x8xf32>) outs(%41 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.cos %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x1x8xf32>
    %extracted_slice_12 = tensor.extract_slice %collapsed_6[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_13 = tensor.extract_slice %collapsed_6[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %43 = tensor.empty() : tensor<2x8x4x8xf32>
    %44 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x8x1x8xf32>) outs(%43 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %45 = tensor.empty() : tensor<2x8x4x8xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12, %44 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%45 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %47 = tensor.empty() : tensor<2x8x4x8xf32>
    %48 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<2x8x1x8xf32>) outs(%47 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %49 = tensor.empty() : tensor<2x8x4x8xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %48 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%49 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %51 = tensor.empty() : tensor<2x8x4x8xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %50 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%51 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.subf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %53 = tensor.empty() : tensor<2x8x4x8xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %44 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%53 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %55 = tensor.empty() : tensor<2x8x4x8xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12, %48 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%55 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %57 = tensor.empty() : tensor<2x8x4x8xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%57 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.addf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %59 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice = tensor.insert_slice %52 into %59[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_14 = tensor.insert_slice %58 into %inserted_slice[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %60 = tensor.empty() : tensor<2x8x4x16xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_14 : tensor<2x8x4x16xf32>) outs(%60 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.mulf %in, %cst_1 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x16xf32>
    %extracted_slice_15 = tensor.extract_slice %collapsed_8[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_16 = tensor.extract_slice %collapsed_8[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %62 = tensor.empty() : tensor<2x8x4x8xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15, %44 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%62 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %64 = tensor.empty() : tensor<2x8x4x8xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %48 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %66 = tensor.empty() : tensor<2x8x4x8xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.subf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %68 = tensor.empty() : tensor<2x8x4x8xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %44 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%68 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %70 = tensor.empty() : tensor<2x8x4x8xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15, %48 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%70 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.mulf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %72 = tensor.empty() : tensor<2x8x4x8xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%72 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.addf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %74 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice_17 = tensor.insert_slice %67 into %74[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_18 = tensor.insert_slice %73 into %inserted_slice_17[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %75 = tensor.empty() : tensor<2x4x8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_18 : tensor<2x8x4x16xf32>) outs(%75 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %77 = tensor.empty() : tensor<2x4x16x8xf32>
    %78 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x4x16xf32>) outs(%77 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %collapsed_19 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_20 = tensor.collapse_shape %78 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %79 = tensor.empty() : tensor<8x8x8xf32>
    %80 = linalg.fill ins(%cst_4 : f32) outs(%79 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%80 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_21 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %82 = tensor.empty() : tensor<2x8x4x8xf32>
    %83 = linalg.generic {indexing_maps = [#map16, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<2x4x8x8xf32>) outs(%82 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %84 = tensor.empty() : tensor<2x8x4x8xi1>
    %85 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x8xi1>) outs(%84 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x4x8xi1>
    %86 = tensor.empty() : tensor<2x8x4x8xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %83 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>) outs(%86 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %out: f32):
      %120 = arith.select %in, %in_28, %cst_0 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %88 = tensor.empty() : tensor<2x8x4xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%87 : tensor<2x8x4x8xf32>) outs(%89 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.maximumf %out, %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4xf32>
    %91 = tensor.empty() : tensor<2x8x4x8xf32>
    %92 = linalg.generic {indexing_maps = [#map17, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<2x8x4xf32>) outs(%91 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %93 = tensor.empty() : tensor<2x8x4x8xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %92 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%93 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.subf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %95 = tensor.empty() : tensor<2x8x4x8xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<2x8x4x8xf32>) outs(%95 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = math.exp %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %97 = tensor.empty() : tensor<2x8x4xf32>
    %98 = linalg.fill ins(%cst_4 : f32) outs(%97 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<2x8x4x8xf32>) outs(%98 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %120 = arith.addf %out, %in : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4xf32>
    %100 = tensor.empty() : tensor<2x8x4x8xf32>
    %101 = linalg.generic {indexing_maps = [#map17, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x4xf32>) outs(%100 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %102 = tensor.empty() : tensor<2x8x4x8xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %101 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%102 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %120 = arith.divf %in, %in_28 : f32
      linalg.yield %120 : f32
    } -> tensor<2x8x4x8xf32>
    %104 = tensor.empty() : tensor<2x4x16x8xf32>
    %105 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_10 : tensor<2x8x4x16xf32>) outs(%104 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %106 = tensor.empty() : tensor<2x4x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x4x8xf32>) outs(%106 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_22 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_23 = tensor.collapse_shape %107 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %108 = tensor.empty() : tensor<8x16x8xf32>
    %109 = linalg.fill ins(%cst_4 : f32) outs(%108 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %110 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%109 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_24 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %111 = tensor.empty() : tensor<2x8x4x16xf32>
    %112 = linalg.generic {indexing_maps = [#map16, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x4x16x8xf32>) outs(%111 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x16xf32>
    %113 = tensor.empty() : tensor<2x8x16x4xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x8x4x16xf32>) outs(%113 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16x4xf32>
    %collapsed_25 = tensor.collapse_shape %114 [[0, 1], [2, 3]] : tensor<2x8x16x4xf32> into tensor<16x64xf32>
    %115 = tensor.empty() : tensor<16x4x64xf32>
    %116 = linalg.generic {indexing_maps = [#map18, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%115 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %collapsed_26 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<16x4x64xf32> into tensor<64x64xf32>
    %117 = tensor.empty() : tensor<16x64xf32>
    %118 = linalg.fill ins(%cst_4 : f32) outs(%117 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %119 = linalg.matmul ins(%collapsed_25, %collapsed_26 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%118 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_27 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_27 : tensor<2x8x64xf32>
  }
}
