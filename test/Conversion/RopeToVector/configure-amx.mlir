// RUN: rope-opt %s --rope-configure-cpu-kernels="amx-tiles=true" --split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-configure-cpu-kernels --split-input-file | FileCheck %s --check-prefix=NOAMX

// With amx-tiles (a target with AMX-BF16), bf16 attention whose v head dim
// is a multiple of 16 gets `matmul = amx` unless its query sequence is
// statically shorter than 16 (docs/CPU.md, "AMX tiles").

// CHECK-LABEL: func.func @prefill_bf16
// CHECK: #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1, matmul = amx>
// Without AMX the same op keeps the FMA kernel; `matmul = fma` is the
// default and is not printed.
// NOAMX-LABEL: func.func @prefill_bf16
// NOAMX: key_rotation = once, key_splits = 1>}
func.func @prefill_bf16(%q: tensor<1x2048x32x128xbf16>, %k: tensor<1x2048x8x128xbf16>, %v: tensor<1x2048x8x128xbf16>) -> tensor<1x2048x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x2048x32x128xbf16>, tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>
  return %o : tensor<1x2048x32x128xbf16>
}

// -----

// Long rows: the FMA kernel's key block of 16 becomes 32, a pair of tiles.
// CHECK-LABEL: func.func @long_rows
// CHECK: key_block = 32, {{.*}}, matmul = amx>
func.func @long_rows(%q: tensor<1x?x4x640xbf16>, %k: tensor<1x?x4x640xbf16>, %v: tensor<1x?x4x640xbf16>) -> tensor<1x?x4x640xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x?x4x640xbf16>, tensor<1x?x4x640xbf16>, tensor<1x?x4x640xbf16>
  return %o : tensor<1x?x4x640xbf16>
}

// -----

// f32, decode (one query), a v head dim of 68, f16: the FMA kernel.
// CHECK-LABEL: func.func @not_on_tiles
// CHECK-COUNT-4: key_splits = {{[0-9]+}}{{(, kv_heads_per_item = 2, prefetch_order = address)?}}>
// CHECK-NOT: matmul = amx
func.func @not_on_tiles(%qf: tensor<1x64x8x128xf32>, %kf: tensor<1x64x2x128xf32>,
                        %qd: tensor<1x1x8x128xbf16>, %kd: tensor<1x512x2x128xbf16>,
                        %qo: tensor<1x64x8x68xbf16>, %ko: tensor<1x64x2x68xbf16>,
                        %qh: tensor<1x64x8x128xf16>, %kh: tensor<1x64x2x128xf16>) {
  %0 = rope.attention %qf, %kf, %kf layout "bshd" causal params <> : tensor<1x64x8x128xf32>, tensor<1x64x2x128xf32>, tensor<1x64x2x128xf32>
  %1 = rope.attention %qd, %kd, %kd layout "bshd" causal params <> {static_q_offset = 511 : i64} : tensor<1x1x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>
  %2 = rope.attention %qo, %ko, %ko layout "bshd" causal params <> : tensor<1x64x8x68xbf16>, tensor<1x64x2x68xbf16>, tensor<1x64x2x68xbf16>
  %3 = rope.attention %qh, %kh, %kh layout "bshd" causal params <> : tensor<1x64x8x128xf16>, tensor<1x64x2x128xf16>, tensor<1x64x2x128xf16>
  return
}
