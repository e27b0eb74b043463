// The tensor-core attention kernel is built from cp.async and mma.sync
// m16n8k16: chips before sm_80 are refused at the op, naming the chip, by
// the configuration pass and by the lowering; chips the NVPTX backend does
// not know are refused the same way. rope.apply has no such needs.
// RUN: rope-opt %s --split-input-file --rope-configure-gpu-kernels=chip=sm_75 --verify-diagnostics -o /dev/null
// RUN: rope-opt %s --split-input-file --convert-rope-to-gpu=chip=sm_70 --verify-diagnostics -o /dev/null
// RUN: rope-opt %s --split-input-file --rope-configure-gpu-kernels=chip=sm_80 | FileCheck %s
// RUN: not rope-opt %s --split-input-file --rope-configure-gpu-kernels=chip=sm_999 -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// CHECK: rope.gpu_kernel = #rope.gpu_kernel<name = "prefill_attention0"
// UNKNOWN: error: 'rope.attention' op unknown --chip 'sm_999' for the NVPTX backend (e.g. sm_80, sm_90, sm_90a)
func.func @prefill(%q: tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16> {
  // expected-error @+1 {{the GPU attention kernel needs cp.async and mma.sync m16n8k16 on bf16/f16 (sm_80 or newer); chip 'sm_7}}
  %o = rope.attention %q, %q, %q layout "bshd" causal params <> : tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
  return %o : tensor<1x64x2x64xbf16>
}

// -----

// CHECK: rope.gpu_kernel = #rope.gpu_kernel<name = "rotate_rope0"
func.func @rotate(%x: tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16> {
  %y = rope.apply %x layout "bshd" params <> : tensor<1x64x2x64xbf16>
  return %y : tensor<1x64x2x64xbf16>
}
