//===- CompileNVPTX.cpp - rope IR -> PTX + kernel manifest ----------------===//

#include "AtomicOutput.h"
#include "CompileTargets.h"

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToGPU/RopeToGPU.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Support/Fnv1a.h"
#include "rope/Target/GPU/KernelManifest.h"

#include "mlir/Pass/PassManager.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

LogicalResult mlir::rope::detail::compileNVPTX(ModuleOp module,
                                               const CompileOptions &options,
                                               const CompileOutputs &outputs,
                                               std::string &error) {
  const NVPTXTargetOptions &target = options.nvptx;
  // The configuration of every kernel is chosen once; the manifest and the
  // lowering both read it from the ops.
  PassManager configure(module.getContext());
  ConfigureGpuKernelsPassOptions configureOptions;
  configureOptions.maxBlockSize = target.maxBlockSize;
  configureOptions.chip = target.chip;
  configure.addPass(createConfigureGpuKernelsPass(configureOptions));
  if (failed(runPassManager(configure, module, options)))
    return failure();
  // Say what has no GPU lowering, or no PTX, before describing anything.
  if (failed(checkGpuLoweringExists(module)) ||
      failed(checkNvvmMmaSelectable(module)))
    return failure();
  FailureOr<llvm::json::Value> manifest =
      describeGpuKernels(module, target.chip);
  if (failed(manifest))
    return failure();
  // Each kernel's parameters and launch are read off the kernel the
  // lowering built; the rest of the pipeline finds no rope op left to
  // configure or convert.
  PassManager toGPU(module.getContext());
  ConvertRopeToGPUPassOptions toGPUOptions;
  toGPUOptions.maxBlockSize = target.maxBlockSize;
  toGPUOptions.chip = target.chip;
  toGPU.addPass(createConvertRopeToGPUPass(toGPUOptions));
  if (failed(runPassManager(toGPU, module, options)) ||
      failed(addGpuKernelLaunches(*manifest, module)))
    return failure();
  if (options.emit == ArtifactKind::Manifest)
    return writeFileAtomically(outputs.artifact,
                               llvm::formatv("{0:2}\n", *manifest).str(), error);

  NVPTXTargetOptions pipeline = target;
  pipeline.serialize = options.emit != ArtifactKind::MLIR;
  PassManager pm(module.getContext());
  buildRopeLowerToNVVMPipeline(pm, pipeline);
  if (failed(runPassManager(pm, module, options)))
    return failure();

  std::string text;
  if (options.emit == ArtifactKind::MLIR) {
    llvm::raw_string_ostream os(text);
    module.print(os);
  } else {
    FailureOr<std::string> ptx = extractPTX(module);
    if (failed(ptx))
      return failure();
    text = *ptx;
    // Lets a harness tell whether a .ptx file is the one described.
    (*manifest->getAsObject())["ptx_fnv1a64"] = ::rope::fnv1a64(text);
  }
  if (failed(writeFileAtomically(outputs.manifest,
                                 llvm::formatv("{0:2}\n", *manifest).str(),
                                 error)))
    return failure();
  return writeFileAtomically(outputs.artifact, text, error);
}
