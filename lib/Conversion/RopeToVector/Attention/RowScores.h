//===- RowScores.h - Score tiles for work items of few rows -----*- C++ -*-===//
//
// Decode puts a handful of rows (the query heads of one kv head) in a work
// item. Broadcasting each key channel against a vector of mostly padding
// rows wastes most of every FMA; instead each key row is read as whole
// vectors and dotted with every query row, and the lane sums of four rows
// are folded together, those of several keys into one vector.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ROWSCORES_H
#define ROPE_CONVERSION_ROPETOVECTOR_ROWSCORES_H

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// Rows per register tile of the row-major score product.
constexpr int64_t kRowScoreRows = 4;

/// Whether the row-major score product applies to `tiling`.
bool rowScoresApply(const AttentionTiling &tiling);

/// Where channel `d` of key `row` of the block is read.
using KeyIndices = function_ref<SmallVector<Value>(Value row, Value d)>;

/// Called once per key tile with its first key (block row).
using KeyTileHook = function_ref<void(Value row)>;

/// The leading channels that AVX512-BF16 dot products take: whole pairs
/// of vectors (2 x lanes bf16 per `vdpbf16ps`).
int64_t bf16DotChannels(const AttentionTiling &tiling, int64_t headDim);

/// sTile[j][r] = sum_d K[j][d] * qRows[r][d] for the block's `count` keys
/// and rows [0, rowCount) rounded up to kRowScoreRows (qRows holds zeros
/// past the real rows). `kBuf` holds f32 or a narrower float type, widened
/// as it is loaded; with `qPairs` (qRows rounded to bf16) a bf16 `kBuf`'s
/// first bf16DotChannels channels are instead multiplied by dot products
/// of bf16 pairs, unwidened. Keys past the last one re-read it; their
/// scores are masked by the softmax. `eachKeyTile` may issue prefetches.
void buildRowScores(ImplicitLocOpBuilder &b, const AttentionTiling &tiling,
                    int64_t headDim, Value qRows, Value qPairs,
                    Value rowCount, Value kBuf, KeyIndices keyAt, Value sTile,
                    Value count, KeyTileHook eachKeyTile);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_ROWSCORES_H
