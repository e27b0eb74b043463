//===- RopeCanonicalize.cpp - Exact folds of rope.apply -------------------===//
//
// Only mathematically exact rewrites live here:
//  - inverse(forward(x)) with the same parameters and positions is x when the
//    attention factor is 1 (otherwise the pair scales x by a^2), input by
//    input;
//  - two rotations of one token in the same direction with the same static
//    frequencies, no attention factor and static offsets are one rotation by
//    the summed offset;
//  - inputs whose results nothing reads are not rotated.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Positions.h"

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

/// rope.apply(rope.apply(x, o1), o2) -> rope.apply(x, o1 + o2) for one
/// token at static offsets.
///
/// With p = offset + s the summed positions are o1 + o2 + 2s, which an offset
/// only expresses when the sequence has one token (decode). Run-time offsets
/// and explicit positions are left alone: each is valid below 2^31, but their
/// sum may not be, and no type makes an unchecked sum exact at run time.
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
    if (!inner.getPositionSource(0).isStatic() ||
        !outer.getPositionSource(0).isStatic())
      return rewriter.notifyMatchFailure(
          outer, "only static offsets sum exactly at compile time");
    auto type = cast<RankedTensorType>(outer.getInputs()[0].getType());
    if (type.getDimSize(outer.getLayout().indexOf('s')) != 1)
      return rewriter.notifyMatchFailure(
          outer, "offsets only sum for single-token sequences");
    // Both offsets are below 2^31, so the int64 sum is exact.
    const int64_t staticOffset =
        static_cast<int64_t>(inner.getStaticOffset()) +
        static_cast<int64_t>(outer.getStaticOffset());
    if (staticOffset >= ::rope::rules::kPositionLimit)
      return rewriter.notifyMatchFailure(outer, "summed offset is not valid");
    auto composed = ApplyOp::create(
        rewriter, outer.getLoc(), outer.getResultTypes(), inner.getInputs(),
        /*offset=*/Value(), /*batch_offsets=*/Value(), /*positions=*/Value(),
        outer.getLayoutAttr(), params, rewriter.getI64IntegerAttr(staticOffset),
        outer.getInverseAttr());
    rewriter.replaceOp(outer, composed.getResults());
    return success();
  }
};
/// Inputs whose rotated results nothing reads are dropped: each input is
/// rotated on its own, so the others do not change (e.g. the q of a q/k
/// pair once an attention rotates q itself).
struct DropUnusedRotations : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ApplyOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> inputs, used;
    for (auto [input, result] : llvm::zip(op.getInputs(), op.getResults()))
      if (!result.use_empty()) {
        inputs.push_back(input);
        used.push_back(result);
      }
    // All unused: the op is dead and goes as such.
    if (inputs.empty() || inputs.size() == op.getInputs().size())
      return failure();
    auto kept = ApplyOp::create(
        rewriter, op.getLoc(), inputs, op.getOffset(), op.getBatchOffsets(),
        op.getPositions(), op.getLayout(), op.getParams(),
        op.getStaticOffsetAttr(), op.getInverseAttr());
    kept->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    for (auto [old, now] : llvm::zip(used, kept.getResults()))
      rewriter.replaceAllUsesWith(old, now);
    rewriter.eraseOp(op);
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
  patterns.add<ComposeRotations, DropUnusedRotations>(context);
}
