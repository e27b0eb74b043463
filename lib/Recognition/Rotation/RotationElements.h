//===- RotationElements.h - A rotation read off its elements ----*- C++ -*-===//
//
// Whether a tensor y is RoPE applied to a tensor x, decided from what each
// of y's elements is (ElementEvaluator), not from how the frontend spelled
// it. Channel c of y must be
//     a * (x[.., c] * cos(p * f_i) -+ x[.., partner(c)] * sin(p * f_i))
// on the rotated channels and x[.., c] on the others, for one tensor x read
// at the same place for every channel, one position p (an integer tensor
// read per token, or the token's index plus an offset), frequencies f_i
// that pairs share, and one attention factor a. The pairing (half or
// interleaved), the rotated block, the direction and the frequencies are
// all read off the elements.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ROTATION_ROTATIONELEMENTS_H
#define ROPE_LIB_RECOGNITION_ROTATION_ROTATIONELEMENTS_H

#include "rope/Recognition/Elements/ElementEvaluator.h"

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include <string>

namespace mlir::rope::raise {

/// Where the positions of a rotation come from.
struct ElementPositions {
  /// The axis of y its tokens run along; -1 when no axis varies (one
  /// token), so that any unit axis may carry them.
  int64_t tokenAxis = -1;
  /// Explicit positions: an integer tensor read at the token (and batch)
  /// index; `tensorTokenAxis` and `tensorBatchAxis` (-1: none) are its
  /// axes that follow them, every other axis has extent 1.
  Value tensor;
  int64_t tensorTokenAxis = -1;
  int64_t tensorBatchAxis = -1;
  /// The axis of y whose index picks the batch row of `tensor`; -1: none.
  int64_t batchAxis = -1;
  /// Or the token's index plus `staticOffset` plus `offset` (a scalar
  /// read, or null).
  int64_t staticOffset = 0;
  const elements::Expr *offset = nullptr;
};

/// What a table's elements are of its source's: the elements, or their
/// cosine or sine (angles the function receives).
enum class TableTrig { None, Cos, Sin };

/// A cos or sin table the frontend multiplies by: `source` (real, or part
/// `part` of a complex tensor: 0 real, 1 imaginary; or `trig` of it) holds
/// one row per token along `rowAxis` (-1: a single row) and one column per
/// channel (W = rotary dim) or per pair (W = rotary dim / 2) along
/// `columnAxis`; its other axes have extent 1. y's axis `tokenAxis` picks
/// the row.
struct ElementTable {
  Value source;
  int part = 0;
  TableTrig trig = TableTrig::None;
  int64_t rowAxis = -1;
  int64_t columnAxis = 0;
  int64_t tokenAxis = -1;

  bool operator==(const ElementTable &other) const {
    return source == other.source && part == other.part &&
           trig == other.trig && rowAxis == other.rowAxis && columnAxis == other.columnAxis &&
           tokenAxis == other.tokenAxis;
  }
};

/// A rotation y = RoPE(x) read off y's elements.
struct ElementRotation {
  /// x and the indices y's element reads it at (all but the channel); its
  /// channel axis is read at `channelBase` + the channel (a head's offset
  /// where heads and channels share an axis).
  Value source;
  SmallVector<const elements::Expr *> sourceIndices;
  AffineExpr channelBase;
  /// The source's axis its channels run along (the last but for a
  /// projection computed transposed); `sourceIndices` are the others.
  unsigned channelAxis = 0;
  /// y's channel c reads source channel channelBase + channelOrder(c)
  /// (d0 = c): a reordering of the channels before the rotation (DeepSeek's
  /// de-interleave); null for channelBase + c.
  AffineExpr channelOrder;
  /// The rotated block [rotaryOffset, rotaryOffset + rotaryDim) of the D
  /// channels.
  int64_t rotaryDim = 0;
  int64_t rotaryOffset = 0;
  Pairing pairing = Pairing::half;
  bool inverse = false;
  /// One frequency per pair (empty when the angles are not known: tables
  /// the function receives), and the attention factor.
  SmallVector<double> frequencies;
  /// LongRoPE: the frequencies once the sequence length (the largest
  /// position plus one) passes `originalMax`; empty for one schedule.
  SmallVector<double> longFrequencies;
  int64_t originalMax = 0;
  double attentionFactor = 1.0;
  ElementPositions positions;
  /// The cos and sin tensors the frontend computed or received, when they
  /// hold one row per token; `tableWidth` columns.
  std::optional<std::pair<ElementTable, ElementTable>> tables;
  int64_t tableWidth = 0;
  /// The frontend rounded intermediate results (a bf16 model): the op is
  /// exact where the frontend was not.
  bool frontendRounds = false;
};

/// The domain of y's elements: the index expression of each axis but the
/// last (a dim, or constant 0 on a unit axis).
SmallVector<const elements::Expr *> elementDomain(elements::ExprContext &exprs,
                                                  RankedTensorType type);

/// Describes y as a rotation, or fails with the reason in `why`; `near`
/// is set when y looked like one (some channel mixes two channels of one
/// tensor) before it failed: a refusal worth reporting.
std::optional<ElementRotation> describeRotation(Value y,
                                                elements::Evaluator &eval,
                                                std::string &why, bool &near);

} // namespace mlir::rope::raise

#endif // ROPE_LIB_RECOGNITION_ROTATION_ROTATIONELEMENTS_H
