//===- AttentionPlan.cpp - How the CPU attention kernel cuts its work -----===//

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include "llvm/ADT/bit.h"

#include <algorithm>

using namespace mlir::rope;

AttentionTiling mlir::rope::planAttentionTiling(int64_t vectorBits,
                                                int64_t headDim,
                                                int64_t valueDim,
                                                bool fewRows) {
  AttentionTiling t;
  t.lanes = std::max<int64_t>(vectorBits / 32, 1);
  const bool wideFile = t.wideRegisterFile();
  t.queryVectors = 2;
  t.queryBlock = t.queryVectors * t.lanes;
  // Accumulators + operands must fit the register file: 8x2 + 2 + 1 of 32,
  // 6x2 + 2 + 1 of 16, and for P.V 4x4 + 4 + 4 of 32, 4x3 + 3 + 1 of 16.
  // With 16 registers, 12 accumulators rather than 8 keep both FMA pipes
  // busy past the FMA's latency: on Zen 3 (AVX2) they took a causal
  // prefill (S = 1024, f32) from 168 to 146 ms (docs/CPU.md, "Register
  // tiles with 16 registers"). Items of one vector of rows (decode) never
  // run the score tile (the row-major product takes rowKeyTile keys) and
  // read each value row from memory once: they keep P.V tiles of 4 x 2
  // and blocks of 64 keys there.
  const bool twelveAccumulators = !wideFile && !fewRows;
  t.keyTile = wideFile ? 8 : twelveAccumulators ? 6 : 4;
  // 2x4 + 2 + 4 of 16, 4x4 + 4 + 4 of 32.
  t.rowKeyTile = wideFile ? 4 : 2;
  t.outputRows = 4;
  t.valueVectors = wideFile ? 4 : twelveAccumulators ? 3 : 2;
  // Near 64 keys per block, 16 for long rows so that a block of K and V
  // stays in L2, as a power of two of whole score tiles (keyTile x
  // queryVectors keys): 64 or 16 keys, 48 or 12 with tiles of 6 keys.
  const int64_t scoreTileKeys = t.keyTile * t.queryVectors;
  const int64_t keys = headDim + valueDim > 1024 ? 16 : 64;
  t.keyBlock = int64_t(llvm::bit_floor(
                   uint64_t(std::max<int64_t>(keys / scoreTileKeys, 1)))) *
               scoreTileKeys;
  // A work item's packed queries, scores and outputs (f32) stay near 192
  // KiB per group head chunk, within L2 and far below a thread's stack.
  const int64_t perHead =
      t.queryBlock * (headDim + valueDim + t.keyBlock) * 4;
  t.groupHeads = std::clamp<int64_t>((192 << 10) / perHead, 1, 8);
  return t;
}
