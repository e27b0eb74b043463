#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map19 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
module {
  func.func @main(%arg0: tensor<4x16x64xf32>, %arg1: tensor<3x4x64x16xf32>, %arg2: tensor<2x8x64xf32>, %arg3: tensor<2x8xi1>) -> tensor<2x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -2.38197633E+38 : f32
    %cst_1 = arith.constant 2.500000e-01 : f32
    %cst_2 = arith.constant 1.000000e+04 : f32
    %cst_3 = arith.constant 1.250000e-01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_5 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<2x8xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<2x8xi1>) outs(%0 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %130 = arith.extui %in : i1 to i32
      linalg.yield %130 : i32
    } -> tensor<2x8xi32>
    %2 = tensor.empty() : tensor<2x8xi32>
    %3 = tensor.empty() : tensor<2xi32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel"]} ins(%cst_5 : tensor<i32>) outs(%3 : tensor<2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2xi32>
    %5:2 = "iree_linalg_ext.scan"(%1, %2, %4) ({
    ^bb0(%arg4: i32, %arg5: i32):
      %130 = arith.addi %arg4, %arg5 : i32
      "iree_linalg_ext.yield"(%130) : (i32) -> ()
    }) {dimension = 1 : i64, inclusive = true} : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<2xi32>) -> (tensor<2x8xi32>, tensor<2xi32>)
    %6 = tensor.empty() : tensor<2x8xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0 : tensor<2x8xi32>) outs(%6 : tensor<2x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %130 = arith.cmpi sge, %in, %c1_i32 : i32
      linalg.yield %130 : i1
    } -> tensor<2x8xi1>
    %8 = tensor.empty() : tensor<2x8xi32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<2x8xi1>) outs(%8 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %130 = arith.extui %in : i1 to i32
      linalg.yield %130 : i32
    } -> tensor<2x8xi32>
    %10 = tensor.empty() : tensor<2x8xi32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0, %9 : tensor<2x8xi32>, tensor<2x8xi32>) outs(%10 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %in_29: i32, %out: i32):
      %130 = arith.subi %in, %in_29 : i32
      linalg.yield %130 : i32
    } -> tensor<2x8xi32>
    %12 = tensor.empty() : tensor<8x8xi32>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %130 = linalg.index 0 : index
      %131 = arith.index_cast %130 : index to i32
      linalg.yield %131 : i32
    } -> tensor<8x8xi32>
    %14 = tensor.empty() : tensor<8x8xi32>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%14 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %130 = linalg.index 1 : index
      %131 = arith.index_cast %130 : index to i32
      linalg.yield %131 : i32
    } -> tensor<8x8xi32>
    %16 = tensor.empty() : tensor<8x8xi1>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%16 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_29: i32, %out: i1):
      %130 = arith.cmpi sge, %in, %in_29 : i32
      linalg.yield %130 : i1
    } -> tensor<8x8xi1>
    %18 = tensor.empty() : tensor<2x8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x8xi1>) outs(%18 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x8xi1>
    %20 = tensor.empty() : tensor<2x8x8xi1>
    %21 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x8xi1>) outs(%20 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x8xi1>
    %22 = tensor.empty() : tensor<2x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<2x8x8xi1>, tensor<2x8x8xi1>) outs(%22 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %130 = arith.andi %in, %in_29 : i1
      linalg.yield %130 : i1
    } -> tensor<2x8x8xi1>
    %24 = tensor.empty() : tensor<3x4x16x64xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<3x4x64x16xf32>) outs(%24 : tensor<3x4x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x4x16x64xf32>
    %collapsed = tensor.collapse_shape %25 [[0, 1, 2], [3]] : tensor<3x4x16x64xf32> into tensor<192x64xf32>
    %26 = tensor.empty() : tensor<64x2x8xf32>
    %27 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x8x64xf32>) outs(%26 : tensor<64x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x8xf32>
    %collapsed_6 = tensor.collapse_shape %27 [[0], [1, 2]] : tensor<64x2x8xf32> into tensor<64x16xf32>
    %28 = tensor.empty() : tensor<192x16xf32>
    %29 = linalg.fill ins(%cst_4 : f32) outs(%28 : tensor<192x16xf32>) -> tensor<192x16xf32>
    %30 = linalg.matmul ins(%collapsed, %collapsed_6 : tensor<192x64xf32>, tensor<64x16xf32>) outs(%29 : tensor<192x16xf32>) -> tensor<192x16xf32>
    %expanded = tensor.expand_shape %30 [[0, 1, 2], [3, 4]] output_shape [3, 4, 16, 2, 8] : tensor<192x16xf32> into tensor<3x4x16x2x8xf32>
    %31 = tensor.empty() : tensor<3x2x8x4x16xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<3x4x16x2x8xf32>) outs(%31 : tensor<3x2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x2x8x4x16xf32>
    %extracted_slice = tensor.extract_slice %32[0, 0, 0, 0, 0] [1, 2, 8, 4, 16] [1, 1, 1, 1, 1] : tensor<3x2x8x4x16xf32> to tensor<1x2x8x4x16xf32>
    %collapsed_7 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3], [4]] : tensor<1x2x8x4x16xf32> into tensor<2x8x4x16xf32>
    %extracted_slice_8 = tensor.extract_slice %32[1, 0, 0, 0, 0] [1, 2, 8, 4, 16] [1, 1, 1, 1, 1] : tensor<3x2x8x4x16xf32> to tensor<1x2x8x4x16xf32>
    %collapsed_9 = tensor.collapse_shape %extracted_slice_8 [[0, 1], [2], [3], [4]] : tensor<1x2x8x4x16xf32> into tensor<2x8x4x16xf32>
    %extracted_slice_10 = tensor.extract_slice %32[2, 0, 0, 0, 0] [1, 2, 8, 4, 16] [1, 1, 1, 1, 1] : tensor<3x2x8x4x16xf32> to tensor<1x2x8x4x16xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2], [3], [4]] : tensor<1x2x8x4x16xf32> into tensor<2x8x4x16xf32>
    %33 = tensor.empty() : tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%33 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %130 = linalg.index 0 : index
      %131 = arith.index_cast %130 : index to i32
      %132 = arith.sitofp %131 : i32 to f32
      linalg.yield %132 : f32
    } -> tensor<8xf32>
    %35 = tensor.empty() : tensor<8xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%34 : tensor<8xf32>) outs(%35 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.mulf %in, %cst_3 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %37 = tensor.empty() : tensor<8xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%36 : tensor<8xf32>) outs(%37 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.powf %cst_2, %in : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %39 = tensor.empty() : tensor<2x8xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x8xi32>) outs(%39 : tensor<2x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %130 = arith.sitofp %in : i32 to f32
      linalg.yield %130 : f32
    } -> tensor<2x8xf32>
    %expanded_12 = tensor.expand_shape %40 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %41 = tensor.empty() : tensor<2x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<2x8x1xf32>) outs(%41 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %43 = tensor.empty() : tensor<2x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<8xf32>) outs(%43 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %45 = tensor.empty() : tensor<2x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %44 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%45 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.divf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x8xf32>
    %47 = tensor.empty() : tensor<2x8x1x8xf32>
    %48 = linalg.generic {indexing_maps = [#map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x8x8xf32>) outs(%47 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1x8xf32>
    %49 = tensor.empty() : tensor<2x8x1x8xf32>
    %50 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1x8xf32>) outs(%49 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.sin %in : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x1x8xf32>
    %51 = tensor.empty() : tensor<2x8x1x8xf32>
    %52 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x1x8xf32>) outs(%51 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.cos %in : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x1x8xf32>
    %extracted_slice_13 = tensor.extract_slice %collapsed_7[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_14 = tensor.extract_slice %collapsed_7[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %53 = tensor.empty() : tensor<2x8x4x8xf32>
    %54 = linalg.generic {indexing_maps = [#map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x8x1x8xf32>) outs(%53 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %55 = tensor.empty() : tensor<2x8x4x8xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %54 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%55 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %57 = tensor.empty() : tensor<2x8x4x8xf32>
    %58 = linalg.generic {indexing_maps = [#map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x1x8xf32>) outs(%57 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %59 = tensor.empty() : tensor<2x8x4x8xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %58 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%59 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %61 = tensor.empty() : tensor<2x8x4x8xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %60 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%61 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.subf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %63 = tensor.empty() : tensor<2x8x4x8xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %54 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%63 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %65 = tensor.empty() : tensor<2x8x4x8xf32>
    %66 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %58 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%65 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %67 = tensor.empty() : tensor<2x8x4x8xf32>
    %68 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %66 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%67 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.addf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %69 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice = tensor.insert_slice %62 into %69[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_15 = tensor.insert_slice %68 into %inserted_slice[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %70 = tensor.empty() : tensor<2x8x4x16xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_15 : tensor<2x8x4x16xf32>) outs(%70 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.mulf %in, %cst_1 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x16xf32>
    %extracted_slice_16 = tensor.extract_slice %collapsed_9[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_17 = tensor.extract_slice %collapsed_9[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %72 = tensor.empty() : tensor<2x8x4x8xf32>
    %73 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %54 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%72 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %74 = tensor.empty() : tensor<2x8x4x8xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17, %58 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%74 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %76 = tensor.empty() : tensor<2x8x4x8xf32>
    %77 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %75 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%76 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.subf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %78 = tensor.empty() : tensor<2x8x4x8xf32>
    %79 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17, %54 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%78 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %80 = tensor.empty() : tensor<2x8x4x8xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %58 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%80 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.mulf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %82 = tensor.empty() : tensor<2x8x4x8xf32>
    %83 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %81 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%82 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.addf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %84 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice_18 = tensor.insert_slice %77 into %84[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_19 = tensor.insert_slice %83 into %inserted_slice_18[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %85 = tensor.empty() : tensor<2x4x8x16xf32>
    %86 = linalg.generic {indexing_maps = [#map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_19 : tensor<2x8x4x16xf32>) outs(%85 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %87 = tensor.empty() : tensor<2x4x16x8xf32>
    %88 = linalg.generic {indexing_maps = [#map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x4x16xf32>) outs(%87 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %collapsed_20 = tensor.collapse_shape %86 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_21 = tensor.collapse_shape %88 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %89 = tensor.empty() : tensor<8x8x8xf32>
    %90 = linalg.fill ins(%cst_4 : f32) outs(%89 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %91 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%90 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_22 = tensor.expand_shape %91 [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
    %92 = tensor.empty() : tensor<2x8x4x8xf32>
    %93 = linalg.generic {indexing_maps = [#map17, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x4x8x8xf32>) outs(%92 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %94 = tensor.empty() : tensor<2x8x4x8xi1>
    %95 = linalg.generic {indexing_maps = [#map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x8xi1>) outs(%94 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x4x8xi1>
    %96 = tensor.empty() : tensor<2x8x4x8xf32>
    %97 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %93 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>) outs(%96 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: i1, %in_29: f32, %out: f32):
      %130 = arith.select %in, %in_29, %cst_0 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %98 = tensor.empty() : tensor<2x8x4xf32>
    %99 = linalg.fill ins(%cst : f32) outs(%98 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %100 = linalg.generic {indexing_maps = [#map7, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%97 : tensor<2x8x4x8xf32>) outs(%99 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.maximumf %out, %in : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4xf32>
    %101 = tensor.empty() : tensor<2x8x4x8xf32>
    %102 = linalg.generic {indexing_maps = [#map18, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x8x4xf32>) outs(%101 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %103 = tensor.empty() : tensor<2x8x4x8xf32>
    %104 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %102 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%103 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.subf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %105 = tensor.empty() : tensor<2x8x4x8xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x4x8xf32>) outs(%105 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.exp %in : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %107 = tensor.empty() : tensor<2x8x4xf32>
    %108 = linalg.fill ins(%cst_4 : f32) outs(%107 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %109 = linalg.generic {indexing_maps = [#map7, #map18], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%106 : tensor<2x8x4x8xf32>) outs(%108 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %out, %in : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4xf32>
    %110 = tensor.empty() : tensor<2x8x4x8xf32>
    %111 = linalg.generic {indexing_maps = [#map18, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x4xf32>) outs(%110 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %112 = tensor.empty() : tensor<2x8x4x8xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %111 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%112 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %130 = arith.divf %in, %in_29 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x4x8xf32>
    %114 = tensor.empty() : tensor<2x4x16x8xf32>
    %115 = linalg.generic {indexing_maps = [#map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<2x8x4x16xf32>) outs(%114 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %116 = tensor.empty() : tensor<2x4x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x4x8xf32>) outs(%116 : tensor<2x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %115 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_24 = tensor.collapse_shape %117 [[0, 1], [2], [3]] : tensor<2x4x8x8xf32> into tensor<8x8x8xf32>
    %118 = tensor.empty() : tensor<8x16x8xf32>
    %119 = linalg.fill ins(%cst_4 : f32) outs(%118 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %120 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%119 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_25 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %121 = tensor.empty() : tensor<2x8x4x16xf32>
    %122 = linalg.generic {indexing_maps = [#map17, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x4x16x8xf32>) outs(%121 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x16xf32>
    %123 = tensor.empty() : tensor<2x8x16x4xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<2x8x4x16xf32>) outs(%123 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16x4xf32>
    %collapsed_26 = tensor.collapse_shape %124 [[0, 1], [2, 3]] : tensor<2x8x16x4xf32> into tensor<16x64xf32>
    %125 = tensor.empty() : tensor<16x4x64xf32>
    %126 = linalg.generic {indexing_maps = [#map19, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%125 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %collapsed_27 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<16x4x64xf32> into tensor<64x64xf32>
    %127 = tensor.empty() : tensor<16x64xf32>
    %128 = linalg.fill ins(%cst_4 : f32) outs(%127 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %129 = linalg.matmul ins(%collapsed_26, %collapsed_27 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%128 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_28 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_28 : tensor<2x8x64xf32>
  }
}
