//===- CompileNVPTX.cpp - rope-compile --target=nvptx ---------------------===//

#include "CompileNVPTX.h"

#include "rope/Pipelines/Pipelines.h"
#include "rope/Target/GPU/KernelManifest.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

static std::string writeFile(const std::string &path, llvm::StringRef text) {
  std::string error;
  auto out = openOutputFile(path, &error);
  if (!out)
    return error;
  out->os() << text;
  out->keep();
  return "";
}

std::string mlir::rope::compileForNVPTX(ModuleOp module,
                                        const NVPTXCompileOptions &options,
                                        const std::string &outputPath,
                                        const std::string &manifestPath) {
  if (!llvm::StringRef(options.chip).starts_with("sm_"))
    return "--chip must name an NVIDIA architecture such as sm_90, got '" +
           options.chip + "'";
  if (options.maxBlockSize < 32 || options.maxBlockSize > 1024 ||
      options.maxBlockSize % 32)
    return "--max-block-size must be a multiple of 32 in [32, 1024]";
  if (options.optLevel > 3)
    return "--opt-level must be 0, 1, 2 or 3";
  FailureOr<llvm::json::Value> manifest =
      describeGpuKernels(module, options.maxBlockSize, options.chip);
  if (failed(manifest))
    return "cannot describe the kernels (see above)";

  RopeNVVMPipelineOptions pipeline;
  pipeline.chip = options.chip;
  pipeline.features = options.features;
  pipeline.optLevel = options.optLevel;
  pipeline.maxBlockSize = options.maxBlockSize;
  pipeline.serialize = !options.emitMLIR;
  PassManager pm(module.getContext());
  buildRopeLowerToNVVMPipeline(pm, pipeline);
  if (failed(pm.run(module)))
    return "the NVVM pipeline failed (see above)";

  std::string text;
  if (options.emitMLIR) {
    llvm::raw_string_ostream os(text);
    module.print(os);
  } else {
    FailureOr<std::string> ptx = extractPTX(module);
    if (failed(ptx))
      return "no PTX was produced";
    text = *ptx;
    // Lets a harness tell whether a .ptx file is the one described.
    uint64_t hash = 1469598103934665603ull; // FNV-1a 64
    for (unsigned char c : text)
      hash = (hash ^ c) * 1099511628211ull;
    (*manifest->getAsObject())["ptx_fnv1a64"] = llvm::formatv("{0:x-16}", hash).str();
  }
  if (std::string e = writeFile(outputPath, text); !e.empty())
    return e;
  return writeFile(manifestPath, llvm::formatv("{0:2}\n", *manifest).str());
}
