module @jit_f {
  util.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<1x8x64xf32>) -> tensor<1x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 4.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 2.000000e+00 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8xi32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%0 : tensor<8xi32>) {
    ^bb0(%out: i32):
      %115 = linalg.index 0 : index
      %116 = arith.index_cast %115 : index to i32
      linalg.yield %116 : i32
    } -> tensor<8xi32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %2 = tensor.empty() : tensor<8x64xf32>
    %3 = linalg.fill ins(%cst_6 : f32) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %4 = linalg.matmul ins(%collapsed, %arg2 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %5 = tensor.empty() : tensor<8x32xf32>
    %6 = linalg.fill ins(%cst_6 : f32) outs(%5 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %7 = linalg.matmul ins(%collapsed, %arg0 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_7 = tensor.expand_shape %7 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %8 = tensor.empty() : tensor<8x32xf32>
    %9 = linalg.fill ins(%cst_6 : f32) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %10 = linalg.matmul ins(%collapsed, %arg3 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%9 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_8 = tensor.expand_shape %10 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %11 = tensor.empty() : tensor<8xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%11 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %115 = linalg.index 0 : index
      %116 = arith.index_cast %115 : index to i32
      %117 = arith.sitofp %116 : i32 to f32
      linalg.yield %117 : f32
    } -> tensor<8xf32>
    %13 = tensor.empty() : tensor<8xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%12 : tensor<8xf32>) outs(%13 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.mulf %in, %cst_5 : f32
      linalg.yield %115 : f32
    } -> tensor<8xf32>
    %15 = tensor.empty() : tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%14 : tensor<8xf32>) outs(%15 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.addf %in, %cst_6 : f32
      linalg.yield %115 : f32
    } -> tensor<8xf32>
    %17 = tensor.empty() : tensor<8xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%16 : tensor<8xf32>) outs(%17 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.divf %in, %cst_4 : f32
      linalg.yield %115 : f32
    } -> tensor<8xf32>
    %19 = tensor.empty() : tensor<8xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%18 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.powf %cst_3, %in : f32
      linalg.yield %115 : f32
    } -> tensor<8xf32>
    %21 = tensor.empty() : tensor<8xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%20 : tensor<8xf32>) outs(%21 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.divf %cst_2, %in : f32
      linalg.yield %115 : f32
    } -> tensor<8xf32>
    %23 = tensor.empty() : tensor<8xf32>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<8xi32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %115 = arith.sitofp %in : i32 to f32
      linalg.yield %115 : f32
    } -> tensor<8xf32>
    %25 = tensor.empty() : tensor<1x8xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8xf32>) outs(%25 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8xf32>
    %expanded_9 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %27 = tensor.empty() : tensor<1x8x8xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x8x1xf32>) outs(%27 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %29 = tensor.empty() : tensor<1x8x8xf32>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<8xf32>) outs(%29 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %31 = tensor.empty() : tensor<1x8x8xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %30 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%31 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.mulf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x8xf32>
    %33 = tensor.empty() : tensor<1x8x16xf32>
    %inserted_slice = tensor.insert_slice %32 into %33[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %inserted_slice_10 = tensor.insert_slice %32 into %inserted_slice[0, 0, 8] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %34 = tensor.empty() : tensor<1x8x16xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_10 : tensor<1x8x16xf32>) outs(%34 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.cos %in : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x16xf32>
    %36 = tensor.empty() : tensor<1x8x16xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_10 : tensor<1x8x16xf32>) outs(%36 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.sin %in : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x16xf32>
    %38 = tensor.empty() : tensor<1x8x4x16xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x16xf32>) outs(%38 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %40 = tensor.empty() : tensor<1x8x4x16xf32>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %39 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%40 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.mulf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x4x16xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %42 = tensor.empty() : tensor<1x8x4x8xf32>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_11 : tensor<1x8x4x8xf32>) outs(%42 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.negf %in : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x4x8xf32>
    %44 = tensor.empty() : tensor<1x8x4x16xf32>
    %inserted_slice_12 = tensor.insert_slice %43 into %44[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %inserted_slice_13 = tensor.insert_slice %extracted_slice into %inserted_slice_12[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %45 = tensor.empty() : tensor<1x8x4x16xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x16xf32>) outs(%45 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %47 = tensor.empty() : tensor<1x8x4x16xf32>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_13, %46 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%47 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.mulf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x4x16xf32>
    %49 = tensor.empty() : tensor<1x8x4x16xf32>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %48 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%49 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.addf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x4x16xf32>
    %51 = tensor.empty() : tensor<1x8x2x16xf32>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x16xf32>) outs(%51 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %53 = tensor.empty() : tensor<1x8x2x16xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7, %52 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%53 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.mulf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x2x16xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_7[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded_7[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %55 = tensor.empty() : tensor<1x8x2x8xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15 : tensor<1x8x2x8xf32>) outs(%55 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.negf %in : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x2x8xf32>
    %57 = tensor.empty() : tensor<1x8x2x16xf32>
    %inserted_slice_16 = tensor.insert_slice %56 into %57[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %inserted_slice_17 = tensor.insert_slice %extracted_slice_14 into %inserted_slice_16[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %58 = tensor.empty() : tensor<1x8x2x16xf32>
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x16xf32>) outs(%58 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %60 = tensor.empty() : tensor<1x8x2x16xf32>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_17, %59 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%60 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.mulf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x2x16xf32>
    %62 = tensor.empty() : tensor<1x8x2x16xf32>
    %63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %61 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%62 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.addf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x8x2x16xf32>
    %64 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x8x2x16xf32>) outs(%64 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_18 = tensor.collapse_shape %65 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %66 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x8x2x16xf32>) outs(%66 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_19 = tensor.collapse_shape %67 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %68 = tensor.empty() : tensor<1x4x8x16xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x4x16xf32>) outs(%68 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x16xf32>
    %70 = tensor.empty() : tensor<1x4x16x8xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_18 : tensor<1x8x4x16xf32>) outs(%70 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_20 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_21 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %72 = tensor.empty() : tensor<4x8x8xf32>
    %73 = linalg.fill ins(%cst_6 : f32) outs(%72 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %74 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%73 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_22 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %75 = tensor.empty() : tensor<1x4x8x8xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x4x8x8xf32>) outs(%75 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.divf %in, %cst_1 : f32
      linalg.yield %115 : f32
    } -> tensor<1x4x8x8xf32>
    %77 = tensor.empty() : tensor<8x8xi32>
    %78 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%77 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %115 = linalg.index 0 : index
      %116 = arith.index_cast %115 : index to i32
      linalg.yield %116 : i32
    } -> tensor<8x8xi32>
    %79 = tensor.empty() : tensor<8x8xi32>
    %80 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%79 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %115 = linalg.index 1 : index
      %116 = arith.index_cast %115 : index to i32
      linalg.yield %116 : i32
    } -> tensor<8x8xi32>
    %81 = tensor.empty() : tensor<8x8xi1>
    %82 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%78, %80 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%81 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_28: i32, %out: i1):
      %115 = arith.cmpi sge, %in, %in_28 : i32
      linalg.yield %115 : i1
    } -> tensor<8x8xi1>
    %83 = tensor.empty() : tensor<1x4x8x8xi1>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<8x8xi1>) outs(%83 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x4x8x8xi1>
    %85 = tensor.empty() : tensor<1x4x8x8xf32>
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %76 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>) outs(%85 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_28: f32, %out: f32):
      %115 = arith.select %in, %in_28, %cst_0 : f32
      linalg.yield %115 : f32
    } -> tensor<1x4x8x8xf32>
    %87 = tensor.empty() : tensor<1x4x8xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x4x8x8xf32>) outs(%88 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.maximumf %out, %in : f32
      linalg.yield %115 : f32
    } -> tensor<1x4x8xf32>
    %90 = tensor.empty() : tensor<1x4x8x8xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x4x8xf32>) outs(%90 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %92 = tensor.empty() : tensor<1x4x8x8xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %91 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%92 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.subf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x4x8x8xf32>
    %94 = tensor.empty() : tensor<1x4x8x8xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x4x8x8xf32>) outs(%94 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = math.exp %in : f32
      linalg.yield %115 : f32
    } -> tensor<1x4x8x8xf32>
    %96 = tensor.empty() : tensor<1x4x8xf32>
    %97 = linalg.fill ins(%cst_6 : f32) outs(%96 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<1x4x8x8xf32>) outs(%97 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %115 = arith.addf %out, %in : f32
      linalg.yield %115 : f32
    } -> tensor<1x4x8xf32>
    %99 = tensor.empty() : tensor<1x4x8x8xf32>
    %100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<1x4x8xf32>) outs(%99 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %101 = tensor.empty() : tensor<1x4x8x8xf32>
    %102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %100 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%101 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_28: f32, %out: f32):
      %115 = arith.divf %in, %in_28 : f32
      linalg.yield %115 : f32
    } -> tensor<1x4x8x8xf32>
    %103 = tensor.empty() : tensor<1x4x16x8xf32>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_19 : tensor<1x8x4x16xf32>) outs(%103 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %105 = tensor.empty() : tensor<1x4x8x8xf32>
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x4x8x8xf32>) outs(%105 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %104 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_24 = tensor.collapse_shape %106 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %107 = tensor.empty() : tensor<4x16x8xf32>
    %108 = linalg.fill ins(%cst_6 : f32) outs(%107 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %109 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x16x8xf32>, tensor<4x8x8xf32>) outs(%108 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %expanded_25 = tensor.expand_shape %109 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xf32> into tensor<1x4x16x8xf32>
    %110 = tensor.empty() : tensor<1x8x4x16xf32>
    %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x4x16x8xf32>) outs(%110 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %collapsed_26 = tensor.collapse_shape %111 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %112 = tensor.empty() : tensor<8x64xf32>
    %113 = linalg.fill ins(%cst_6 : f32) outs(%112 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %114 = linalg.matmul ins(%collapsed_26, %arg1 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%113 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_27 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    util.return %expanded_27 : tensor<1x8x64xf32>
  }
}