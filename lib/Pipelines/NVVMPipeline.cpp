//===- NVVMPipeline.cpp - rope-lower-to-nvvm-pipeline ---------------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Pipelines/Pipelines.h"

#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::rope::buildRopeLowerToNVVMPipeline(
    OpPassManager &pm, const RopeNVVMPipelineOptions &options) {
  ConvertRopeToGPUPassOptions toGPU;
  toGPU.maxBlockSize = options.maxBlockSize;
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
