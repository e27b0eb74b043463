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
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map16 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map17 = affine_map<(d0, d1, d2) -> (d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4, d2)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1, d3)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
module {
  func.func @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<4x16x64xf32>, %arg3: tensor<2x2x64x16xf32>, %arg4: tensor<4x64x16xf32>, %arg5: tensor<2x8x64xf32>, %arg6: tensor<2x8xi1>) -> tensor<2x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -2.38197633E+38 : f32
    %cst_1 = arith.constant 2.500000e-01 : f32
    %cst_2 = arith.constant 8.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+06 : f32
    %cst_4 = arith.constant 1.250000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 9.99999997E-7 : f32
    %cst_7 = arith.constant 1.600000e+01 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_9 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<2x8xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<2x8xi1>) outs(%0 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %187 = arith.extui %in : i1 to i32
      linalg.yield %187 : i32
    } -> tensor<2x8xi32>
    %2 = tensor.empty() : tensor<2x8xi32>
    %3 = tensor.empty() : tensor<2xi32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel"]} ins(%cst_9 : tensor<i32>) outs(%3 : tensor<2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2xi32>
    %5:2 = "iree_linalg_ext.scan"(%1, %2, %4) ({
    ^bb0(%arg7: i32, %arg8: i32):
      %187 = arith.addi %arg7, %arg8 : i32
      "iree_linalg_ext.yield"(%187) : (i32) -> ()
    }) {dimension = 1 : i64, inclusive = true} : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<2xi32>) -> (tensor<2x8xi32>, tensor<2xi32>)
    %6 = tensor.empty() : tensor<2x8xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0 : tensor<2x8xi32>) outs(%6 : tensor<2x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %187 = arith.cmpi sge, %in, %c1_i32 : i32
      linalg.yield %187 : i1
    } -> tensor<2x8xi1>
    %8 = tensor.empty() : tensor<2x8xi32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<2x8xi1>) outs(%8 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %187 = arith.extui %in : i1 to i32
      linalg.yield %187 : i32
    } -> tensor<2x8xi32>
    %10 = tensor.empty() : tensor<2x8xi32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0, %9 : tensor<2x8xi32>, tensor<2x8xi32>) outs(%10 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %in_40: i32, %out: i32):
      %187 = arith.subi %in, %in_40 : i32
      linalg.yield %187 : i32
    } -> tensor<2x8xi32>
    %12 = tensor.empty() : tensor<8x8xi32>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %187 = linalg.index 0 : index
      %188 = arith.index_cast %187 : index to i32
      linalg.yield %188 : i32
    } -> tensor<8x8xi32>
    %14 = tensor.empty() : tensor<8x8xi32>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%14 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %187 = linalg.index 1 : index
      %188 = arith.index_cast %187 : index to i32
      linalg.yield %188 : i32
    } -> tensor<8x8xi32>
    %16 = tensor.empty() : tensor<8x8xi1>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%16 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_40: i32, %out: i1):
      %187 = arith.cmpi sge, %in, %in_40 : i32
      linalg.yield %187 : i1
    } -> tensor<8x8xi1>
    %18 = tensor.empty() : tensor<2x8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6 : tensor<2x8xi1>) outs(%18 : tensor<2x8x8xi1>) {
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
    ^bb0(%in: i1, %in_40: i1, %out: i1):
      %187 = arith.andi %in, %in_40 : i1
      linalg.yield %187 : i1
    } -> tensor<2x8x8xi1>
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %24 = tensor.empty() : tensor<64x4x16xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<4x64x16xf32>) outs(%24 : tensor<64x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x16xf32>
    %collapsed_10 = tensor.collapse_shape %25 [[0], [1, 2]] : tensor<64x4x16xf32> into tensor<64x64xf32>
    %26 = tensor.empty() : tensor<16x64xf32>
    %27 = linalg.fill ins(%cst_8 : f32) outs(%26 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %28 = linalg.matmul ins(%collapsed, %collapsed_10 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%27 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %29 = tensor.empty() : tensor<2x2x16x64xf32>
    %30 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x2x64x16xf32>) outs(%29 : tensor<2x2x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x64xf32>
    %collapsed_11 = tensor.collapse_shape %30 [[0, 1, 2], [3]] : tensor<2x2x16x64xf32> into tensor<64x64xf32>
    %31 = tensor.empty() : tensor<64x2x8xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<2x8x64xf32>) outs(%31 : tensor<64x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x8xf32>
    %collapsed_12 = tensor.collapse_shape %32 [[0], [1, 2]] : tensor<64x2x8xf32> into tensor<64x16xf32>
    %33 = tensor.empty() : tensor<64x16xf32>
    %34 = linalg.fill ins(%cst_8 : f32) outs(%33 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %35 = linalg.matmul ins(%collapsed_11, %collapsed_12 : tensor<64x64xf32>, tensor<64x16xf32>) outs(%34 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %expanded_13 = tensor.expand_shape %35 [[0, 1, 2], [3, 4]] output_shape [2, 2, 16, 2, 8] : tensor<64x16xf32> into tensor<2x2x16x2x8xf32>
    %36 = tensor.empty() : tensor<2x2x8x2x16xf32>
    %37 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<2x2x16x2x8xf32>) outs(%36 : tensor<2x2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x2x16xf32>
    %extracted_slice = tensor.extract_slice %37[0, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xf32> to tensor<1x2x8x2x16xf32>
    %collapsed_14 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xf32> into tensor<2x8x2x16xf32>
    %extracted_slice_15 = tensor.extract_slice %37[1, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xf32> to tensor<1x2x8x2x16xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_15 [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xf32> into tensor<2x8x2x16xf32>
    %38 = tensor.empty() : tensor<2x8x4x16xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x8x4x16xf32>) outs(%38 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x16xf32>
    %40 = tensor.empty() : tensor<2x8x4xf32>
    %41 = linalg.fill ins(%cst_8 : f32) outs(%40 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x8x4x16xf32>) outs(%41 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %out, %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4xf32>
    %expanded_17 = tensor.expand_shape %42 [[0], [1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<2x8x4xf32> into tensor<2x8x4x1xf32>
    %43 = tensor.empty() : tensor<2x8x4x1xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<2x8x4x1xf32>) outs(%43 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_7 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x1xf32>
    %45 = tensor.empty() : tensor<2x8x4x1xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<2x8x4x1xf32>) outs(%45 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %cst_6 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x1xf32>
    %47 = tensor.empty() : tensor<2x8x4x1xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x8x4x1xf32>) outs(%47 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.rsqrt %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x1xf32>
    %49 = tensor.empty() : tensor<2x8x4x16xf32>
    %50 = linalg.generic {indexing_maps = [#map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x4x1xf32>) outs(%49 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x16xf32>
    %51 = tensor.empty() : tensor<2x8x4x16xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %50 : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) outs(%51 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x16xf32>
    %53 = tensor.empty() : tensor<1x1x1x16xf32>
    %54 = linalg.generic {indexing_maps = [#map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16xf32>) outs(%53 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x16xf32>
    %55 = tensor.empty() : tensor<1x1x1x16xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x1x1x16xf32>) outs(%55 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %cst_5 : f32
      linalg.yield %187 : f32
    } -> tensor<1x1x1x16xf32>
    %57 = tensor.empty() : tensor<2x8x4x16xf32>
    %58 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x1x1x16xf32>) outs(%57 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x16xf32>
    %59 = tensor.empty() : tensor<2x8x4x16xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %58 : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) outs(%59 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x16xf32>
    %61 = tensor.empty() : tensor<2x8x2x16xf32>
    %62 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<2x8x2x16xf32>) outs(%61 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x16xf32>
    %63 = tensor.empty() : tensor<2x8x2xf32>
    %64 = linalg.fill ins(%cst_8 : f32) outs(%63 : tensor<2x8x2xf32>) -> tensor<2x8x2xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x8x2x16xf32>) outs(%64 : tensor<2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %out, %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2xf32>
    %expanded_18 = tensor.expand_shape %65 [[0], [1], [2, 3]] output_shape [2, 8, 2, 1] : tensor<2x8x2xf32> into tensor<2x8x2x1xf32>
    %66 = tensor.empty() : tensor<2x8x2x1xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x8x2x1xf32>) outs(%66 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_7 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x1xf32>
    %68 = tensor.empty() : tensor<2x8x2x1xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x8x2x1xf32>) outs(%68 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %cst_6 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x1xf32>
    %70 = tensor.empty() : tensor<2x8x2x1xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x8x2x1xf32>) outs(%70 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.rsqrt %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x1xf32>
    %72 = tensor.empty() : tensor<2x8x2x16xf32>
    %73 = linalg.generic {indexing_maps = [#map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<2x8x2x1xf32>) outs(%72 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x16xf32>
    %74 = tensor.empty() : tensor<2x8x2x16xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_14, %73 : tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) outs(%74 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x16xf32>
    %76 = tensor.empty() : tensor<1x1x1x16xf32>
    %77 = linalg.generic {indexing_maps = [#map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16xf32>) outs(%76 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x16xf32>
    %78 = tensor.empty() : tensor<1x1x1x16xf32>
    %79 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x1x1x16xf32>) outs(%78 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %in, %cst_5 : f32
      linalg.yield %187 : f32
    } -> tensor<1x1x1x16xf32>
    %80 = tensor.empty() : tensor<2x8x2x16xf32>
    %81 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x1x1x16xf32>) outs(%80 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x16xf32>
    %82 = tensor.empty() : tensor<2x8x2x16xf32>
    %83 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %81 : tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) outs(%82 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x16xf32>
    %84 = tensor.empty() : tensor<8xf32>
    %85 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%84 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %187 = linalg.index 0 : index
      %188 = arith.index_cast %187 : index to i32
      %189 = arith.sitofp %188 : i32 to f32
      linalg.yield %189 : f32
    } -> tensor<8xf32>
    %86 = tensor.empty() : tensor<8xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%85 : tensor<8xf32>) outs(%86 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_4 : f32
      linalg.yield %187 : f32
    } -> tensor<8xf32>
    %88 = tensor.empty() : tensor<8xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%87 : tensor<8xf32>) outs(%88 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.powf %cst_3, %in : f32
      linalg.yield %187 : f32
    } -> tensor<8xf32>
    %90 = tensor.empty() : tensor<2x8xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x8xi32>) outs(%90 : tensor<2x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %187 = arith.sitofp %in : i32 to f32
      linalg.yield %187 : f32
    } -> tensor<2x8xf32>
    %expanded_19 = tensor.expand_shape %91 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %92 = tensor.empty() : tensor<2x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x8x1xf32>) outs(%92 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %94 = tensor.empty() : tensor<2x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map17, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<8xf32>) outs(%94 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %96 = tensor.empty() : tensor<2x8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%96 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.divf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x8xf32>
    %98 = tensor.empty() : tensor<2x8x1x8xf32>
    %99 = linalg.generic {indexing_maps = [#map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<2x8x8xf32>) outs(%98 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1x8xf32>
    %100 = tensor.empty() : tensor<2x8x1x8xf32>
    %101 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<2x8x1x8xf32>) outs(%100 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.divf %in, %cst_2 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x1x8xf32>
    %102 = tensor.empty() : tensor<2x8x1x8xf32>
    %103 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1x8xf32>) outs(%102 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.sin %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x1x8xf32>
    %104 = tensor.empty() : tensor<2x8x1x8xf32>
    %105 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<2x8x1x8xf32>) outs(%104 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.cos %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x1x8xf32>
    %extracted_slice_20 = tensor.extract_slice %60[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_21 = tensor.extract_slice %60[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %106 = tensor.empty() : tensor<2x8x4x8xf32>
    %107 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1x8xf32>) outs(%106 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %108 = tensor.empty() : tensor<2x8x4x8xf32>
    %109 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %107 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%108 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %110 = tensor.empty() : tensor<2x8x4x8xf32>
    %111 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1x8xf32>) outs(%110 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %112 = tensor.empty() : tensor<2x8x4x8xf32>
    %113 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %111 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%112 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %114 = tensor.empty() : tensor<2x8x4x8xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %113 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%114 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.subf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %116 = tensor.empty() : tensor<2x8x4x8xf32>
    %117 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %107 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%116 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %118 = tensor.empty() : tensor<2x8x4x8xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %111 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%118 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %120 = tensor.empty() : tensor<2x8x4x8xf32>
    %121 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %119 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%120 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.addf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %122 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice = tensor.insert_slice %115 into %122[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_22 = tensor.insert_slice %121 into %inserted_slice[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %123 = tensor.empty() : tensor<2x8x4x16xf32>
    %124 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_22 : tensor<2x8x4x16xf32>) outs(%123 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x16xf32>
    %extracted_slice_23 = tensor.extract_slice %83[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xf32> to tensor<2x8x2x8xf32>
    %extracted_slice_24 = tensor.extract_slice %83[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xf32> to tensor<2x8x2x8xf32>
    %125 = tensor.empty() : tensor<2x8x2x8xf32>
    %126 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x1x8xf32>) outs(%125 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %127 = tensor.empty() : tensor<2x8x2x8xf32>
    %128 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %126 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%127 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x8xf32>
    %129 = tensor.empty() : tensor<2x8x2x8xf32>
    %130 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x8x1x8xf32>) outs(%129 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %131 = tensor.empty() : tensor<2x8x2x8xf32>
    %132 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %130 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%131 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x8xf32>
    %133 = tensor.empty() : tensor<2x8x2x8xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %132 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%133 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.subf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x8xf32>
    %135 = tensor.empty() : tensor<2x8x2x8xf32>
    %136 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %126 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%135 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x8xf32>
    %137 = tensor.empty() : tensor<2x8x2x8xf32>
    %138 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %130 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%137 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.mulf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x8xf32>
    %139 = tensor.empty() : tensor<2x8x2x8xf32>
    %140 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%139 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.addf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x2x8xf32>
    %141 = tensor.empty() : tensor<2x8x2x16xf32>
    %inserted_slice_25 = tensor.insert_slice %134 into %141[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %inserted_slice_26 = tensor.insert_slice %140 into %inserted_slice_25[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %expanded_27 = tensor.expand_shape %124 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 16] : tensor<2x8x4x16xf32> into tensor<2x8x2x2x16xf32>
    %142 = tensor.empty() : tensor<2x2x8x16xf32>
    %143 = linalg.generic {indexing_maps = [#map20, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_26 : tensor<2x8x2x16xf32>) outs(%142 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x16xf32>
    %144 = tensor.empty() : tensor<2x2x16x8x2xf32>
    %145 = linalg.generic {indexing_maps = [#map21, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x8x2x2x16xf32>) outs(%144 : tensor<2x2x16x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x8x2xf32>
    %collapsed_28 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_29 = tensor.collapse_shape %145 [[0, 1], [2], [3, 4]] : tensor<2x2x16x8x2xf32> into tensor<4x16x16xf32>
    %146 = tensor.empty() : tensor<4x8x16xf32>
    %147 = linalg.fill ins(%cst_8 : f32) outs(%146 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %148 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x8x16xf32>, tensor<4x16x16xf32>) outs(%147 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_30 = tensor.expand_shape %148 [[0, 1], [2], [3, 4]] output_shape [2, 2, 8, 8, 2] : tensor<4x8x16xf32> into tensor<2x2x8x8x2xf32>
    %149 = tensor.empty() : tensor<2x8x2x2x8xf32>
    %150 = linalg.generic {indexing_maps = [#map22, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<2x2x8x8x2xf32>) outs(%149 : tensor<2x8x2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x2x8xf32>
    %collapsed_31 = tensor.collapse_shape %150 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x8xf32> into tensor<2x8x4x8xf32>
    %151 = tensor.empty() : tensor<2x8x4x8xi1>
    %152 = linalg.generic {indexing_maps = [#map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x8xi1>) outs(%151 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x4x8xi1>
    %153 = tensor.empty() : tensor<2x8x4x8xf32>
    %154 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %collapsed_31 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>) outs(%153 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: i1, %in_40: f32, %out: f32):
      %187 = arith.select %in, %in_40, %cst_0 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %155 = tensor.empty() : tensor<2x8x4xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %157 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%154 : tensor<2x8x4x8xf32>) outs(%156 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.maximumf %out, %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4xf32>
    %158 = tensor.empty() : tensor<2x8x4x8xf32>
    %159 = linalg.generic {indexing_maps = [#map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<2x8x4xf32>) outs(%158 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %160 = tensor.empty() : tensor<2x8x4x8xf32>
    %161 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %159 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%160 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.subf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %162 = tensor.empty() : tensor<2x8x4x8xf32>
    %163 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x4x8xf32>) outs(%162 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = math.exp %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %164 = tensor.empty() : tensor<2x8x4xf32>
    %165 = linalg.fill ins(%cst_8 : f32) outs(%164 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %166 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<2x8x4x8xf32>) outs(%165 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %187 = arith.addf %out, %in : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4xf32>
    %167 = tensor.empty() : tensor<2x8x4x8xf32>
    %168 = linalg.generic {indexing_maps = [#map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<2x8x4xf32>) outs(%167 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %169 = tensor.empty() : tensor<2x8x4x8xf32>
    %170 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %168 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%169 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %187 = arith.divf %in, %in_40 : f32
      linalg.yield %187 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_32 = tensor.expand_shape %170 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 8] : tensor<2x8x4x8xf32> into tensor<2x8x2x2x8xf32>
    %171 = tensor.empty() : tensor<2x2x16x8xf32>
    %172 = linalg.generic {indexing_maps = [#map23, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_16 : tensor<2x8x2x16xf32>) outs(%171 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x8xf32>
    %173 = tensor.empty() : tensor<2x2x8x8x2xf32>
    %174 = linalg.generic {indexing_maps = [#map21, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x8x2x2x8xf32>) outs(%173 : tensor<2x2x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8x2xf32>
    %collapsed_33 = tensor.collapse_shape %172 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_34 = tensor.collapse_shape %174 [[0, 1], [2], [3, 4]] : tensor<2x2x8x8x2xf32> into tensor<4x8x16xf32>
    %175 = tensor.empty() : tensor<4x16x16xf32>
    %176 = linalg.fill ins(%cst_8 : f32) outs(%175 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %177 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%176 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_35 = tensor.expand_shape %177 [[0, 1], [2], [3, 4]] output_shape [2, 2, 16, 8, 2] : tensor<4x16x16xf32> into tensor<2x2x16x8x2xf32>
    %178 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %179 = linalg.generic {indexing_maps = [#map22, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x2x16x8x2xf32>) outs(%178 : tensor<2x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x2x16xf32>
    %collapsed_36 = tensor.collapse_shape %179 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x16xf32> into tensor<2x8x4x16xf32>
    %180 = tensor.empty() : tensor<2x8x16x4xf32>
    %181 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_36 : tensor<2x8x4x16xf32>) outs(%180 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16x4xf32>
    %collapsed_37 = tensor.collapse_shape %181 [[0, 1], [2, 3]] : tensor<2x8x16x4xf32> into tensor<16x64xf32>
    %182 = tensor.empty() : tensor<16x4x64xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<4x16x64xf32>) outs(%182 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %collapsed_38 = tensor.collapse_shape %183 [[0, 1], [2]] : tensor<16x4x64xf32> into tensor<64x64xf32>
    %184 = tensor.empty() : tensor<16x64xf32>
    %185 = linalg.fill ins(%cst_8 : f32) outs(%184 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %186 = linalg.matmul ins(%collapsed_37, %collapsed_38 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%185 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_39 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    return %expanded_39 : tensor<2x8x64xf32>
  }
}
