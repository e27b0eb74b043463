// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22's nvvm.mma.sync verifier allocates in proportion to the shape's
// n and k before it refuses them: n = 2^31 - 1 takes 4 GiB (stock mlir-opt
// too). rope-fuzz leaves shapes past 2^20 out.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile(%a: i32, %b: i32, %o: memref<1xf32>) kernel {
      %z = arith.constant 0.0 : f32
      %d = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<f32>, shape = #nvvm.shape<m = 16, n = 2147483647, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
      %c0 = arith.constant 0 : index
      memref.store %d0, %o[%c0] : memref<1xf32>
      gpu.return
    }
  }
}
