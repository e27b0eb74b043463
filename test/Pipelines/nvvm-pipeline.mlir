// rope-lower-to-nvvm-pipeline at its two ends: the NVVM dialect
// (serialize=0) and the PTX inside gpu.binary.
// RUN: rope-opt %s --rope-lower-to-nvvm-pipeline=serialize=0 | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm-pipeline | FileCheck %s --check-prefix=PTX
// RUN: rope-opt %s --rope-lower-to-nvvm-pipeline="chip=sm_80 features=+ptx75 opt-level=2 max-block-size=64" | FileCheck %s --check-prefix=SM80

// Host: buffers and the launch stay at the memref level.
// CHECK-LABEL: func.func @decode
// CHECK: gpu.launch_func @rope_kernels::@decode_rope0 blocks in (%{{.*}}, %c1, %c1) threads in (%c160, %c1, %c1)
// CHECK: gpu.module @rope_kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]
// CHECK: llvm.func @decode_rope0({{.*}}) attributes {gpu.kernel, gpu.known_block_size = array<i32: 160, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 160, 1, 1>, rope.gpu_kernel = #rope.gpu_kernel<name = "decode_rope0", block_size = 160, vector_bytes = 16, shared_bytes = 512>, rope.launch = {block = [160, 1, 1], grid = "batch*seq", shared_bytes = 512 : i64, vector_bytes = 16 : i64}}
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf32>
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
// f32 -> bf16 is a plain fptrunc: round to nearest even, NaN kept NaN
// (cvt.rn.bf16x2.f32 in the PTX), the rule the CPU kernel builds with
// integer ops.
// CHECK: llvm.fptrunc %{{.*}} : vector<8xf32> to vector<8xbf16>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
// No libdevice: nothing is called.
// CHECK-NOT: llvm.call
// CHECK-NOT: __nv_

// PTX: gpu.binary @rope_kernels  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// PTX-SAME: .version 8.0
// PTX-SAME: .target sm_90
// PTX-SAME: .entry decode_rope0
// PTX-SAME: .maxntid 160, 1, 1
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: cvt.rn.bf16x2.f32
// PTX-SAME: st.global.v4.b32
// PTX-NOT: .local
// PTX-NOT: call

// SM80: gpu.binary @rope_kernels  [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx75">, properties = {{{.*}}O = 2 : i32}
// SM80-SAME: .version 7.5
// SM80-SAME: .target sm_80
// SM80-SAME: .maxntid 64, 1, 1
func.func @decode(%q: tensor<1x?x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %n: index) -> (tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <theta = 500000.0> : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>
  return %a, %b : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>
}
