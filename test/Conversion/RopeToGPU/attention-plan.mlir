// RUN: rope-opt %s --split-input-file --rope-configure-gpu-kernels | FileCheck %s
// RUN: rope-opt %s --split-input-file --rope-configure-gpu-kernels=chip=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: rope-opt %s --split-input-file --convert-rope-to-gpu | FileCheck %s --check-prefix=LOWER

// rope-configure-gpu-kernels stores each rope.attention's plan beside its
// #rope.gpu_kernel (docs/GPU.md, "Attention").

// GQA 4 prefill of any length: the 4 query heads of a kv head share a
// block (16 positions each); many blocks read each key, so a kernel
// rotates the keys once; the split rule's inputs come from the chip.
// CHECK-LABEL: func.func @prefill
// CHECK: rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 4, query_in_registers = true, key_rotation = once, rotate_queries = true, multiprocessors = 132, min_keys_per_split = 256>
// SM80-LABEL: func.func @prefill
// SM80: multiprocessors = 108
func.func @prefill(%q: tensor<1x?x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %v: tensor<1x?x8x128xbf16>) -> tensor<1x?x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <theta = 5.0e+05> : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>, tensor<1x?x8x128xbf16>
  return %o : tensor<1x?x32x128xbf16>
}

// -----

// Decode over an unrotated cache: one block reads each key tile, which it
// rotates in shared memory as it lands. D = 192: Q is read per key tile.
// CHECK-LABEL: func.func @decode
// CHECK: rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 4, query_in_registers = false, key_rotation = per_block, rotate_queries = true
func.func @decode(%q: tensor<1x1x32x192xf16>, %k: tensor<1x?x8x192xf16>, %v: tensor<1x?x8x192xf16>) -> tensor<1x1x32x192xf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x1x32x192xf16>, tensor<1x?x8x192xf16>, tensor<1x?x8x192xf16>
  return %o : tensor<1x1x32x192xf16>
}

// -----

// A rotated cache, and the identity rotation rope-fuse-attention gives
// unrotated inputs: nothing rotates the keys; the identity rotates no
// query either. GQA 1: one head per block.
// CHECK-LABEL: func.func @rotated_and_identity
// CHECK: heads_per_block = 1, query_in_registers = true, key_rotation = none, rotate_queries = true
// CHECK: heads_per_block = 1, query_in_registers = true, key_rotation = none, rotate_queries = false
func.func @rotated_and_identity(%q: tensor<1x?x8x64xbf16>, %k: tensor<1x?x8x64xbf16>) -> (tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>) {
  %a = rope.attention %q, %k, %k layout "bshd" causal keys_rotated params <> : tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
  %b = rope.attention %q, %k, %k layout "bshd" causal params <rotary_dim = 2, scaling = #rope.custom<freqs = [0.0]>> : tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
  return %a, %b : tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
}

// -----

// A plan chosen by a compiler is kept and built: this prefill's keys are
// rotated by each block as its tiles land, so there is no key rotation
// kernel and no rotated copy of k.
// CHECK-LABEL: func.func @prefill_rotates_per_block
// CHECK: key_rotation = per_block, rotate_queries = true, multiprocessors = 7, min_keys_per_split = 512>
// LOWER-LABEL: func.func @prefill_rotates_per_block
// LOWER-NOT: attention0_keys
// LOWER: gpu.launch_func @rope_kernels::@prefill_rotates_per_block_attention0 blocks
// LOWER-NOT: attention0_keys
// The launch facts the manifest reads (docs/Manifest.md): no key
// rotation kernel before the attention, the merge after it.
// LOWER: gpu.func @prefill_rotates_per_block_attention0(
// LOWER-SAME: rope.launch = {block = [128, 1, 1], dynamic_shared_bytes = 36864 : i64, grid = ["ceil(q_seq/positions_per_block)", "batch*kv_heads*head_blocks", "splits"], head_blocks = 1 : i64, head_dim = 64 : i64, kv_heads = 8 : i64, merge = "prefill_rotates_per_block_attention0_merge", positions_per_block = 64 : i64, query_heads = 8 : i64, splits = {min_keys_per_split = 512 : i64, multiprocessors = 7 : i64}, value_dim = 64 : i64}}
// LOWER-NOT: attention0_keys
// LOWER: gpu.func @prefill_rotates_per_block_attention0_merge(
// LOWER-SAME: rope.launch = {block = [64, 1, 1], grid = "batch*q_seq*query_heads"}}
func.func @prefill_rotates_per_block(%q: tensor<1x?x8x64xbf16>, %k: tensor<1x?x8x64xbf16>) -> tensor<1x?x8x64xbf16> {
  %o = rope.attention %q, %k, %k layout "bshd" causal params <> {rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 1, query_in_registers = true, key_rotation = per_block, rotate_queries = true, multiprocessors = 7, min_keys_per_split = 512>} : tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
  return %o : tensor<1x?x8x64xbf16>
}
