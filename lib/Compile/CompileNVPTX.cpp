//===- CompileNVPTX.cpp - rope IR -> PTX + kernel manifest ----------------===//

#include "AtomicOutput.h"
#include "CompileTargets.h"

#include "rope/Conversion/Passes.h"
#include "rope/Target/GPU/KernelManifest.h"

#include "mlir/Pass/PassManager.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
/// FNV-1a (64 bit) of `text`, so a harness can tell whether a .ptx file is
/// the one the manifest describes.
std::string fingerprint(StringRef text) {
  uint64_t hash = 1469598103934665603ull;
  for (unsigned char c : text)
    hash = (hash ^ c) * 1099511628211ull;
  return llvm::formatv("{0:x-16}", hash).str();
}
} // namespace

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
  configure.addPass(createConfigureGpuKernelsPass(configureOptions));
  if (failed(configure.run(module)))
    return failure();
  FailureOr<llvm::json::Value> manifest =
      describeGpuKernels(module, target.chip);
  if (failed(manifest))
    return failure();
  if (options.emit == ArtifactKind::Manifest)
    return writeFileAtomically(outputs.artifact,
                               llvm::formatv("{0:2}\n", *manifest).str(), error);

  NVPTXTargetOptions pipeline = target;
  pipeline.serialize = options.emit != ArtifactKind::MLIR;
  PassManager pm(module.getContext());
  buildRopeLowerToNVVMPipeline(pm, pipeline);
  if (failed(pm.run(module)))
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
    (*manifest->getAsObject())["ptx_fnv1a64"] = fingerprint(text);
  }
  if (failed(writeFileAtomically(outputs.manifest,
                                 llvm::formatv("{0:2}\n", *manifest).str(),
                                 error)))
    return failure();
  return writeFileAtomically(outputs.artifact, text, error);
}
