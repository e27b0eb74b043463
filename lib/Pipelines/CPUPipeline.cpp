//===- CPUPipeline.cpp - rope-lower-to-cpu-pipeline -----------------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::rope::buildRopeLowerToCPUPipeline(
    OpPassManager &pm, const RopeCPUPipelineOptions &options) {
  // rope.apply -> the vectorized per-token kernel; the table forms -> linalg.
  ConvertRopeToVectorPassOptions vectorOptions;
  vectorOptions.vectorBits = options.vectorBits;
  pm.addPass(createConvertRopeToVectorPass(vectorOptions));
  pm.addPass(createConvertRopeToStandardPass());
  pm.addPass(createCanonicalizerPass());
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
  }
  // parallel_insert_slice bufferizes to a copy of each token's slice onto
  // itself; CSE makes both subviews one value so the copy folds away.
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // Buffers -> loops (OpenMP across tokens) -> LLVM.
  if (options.parallel) {
    pm.addPass(createForallToParallelLoopPass());
    pm.addPass(createConvertSCFToOpenMPPass());
    pm.addPass(createInlineAllocaScopesPass());
  } else {
    pm.addPass(createForallToForLoopPass());
  }
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // bf16 <-> f32 as integer vector ops: without native conversions LLVM
  // scalarizes wide bf16 vectors or calls __truncsfbf2, which the system
  // runtime may lack. bf16 arithmetic outside rope ops (e.g. a linalg.add
  // feeding one) is first computed in f32 so only conversions remain.
  if (options.expandBF16) {
    arith::ArithEmulateUnsupportedFloatsOptions emulate;
    emulate.sourceTypeStrs = {"bf16"};
    emulate.targetTypeStr = "f32";
    pm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
    pm.addPass(createExpandBF16ConversionsPass());
  }
  // 1-D in-bounds transfers become plain vector loads and stores here.
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertToLLVMPass());
  if (options.parallel)
    pm.addPass(createConvertOpenMPToLLVMPass());
  if (options.expandBF16)
    pm.addPass(createExpandBF16ConversionsPass()); // bf16 loads/stores as i16
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::rope::registerRopePipelines() {
  PassPipelineRegistration<RopeCPUPipelineOptions>(
      "rope-lower-to-cpu-pipeline",
      "Lower rope ops on tensors to the LLVM dialect for the host CPU",
      buildRopeLowerToCPUPipeline);
  PassPipelineRegistration<RopeNVVMPipelineOptions>(
      "rope-lower-to-nvvm-pipeline",
      "Lower rope ops on tensors to gpu.launch_func and NVVM kernels "
      "serialized to PTX",
      buildRopeLowerToNVVMPipeline);
}
