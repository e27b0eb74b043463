//===- PackedSoftmax.h - Online softmax of items of few rows ----*- C++ -*-===//
//
// An item of at most half a vector of rows (decode: the query heads of one
// kv head) keeps its scores `P` rows to a key, P a power of two: one
// vector then holds the scores of lanes / P keys, and the online softmax
// (masks, running max, exponentials, sums) runs on whole vectors instead
// of vectors that are mostly padding (docs/CPU.md, "Decode: items of few
// rows"). Lane l holds row l % P of key l / P of its vector.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_PACKEDSOFTMAX_H
#define ROPE_CONVERSION_ROPETOVECTOR_PACKEDSOFTMAX_H

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// The rows per key of a packed score tile for `tiling`, smallest first:
/// powers of two from 4 (the row-major product's row groups) while a
/// vector still holds two keys or more and the keys of a block fill whole
/// vectors.
SmallVector<int64_t> packedScoreRows(const AttentionTiling &tiling);

/// What the softmax of one block reads and writes.
struct PackedSoftmaxOperands {
  /// memref<keyBlock x P x f32>: the block's scores, replaced by p.
  Value scores;
  /// memref<rows x f32>: each row's rescale factor of the earlier sums.
  Value alpha;
  /// memref<rows x i32>: each row's query position (-1: padding).
  Value queryPositions;
  /// memref<parts x rows x f32> and the part: running max and sum.
  Value partialMax, partialSum, part;
  /// The block's first key, its key count and whether it needs masks.
  Value first, count, needsMask;
  /// Causal masks: memref<rows x Sk x i64> key positions and the row
  /// (null when not causal).
  Value keyPositions, keyPositionRow;
};

/// The online softmax of one block of a score tile of `rows` rows per key
/// (a member of packedScoreRows), the same rules as the unpacked kernel: a
/// row that has seen only masked keys keeps m = -inf, l = 0 and p = 0.
void buildPackedSoftmax(ImplicitLocOpBuilder &b, const AttentionTiling &tiling,
                        int64_t rows, const PackedSoftmaxOperands &operands);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_PACKEDSOFTMAX_H
