//===- GpuAttentionSplits.h - How many key splits a GPU launch takes -*- C++ -*-===//
//
// The split rule of the GPU attention kernel (docs/GPU.md, "Attention"),
// in plain C++: the lowering applies it to static shapes, the harnesses to
// the shapes of each call. One rule, so the compiled launch and the
// run-time one cannot drift apart.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RULES_GPUATTENTIONSPLITS_H
#define ROPE_RULES_GPUATTENTIONSPLITS_H

#include <cstdint>

namespace rope::rules {

/// What the attention kernel's grid is made of: grid x = ceil(q_seq /
/// positionsPerBlock), y = batch * kvHeads * headBlocks.
struct GpuAttentionGrid {
  int64_t positionsPerBlock = 0, kvHeads = 0, headBlocks = 0;
  /// Each split keeps at least this many keys.
  int64_t minKeysPerSplit = 0;
};

/// The key splits of one launch on `multiprocessors` multiprocessors. With
/// blocks = ceil(qSeq / positionsPerBlock) * batch * kvHeads * headBlocks
/// and wanted = 2 * multiprocessors: 1 when blocks <= 0, blocks >= wanted
/// (or overflows) or kSeq <= 0, else min(ceil(wanted / blocks), max(1,
/// kSeq / minKeysPerSplit)).
int64_t gpuAttentionKeySplits(const GpuAttentionGrid &grid, int64_t batch,
                              int64_t qSeq, int64_t kSeq,
                              int64_t multiprocessors);

} // namespace rope::rules

#endif // ROPE_RULES_GPUATTENTIONSPLITS_H
