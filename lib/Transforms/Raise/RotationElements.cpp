//===- RotationElements.cpp - A rotation read off its elements ------------===//

#include "RotationElements.h"
#include "ScheduleRecovery.h"

#include "../Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

#include <functional>

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;
using namespace mlir::rope::elements;

namespace {

/// Relative agreement of two values that the frontend computed the same
/// way (one constant read twice) or that only float32 rounding separates.
bool agrees(double a, double b, double tolerance = 1e-6) {
  return std::fabs(a - b) <= tolerance * std::max(std::fabs(a), std::fabs(b));
}

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

std::optional<DataRead> asDataRead(const Expr *factor, const Evaluator &eval,
                                   const ChannelAxes &axes) {
  // An element computed in the IR (a projection plus bias) stands for the
  // tensor that holds it.
  if (!factor->isRead())
    if (const Expr *origin = eval.originOf(factor))
      factor = origin;
  if (!factor->isRead() || factor->operands.empty() ||
      !isa<FloatType>(factor->type))
    return std::nullopt;
  unsigned axis = axes.lookup_or(factor->source, factor->operands.size() - 1);
  if (!factor->operands[axis]->isDim())
    return std::nullopt;
  AffineExpr last = factor->operands[axis]->affine;
  MLIRContext *context = last.getContext();
  if (auto c = dyn_cast<AffineConstantExpr>(last))
    return DataRead{factor, getAffineConstantExpr(0, context), c.getValue(),
                    axis};
  // `base + c`: MLIR keeps the constant term last.
  if (auto sum = dyn_cast<AffineBinaryOpExpr>(last);
      sum && sum.getKind() == AffineExprKind::Add)
    if (auto c = dyn_cast<AffineConstantExpr>(sum.getRHS()))
      return DataRead{factor, sum.getLHS(), c.getValue(), axis};
  return DataRead{factor, last, 0, axis};
}

/// The float reads with affine indices in `e`.
void collectDataReads(const Expr *e, SmallVectorImpl<const Expr *> &reads) {
  if (e->isRead() && isa<FloatType>(e->type) && !e->operands.empty() &&
      llvm::all_of(e->operands, [](const Expr *i) { return i->isDim(); }))
    reads.push_back(e);
  for (const Expr *operand : e->operands)
    collectDataReads(operand, reads);
}

/// Sources read in two channels' elements at indices that differ on one
/// axis only, by a constant: that axis carries the channels. Recorded
/// where it is not the last.
ChannelAxes channelAxesOf(const Expr *first, const Expr *second,
                          unsigned numDims) {
  SmallVector<const Expr *> a, b;
  collectDataReads(first, a);
  collectDataReads(second, b);
  ChannelAxes axes;
  for (const Expr *x : a)
    for (const Expr *y : b) {
      if (x->source != y->source || x->operands.size() != y->operands.size())
        continue;
      std::optional<unsigned> differing;
      bool one = true;
      for (unsigned i = 0; i < x->operands.size(); ++i) {
        if (x->operands[i] == y->operands[i])
          continue;
        AffineExpr delta = simplifyAffineExpr(
            x->operands[i]->affine - y->operands[i]->affine, numDims, 0);
        one &= !differing && isa<AffineConstantExpr>(delta);
        differing = i;
      }
      if (one && differing && *differing + 1 != x->operands.size())
        axes[x->source] = *differing;
    }
  return axes;
}

/// One term of a channel: `coefficient` * x[.., channel] * `factors`.
struct Term {
  DataRead x;
  double coefficient = 1.0;
  SmallVector<const Expr *, 4> factors;
};

/// The offset of y's channel 0 in the source's channel axis: the one value
/// every channel allows (channel c keeps source channel c + offset).
std::optional<int64_t> channelOffset(ArrayRef<SmallVector<Term, 2>> channels) {
  std::optional<SmallVector<int64_t, 2>> common;
  for (auto [c, terms] : llvm::enumerate(channels)) {
    SmallVector<int64_t, 2> allowed;
    for (const Term &term : terms)
      allowed.push_back(term.x.channel - static_cast<int64_t>(c));
    if (!common) {
      common = allowed;
      continue;
    }
    llvm::erase_if(*common,
                   [&](int64_t o) { return !llvm::is_contained(allowed, o); });
  }
  if (!common || common->empty() ||
      llvm::any_of(*common, [&](int64_t o) { return o != common->front(); }))
    return std::nullopt;
  return common->front();
}

/// Channels read through a reordering of the source's D channels that
/// rotation frontends use: de-interleaved (DeepSeek's
/// `view(d/2, 2).transpose`, y's channel c reads 2c, then 2c + 1 - D) or
/// interleaved. On success the terms read the reordered channels and the
/// result is the offset of the source block and the order as an affine
/// function of y's channel (d0).
std::optional<std::pair<int64_t, AffineExpr>>
reorderChannels(MutableArrayRef<SmallVector<Term, 2>> channels,
                MLIRContext *context) {
  int64_t dim = channels.size();
  if (dim < 4 || dim % 2 != 0)
    return std::nullopt;
  int64_t half = dim / 2;
  int64_t base = std::numeric_limits<int64_t>::max();
  for (const SmallVector<Term, 2> &terms : channels)
    for (const Term &term : terms)
      base = std::min(base, term.x.channel);
  AffineExpr c = getAffineDimExpr(0, context);
  SmallVector<AffineExpr> orders = {(c % half) * 2 + c.floorDiv(half),
                                    (c % 2) * half + c.floorDiv(2)};
  for (AffineExpr order : orders) {
    // Source channel -> y's channel.
    SmallVector<int64_t> inverse(dim, -1);
    for (int64_t y = 0; y < dim; ++y) {
      AffineExpr at = simplifyAffineExpr(
          order.replaceDims({getAffineConstantExpr(y, context)}), 1, 0);
      inverse[cast<AffineConstantExpr>(at).getValue()] = y;
    }
    SmallVector<SmallVector<Term, 2>> relabeled(channels.begin(),
                                                channels.end());
    bool inRange = true;
    for (SmallVector<Term, 2> &terms : relabeled)
      for (Term &term : terms) {
        int64_t source = term.x.channel - base;
        inRange &= source >= 0 && source < dim;
        if (inRange)
          term.x.channel = inverse[source];
      }
    if (!inRange || channelOffset(relabeled) != 0)
      continue;
    llvm::copy(relabeled, channels.begin());
    return std::pair(base, order);
  }
  return std::nullopt;
}

/// The terms of a channel's expansion, each holding one read of the same
/// source as `like` (or, without `like`, of a source every term reads).
std::optional<SmallVector<Term, 2>>
termsOf(const Polynomial &poly, const std::optional<DataRead> &like,
        const Evaluator &eval, const ChannelAxes &axes) {
  if (poly.empty())
    return std::nullopt;
  // Candidate sources: the data reads of the first term.
  SmallVector<DataRead> candidates;
  for (const Expr *factor : poly.front().factors)
    if (std::optional<DataRead> read = asDataRead(factor, eval, axes))
      if (!like || read->sameSource(*like))
        candidates.push_back(*read);
  for (const DataRead &candidate : candidates) {
    SmallVector<Term, 2> terms;
    for (const Monomial &m : poly) {
      Term term;
      term.coefficient = m.coefficient;
      bool found = false;
      for (const Expr *factor : m.factors) {
        std::optional<DataRead> read = asDataRead(factor, eval, axes);
        if (!found && read && read->sameSource(candidate)) {
          term.x = *read;
          found = true;
          continue;
        }
        term.factors.push_back(factor);
      }
      if (!found)
        break;
      terms.push_back(std::move(term));
    }
    if (terms.size() == poly.size())
      return terms;
  }
  return std::nullopt;
}

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

const Expr *peelIntegerCasts(const Expr *e) {
  while (e->isOp("arith.extsi") || e->isOp("arith.extui") ||
         e->isOp("arith.index_cast") || e->isOp("arith.index_castui"))
    e = e->operands[0];
  return e;
}

/// cos(angle) and sin(angle) computed in the IR (conversions looked
/// through), the angle a frequency times an integer position converted to
/// float.
std::optional<Angle> computedAngle(const Expr *cosine, const Expr *sine,
                                   bool &rounded) {
  cosine = peelConversions(cosine, rounded);
  sine = peelConversions(sine, rounded);
  if (!cosine || !sine || !cosine->isOp("math.cos") || !sine->isOp("math.sin"))
    return std::nullopt;
  const Expr *angle = peelConversions(cosine->operands[0], rounded);
  if (angle != peelConversions(sine->operands[0], rounded))
    return std::nullopt;
  // An angle folded to a constant: its position is found from all of them
  // (positionOfConstantAngles).
  if (std::optional<double> constant = angle->numeric())
    return Angle{*constant, nullptr, nullptr, *constant};
  std::optional<Expansion> e = expand(angle, 4);
  if (!e || e->terms.size() != 1)
    return std::nullopt;
  rounded |= e->rounded;
  const Monomial &term = e->terms.front();
  Angle result;
  result.frequency = term.coefficient;
  for (const Expr *factor : term.factors) {
    if (factor->isOp("arith.sitofp") || factor->isOp("arith.uitofp")) {
      if (result.position)
        return std::nullopt;
      result.position = peelIntegerCasts(factor->operands[0]);
      continue;
    }
    // A frequency chosen by a condition between two constants (LongRoPE).
    std::optional<double> onTrue, onFalse;
    if (factor->isOp("arith.select")) {
      onTrue = factor->operands[1]->numeric();
      onFalse = factor->operands[2]->numeric();
    }
    if (!onTrue || !onFalse || result.longSwitch)
      return std::nullopt;
    result.longSwitch = factor->operands[0];
    result.longFrequency = result.frequency * *onTrue;
    result.frequency *= *onFalse;
  }
  if (!result.position)
    return std::nullopt;
  if (!result.longSwitch)
    result.longFrequency = result.frequency;
  return result;
}

/// The row index of a gather with the wrap-around of negative indices
/// (`select(i < 0, i + rows, i)`, torch's and JAX's) looked through: valid
/// positions are never negative.
const Expr *peelWrapAround(const Expr *row, int64_t rows) {
  row = peelIntegerCasts(row);
  if (!row->isOp("arith.select"))
    return row;
  const Expr *cond = row->operands[0], *wrapped = row->operands[1];
  const Expr *plain = peelIntegerCasts(row->operands[2]);
  if (!cond->isOp("arith.cmpi") || !wrapped->isOp("arith.addi"))
    return row;
  auto predicate = cast<arith::CmpIPredicateAttr>(cond->attr).getValue();
  std::optional<double> zero = cond->operands[1]->numeric();
  std::optional<double> size = wrapped->operands[1]->numeric();
  if (predicate != arith::CmpIPredicate::slt || zero != 0.0 ||
      size != static_cast<double>(rows) ||
      peelIntegerCasts(cond->operands[0]) != plain ||
      peelIntegerCasts(wrapped->operands[0]) != plain)
    return row;
  return plain;
}

/// `e` without a gather's bounds check: `select(in_bounds, e, fill)`, the
/// fill a constant, as JAX's take writes it (positions in the table are
/// always in bounds).
const Expr *peelBoundsCheck(const Expr *e) {
  auto isFill = [](const Expr *fill) {
    if (fill->isConstant())
      return true;
    Operation *def = fill->isRead() ? fill->source.getDefiningOp() : nullptr;
    return def && def->hasTrait<OpTrait::ConstantLike>();
  };
  while (e->isOp("arith.select") && isFill(e->operands[2]))
    e = e->operands[1];
  return e;
}

/// One component of a table element: the table, the part (0 real or the
/// table itself, 1 imaginary), and where it is read.
struct TableRead {
  Value table;
  int part = 0;
  const Expr *row = nullptr;
  int64_t column = 0;
};

std::optional<TableRead> asTableRead(const Expr *factor, bool &rounded) {
  factor = peelBoundsCheck(peelConversions(factor, rounded));
  TableRead read;
  if (factor->isOp("complex.re") || factor->isOp("complex.im")) {
    read.part = factor->isOp("complex.im") ? 1 : 0;
    factor = peelBoundsCheck(factor->operands[0]);
  }
  if (!factor->isRead() || factor->operands.size() != 2)
    return std::nullopt;
  std::optional<int64_t> column = factor->operands[1]->constantIndex();
  if (!column)
    return std::nullopt;
  read.table = factor->source;
  read.row = factor->operands[0];
  read.column = *column;
  return read;
}

/// Component `part` of column `column` of a constant [rows, W] table.
std::optional<SmallVector<double>> tableColumn(Value table, int part,
                                               int64_t column) {
  auto type = dyn_cast<RankedTensorType>(table.getType());
  if (!type || type.getRank() != 2 || !type.hasStaticShape())
    return std::nullopt;
  std::optional<SmallVector<double>> values =
      Evaluator::constantParts(table, part);
  if (!values)
    return std::nullopt;
  int64_t rows = type.getDimSize(0), width = type.getDimSize(1);
  SmallVector<double> out;
  for (int64_t r = 0; r < rows; ++r)
    out.push_back((*values)[r * width + column]);
  return out;
}

/// cos and sin read from constant tables at one row (GPT-J's sincos table,
/// the complex form's freqs_cis): every row r of the two columns must be
/// cos(r k) and sin(r k) for one frequency k, the row being the position.
std::optional<Angle> tableAngle(const Expr *cosine, const Expr *sine,
                                bool &rounded) {
  std::optional<TableRead> c = asTableRead(cosine, rounded);
  std::optional<TableRead> s = asTableRead(sine, rounded);
  if (!c || !s)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(c->table.getType());
  if (!type || !type.hasStaticShape() || type.getRank() != 2)
    return std::nullopt;
  int64_t rows = type.getDimSize(0);
  const Expr *row = peelWrapAround(c->row, rows);
  if (rows < 2 || row != peelWrapAround(s->row, rows))
    return std::nullopt;
  std::optional<SmallVector<double>> cosValues =
      tableColumn(c->table, c->part, c->column);
  std::optional<SmallVector<double>> sinValues =
      tableColumn(s->table, s->part, s->column);
  if (!cosValues || !sinValues || cosValues->size() != sinValues->size())
    return std::nullopt;
  double k = std::atan2((*sinValues)[1], (*cosValues)[1]);
  if (!(k >= 0))
    return std::nullopt;
  // Refined on the last row: the angle there, unwrapped by the estimate,
  // carries the rounding of one entry over `rows` times the frequency.
  int64_t last = rows - 1;
  double reached = std::atan2((*sinValues)[last], (*cosValues)[last]);
  double turns = std::round((static_cast<double>(last) * k - reached) /
                            (2.0 * M_PI));
  double refined = (reached + 2.0 * M_PI * turns) / static_cast<double>(last);
  if (refined >= 0 && std::fabs(refined - k) * last < 0.5)
    k = refined;
  // Tables computed in float32: each entry is within a few float32 ulps of
  // the angle it was computed from.
  for (int64_t r = 0; r < rows; ++r) {
    double angle = static_cast<double>(r) * k;
    double tolerance = 4e-7 * std::max(1.0, angle) + 1e-6;
    if (std::fabs((*cosValues)[r] - std::cos(angle)) > tolerance ||
        std::fabs((*sinValues)[r] - std::sin(angle)) > tolerance)
      return std::nullopt;
  }
  return Angle{k, row};
}

/// The tensors a cos or sin factor of a channel is an element of: tables
/// the function receives or computes, read at affine indices (through a
/// conversion; the real or imaginary part of a complex table), or angles
/// whose cosine or sine it is.
struct TableOperandRead {
  const Expr *read = nullptr;
  TableTrig trig = TableTrig::None;
};
struct TableFactor {
  /// Every place it is read from, tables first (a value may sit at several
  /// places: cat(freqs, freqs)).
  SmallVector<TableOperandRead, 2> reads;
  int part = 0;
};

std::optional<TableFactor> tableFactorOf(const Expr *factor,
                                         const Evaluator &eval) {
  bool rounded = false;
  factor = peelConversions(factor, rounded);
  TableFactor table;
  if (factor->isOp("complex.re") || factor->isOp("complex.im")) {
    table.part = factor->isOp("complex.im") ? 1 : 0;
    factor = factor->operands[0];
  }
  auto affineRead = [](const Expr *e) {
    return e->isRead() && !e->operands.empty() &&
           llvm::all_of(e->operands,
                        [](const Expr *index) { return index->isDim(); });
  };
  if (affineRead(factor))
    table.reads.push_back({factor, TableTrig::None});
  for (const Expr *origin : eval.originsOf(factor))
    if (affineRead(origin))
      table.reads.push_back({origin, TableTrig::None});
  // cos or sin of angles read from a tensor (JAX's exp(1j * angles)).
  if ((factor->isOp("math.cos") || factor->isOp("math.sin")) &&
      affineRead(factor->operands[0]))
    table.reads.push_back({factor->operands[0], factor->isOp("math.cos")
                                                    ? TableTrig::Cos
                                                    : TableTrig::Sin});
  if (table.reads.empty())
    return std::nullopt;
  return table;
}

/// The channels' cos (or sin) factors as one table: one source, one column
/// per channel (`width` = rotaryDim) or per pair (rotaryDim / 2) along one
/// axis, one row per token along another (or a single row), unit axes
/// elsewhere. `pairOf(c)` is rotated channel c's pair.
std::optional<ElementTable> tableOf(ArrayRef<TableFactor> factors,
                                    function_ref<int64_t(int64_t)> pairOf,
                                    int64_t &width) {
  const TableFactor &front = factors.front();
  int64_t rotary = static_cast<int64_t>(factors.size());
  for (const TableFactor &f : factors)
    if (f.part != front.part)
      return std::nullopt;
  // A source every channel reads, along one axis at the channel (or its
  // pair): each channel's read of it there.
  for (const TableOperandRead &candidate : front.reads) {
    Value source = candidate.read->source;
    TableTrig trig = candidate.trig;
    auto type = dyn_cast<RankedTensorType>(source.getType());
    if (!type || !type.hasStaticShape() || type.getRank() < 2)
      continue;
    for (int64_t columnAxis = 0; columnAxis < type.getRank(); ++columnAxis) {
      for (bool byPair : {false, true}) {
        int64_t w = byPair ? rotary / 2 : rotary;
        if (type.getDimSize(columnAxis) != w)
          continue;
        SmallVector<const Expr *> chosen;
        for (auto [c, f] : llvm::enumerate(factors)) {
          int64_t column = byPair ? pairOf(c) : static_cast<int64_t>(c);
          const Expr *found = nullptr;
          for (const TableOperandRead &read : f.reads)
            if (read.read->source == source && read.trig == trig &&
                read.read->operands[columnAxis]->constantIndex() == column)
              found = read.read;
          if (!found)
            break;
          chosen.push_back(found);
        }
        if (chosen.size() != factors.size())
          continue;
        // The other axes: one row per token (or a single row), unit axes.
        ElementTable table;
        table.source = source;
        table.part = front.part;
        table.trig = trig;
        table.columnAxis = columnAxis;
        bool fits = true;
        for (int64_t axis = 0; fits && axis < type.getRank(); ++axis) {
          if (axis == columnAxis)
            continue;
          const Expr *index = chosen.front()->operands[axis];
          for (const Expr *read : chosen)
            fits &= read->operands[axis] == index;
          if (std::optional<int64_t> c = index->constantIndex()) {
            fits &= *c == 0;
            continue;
          }
          auto d = dyn_cast<AffineDimExpr>(index->affine);
          fits &= d && table.rowAxis < 0;
          if (fits) {
            table.rowAxis = axis;
            table.tokenAxis = d.getPosition();
          }
        }
        // A single row: the unit axis before the columns holds it.
        if (table.rowAxis < 0 && columnAxis > 0 &&
            type.getDimSize(columnAxis - 1) == 1)
          table.rowAxis = columnAxis - 1;
        // Rows before columns, so that one collapse gives [rows, W].
        fits &= table.rowAxis >= 0 && table.rowAxis < columnAxis;
        for (int64_t axis = 0; fits && axis < type.getRank(); ++axis)
          fits &= axis == table.rowAxis || axis == columnAxis ||
                  type.getDimSize(axis) == 1;
        if (!fits)
          continue;
        width = w;
        return table;
      }
    }
  }
  return std::nullopt;
}

void collectDims(const Expr *e, llvm::SmallBitVector &dims);

/// Whether linalg op `op` reduces its one input to its maximum (maxsi or
/// maxui of the element and the accumulator), starting from a value no
/// position exceeds.
bool isMaxReduction(Operation *op, Evaluator &eval) {
  auto linalgOp = dyn_cast_if_present<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInputs() != 1 ||
      linalgOp.getNumDpsInits() != 1 ||
      linalgOp.getNumReductionLoops() != linalgOp.getNumLoops())
    return false;
  Block *body = linalgOp.getBlock();
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  Operation *max = yield && yield.getNumOperands() == 1
                       ? yield.getOperand(0).getDefiningOp()
                       : nullptr;
  if (!isa_and_present<arith::MaxSIOp, arith::MaxUIOp>(max))
    return false;
  Value in = body->getArgument(0), acc = body->getArgument(1);
  if (!((max->getOperand(0) == in && max->getOperand(1) == acc) ||
        (max->getOperand(0) == acc && max->getOperand(1) == in)))
    return false;
  Value init = linalgOp.getDpsInitOperand(0)->get();
  auto type = cast<RankedTensorType>(init.getType());
  SmallVector<const Expr *> zeros(type.getRank(), eval.context().dim(0));
  std::optional<double> start = eval.element(init, zeros)->numeric();
  return start && *start <= 0;
}

/// original_max when `cond` is LongRoPE's switch to its long factors:
/// S_total > original_max, S_total being the largest of the rotation's
/// positions plus one.
std::optional<int64_t> longSwitchThreshold(const Expr *cond,
                                           const Expr *position,
                                           Evaluator &eval, unsigned numDims) {
  if (!cond->isOp("arith.cmpi"))
    return std::nullopt;
  auto predicate = cast<arith::CmpIPredicateAttr>(cond->attr).getValue();
  const Expr *total = cond->operands[0], *bound = cond->operands[1];
  using P = arith::CmpIPredicate;
  bool swapped = predicate == P::slt || predicate == P::ult ||
                 predicate == P::sle || predicate == P::ule;
  if (swapped)
    std::swap(total, bound);
  std::optional<double> c = bound->numeric();
  if (!c)
    return std::nullopt;
  int64_t threshold = static_cast<int64_t>(*c);
  if (predicate == P::sge || predicate == P::uge || predicate == P::sle ||
      predicate == P::ule)
    threshold -= 1;
  else if (predicate != P::sgt && predicate != P::ugt &&
           predicate != P::slt && predicate != P::ult)
    return std::nullopt;
  // S_total = max + 1.
  total = peelIntegerCasts(total);
  if (!total->isOp("arith.addi"))
    return std::nullopt;
  const Expr *max = peelIntegerCasts(total->operands[0]);
  if (total->operands[1]->numeric() != 1.0) {
    max = peelIntegerCasts(total->operands[1]);
    if (total->operands[0]->numeric() != 1.0)
      return std::nullopt;
  }
  if (!max->isRead() || !isMaxReduction(max->source.getDefiningOp(), eval))
    return std::nullopt;
  // The reduced tensor, read at the token's index, must be the position.
  auto reduced = cast<linalg::LinalgOp>(max->source.getDefiningOp());
  Value input = reduced.getDpsInputOperand(0)->get();
  auto type = cast<RankedTensorType>(input.getType());
  llvm::SmallBitVector dims(numDims);
  collectDims(position, dims);
  ExprContext &exprs = eval.context();
  SmallVector<const Expr *> at;
  for (int64_t extent : type.getShape()) {
    if (extent == 1) {
      at.push_back(exprs.dim(0));
      continue;
    }
    if (dims.count() != 1)
      return std::nullopt;
    at.push_back(exprs.dim(getAffineDimExpr(dims.find_first(),
                                            exprs.getContext()),
                           IndexType::get(exprs.getContext())));
  }
  if (llvm::count_if(type.getShape(), [](int64_t e) { return e != 1; }) > 1 ||
      peelIntegerCasts(eval.element(input, at)) != position)
    return std::nullopt;
  return threshold >= 1 ? std::optional<int64_t>(threshold) : std::nullopt;
}

/// The dims (domain axes) an expression's indices vary with.
void collectDims(const Expr *e, llvm::SmallBitVector &dims) {
  if (e->isDim()) {
    e->affine.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        dims.set(d.getPosition());
    });
    return;
  }
  for (const Expr *operand : e->operands)
    collectDims(operand, dims);
}

/// `affine` as `d_axis + constant`, or a constant (axis -1).
std::optional<std::pair<int64_t, int64_t>> tokenPlusConstant(AffineExpr affine,
                                                             unsigned numDims) {
  if (auto c = dyn_cast<AffineConstantExpr>(affine))
    return std::pair<int64_t, int64_t>{-1, c.getValue()};
  if (!affine.isPureAffine())
    return std::nullopt;
  for (unsigned d = 0; d < numDims; ++d) {
    AffineExpr rest =
        affine - getAffineDimExpr(d, affine.getContext());
    if (auto c = dyn_cast<AffineConstantExpr>(rest))
      return std::pair<int64_t, int64_t>{d, c.getValue()};
  }
  return std::nullopt;
}

/// Splits an integer sum into its affine part and its other terms.
void splitSum(const Expr *e, AffineExpr &affine,
              SmallVector<const Expr *> &others) {
  e = peelIntegerCasts(e);
  if (e->isDim()) {
    affine = affine + e->affine;
    return;
  }
  if (e->isOp("arith.addi")) {
    splitSum(e->operands[0], affine, others);
    splitSum(e->operands[1], affine, others);
    return;
  }
  others.push_back(e);
}

std::optional<ElementPositions> classifyPositions(const Expr *position,
                                                  unsigned numDims,
                                                  const Evaluator &eval,
                                                  std::string &why) {
  AffineExpr affine = getAffineConstantExpr(0, position->type.getContext());
  SmallVector<const Expr *> others;
  splitSum(position, affine, others);
  // Positions computed in the function per token (gemma's cumsum of the
  // input mask, minus one past the first): the integer tensor that holds
  // them, read per token, is an explicit positions operand.
  if (others.size() == 1 && !others.front()->isRead()) {
    const Expr *origin = eval.originOf(peelIntegerCasts(position));
    if (origin && origin->isRead() && !origin->operands.empty()) {
      affine = getAffineConstantExpr(0, position->type.getContext());
      others = {origin};
    }
  }
  ElementPositions where;

  // Explicit positions: an integer tensor read at the token (and batch).
  if (others.size() == 1 && isa<AffineConstantExpr>(affine) &&
      cast<AffineConstantExpr>(affine).getValue() == 0 &&
      others.front()->isRead() && !others.front()->operands.empty()) {
    const Expr *read = others.front();
    auto type = dyn_cast<RankedTensorType>(read->source.getType());
    if (!type || !type.getElementType().isIntOrIndex()) {
      why = "the positions are not an integer tensor";
      return std::nullopt;
    }
    SmallVector<std::pair<int64_t, int64_t>> varying; // (tensor axis, dim)
    for (auto [axis, index] : llvm::enumerate(read->operands)) {
      if (!index->isDim()) {
        why = "the positions are read at a computed index";
        return std::nullopt;
      }
      std::optional<std::pair<int64_t, int64_t>> form =
          tokenPlusConstant(index->affine, numDims);
      if (!form || form->second != 0 ||
          (form->first < 0 && type.getDimSize(axis) != 1)) {
        why = "the positions are not read one per token";
        return std::nullopt;
      }
      if (form->first >= 0)
        varying.push_back({static_cast<int64_t>(axis), form->first});
    }
    if (varying.size() > 2 ||
        (varying.size() == 2 && varying[0].second > varying[1].second)) {
      why = "the positions vary along more axes than batch and tokens";
      return std::nullopt;
    }
    where.tensor = read->source;
    if (!varying.empty()) {
      where.tensorTokenAxis = varying.back().first;
      where.tokenAxis = varying.back().second;
    }
    if (varying.size() == 2) {
      where.tensorBatchAxis = varying.front().first;
      where.batchAxis = varying.front().second;
    }
    return where;
  }

  // The token's index plus an offset.
  std::optional<std::pair<int64_t, int64_t>> form =
      tokenPlusConstant(affine, numDims);
  if (!form || form->second < 0 || others.size() > 1) {
    why = "the positions are neither read from a tensor nor the token index "
          "plus an offset";
    return std::nullopt;
  }
  where.tokenAxis = form->first;
  where.staticOffset = form->second;
  if (!others.empty()) {
    llvm::SmallBitVector dims(numDims);
    collectDims(others.front(), dims);
    if (dims.any() || !others.front()->isRead()) {
      why = "the position offset varies with the element";
      return std::nullopt;
    }
    where.offset = others.front();
  }
  return where;
}

/// The largest scaling factor tried for the first frequency of a schedule
/// (linear scaling turns 1 into 1 / factor).
constexpr int64_t kMaxFirstFrequencyDivisor = 64;

/// The position p of a token whose angles p * f_i the frontend folded to
/// constants `angles`: the integer under which the frequencies angles / p
/// name a schedule. Schedules start at f_0 = 1 (theta alone, llama3, YaRN)
/// or 1 / factor (linear), so p is angles[0] times a small integer.
std::optional<int64_t> positionOfConstantAngles(ArrayRef<double> angles,
                                                double attentionFactor,
                                                MLIRContext *context) {
  if (angles.empty() || !(angles.front() > 0))
    return std::nullopt;
  for (int64_t divisor = 1; divisor <= kMaxFirstFrequencyDivisor; ++divisor) {
    double candidate = angles.front() * static_cast<double>(divisor);
    double p = std::round(candidate);
    if (p < 1 || std::fabs(candidate - p) > 1e-6 * p || p > 9.0e15)
      continue;
    SmallVector<double> frequencies;
    for (double angle : angles)
      frequencies.push_back(angle / p);
    std::optional<RecoveredSchedule> schedule =
        recoverSchedule(frequencies, attentionFactor, context);
    if (schedule && !isa_and_present<CustomScalingAttr>(schedule->scaling))
      return static_cast<int64_t>(p);
  }
  return std::nullopt;
}

} // namespace

SmallVector<const Expr *>
mlir::rope::raise::elementDomain(ExprContext &exprs, RankedTensorType type) {
  SmallVector<const Expr *> domain;
  for (int64_t axis = 0; axis + 1 < type.getRank(); ++axis)
    domain.push_back(
        type.getDimSize(axis) == 1
            ? exprs.dim(0)
            : exprs.dim(getAffineDimExpr(axis, exprs.getContext()),
                        IndexType::get(exprs.getContext())));
  return domain;
}

namespace {
/// describeRotation with products of varying elements read as tensors
/// (`productsAreData`: a norm before the rotation) or expanded.
std::optional<ElementRotation>
describeRotationOnce(Value y, Evaluator &eval, std::string &why, bool &near,
                     bool productsAreData) {
  near = false;
  auto type = dyn_cast<RankedTensorType>(y.getType());
  if (!type || type.getRank() < 2 || !isa<FloatType>(type.getElementType()) ||
      type.isDynamicDim(type.getRank() - 1)) {
    why = "not a float tensor with a static head dim";
    return std::nullopt;
  }
  // A last axis of two is a pair's components ([.., D/2, 2]), not a head.
  int64_t headDim = type.getShape().back();
  if (headDim < 4 || headDim % 2 != 0 || headDim > 65536) {
    why = "the head dim is not even, or holds one pair";
    return std::nullopt;
  }
  ExprContext &exprs = eval.context();
  SmallVector<const Expr *> domain = elementDomain(exprs, type);
  for (int64_t axis = 0; axis + 1 < type.getRank(); ++axis)
    if (!type.isDynamicDim(axis))
      exprs.setDimExtent(axis, type.getDimSize(axis));
  ElementRotation rotation;
  // Sums free of trig functions and table reads are data (a projection
  // plus its bias), not terms of the rotation. A table read is a row of a
  // constant at a fixed column (GPT-J's sincos gathered by position), or a
  // read at a computed index.
  DenseMap<const Expr *, bool> trigFree;
  std::function<bool(const Expr *)> freeOfTrig = [&](const Expr *e) {
    if (auto it = trigFree.find(e); it != trigFree.end())
      return it->second;
    bool free = !(e->isOp("math.cos") || e->isOp("math.sin") ||
                  e->isOp("complex.re") || e->isOp("complex.im"));
    if (free && e->isRead()) {
      for (const Expr *index : e->operands)
        free &= index->isDim();
      Operation *def = e->source.getDefiningOp();
      free &= !(e->operands.size() >= 2 &&
                e->operands.back()->constantIndex() && def &&
                def->hasTrait<OpTrait::ConstantLike>());
    }
    for (const Expr *operand : e->operands)
      if (free)
        free = freeOfTrig(operand);
    trigFree[e] = free;
    return free;
  };
  // With `productsAreData`, so is a product of two varying elements (a
  // norm before the rotation: q[c] * rsqrt(mean(q^2) + eps) * w[c]): the
  // rotation reads the tensor that holds it, the norm stays outside.
  // A sum that reads one tensor at two places (x[c] and its partner, with
  // tables the function receives) is the rotation itself.
  auto readsTwoPlaces = [&](const Expr *e) {
    SmallVector<const Expr *> reads;
    collectDataReads(e, reads);
    for (const Expr *a : reads)
      for (const Expr *b : reads)
        if (a != b && a->source == b->source)
          return true;
    return false;
  };
  // Products of varying elements held by one tensor that the channel reads
  // at two places (x[c] and its partner): the rotation's x.
  auto isProduct = [&](const Expr *e) {
    return (e->isOp("arith.mulf") || e->isOp("arith.divf")) &&
           !e->operands[0]->numeric() && !e->operands[1]->numeric() &&
           freeOfTrig(e) && eval.originOf(e);
  };
  DenseSet<const Expr *> dataProducts;
  auto findDataProducts = [&](const Expr *element) {
    dataProducts.clear();
    if (!productsAreData)
      return;
    DenseMap<Value, SmallVector<const Expr *, 2>> bySource;
    DenseSet<const Expr *> seen;
    std::function<void(const Expr *)> walk = [&](const Expr *e) {
      if (!seen.insert(e).second)
        return;
      if (isProduct(e)) {
        const Expr *origin = eval.originOf(e);
        if (origin->isRead())
          bySource[origin->source].push_back(e);
      }
      for (const Expr *operand : e->operands)
        walk(operand);
    };
    walk(element);
    for (auto &[source, products] : bySource) {
      DenseSet<const Expr *> places;
      for (const Expr *e : products)
        places.insert(eval.originOf(e));
      if (places.size() >= 2)
        dataProducts.insert(products.begin(), products.end());
    }
  };
  auto isData = [&](const Expr *e) {
    bool sum = (e->isOp("arith.addf") || e->isOp("arith.subf")) &&
               !readsTwoPlaces(e);
    return (sum && freeOfTrig(e) && eval.originOf(e)) ||
           dataProducts.contains(e);
  };

  // Each channel as terms of one source; quick channels first, so that
  // most values that are no rotation are refused after a few.
  SmallVector<int64_t> order = {0, headDim / 2, headDim - 1, 1};
  for (int64_t c = 0; c < headDim; ++c)
    if (!llvm::is_contained(order, c))
      order.push_back(c);
  std::optional<DataRead> source;
  SmallVector<SmallVector<Term, 2>> channels(headDim);
  bool anyRotated = false;
  // Where the source's channels run: two neighbouring channels read it at
  // indices that differ there.
  ChannelAxes axes;
  {
    SmallVector<const Expr *> first(domain), second(domain);
    first.push_back(exprs.dim(0));
    second.push_back(exprs.dim(1));
    const Expr *a = eval.element(y, first), *b = eval.element(y, second);
    if (a && b)
      axes = channelAxesOf(a, b, exprs.getNumDims());
  }
  for (auto [step, c] : llvm::enumerate(order)) {
    SmallVector<const Expr *> index(domain);
    index.push_back(exprs.dim(c));
    const Expr *element = eval.element(y, index);
    if (!element) {
      why = "its elements are too large to describe";
      return std::nullopt;
    }
    findDataProducts(element);
    std::optional<Expansion> expansion = expand(element, 16, isData);
    std::optional<SmallVector<Term, 2>> terms =
        expansion ? termsOf(expansion->terms, source, eval, axes)
                  : std::nullopt;
    if (!terms || terms->size() > 2) {
      why = "channel " + std::to_string(c) +
            " is not a tensor's channels times coefficients";
      near = anyRotated;
      return std::nullopt;
    }
    rotation.frontendRounds |= expansion->rounded;
    if (!source && terms->size() == 2)
      source = terms->front().x;
    anyRotated |= terms->size() == 2;
    channels[c] = std::move(*terms);
    // After the quick channels, a value none of them rotates is no rotation.
    if (step == 3 && !anyRotated) {
      why = "no channel is rotated";
      return std::nullopt;
    }
  }
  if (!anyRotated || !source) {
    why = "no channel is rotated";
    return std::nullopt;
  }
  near = true;
  // Every channel must read the one source (a channel matched before the
  // source was known is checked again).
  for (int64_t c = 0; c < headDim; ++c)
    for (const Term &term : channels[c])
      if (!term.x.sameSource(*source)) {
        why = "channels read different tensors";
        return std::nullopt;
      }

  // Source channels relative to y's: a slice of a wider axis (a fused qkv
  // projection) starts at an offset.
  std::optional<int64_t> offset = channelOffset(channels);
  if (offset) {
    for (SmallVector<Term, 2> &terms : channels)
      for (Term &term : terms)
        term.x.channel -= *offset;
  } else if (std::optional<std::pair<int64_t, AffineExpr>> reordered =
                 reorderChannels(channels, exprs.getContext())) {
    std::tie(offset, rotation.channelOrder) = *reordered;
  } else {
    why = "the channels do not keep one offset into the source's channels";
    return std::nullopt;
  }

  // The rotated block and the channels passed through.
  int64_t first = -1, last = -1;
  for (int64_t c = 0; c < headDim; ++c) {
    const SmallVector<Term, 2> &terms = channels[c];
    if (terms.size() == 2) {
      if (first < 0)
        first = c;
      if (last >= 0 && last != c - 1) {
        why = "the rotated channels are not one block";
        return std::nullopt;
      }
      last = c;
      continue;
    }
    const Term &only = terms.front();
    if (only.x.channel != c || only.coefficient != 1.0 ||
        !only.factors.empty()) {
      why = "channel " + std::to_string(c) + " is neither rotated nor kept";
      return std::nullopt;
    }
  }
  int64_t rotaryDim = last - first + 1;
  if (rotaryDim < 2 || rotaryDim % 2 != 0) {
    why = "the rotated block has an odd width";
    return std::nullopt;
  }
  rotation.rotaryOffset = first;
  rotation.rotaryDim = rotaryDim;

  // Pairing, direction, trig coefficients and angles, channel by channel.
  int64_t half = rotaryDim / 2;
  std::optional<Pairing> pairing;
  std::optional<bool> inverse;
  const Expr *position = nullptr;
  SmallVector<double> frequencyOf(headDim, 0.0), longFrequencyOf(headDim, 0.0);
  const Expr *longSwitch = nullptr;
  // The angles of every channel, and the tables it reads them from.
  bool anglesKnown = true, tablesKnown = true;
  SmallVector<TableFactor> cosFactors, sinFactors;
  for (int64_t c = first; c <= last; ++c) {
    SmallVector<Term, 2> &terms = channels[c];
    if (terms[1].x.channel == c)
      std::swap(terms[0], terms[1]);
    const Term &main = terms[0], &partner = terms[1];
    if (main.x.channel != c) {
      why = "channel " + std::to_string(c) + " does not keep its own input";
      return std::nullopt;
    }
    int64_t rel = c - first, prel = partner.x.channel - first;
    Pairing here = prel == (rel + half) % rotaryDim ? Pairing::half
                   : prel == (rel ^ 1)            ? Pairing::interleaved
                                                  : Pairing::half;
    bool isHalf = prel == (rel + half) % rotaryDim;
    bool isInterleaved = prel == (rel ^ 1) && prel >= 0 && prel < rotaryDim;
    if (!isHalf && !isInterleaved) {
      why = partner.x.channel == c
                ? "channel " + std::to_string(c) +
                      " is combined with itself, not with a partner"
                : "channel " + std::to_string(c) + " pairs with channel " +
                      std::to_string(partner.x.channel) +
                      ", neither its half-split nor its interleaved partner";
      return std::nullopt;
    }
    if (isHalf && isInterleaved) // rotary_dim 2: both readings agree
      here = pairing.value_or(Pairing::half);
    else
      here = isHalf ? Pairing::half : Pairing::interleaved;
    if (pairing && *pairing != here && !(isHalf && isInterleaved)) {
      why = "channels pair in different ways";
      return std::nullopt;
    }
    pairing = here;

    bool rounded = false;
    std::optional<Angle> angle;
    std::optional<TableFactor> cosTable, sinTable;
    if (main.factors.size() == 1 && partner.factors.size() == 1) {
      angle = computedAngle(main.factors[0], partner.factors[0], rounded);
      if (!angle)
        angle = tableAngle(main.factors[0], partner.factors[0], rounded);
      cosTable = tableFactorOf(main.factors[0], eval);
      sinTable = tableFactorOf(partner.factors[0], eval);
    }
    rotation.frontendRounds |= rounded;
    if (angle && (!(angle->frequency >= 0) || !std::isfinite(angle->frequency)))
      angle.reset();
    anglesKnown &= angle.has_value();
    tablesKnown &= cosTable && sinTable;
    if (tablesKnown) {
      cosFactors.push_back(*cosTable);
      sinFactors.push_back(*sinTable);
    }
    if (!anglesKnown && !tablesKnown) {
      why = "channel " + std::to_string(c) +
            " is not x * cos(f * p) and its partner * sin(f * p)";
      return std::nullopt;
    }
    // Forward: the first of a pair subtracts its partner's sine.
    bool firstOfPair = here == Pairing::half ? rel < half : rel % 2 == 0;
    double sign = partner.coefficient / main.coefficient;
    bool backward = firstOfPair ? sign > 0 : sign < 0;
    if (inverse && *inverse != backward) {
      why = "channels rotate in different directions";
      return std::nullopt;
    }
    inverse = backward;
    if (!(main.coefficient > 0) ||
        !agrees(std::fabs(partner.coefficient), main.coefficient)) {
      why = "channel " + std::to_string(c) +
            " scales its cos and sin terms differently";
      return std::nullopt;
    }
    if (c == first)
      rotation.attentionFactor = main.coefficient;
    else if (!agrees(main.coefficient, rotation.attentionFactor)) {
      why = "channels are scaled differently";
      return std::nullopt;
    }
    if (!anglesKnown)
      continue;
    if (c != first && angle->position != position) {
      why = "channels take their angles from different positions";
      return std::nullopt;
    }
    position = angle->position;
    frequencyOf[c] = angle->frequency;
    longFrequencyOf[c] = angle->longFrequency;
    if (angle->longSwitch && longSwitch && angle->longSwitch != longSwitch) {
      why = "channels switch their frequencies on different conditions";
      return std::nullopt;
    }
    if (angle->longSwitch)
      longSwitch = angle->longSwitch;
  }
  rotation.pairing = *pairing;
  rotation.inverse = *inverse;
  rotation.source = source->read->source;
  rotation.sourceIndices.assign(source->read->operands.begin(),
                                source->read->operands.end());
  rotation.sourceIndices.erase(rotation.sourceIndices.begin() + source->axis);
  rotation.channelAxis = source->axis;
  rotation.channelBase = source->base + *offset;
  // The frontend's tables, where it holds them one row per token.
  if (tablesKnown) {
    auto pairOf = [&](int64_t rel) {
      return rotation.pairing == Pairing::half ? rel % half : rel / 2;
    };
    std::optional<ElementTable> cos = tableOf(cosFactors, pairOf,
                                              rotation.tableWidth);
    int64_t sinWidth = 0;
    std::optional<ElementTable> sin = tableOf(sinFactors, pairOf, sinWidth);
    // cos used where sin belongs is no rotation, nor is the sine of angles
    // where their cosine belongs.
    bool trigInPlace = (cos && cos->trig != TableTrig::Sin) &&
                       (sin && sin->trig != TableTrig::Cos);
    if (cos && sin && *cos == *sin)
      why = "one table multiplies x and its partner (cos where sin belongs)";
    else if (cos && sin && !trigInPlace)
      why = "the sine of the angles multiplies x, their cosine its partner";
    else if (cos && sin && sinWidth == rotation.tableWidth &&
             cos->tokenAxis == sin->tokenAxis)
      rotation.tables = std::pair(*cos, *sin);
    else
      why = "the cos and sin tables are not one row per token and one column "
            "per channel or pair";
  }
  if (!anglesKnown)
    return rotation.tables ? std::optional(rotation) : std::nullopt;
  // Both channels of a pair turn by one frequency.
  for (int64_t i = 0; i < half; ++i) {
    int64_t a = first + (rotation.pairing == Pairing::half ? i : 2 * i);
    int64_t b = rotation.pairing == Pairing::half ? a + half : a + 1;
    if (!agrees(frequencyOf[a], frequencyOf[b], 1e-7) ||
        !agrees(longFrequencyOf[a], longFrequencyOf[b], 1e-7)) {
      why = "the channels of pair " + std::to_string(i) +
            " turn at different frequencies";
      // No schedule; the frontend's tables are still the rotation.
      rotation.frequencies.clear();
      rotation.longFrequencies.clear();
      return rotation.tables ? std::optional(rotation) : std::nullopt;
    }
    rotation.frequencies.push_back(frequencyOf[a]);
    if (longSwitch)
      rotation.longFrequencies.push_back(longFrequencyOf[a]);
  }
  if (longSwitch) {
    std::optional<int64_t> threshold = longSwitchThreshold(
        longSwitch, position, eval, type.getRank() - 1);
    if (!threshold) {
      why = "the frequencies switch on a condition that is not the sequence "
            "length passing a bound (LongRoPE's)";
      rotation.frequencies.clear();
      rotation.longFrequencies.clear();
      return rotation.tables ? std::optional(rotation) : std::nullopt;
    }
    rotation.originalMax = *threshold;
  }
  std::optional<ElementPositions> where;
  if (position) {
    where = classifyPositions(position, type.getRank() - 1, eval, why);
  } else if (longSwitch) {
    why = "LongRoPE at a constant position";
  } else if (std::optional<int64_t> p = positionOfConstantAngles(
                 rotation.frequencies, rotation.attentionFactor,
                 exprs.getContext())) {
    for (double &frequency : rotation.frequencies)
      frequency /= static_cast<double>(*p);
    where = ElementPositions();
    where->staticOffset = *p;
  } else {
    why = "the angles are constants of no schedule at an integer position";
  }
  // Angles whose positions no rope.apply operand holds: the tables.
  if (!where) {
    rotation.frequencies.clear();
    rotation.longFrequencies.clear();
    return rotation.tables ? std::optional(rotation) : std::nullopt;
  }
  rotation.positions = *where;
  return rotation;
}
} // namespace

std::optional<ElementRotation>
mlir::rope::raise::describeRotation(Value y, Evaluator &eval,
                                    std::string &why, bool &near) {
  // Products expanded first (x * cos with tables the function receives);
  // read as tensors when that fails (x normalised before the rotation).
  std::optional<ElementRotation> rotation =
      describeRotationOnce(y, eval, why, near, /*productsAreData=*/false);
  if (rotation)
    return rotation;
  std::string whyAgain;
  bool nearAgain = false;
  rotation = describeRotationOnce(y, eval, whyAgain, nearAgain,
                                  /*productsAreData=*/true);
  if (rotation)
    near = nearAgain;
  return rotation;
}
