//===- HuggingFaceInput.h - rope-compile --hf-config ------------*- C++ -*-===//
//
// The options that make rope-compile build its input from a Hugging Face
// config.json (include/rope/Frontend) instead of reading a .mlir file.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TOOLS_ROPE_COMPILE_HUGGINGFACEINPUT_H
#define ROPE_TOOLS_ROPE_COMPILE_HUGGINGFACEINPUT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/Support/CommandLine.h"

#include <string>

namespace mlir::rope {

/// The category of --hf-config and its companions, shown in --help.
llvm::cl::OptionCategory &huggingFaceOptionCategory();

/// True when --hf-config was given.
bool huggingFaceInputRequested();

/// Builds the module that --hf-config and its companions describe; null
/// with `error` set (or a diagnostic emitted) on failure.
OwningOpRef<ModuleOp> buildHuggingFaceInput(MLIRContext &context,
                                            std::string &error);

} // namespace mlir::rope

#endif // ROPE_TOOLS_ROPE_COMPILE_HUGGINGFACEINPUT_H
