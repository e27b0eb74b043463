//===- AttentionPlan.h - How the CPU attention kernel cuts its work -*- C++ -*-===//
//
// Block sizes from the vector width, and the cost model that decides where
// keys are rotated (docs/CPU.md, "Attention"). Plain arithmetic: the
// lowering evaluates it at compile time when the shapes are static and
// builds the same formulas as IR otherwise.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONPLAN_H
#define ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONPLAN_H

#include <cstdint>

namespace mlir::rope {

/// Register and cache blocking of the flash-attention kernel.
struct AttentionTiling {
  /// f32 lanes of one vector register.
  int64_t lanes = 8;
  /// Queries per block (a multiple of `lanes`): the lanes of the score
  /// tiles run along queries, so softmax is vertical vector code.
  int64_t queryBlock = 16;
  /// Keys per block: scores of one block live in a keyBlock x rows tile.
  int64_t keyBlock = 64;
  /// Register tile of the score product: keyTile keys x queryVectors
  /// vectors of queries.
  int64_t keyTile = 4;
  int64_t queryVectors = 2;
  /// Keys per register tile of the row-major score product of items with
  /// at most one vector of rows (decode): rowKeyTile keys x 4 rows.
  int64_t rowKeyTile = 2;
  /// Register tile of P.V: outputRows rows x valueVectors vectors.
  int64_t outputRows = 4;
  int64_t valueVectors = 2;
  /// Query heads of one kv head that share a work item (and so each K/V
  /// block while it is in cache).
  int64_t groupHeads = 8;
};

/// The tiling for registers of `vectorBits` bits (16 of them below 512
/// bits, 32 with AVX-512) and head dims `headDim` (q, k) and `valueDim`.
AttentionTiling planAttentionTiling(int64_t vectorBits, int64_t headDim,
                                    int64_t valueDim);

/// Where the keys are rotated.
enum class KeyRotation {
  /// Each work item rotates the keys of every block it visits.
  PerBlock,
  /// One parallel pass rotates all keys into an f32 buffer first.
  Once,
  /// The keys arrive rotated (`keys_rotated`).
  None,
};

/// Work items that visit each key: query blocks times head chunks of one
/// kv head (`groupChunks`). Key splits do not count: they visit disjoint
/// keys.
int64_t keyVisits(int64_t querySeq, int64_t queryBlock, int64_t groupChunks);

/// The cost model: rotating a key row (its sin/cos in float64, ~20 flops
/// per channel) costs more than writing and reading it back as f32 (8
/// bytes per channel), so keys visited twice or more are rotated once.
KeyRotation chooseKeyRotation(bool keysRotated, int64_t visits);

/// Splits of the key sequence per work item: enough items for every core
/// of a large machine (decode has a single query block), no split shorter
/// than kMinKeysPerSplit keys. Independent of the thread count, so results
/// do not depend on it.
int64_t keySplits(int64_t workItems, int64_t keySeq);

constexpr int64_t kMinWorkItems = 64;
constexpr int64_t kMinKeysPerSplit = 256;

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONPLAN_H
