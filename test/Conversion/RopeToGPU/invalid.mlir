// RUN: rope-opt %s --convert-rope-to-gpu --split-input-file --verify-diagnostics
// RUN: not rope-opt %s --convert-rope-to-gpu=max-block-size=48 --split-input-file 2>&1 | FileCheck %s

// CHECK: error: convert-rope-to-gpu: max-block-size must be a multiple of 32 in [32, 1024], got 48

func.func @dynamic_heads(%x: tensor<2x?x64xf32>) -> tensor<2x?x64xf32> {
  // expected-error @+1 {{the GPU lowering needs static head and head_dim extents}}
  %y = rope.apply %x layout "shd" params <> : tensor<2x?x64xf32>
  return %y : tensor<2x?x64xf32>
}

// -----

// Each rope op without a GPU kernel is named at its location, before any
// rewriting, with the target and what the pass does lower.
func.func @no_lowering(%x: tensor<2x4x8xf32>, %n: index) -> tensor<2x4x8xf32> {
  // expected-error @+2 {{'rope.cos_sin_table' op has no lowering on the NVPTX target}}
  // expected-note @+1 {{convert-rope-to-gpu lowers rope.apply, rope.attention}}
  %c, %s = rope.cos_sin_table head_dim 8 offset %n : index params <> : tensor<6x8xf32>
  // expected-error @+2 {{'rope.apply_table' op has no lowering on the NVPTX target}}
  // expected-note @+1 {{convert-rope-to-gpu lowers rope.apply, rope.attention}}
  %y = rope.apply_table %x tables %c, %s : tensor<6x8xf32> layout "shd" params <> : tensor<2x4x8xf32>
  return %y : tensor<2x4x8xf32>
}

// -----

// The cos/sin tables of one token live in static shared memory (48 KiB).
func.func @tables_exceed_shared_memory(%x: tensor<1x2x1x65536xbf16>) -> tensor<1x2x1x65536xbf16> {
  // expected-error @+1 {{needs 262144 bytes of shared memory for its cos/sin tables on the GPU, above the 49152 a kernel may declare}}
  %y = rope.apply %x layout "bshd" params <> : tensor<1x2x1x65536xbf16>
  return %y : tensor<1x2x1x65536xbf16>
}

// -----

// Dynamic heads are refused even when a configuration is already attached.
func.func @configured_dynamic_heads(%x: tensor<2x?x64xf32>) -> tensor<2x?x64xf32> {
  // expected-error @+1 {{the GPU lowering needs static head and head_dim extents}}
  %y = rope.apply %x layout "shd" params <> {rope.gpu_kernel = #rope.gpu_kernel<name = "k", block_size = 32, vector_bytes = 16, shared_bytes = 256>} : tensor<2x?x64xf32>
  return %y : tensor<2x?x64xf32>
}

// -----

// Nothing to rotate: the op folds to its input and no kernel is built.
// (verified: no diagnostic)
func.func @zero_heads(%x: tensor<4x0x64xf32>) -> tensor<4x0x64xf32> {
  %y = rope.apply %x layout "shd" params <> : tensor<4x0x64xf32>
  return %y : tensor<4x0x64xf32>
}

// -----

// Configured names become gpu.func symbols: two ops cannot share one.
func.func @same_kernel_name(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> (tensor<4x2x64xf32>, tensor<4x2x64xf32>) {
  %a = rope.apply %x layout "shd" params <> {rope.gpu_kernel = #rope.gpu_kernel<name = "k", block_size = 64, vector_bytes = 8, shared_bytes = 256>} : tensor<4x2x64xf32>
  // expected-error @+1 {{has the GPU kernel name 'k' of another rope.apply}}
  %b = rope.apply %y layout "shd" params <> {rope.gpu_kernel = #rope.gpu_kernel<name = "k", block_size = 64, vector_bytes = 16, shared_bytes = 256>} : tensor<4x2x64xf32>
  return %a, %b : tensor<4x2x64xf32>, tensor<4x2x64xf32>
}
