//===- CPUPipeline.cpp - rope-lower-to-cpu-pipeline -----------------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToVector/AttentionPlan.h"
#include "rope/Conversion/RopeToVector/RopeToVector.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Target/TargetInfo.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::rope;

namespace {
constexpr int64_t kDefaultVectorBits = 512;
} // namespace

CPUTargetOptions RopeCPUPipelineOptions::toTargetOptions() const {
  CPUTargetOptions options;
  options.cpu = targetCpu;
  options.features = targetFeatures;
  options.outParams = outParams;
  options.parallel = parallel;
  options.embedded = embedded;
  // Without a CPU the textual defaults stand; with one, only what was set.
  if (options.cpu.empty() || vectorBits.hasValue())
    options.vectorBits = vectorBits;
  if (options.cpu.empty() || expandBF16.hasValue())
    options.expandBF16 = expandBF16;
  if (options.cpu.empty() || amxTiles.hasValue())
    options.amxTiles = amxTiles;
  if (options.cpu.empty() || bf16Dots.hasValue())
    options.bf16Dots = bf16Dots;
  options.emulateAmxTiles = emulateAmxTiles;
  options.checkAccesses = checkAccesses;
  return options;
}

FailureOr<CPUTargetOptions>
mlir::rope::resolveCPUTarget(CPUTargetOptions options, std::string &error) {
  if (options.embedded) {
    // The tiles need a system call (arch_prctl) first; access checks write
    // to stderr and abort: neither exists inside an embedded executable.
    if (options.amxTiles.value_or(false)) {
      error = "AMX tiles cannot be used by embedded code (the tile state "
              "is requested from Linux, which embedded code cannot call)";
      return failure();
    }
    if (options.checkAccesses) {
      error = "access checks cannot be compiled into embedded code (a "
              "failed check writes to stderr and aborts)";
      return failure();
    }
    options.parallel = false;
  }
  if (!options.cpu.empty()) {
    FailureOr<CPUTargetInfo> info =
        getCPUTargetInfo(options.cpu, options.features, error);
    if (failed(info))
      return failure();
    if (!options.vectorBits)
      options.vectorBits = info->vectorBits;
    if (!options.expandBF16)
      options.expandBF16 = !info->nativeBF16;
    if (!options.amxTiles)
      options.amxTiles = info->amxBF16 && !options.embedded;
    // By what the core does with them, not by whether it has them: twice
    // the FMA's flops per cycle on Zen 4, half on Intel's Xeons (docs/CPU.md,
    // "Which units bf16 runs on"). AMX CPUs keep their tiles and FMAs
    // unless asked. LLVM cannot select vdpbf16ps for a CPU without it.
    if (!options.bf16Dots) {
      options.bf16Dots = info->nativeBF16 && !info->amxBF16 &&
                         info->bf16DotFlopRatio > 1.0;
      if (!info->nativeBF16)
        options.bf16ProductsReason = info->cpu + " has no AVX512-BF16";
      else if (info->amxBF16)
        options.bf16ProductsReason =
            info->cpu + " has AMX-BF16: its tiles, else f32 FMAs";
      else
        options.bf16ProductsReason =
            llvm::formatv("AVX512-BF16 dot products do {0:F2}x the flops per "
                          "cycle of f32 FMAs on {1} ({2})",
                          info->bf16DotFlopRatio, info->cpu,
                          info->bf16DotRatioSource)
                .str();
    }
    if (*options.bf16Dots && !info->nativeBF16) {
      error = "bf16 dot products need a CPU with AVX512-BF16; '" + info->cpu +
              "' has none (add the target feature +avx512bf16)";
      return failure();
    }
    // LLVM cannot select tile instructions for a CPU without them.
    if (*options.amxTiles && !info->amxBF16 && !options.emulateAmxTiles) {
      error = "AMX tiles need a CPU with AMX-TILE and AMX-BF16; '" +
              info->cpu + "' has neither (add the target features "
              "+amx-tile,+amx-bf16, or emulate the tiles)";
      return failure();
    }
  }
  if (!options.vectorBits)
    options.vectorBits = kDefaultVectorBits;
  error = checkVectorBits(options.vectorBits);
  if (!error.empty())
    return failure();
  if (!options.expandBF16)
    options.expandBF16 = true;
  if (!options.amxTiles)
    options.amxTiles = false;
  if (!options.bf16Dots)
    options.bf16Dots = false;
  if (*options.amxTiles && options.vectorBits != 512) {
    error = "AMX tiles need 512-bit vectors (AVX-512), got vector bits " +
            std::to_string(options.vectorBits);
    return failure();
  }
  if (*options.amxTiles)
    options.bf16ProductsReason = "AMX tiles (AMX-BF16)";
  else if (options.bf16ProductsReason.empty())
    options.bf16ProductsReason = options.cpu.empty()
                                     ? "no target CPU"
                                     : "chosen by --bf16-dots";
  return options;
}

void mlir::rope::addConfigureCpuKernelsPass(OpPassManager &pm,
                                            const CPUTargetOptions &options) {
  ConfigureCpuKernelsPassOptions configure;
  configure.vectorBits =
      options.vectorBits ? options.vectorBits : kDefaultVectorBits;
  configure.amxTiles = options.amxTiles.value_or(false);
  configure.bf16Dots = options.bf16Dots.value_or(false);
  if (options.embedded)
    configure.maxStackBytes = kEmbeddedAttentionStackBytes;
  pm.addPass(createConfigureCpuKernelsPass(configure));
}

void mlir::rope::buildRopeLowerToCPUPipeline(OpPassManager &pm,
                                             const CPUTargetOptions &options) {
  const bool expandBF16 = options.expandBF16.value_or(true);
  // What each entry point must check, read while rope ops still exist.
  if (options.outParams)
    pm.addPass(createPlanEntryChecksPass());
  const int64_t vectorBits =
      options.vectorBits ? options.vectorBits : kDefaultVectorBits;
  // Each rope.attention's kernel plan, chosen once (ops that have one keep
  // it); then rope.apply -> the vectorized per-token kernel, rope.attention
  // -> the planned kernel, the table forms -> linalg.
  const bool amxTiles = options.amxTiles.value_or(false);
  const bool bf16Dots = options.bf16Dots.value_or(false);
  addConfigureCpuKernelsPass(pm, options);
  ConvertRopeToVectorPassOptions vectorOptions;
  vectorOptions.vectorBits = vectorBits;
  vectorOptions.amxTiles = amxTiles;
  vectorOptions.bf16Dots = bf16Dots;
  pm.addPass(createConvertRopeToVectorPass(vectorOptions));
  if (options.emulateAmxTiles)
    pm.addPass(createEmulateAmxTilesPass());
  pm.addPass(createConvertRopeToLinalgPass());
  // Linalg a frontend left (attention not fused, arith on whole tensors)
  // still compiles, as loops.
  pm.addPass(createDecomposeAggregatesPass());
  pm.addPass(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createUnitSliceStridesPass());
  // Tensors -> buffers, whole functions at once.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // Callers own the outputs: results become trailing memref arguments.
  if (options.outParams) {
    bufferization::BufferResultsToOutParamsPassOptions outParams;
    outParams.hoistStaticAllocs = true;
    outParams.hoistDynamicAllocs = true;
    outParams.modifyPublicFunctions = true;
    pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
    if (options.embedded)
      pm.addPass(createScratchToWorkspacePass());
    pm.addPass(createGuardEntryPointsPass());
  } else if (options.embedded) {
    pm.addPass(createScratchToWorkspacePass());
  }
  // Workgroups of an embedded runtime share each phase's loop.
  if (options.embedded)
    pm.addPass(createSplitPhasesPass());
  // parallel_insert_slice bufferizes to a copy of each token's slice onto
  // itself; CSE makes both subviews one value so the copy folds away.
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // Bounds checks of every access, on buffers before any becomes a
  // pointer (AccessVerification.h adds the vector and AMX ones).
  if (options.checkAccesses) {
    pm.addPass(createGenerateRuntimeVerificationPass());
    pm.addPass(createReportFailedChecksPass());
  }
  // Buffers -> loops (OpenMP across tokens) -> LLVM.
  if (options.parallel && !options.embedded) {
    pm.addPass(createForallToParallelLoopPass());
    pm.addPass(createConvertSCFToOpenMPPass());
    pm.addPass(createInlineAllocaScopesPass());
  } else {
    pm.addPass(createForallToForLoopPass());
  }
  // Copies into strided views (tiled IR) as loops, not a runtime call.
  pm.addPass(createExpandStridedCopiesPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // bf16 <-> f32 as integer vector ops: without native conversions LLVM
  // scalarizes wide bf16 vectors or calls __truncsfbf2, which the system
  // runtime may lack. bf16 arithmetic and math outside rope ops (a
  // linalg.add feeding one, a model's SiLU) is first computed in f32 so
  // only conversions remain.
  if (expandBF16) {
    pm.addPass(math::createMathExtendToSupportedTypes());
    arith::ArithEmulateUnsupportedFloatsOptions emulate;
    emulate.sourceTypeStrs = {"bf16"};
    emulate.targetTypeStr = "f32";
    pm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
    pm.addPass(createExpandBF16ConversionsPass());
  }
  // 1-D in-bounds transfers become plain vector loads and stores here; AMX
  // tile ops and x86vector's dot products become LLVM's intrinsics.
  ConvertVectorToLLVMPassOptions toLLVM;
  toLLVM.amx = amxTiles;
  toLLVM.x86Vector = bf16Dots;
  pm.addPass(createConvertVectorToLLVMPass(toLLVM));
  pm.addPass(createConvertToLLVMPass());
  if (options.parallel && !options.embedded)
    pm.addPass(createConvertOpenMPToLLVMPass());
  if (expandBF16)
    pm.addPass(createExpandBF16ConversionsPass()); // bf16 loads/stores as i16
  pm.addPass(createReconcileUnrealizedCastsPass());
}

namespace {
/// Registers pipeline `arg` whose textual options `Options` convert (with
/// `toTarget`, which may fail with a message) to the struct `build` takes.
template <typename Options, typename Target>
void registerPipeline(
    StringRef arg, StringRef description,
    std::function<FailureOr<Target>(const Options &, std::string &)> toTarget,
    void (*build)(OpPassManager &, const Target &)) {
  registerPassPipeline(
      arg, description,
      [=](OpPassManager &pm, StringRef text,
          function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        std::string error;
        FailureOr<Target> target = toTarget(options, error);
        if (failed(target))
          return errorHandler(arg + ": " + error);
        build(pm, *target);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> handler) {
        handler(Options());
      });
}
} // namespace

void mlir::rope::registerRopePipelines() {
  registerPipeline<RopeCPUPipelineOptions, CPUTargetOptions>(
      "rope-lower-to-cpu-pipeline",
      "Lower rope ops on tensors to the LLVM dialect for the host CPU",
      [](const RopeCPUPipelineOptions &options, std::string &error) {
        return resolveCPUTarget(options.toTargetOptions(), error);
      },
      &buildRopeLowerToCPUPipeline);
  registerPipeline<RopeNVVMPipelineOptions, NVPTXTargetOptions>(
      "rope-lower-to-nvvm-pipeline",
      "Lower rope ops on tensors to gpu.launch_func and NVVM kernels "
      "serialized to PTX",
      [](const RopeNVVMPipelineOptions &options,
         std::string &error) -> FailureOr<NVPTXTargetOptions> {
        NVPTXTargetOptions target = options.toTargetOptions();
        error = target.verify();
        if (!error.empty())
          return failure();
        return target;
      },
      &buildRopeLowerToNVVMPipeline);
}
