// D = 256 needs 168960 bytes of shared memory: within sm_90's 227 KiB, not
// within sm_80's 163 KiB.
// RUN: rope-opt %s --rope-configure-gpu-kernels=chip=sm_90 | FileCheck %s
// RUN: rope-opt %s --rope-configure-gpu-kernels=chip=sm_80 --verify-diagnostics -o /dev/null

// CHECK: rope.gpu_kernel = #rope.gpu_kernel<name = "wide_attention0", block_size = 128, vector_bytes = 16, shared_bytes = 168960>
func.func @wide(%q: tensor<1x64x2x256xbf16>) -> tensor<1x64x2x256xbf16> {
  // expected-error @+1 {{the attention tiles need 168960 bytes of shared memory, more than the chip's 166912}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>
  return %o : tensor<1x64x2x256xbf16>
}
