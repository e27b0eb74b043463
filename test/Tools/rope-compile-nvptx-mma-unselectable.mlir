// An nvvm.mma.sync that MLIR 22's verifier admits but LLVM has no intrinsic
// for (bf16 A with an f32 B) is refused at the op, where the translation
// to LLVM IR would crash.
// RUN: not rope-compile --target=nvptx --chip=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
// CHECK: rope-compile-nvptx-mma-unselectable.mlir:[[@LINE+6]]:12: error: 'nvvm.mma.sync' op has no NVVM intrinsic for its shape, layouts and types (A bf16, B f32, C f32)
// CHECK-NOT: Stack dump
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile(%a: i32, %b: i32, %o: memref<1xf32>) kernel {
      %z = arith.constant 0.0 : f32
      %d = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%z, %z, %z, %z] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<f32>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %d0 = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
      %c0 = arith.constant 0 : index
      memref.store %d0, %o[%c0] : memref<1xf32>
      gpu.return
    }
  }
}
