//===- RopeCanonicalize.cpp - Exact folds of rope.apply -------------------===//
//
// Only mathematically exact rewrites live here:
//  - inverse(forward(x)) with the same parameters and positions is x when the
//    attention factor is 1 (otherwise the pair scales x by a^2), input by
//    input;
//  - two rotations in the same direction with the same static frequencies and
//    no attention factor are one rotation by the summed positions.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Reference/Positions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::rope;

namespace {

/// Returns the rope.apply whose results are exactly `op`'s inputs, in order.
ApplyOp getProducerOfAllInputs(ApplyOp op) {
  auto producer = op.getInputs()[0].getDefiningOp<ApplyOp>();
  if (!producer || producer->getNumResults() != op.getInputs().size())
    return nullptr;
  for (auto [input, result] : llvm::zip(op.getInputs(), producer.getResults()))
    if (input != result)
      return nullptr;
  return producer;
}

/// True when both ops rotate with the same frequencies and channel layout.
bool sameRotation(ApplyOp a, ApplyOp b) {
  return a.getParams() == b.getParams() && a.getLayout() == b.getLayout();
}

bool samePositions(ApplyOp a, ApplyOp b) {
  return a.getOffset() == b.getOffset() &&
         a.getBatchOffsets() == b.getBatchOffsets() &&
         a.getPositions() == b.getPositions() &&
         a.getStaticOffset() == b.getStaticOffset();
}

/// Sums two optional runtime values of the same type; fails on a type mismatch.
FailureOr<Value> addOptional(PatternRewriter &rewriter, Location loc, Value a,
                             Value b) {
  if (!a || !b)
    return a ? a : b;
  if (a.getType() != b.getType())
    return failure();
  return arith::AddIOp::create(rewriter, loc, a, b).getResult();
}

/// rope.apply(rope.apply(x, p1), p2) -> rope.apply(x, p1 + p2).
///
/// With p = offset + s the summed positions are o1 + o2 + 2s, which an offset
/// only expresses when the sequence has one token (decode); explicit positions
/// add elementwise for any length.
struct ComposeRotations : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ApplyOp outer,
                                PatternRewriter &rewriter) const override {
    ApplyOp inner = getProducerOfAllInputs(outer);
    if (!inner || inner.getInverse() != outer.getInverse() ||
        !sameRotation(inner, outer))
      return rewriter.notifyMatchFailure(outer, "not the same rotation");
    ParamsAttr params = outer.getParams();
    if (!params.hasStaticFrequencies() || !params.hasUnitAttentionFactor())
      return rewriter.notifyMatchFailure(
          outer, "frequencies depend on positions or scale the result");
    if (!llvm::all_of(inner->getUsers(),
                      [&](Operation *user) { return user == outer; }))
      return rewriter.notifyMatchFailure(outer, "inner rotation has other uses");

    Location loc = outer.getLoc();
    Value offset, batchOffsets, positions;
    int64_t staticOffset = 0;
    if (inner.getPositions() && outer.getPositions()) {
      if (inner.getPositions().getType() != outer.getPositions().getType())
        return rewriter.notifyMatchFailure(outer, "position types differ");
      positions = arith::AddIOp::create(rewriter, loc, inner.getPositions(),
                                        outer.getPositions());
    } else {
      auto type = cast<RankedTensorType>(outer.getInputs()[0].getType());
      int64_t seqAxis = outer.getLayout().indexOf('s');
      if (inner.getPositions() || outer.getPositions() ||
          type.getDimSize(seqAxis) != 1)
        return rewriter.notifyMatchFailure(
            outer, "offsets only sum for single-token sequences");
      staticOffset = static_cast<int64_t>(inner.getStaticOffset()) +
                     static_cast<int64_t>(outer.getStaticOffset());
      if (staticOffset >= ::rope::reference::kPositionLimit)
        return rewriter.notifyMatchFailure(outer, "summed offset overflows");
      FailureOr<Value> dyn =
          addOptional(rewriter, loc, inner.getOffset(), outer.getOffset());
      FailureOr<Value> perBatch = addOptional(
          rewriter, loc, inner.getBatchOffsets(), outer.getBatchOffsets());
      if (failed(dyn) || failed(perBatch) || (*dyn && *perBatch))
        return rewriter.notifyMatchFailure(outer, "offsets do not combine");
      offset = *dyn;
      batchOffsets = *perBatch;
    }
    auto composed = ApplyOp::create(
        rewriter, loc, outer.getResultTypes(), inner.getInputs(), offset,
        batchOffsets, positions, outer.getLayoutAttr(), params,
        rewriter.getI64IntegerAttr(staticOffset), outer.getInverseAttr());
    rewriter.replaceOp(outer, composed.getResults());
    return success();
  }
};
} // namespace

LogicalResult ApplyOp::fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &results) {
  if (!getParams().hasUnitAttentionFactor())
    return failure();
  // Each input is undone separately (inputs of one op never mix), so every
  // input may come from any result of a matching opposite rotation.
  SmallVector<OpFoldResult> undone;
  for (Value input : getInputs()) {
    auto producer = input.getDefiningOp<ApplyOp>();
    if (!producer || producer.getInverse() == getInverse() ||
        !sameRotation(producer, *this) || !samePositions(producer, *this))
      return failure();
    undone.push_back(
        producer.getInputs()[cast<OpResult>(input).getResultNumber()]);
  }
  results.append(undone.begin(), undone.end());
  return success();
}

void ApplyOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                          MLIRContext *context) {
  patterns.add<ComposeRotations>(context);
}
