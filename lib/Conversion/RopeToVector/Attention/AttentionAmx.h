//===- AttentionAmx.h - The attention products on AMX tiles -----*- C++ -*-===//
//
// With `matmul = amx` a work item computes its two products on AMX tiles
// (docs/CPU.md, "AMX tiles"); everything else (rotation, masks, the online
// softmax, the merge) is the FMA kernel's. `tdpbf16ps` multiplies a 16 x 32
// bf16 tile A by a tile B that holds pairs along the reduction: row k of B
// is [b(2k, 0), b(2k+1, 0), b(2k, 1), b(2k+1, 1), ...]. So:
//
//   S[key][row] = sum_d K[key][d] qT[d][row]:  A = keys as bf16 rows
//                 (kRows), B = query pairs (qPairs[d/2][2 row + d%2]);
//   O[row][c]  += sum_key P[key][row] V[key][c]:  A = P transposed to bf16
//                 rows (pRows), B = value pairs (vPairs[key/2][2 c + key%2]),
//                 the accumulator loaded from and stored to the partial
//                 output.
//
// Every tile is 16 x 32 bf16 or 16 x 16 f32 (static shapes, so LLVM
// configures the tiles once per function); the reduction loops are
// unrolled, so no tile is carried through a loop.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONAMX_H
#define ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONAMX_H

#include "rope/Codegen/Common/LoopBuilder.h"

namespace mlir::rope::detail {

/// The bf16 operand buffers of one work item (stack allocations,
/// TileScratch.h).
struct AmxOperands {
  /// [paddedHead / 2][2 * rows]: the scaled, rotated queries in pairs.
  Value qPairs;
  /// [keyBlock][paddedHead]: the block's keys, rotated.
  Value kRows;
  /// [rows][keyBlock]: the block's probabilities, transposed.
  Value pRows;
  /// [keyBlock / 2][2 * valueDim]: the block's values in pairs.
  Value vPairs;
};

struct AmxBuilder : LoopBuilder {
  int64_t headDim, paddedHead, valueDim, keyBlock;

  AmxBuilder(ImplicitLocOpBuilder &b, int64_t headDim, int64_t valueDim,
             int64_t keyBlock);

  /// Zeroes the key rows' channels past the head dim: they meet zero query
  /// pairs and must not hold a NaN pattern (0 * NaN).
  void zeroPaddingChannels(Value kRows);

  /// qPairs from qT ([headDim][rows] f32), rounded to bf16; channels past
  /// the head dim are 0.
  void packQueryPairs(Value qT, Value qPairs, Value rows);

  /// Row `j` < `count` of kRows from `keyAt(j, d)` in an f32 buffer (keys
  /// rotated once); keys rotated per block are rotated straight into kRows
  /// (Tile.cpp).
  void packKeyRows(Value kBuf, function_ref<SmallVector<Value>(Value, Value)>
                                   keyAt,
                   Value kRows, Value count);

  /// sTile[key][row] = sum_d kRows[key][d] qPairs(d, row) for the block's
  /// first `count` keys (rounded up to 16).
  void scores(Value kRows, Value qPairs, Value sTile, Value rows,
              Value count);

  /// pRows[row][key] = bf16(sTile[key][row]) for the whole block, by
  /// 16 x 16 transposes in shuffles.
  void transposeProbabilities(Value sTile, Value pRows, Value rows);

  /// vPairs from the bf16 value rows `valueAt(key)` (whole rows, channel
  /// 0) of keys `first + j` for j < count; keys past `count` are 0.
  void packValuePairs(Value values,
                      function_ref<SmallVector<Value>(Value key)> valueAt,
                      Value vPairs, Value first, Value count);

  /// out[part][row][c] = alpha[row] out[part][row][c] + sum_key
  /// pRows[row][key] vPairs(key, c) over the whole block (P and V are 0
  /// past its keys).
  void accumulate(Value pRows, Value vPairs, Value alpha, Value out,
                  Value part, Value rows);
};

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONAMX_H
