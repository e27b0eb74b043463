//===- PairedScores.h - Scores of many rows on bf16 dot products -*- C++ -*-===//
//
// With bf16 dot products (`matmul = bf16_dot`), work items of more than one
// vector of rows (prefill) score a block as the FMA kernel does, a register
// tile of keys x vectors of rows, but two channels at a time: each key's
// pair of channels (K[j][2i], K[j][2i+1]), broadcast as one 32-bit word,
// multiplies a vector of query pairs (q[2i][r], q[2i+1][r]) by vdpbf16ps,
// which adds both products to the row's f32 lane.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_PAIREDSCORES_H
#define ROPE_CONVERSION_ROPETOVECTOR_PAIREDSCORES_H

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// Whether the paired scores apply: bf16 keys and an even head dim.
bool pairedScoresApply(Type keyElement, int64_t headDim);

/// queryPairs[i][2 r + e] = bf16(qT[2 i + e][r]) for channel pairs
/// i < headDim / 2 and rows r < `rows` (a multiple of `lanes`); AMX tiles
/// read the same layout.
void buildQueryPairs(ImplicitLocOpBuilder &b, int64_t lanes, int64_t headDim,
                     Value qT, Value queryPairs, Value rows);

/// kRows[j][d] = bf16(kBuf[keyAt(j, d)]) for keys j < count and channels
/// d < headDim (keys rotated once into an f32 buffer), `lanes` at a time.
void buildBF16KeyRows(ImplicitLocOpBuilder &b, int64_t lanes,
                      int64_t headDim, Value kBuf,
                      function_ref<SmallVector<Value>(Value, Value)> keyAt,
                      Value kRows, Value count);

/// sTile[j][r] = sum_d kRows[j][d] q[d][r] for the block's `count` keys
/// (bf16 rows [keyBlock][headDim]) and rows [0, rows), in register tiles of
/// keyTile keys x queryVectors vectors of rows (x 1 vector for the last
/// rows, twice the keys). Keys past the last re-read it (their scores are
/// masked).
void buildPairedScores(ImplicitLocOpBuilder &b, const AttentionTiling &tiling,
                       int64_t headDim, Value queryPairs, Value kRows,
                       Value sTile, Value rows, Value count);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_PAIREDSCORES_H
