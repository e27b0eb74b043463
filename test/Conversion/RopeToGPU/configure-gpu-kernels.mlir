// RUN: rope-opt %s --rope-configure-gpu-kernels --split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-configure-gpu-kernels="max-block-size=64" --split-input-file | FileCheck %s --check-prefix=SMALL
// RUN: rope-opt %s --rope-configure-gpu-kernels --convert-rope-to-gpu --split-input-file | FileCheck %s --check-prefix=LOWERED

// One configuration per op: 32 + 8 heads x 8 vectors of 8 bf16 = 320
// items run as two rounds of 160 threads; 16-byte accesses; cos and sin of
// 64 pairs in shared memory. Names follow the module's walk order.
// CHECK-LABEL: func.func @decode
// CHECK: rope.apply {{.*}} {rope.gpu_kernel = #rope.gpu_kernel<name = "decode_rope0", block_size = 160, vector_bytes = 16, shared_bytes = 512>}
// CHECK: rope.apply {{.*}} {rope.gpu_kernel = #rope.gpu_kernel<name = "decode_rope1", block_size = 32, vector_bytes = 16, shared_bytes = 256>}
// SMALL: #rope.gpu_kernel<name = "decode_rope0", block_size = 64, vector_bytes = 16, shared_bytes = 512>
// LOWERED: gpu.launch_func @rope_kernels::@decode_rope0 {{.*}} threads in (%c160, %{{.*}}, %{{.*}})
// LOWERED: gpu.launch_func @rope_kernels::@decode_rope1 {{.*}} threads in (%c32, %{{.*}}, %{{.*}})
func.func @decode(%q: tensor<1x?x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %x: tensor<4x2x64xf32>, %n: index) -> (tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>, tensor<4x2x64xf32>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <theta = 500000.0> : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>
  %c = rope.apply %x layout "shd" params <> : tensor<4x2x64xf32>
  return %a, %b, %c : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>, tensor<4x2x64xf32>
}

// -----

// A configuration chosen elsewhere is kept, and the lowering follows it
// (narrower accesses, another block size); a new name avoids it.
// CHECK-LABEL: func.func @chosen
// CHECK: #rope.gpu_kernel<name = "chosen_rope0", block_size = 64, vector_bytes = 8, shared_bytes = 256>
// CHECK: #rope.gpu_kernel<name = "chosen_rope2", block_size = 32,
// LOWERED: gpu.launch_func @rope_kernels::@chosen_rope0 {{.*}} threads in (%c64, %{{.*}}, %{{.*}})
// LOWERED: gpu.func @chosen_rope0
// LOWERED: vector.load %{{.*}} {alignment = 8 : i64} : memref<?xf32>, vector<2xf32>
func.func @chosen(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> (tensor<4x2x64xf32>, tensor<4x2x64xf32>) {
  %a = rope.apply %x layout "shd" params <> {rope.gpu_kernel = #rope.gpu_kernel<name = "chosen_rope0", block_size = 64, vector_bytes = 8, shared_bytes = 256>} : tensor<4x2x64xf32>
  %b = rope.apply %y layout "shd" params <> {rope.gpu_kernel = #rope.gpu_kernel<name = "chosen_rope1", block_size = 64, vector_bytes = 16, shared_bytes = 256>} : tensor<4x2x64xf32>
  %c = rope.apply %a layout "shd" params <> : tensor<4x2x64xf32>
  return %b, %c : tensor<4x2x64xf32>, tensor<4x2x64xf32>
}

// -----

// A kernel's name is a PTX symbol: characters of the function's name that
// an identifier cannot hold become '_', and a leading digit gets a 'k'.
// CHECK-LABEL: func.func @"0.layer-norm rope"
// CHECK: #rope.gpu_kernel<name = "k0_layer_norm_rope_rope0",
// LOWERED: gpu.func @k0_layer_norm_rope_rope0
func.func @"0.layer-norm rope"(%x: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %a = rope.apply %x layout "shd" params <> : tensor<4x2x64xf32>
  return %a : tensor<4x2x64xf32>
}
