//===- RotationPositions.cpp - The positions of a rotation ---------------===//
//
// The positions a rotation rotates by: per token, read from a tensor, the
// constant of a decode step, and LongRoPE's switch on the sequence length.
//
//===----------------------------------------------------------------------===//

#include "RotationParts.h"

#include "ScheduleRecovery.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SmallBitVector.h"

#include <cmath>

namespace mlir::rope::raise::detail {
using namespace elements;

namespace {
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

} // namespace

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

namespace {
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

} // namespace

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

namespace {
/// The largest scaling factor tried for the first frequency of a schedule
/// (linear scaling turns 1 into 1 / factor).
constexpr int64_t kMaxFirstFrequencyDivisor = 64;

} // namespace

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

} // namespace mlir::rope::raise::detail
