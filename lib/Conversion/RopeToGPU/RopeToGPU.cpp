//===- RopeToGPU.cpp - rope ops to GPU kernels and their launches --------===//
//
// The pass and its patterns: each rope.apply becomes a gpu.func in the
// gpu.module @rope_kernels and a gpu.launch_func at its place
// (ApplyToGPU.cpp, configured by ApplyGpuConfig.cpp); each rope.attention
// up to three kernels and their launches (AttentionToGPU.cpp, configured by
// AttentionGpuConfig.cpp). Both are rewrite patterns applied by a dialect
// conversion (RopeToGPU.h).
//
//===----------------------------------------------------------------------===//

#include "Apply/ApplyToGPU.h"
#include "Attention/AttentionToGPU.h"

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"
#include "rope/Conversion/RopeToGPU/RopeToGPU.h"
#include "rope/Conversion/Utils/EmptyRotations.h"
#include "rope/Conversion/Utils/Legality.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOGPUPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
/// rope.apply -> its gpu.func and launch, as its #rope.gpu_kernel says.
struct LowerApplyToGPU : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ApplyOp op,
                                PatternRewriter &rewriter) const override {
    GpuKernelAttr kernel = getApplyGpuConfig(op);
    auto module = op->getParentOfType<ModuleOp>();
    if (!kernel || !module)
      return rewriter.notifyMatchFailure(
          op, "no GPU kernel configuration (rope-configure-gpu-kernels) or "
              "no enclosing module");
    lowerApplyToGPU(rewriter, module, op, kernel);
    return success();
  }
};

/// rope.attention -> up to three gpu.funcs and their launches, as its
/// #rope.gpu_kernel and #rope.gpu_attention_plan say.
struct LowerAttentionToGPU : OpRewritePattern<AttentionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AttentionOp op,
                                PatternRewriter &rewriter) const override {
    auto module = op->getParentOfType<ModuleOp>();
    if (!module || !op->hasAttr(GpuKernelAttr::getAttrName()) ||
        !op->hasAttr(GpuAttentionPlanAttr::getAttrName()))
      return rewriter.notifyMatchFailure(
          op, "no GPU kernel configuration and attention plan "
              "(rope-configure-gpu-kernels) or no enclosing module");
    FailureOr<GpuAttentionKernels> kernels = getGpuAttentionKernels(op);
    if (failed(kernels))
      return failure();
    lowerAttentionToGPU(rewriter, module, op, *kernels);
    return success();
  }
};

struct ConvertRopeToGPU
    : mlir::rope::impl::ConvertRopeToGPUPassBase<ConvertRopeToGPU> {
  using Base::Base;
  void runOnOperation() override {
    if (std::string error = checkMaxBlockSize(maxBlockSize); !error.empty()) {
      getOperation().emitError(getArgument()) << ": " << error;
      return signalPassFailure();
    }
    if (failed(checkGpuLoweringExists(getOperation())))
      return signalPassFailure();
    RewritePatternSet empty(&getContext());
    populateEmptyRotationPatterns(empty);
    if (failed(applyPatternsGreedily(getOperation(), std::move(empty))))
      return signalPassFailure();
    // Ops that no configuration pass has seen are configured here, with
    // the same choices rope-configure-gpu-kernels makes; a stored plan that
    // does not fit its op is reported before anything is rewritten.
    if (failed(configureGpuApply(getOperation(), maxBlockSize)) ||
        failed(configureGpuAttention(getOperation(), chip)))
      return signalPassFailure();
    WalkResult plans = getOperation().walk([](AttentionOp op) {
      return failed(getGpuAttentionKernels(op)) ? WalkResult::interrupt()
                                                : WalkResult::advance();
    });
    if (plans.wasInterrupted())
      return signalPassFailure();
    ConversionTarget target(getContext());
    populateRopeToGPUConversionTarget(target);
    RewritePatternSet patterns(&getContext());
    populateRopeToGPUConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::rope::populateRopeToGPUConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerApplyToGPU, LowerAttentionToGPU>(patterns.getContext());
}

void mlir::rope::populateRopeToGPUConversionTarget(ConversionTarget &target) {
  target.addIllegalOp<ApplyOp, AttentionOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
}

LogicalResult mlir::rope::checkGpuLoweringExists(Operation *root) {
  // rope.apply and rope.attention have GPU kernels; every other rope op is
  // reported at its location before anything is rewritten.
  ConversionTarget target(*root->getContext());
  target.addIllegalDialect<RopeDialect>();
  const StringRef lowered[] = {ApplyOp::getOperationName(),
                               AttentionOp::getOperationName()};
  return checkLoweringExists(root, target,
                             {"NVPTX", "convert-rope-to-gpu", lowered});
}
