// RUN: rope-opt %s --rope-configure-cpu-kernels=max-stack-bytes=65536 --split-input-file --verify-diagnostics | FileCheck %s

// Inside a runtime's 128 KiB workers (rope-compile --target=iree-cpu) a
// work item's tiles take at most 64 KiB: the prefill of
// configure-cpu-kernels.mlir keeps one head of its group per item, then
// key blocks of 32: 62208 bytes with D = 128 (64 keys would take 99072).
// CHECK-LABEL: func.func @prefill
// CHECK: rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 32, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 1, key_rotation = once, key_splits = 1>
func.func @prefill(%q: tensor<1x2048x32x128xf32>, %k: tensor<1x2048x8x128xf32>, %v: tensor<1x2048x8x128xf32>) -> tensor<1x2048x32x128xf32> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x2048x32x128xf32>, tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>
  return %o : tensor<1x2048x32x128xf32>
}

// -----

// Head dims whose smallest item does not fit: an error at the op.
func.func @too_wide(%q: tensor<1x64x4x512xf32>, %k: tensor<1x64x4x512xf32>, %v: tensor<1x64x4x512xf32>) -> tensor<1x64x4x512xf32> {
  // expected-error @+1 {{rope-configure-cpu-kernels: the smallest work item's tiles take}}
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x64x4x512xf32>, tensor<1x64x4x512xf32>, tensor<1x64x4x512xf32>
  return %o : tensor<1x64x4x512xf32>
}
