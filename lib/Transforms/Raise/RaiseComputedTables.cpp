//===- RaiseComputedTables.cpp - Tables computed in the IR to rope.apply --===//
//
// HF's rotary embedding builds its tables in the model:
//   freqs = outer(positions, inv_freq)      positions = offset + arange(S)
//   emb   = cat(freqs, freqs)
//   cos   = cos(emb) * a,  sin = sin(emb) * a
// When a rope.apply_table's tables are exactly that, with inv_freq
// evaluable, the op becomes rope.apply with the offset and the schedule
// recoverSchedule names from inv_freq and a: a theta, a scaling variant,
// or the values themselves. GPT-J repeats each pair's angle in adjacent
// columns instead (emb = repeat_interleave(freqs, 2)), and tables of one
// column per pair (LLaMA's complex form) skip the cat: cos = cos(freqs) * a.
// Anything else keeps its tables: they are exact.
//
//===----------------------------------------------------------------------===//

#include "Channels.h"
#include "Frequencies.h"
#include "RaiseState.h"
#include "ScheduleRecovery.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// A linalg.generic with one whole-read input and a one-op body chain:
/// the input operand and the yielded scalar.
std::optional<std::pair<Value, Value>> unaryGeneric(Value v) {
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic->getNumResults() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return std::nullopt;
  for (AffineMap map : generic.getIndexingMapsArray())
    if (!map.isIdentity())
      return std::nullopt;
  auto yield = dyn_cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  auto inputType = dyn_cast<RankedTensorType>(
      generic.getDpsInputOperand(0)->get().getType());
  if (!yield || yield.getNumOperands() != 1 || !inputType ||
      inputType.getShape() != cast<ShapedType>(v.getType()).getShape())
    return std::nullopt;
  return std::pair{generic.getDpsInputOperand(0)->get(), yield.getOperand(0)};
}

bool isInputArg(Value scalar, Value tensor) {
  auto arg = dyn_cast<BlockArgument>(scalar);
  auto generic = tensor.getDefiningOp<linalg::GenericOp>();
  return arg && generic && arg.getOwner() == generic.getBody() &&
         arg.getArgNumber() == 0;
}

/// cos(emb) * a or sin(emb) * a, as one generic or a trig generic then a
/// scaling one.
struct Trig {
  Value angles;
  bool isSin = false;
  double factor = 1.0;
};

std::optional<Trig> matchTrig(Value table) {
  Trig trig;
  std::optional<std::pair<Value, Value>> body = unaryGeneric(table);
  if (!body)
    return std::nullopt;
  Value scalar = body->second;
  // HF's `cos.to(x.dtype)`: the rounding to the tables' type is looked
  // through, in its own generic or at the end of the trig one.
  if (auto round = scalar.getDefiningOp<arith::TruncFOp>()) {
    if (isInputArg(round.getIn(), table))
      return matchTrig(body->first);
    scalar = round.getIn();
  }
  if (auto mul = scalar.getDefiningOp<arith::MulFOp>()) {
    FloatAttr factor;
    for (int i = 0; i < 2; ++i)
      if (matchPattern(mul->getOperand(i), m_Constant(&factor))) {
        trig.factor = factor.getValueAsDouble();
        scalar = mul->getOperand(1 - i);
        break;
      }
    if (!factor)
      return std::nullopt;
    // The scaling alone: the trig is the generic before.
    if (isInputArg(scalar, table)) {
      std::optional<Trig> inner = matchTrig(body->first);
      if (!inner || inner->factor != 1.0)
        return std::nullopt;
      inner->factor = trig.factor;
      return inner;
    }
  }
  Operation *op = scalar.getDefiningOp();
  if (!op || !isa<math::CosOp, math::SinOp>(op) ||
      !isInputArg(op->getOperand(0), table))
    return std::nullopt;
  trig.isSin = isa<math::SinOp>(op);
  trig.angles = body->first;
  return trig;
}

/// Where the positions come from: offset + index, or an integer tensor.
struct Positions {
  int64_t staticOffset = 0;
  Value offset;
  Value explicitPositions;
};

/// A constant that is a valid position, as an integer.
std::optional<int64_t> constantPosition(Attribute attr) {
  double value = -1.0;
  if (auto f = dyn_cast<FloatAttr>(attr))
    value = f.getValueAsDouble();
  else if (auto i = dyn_cast<IntegerAttr>(attr);
           i && i.getValue().getSignificantBits() <= 64)
    value = static_cast<double>(i.getValue().getSExtValue());
  if (!(value >= 0) || value != std::floor(value) || value >= 2147483648.0)
    return std::nullopt;
  return static_cast<int64_t>(value);
}

/// Positions `index + ...` in a generic body without inputs.
std::optional<Positions> iotaBody(Value s, Block *body, int64_t axis,
                                  unsigned depth = 0) {
  if (depth > 16)
    return std::nullopt;
  if (auto index = s.getDefiningOp<linalg::IndexOp>())
    return static_cast<int64_t>(index.getDim()) == axis
               ? std::optional<Positions>(Positions{})
               : std::nullopt;
  Operation *op = s.getDefiningOp();
  if (!op || op->getBlock() != body)
    return std::nullopt;
  if (isa<arith::IndexCastOp, arith::SIToFPOp, arith::ExtSIOp>(op))
    return iotaBody(op->getOperand(0), body, axis, depth + 1);
  if (!isa<arith::AddIOp, arith::AddFOp>(op))
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    std::optional<Positions> positions =
        iotaBody(op->getOperand(i), body, axis, depth + 1);
    if (!positions)
      continue;
    Value other = op->getOperand(1 - i);
    Attribute attr;
    if (matchPattern(other, m_Constant(&attr))) {
      std::optional<int64_t> offset = constantPosition(attr);
      if (!offset)
        return std::nullopt;
      positions->staticOffset += *offset;
      return positions;
    }
    // A runtime integer offset from outside the body.
    if (auto cast = other.getDefiningOp<arith::SIToFPOp>())
      other = cast.getIn();
    if (positions->offset || other.getParentBlock() == body ||
        !other.getType().isIntOrIndex())
      return std::nullopt;
    positions->offset = other;
    return positions;
  }
  return std::nullopt;
}

SmallVector<int64_t> identityAxes(Value v) {
  return llvm::to_vector(
      llvm::seq<int64_t>(0, cast<RankedTensorType>(v.getType()).getRank()));
}

/// The positions along `axis` of `v`, a tensor whose other axes have
/// extent 1 (unit axes the frontend added are looked through).
std::optional<Positions> matchPositions(Value v, int64_t axis) {
  AxisMapped traced = traceBroadcasts({v, identityAxes(v)});
  if (traced.axisOf[axis] < 0)
    return std::nullopt;
  v = traced.value;
  axis = traced.axisOf[axis];
  if (auto generic = v.getDefiningOp<linalg::GenericOp>();
      generic && generic.getNumDpsInputs() == 0) {
    auto yield = dyn_cast<linalg::YieldOp>(generic.getBody()->getTerminator());
    if (!yield || yield.getNumOperands() != 1 ||
        !generic.getIndexingMapsArray()[0].isIdentity())
      return std::nullopt;
    return iotaBody(yield.getOperand(0), generic.getBody(), axis);
  }
  // An integer tensor converted to floats: explicit positions, unless it
  // is itself an iota.
  std::optional<std::pair<Value, Value>> body = unaryGeneric(v);
  if (!body)
    return std::nullopt;
  auto convert = body->second.getDefiningOp<arith::SIToFPOp>();
  if (!convert || !isInputArg(convert.getIn(), v))
    return std::nullopt;
  if (std::optional<Positions> iota = matchPositions(body->first, axis))
    return iota;
  // Explicit positions `[S]` or `[1, S]`, tokens along the last axis.
  AxisMapped integers = traceBroadcasts({body->first, identityAxes(v)});
  auto type = cast<RankedTensorType>(integers.value.getType());
  if (integers.axisOf[axis] != type.getRank() - 1 || type.getRank() > 2)
    return std::nullopt;
  return Positions{0, Value(), integers.value};
}

/// freqs = outer(positions, inv_freq) along the table's rows and columns.
struct OuterProduct {
  Positions positions;
  SmallVector<double> invFreq;
};

/// The one axis of `mapped.value` that result axis `axis` reads, when
/// every other axis of it has extent 1: a vector spread along that axis.
std::optional<int64_t> spreadAxis(const AxisMapped &mapped, int64_t axis) {
  auto type = dyn_cast<RankedTensorType>(mapped.value.getType());
  int64_t source = mapped.axisOf[axis];
  if (!type || source < 0)
    return std::nullopt;
  for (int64_t other = 0; other < type.getRank(); ++other)
    if (other != source && type.getDimSize(other) != 1)
      return std::nullopt;
  if (llvm::count(mapped.axisOf, source) != 1)
    return std::nullopt;
  return source;
}

std::optional<OuterProduct> matchOuterProduct(Value freqs, int64_t rowAxis) {
  auto type = dyn_cast<RankedTensorType>(freqs.getType());
  if (!type)
    return std::nullopt;
  int64_t last = type.getRank() - 1;
  // HF's `(inv_freq @ positions).transpose(1, 2)`: the product, transposed.
  AxisMapped product =
      traceBroadcasts({freqs, llvm::to_vector(llvm::seq<int64_t>(0, last + 1))});
  std::optional<Elementwise> mul = matchElementwise(product.value);
  if (!mul || mul->kind != ElementwiseKind::Mul ||
      llvm::is_contained(product.axisOf, -1))
    return std::nullopt;
  auto readBy = [&](const AxisMapped &operand) {
    AxisMapped composed{operand.value, {}};
    for (int64_t axis : product.axisOf)
      composed.axisOf.push_back(operand.axisOf[axis]);
    return traceBroadcasts(composed);
  };
  for (int i = 0; i < 2; ++i) {
    AxisMapped p = readBy(mul->operands[i]);
    AxisMapped f = readBy(mul->operands[1 - i]);
    // Each factor varies along its own axis only: positions along the
    // rows, frequencies along the columns.
    std::optional<int64_t> pAxis = spreadAxis(p, rowAxis);
    std::optional<int64_t> fAxis = spreadAxis(f, last);
    auto fType = dyn_cast<RankedTensorType>(f.value.getType());
    if (!pAxis || !fAxis || !fType || fType.getRank() != 1)
      continue;
    std::optional<Positions> positions = matchPositions(p.value, *pAxis);
    std::optional<SmallVector<double>> invFreq = evaluateVector(f.value);
    if (positions && invFreq)
      return OuterProduct{*positions, *invFreq};
  }
  return std::nullopt;
}

/// Where pair i's angle lies in a table's columns.
enum class Columns {
  perPair,       // column i (freqs itself, W = R/2)
  halves,        // columns i and i + R/2 (cat(freqs, freqs))
  adjacentPairs, // columns 2i and 2i + 1 (repeat_interleave(freqs, 2))
};

/// The computed schedule behind a cos or sin table operand of `op`.
struct Schedule {
  Trig trig;
  OuterProduct outer;
  Columns columns = Columns::perPair;
};

/// freqs when `emb` is repeat_interleave(freqs, 2): freqs broadcast along a
/// new last axis of extent 2 (through a unit axis or not) and the last two
/// axes merged.
std::optional<Value> matchRepeatedPairs(Value emb) {
  std::optional<Value> pairs = matchMergedPairs(emb);
  if (!pairs)
    return std::nullopt;
  auto type = cast<RankedTensorType>(pairs->getType());
  int64_t rank = type.getRank();
  AxisMapped traced =
      traceBroadcasts({*pairs, llvm::to_vector(llvm::seq<int64_t>(0, rank))});
  auto source = dyn_cast<RankedTensorType>(traced.value.getType());
  // The source holds one angle per pair, read in axis order; a last axis
  // that reads anything must have extent 1.
  if (!source || source.getRank() < rank - 1 || source.getRank() > rank)
    return std::nullopt;
  for (int64_t axis = 0; axis + 1 < rank; ++axis)
    if (traced.axisOf[axis] != axis)
      return std::nullopt;
  int64_t last = traced.axisOf.back();
  if (last >= 0 && source.getDimSize(last) != 1)
    return std::nullopt;
  if (source.getRank() == rank - 1)
    return traced.value;
  // [S, n, 1]: drop the unit axis it was given.
  if (last != rank - 1)
    return std::nullopt;
  return matchUnitAxisExpansion(traced.value);
}

std::optional<Schedule> matchSchedule(Value table) {
  // Undo the [rows, W] collapse rope-raise made.
  if (auto collapse = table.getDefiningOp<tensor::CollapseShapeOp>())
    table = collapse.getSrc();
  auto type = dyn_cast<RankedTensorType>(table.getType());
  if (!type || !type.hasStaticShape() || type.getRank() < 2)
    return std::nullopt;
  int64_t rowAxis = type.getRank() - 2;
  for (int64_t axis = 0; axis + 1 < type.getRank(); ++axis)
    if (type.getDimSize(axis) != 1)
      rowAxis = axis;
  std::optional<Trig> trig = matchTrig(table);
  if (!trig)
    return std::nullopt;
  Columns columns = Columns::perPair;
  Value freqs = trig->angles;
  if (std::optional<SmallVector<Value>> halves = matchChannelJoin(freqs);
      halves && halves->size() == 2 && (*halves)[0] == (*halves)[1]) {
    columns = Columns::halves;
    freqs = (*halves)[0];
  } else if (std::optional<Value> repeated = matchRepeatedPairs(freqs)) {
    columns = Columns::adjacentPairs;
    freqs = *repeated;
  }
  std::optional<OuterProduct> outer = matchOuterProduct(freqs, rowAxis);
  if (!outer)
    return std::nullopt;
  return Schedule{*trig, *outer, columns};
}

bool sameSchedule(const Schedule &a, const Schedule &b) {
  return a.trig.angles == b.trig.angles && a.trig.factor == b.trig.factor &&
         a.columns == b.columns;
}

} // namespace

void mlir::rope::raise::raiseComputedTables(RaiseState &state) {
  SmallVector<ApplyTableOp> tableOps;
  for (auto &[op, form] : state.raised)
    if (auto table = dyn_cast<ApplyTableOp>(op))
      tableOps.push_back(table);
  MLIRContext *context = state.func.getContext();
  for (ApplyTableOp op : tableOps) {
    ParamsAttr params = op.getParams();
    std::optional<Schedule> cos = matchSchedule(op.getCos());
    std::optional<Schedule> sin = matchSchedule(op.getSin());
    // cos and sin of the same angles, each the function its role needs.
    // Repeated angles must sit in the pairing's columns: (i, i + R/2) for
    // half, (2i, 2i + 1) for interleaved.
    if (!cos || !sin || cos->trig.isSin || !sin->trig.isSin ||
        !sameSchedule(*cos, *sin))
      continue;
    Pairing pairing = params.getPairing();
    if ((cos->columns == Columns::halves && pairing != Pairing::half) ||
        (cos->columns == Columns::adjacentPairs &&
         pairing != Pairing::interleaved))
      continue;
    ArrayRef<double> invFreq = cos->outer.invFreq;
    int64_t rotaryDim = 2 * static_cast<int64_t>(invFreq.size());
    std::optional<int64_t> headDim = lastExtent(op.getInputs()[0]);
    int64_t rotated = params.getRotaryDim() != 0 ? params.getRotaryDim()
                                                 : headDim.value_or(-1);
    if (rotated != rotaryDim)
      continue;
    std::optional<RecoveredSchedule> schedule =
        recoverSchedule(invFreq, cos->trig.factor, context);
    if (!schedule)
      continue;
    auto applyParams = ParamsAttr::get(
        context, llvm::APFloat(schedule->theta), schedule->scaling,
        params.getRotaryDim(), params.getPairing(), params.getPartial(),
        params.getRotaryOffset(), llvm::APFloat(1.0));
    const Positions &positions = cos->outer.positions;
    state.builder.setInsertionPoint(op);
    auto apply = ApplyOp::create(
        state.builder, op.getLoc(), op.getInputs(), positions.offset,
        /*batch_offsets=*/Value(), positions.explicitPositions, op.getLayout(),
        applyParams, positions.staticOffset, op.getInverse());
    if (!verifiesQuietly(apply)) {
      apply->erase();
      continue;
    }
    RaisedForm form = state.release(op);
    form.pattern += " computed-table";
    state.replace(op, apply, form);
  }
}
