//===- RotationParts.h - The parts of a rotation, read ----------*- C++ -*-===//
//
// describeRotation reads a rotation's elements in parts: the channels and
// the sources they read (RotationChannels.cpp), the cos and sin factors as
// angles or tables (RotationAngles.cpp), and the positions
// (RotationPositions.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ROTATION_ROTATIONPARTS_H
#define ROPE_LIB_RECOGNITION_ROTATION_ROTATIONPARTS_H

#include "RotationElements.h"

#include "rope/Recognition/Elements/Polynomial.h"

namespace mlir::rope::raise::detail {
using elements::Evaluator;
using elements::Expr;
using elements::Polynomial;

/// Relative agreement of two values that the frontend computed the same
/// way (one constant read twice) or that only float32 rounding separates.
bool agrees(double a, double b, double tolerance = 1e-6);

/// A read of a float tensor at a channel: its last index is `base + channel`
/// with `base` the part that does not depend on the channel (0, or the
/// head's first channel when heads and channels share one axis).
struct DataRead {
  const Expr *read = nullptr;
  AffineExpr base;
  int64_t channel = 0;
  /// The axis of the source its channels run along.
  unsigned axis = 0;

  /// Reads of one tensor at one place but for the channel compare equal.
  bool sameSource(const DataRead &other) const {
    if (read->source != other.read->source || base != other.base ||
        axis != other.axis)
      return false;
    for (unsigned i = 0; i < read->operands.size(); ++i)
      if (i != axis && read->operands[i] != other.read->operands[i])
        return false;
    return true;
  }
};

/// Axes along which sources carry their channels where it is not the last
/// (a projection computed transposed, channels first).
using ChannelAxes = DenseMap<Value, unsigned>;

/// The float reads with affine indices in `e`.
void collectDataReads(const Expr *e, SmallVectorImpl<const Expr *> &reads);

/// Sources read in two channels' elements at indices that differ on one
/// axis only, by a constant: that axis carries the channels. Recorded
/// where it is not the last.
ChannelAxes channelAxesOf(const Expr *first, const Expr *second,
                          unsigned numDims);

/// One term of a channel: `coefficient` * x[.., channel] * `factors`.
struct Term {
  DataRead x;
  double coefficient = 1.0;
  SmallVector<const Expr *, 4> factors;
};

/// The offset of y's channel 0 in the source's channel axis: the one value
/// every channel allows (channel c keeps source channel c + offset).
std::optional<int64_t> channelOffset(ArrayRef<SmallVector<Term, 2>> channels);

/// Channels read through a reordering of the source's D channels that
/// rotation frontends use: de-interleaved (DeepSeek's
/// `view(d/2, 2).transpose`, y's channel c reads 2c, then 2c + 1 - D) or
/// interleaved. On success the terms read the reordered channels and the
/// result is the offset of the source block and the order as an affine
/// function of y's channel (d0).
std::optional<std::pair<int64_t, AffineExpr>>
reorderChannels(MutableArrayRef<SmallVector<Term, 2>> channels,
                MLIRContext *context);

/// The terms of a channel's expansion, each holding one read of the same
/// source as `like` (or, without `like`, of a source every term reads).
std::optional<SmallVector<Term, 2>>
termsOf(const Polynomial &poly, const std::optional<DataRead> &like,
        const Evaluator &eval, const ChannelAxes &axes);

/// The angle of a channel and its partner: `frequency * position`, the
/// position an integer expression.
struct Angle {
  double frequency = 0.0;
  const Expr *position = nullptr;
  /// LongRoPE: `select(longSwitch, longFrequency, frequency)`, the switch
  /// the sequence length passing original_max; null for one frequency.
  const Expr *longSwitch = nullptr;
  double longFrequency = 0.0;
};

/// `e` without the integer extensions and index casts around it.
const Expr *peelIntegerCasts(const Expr *e);

/// cos(angle) and sin(angle) computed in the IR (conversions looked
/// through), the angle a frequency times an integer position converted to
/// float.
std::optional<Angle> computedAngle(const Expr *cosine, const Expr *sine,
                                   bool &rounded);

/// cos and sin read from constant tables at one row (GPT-J's sincos table,
/// the complex form's freqs_cis): every row r of the two columns must be
/// cos(r k) and sin(r k) for one frequency k, the row being the position.
std::optional<Angle> tableAngle(const Expr *cosine, const Expr *sine,
                                bool &rounded);

/// The tensors a cos or sin factor of a channel is an element of: tables
/// the function receives or computes, read at affine indices (through a
/// conversion; the real or imaginary part of a complex table), or angles
/// whose cosine or sine it is.
struct TableOperandRead {
  const Expr *read = nullptr;
  TableTrig trig = TableTrig::None;
};

/// A cos or sin factor of a channel, as table reads.
struct TableFactor {
  /// Every place it is read from, tables first (a value may sit at several
  /// places: cat(freqs, freqs)).
  SmallVector<TableOperandRead, 2> reads;
  int part = 0;
};

std::optional<TableFactor> tableFactorOf(const Expr *factor,
                                         const Evaluator &eval);

/// The channels' cos (or sin) factors as one table: one source, one column
/// per channel (`width` = rotaryDim) or per pair (rotaryDim / 2) along one
/// axis, one row per token along another (or a single row), unit axes
/// elsewhere. `pairOf(c)` is rotated channel c's pair.
std::optional<ElementTable> tableOf(ArrayRef<TableFactor> factors,
                                    function_ref<int64_t(int64_t)> pairOf,
                                    int64_t &width);

/// original_max when `cond` is LongRoPE's switch to its long factors:
/// S_total > original_max, S_total being the largest of the rotation's
/// positions plus one.
std::optional<int64_t> longSwitchThreshold(const Expr *cond,
                                           const Expr *position,
                                           Evaluator &eval, unsigned numDims);

/// The positions of a rotation whose integer position per element is
/// `position`: affine in the domain (per token, shifted or constant), read
/// from an integer tensor, or beyond both (`why` says how).
std::optional<ElementPositions> classifyPositions(const Expr *position,
                                                  unsigned numDims,
                                                  const Evaluator &eval,
                                                  std::string &why);

/// The position p of a token whose angles p * f_i the frontend folded to
/// constants `angles`: the integer under which the frequencies angles / p
/// name a schedule. Schedules start at f_0 = 1 (theta alone, llama3, YaRN)
/// or 1 / factor (linear), so p is angles[0] times a small integer.
std::optional<int64_t> positionOfConstantAngles(ArrayRef<double> angles,
                                                double attentionFactor,
                                                MLIRContext *context);

} // namespace mlir::rope::raise::detail

#endif // ROPE_LIB_RECOGNITION_ROTATION_ROTATIONPARTS_H
