// The named pipelines check their target options before building: a CPU,
// feature or chip LLVM does not know is one readable error, not an LLVM
// warning and a silent default.
// RUN: not rope-opt %s --rope-lower-to-cpu-pipeline="target-cpu=nosuchcpu" 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not rope-opt %s --rope-lower-to-cpu-pipeline="target-cpu=x86-64 target-features=+nosuchfeature" 2>&1 | FileCheck %s --check-prefix=FEATURE
// RUN: not rope-opt %s --rope-lower-to-nvvm-pipeline="chip=sm_9999" 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not rope-opt %s --rope-lower-to-nvvm-pipeline="chip=sm_" 2>&1 | FileCheck %s --check-prefix=NOCHIP
// RUN: not rope-opt %s --rope-lower-to-nvvm-pipeline="features=+ptx9999" 2>&1 | FileCheck %s --check-prefix=PTX
// RUN: not rope-opt %s --rope-lower-to-nvvm-pipeline="max-block-size=48" 2>&1 | FileCheck %s --check-prefix=BLOCK
// A named CPU sizes the kernel: x86-64-v3 has 256-bit registers.
// RUN: rope-opt %s --rope-lower-to-cpu-pipeline="target-cpu=x86-64-v3" | FileCheck %s

// CPU: rope-lower-to-cpu-pipeline: unknown --target-cpu 'nosuchcpu'
// FEATURE: rope-lower-to-cpu-pipeline: unknown --target-features 'nosuchfeature'
// CHIP: rope-lower-to-nvvm-pipeline: unknown --chip 'sm_9999' for the NVPTX backend
// NOCHIP: rope-lower-to-nvvm-pipeline: --chip must name an NVIDIA architecture such as sm_90, got 'sm_'
// PTX: rope-lower-to-nvvm-pipeline: unknown PTX feature 'ptx9999'
// BLOCK: rope-lower-to-nvvm-pipeline: max-block-size must be a multiple of 32 in [32, 1024], got 48
// CHECK: llvm.load {{.*}} -> vector<8xf32>
// CHECK-NOT: vector<16xf32>
func.func @rotate(%x: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %y = rope.apply %x layout "shd" params <> : tensor<4x2x64xf32>
  return %y : tensor<4x2x64xf32>
}
