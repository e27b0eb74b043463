//===- NVVMPipeline.cpp - rope-lower-to-nvvm-pipeline ---------------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"
#include "rope/Target/TargetInfo.h"
#include "rope/Pipelines/Pipelines.h"

#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/IR/Intrinsics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::rope;

NVPTXTargetOptions RopeNVVMPipelineOptions::toTargetOptions() const {
  NVPTXTargetOptions options;
  options.chip = chip;
  options.features = features;
  options.optLevel = optLevel;
  options.maxBlockSize = maxBlockSize;
  options.serialize = serialize;
  return options;
}

std::string NVPTXTargetOptions::verify() const {
  std::string error;
  if (failed(getNVPTXTargetInfo(chip, features, error)))
    return error;
  if (optLevel > 3)
    return "opt-level must be 0, 1, 2 or 3, got " + std::to_string(optLevel);
  return checkMaxBlockSize(maxBlockSize);
}

void mlir::rope::buildRopeLowerToNVVMPipeline(
    OpPassManager &pm, const NVPTXTargetOptions &options) {
  // Each kernel's configuration is chosen once and stored on its op; the
  // lowering and the manifest read it.
  ConfigureGpuKernelsPassOptions configure;
  configure.maxBlockSize = options.maxBlockSize;
  configure.chip = options.chip;
  pm.addPass(createConfigureGpuKernelsPass(configure));
  ConvertRopeToGPUPassOptions toGPU;
  toGPU.maxBlockSize = options.maxBlockSize;
  toGPU.chip = options.chip;
  pm.addPass(createConvertRopeToGPUPass(toGPU));
  pm.addPass(createCanonicalizerPass());
  // Host side: tensors -> buffers; kernels are already on memrefs.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(createCanonicalizerPass());
  // Chip and features are fixed here, before any PTX exists.
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createSCFToControlFlowPass());
  // nvgpu first (ldmatrix, cp.async, mma.sync): convert-gpu-to-nvvm would
  // leave its ops in place without a word.
  kernels.addPass(createConvertNVGPUToNVVMPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  if (options.serialize) {
    GpuModuleToBinaryPassOptions binary;
    binary.compilationTarget = "isa"; // PTX text
    pm.addPass(createGpuModuleToBinaryPass(binary));
  }
}

LogicalResult mlir::rope::checkNvvmMmaSelectable(Operation *root) {
  WalkResult walk = root->walk([](NVVM::MmaOp mma) {
    std::optional<NVVM::MMATypes> a = mma.getMultiplicandAPtxType();
    std::optional<NVVM::MMATypes> b = mma.getMultiplicandBPtxType();
    NVVM::MMAShapeAttr shape = mma.getShape();
    if (a && b &&
        NVVM::MmaOp::getIntrinsicID(
            shape.getM(), shape.getN(), shape.getK(), mma.getB1Op(),
            mma.getIntOverflowBehavior(), mma.getLayoutA(), mma.getLayoutB(),
            *a, *b, mma.accumPtxType(),
            mma.resultPtxType()) != llvm::Intrinsic::not_intrinsic)
      return WalkResult::advance();
    InFlightDiagnostic error =
        mma.emitOpError("has no NVVM intrinsic for its shape, layouts and "
                        "types");
    if (a && b)
      error << " (A " << NVVM::stringifyMMATypes(*a) << ", B "
            << NVVM::stringifyMMATypes(*b) << ", C "
            << NVVM::stringifyMMATypes(mma.accumPtxType()) << ")";
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}
