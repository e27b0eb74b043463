//===- HuggingFaceInput.cpp - rope-compile --hf-config --------------------===//

#include "HuggingFaceInput.h"

#include "rope/Frontend/HuggingFaceKernel.h"

using namespace mlir;
namespace cl = llvm::cl;

cl::OptionCategory &mlir::rope::huggingFaceOptionCategory() {
  static cl::OptionCategory category("rope-compile Hugging Face input");
  return category;
}

static cl::opt<std::string>
    hfConfig("hf-config", cl::cat(mlir::rope::huggingFaceOptionCategory()),
             cl::desc("Build the input from this config.json instead of "
                      "reading <input.mlir> (docs/HuggingFace.md)"),
             cl::value_desc("path"));
static cl::opt<std::string>
    hfOp("hf-op", cl::cat(mlir::rope::huggingFaceOptionCategory()),
         cl::desc("apply (rotate q and k) or attention (causal, RoPE inside)"),
         cl::init("apply"));
static cl::opt<std::string> hfLayerType(
    "hf-layer-type", cl::cat(mlir::rope::huggingFaceOptionCategory()),
    cl::desc("the layer type whose rotary parameters to read, where the "
             "config gives each its own (Gemma-3: full_attention or "
             "sliding_attention)"),
    cl::value_desc("name"));
static cl::opt<std::string> dtype("dtype",
                                  cl::cat(mlir::rope::huggingFaceOptionCategory()),
                                  cl::desc("f32, f16 or bf16"),
                                  cl::init("f32"));
static cl::opt<std::string>
    batch("batch", cl::cat(mlir::rope::huggingFaceOptionCategory()),
          cl::desc("batch extent, or ? for any"), cl::init("?"));
static cl::opt<std::string>
    seq("seq", cl::cat(mlir::rope::huggingFaceOptionCategory()),
        cl::desc("query sequence extent, or ? for any"), cl::init("?"));

bool mlir::rope::huggingFaceInputRequested() { return !hfConfig.empty(); }

OwningOpRef<ModuleOp> mlir::rope::buildHuggingFaceInput(MLIRContext &context,
                                                        std::string &error) {
  HuggingFaceKernelOptions options;
  options.dtype = dtype;
  std::optional<HuggingFaceOp> op = parseHuggingFaceOp(hfOp);
  std::optional<int64_t> batchExtent = parseExtent(batch);
  std::optional<int64_t> seqExtent = parseExtent(seq);
  if (!op)
    error = "--hf-op must be apply or attention, got '" + hfOp + "'";
  else if (!batchExtent)
    error = "--batch must be a non-negative integer or ?, got '" + batch + "'";
  else if (!seqExtent)
    error = "--seq must be a non-negative integer or ?, got '" + seq + "'";
  if (!error.empty())
    return nullptr;
  options.op = *op;
  options.batch = *batchExtent;
  options.seq = *seqExtent;
  llvm::Expected<HuggingFaceModel> model = readHuggingFaceConfigFile(hfConfig, hfLayerType);
  if (!model) {
    error = llvm::toString(model.takeError());
    return nullptr;
  }
  return buildHuggingFaceModule(context, *model, options, error);
}
