// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// MLIR 22 translates an nvvm.mma.sync that has no LLVM intrinsic (a bf16 A
// with an f32 B: its verifier admits it) by asking LLVM for intrinsic 0, and
// crashes; checkNvvmMmaSelectable refuses it first (rope-compile too).
module attributes {gpu.container_module} {
  gpu.module @rope_kernels {
    gpu.func @tile(%g: memref<64x128xbf16>, %o: memref<64x128xf32>) kernel {
      %c0 = arith.constant 0 : index
      %sm = memref.alloca() : memref<64x136xbf16, #gpu.address_space<workgroup>>
      %t = nvgpu.device_async_copy %g[%c0, %c0], %sm[%c0, %c0], 8 {bypassL1} : memref<64x128xbf16> to memref<64x136xbf16, #gpu.address_space<workgroup>>
      %group = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %group {numGroups = 0 : i32}
      gpu.barrier
      %a = nvgpu.ldmatrix %sm[%c0, %c0] {numTiles = 4 : i32, transpose = false} : memref<64x136xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
      %v = nvgpu.ldmatrix %sm[%c0, %c0] {numTiles = 4 : i32, transpose = true} : memref<64x136xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
      %a0 = vector.extract %a[0] : vector<2xbf16> from vector<4x2xbf16>
      %a1 = vector.extract %a[1] : vector<2xbf16> from vector<4x2xbf16>
      %a2 = vector.extract %a[2] : vector<2xbf16> from vector<4x2xbf16>
      %a3 = vector.extract %a[3] : vector<2xbf16> from vector<4x2xbf16>
      %b0 = vector.extract %v[0] : vector<2xbf16> from vector<4x2xbf16>
      %b1 = vector.extract %v[1] : vector<2xbf16> from vector<4x2xbf16>
      %ra0 = vector.bitcast %a0 : vector<2xbf16> to vector<1xi32>
      %ra1 = vector.bitcast %a1 : vector<2xbf16> to vector<1xi32>
      %ra2 = vector.bitcast %a2 : vector<2xbf16> to vector<1xi32>
      %ra3 = vector.bitcast %a3 : vector<2xbf16> to vector<1xi32>
      %rb0 = vector.bitcast %b0 : vector<2xbf16> to vector<1xi32>
      %rb1 = vector.bitcast %b1 : vector<2xbf16> to vector<1xi32>
      %ia0 = vector.extract %ra0[0] : i32 from vector<1xi32>
      %ia1 = vector.extract %ra1[0] : i32 from vector<1xi32>
      %ia2 = vector.extract %ra2[0] : i32 from vector<1xi32>
      %ia3 = vector.extract %ra3[0] : i32 from vector<1xi32>
      %ib0 = vector.extract %rb0[0] : i32 from vector<1xi32>
      %ib1 = vector.extract %rb1[0] : i32 from vector<1xi32>
      %z = arith.constant 0.0 : f32
      %d = nvvm.mma.sync A[%ia0, %ia1, %ia2, %ia3] B[%ib0, %ib1] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<f32>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
      %w = arith.constant 32 : i32
      %one = arith.constant 1 : i32
      %s, %ok = gpu.shuffle xor %d0, %one, %w : f32
      %x = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%s) : (f32) -> f32
      memref.store %x, %o[%c0, %c0] : memref<64x128xf32>
      gpu.return
    }
  }
}
