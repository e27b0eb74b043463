// RUN: rope-opt %s --convert-rope-to-gpu --canonicalize --cse --split-input-file | FileCheck %s

// Causal GQA prefill (32 query heads, 8 kv heads, D = 128, bf16). Each block
// holds the 4 query heads of one kv head (16 positions each), so every key
// tile is read by 16 blocks: the keys are rotated once by their own kernel
// first (one block per key token), and the attention reads the rotated copy.
// CHECK-LABEL: func.func @prefill_gqa
// CHECK:         %[[ROT:.*]] = memref.alloc() : memref<1x256x8x128xbf16>
// CHECK:         %[[ROTFLAT:.*]] = memref.cast %{{.*}} : memref<262144xbf16> to memref<?xbf16>
// CHECK:         gpu.launch_func @rope_kernels::@prefill_gqa_attention0_keys blocks in (%c256, %c1, %c1) threads in (%c128, %c1, %c1) args(%{{.*}} : memref<?xbf16>, %[[ROTFLAT]] : memref<?xbf16>, %c1_i64 : i64, %c256_i64 : i64)
// Grid: 256 / 16 query blocks x (1 batch x 8 kv heads x 1 head block) x 1
// split; 69632 bytes of dynamic shared memory (K[2] + V[2], Q in V[1]).
// CHECK:         gpu.launch_func @rope_kernels::@prefill_gqa_attention0 blocks in (%c16, %c8, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %c69632_i32 args(%{{.*}} : memref<?xbf16>, %[[ROTFLAT]] : memref<?xbf16>, %{{.*}} : memref<?xbf16>, %{{.*}} : memref<?xbf16>, %{{.*}} : memref<?xf32>, %{{.*}} : memref<?xf32>, %c1_i64 : i64, %c256_i64 : i64, %c256_i64 : i64, %c1_i64 : i64)
// CHECK-SAME:      rope.gpu_kernel = #rope.gpu_kernel<name = "prefill_gqa_attention0", block_size = 128, vector_bytes = 16, shared_bytes = 69632>
// One split: no merge launch.
// CHECK-NOT:     gpu.launch_func
// CHECK:         return

// CHECK:       gpu.module @rope_kernels
// The key kernel: the token's cos/sin once in shared memory, then every
// channel of its kv heads (pass-through channels copied bit for bit).
// CHECK:         memref.global "private" constant @prefill_gqa_attention0_freqs : memref<64xf64>
// CHECK:         memref.global "private" constant @prefill_gqa_attention0_pair_u : memref<64xi32> = dense<[0, 1, 2,
// CHECK:         memref.global "private" constant @prefill_gqa_attention0_pair_v : memref<64xi32> = dense<[64, 65, 66,
// CHECK:         memref.global "private" @prefill_gqa_attention0_cos : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL:   gpu.func @prefill_gqa_attention0_keys(
// CHECK-SAME:      %arg0: memref<?xbf16> {rope.param_role = "k"}, %arg1: memref<?xbf16> {rope.param_role = "rotated_k"}, %arg2: i64 {rope.param_role = "batch"}, %arg3: i64 {rope.param_role = "k_seq"})
// CHECK-SAME:      known_block_size = array<i32: 128, 1, 1>
// CHECK:           memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK:           gpu.barrier
// CHECK:           scf.for
// CHECK:             scf.if
// CHECK:               memref.store %{{.*}}, %arg1[%{{.*}}] : memref<?xbf16>
// CHECK:             } else {
// CHECK:               arith.extf
// CHECK:               arith.truncf

// The attention kernel.
// CHECK-LABEL:   gpu.func @prefill_gqa_attention0(
// CHECK-SAME:      %arg0: memref<?xbf16> {rope.param_role = "q"}, %arg1: memref<?xbf16> {rope.param_role = "k"}, %arg2: memref<?xbf16> {rope.param_role = "v"}, %arg3: memref<?xbf16> {rope.param_role = "output"}, %arg4: memref<?xf32> {rope.param_role = "partial_out"}, %arg5: memref<?xf32> {rope.param_role = "partial_lse"}, %arg6: i64 {rope.param_role = "batch"}, %arg7: i64 {rope.param_role = "q_seq"}, %arg8: i64 {rope.param_role = "k_seq"}, %arg9: i64 {rope.param_role = "splits"})
// CHECK-SAME:      known_block_size = array<i32: 128, 1, 1>
// CHECK:           gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-DAG:       memref.view %{{.*}}[%c52224][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x136xbf16, #gpu.address_space<workgroup>>
// CHECK-DAG:       memref.view %{{.*}}[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x64x136xbf16, #gpu.address_space<workgroup>>
// CHECK-DAG:       memref.view %{{.*}}[%c34816][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x64x136xbf16, #gpu.address_space<workgroup>>
// Prologue: Q and K_0 (16-byte copies that zero-fill rows past the end),
// then V_0; wait for all but the newest group, barrier, rotate Q, barrier.
// CHECK:           nvgpu.device_async_copy %arg0[%{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}], 8, %{{.*}} {bypassL1} : memref<?xbf16> to memref<64x136xbf16, #gpu.address_space<workgroup>>
// CHECK:           nvgpu.device_async_copy %arg1[%{{.*}}], %{{.*}}[%c0, %{{.*}}, %{{.*}}], 8, %{{.*}} {bypassL1} : memref<?xbf16> to memref<2x64x136xbf16, #gpu.address_space<workgroup>>
// CHECK:           %[[G0:.*]] = nvgpu.device_async_create_group
// CHECK:           nvgpu.device_async_copy %arg2[%{{.*}}], %{{.*}}[%c0, %{{.*}}, %{{.*}}], 8, %{{.*}} {bypassL1}
// CHECK:           nvgpu.device_async_create_group
// CHECK:           nvgpu.device_async_wait %[[G0]] {numGroups = 1 : i32}
// CHECK-NEXT:      gpu.barrier
// CHECK:           scf.for
// CHECK:             memref.load %{{.*}} : memref<64x136xbf16, #gpu.address_space<workgroup>>
// CHECK:             arith.truncf %{{.*}} : f32 to bf16
// CHECK:           gpu.barrier
// Q fragments once, before the key loop.
// CHECK-COUNT-8:   nvgpu.ldmatrix %{{.*}} {numTiles = 4 : i32, transpose = false} : memref<64x136xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
// CHECK:           scf.for %{{.*}} = %c0 to %{{.*}} step %c1 iter_args(
// S = Q K^T: K fragments by ldmatrix, bf16 mma.sync m16n8k16 into f32.
// CHECK:             nvgpu.ldmatrix %{{.*}} {numTiles = 4 : i32, transpose = false} : memref<2x64x136xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
// CHECK:             nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// The next K tile is prefetched, and a group committed even when empty.
// CHECK:             scf.if
// CHECK:               nvgpu.device_async_copy %arg1
// CHECK:             nvgpu.device_async_create_group{{ *$}}
// Only tiles that can hold a masked key pay for the mask.
// CHECK:             scf.if %{{.*}} -> (f32, f32,
// CHECK:               arith.cmpi sgt, %{{.*}}, %{{.*}} : i64
// CHECK:               arith.select %{{.*}}, %cst{{.*}}, %{{.*}} : f32
// Online softmax: row max over the quad, exp2 on the hardware path.
// CHECK:             gpu.shuffle  xor %{{.*}}, %c1_i32, %c32_i32 : f32
// CHECK:             gpu.shuffle  xor %{{.*}}, %c2_i32, %c32_i32 : f32
// CHECK:             llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// P packed from the S registers, then O += P V with V transposed by ldmatrix.
// CHECK:             arith.truncf %{{.*}} : vector<2xf32> to vector<2xbf16>
// CHECK:             nvgpu.device_async_wait %[[G0]] {numGroups = 1 : i32}
// CHECK-NEXT:        gpu.barrier
// CHECK:             nvgpu.ldmatrix %{{.*}} {numTiles = 4 : i32, transpose = true} : memref<2x64x136xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
// CHECK:             nvvm.mma.sync
// CHECK:             nvgpu.device_async_copy %arg2
// CHECK:             nvgpu.device_async_create_group{{ *$}}
// CHECK:             nvgpu.device_async_wait %[[G0]] {numGroups = 1 : i32}
// CHECK-NEXT:        gpu.barrier
// CHECK:             scf.yield
// Epilogue: l summed over the quad, O / l (0 for a row that saw no key);
// one split writes the output, pairs of bf16 in one 4-byte store.
// CHECK:           gpu.shuffle  xor
// CHECK:           arith.cmpf ogt
// CHECK:           vector.store %{{.*}}, %arg3[%{{.*}}] {alignment = 4 : i64} : memref<?xbf16>, vector<2xbf16>
// CHECK:           } else {
// CHECK:             vector.store %{{.*}}, %arg4[%{{.*}}] {alignment = 8 : i64} : memref<?xf32>, vector<2xf32>
// CHECK:             llvm.call_intrinsic "llvm.nvvm.lg2.approx.f"
// CHECK:             memref.store %{{.*}}, %arg5[%{{.*}}] : memref<?xf32>
// CHECK-LABEL:   gpu.func @prefill_gqa_attention0_merge(
// CHECK-SAME:      %arg0: memref<?xf32> {rope.param_role = "partial_out"}, %arg1: memref<?xf32> {rope.param_role = "partial_lse"}, %arg2: memref<?xbf16> {rope.param_role = "output"}, %arg3: i64 {rope.param_role = "batch"}, %arg4: i64 {rope.param_role = "q_seq"}, %arg5: i64 {rope.param_role = "splits"})
// CHECK-SAME:      known_block_size = array<i32: 128, 1, 1>
func.func @prefill_gqa(%q: tensor<1x256x32x128xbf16>, %k: tensor<1x256x8x128xbf16>, %v: tensor<1x256x8x128xbf16>) -> tensor<1x256x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <theta = 5.000000e+05>
      : tensor<1x256x32x128xbf16>, tensor<1x256x8x128xbf16>, tensor<1x256x8x128xbf16>
  return %o : tensor<1x256x32x128xbf16>
}

// -----

// Decode: one query token per head against 4096 cached keys. Each key tile
// is read by one block, so it is rotated in shared memory as it lands (no
// key kernel). 8 blocks (one per kv head) would leave the chip idle: the
// keys are split 16 ways (4096 / 256), and a merge kernel combines the
// splits' partial results.
// CHECK-LABEL: func.func @decode
// CHECK-NOT:     _keys
// The partial buffers: 16 splits x 32 rows x 128 channels, and 16 x 32.
// CHECK-DAG:     memref.alloc() : memref<65536xf32>
// CHECK-DAG:     memref.alloc() : memref<512xf32>
// CHECK:         gpu.launch_func @rope_kernels::@decode_attention0 blocks in (%c1, %c8, %c16) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %c69632_i32 args({{.*}}, %{{.*}} : i64, %{{.*}} : i64, %c1_i64 : i64, %c1_i64 : i64, %c4096_i64 : i64, %c16_i64 : i64)
// CHECK:         gpu.launch_func @rope_kernels::@decode_attention0_merge blocks in (%c32, %c1, %c1) threads in (%c128, %c1, %c1) args(%{{.*}} : memref<?xf32>, %{{.*}} : memref<?xf32>, %{{.*}} : memref<?xbf16>, %c1_i64 : i64, %c1_i64 : i64, %c16_i64 : i64)
// CHECK-LABEL:   gpu.func @decode_attention0(
// CHECK-SAME:      %arg6: i64 {rope.param_role = "q_offset"}, %arg7: i64 {rope.param_role = "k_offset"}, %arg8: i64 {rope.param_role = "batch"}
// In-kernel key rotation after the prologue (Q then K_0) and after each K
// prefetch lands.
// CHECK:           nvgpu.device_async_wait
// CHECK-NEXT:      gpu.barrier
// CHECK-NEXT:      scf.for
// CHECK:           scf.for
// CHECK:           gpu.barrier
// CHECK:           scf.for {{.*}} iter_args(
// CHECK:             nvgpu.device_async_wait
// CHECK-NEXT:        gpu.barrier
// CHECK-NOT:         gpu.barrier
// CHECK:             nvgpu.ldmatrix {{.*}}transpose = true
// CHECK:             nvgpu.device_async_wait
// CHECK-NEXT:        gpu.barrier
// CHECK-NEXT:        scf.if
// CHECK:               scf.for
// CHECK:               gpu.barrier
// CHECK-LABEL:   gpu.func @decode_attention0_merge(
// CHECK:           scf.for {{.*}} iter_args({{.*}}) -> (f32)
// CHECK:             arith.maximumf
// CHECK:           scf.for {{.*}} -> (f32, f32)
// CHECK:             llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK:           arith.divf
// CHECK:           arith.truncf %{{.*}} : f32 to bf16
func.func @decode(%q: tensor<1x1x32x128xbf16>, %k: tensor<1x4096x8x128xbf16>, %v: tensor<1x4096x8x128xbf16>, %n: index) -> tensor<1x1x32x128xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index k_offset %n : index causal params <theta = 5.000000e+05>
      : tensor<1x1x32x128xbf16>, tensor<1x4096x8x128xbf16>, tensor<1x4096x8x128xbf16>
  return %o : tensor<1x1x32x128xbf16>
}

// -----

// A rotated cache: no key rotation anywhere; queries still rotated.
// CHECK-LABEL: func.func @rotated_cache
// CHECK-NOT:     _keys
// CHECK:         gpu.launch_func @rope_kernels::@rotated_cache_attention0
// CHECK-LABEL:   gpu.func @rotated_cache_attention0(
// CHECK-SAME:      %arg5: memref<?xf32> {rope.param_role = "partial_lse"}, %arg6: memref<?xi64> {rope.param_role = "q_positions"}, %arg7: i64 {rope.param_role = "batch"}
// CHECK:           nvgpu.device_async_wait
// CHECK-NEXT:      gpu.barrier
// CHECK-NEXT:      scf.for
// CHECK:           gpu.barrier
// CHECK-NOT:       scf.for
// CHECK:           nvgpu.ldmatrix
// CHECK:           scf.for {{.*}} iter_args(
// CHECK:             nvgpu.device_async_wait
// CHECK-NEXT:        gpu.barrier
// CHECK-NOT:         gpu.barrier
// CHECK:             nvgpu.ldmatrix {{.*}}transpose = true
// CHECK:             nvgpu.device_async_wait
// CHECK-NEXT:        gpu.barrier
// CHECK-NEXT:        scf.yield
func.func @rotated_cache(%q: tensor<1x4x1x128xf16>, %k: tensor<1x?x1x128xf16>, %v: tensor<1x?x1x128xf16>, %p: tensor<4xi64>) -> tensor<1x4x1x128xf16> {
  %o = rope.attention %q, %k, %v layout "bshd" q_positions %p : tensor<4xi64> causal keys_rotated params <theta = 1.000000e+04>
      : tensor<1x4x1x128xf16>, tensor<1x?x1x128xf16>, tensor<1x?x1x128xf16>
  return %o : tensor<1x4x1x128xf16>
}

// -----

// Attention on inputs no rope.apply rotated (rope-fuse-attention's identity
// rotation): no rotation tables, no rotation, no key kernel. With one query
// head per kv head a block is 64 positions of one head; f16 tensors take the
// f16 mma.
// CHECK-LABEL: func.func @unrotated
// CHECK:         gpu.launch_func @rope_kernels::@unrotated_attention0 blocks in (%c2, %c2, %c1)
// CHECK-NOT:     memref.global
// CHECK-LABEL:   gpu.func @unrotated_attention0(
// CHECK:           nvgpu.device_async_wait
// CHECK-NEXT:      gpu.barrier
// CHECK-NOT:       scf.for
// CHECK-NOT:       gpu.barrier
// CHECK:           nvgpu.ldmatrix
// CHECK:           nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @unrotated(%q: tensor<1x2x128x64xf16>, %k: tensor<1x2x128x64xf16>, %v: tensor<1x2x128x64xf16>) -> tensor<1x2x128x64xf16> {
  %o = rope.attention %q, %k, %v layout "bhsd" keys_rotated params <scaling = #rope.custom<freqs = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]>>
      : tensor<1x2x128x64xf16>, tensor<1x2x128x64xf16>, tensor<1x2x128x64xf16>
  return %o : tensor<1x2x128x64xf16>
}

// -----

// GQA 8: two blocks of 4 query heads per kv head (grid y = 4 kv heads x 2);
// D = 256 reads Q from its own tile in every key tile (5 tiles of 64 x 264:
// 168960 bytes, within sm_90's 227 KiB).
// CHECK-LABEL: func.func @gqa8_d256
// CHECK:         gpu.launch_func @rope_kernels::@gqa8_d256_attention0 blocks in (%c1, %c8, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %c168960_i32
// CHECK-LABEL:   gpu.func @gqa8_d256_attention0(
// CHECK:           memref.view %{{.*}}[%c135168][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x264xbf16, #gpu.address_space<workgroup>>
// CHECK:           scf.for
// CHECK:             nvgpu.ldmatrix %{{.*}} : memref<64x264xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
func.func @gqa8_d256(%q: tensor<1x32x16x256xbf16>, %k: tensor<1x4x16x256xbf16>, %v: tensor<1x4x16x256xbf16>) -> tensor<1x32x16x256xbf16> {
  %o = rope.attention %q, %k, %v layout "bhsd" params <rotary_dim = 64, pairing = interleaved>
      : tensor<1x32x16x256xbf16>, tensor<1x4x16x256xbf16>, tensor<1x4x16x256xbf16>
  return %o : tensor<1x32x16x256xbf16>
}
