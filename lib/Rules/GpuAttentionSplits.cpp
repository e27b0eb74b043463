//===- GpuAttentionSplits.cpp - How many key splits a GPU launch takes ---===//

#include "rope/Rules/GpuAttentionSplits.h"

#include "rope/Rules/CheckedMath.h"

#include <algorithm>
#include <optional>

namespace rope::rules {

int64_t gpuAttentionKeySplits(const GpuAttentionGrid &grid, int64_t batch,
                              int64_t qSeq, int64_t kSeq,
                              int64_t multiprocessors) {
  const int64_t wanted = 2 * multiprocessors;
  if (grid.positionsPerBlock <= 0 || qSeq <= 0 || kSeq <= 0)
    return 1;
  const int64_t rows =
      (qSeq + grid.positionsPerBlock - 1) / grid.positionsPerBlock;
  std::optional<int64_t> blocks =
      checkedProduct({rows, batch, grid.kvHeads, grid.headBlocks});
  if (!blocks || *blocks <= 0 || *blocks >= wanted)
    return 1;
  const int64_t bySize =
      std::max<int64_t>(1, kSeq / std::max<int64_t>(1, grid.minKeysPerSplit));
  return std::min((wanted + *blocks - 1) / *blocks, bySize);
}

} // namespace rope::rules
