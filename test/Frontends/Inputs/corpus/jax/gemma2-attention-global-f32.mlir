#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4, d2)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
module {
  func.func @main(%arg0: tensor<4x16x64xf32>, %arg1: tensor<2x2x64x16xf32>, %arg2: tensor<4x64x16xf32>, %arg3: tensor<2x8x64xf32>, %arg4: tensor<2x8xi1>) -> tensor<2x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -2.38197633E+38 : f32
    %cst_1 = arith.constant 5.000000e+01 : f32
    %cst_2 = arith.constant 2.500000e-01 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 1.250000e-01 : f32
    %cst_5 = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_6 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<2x8xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<2x8xi1>) outs(%0 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %145 = arith.extui %in : i1 to i32
      linalg.yield %145 : i32
    } -> tensor<2x8xi32>
    %2 = tensor.empty() : tensor<2x8xi32>
    %3 = tensor.empty() : tensor<2xi32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel"]} ins(%cst_6 : tensor<i32>) outs(%3 : tensor<2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2xi32>
    %5:2 = "iree_linalg_ext.scan"(%1, %2, %4) ({
    ^bb0(%arg5: i32, %arg6: i32):
      %145 = arith.addi %arg5, %arg6 : i32
      "iree_linalg_ext.yield"(%145) : (i32) -> ()
    }) {dimension = 1 : i64, inclusive = true} : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<2xi32>) -> (tensor<2x8xi32>, tensor<2xi32>)
    %6 = tensor.empty() : tensor<2x8xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0 : tensor<2x8xi32>) outs(%6 : tensor<2x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %145 = arith.cmpi sge, %in, %c1_i32 : i32
      linalg.yield %145 : i1
    } -> tensor<2x8xi1>
    %8 = tensor.empty() : tensor<2x8xi32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<2x8xi1>) outs(%8 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %145 = arith.extui %in : i1 to i32
      linalg.yield %145 : i32
    } -> tensor<2x8xi32>
    %10 = tensor.empty() : tensor<2x8xi32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0, %9 : tensor<2x8xi32>, tensor<2x8xi32>) outs(%10 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %in_35: i32, %out: i32):
      %145 = arith.subi %in, %in_35 : i32
      linalg.yield %145 : i32
    } -> tensor<2x8xi32>
    %12 = tensor.empty() : tensor<8x8xi32>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %145 = linalg.index 0 : index
      %146 = arith.index_cast %145 : index to i32
      linalg.yield %146 : i32
    } -> tensor<8x8xi32>
    %14 = tensor.empty() : tensor<8x8xi32>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%14 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %145 = linalg.index 1 : index
      %146 = arith.index_cast %145 : index to i32
      linalg.yield %146 : i32
    } -> tensor<8x8xi32>
    %16 = tensor.empty() : tensor<8x8xi1>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%16 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_35: i32, %out: i1):
      %145 = arith.cmpi sge, %in, %in_35 : i32
      linalg.yield %145 : i1
    } -> tensor<8x8xi1>
    %18 = tensor.empty() : tensor<2x8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<2x8xi1>) outs(%18 : tensor<2x8x8xi1>) {
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
    ^bb0(%in: i1, %in_35: i1, %out: i1):
      %145 = arith.andi %in, %in_35 : i1
      linalg.yield %145 : i1
    } -> tensor<2x8x8xi1>
    %collapsed = tensor.collapse_shape %arg3 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %24 = tensor.empty() : tensor<64x4x16xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<4x64x16xf32>) outs(%24 : tensor<64x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x16xf32>
    %collapsed_7 = tensor.collapse_shape %25 [[0], [1, 2]] : tensor<64x4x16xf32> into tensor<64x64xf32>
    %26 = tensor.empty() : tensor<16x64xf32>
    %27 = linalg.fill ins(%cst_5 : f32) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %28 = linalg.matmul ins(%collapsed, %collapsed_7 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%27 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %29 = tensor.empty() : tensor<2x2x16x64xf32>
    %30 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x2x64x16xf32>) outs(%29 : tensor<2x2x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x64xf32>
    %collapsed_8 = tensor.collapse_shape %30 [[0, 1, 2], [3]] : tensor<2x2x16x64xf32> into tensor<64x64xf32>
    %31 = tensor.empty() : tensor<64x2x8xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x8x64xf32>) outs(%31 : tensor<64x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x8xf32>
    %collapsed_9 = tensor.collapse_shape %32 [[0], [1, 2]] : tensor<64x2x8xf32> into tensor<64x16xf32>
    %33 = tensor.empty() : tensor<64x16xf32>
    %34 = linalg.fill ins(%cst_5 : f32) outs(%33 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %35 = linalg.matmul ins(%collapsed_8, %collapsed_9 : tensor<64x64xf32>, tensor<64x16xf32>) outs(%34 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %expanded_10 = tensor.expand_shape %35 [[0, 1, 2], [3, 4]] output_shape [2, 2, 16, 2, 8] : tensor<64x16xf32> into tensor<2x2x16x2x8xf32>
    %36 = tensor.empty() : tensor<2x2x8x2x16xf32>
    %37 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<2x2x16x2x8xf32>) outs(%36 : tensor<2x2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x2x16xf32>
    %extracted_slice = tensor.extract_slice %37[0, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xf32> to tensor<1x2x8x2x16xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xf32> into tensor<2x8x2x16xf32>
    %extracted_slice_12 = tensor.extract_slice %37[1, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xf32> to tensor<1x2x8x2x16xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xf32> into tensor<2x8x2x16xf32>
    %38 = tensor.empty() : tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%38 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %145 = linalg.index 0 : index
      %146 = arith.index_cast %145 : index to i32
      %147 = arith.sitofp %146 : i32 to f32
      linalg.yield %147 : f32
    } -> tensor<8xf32>
    %40 = tensor.empty() : tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%39 : tensor<8xf32>) outs(%40 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.mulf %in, %cst_4 : f32
      linalg.yield %145 : f32
    } -> tensor<8xf32>
    %42 = tensor.empty() : tensor<8xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%41 : tensor<8xf32>) outs(%42 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = math.powf %cst_3, %in : f32
      linalg.yield %145 : f32
    } -> tensor<8xf32>
    %44 = tensor.empty() : tensor<2x8xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x8xi32>) outs(%44 : tensor<2x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %145 = arith.sitofp %in : i32 to f32
      linalg.yield %145 : f32
    } -> tensor<2x8xf32>
    %expanded_14 = tensor.expand_shape %45 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %46 = tensor.empty() : tensor<2x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<2x8x1xf32>) outs(%46 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %48 = tensor.empty() : tensor<2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<8xf32>) outs(%48 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %50 = tensor.empty() : tensor<2x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %49 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%50 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.divf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x8xf32>
    %52 = tensor.empty() : tensor<2x8x1x8xf32>
    %53 = linalg.generic {indexing_maps = [#map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x8x8xf32>) outs(%52 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1x8xf32>
    %54 = tensor.empty() : tensor<2x8x1x8xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<2x8x1x8xf32>) outs(%54 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = math.sin %in : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x1x8xf32>
    %56 = tensor.empty() : tensor<2x8x1x8xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<2x8x1x8xf32>) outs(%56 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = math.cos %in : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x1x8xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_16 = tensor.extract_slice %expanded[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %58 = tensor.empty() : tensor<2x8x4x8xf32>
    %59 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x1x8xf32>) outs(%58 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %60 = tensor.empty() : tensor<2x8x4x8xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15, %59 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%60 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %62 = tensor.empty() : tensor<2x8x4x8xf32>
    %63 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x8x1x8xf32>) outs(%62 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %64 = tensor.empty() : tensor<2x8x4x8xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %63 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%64 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %66 = tensor.empty() : tensor<2x8x4x8xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %65 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%66 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.subf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %68 = tensor.empty() : tensor<2x8x4x8xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %59 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%68 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %70 = tensor.empty() : tensor<2x8x4x8xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15, %63 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%70 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %72 = tensor.empty() : tensor<2x8x4x8xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%72 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.addf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %74 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice = tensor.insert_slice %67 into %74[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_17 = tensor.insert_slice %73 into %inserted_slice[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %75 = tensor.empty() : tensor<2x8x4x16xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_17 : tensor<2x8x4x16xf32>) outs(%75 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.mulf %in, %cst_2 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x16xf32>
    %extracted_slice_18 = tensor.extract_slice %collapsed_11[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xf32> to tensor<2x8x2x8xf32>
    %extracted_slice_19 = tensor.extract_slice %collapsed_11[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xf32> to tensor<2x8x2x8xf32>
    %77 = tensor.empty() : tensor<2x8x2x8xf32>
    %78 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x1x8xf32>) outs(%77 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %79 = tensor.empty() : tensor<2x8x2x8xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18, %78 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%79 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x2x8xf32>
    %81 = tensor.empty() : tensor<2x8x2x8xf32>
    %82 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x8x1x8xf32>) outs(%81 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %83 = tensor.empty() : tensor<2x8x2x8xf32>
    %84 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %82 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%83 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x2x8xf32>
    %85 = tensor.empty() : tensor<2x8x2x8xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %84 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%85 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.subf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x2x8xf32>
    %87 = tensor.empty() : tensor<2x8x2x8xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %78 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%87 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x2x8xf32>
    %89 = tensor.empty() : tensor<2x8x2x8xf32>
    %90 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18, %82 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%89 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.mulf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x2x8xf32>
    %91 = tensor.empty() : tensor<2x8x2x8xf32>
    %92 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %90 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%91 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.addf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x2x8xf32>
    %93 = tensor.empty() : tensor<2x8x2x16xf32>
    %inserted_slice_20 = tensor.insert_slice %86 into %93[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %inserted_slice_21 = tensor.insert_slice %92 into %inserted_slice_20[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %expanded_22 = tensor.expand_shape %76 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 16] : tensor<2x8x4x16xf32> into tensor<2x8x2x2x16xf32>
    %94 = tensor.empty() : tensor<2x2x8x16xf32>
    %95 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_21 : tensor<2x8x2x16xf32>) outs(%94 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x16xf32>
    %96 = tensor.empty() : tensor<2x2x16x8x2xf32>
    %97 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x8x2x2x16xf32>) outs(%96 : tensor<2x2x16x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x8x2xf32>
    %collapsed_23 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_24 = tensor.collapse_shape %97 [[0, 1], [2], [3, 4]] : tensor<2x2x16x8x2xf32> into tensor<4x16x16xf32>
    %98 = tensor.empty() : tensor<4x8x16xf32>
    %99 = linalg.fill ins(%cst_5 : f32) outs(%98 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %100 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x8x16xf32>, tensor<4x16x16xf32>) outs(%99 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_25 = tensor.expand_shape %100 [[0, 1], [2], [3, 4]] output_shape [2, 2, 8, 8, 2] : tensor<4x8x16xf32> into tensor<2x2x8x8x2xf32>
    %101 = tensor.empty() : tensor<2x8x2x2x8xf32>
    %102 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x2x8x8x2xf32>) outs(%101 : tensor<2x8x2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x2x8xf32>
    %collapsed_26 = tensor.collapse_shape %102 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x8xf32> into tensor<2x8x4x8xf32>
    %103 = tensor.empty() : tensor<2x8x4x8xf32>
    %104 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_26 : tensor<2x8x4x8xf32>) outs(%103 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.divf %in, %cst_1 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %105 = tensor.empty() : tensor<2x8x4x8xf32>
    %106 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<2x8x4x8xf32>) outs(%105 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = math.tanh %in : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %107 = tensor.empty() : tensor<2x8x4x8xf32>
    %108 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<2x8x4x8xf32>) outs(%107 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.mulf %in, %cst_1 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %109 = tensor.empty() : tensor<2x8x4x8xi1>
    %110 = linalg.generic {indexing_maps = [#map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x8xi1>) outs(%109 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x4x8xi1>
    %111 = tensor.empty() : tensor<2x8x4x8xf32>
    %112 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %108 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>) outs(%111 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: i1, %in_35: f32, %out: f32):
      %145 = arith.select %in, %in_35, %cst_0 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %113 = tensor.empty() : tensor<2x8x4xf32>
    %114 = linalg.fill ins(%cst : f32) outs(%113 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%112 : tensor<2x8x4x8xf32>) outs(%114 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.maximumf %out, %in : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4xf32>
    %116 = tensor.empty() : tensor<2x8x4x8xf32>
    %117 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<2x8x4xf32>) outs(%116 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %118 = tensor.empty() : tensor<2x8x4x8xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %117 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%118 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.subf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %120 = tensor.empty() : tensor<2x8x4x8xf32>
    %121 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x8x4x8xf32>) outs(%120 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = math.exp %in : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %122 = tensor.empty() : tensor<2x8x4xf32>
    %123 = linalg.fill ins(%cst_5 : f32) outs(%122 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %124 = linalg.generic {indexing_maps = [#map8, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<2x8x4x8xf32>) outs(%123 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.addf %out, %in : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4xf32>
    %125 = tensor.empty() : tensor<2x8x4x8xf32>
    %126 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<2x8x4xf32>) outs(%125 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %127 = tensor.empty() : tensor<2x8x4x8xf32>
    %128 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %126 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%127 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %145 = arith.divf %in, %in_35 : f32
      linalg.yield %145 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_27 = tensor.expand_shape %128 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 8] : tensor<2x8x4x8xf32> into tensor<2x8x2x2x8xf32>
    %129 = tensor.empty() : tensor<2x2x16x8xf32>
    %130 = linalg.generic {indexing_maps = [#map20, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<2x8x2x16xf32>) outs(%129 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x8xf32>
    %131 = tensor.empty() : tensor<2x2x8x8x2xf32>
    %132 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x8x2x2x8xf32>) outs(%131 : tensor<2x2x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8x2xf32>
    %collapsed_28 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_29 = tensor.collapse_shape %132 [[0, 1], [2], [3, 4]] : tensor<2x2x8x8x2xf32> into tensor<4x8x16xf32>
    %133 = tensor.empty() : tensor<4x16x16xf32>
    %134 = linalg.fill ins(%cst_5 : f32) outs(%133 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %135 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%134 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_30 = tensor.expand_shape %135 [[0, 1], [2], [3, 4]] output_shape [2, 2, 16, 8, 2] : tensor<4x16x16xf32> into tensor<2x2x16x8x2xf32>
    %136 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %137 = linalg.generic {indexing_maps = [#map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x2x16x8x2xf32>) outs(%136 : tensor<2x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x2x16xf32>
    %collapsed_31 = tensor.collapse_shape %137 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x16xf32> into tensor<2x8x4x16xf32>
    %138 = tensor.empty() : tensor<2x8x16x4xf32>
    %139 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_31 : tensor<2x8x4x16xf32>) outs(%138 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16x4xf32>
    %collapsed_32 = tensor.collapse_shape %139 [[0, 1], [2, 3]] : tensor<2x8x16x4xf32> into tensor<16x64xf32>
    %140 = tensor.empty() : tensor<16x4x64xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x16x64xf32>) outs(%140 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %collapsed_33 = tensor.collapse_shape %141 [[0, 1], [2]] : tensor<16x4x64xf32> into tensor<64x64xf32>
    %142 = tensor.empty() : tensor<16x64xf32>
    %143 = linalg.fill ins(%cst_5 : f32) outs(%142 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %144 = linalg.matmul ins(%collapsed_32, %collapsed_33 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%143 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_34 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_34 : tensor<2x8x64xf32>
  }
}
