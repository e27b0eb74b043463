#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @main(%arg0: tensor<1x8x4x16xf32>, %arg1: tensor<1x8x2x16xf32>, %arg2: tensor<1x8xi32>) -> (tensor<1x8x4x16xf32>, tensor<1x8x2x16xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+04 : f32
    %cst_1 = arith.constant 1.600000e+01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<8xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %51 = linalg.index 0 : index
      %52 = arith.index_cast %51 : index to i32
      %53 = arith.sitofp %52 : i32 to f32
      linalg.yield %53 : f32
    } -> tensor<8xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.mulf %in, %cst_3 : f32
      linalg.yield %51 : f32
    } -> tensor<8xf32>
    %4 = tensor.empty() : tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.addf %in, %cst_2 : f32
      linalg.yield %51 : f32
    } -> tensor<8xf32>
    %6 = tensor.empty() : tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.divf %in, %cst_1 : f32
      linalg.yield %51 : f32
    } -> tensor<8xf32>
    %8 = tensor.empty() : tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%7 : tensor<8xf32>) outs(%8 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = math.powf %cst_0, %in : f32
      linalg.yield %51 : f32
    } -> tensor<8xf32>
    %10 = tensor.empty() : tensor<8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%9 : tensor<8xf32>) outs(%10 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.divf %cst, %in : f32
      linalg.yield %51 : f32
    } -> tensor<8xf32>
    %12 = tensor.empty() : tensor<1x8xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<1x8xi32>) outs(%12 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %51 = arith.sitofp %in : i32 to f32
      linalg.yield %51 : f32
    } -> tensor<1x8xf32>
    %expanded = tensor.expand_shape %13 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %14 = tensor.empty() : tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %16 = tensor.empty() : tensor<1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<8xf32>) outs(%16 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %18 = tensor.empty() : tensor<1x8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%18 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %51 = arith.mulf %in, %in_12 : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x8xf32>
    %20 = tensor.empty() : tensor<1x8x16xf32>
    %inserted_slice = tensor.insert_slice %19 into %20[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %inserted_slice_4 = tensor.insert_slice %19 into %inserted_slice[0, 0, 8] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %21 = tensor.empty() : tensor<1x8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_4 : tensor<1x8x16xf32>) outs(%21 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = math.cos %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x16xf32>
    %23 = tensor.empty() : tensor<1x8x16xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_4 : tensor<1x8x16xf32>) outs(%23 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = math.sin %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x16xf32>
    %25 = tensor.empty() : tensor<1x8x4x16xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x16xf32>) outs(%25 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %27 = tensor.empty() : tensor<1x8x4x16xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %26 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%27 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %51 = arith.mulf %in, %in_12 : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x4x16xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %29 = tensor.empty() : tensor<1x8x4x8xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x4x8xf32>) outs(%29 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.negf %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_5 = tensor.extract_slice %arg0[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %31 = tensor.empty() : tensor<1x8x4x16xf32>
    %inserted_slice_6 = tensor.insert_slice %30 into %31[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %inserted_slice_7 = tensor.insert_slice %extracted_slice_5 into %inserted_slice_6[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %32 = tensor.empty() : tensor<1x8x4x16xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x16xf32>) outs(%32 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %34 = tensor.empty() : tensor<1x8x4x16xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_7, %33 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%34 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %51 = arith.mulf %in, %in_12 : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x4x16xf32>
    %36 = tensor.empty() : tensor<1x8x4x16xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %35 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%36 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %51 = arith.addf %in, %in_12 : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x4x16xf32>
    %38 = tensor.empty() : tensor<1x8x2x16xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x16xf32>) outs(%38 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %40 = tensor.empty() : tensor<1x8x2x16xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %39 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%40 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %51 = arith.mulf %in, %in_12 : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x2x16xf32>
    %extracted_slice_8 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %42 = tensor.empty() : tensor<1x8x2x8xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_8 : tensor<1x8x2x8xf32>) outs(%42 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %51 = arith.negf %in : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x2x8xf32>
    %extracted_slice_9 = tensor.extract_slice %arg1[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %44 = tensor.empty() : tensor<1x8x2x16xf32>
    %inserted_slice_10 = tensor.insert_slice %43 into %44[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %inserted_slice_11 = tensor.insert_slice %extracted_slice_9 into %inserted_slice_10[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %45 = tensor.empty() : tensor<1x8x2x16xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x16xf32>) outs(%45 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %47 = tensor.empty() : tensor<1x8x2x16xf32>
    %48 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_11, %46 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%47 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %51 = arith.mulf %in, %in_12 : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x2x16xf32>
    %49 = tensor.empty() : tensor<1x8x2x16xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %48 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%49 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %51 = arith.addf %in, %in_12 : f32
      linalg.yield %51 : f32
    } -> tensor<1x8x2x16xf32>
    return %37, %50 : tensor<1x8x4x16xf32>, tensor<1x8x2x16xf32>
  }
}
