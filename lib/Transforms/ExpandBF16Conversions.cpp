//===- ExpandBF16Conversions.cpp - bf16 <-> f32 with integers -------------===//

#include "rope/Transforms/Passes.h"
#include "rope/Codegen/Common/BF16.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "rope-expand-bf16-conversions"

namespace mlir::rope {
#define GEN_PASS_DEF_EXPANDBF16CONVERSIONSPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
/// A conversion in the body of a named linalg op (the mixed-precision
/// linalg.matmul of a bf16 model) stays: that body is fixed by the op's
/// definition, which would not verify with the integer form.
bool inFixedLinalgBody(Operation *op) {
  Operation *parent = op->getParentOp();
  return isa_and_nonnull<linalg::LinalgOp>(parent) &&
         !isa<linalg::GenericOp>(parent);
}

struct ExpandTruncfToBF16 : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    Type in = op.getIn().getType(), out = op.getType();
    if (!getElementTypeOrSelf(in).isF32() || !getElementTypeOrSelf(out).isBF16())
      return rewriter.notifyMatchFailure(op, "not an f32 -> bf16 truncation");
    if (inFixedLinalgBody(op))
      return rewriter.notifyMatchFailure(op, "in a named linalg op's body");
    rewriter.replaceOp(op, buildF32ToBF16(rewriter, op.getLoc(), op.getIn()));
    return success();
  }
};

/// bf16 -> f32 is exact: the 16 bits become the high half of the f32.
struct ExpandExtfFromBF16 : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtFOp op,
                                PatternRewriter &rewriter) const override {
    Type in = op.getIn().getType(), out = op.getType();
    if (!getElementTypeOrSelf(in).isBF16() || !getElementTypeOrSelf(out).isF32())
      return rewriter.notifyMatchFailure(op, "not a bf16 -> f32 extension");
    if (inFixedLinalgBody(op))
      return rewriter.notifyMatchFailure(op, "in a named linalg op's body");
    rewriter.replaceOp(op, buildBF16ToF32(rewriter, op.getLoc(), op.getIn()));
    return success();
  }
};

bool isBF16Vector(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && vector.getElementType().isBF16();
}

/// llvm.load of bf16 lanes only reinterpreted as i16: load i16 lanes, since
/// targets without bf16 support scalarize bf16 vector loads.
struct LoadBF16AsI16 : OpRewritePattern<LLVM::BitcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::BitcastOp cast,
                                PatternRewriter &rewriter) const override {
    auto load = cast.getArg().getDefiningOp<LLVM::LoadOp>();
    if (!load || !load->hasOneUse() || !isBF16Vector(load.getType()) ||
        load.getVolatile_() || load.getOrdering() != LLVM::AtomicOrdering::not_atomic)
      return rewriter.notifyMatchFailure(cast, "not a plain bf16 vector load");
    rewriter.setInsertionPoint(load);
    auto wide = LLVM::LoadOp::create(rewriter, load.getLoc(), cast.getType(),
                                     load.getAddr(), load.getAlignment().value_or(0),
                                     false, load.getNontemporal());
    rewriter.replaceOp(cast, wide.getResult());
    rewriter.eraseOp(load);
    return success();
  }
};

/// llvm.store of i16 lanes reinterpreted as bf16: store the i16 lanes.
struct StoreBF16AsI16 : OpRewritePattern<LLVM::StoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::StoreOp store,
                                PatternRewriter &rewriter) const override {
    auto cast = store.getValue().getDefiningOp<LLVM::BitcastOp>();
    if (!cast || !isBF16Vector(store.getValue().getType()) ||
        store.getVolatile_() ||
        store.getOrdering() != LLVM::AtomicOrdering::not_atomic)
      return rewriter.notifyMatchFailure(store, "not a plain bf16 vector store");
    rewriter.modifyOpInPlace(
        store, [&] { store.getValueMutable().assign(cast.getArg()); });
    return success();
  }
};

struct ExpandBF16Conversions
    : impl::ExpandBF16ConversionsPassBase<ExpandBF16Conversions> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandExtfFromBF16, ExpandTruncfToBF16, LoadBF16AsI16,
                 StoreBF16AsI16>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::rope
