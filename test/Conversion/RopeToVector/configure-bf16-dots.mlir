// RUN: rope-opt %s --rope-configure-cpu-kernels="bf16-dots=true" --split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-configure-cpu-kernels="bf16-dots=true vector-bits=256" --split-input-file | FileCheck %s --check-prefix=AVX2
// RUN: rope-opt %s --rope-configure-cpu-kernels="bf16-dots=true amx-tiles=true" --split-input-file | FileCheck %s --check-prefix=AMX
// RUN: rope-opt %s --rope-configure-cpu-kernels --split-input-file | FileCheck %s --check-prefix=NODOTS

// With bf16-dots (a target with AVX512-BF16), attention with bf16 keys or
// values gets `matmul = bf16_dot`: its products multiply pairs of bf16 by
// vdpbf16ps (docs/CPU.md, "bf16 dot products"). AMX tiles, where an op
// takes them, come first. Without bf16-dots: the FMA kernel
// (`matmul = fma`, not printed).

// CHECK-LABEL: func.func @decode_rotated_bf16
// CHECK: #rope.cpu_attention_plan<vector_bits = 512, {{.*}}, key_rotation = none, key_splits = 8, matmul = bf16_dot, kv_heads_per_item = 8>
// AVX2-LABEL: func.func @decode_rotated_bf16
// AVX2: #rope.cpu_attention_plan<vector_bits = 256, {{.*}}, matmul = bf16_dot, kv_heads_per_item = 8>
// AMX-LABEL: func.func @decode_rotated_bf16
// AMX: matmul = bf16_dot, kv_heads_per_item = 8>
// NODOTS-LABEL: func.func @decode_rotated_bf16
// NODOTS-NOT: matmul
// NODOTS: return
func.func @decode_rotated_bf16(%q: tensor<1x1x32x128xbf16>, %k: tensor<1x4096x8x128xbf16>, %v: tensor<1x4096x8x128xbf16>, %n: index) -> tensor<1x1x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal keys_rotated params <> : tensor<1x1x32x128xbf16>, tensor<1x4096x8x128xbf16>, tensor<1x4096x8x128xbf16>
  return %o : tensor<1x1x32x128xbf16>
}

// -----

// A prefill over a rotated bf16 cache: AMX tiles where the target has them,
// else bf16 dot products.
// CHECK-LABEL: func.func @prefill_rotated_bf16
// CHECK: matmul = bf16_dot>
// AMX-LABEL: func.func @prefill_rotated_bf16
// AMX: matmul = amx>
func.func @prefill_rotated_bf16(%q: tensor<1x64x8x128xbf16>, %k: tensor<1x64x2x128xbf16>, %v: tensor<1x64x2x128xbf16>) -> tensor<1x64x8x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal keys_rotated params <> : tensor<1x64x8x128xbf16>, tensor<1x64x2x128xbf16>, tensor<1x64x2x128xbf16>
  return %o : tensor<1x64x8x128xbf16>
}

// -----

// Keys rotated by the kernel (and rounded to bf16 for the dot products).
// CHECK-LABEL: func.func @decode_unrotated_bf16
// CHECK: key_rotation = per_block, key_splits = 1, matmul = bf16_dot, kv_heads_per_item = 2, prefetch_order = address>
// NODOTS-LABEL: func.func @decode_unrotated_bf16
// NODOTS-NOT: matmul
// NODOTS: return
func.func @decode_unrotated_bf16(%q: tensor<1x1x8x128xbf16>, %k: tensor<1x512x2x128xbf16>, %v: tensor<1x512x2x128xbf16>) -> tensor<1x1x8x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> {static_q_offset = 511 : i64} : tensor<1x1x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>
  return %o : tensor<1x1x8x128xbf16>
}

// -----

// Neither bf16 keys nor bf16 values: the FMA kernel.
// CHECK-LABEL: func.func @not_dots
// CHECK-COUNT-2: key_splits = {{[0-9]+}}, kv_heads_per_item = 2, prefetch_order = address>
// CHECK-NOT: bf16_dot
func.func @not_dots(%qf: tensor<1x1x8x128xf32>, %kf: tensor<1x512x2x128xf32>,
                    %qh: tensor<1x1x8x128xf16>, %kh: tensor<1x512x2x128xf16>) {
  %0 = rope.attention %qf, %kf, %kf layout "bshd" causal keys_rotated params <> {static_q_offset = 511 : i64} : tensor<1x1x8x128xf32>, tensor<1x512x2x128xf32>, tensor<1x512x2x128xf32>
  %1 = rope.attention %qh, %kh, %kh layout "bshd" causal keys_rotated params <> {static_q_offset = 511 : i64} : tensor<1x1x8x128xf16>, tensor<1x512x2x128xf16>, tensor<1x512x2x128xf16>
  return
}
