//===- PairedValues.h - P.V on bf16 dot products ----------------*- C++ -*-===//
//
// With bf16 dot products (`matmul = bf16_dot`), P.V of bf16 values takes
// the rows of two keys interleaved, [v0[c], v1[c]] pairs, against the
// probabilities of both keys rounded to bf16 and broadcast as one 32-bit
// word: one vdpbf16ps adds two keys' products to `lanes` output channels,
// where FMAs take one key and first widen each value to f32. Decode reads
// each value row once, so it interleaves rows where they lie; items of
// more rows interleave the block once (buildValuePairs).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_PAIREDVALUES_H
#define ROPE_CONVERSION_ROPETOVECTOR_PAIREDVALUES_H

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// Whether the paired product applies: bf16 values whose rows are whole
/// vectors, and key blocks of whole pairs.
bool pairedValuesApply(const AttentionTiling &tiling, Type valueElement,
                       int64_t valueDim);

/// Zeroes the scratch the paired product rounds probabilities into,
/// `pairs` ([keyBlock / 2, rows] of i32, two bf16 each), so register-tile
/// rows past the real ones multiply by 0. `rows` is the item's padded row
/// count, a multiple of 4 and of the output rows.
void zeroPairedProbabilities(ImplicitLocOpBuilder &b,
                             const AttentionTiling &tiling, Value pairs,
                             Value rows);

/// Where channel `c` of value row `j` of the block is read.
using ValueIndices = function_ref<SmallVector<Value>(Value j, Value c)>;

/// valuePairs[p][2 c + e] = V[2 p + e][c] (bf16, [keyBlock / 2][2
/// valueDim]) for pairs p < `pairs`, `lanes` channels at a time; keys at or
/// past the block's `count` are 0. AMX tiles read the same layout.
void buildValuePairs(ImplicitLocOpBuilder &b, int64_t lanes, int64_t valueDim,
                     Value values, ValueIndices valueAt, Value valuePairs,
                     Value pairs, Value count);

struct PairedValueOperands {
  /// The block's probabilities, [key][row] f32, and the item's real rows
  /// rounded up to 4.
  Value probabilities, pairRows;
  /// zeroPairedProbabilities's scratch.
  Value pairs;
  /// Per row, the factor the running output is rescaled by first.
  Value alpha;
  /// The partial output [part][row][channel] (f32) and the item's part.
  Value out, part;
  /// The bf16 values and where they are read, interleaved as they are
  /// read; or buildValuePairs's pairs of them when `valuePairs` is set.
  Value values;
  ValueIndices valueAt;
  Value valuePairs;
  /// The output rows (whole register tiles) and the block's key count.
  Value rows, count;
  /// Called once per key, e.g. to prefetch.
  function_ref<void(Value j)> eachKey;
};

/// out[part][r] = alpha[r] out[part][r] + sum_j P[j][r] V[j] for rows
/// r < `rows`, P rounded to bf16, in register tiles of tiling.outputRows
/// rows x tiling.valueVectors vectors of channels.
void buildPairedValueProduct(ImplicitLocOpBuilder &b,
                             const AttentionTiling &tiling, int64_t valueDim,
                             const PairedValueOperands &operands);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_PAIREDVALUES_H
