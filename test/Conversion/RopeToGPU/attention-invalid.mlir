// RUN: rope-opt %s --convert-rope-to-gpu --split-input-file --verify-diagnostics
// RUN: rope-opt %s --rope-configure-gpu-kernels=chip=sm_80 --split-input-file --verify-diagnostics

// What the tensor-core attention kernel cannot take is an error at the op,
// naming what it needs; nothing is rewritten.

func.func @f32(%q: tensor<1x64x2x64xf32>) -> tensor<1x64x2x64xf32> {
  // expected-error @+1 {{the GPU attention kernel needs bf16 or f16 tensors (f32 attention has no GPU kernel)}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>, tensor<1x64x2x64xf32>
  return %o : tensor<1x64x2x64xf32>
}

// -----

func.func @bias(%q: tensor<1x64x2x64xbf16>, %bias: tensor<64x64xbf16>) -> tensor<1x64x2x64xbf16> {
  // expected-error @+1 {{the GPU attention kernel needs no bias (an additive bias has no GPU kernel)}}
  %o = rope.attention %q, %q, %q layout "bshd" bias %bias : tensor<64x64xbf16> params <> : tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
  return %o : tensor<1x64x2x64xbf16>
}

// -----

func.func @dynamic_schedule(%q: tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16> {
  // expected-error @+1 {{the GPU attention kernel needs a frequency schedule that does not depend on the sequence length (dynamic and longrope have no GPU attention kernel)}}
  %o = rope.attention %q, %q, %q layout "bshd" params <scaling = #rope.dynamic<factor = 2.0, original_max = 4096>> : tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
  return %o : tensor<1x64x2x64xbf16>
}

// -----

func.func @head_dim_72(%q: tensor<1x64x2x72xf16>) -> tensor<1x64x2x72xf16> {
  // expected-error @+1 {{the tensor-core attention needs a head dim that is a multiple of 16 up to 256, not 72}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x64x2x72xf16>, tensor<1x64x2x72xf16>, tensor<1x64x2x72xf16>
  return %o : tensor<1x64x2x72xf16>
}

// -----

func.func @dynamic_heads(%q: tensor<1x64x?x64xbf16>) -> tensor<1x64x?x64xbf16> {
  // expected-error @+1 {{the GPU attention kernel needs static head and head_dim extents}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x64x?x64xbf16>, tensor<1x64x?x64xbf16>, tensor<1x64x?x64xbf16>
  return %o : tensor<1x64x?x64xbf16>
}

// -----

// D = 512 is beyond the kernel's registers on every chip.
func.func @head_dim_512(%q: tensor<1x16x1x512xbf16>) -> tensor<1x16x1x512xbf16> {
  // expected-error @+1 {{the tensor-core attention needs a head dim that is a multiple of 16 up to 256, not 512}}
  %o = rope.attention %q, %q, %q layout "bshd" params <> : tensor<1x16x1x512xbf16>, tensor<1x16x1x512xbf16>, tensor<1x16x1x512xbf16>
  return %o : tensor<1x16x1x512xbf16>
}
