module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<4x16x64xf32>, %arg3: tensor<2x2x64x16xf32>, %arg4: tensor<4x64x16xf32>, %arg5: tensor<2x8x64xf32>, %arg6: tensor<2x8xi32>, %arg7: tensor<2x8xi32>) -> (tensor<2x8x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare NE, %arg7, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %3 = call @tril(%2) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %4 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<2x8xi1>) -> tensor<2x1x8xi1>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<1x8x8xi1>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x1x8xi1>) -> tensor<2x8x8xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x8x8xi1>) -> tensor<2x8x8xi1>
    %8 = stablehlo.and %6, %7 : tensor<2x8x8xi1>
    %9 = stablehlo.dot_general %arg5, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<4x64x16xf32>) -> tensor<2x8x4x16xf32>
    %10 = stablehlo.dot_general %arg3, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x64x16xf32>, tensor<2x8x64xf32>) -> tensor<2x2x16x2x8xf32>
    %11 = stablehlo.transpose %10, dims = [0, 3, 4, 1, 2] : (tensor<2x2x16x2x8xf32>) -> tensor<2x2x8x2x16xf32>
    %12 = stablehlo.slice %11 [0:1, 0:2, 0:8, 0:2, 0:16] : (tensor<2x2x8x2x16xf32>) -> tensor<1x2x8x2x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x2x8x2x16xf32>) -> tensor<2x8x2x16xf32>
    %14 = stablehlo.slice %11 [1:2, 0:2, 0:8, 0:2, 0:16] : (tensor<2x2x8x2x16xf32>) -> tensor<1x2x8x2x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x2x8x2x16xf32>) -> tensor<2x8x2x16xf32>
    %16 = chlo.square %9 : tensor<2x8x4x16xf32> -> tensor<2x8x4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x4x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<2x8x4x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x4x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x8x4x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<2x8x4x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x16xf32>
    %25 = stablehlo.multiply %9, %24 : tensor<2x8x4x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %28 = stablehlo.add %27, %26 : tensor<1x1x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x4x16xf32>
    %30 = stablehlo.multiply %25, %29 : tensor<2x8x4x16xf32>
    %31 = chlo.square %13 : tensor<2x8x2x16xf32> -> tensor<2x8x2x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x16xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x2x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2x8x2x1xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x2x1xf32>
    %37 = stablehlo.add %35, %36 : tensor<2x8x2x1xf32>
    %38 = stablehlo.rsqrt %37 : tensor<2x8x2x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x8x2x1xf32>) -> tensor<2x8x2x16xf32>
    %40 = stablehlo.multiply %13, %39 : tensor<2x8x2x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %43 = stablehlo.add %42, %41 : tensor<1x1x1x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x2x16xf32>
    %45 = stablehlo.multiply %40, %44 : tensor<2x8x2x16xf32>
    %46 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.power %49, %48 : tensor<8xf32>
    %51 = call @_pad(%50) : (tensor<8xf32>) -> tensor<8xf32>
    %52 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %54 = stablehlo.convert %52 : (tensor<2x8x1xi32>) -> tensor<2x8x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x8x8xf32>
    %57 = stablehlo.divide %55, %56 : tensor<2x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<2x8x8xf32>) -> tensor<2x8x1x8xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x1x8xf32>
    %60 = stablehlo.divide %58, %59 : tensor<2x8x1x8xf32>
    %61 = stablehlo.sine %60 : tensor<2x8x1x8xf32>
    %62 = stablehlo.cosine %60 : tensor<2x8x1x8xf32>
    %63 = stablehlo.slice %30 [0:2, 0:8, 0:4, 0:8] : (tensor<2x8x4x16xf32>) -> tensor<2x8x4x8xf32>
    %64 = stablehlo.slice %30 [0:2, 0:8, 0:4, 8:16] : (tensor<2x8x4x16xf32>) -> tensor<2x8x4x8xf32>
    %65 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %66 = stablehlo.multiply %63, %65 : tensor<2x8x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<2x8x4x8xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<2x8x4x8xf32>
    %70 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %71 = stablehlo.multiply %64, %70 : tensor<2x8x4x8xf32>
    %72 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %73 = stablehlo.multiply %63, %72 : tensor<2x8x4x8xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x8x4x8xf32>
    %75 = stablehlo.concatenate %69, %74, dim = 3 : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x8x4x16xf32>
    %cst_11 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x4x16xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<2x8x4x16xf32>
    %78 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.power %81, %80 : tensor<8xf32>
    %83 = call @_pad(%82) : (tensor<8xf32>) -> tensor<8xf32>
    %84 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %86 = stablehlo.convert %84 : (tensor<2x8x1xi32>) -> tensor<2x8x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x8xf32>
    %88 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x8x8xf32>
    %89 = stablehlo.divide %87, %88 : tensor<2x8x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<2x8x8xf32>) -> tensor<2x8x1x8xf32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x1x8xf32>
    %92 = stablehlo.divide %90, %91 : tensor<2x8x1x8xf32>
    %93 = stablehlo.sine %92 : tensor<2x8x1x8xf32>
    %94 = stablehlo.cosine %92 : tensor<2x8x1x8xf32>
    %95 = stablehlo.slice %45 [0:2, 0:8, 0:2, 0:8] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x8xf32>
    %96 = stablehlo.slice %45 [0:2, 0:8, 0:2, 8:16] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x8xf32>
    %97 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x2x8xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<2x8x2x8xf32>
    %99 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x2x8xf32>
    %100 = stablehlo.multiply %96, %99 : tensor<2x8x2x8xf32>
    %101 = stablehlo.subtract %98, %100 : tensor<2x8x2x8xf32>
    %102 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x2x8xf32>
    %103 = stablehlo.multiply %96, %102 : tensor<2x8x2x8xf32>
    %104 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xf32>) -> tensor<2x8x2x8xf32>
    %105 = stablehlo.multiply %95, %104 : tensor<2x8x2x8xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x8x2x8xf32>
    %107 = stablehlo.concatenate %101, %106, dim = 3 : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x16xf32>
    %108 = stablehlo.reshape %77 : (tensor<2x8x4x16xf32>) -> tensor<2x8x2x2x16xf32>
    %109 = stablehlo.dot_general %107, %108, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x16xf32>, tensor<2x8x2x2x16xf32>) -> tensor<2x2x8x8x2xf32>
    %110 = stablehlo.transpose %109, dims = [0, 3, 1, 4, 2] : (tensor<2x2x8x8x2xf32>) -> tensor<2x8x2x2x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x2x2x8xf32>) -> tensor<2x8x4x8xf32>
    %112 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 3] : (tensor<2x8x8xi1>) -> tensor<2x8x1x8xi1>
    %cst_15 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %113 = call @_where(%112, %111, %cst_15) : (tensor<2x8x1x8xi1>, tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4x8xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %116 = stablehlo.maximum %115, %114 : tensor<2x8x4xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x8xf32>
    %119 = stablehlo.subtract %113, %118 : tensor<2x8x4x8xf32>
    %120 = stablehlo.exponential %119 : tensor<2x8x4x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x8xf32>
    %124 = stablehlo.divide %120, %123 : tensor<2x8x4x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x4x8xf32>) -> tensor<2x8x2x2x8xf32>
    %126 = stablehlo.dot_general %15, %125, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x16xf32>, tensor<2x8x2x2x8xf32>) -> tensor<2x2x16x8x2xf32>
    %127 = stablehlo.transpose %126, dims = [0, 3, 1, 4, 2] : (tensor<2x2x16x8x2xf32>) -> tensor<2x8x2x2x16xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x2x2x16xf32>) -> tensor<2x8x4x16xf32>
    %129 = stablehlo.dot_general %128, %arg2, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x8x64xf32>
    return %129 : tensor<2x8x64xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_pad(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<2x8x1x8xi1>, %arg1: tensor<2x8x4x8xf32>, %arg2: tensor<f32>) -> tensor<2x8x4x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x8x1x8xi1>) -> tensor<2x8x4x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x4x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>
    return %3 : tensor<2x8x4x8xf32>
  }
}
