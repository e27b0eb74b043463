//===- UnitSliceStrides.cpp - Stride 1 where a slice takes one element ---===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <type_traits>

#define DEBUG_TYPE "rope-unit-slice-strides"

namespace mlir::rope {
#define GEN_PASS_DEF_UNITSLICESTRIDESPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
/// The strides of `op` with 1 wherever the slice has static size 1; failure
/// when that changes nothing.
FailureOr<SmallVector<OpFoldResult>>
unitAxisStrides(OffsetSizeAndStrideOpInterface op, OpBuilder &builder) {
  SmallVector<OpFoldResult> strides = op.getMixedStrides();
  bool changed = false;
  for (auto [stride, size] : llvm::zip(strides, op.getMixedSizes())) {
    std::optional<int64_t> constantSize = getConstantIntValue(size);
    std::optional<int64_t> constantStride = getConstantIntValue(stride);
    if (constantSize == 1 && constantStride != 1) {
      stride = builder.getIndexAttr(1);
      changed = true;
    }
  }
  if (!changed)
    return failure();
  return strides;
}

/// `SliceOp` (tensor.extract_slice or tensor.insert_slice) rebuilt with
/// unitAxisStrides.
template <typename SliceOp>
struct SliceUnitStrides : OpRewritePattern<SliceOp> {
  using OpRewritePattern<SliceOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<SmallVector<OpFoldResult>> strides =
        unitAxisStrides(op, rewriter);
    if (failed(strides))
      return rewriter.notifyMatchFailure(op, "no unit axis with a stride");
    if constexpr (std::is_same_v<SliceOp, tensor::ExtractSliceOp>)
      rewriter.replaceOpWithNewOp<SliceOp>(op, op.getType(), op.getSource(),
                                           op.getMixedOffsets(),
                                           op.getMixedSizes(), *strides);
    else
      rewriter.replaceOpWithNewOp<SliceOp>(op, op.getSource(), op.getDest(),
                                           op.getMixedOffsets(),
                                           op.getMixedSizes(), *strides);
    return success();
  }
};

struct UnitSliceStrides
    : impl::UnitSliceStridesPassBase<UnitSliceStrides> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SliceUnitStrides<tensor::ExtractSliceOp>,
                 SliceUnitStrides<tensor::InsertSliceOp>>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::rope
