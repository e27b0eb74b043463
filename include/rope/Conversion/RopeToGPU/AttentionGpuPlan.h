//===- AttentionGpuPlan.h - Work split of the tensor-core attention -*- C++ -*-//
//
// How rope.attention becomes thread blocks on an sm_80+ GPU: each block of
// 4 warps owns 64 query rows (16 per warp: the m of mma.sync m16n8k16) and
// walks the keys in tiles of 64, double-buffered in shared memory with
// cp.async. Shared-memory rows are padded by 8 elements (16 bytes) so the 8
// row addresses of an ldmatrix phase hit 8 different bank groups. The
// query tile shares the second value buffer: Q is read into registers
// before the first value prefetch can overwrite it.
//
// GQA: the query heads of one kv head share the block (each head a whole
// number of warps), so every K/V tile is loaded and rotated once for them.
// Decode (few query rows) splits the keys across blocks and merges the
// partial softmax results.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOGPU_ATTENTIONGPUPLAN_H
#define ROPE_CONVERSION_ROPETOGPU_ATTENTIONGPUPLAN_H

#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <string>

namespace mlir::rope {

/// Q's fragments take D / 4 registers per lane: kept for D up to this.
constexpr int64_t kMaxRegisterQueryDim = 128;

/// The extents of one rope.attention (sequence lengths may be dynamic,
/// ShapedType::kDynamic).
struct GpuAttentionShape {
  int64_t queryHeads = 0, kvHeads = 0;
  int64_t queryLength = 0, keyLength = 0;
  int64_t headDim = 0, valueDim = 0;
  int64_t elementBytes = 2;
};

/// What the chip offers the kernel.
struct GpuAttentionTarget {
  int64_t multiprocessors = 132;
  /// Dynamic shared memory one block may opt into (sm_90: 227 KiB, sm_80:
  /// 163 KiB).
  int64_t maxSharedBytes = 227 * 1024;
};

struct GpuAttentionPlan {
  int64_t blockRows = 64, blockKeys = 64, warps = 4;
  /// Elements per shared-memory row of the key / query tiles and of the
  /// value tiles: the head dim plus 8 of padding.
  int64_t keyPitch = 0, valuePitch = 0;
  int64_t keyTileBytes = 0, valueTileBytes = 0, queryTileBytes = 0;
  /// Byte offsets in the block's dynamic shared memory.
  int64_t keyOffsets[2] = {0, 0}, valueOffsets[2] = {0, 0}, queryOffset = 0;
  int64_t sharedBytes = 0;
  /// Query heads of one kv head in one block, and the query positions of
  /// each (headsPerBlock x positionsPerBlock = blockRows).
  int64_t headsPerBlock = 1, positionsPerBlock = 64;
  /// Q's fragments stay in registers for the whole key loop (head dims up
  /// to 128); wider queries are read from shared memory per key tile, so
  /// their tile has its own place.
  bool queryInRegisters = true;
  /// Decode splits the keys so that each split keeps at least this many.
  int64_t minKeysPerSplit = 256;
};

/// Plans the kernel of `shape` on `target`; fails with a message naming
/// what the tensor-core kernel cannot take (element type, head dims that
/// are not multiples of 16 or above 256, shared memory beyond the chip).
FailureOr<GpuAttentionPlan> planGpuAttention(const GpuAttentionShape &shape,
                                             const GpuAttentionTarget &target,
                                             std::string &error);

/// Derives from the choices of `plan` (headsPerBlock, queryInRegisters)
/// for `shape` its shared-memory layout (pitches, tile sizes and offsets,
/// sharedBytes) and positionsPerBlock.
void layOutGpuAttention(const GpuAttentionShape &shape, GpuAttentionPlan &plan);


} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOGPU_ATTENTIONGPUPLAN_H
