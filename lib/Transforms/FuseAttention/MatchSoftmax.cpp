//===- MatchSoftmax.cpp - softmax over the key axis -----------------------===//
//
// linalg.softmax, or the four generics it decomposes into (as upstream's
// decomposition and torch-mlir emit it):
//   m = max_j x        e = exp(x - m)        s = sum_j e        p = e / s
// with the sub and the exp in one generic or in two. The max only
// stabilises: its init is not checked, since softmax(x - c) = softmax(x)
// for any c constant along the row.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

namespace mlir::rope::detail {
namespace {

/// The axis a [B, H, Sq] (or keep-dim [B, H, Sq, 1]) row operand of a
/// rank-4 op drops: the map lists the other loops in order, and in the
/// keep-dim form a 0 in place of the dropped one.
std::optional<unsigned> droppedAxis(AffineMap map) {
  if (map.getNumDims() != 4)
    return std::nullopt;
  MLIRContext *context = map.getContext();
  for (unsigned axis = 0; axis < 4; ++axis) {
    SmallVector<AffineExpr> dropped, keptAsZero;
    for (unsigned loop = 0; loop < 4; ++loop) {
      AffineExpr dim = getAffineDimExpr(loop, context);
      if (loop != axis)
        dropped.push_back(dim);
      keptAsZero.push_back(loop == axis ? getAffineConstantExpr(0, context)
                                        : dim);
    }
    if (map.getResults() == ArrayRef(dropped) ||
        map.getResults() == ArrayRef(keptAsZero))
      return axis;
  }
  return std::nullopt;
}

/// The body arguments {a, b} of `op`'s yielded binary op, when it is OpT.
template <typename... OpT>
bool yieldsBinaryOf(linalg::LinalgOp op, Value a, Value b) {
  Operation *yielded = getYieldedValue(op).getDefiningOp();
  if (!yielded || !isa<OpT...>(yielded) || yielded->getNumOperands() != 2)
    return false;
  Value x = yielded->getOperand(0), y = yielded->getOperand(1);
  return (x == a && y == b) || (x == b && y == a);
}

/// select(in > acc, in, acc), the max written with a compare.
bool yieldsSelectMax(linalg::LinalgOp op, Value in, Value acc) {
  auto select = getYieldedValue(op).getDefiningOp<arith::SelectOp>();
  if (!select)
    return false;
  auto compare = select.getCondition().getDefiningOp<arith::CmpFOp>();
  if (!compare)
    return false;
  arith::CmpFPredicate predicate = compare.getPredicate();
  bool greater = predicate == arith::CmpFPredicate::OGT ||
                 predicate == arith::CmpFPredicate::OGE ||
                 predicate == arith::CmpFPredicate::UGT ||
                 predicate == arith::CmpFPredicate::UGE;
  return greater && compare.getLhs() == in && compare.getRhs() == acc &&
         select.getTrueValue() == in && select.getFalseValue() == acc;
}

enum class Reduction { Max, Sum };

/// A reduction of one rank-4 input over one axis; returns the input.
FailureOr<Value> matchRowReduction(Value row, Reduction kind,
                                   std::string &why) {
  StringRef name = kind == Reduction::Max ? "max" : "sum";
  auto op = row.getDefiningOp<linalg::GenericOp>();
  if (!op || op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 4 || op.getNumReductionLoops() != 1)
    return reject(why, "the softmax " + name + " is not a reduction generic");
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  std::optional<unsigned> axis = droppedAxis(maps[1]);
  if (!maps[0].isIdentity() || !axis ||
      op.getIteratorTypesArray()[*axis] != utils::IteratorType::reduction)
    return reject(why, "the softmax " + name + " is not a row reduction");
  if (*axis != kKeyAxis)
    return reject(why, "the softmax " + name + " reduces axis " + Twine(*axis) +
                           ", not the key axis 3");
  Block *body = op.getBlock();
  Value in = body->getArgument(0), acc = body->getArgument(1);
  if (kind == Reduction::Max &&
      !yieldsBinaryOf<arith::MaximumFOp, arith::MaxNumFOp>(op, in, acc) &&
      !yieldsSelectMax(op, in, acc))
    return reject(why, "the softmax max reduction does not take a maximum");
  if (kind == Reduction::Sum) {
    if (!yieldsBinaryOf<arith::AddFOp>(op, in, acc))
      return reject(why, "the softmax sum reduction does not add");
    if (!isZeroFilled(op.getDpsInits()[0]))
      return reject(why, "the softmax sum does not start from zero");
  }
  return op.getDpsInputs()[0];
}

/// An elementwise generic `x op row` where row is read along the key axis:
/// returns {x, row} when the body yields `result(bodyX, bodyRow)`.
struct RowBroadcastOperands {
  Value x;
  Value row;
};
FailureOr<RowBroadcastOperands> matchRowBroadcast(linalg::GenericOp op,
                                                  Value yieldedOperand0,
                                                  Value yieldedOperand1,
                                                  std::string &why) {
  OpOperand *x = getOperandOfBodyArg(op, yieldedOperand0);
  OpOperand *row = getOperandOfBodyArg(op, yieldedOperand1);
  if (!x || !row || !op.isDpsInput(x) || !op.isDpsInput(row))
    return reject(why, "a softmax step does not combine two inputs");
  if (!op.getMatchingIndexingMap(x).isIdentity())
    return reject(why, "a softmax step reads the scores transposed");
  std::optional<unsigned> axis = droppedAxis(op.getMatchingIndexingMap(row));
  if (!axis)
    return reject(why, "a softmax step does not broadcast a row");
  if (*axis != kKeyAxis)
    return reject(why, "the softmax normalises over axis " + Twine(*axis) +
                           ", not the key axis 3");
  return RowBroadcastOperands{x->get(), row->get()};
}

/// e = exp(x - max_j x), in one generic or as exp of a sub generic.
/// Collects the ops that make e.
FailureOr<Value> matchShiftedExp(Value e, SmallVectorImpl<Operation *> &ops,
                                 std::string &why) {
  auto expOp = e.getDefiningOp<linalg::GenericOp>();
  if (!expOp || !isRank4Elementwise(expOp))
    return reject(why, "the softmax numerator is not an elementwise generic");
  auto exp = getYieldedValue(expOp).getDefiningOp<math::ExpOp>();
  if (!exp)
    return reject(why, "the softmax numerator is not an exp");
  ops.push_back(expOp);
  linalg::GenericOp subOp = expOp;
  Value shifted = exp.getOperand();
  if (OpOperand *input = getOperandOfBodyArg(expOp, shifted)) {
    // exp and sub in two generics.
    subOp = input->get().getDefiningOp<linalg::GenericOp>();
    if (!expOp.isDpsInput(input) ||
        !expOp.getMatchingIndexingMap(input).isIdentity() || !subOp ||
        !isRank4Elementwise(subOp) || !input->get().hasOneUse())
      return reject(why, "the softmax exp is not of a shifted score");
    shifted = getYieldedValue(subOp);
    ops.push_back(subOp);
  }
  auto sub = shifted.getDefiningOp<arith::SubFOp>();
  if (!sub || sub->getBlock() != subOp.getBlock())
    return reject(why, "the softmax does not subtract the row maximum");
  FailureOr<RowBroadcastOperands> operands =
      matchRowBroadcast(subOp, sub.getLhs(), sub.getRhs(), why);
  if (failed(operands))
    return failure();
  FailureOr<Value> maxInput =
      matchRowReduction(operands->row, Reduction::Max, why);
  if (failed(maxInput))
    return failure();
  if (*maxInput != operands->x)
    return reject(why, "the softmax subtracts the maximum of another tensor");
  Operation *maxOp = operands->row.getDefiningOp();
  if (!isUsedOnlyBy(operands->row, subOp.getOperation()) ||
      !isUsedOnlyBy(operands->x, {maxOp, subOp.getOperation()}))
    return reject(why, "a softmax intermediate has another user");
  ops.push_back(maxOp);
  return operands->x;
}

FailureOr<SoftmaxMatch> matchDecomposed(linalg::GenericOp div,
                                        std::string &why) {
  if (!isRank4Elementwise(div))
    return reject(why, "the softmax division is not rank-4 elementwise");
  auto quotient = getYieldedValue(div).getDefiningOp<arith::DivFOp>();
  if (!quotient)
    return reject(why, "the softmax does not divide");
  FailureOr<RowBroadcastOperands> operands =
      matchRowBroadcast(div, quotient.getLhs(), quotient.getRhs(), why);
  if (failed(operands))
    return failure();
  FailureOr<Value> sumInput =
      matchRowReduction(operands->row, Reduction::Sum, why);
  if (failed(sumInput))
    return failure();
  Value e = operands->x;
  if (*sumInput != e)
    return reject(why, "the softmax divides by the sum of another tensor");
  Operation *sumOp = operands->row.getDefiningOp();
  if (!isUsedOnlyBy(operands->row, div.getOperation()) ||
      !isUsedOnlyBy(e, {sumOp, div.getOperation()}))
    return reject(why, "a softmax intermediate has another user");
  SmallVector<Operation *> expOps;
  FailureOr<Value> scores = matchShiftedExp(e, expOps, why);
  if (failed(scores))
    return failure();
  return SoftmaxMatch{*scores, div->getResult(0)};
}

} // namespace

bool isSoftmaxCandidate(Operation *op) {
  if (isa<linalg::SoftmaxOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumReductionLoops() != 0)
    return false;
  auto quotient = getYieldedValue(generic).getDefiningOp<arith::DivFOp>();
  if (!quotient)
    return false;
  OpOperand *divisor = getOperandOfBodyArg(generic, quotient.getRhs());
  if (!divisor)
    return false;
  auto producer = divisor->get().getDefiningOp<linalg::LinalgOp>();
  return producer && producer.getNumReductionLoops() != 0;
}

FailureOr<SoftmaxMatch> matchSoftmax(Operation *candidate, std::string &why) {
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(candidate)) {
    if (softmax->getNumResults() != 1)
      return reject(why, "the softmax is on buffers");
    if (softmax.getInputOperandType().getRank() != 4)
      return reject(why, "the softmax operand is not rank 4");
    if (softmax.getDimension() != kKeyAxis)
      return reject(why, "the softmax is over axis " +
                             Twine(softmax.getDimension()) +
                             ", not the key axis 3");
    return SoftmaxMatch{softmax.getInput(), softmax->getResult(0)};
  }
  if (auto div = dyn_cast<linalg::GenericOp>(candidate))
    return matchDecomposed(div, why);
  return reject(why, "not a softmax");
}

} // namespace mlir::rope::detail
