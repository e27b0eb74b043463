//===- AttentionPlan.cpp - How the CPU attention kernel cuts its work -----===//

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include <algorithm>

using namespace mlir::rope;

AttentionTiling mlir::rope::planAttentionTiling(int64_t vectorBits,
                                                int64_t headDim,
                                                int64_t valueDim) {
  AttentionTiling t;
  t.lanes = std::max<int64_t>(vectorBits / 32, 1);
  const bool wideFile = t.wideRegisterFile();
  t.queryVectors = 2;
  t.queryBlock = t.queryVectors * t.lanes;
  // Accumulators + operands must fit the register file: 4x2 + 2 + 1 of 16,
  // 8x2 + 2 + 1 of 32.
  t.keyTile = wideFile ? 8 : 4;
  // 2x4 + 2 + 4 of 16, 4x4 + 4 + 4 of 32.
  t.rowKeyTile = wideFile ? 4 : 2;
  t.outputRows = 4;
  t.valueVectors = wideFile ? 4 : 2;
  // Long rows: fewer keys per block so a block of K and V stays in L2.
  t.keyBlock = headDim + valueDim > 1024 ? 16 : 64;
  // A work item's packed queries, scores and outputs (f32) stay near 192
  // KiB per group head chunk, within L2 and far below a thread's stack.
  const int64_t perHead =
      t.queryBlock * (headDim + valueDim + t.keyBlock) * 4;
  t.groupHeads = std::clamp<int64_t>((192 << 10) / perHead, 1, 8);
  return t;
}
