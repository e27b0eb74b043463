module @jit_f {
  util.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<4x16x64xf32>, %arg3: tensor<2x2x64x16xf32>, %arg4: tensor<4x64x16xf32>, %arg5: tensor<2x8x64xf32>, %arg6: tensor<2x8xi32>, %arg7: tensor<2x8xi32>) -> tensor<2x8x64xf32> {
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
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<2x8xi1>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<2x8xi32>) outs(%0 : tensor<2x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %177 = arith.cmpi ne, %in, %c0_i32 : i32
      linalg.yield %177 : i1
    } -> tensor<2x8xi1>
    %2 = tensor.empty() : tensor<8x8xi32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%2 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %177 = linalg.index 0 : index
      %178 = arith.index_cast %177 : index to i32
      linalg.yield %178 : i32
    } -> tensor<8x8xi32>
    %4 = tensor.empty() : tensor<8x8xi32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%4 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %177 = linalg.index 1 : index
      %178 = arith.index_cast %177 : index to i32
      linalg.yield %178 : i32
    } -> tensor<8x8xi32>
    %6 = tensor.empty() : tensor<8x8xi1>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %5 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%6 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_39: i32, %out: i1):
      %177 = arith.cmpi sge, %in, %in_39 : i32
      linalg.yield %177 : i1
    } -> tensor<8x8xi1>
    %8 = tensor.empty() : tensor<2x8x8xi1>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8xi1>) outs(%8 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x8xi1>
    %10 = tensor.empty() : tensor<2x8x8xi1>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x8xi1>) outs(%10 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x8xi1>
    %12 = tensor.empty() : tensor<2x8x8xi1>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %11 : tensor<2x8x8xi1>, tensor<2x8x8xi1>) outs(%12 : tensor<2x8x8xi1>) {
    ^bb0(%in: i1, %in_39: i1, %out: i1):
      %177 = arith.andi %in, %in_39 : i1
      linalg.yield %177 : i1
    } -> tensor<2x8x8xi1>
    %collapsed = tensor.collapse_shape %arg5 [[0, 1], [2]] : tensor<2x8x64xf32> into tensor<16x64xf32>
    %14 = tensor.empty() : tensor<64x4x16xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<4x64x16xf32>) outs(%14 : tensor<64x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x16xf32>
    %collapsed_9 = tensor.collapse_shape %15 [[0], [1, 2]] : tensor<64x4x16xf32> into tensor<64x64xf32>
    %16 = tensor.empty() : tensor<16x64xf32>
    %17 = linalg.fill ins(%cst_8 : f32) outs(%16 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %18 = linalg.matmul ins(%collapsed, %collapsed_9 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%17 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded = tensor.expand_shape %18 [[0, 1], [2, 3]] output_shape [2, 8, 4, 16] : tensor<16x64xf32> into tensor<2x8x4x16xf32>
    %19 = tensor.empty() : tensor<2x2x16x64xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x2x64x16xf32>) outs(%19 : tensor<2x2x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x64xf32>
    %collapsed_10 = tensor.collapse_shape %20 [[0, 1, 2], [3]] : tensor<2x2x16x64xf32> into tensor<64x64xf32>
    %21 = tensor.empty() : tensor<64x2x8xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<2x8x64xf32>) outs(%21 : tensor<64x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x8xf32>
    %collapsed_11 = tensor.collapse_shape %22 [[0], [1, 2]] : tensor<64x2x8xf32> into tensor<64x16xf32>
    %23 = tensor.empty() : tensor<64x16xf32>
    %24 = linalg.fill ins(%cst_8 : f32) outs(%23 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %25 = linalg.matmul ins(%collapsed_10, %collapsed_11 : tensor<64x64xf32>, tensor<64x16xf32>) outs(%24 : tensor<64x16xf32>) -> tensor<64x16xf32>
    %expanded_12 = tensor.expand_shape %25 [[0, 1, 2], [3, 4]] output_shape [2, 2, 16, 2, 8] : tensor<64x16xf32> into tensor<2x2x16x2x8xf32>
    %26 = tensor.empty() : tensor<2x2x8x2x16xf32>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<2x2x16x2x8xf32>) outs(%26 : tensor<2x2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x2x16xf32>
    %extracted_slice = tensor.extract_slice %27[0, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xf32> to tensor<1x2x8x2x16xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xf32> into tensor<2x8x2x16xf32>
    %extracted_slice_14 = tensor.extract_slice %27[1, 0, 0, 0, 0] [1, 2, 8, 2, 16] [1, 1, 1, 1, 1] : tensor<2x2x8x2x16xf32> to tensor<1x2x8x2x16xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2], [3], [4]] : tensor<1x2x8x2x16xf32> into tensor<2x8x2x16xf32>
    %28 = tensor.empty() : tensor<2x8x4x16xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x8x4x16xf32>) outs(%28 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.mulf %in, %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x16xf32>
    %30 = tensor.empty() : tensor<2x8x4xf32>
    %31 = linalg.fill ins(%cst_8 : f32) outs(%30 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<2x8x4x16xf32>) outs(%31 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4xf32>
    %expanded_16 = tensor.expand_shape %32 [[0], [1], [2, 3]] output_shape [2, 8, 4, 1] : tensor<2x8x4xf32> into tensor<2x8x4x1xf32>
    %33 = tensor.empty() : tensor<2x8x4x1xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<2x8x4x1xf32>) outs(%33 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_7 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x1xf32>
    %35 = tensor.empty() : tensor<2x8x4x1xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x4x1xf32>) outs(%35 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %cst_6 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x1xf32>
    %37 = tensor.empty() : tensor<2x8x4x1xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x8x4x1xf32>) outs(%37 : tensor<2x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x1xf32>
    %39 = tensor.empty() : tensor<2x8x4x16xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x8x4x1xf32>) outs(%39 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x16xf32>
    %41 = tensor.empty() : tensor<2x8x4x16xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %40 : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) outs(%41 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x16xf32>
    %43 = tensor.empty() : tensor<1x1x1x16xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16xf32>) outs(%43 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x16xf32>
    %45 = tensor.empty() : tensor<1x1x1x16xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x1x1x16xf32>) outs(%45 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %cst_5 : f32
      linalg.yield %177 : f32
    } -> tensor<1x1x1x16xf32>
    %47 = tensor.empty() : tensor<2x8x4x16xf32>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x1x1x16xf32>) outs(%47 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x16xf32>
    %49 = tensor.empty() : tensor<2x8x4x16xf32>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %48 : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) outs(%49 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x16xf32>
    %51 = tensor.empty() : tensor<2x8x2x16xf32>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<2x8x2x16xf32>) outs(%51 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.mulf %in, %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x16xf32>
    %53 = tensor.empty() : tensor<2x8x2xf32>
    %54 = linalg.fill ins(%cst_8 : f32) outs(%53 : tensor<2x8x2xf32>) -> tensor<2x8x2xf32>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x8x2x16xf32>) outs(%54 : tensor<2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2xf32>
    %expanded_17 = tensor.expand_shape %55 [[0], [1], [2, 3]] output_shape [2, 8, 2, 1] : tensor<2x8x2xf32> into tensor<2x8x2x1xf32>
    %56 = tensor.empty() : tensor<2x8x2x1xf32>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<2x8x2x1xf32>) outs(%56 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_7 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x1xf32>
    %58 = tensor.empty() : tensor<2x8x2x1xf32>
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x2x1xf32>) outs(%58 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %cst_6 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x1xf32>
    %60 = tensor.empty() : tensor<2x8x2x1xf32>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x8x2x1xf32>) outs(%60 : tensor<2x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x1xf32>
    %62 = tensor.empty() : tensor<2x8x2x16xf32>
    %63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<2x8x2x1xf32>) outs(%62 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x16xf32>
    %64 = tensor.empty() : tensor<2x8x2x16xf32>
    %65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13, %63 : tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) outs(%64 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x16xf32>
    %66 = tensor.empty() : tensor<1x1x1x16xf32>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16xf32>) outs(%66 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x16xf32>
    %68 = tensor.empty() : tensor<1x1x1x16xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x1x1x16xf32>) outs(%68 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %cst_5 : f32
      linalg.yield %177 : f32
    } -> tensor<1x1x1x16xf32>
    %70 = tensor.empty() : tensor<2x8x2x16xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x1x1x16xf32>) outs(%70 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x16xf32>
    %72 = tensor.empty() : tensor<2x8x2x16xf32>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %71 : tensor<2x8x2x16xf32>, tensor<2x8x2x16xf32>) outs(%72 : tensor<2x8x2x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x16xf32>
    %74 = tensor.empty() : tensor<8xf32>
    %75 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%74 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %177 = linalg.index 0 : index
      %178 = arith.index_cast %177 : index to i32
      %179 = arith.sitofp %178 : i32 to f32
      linalg.yield %179 : f32
    } -> tensor<8xf32>
    %76 = tensor.empty() : tensor<8xf32>
    %77 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%75 : tensor<8xf32>) outs(%76 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.mulf %in, %cst_4 : f32
      linalg.yield %177 : f32
    } -> tensor<8xf32>
    %78 = tensor.empty() : tensor<8xf32>
    %79 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%77 : tensor<8xf32>) outs(%78 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.powf %cst_3, %in : f32
      linalg.yield %177 : f32
    } -> tensor<8xf32>
    %80 = tensor.empty() : tensor<2x8xf32>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<2x8xi32>) outs(%80 : tensor<2x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %177 = arith.sitofp %in : i32 to f32
      linalg.yield %177 : f32
    } -> tensor<2x8xf32>
    %expanded_18 = tensor.expand_shape %81 [[0], [1, 2]] output_shape [2, 8, 1] : tensor<2x8xf32> into tensor<2x8x1xf32>
    %82 = tensor.empty() : tensor<2x8x8xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x8x1xf32>) outs(%82 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %84 = tensor.empty() : tensor<2x8x8xf32>
    %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<8xf32>) outs(%84 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %86 = tensor.empty() : tensor<2x8x8xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %85 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%86 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.divf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x8xf32>
    %88 = tensor.empty() : tensor<2x8x1x8xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x8xf32>) outs(%88 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x1x8xf32>
    %90 = tensor.empty() : tensor<2x8x1x8xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x1x8xf32>) outs(%90 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_2 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x1x8xf32>
    %92 = tensor.empty() : tensor<2x8x1x8xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1x8xf32>) outs(%92 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.sin %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x1x8xf32>
    %94 = tensor.empty() : tensor<2x8x1x8xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<2x8x1x8xf32>) outs(%94 : tensor<2x8x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.cos %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x1x8xf32>
    %extracted_slice_19 = tensor.extract_slice %50[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %extracted_slice_20 = tensor.extract_slice %50[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
    %96 = tensor.empty() : tensor<2x8x4x8xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1x8xf32>) outs(%96 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %98 = tensor.empty() : tensor<2x8x4x8xf32>
    %99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %97 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%98 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %100 = tensor.empty() : tensor<2x8x4x8xf32>
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x1x8xf32>) outs(%100 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %102 = tensor.empty() : tensor<2x8x4x8xf32>
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %101 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%102 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %104 = tensor.empty() : tensor<2x8x4x8xf32>
    %105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %103 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%104 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.subf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %106 = tensor.empty() : tensor<2x8x4x8xf32>
    %107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %97 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%106 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %108 = tensor.empty() : tensor<2x8x4x8xf32>
    %109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %101 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%108 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %110 = tensor.empty() : tensor<2x8x4x8xf32>
    %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%110 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.addf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %112 = tensor.empty() : tensor<2x8x4x16xf32>
    %inserted_slice = tensor.insert_slice %105 into %112[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %inserted_slice_21 = tensor.insert_slice %111 into %inserted_slice[0, 0, 0, 8] [2, 8, 4, 8] [1, 1, 1, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x16xf32>
    %113 = tensor.empty() : tensor<2x8x4x16xf32>
    %114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_21 : tensor<2x8x4x16xf32>) outs(%113 : tensor<2x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.mulf %in, %cst_1 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x16xf32>
    %extracted_slice_22 = tensor.extract_slice %73[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xf32> to tensor<2x8x2x8xf32>
    %extracted_slice_23 = tensor.extract_slice %73[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x16xf32> to tensor<2x8x2x8xf32>
    %115 = tensor.empty() : tensor<2x8x2x8xf32>
    %116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<2x8x1x8xf32>) outs(%115 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %117 = tensor.empty() : tensor<2x8x2x8xf32>
    %118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %116 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%117 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x8xf32>
    %119 = tensor.empty() : tensor<2x8x2x8xf32>
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<2x8x1x8xf32>) outs(%119 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x8xf32>
    %121 = tensor.empty() : tensor<2x8x2x8xf32>
    %122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %120 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%121 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x8xf32>
    %123 = tensor.empty() : tensor<2x8x2x8xf32>
    %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %122 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%123 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.subf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x8xf32>
    %125 = tensor.empty() : tensor<2x8x2x8xf32>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %116 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%125 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x8xf32>
    %127 = tensor.empty() : tensor<2x8x2x8xf32>
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %120 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%127 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.mulf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x8xf32>
    %129 = tensor.empty() : tensor<2x8x2x8xf32>
    %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %128 : tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) outs(%129 : tensor<2x8x2x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.addf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x2x8xf32>
    %131 = tensor.empty() : tensor<2x8x2x16xf32>
    %inserted_slice_24 = tensor.insert_slice %124 into %131[0, 0, 0, 0] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %inserted_slice_25 = tensor.insert_slice %130 into %inserted_slice_24[0, 0, 0, 8] [2, 8, 2, 8] [1, 1, 1, 1] : tensor<2x8x2x8xf32> into tensor<2x8x2x16xf32>
    %expanded_26 = tensor.expand_shape %114 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 16] : tensor<2x8x4x16xf32> into tensor<2x8x2x2x16xf32>
    %132 = tensor.empty() : tensor<2x2x8x16xf32>
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_25 : tensor<2x8x2x16xf32>) outs(%132 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x16xf32>
    %134 = tensor.empty() : tensor<2x2x16x8x2xf32>
    %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x8x2x2x16xf32>) outs(%134 : tensor<2x2x16x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x8x2xf32>
    %collapsed_27 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_28 = tensor.collapse_shape %135 [[0, 1], [2], [3, 4]] : tensor<2x2x16x8x2xf32> into tensor<4x16x16xf32>
    %136 = tensor.empty() : tensor<4x8x16xf32>
    %137 = linalg.fill ins(%cst_8 : f32) outs(%136 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %138 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x16xf32>, tensor<4x16x16xf32>) outs(%137 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_29 = tensor.expand_shape %138 [[0, 1], [2], [3, 4]] output_shape [2, 2, 8, 8, 2] : tensor<4x8x16xf32> into tensor<2x2x8x8x2xf32>
    %139 = tensor.empty() : tensor<2x8x2x2x8xf32>
    %140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x2x8x8x2xf32>) outs(%139 : tensor<2x8x2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x2x8xf32>
    %collapsed_30 = tensor.collapse_shape %140 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x8xf32> into tensor<2x8x4x8xf32>
    %141 = tensor.empty() : tensor<2x8x4x8xi1>
    %142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x8x8xi1>) outs(%141 : tensor<2x8x4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x8x4x8xi1>
    %143 = tensor.empty() : tensor<2x8x4x8xf32>
    %144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %collapsed_30 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>) outs(%143 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: i1, %in_39: f32, %out: f32):
      %177 = arith.select %in, %in_39, %cst_0 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %145 = tensor.empty() : tensor<2x8x4xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<2x8x4x8xf32>) outs(%146 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.maximumf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4xf32>
    %148 = tensor.empty() : tensor<2x8x4x8xf32>
    %149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<2x8x4xf32>) outs(%148 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %150 = tensor.empty() : tensor<2x8x4x8xf32>
    %151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %149 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%150 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.subf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %152 = tensor.empty() : tensor<2x8x4x8xf32>
    %153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<2x8x4x8xf32>) outs(%152 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %154 = tensor.empty() : tensor<2x8x4xf32>
    %155 = linalg.fill ins(%cst_8 : f32) outs(%154 : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
    %156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153 : tensor<2x8x4x8xf32>) outs(%155 : tensor<2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %out, %in : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4xf32>
    %157 = tensor.empty() : tensor<2x8x4x8xf32>
    %158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<2x8x4xf32>) outs(%157 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x4x8xf32>
    %159 = tensor.empty() : tensor<2x8x4x8xf32>
    %160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %158 : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%159 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %177 = arith.divf %in, %in_39 : f32
      linalg.yield %177 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_31 = tensor.expand_shape %160 [[0], [1], [2, 3], [4]] output_shape [2, 8, 2, 2, 8] : tensor<2x8x4x8xf32> into tensor<2x8x2x2x8xf32>
    %161 = tensor.empty() : tensor<2x2x16x8xf32>
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_15 : tensor<2x8x2x16xf32>) outs(%161 : tensor<2x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x8xf32>
    %163 = tensor.empty() : tensor<2x2x8x8x2xf32>
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x8x2x2x8xf32>) outs(%163 : tensor<2x2x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8x2xf32>
    %collapsed_32 = tensor.collapse_shape %162 [[0, 1], [2], [3]] : tensor<2x2x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_33 = tensor.collapse_shape %164 [[0, 1], [2], [3, 4]] : tensor<2x2x8x8x2xf32> into tensor<4x8x16xf32>
    %165 = tensor.empty() : tensor<4x16x16xf32>
    %166 = linalg.fill ins(%cst_8 : f32) outs(%165 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %167 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%166 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_34 = tensor.expand_shape %167 [[0, 1], [2], [3, 4]] output_shape [2, 2, 16, 8, 2] : tensor<4x16x16xf32> into tensor<2x2x16x8x2xf32>
    %168 = tensor.empty() : tensor<2x8x2x2x16xf32>
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<2x2x16x8x2xf32>) outs(%168 : tensor<2x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x2x2x16xf32>
    %collapsed_35 = tensor.collapse_shape %169 [[0], [1], [2, 3], [4]] : tensor<2x8x2x2x16xf32> into tensor<2x8x4x16xf32>
    %170 = tensor.empty() : tensor<2x8x16x4xf32>
    %171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_35 : tensor<2x8x4x16xf32>) outs(%170 : tensor<2x8x16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16x4xf32>
    %collapsed_36 = tensor.collapse_shape %171 [[0, 1], [2, 3]] : tensor<2x8x16x4xf32> into tensor<16x64xf32>
    %172 = tensor.empty() : tensor<16x4x64xf32>
    %173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<4x16x64xf32>) outs(%172 : tensor<16x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4x64xf32>
    %collapsed_37 = tensor.collapse_shape %173 [[0, 1], [2]] : tensor<16x4x64xf32> into tensor<64x64xf32>
    %174 = tensor.empty() : tensor<16x64xf32>
    %175 = linalg.fill ins(%cst_8 : f32) outs(%174 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %176 = linalg.matmul ins(%collapsed_36, %collapsed_37 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%175 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_38 = tensor.expand_shape %176 [[0, 1], [2]] output_shape [2, 8, 64] : tensor<16x64xf32> into tensor<2x8x64xf32>
    util.return %expanded_38 : tensor<2x8x64xf32>
  }
}