//===- EmptyRotations.cpp - Rope ops on tensors with no elements ----------===//

#include "rope/Conversion/Utils/EmptyRotations.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;

namespace {
bool hasStaticZeroExtent(Value value) {
  return llvm::is_contained(cast<RankedTensorType>(value.getType()).getShape(),
                            0);
}

/// Above the lowering patterns: an empty op must never reach them.
constexpr unsigned kBenefit = 2;

/// Rotating no elements returns the inputs unchanged (each result has its
/// input's type).
template <typename OpTy>
struct ForwardEmptyInputs : OpRewritePattern<OpTy> {
  ForwardEmptyInputs(MLIRContext *context)
      : OpRewritePattern<OpTy>(context, kBenefit) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!llvm::all_of(op.getInputs(), hasStaticZeroExtent))
      return rewriter.notifyMatchFailure(op, "an input has elements");
    rewriter.replaceOp(op, op.getInputs());
    return success();
  }
};

struct EmptyTables : OpRewritePattern<CosSinTableOp> {
  EmptyTables(MLIRContext *context)
      : OpRewritePattern<CosSinTableOp>(context, kBenefit) {}

  LogicalResult matchAndRewrite(CosSinTableOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasStaticZeroExtent(op.getCos()))
      return rewriter.notifyMatchFailure(op, "the tables have elements");
    auto type = cast<RankedTensorType>(op.getCos().getType());
    SmallVector<Value> dynamicSizes;
    for (int64_t axis = 0; axis < type.getRank(); ++axis)
      if (type.isDynamicDim(axis))
        dynamicSizes.push_back(
            arith::ConstantIndexOp::create(rewriter, op.getLoc(), 0));
    Value empty = tensor::EmptyOp::create(rewriter, op.getLoc(), type,
                                          dynamicSizes);
    rewriter.replaceOp(op, {empty, empty});
    return success();
  }
};
} // namespace

void mlir::rope::populateEmptyRotationPatterns(RewritePatternSet &patterns) {
  patterns.add<ForwardEmptyInputs<ApplyOp>, ForwardEmptyInputs<ApplyTableOp>,
               EmptyTables>(patterns.getContext());
}
