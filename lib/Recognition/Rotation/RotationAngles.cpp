//===- RotationAngles.cpp - cos and sin factors as angles or tables ------===//
//
// The cos and sin factors of a rotation: computed from a frequency and an
// integer position, read from constant tables, or read from tables the
// function receives or computes.
//
//===----------------------------------------------------------------------===//

#include "RotationParts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include <cmath>

namespace mlir::rope::raise::detail {
using namespace elements;

const Expr *peelIntegerCasts(const Expr *e) {
  while (e->isOp("arith.extsi") || e->isOp("arith.extui") ||
         e->isOp("arith.index_cast") || e->isOp("arith.index_castui"))
    e = e->operands[0];
  return e;
}

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

namespace {
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

} // namespace

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

} // namespace mlir::rope::raise::detail
