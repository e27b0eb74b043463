//===- RopeToGPU.cpp - rope ops to GPU kernels and their launches --------===//
//
// Each rope.apply becomes a gpu.func in the gpu.module @rope_kernels and a
// gpu.launch_func at its place: one thread block per token row; the block
// first computes the row's cos/sin into shared memory (once for all heads
// and for Q and K), then its threads stream over the row's items (see
// KernelPlan.h) with 128-bit loads and stores where alignment allows. Each
// rope.attention becomes up to three kernels and their launches
// (AttentionToGPU.cpp, configured by AttentionGpuConfig.cpp). Both are
// rewrite patterns applied by a dialect conversion (RopeToGPU.h).
//
//===----------------------------------------------------------------------===//

#include "AttentionToGPU.h"
#include "HostBuffers.h"
#include "KernelBody.h"

#include "rope/Codegen/Common/LoopBuilder.h"
#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToGPU/KernelPlan.h"
#include "rope/Conversion/RopeToGPU/RopeToGPU.h"
#include "rope/Conversion/Utils/EmptyRotations.h"
#include "rope/Conversion/Utils/Legality.h"
#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOGPUPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
Value toIndex(OpBuilder &b, Location loc, Value v) {
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

class ApplyToGPU {
public:
  ApplyToGPU(RewriterBase &rewriter, ModuleOp module)
      : rewriter(rewriter), module(module) {}

  /// Replaces `op` as its configuration `kernel` says.
  void lower(ApplyOp op, GpuKernelAttr kernel) {
    rules::RopeConfig config = op.getReferenceConfig();
    LayoutAttr layout = op.getLayout();
    GpuKernelPlan plan = planGpuKernel(op, kernel);
    StringRef name = kernel.getName();
    gpu::GPUModuleOp kernels = getOrCreateKernelModule(rewriter, module);
    // Creates through the rewriter, so the pattern driver sees every op.
    OpBuilder b(static_cast<OpBuilder &>(rewriter));
    Location loc = op.getLoc();

    // Kernel arguments: inputs, outputs, position operand, batch, seq;
    // each with its role (and a buffer with its index) for the manifest.
    SmallVector<Type> argTypes;
    SmallVector<std::pair<StringRef, int64_t>> roles;
    auto buffer = [&](Value tensor, StringRef role, int64_t index) {
      argTypes.push_back(flatType(
          cast<RankedTensorType>(tensor.getType()).getElementType()));
      roles.push_back({role, index});
    };
    auto scalar = [&](StringRef role) {
      argTypes.push_back(b.getI64Type());
      roles.push_back({role, -1});
    };
    for (StringRef role : {"input", "output"})
      for (auto [index, input] : llvm::enumerate(op.getInputs()))
        buffer(input, role, index);
    if (Value positions = op.getPositions())
      buffer(positions, "positions", 0);
    if (Value offsets = op.getBatchOffsets())
      buffer(offsets, "batch_offsets", 0);
    if (op.getOffset())
      scalar("offset");
    scalar("batch");
    scalar("seq");

    b.setInsertionPointToEnd(kernels.getBody());
    auto constantTable = [&](StringRef suffix, int64_t seqTotal) {
      std::vector<double> f = scaledFrequencies(config, seqTotal);
      auto type = MemRefType::get({config.numPairs()}, b.getF64Type());
      auto global = memref::GlobalOp::create(
          b, loc, (name + suffix).str(), b.getStringAttr("private"), type,
          DenseElementsAttr::get(RankedTensorType::get(type.getShape(), b.getF64Type()),
                                 ArrayRef<double>(f)),
          /*constant=*/true, b.getI64IntegerAttr(16));
      return global;
    };
    auto shared = [&](StringRef suffix, Type elementType, int64_t size) {
      auto space = gpu::AddressSpaceAttr::get(b.getContext(),
                                              gpu::AddressSpace::Workgroup);
      auto type = MemRefType::get({size}, elementType, MemRefLayoutAttrInterface(), space);
      return memref::GlobalOp::create(b, loc, (name + suffix).str(),
                                      b.getStringAttr("private"), type, Attribute(),
                                      /*constant=*/false, b.getI64IntegerAttr(16));
    };
    const bool longrope = config.scaling.kind == rules::ScalingKind::LongRope;
    const bool dynamic = config.scaling.kind == rules::ScalingKind::Dynamic;
    memref::GlobalOp freqGlobal =
        dynamic ? memref::GlobalOp() : constantTable("_freqs", 0);
    memref::GlobalOp longGlobal =
        longrope ? constantTable("_long_freqs", config.scaling.originalMax + 1)
                 : memref::GlobalOp();
    memref::GlobalOp cosGlobal = shared("_cos", b.getF32Type(), config.numPairs());
    memref::GlobalOp sinGlobal = shared("_sin", b.getF32Type(), config.numPairs());
    memref::GlobalOp totalGlobal =
        config.scaling.dependsOnSequenceLength() && op.getPositions()
            ? shared("_total", b.getI64Type(), 1)
            : memref::GlobalOp();

    auto func = gpu::GPUFuncOp::create(b, loc, name,
                                       b.getFunctionType(argTypes, {}));
    func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
    func->setAttr(GpuKernelAttr::getAttrName(), kernel);
    // One block per token row.
    func->setAttr(
        RopeDialect::getLaunchAttrName(),
        b.getDictionaryAttr(
            {b.getNamedAttr("block",
                            b.getArrayAttr({b.getI64IntegerAttr(kernel.getBlockSize()),
                                            b.getI64IntegerAttr(1),
                                            b.getI64IntegerAttr(1)})),
             b.getNamedAttr("grid", b.getStringAttr("batch*seq")),
             b.getNamedAttr("shared_bytes",
                            b.getI64IntegerAttr(kernel.getSharedBytes())),
             b.getNamedAttr("vector_bytes",
                            b.getI64IntegerAttr(kernel.getVectorBytes()))}));
    func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
        {static_cast<int32_t>(plan.blockSize), 1, 1}));
    for (auto [index, role] : llvm::enumerate(roles)) {
      func.setArgAttr(index, RopeDialect::getParamRoleAttrName(),
                      b.getStringAttr(role.first));
      if (role.second >= 0)
        func.setArgAttr(index, RopeDialect::getParamIndexAttrName(),
                        b.getI64IntegerAttr(role.second));
    }
    {
      OpBuilder::InsertionGuard guard(b);
      Block &body = func.getBody().front();
      b.setInsertionPointToStart(&body);
      KernelValues values;
      unsigned k = op.getInputs().size(), next = 2 * k;
      for (unsigned i = 0; i < k; ++i) {
        values.inputs.push_back(body.getArgument(i));
        values.outputs.push_back(body.getArgument(k + i));
      }
      if (op.getPositions())
        values.positions = body.getArgument(next++);
      if (op.getBatchOffsets())
        values.batchOffsets = body.getArgument(next++);
      if (op.getOffset())
        values.offset = body.getArgument(next++);
      values.batch = toIndex(b, loc, body.getArgument(next++));
      values.seq = toIndex(b, loc, body.getArgument(next++));
      auto get = [&](memref::GlobalOp global) -> Value {
        if (!global)
          return Value();
        return memref::GetGlobalOp::create(b, loc, global.getType(), global.getSymName());
      };
      buildKernelBody(b, loc, op, plan, values,
                      {get(freqGlobal), get(longGlobal), get(cosGlobal),
                       get(sinGlobal), get(totalGlobal)});
      gpu::ReturnOp::create(b, loc);
    }

    // Host side: buffers, the launch, results as tensors.
    b.setInsertionPoint(op);
    Value input0 = op.getInputs()[0];
    Value batch = getValueOrCreateConstantIndexOp(
        b, loc, axisExtent(b, loc, input0, layout, 'b'));
    Value seq = getValueOrCreateConstantIndexOp(
        b, loc, axisExtent(b, loc, input0, layout, 's'));
    SmallVector<Value> operands, outputs, results;
    for (Value input : op.getInputs())
      operands.push_back(flatBuffer(b, loc, input));
    for (Value input : op.getInputs()) {
      Value buffer = allocateLike(
          b, loc, cast<RankedTensorType>(input.getType()), input);
      outputs.push_back(buffer);
      operands.push_back(flatView(b, loc, buffer));
    }
    for (Value operand : {op.getPositions(), op.getBatchOffsets()})
      if (operand)
        operands.push_back(flatBuffer(b, loc, operand));
    if (op.getOffset())
      operands.push_back(toI64(b, loc, op.getOffset()));
    operands.push_back(arith::IndexCastOp::create(b, loc, b.getI64Type(), batch));
    operands.push_back(arith::IndexCastOp::create(b, loc, b.getI64Type(), seq));
    Value one = constantIndex(b, loc, 1);
    Value rows = arith::MulIOp::create(b, loc, batch, seq);
    auto launch = gpu::LaunchFuncOp::create(
        b, loc, func, gpu::KernelDim3{rows, one, one},
        gpu::KernelDim3{constantIndex(b, loc, plan.blockSize), one, one}, Value(),
        operands);
    launch->setAttr(GpuKernelAttr::getAttrName(), kernel);
    for (auto [buffer, result] : llvm::zip(outputs, op.getResults()))
      results.push_back(bufferization::ToTensorOp::create(
          b, loc, result.getType(), buffer, b.getUnitAttr(), b.getUnitAttr()));
    rewriter.replaceOp(op, results);
  }

private:
  RewriterBase &rewriter;
  ModuleOp module;
};

/// rope.apply -> its gpu.func and launch, as its #rope.gpu_kernel says.
struct LowerApplyToGPU : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ApplyOp op,
                                PatternRewriter &rewriter) const override {
    GpuKernelAttr kernel = getGpuKernelConfig(op);
    auto module = op->getParentOfType<ModuleOp>();
    if (!kernel || !module)
      return rewriter.notifyMatchFailure(
          op, "no GPU kernel configuration (rope-configure-gpu-kernels) or "
              "no enclosing module");
    ApplyToGPU(rewriter, module).lower(op, kernel);
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
    if (failed(configureGpuKernels(getOperation(), maxBlockSize)) ||
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
