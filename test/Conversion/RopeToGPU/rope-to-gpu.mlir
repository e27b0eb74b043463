// RUN: rope-opt %s --convert-rope-to-gpu --canonicalize --split-input-file | FileCheck %s

// Q and K in one launch: one block per token row, 160 threads for the 320
// items (40 heads x 8 pair vectors of 8 bf16); cos/sin in shared memory.
// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @decode
// CHECK-DAG: %[[Q:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK-DAG: %[[QOUT:.*]] = memref.alloc(%{{.*}}) : memref<1x?x32x128xbf16>
// CHECK: gpu.launch_func @rope_kernels::@decode_rope0 blocks in (%{{.*}}, %c1, %c1) threads in (%c160, %c1, %c1) args(%{{.*}} : memref<?xbf16>, %{{.*}} : memref<?xbf16>, %{{.*}} : memref<?xbf16>, %{{.*}} : memref<?xbf16>, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64) {rope.gpu_kernel = #rope.gpu_kernel<name = "decode_rope0", block_size = 160, vector_bytes = 16, shared_bytes = 512>}
// CHECK: bufferization.to_tensor %[[QOUT]] restrict writable
// CHECK: gpu.module @rope_kernels
// CHECK: memref.global "private" constant @decode_rope0_freqs : memref<64xf64> = dense<[1.000000e+00, 0.81461723385654472,
// CHECK: memref.global "private" @decode_rope0_cos : memref<64xf32, #gpu.address_space<workgroup>> {alignment = 16 : i64}
// CHECK: gpu.func @decode_rope0(%[[IN0:[^:]*]]: memref<?xbf16> {rope.param_index = 0 : i64, rope.param_role = "input"}, %[[IN1:[^:]*]]: memref<?xbf16> {rope.param_index = 1 : i64, rope.param_role = "input"}, %[[OUT0:[^:]*]]: memref<?xbf16> {rope.param_index = 0 : i64, rope.param_role = "output"}, %[[OUT1:[^:]*]]: memref<?xbf16> {rope.param_index = 1 : i64, rope.param_role = "output"}, %[[OFF:[^:]*]]: i64 {rope.param_role = "offset"}, %{{.*}}: i64 {rope.param_role = "batch"}, %{{.*}}: i64 {rope.param_role = "seq"}) kernel attributes {known_block_size = array<i32: 160, 1, 1>, rope.gpu_kernel = #rope.gpu_kernel<name = "decode_rope0", block_size = 160, vector_bytes = 16, shared_bytes = 512>, rope.launch = {block = [160, 1, 1], grid = "batch*seq", shared_bytes = 512 : i64, vector_bytes = 16 : i64}}
// The angles: float64 product, reduction by the 1.5 * 2^52 shift (no
// libdevice), f32 polynomials; once per pair.
// CHECK: %[[MAGIC:.*]] = arith.constant 0x4338000000000000 : f64
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: gpu.block_id x
// CHECK: arith.addi %{{.*}}, %[[OFF]] : i64
// CHECK: scf.for %{{.*}} = %[[TID]] to %c64 step %c160
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f64
// CHECK: arith.addf %{{.*}}, %[[MAGIC]] : f64
// CHECK-NOT: math.
// CHECK: memref.store %{{.*}}, %{{.*}} : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %[[TID]] to %c320 step %c160
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<64xf32, #gpu.address_space<workgroup>>, vector<8xf32>
// CHECK: vector.load %[[IN0]][%{{.*}}] {alignment = 16 : i64} : memref<?xbf16>, vector<8xbf16>
// CHECK: vector.store %{{.*}}, %[[OUT0]][%{{.*}}] {alignment = 16 : i64} : memref<?xbf16>, vector<8xbf16>
// CHECK: vector.load %[[IN1]]
// CHECK: vector.store %{{.*}}, %[[OUT1]]
func.func @decode(%q: tensor<1x?x32x128xbf16>, %k: tensor<1x?x8x128xbf16>, %n: index) -> (tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index params <theta = 500000.0> : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>
  return %a, %b : tensor<1x?x32x128xbf16>, tensor<1x?x8x128xbf16>
}

// -----

// Interleaved pairs of a partial rotation (R = 48 of D = 80): 4-lane f32
// vectors, cos/sin spread by shuffles, the partner by an adjacent swap, and
// copy items for the 32 pass-through channels. `dynamic` scaling with
// explicit per-row positions: S_total by a block-wide atomic max, theta'
// through the kernel's own float64 log/exp.
// CHECK-LABEL: func.func @interleaved_partial
// CHECK: gpu.launch_func @rope_kernels::@interleaved_partial_rope0 blocks in (%c6, %c1, %c1) threads in (%c96, %c1, %c1) args(%{{.*}} : memref<?xf32>, %{{.*}} : memref<?xf32>, %{{.*}} : memref<?xi32>, %c2_i64 : i64, %c3_i64 : i64)
// CHECK: gpu.module @rope_kernels
// CHECK-NOT: _freqs
// CHECK: memref.global "private" @interleaved_partial_rope0_total : memref<1xi64, #gpu.address_space<workgroup>>
// CHECK: gpu.func @interleaved_partial_rope0
// CHECK: memref.atomic_rmw maxs
// CHECK: gpu.barrier
// CHECK: arith.bitcast %{{.*}} : f64 to i64
// CHECK: arith.shli %{{.*}}, %c52_i64 : i64
// CHECK: gpu.barrier
// CHECK: vector.load %{{.*}} : memref<24xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 0, 1, 1] : vector<2xf32>, vector<2xf32>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [2, 0, 3, 1] : vector<2xf32>, vector<2xf32>
// CHECK: vector.load %arg0[%{{.*}}] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [1, 0, 3, 2] : vector<4xf32>, vector<4xf32>
// CHECK: } else {
// CHECK: %[[COPY:.*]] = vector.load %arg0[%{{.*}}] {alignment = 16 : i64} : memref<?xf32>, vector<4xf32>
// CHECK: vector.store %[[COPY]], %arg1
func.func @interleaved_partial(%x: tensor<2x3x4x80xf32>, %p: tensor<2x3xi32>) -> tensor<2x3x4x80xf32> {
  %y = rope.apply %x layout "bshd" positions %p : tensor<2x3xi32> params <rotary_dim = 48, pairing = interleaved, scaling = #rope.dynamic<factor = 2.0, original_max = 64>> : tensor<2x3x4x80xf32>
  return %y : tensor<2x3x4x80xf32>
}

// -----

// D = 34 with an offset block at 2: only 2-element (4-byte) alignment, so
// 2-lane vectors; longrope keeps both schedules and picks one per row from
// S_total = offset + S. Inverse flips the sines.
// CHECK-LABEL: func.func @odd_head
// CHECK: gpu.module @rope_kernels
// CHECK: memref.global "private" constant @odd_head_rope0_freqs : memref<8xf64>
// CHECK: memref.global "private" constant @odd_head_rope0_long_freqs : memref<8xf64>
// CHECK: gpu.func @odd_head_rope0
// CHECK: arith.cmpi sgt, %{{.*}}, %c4096_i64 : i64
// CHECK: arith.select
// CHECK: vector.load %{{.*}} {alignment = 4 : i64} : memref<?xf16>, vector<2xf16>
func.func @odd_head(%x: tensor<5x3x34xf16>) -> tensor<5x3x34xf16> {
  %y = rope.apply %x layout "shd" static_offset 4090 inverse params <rotary_dim = 16, partial = offset, rotary_offset = 2, scaling = #rope.longrope<short_factor = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], long_factor = [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0], original_max = 4096, factor = 8.0>> : tensor<5x3x34xf16>
  return %y : tensor<5x3x34xf16>
}
