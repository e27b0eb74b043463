//===- PairedValues.h - P.V of few rows on bf16 dot products ----*- C++ -*-===//
//
// Decode's P.V reads each bf16 value row once. Widening it to f32 costs
// two instructions per vector before the FMAs; AVX512-BF16's vdpbf16ps
// instead takes the rows of two keys interleaved, [v0[c], v1[c]] pairs,
// against the probabilities of both keys rounded to bf16 and broadcast as
// one 32-bit pair: one instruction adds two keys' products to `lanes`
// output channels.
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

/// The scratch the paired product rounds probabilities into:
/// [keyBlock / 2, probabilityPairRows] of i32 (two bf16 each), zeroed so
/// register-tile rows past the real ones multiply by 0.
Value allocatePairedProbabilities(ImplicitLocOpBuilder &b,
                                  const AttentionTiling &tiling);

/// Where channel `c` of value row `j` of the block is read.
using ValueIndices = function_ref<SmallVector<Value>(Value j, Value c)>;

struct PairedValueOperands {
  /// The block's probabilities, [key][row] f32, and the item's real rows
  /// rounded up to 4 (at most one register tile of output rows).
  Value probabilities, pairRows;
  /// allocatePairedProbabilities's scratch.
  Value pairs;
  /// Per row, the factor the running output is rescaled by first.
  Value alpha;
  /// The partial output [part][row][channel] (f32) and the item's part.
  Value out, part;
  /// The bf16 values and where they are read; the block's key count.
  Value values;
  ValueIndices valueAt;
  Value count;
  /// Called once per key, e.g. to prefetch.
  function_ref<void(Value j)> eachKey;
};

/// out[part][r] = alpha[r] out[part][r] + sum_j P[j][r] V[j] for the rows of
/// one register tile (tiling.outputRows), P rounded to bf16, V read where it
/// lies, tiling.valueVectors vectors of channels at a time.
void buildPairedValueProduct(ImplicitLocOpBuilder &b,
                             const AttentionTiling &tiling, int64_t valueDim,
                             const PairedValueOperands &operands);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_PAIREDVALUES_H
