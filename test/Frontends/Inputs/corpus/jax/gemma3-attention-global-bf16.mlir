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
#map23 = affine_map<() -> ()>
#map24 = affine_map<(d0, d1, d2, d3) -> ()>
#map25 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
module {
  func.func @main(%arg0: tensor<16xbf16>, %arg1: tensor<16xbf16>, %arg2: tensor<4x16x64xbf16>, %arg3: tensor<2x2x64x16xbf16>, %arg4: tensor<4x64x16xbf16>, %arg5: tensor<2x8x64xbf16>, %arg6: tensor<2x8xi1>) -> tensor<2x8x64xbf16> {
    %cst = arith.constant 0xFF80 : bf16
    %cst_0 = arith.constant -2.38197633E+38 : f32
    %cst_1 = arith.constant 2.500000e-01 : bf16
    %cst_2 = arith.constant 8.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+06 : f32
    %cst_4 = arith.constant 1.250000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : bf16
    %cst_6 = arith.constant 9.983770e-07 : bf16
    %cst_7 = arith.constant 1.600000e+01 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %cst_9 = arith.constant 0.000000e+00 : bf16
    %c1_i32 = arith.constant 1 : i32
    %cst_10 = arith.constant dense<0> : tensor<i32>
    %0 = tensor.empty() : tensor<2x8xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<2x8xi1>) outs(%0 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %215 = arith.extui %in : i1 to i32
      linalg.yield %215 : i32
    } -> tensor<2x8xi32>
    %2 = tensor.empty() : tensor<2x8xi32>
    %3 = tensor.empty() : tensor<2xi32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel"]} ins(%cst_10 : tensor<i32>) outs(%3 : tensor<2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2xi32>
    %5:2 = "iree_linalg_ext.scan"(%1, %2, %4) ({
    ^bb0(%arg7: i32, %arg8: i32):
      %215 = arith.addi %arg7, %arg8 : i32
      "iree_linalg_ext.yield"(%215) : (i32) -> ()
    }) {dimension = 1 : i64, inclusive = true} : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<2xi32>) -> (tensor<2x8xi32>, tensor<2xi32>)
    %6 = tensor.empty() : tensor<2x8xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0 : tensor<2x8xi32>) outs(%6 : tensor<2x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %215 = arith.cmpi sge, %in, %c1_i32 : i32
      linalg.yield %215 : i1
    } -> tensor<2x8xi1>
    %8 = tensor.empty() : tensor<2x8xi32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<2x8xi1>) outs(%8 : tensor<2x8xi32>) {
    ^bb0(%in: i1, %out: i32):
      %215 = arith.extui %in : i1 to i32
      linalg.yield %215 : i32
    } -> tensor<2x8xi32>
    %10 = tensor.empty() : tensor<2x8xi32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5#0, %9 : tensor<2x8xi32>, tensor<2x8xi32>) outs(%10 : tensor<2x8xi32>) {
    ^bb0(%in: i32, %in_42: i32, %out: i32):
      %215 = arith.subi %in, %in_42 : i32
      linalg.yield %215 : i32
    } -> tensor<2x8xi32>
    %12 = tensor.empty() : tensor<8x8xi32>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %215 = linalg.index 0 : index
      %216 = arith.index_cast %215 : index to i32
      linalg.yield %216 : i32
    } -> tensor<8x8xi32>
    %14 = tensor.empty() : tensor<8x8xi32>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%14 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %215 = linalg.index 1 : index
      %216 = arith.index_cast %215 : index to i32
      linalg.yield %216 : i32
    } -> tensor<8x8xi32>
    %16 = tensor.empty() : tensor<8x8xi1>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%16 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_42: i32, %out: i1):
      %215 = arith.cmpi sge, %in, %in_42 : i32
      linalg.yield %215 : i1
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
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %215 = arith.andi %in, %in_42 : i1
      linalg.yield %215 : i1
    } -> tensor<2x8x8xi1>
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2]] : tensor<2x8x64xbf16> into tensor<16x64xbf16>
    %24 = tensor.empty() : tensor<64x4x16xbf16>
    %25 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<4x64x16xbf16>) outs(%24 : tensor<64x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x4x16xbf16>
    %collapsed_11 = tensor.collapse_shape %25 [[0], [1, 2]] : tensor<64x4x16xbf16> into tensor<64x64xbf16>
    %26 = tensor.empty() : tensor<16x64xbf16>
    %27 = linalg.fill ins(%cst_9 : bf16) outs(%26 : tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %28 = linalg.matmul ins(%collapsed, %collapsed_11 : tensor<16x64xbf16>, tensor<64x64xbf16>) outs(%27 : tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %expanded = tensor.expand_shape %28 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xbf16> into tensor<2x8x4x16xbf16>
    %29 = tensor.empty() : tensor<2x2x16x64xbf16>
    %30 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x2x64x16xbf16>) outs(%29 : tensor<2x2x16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x16x64xbf16>
    %collapsed_12 = tensor.collapse_shape %30 [[0, 1, 2], [3]] : tensor<2x2x16x64xbf16> into tensor<64x64xbf16>
    %31 = tensor.empty() : tensor<64x2x8xbf16>
    %32 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<2x8x64xbf16>) outs(%31 : tensor<64x2x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x2x8xbf16>
    %collapsed_13 = tensor.collapse_shape %32 [[0], [1, 2]] : tensor<64x2x8xbf16> into tensor<64x16xbf16>
    %33 = tensor.empty() : tensor<64x16xbf16>
    %34 = linalg.fill ins(%cst_9 : bf16) outs(%33 : tensor<64x16xbf16>) -> tensor<64x16xbf16>
    %35 = linalg.matmul ins(%collapsed_12, %collapsed_13 : tensor<64x64xbf16>, tensor<64x16xbf16>) outs(%34 : tensor<64x16xbf16>) -> tensor<64x16xbf16>
    %expanded_14 = tensor.expand_shape %35 [[0, 1, 2], [3, 4]] output_shape [2, 2, 16, 2, 8] : tensor<64x16xbf16> into tensor<2x2x16x2x8xbf16>
    %36 = tensor.empty() : tensor<2x2x8x2x16xbf16>
    %37 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<2x2x16x2x8xbf16>) outs(%36 : tensor<2x2x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x8x2x16xbf16>
    %extracted_slice = tensor.extract_slice %37[0, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xbf16> to tensor<1x2x8x2x16xbf16>
    %collapsed_15 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xbf16> into tensor<2x8x2x16xbf16>
    %extracted_slice_16 = tensor.extract_slice %37[1, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xbf16> to tensor<1x2x8x2x16xbf16>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_16 [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xbf16> into tensor<2x8x2x16xbf16>
    %38 = tensor.empty() : tensor<2x8x4x16xbf16>
    %39 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x8x4x16xbf16>) outs(%38 : tensor<2x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.mulf %in, %in : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x16xbf16>
    %40 = tensor.empty() : tensor<2x8x4x16xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x4x16xbf16>) outs(%40 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %215 = arith.extf %in : bf16 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x16xf32>
    %42 = tensor.empty() : tensor<2x8x4xf32>
    %43 = linalg.fill ins(%cst_8 : f32) outs(%42 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<2x8x4x16xf32>) outs(%43 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.addf %out, %in : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4xf32>
    %expanded_18 = tensor.expand_shape %44 [[0], [1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<2x8x4xf32> into tensor<2x8x4x1xf32>
    %45 = tensor.empty() : tensor<2x8x4x1xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x8x4x1xf32>) outs(%45 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.divf %in, %cst_7 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x1xf32>
    %47 = tensor.empty() : tensor<2x8x4x1xbf16>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x8x4x1xf32>) outs(%47 : tensor<2x8x4x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %215 = arith.truncf %in : f32 to bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x1xbf16>
    %49 = tensor.empty() : tensor<2x8x4x1xbf16>
    %50 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x8x4x1xbf16>) outs(%49 : tensor<2x8x4x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.addf %in, %cst_6 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x1xbf16>
    %51 = tensor.empty() : tensor<2x8x4x1xbf16>
    %52 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<2x8x4x1xbf16>) outs(%51 : tensor<2x8x4x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = math.rsqrt %in : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x1xbf16>
    %53 = tensor.empty() : tensor<2x8x4x16xbf16>
    %54 = linalg.generic {indexing_maps = [#map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<2x8x4x1xbf16>) outs(%53 : tensor<2x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x4x16xbf16>
    %55 = tensor.empty() : tensor<2x8x4x16xbf16>
    %56 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %54 : tensor<2x8x4x16xbf16>, tensor<2x8x4x16xbf16>) outs(%55 : tensor<2x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %215 = arith.mulf %in, %in_42 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x16xbf16>
    %57 = tensor.empty() : tensor<1x1x1x16xbf16>
    %58 = linalg.generic {indexing_maps = [#map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16xbf16>) outs(%57 : tensor<1x1x1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x1x1x16xbf16>
    %59 = tensor.empty() : tensor<1x1x1x16xbf16>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x1x1x16xbf16>) outs(%59 : tensor<1x1x1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.addf %in, %cst_5 : bf16
      linalg.yield %215 : bf16
    } -> tensor<1x1x1x16xbf16>
    %61 = tensor.empty() : tensor<2x8x4x16xbf16>
    %62 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x1x1x16xbf16>) outs(%61 : tensor<2x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x4x16xbf16>
    %63 = tensor.empty() : tensor<2x8x4x16xbf16>
    %64 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %62 : tensor<2x8x4x16xbf16>, tensor<2x8x4x16xbf16>) outs(%63 : tensor<2x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %215 = arith.mulf %in, %in_42 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x16xbf16>
    %65 = tensor.empty() : tensor<2x8x2x16xbf16>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_15 : tensor<2x8x2x16xbf16>) outs(%65 : tensor<2x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.mulf %in, %in : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x2x16xbf16>
    %67 = tensor.empty() : tensor<2x8x2x16xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x8x2x16xbf16>) outs(%67 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %215 = arith.extf %in : bf16 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x16xf32>
    %69 = tensor.empty() : tensor<2x8x2xf32>
    %70 = linalg.fill ins(%cst_8 : f32) outs(%69 : tensor<2x8x2xf32>) -> tensor<2x8x2xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<2x8x2x16xf32>) outs(%70 : tensor<2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.addf %out, %in : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2xf32>
    %expanded_19 = tensor.expand_shape %71 [[0], [1], [2, 3]] output_shape [2, 8, 2, 1] : tensor<2x8x2xf32> into tensor<2x8x2x1xf32>
    %72 = tensor.empty() : tensor<2x8x2x1xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x8x2x1xf32>) outs(%72 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.divf %in, %cst_7 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x1xf32>
    %74 = tensor.empty() : tensor<2x8x2x1xbf16>
    %75 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<2x8x2x1xf32>) outs(%74 : tensor<2x8x2x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %215 = arith.truncf %in : f32 to bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x2x1xbf16>
    %76 = tensor.empty() : tensor<2x8x2x1xbf16>
    %77 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<2x8x2x1xbf16>) outs(%76 : tensor<2x8x2x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.addf %in, %cst_6 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x2x1xbf16>
    %78 = tensor.empty() : tensor<2x8x2x1xbf16>
    %79 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<2x8x2x1xbf16>) outs(%78 : tensor<2x8x2x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = math.rsqrt %in : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x2x1xbf16>
    %80 = tensor.empty() : tensor<2x8x2x16xbf16>
    %81 = linalg.generic {indexing_maps = [#map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x8x2x1xbf16>) outs(%80 : tensor<2x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x2x16xbf16>
    %82 = tensor.empty() : tensor<2x8x2x16xbf16>
    %83 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_15, %81 : tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) outs(%82 : tensor<2x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %215 = arith.mulf %in, %in_42 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x2x16xbf16>
    %84 = tensor.empty() : tensor<1x1x1x16xbf16>
    %85 = linalg.generic {indexing_maps = [#map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16xbf16>) outs(%84 : tensor<1x1x1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x1x1x16xbf16>
    %86 = tensor.empty() : tensor<1x1x1x16xbf16>
    %87 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x1x1x16xbf16>) outs(%86 : tensor<1x1x1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.addf %in, %cst_5 : bf16
      linalg.yield %215 : bf16
    } -> tensor<1x1x1x16xbf16>
    %88 = tensor.empty() : tensor<2x8x2x16xbf16>
    %89 = linalg.generic {indexing_maps = [#map15, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x1x1x16xbf16>) outs(%88 : tensor<2x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x2x16xbf16>
    %90 = tensor.empty() : tensor<2x8x2x16xbf16>
    %91 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %89 : tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) outs(%90 : tensor<2x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %215 = arith.mulf %in, %in_42 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x2x16xbf16>
    %92 = tensor.empty() : tensor<8xf32>
    %93 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%92 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %215 = linalg.index 0 : index
      %216 = arith.index_cast %215 : index to i32
      %217 = arith.sitofp %216 : i32 to f32
      linalg.yield %217 : f32
    } -> tensor<8xf32>
    %94 = tensor.empty() : tensor<8xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%93 : tensor<8xf32>) outs(%94 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.mulf %in, %cst_4 : f32
      linalg.yield %215 : f32
    } -> tensor<8xf32>
    %96 = tensor.empty() : tensor<8xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%95 : tensor<8xf32>) outs(%96 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.powf %cst_3, %in : f32
      linalg.yield %215 : f32
    } -> tensor<8xf32>
    %98 = tensor.empty() : tensor<2x8xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x8xi32>) outs(%98 : tensor<2x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %215 = arith.sitofp %in : i32 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8xf32>
    %expanded_20 = tensor.expand_shape %99 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %100 = tensor.empty() : tensor<2x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<2x8x1xf32>) outs(%100 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %102 = tensor.empty() : tensor<2x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map17, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<8xf32>) outs(%102 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %104 = tensor.empty() : tensor<2x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %103 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%104 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.divf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x8xf32>
    %106 = tensor.empty() : tensor<2x8x1x8xf32>
    %107 = linalg.generic {indexing_maps = [#map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<2x8x8xf32>) outs(%106 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1x8xf32>
    %108 = tensor.empty() : tensor<2x8x1x8xf32>
    %109 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<2x8x1x8xf32>) outs(%108 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.divf %in, %cst_2 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x1x8xf32>
    %110 = tensor.empty() : tensor<2x8x1x8xf32>
    %111 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1x8xf32>) outs(%110 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.sin %in : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x1x8xf32>
    %112 = tensor.empty() : tensor<2x8x1x8xf32>
    %113 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<2x8x1x8xf32>) outs(%112 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = math.cos %in : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x1x8xf32>
    %extracted_slice_21 = tensor.extract_slice %64[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xbf16> to tensor<2x8x4x8xbf16>
    %extracted_slice_22 = tensor.extract_slice %64[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xbf16> to tensor<2x8x4x8xbf16>
    %114 = tensor.empty() : tensor<2x8x4x8xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<2x8x4x8xbf16>) outs(%114 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %215 = arith.extf %in : bf16 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %116 = tensor.empty() : tensor<2x8x4x8xf32>
    %117 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1x8xf32>) outs(%116 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %118 = tensor.empty() : tensor<2x8x4x8xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %117 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%118 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %120 = tensor.empty() : tensor<2x8x4x8xf32>
    %121 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<2x8x4x8xbf16>) outs(%120 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %215 = arith.extf %in : bf16 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %122 = tensor.empty() : tensor<2x8x4x8xf32>
    %123 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1x8xf32>) outs(%122 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %124 = tensor.empty() : tensor<2x8x4x8xf32>
    %125 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %123 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%124 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %126 = tensor.empty() : tensor<2x8x4x8xf32>
    %127 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %125 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%126 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.subf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %128 = tensor.empty() : tensor<2x8x4x8xf32>
    %129 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %117 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%128 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %130 = tensor.empty() : tensor<2x8x4x8xf32>
    %131 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %123 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%130 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %132 = tensor.empty() : tensor<2x8x4x8xf32>
    %133 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %131 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%132 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.addf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %134 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice = tensor.insert_slice %127 into %134[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_23 = tensor.insert_slice %133 into %inserted_slice[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %135 = tensor.empty() : tensor<2x8x4x16xbf16>
    %136 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_23 : tensor<2x8x4x16xf32>) outs(%135 : tensor<2x8x4x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %215 = arith.truncf %in : f32 to bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x16xbf16>
    %137 = tensor.empty() : tensor<2x8x4x16xbf16>
    %138 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<2x8x4x16xbf16>) outs(%137 : tensor<2x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x16xbf16>
    %extracted_slice_24 = tensor.extract_slice %91[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xbf16> to tensor<2x8x2x8xbf16>
    %extracted_slice_25 = tensor.extract_slice %91[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xbf16> to tensor<2x8x2x8xbf16>
    %139 = tensor.empty() : tensor<2x8x2x8xf32>
    %140 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<2x8x2x8xbf16>) outs(%139 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %215 = arith.extf %in : bf16 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %141 = tensor.empty() : tensor<2x8x2x8xf32>
    %142 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x8x1x8xf32>) outs(%141 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %143 = tensor.empty() : tensor<2x8x2x8xf32>
    %144 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %142 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%143 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %145 = tensor.empty() : tensor<2x8x2x8xf32>
    %146 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<2x8x2x8xbf16>) outs(%145 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %215 = arith.extf %in : bf16 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %147 = tensor.empty() : tensor<2x8x2x8xf32>
    %148 = linalg.generic {indexing_maps = [#map19, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<2x8x1x8xf32>) outs(%147 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %149 = tensor.empty() : tensor<2x8x2x8xf32>
    %150 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %148 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%149 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %151 = tensor.empty() : tensor<2x8x2x8xf32>
    %152 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %150 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%151 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.subf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %153 = tensor.empty() : tensor<2x8x2x8xf32>
    %154 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %142 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%153 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %155 = tensor.empty() : tensor<2x8x2x8xf32>
    %156 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %148 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%155 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.mulf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %157 = tensor.empty() : tensor<2x8x2x8xf32>
    %158 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%157 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %215 = arith.addf %in, %in_42 : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x2x8xf32>
    %159 = tensor.empty() : tensor<2x8x2x16xf32>
    %inserted_slice_26 = tensor.insert_slice %152 into %159[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %inserted_slice_27 = tensor.insert_slice %158 into %inserted_slice_26[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %160 = tensor.empty() : tensor<2x8x2x16xbf16>
    %161 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_27 : tensor<2x8x2x16xf32>) outs(%160 : tensor<2x8x2x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %215 = arith.truncf %in : f32 to bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x2x16xbf16>
    %expanded_28 = tensor.expand_shape %138 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 16] : tensor<2x8x4x16xbf16> into tensor<2x8x2x2x16xbf16>
    %162 = tensor.empty() : tensor<2x2x8x16xbf16>
    %163 = linalg.generic {indexing_maps = [#map20, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x8x2x16xbf16>) outs(%162 : tensor<2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x8x16xbf16>
    %164 = tensor.empty() : tensor<2x2x16x8x2xbf16>
    %165 = linalg.generic {indexing_maps = [#map21, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x8x2x2x16xbf16>) outs(%164 : tensor<2x2x16x8x2xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x16x8x2xbf16>
    %collapsed_29 = tensor.collapse_shape %163 [[0, 1], [2], [3]] : tensor<2x2x8x16xbf16> into tensor<4x8x16xbf16>
    %collapsed_30 = tensor.collapse_shape %165 [[0, 1], [2], [3, 4]] : tensor<2x2x16x8x2xbf16> into tensor<4x16x16xbf16>
    %166 = tensor.empty() : tensor<4x8x16xbf16>
    %167 = linalg.fill ins(%cst_9 : bf16) outs(%166 : tensor<4x8x16xbf16>) -> tensor<4x8x16xbf16>
    %168 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x8x16xbf16>, tensor<4x16x16xbf16>) outs(%167 : tensor<4x8x16xbf16>) -> tensor<4x8x16xbf16>
    %expanded_31 = tensor.expand_shape %168 [[0, 1], [2], [3, 4]] output_shape [2, 2, 8, 8, 2] : tensor<4x8x16xbf16> into tensor<2x2x8x8x2xbf16>
    %169 = tensor.empty() : tensor<2x8x2x2x8xbf16>
    %170 = linalg.generic {indexing_maps = [#map22, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x2x8x8x2xbf16>) outs(%169 : tensor<2x8x2x2x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x2x2x8xbf16>
    %collapsed_32 = tensor.collapse_shape %170 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x8xbf16> into tensor<2x8x4x8xbf16>
    %171 = tensor.empty() : tensor<bf16>
    %172 = linalg.generic {indexing_maps = [#map23], iterator_types = []} outs(%171 : tensor<bf16>) {
    ^bb0(%out: bf16):
      %215 = arith.truncf %cst_0 : f32 to bf16
      linalg.yield %215 : bf16
    } -> tensor<bf16>
    %173 = tensor.empty() : tensor<2x8x4x8xi1>
    %174 = linalg.generic {indexing_maps = [#map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x8x8xi1>) outs(%173 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x4x8xi1>
    %175 = tensor.empty() : tensor<2x8x4x8xbf16>
    %176 = linalg.generic {indexing_maps = [#map24, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<bf16>) outs(%175 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x4x8xbf16>
    %177 = tensor.empty() : tensor<2x8x4x8xbf16>
    %178 = linalg.generic {indexing_maps = [#map8, #map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %collapsed_32, %176 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xbf16>, tensor<2x8x4x8xbf16>) outs(%177 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: i1, %in_42: bf16, %in_43: bf16, %out: bf16):
      %215 = arith.select %in, %in_42, %in_43 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x8xbf16>
    %179 = tensor.empty() : tensor<2x8x4xbf16>
    %180 = linalg.fill ins(%cst : bf16) outs(%179 : tensor<2x8x4xbf16>) -> tensor<2x8x4xbf16>
    %181 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%178 : tensor<2x8x4x8xbf16>) outs(%180 : tensor<2x8x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = arith.maximumf %out, %in : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4xbf16>
    %182 = tensor.empty() : tensor<2x8x4x8xbf16>
    %183 = linalg.generic {indexing_maps = [#map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<2x8x4xbf16>) outs(%182 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x4x8xbf16>
    %184 = tensor.empty() : tensor<2x8x4x8xbf16>
    %185 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<2x8x4x8xbf16>, tensor<2x8x4x8xbf16>) outs(%184 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %215 = arith.subf %in, %in_42 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x8xbf16>
    %186 = tensor.empty() : tensor<2x8x4x8xbf16>
    %187 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<2x8x4x8xbf16>) outs(%186 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %215 = math.exp %in : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x8xbf16>
    %188 = tensor.empty() : tensor<2x8x4x8xf32>
    %189 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<2x8x4x8xbf16>) outs(%188 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %215 = arith.extf %in : bf16 to f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4x8xf32>
    %190 = tensor.empty() : tensor<2x8x4xf32>
    %191 = linalg.fill ins(%cst_8 : f32) outs(%190 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %192 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%189 : tensor<2x8x4x8xf32>) outs(%191 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %215 = arith.addf %out, %in : f32
      linalg.yield %215 : f32
    } -> tensor<2x8x4xf32>
    %193 = tensor.empty() : tensor<2x8x4xbf16>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x8x4xf32>) outs(%193 : tensor<2x8x4xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %215 = arith.truncf %in : f32 to bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4xbf16>
    %expanded_33 = tensor.expand_shape %194 [[0], [1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<2x8x4xbf16> into tensor<2x8x4x1xbf16>
    %195 = tensor.empty() : tensor<2x8x4x8xbf16>
    %196 = linalg.generic {indexing_maps = [#map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x8x4x1xbf16>) outs(%195 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x4x8xbf16>
    %197 = tensor.empty() : tensor<2x8x4x8xbf16>
    %198 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %196 : tensor<2x8x4x8xbf16>, tensor<2x8x4x8xbf16>) outs(%197 : tensor<2x8x4x8xbf16>) {
    ^bb0(%in: bf16, %in_42: bf16, %out: bf16):
      %215 = arith.divf %in, %in_42 : bf16
      linalg.yield %215 : bf16
    } -> tensor<2x8x4x8xbf16>
    %expanded_34 = tensor.expand_shape %198 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 8] : tensor<2x8x4x8xbf16> into tensor<2x8x2x2x8xbf16>
    %199 = tensor.empty() : tensor<2x2x16x8xbf16>
    %200 = linalg.generic {indexing_maps = [#map25, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_17 : tensor<2x8x2x16xbf16>) outs(%199 : tensor<2x2x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x16x8xbf16>
    %201 = tensor.empty() : tensor<2x2x8x8x2xbf16>
    %202 = linalg.generic {indexing_maps = [#map21, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x8x2x2x8xbf16>) outs(%201 : tensor<2x2x8x8x2xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2x8x8x2xbf16>
    %collapsed_35 = tensor.collapse_shape %200 [[0, 1], [2], [3]] : tensor<2x2x16x8xbf16> into tensor<4x16x8xbf16>
    %collapsed_36 = tensor.collapse_shape %202 [[0, 1], [2], [3, 4]] : tensor<2x2x8x8x2xbf16> into tensor<4x8x16xbf16>
    %203 = tensor.empty() : tensor<4x16x16xbf16>
    %204 = linalg.fill ins(%cst_9 : bf16) outs(%203 : tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16>
    %205 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x16x8xbf16>, tensor<4x8x16xbf16>) outs(%204 : tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16>
    %expanded_37 = tensor.expand_shape %205 [[0, 1], [2], [3, 4]] output_shape [2, 2, 16, 8, 2] : tensor<4x16x16xbf16> into tensor<2x2x16x8x2xbf16>
    %206 = tensor.empty() : tensor<2x8x2x2x16xbf16>
    %207 = linalg.generic {indexing_maps = [#map22, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x2x16x8x2xbf16>) outs(%206 : tensor<2x8x2x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x2x2x16xbf16>
    %collapsed_38 = tensor.collapse_shape %207 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x16xbf16> into tensor<2x8x4x16xbf16>
    %208 = tensor.empty() : tensor<2x8x16x4xbf16>
    %209 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_38 : tensor<2x8x4x16xbf16>) outs(%208 : tensor<2x8x16x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x8x16x4xbf16>
    %collapsed_39 = tensor.collapse_shape %209 [[0, 1], [2, 3]] : tensor<2x8x16x4xbf16> into tensor<16x64xbf16>
    %210 = tensor.empty() : tensor<16x4x64xbf16>
    %211 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<4x16x64xbf16>) outs(%210 : tensor<16x4x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16x4x64xbf16>
    %collapsed_40 = tensor.collapse_shape %211 [[0, 1], [2]] : tensor<16x4x64xbf16> into tensor<64x64xbf16>
    %212 = tensor.empty() : tensor<16x64xbf16>
    %213 = linalg.fill ins(%cst_9 : bf16) outs(%212 : tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %214 = linalg.matmul ins(%collapsed_39, %collapsed_40 : tensor<16x64xbf16>, tensor<64x64xbf16>) outs(%213 : tensor<16x64xbf16>) -> tensor<16x64xbf16>
    %expanded_41 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xbf16> into tensor<2x8x64xbf16>
    return %expanded_41 : tensor<2x8x64xbf16>
  }
}
