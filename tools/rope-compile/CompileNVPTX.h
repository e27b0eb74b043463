//===- CompileNVPTX.h - rope-compile --target=nvptx -------------*- C++ -*-===//

#ifndef ROPE_TOOLS_ROPE_COMPILE_COMPILENVPTX_H
#define ROPE_TOOLS_ROPE_COMPILE_COMPILENVPTX_H

#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::rope {

struct NVPTXCompileOptions {
  std::string chip = "sm_90";
  std::string features = "+ptx80";
  unsigned optLevel = 3;
  int64_t maxBlockSize = 256;
  bool emitMLIR = false; // the lowered module instead of PTX
};

/// Lowers `module` with rope-lower-to-nvvm-pipeline and writes the PTX (or
/// the lowered IR) to `outputPath` and the kernel manifest to
/// `manifestPath`. Returns an error message, or "".
std::string compileForNVPTX(ModuleOp module, const NVPTXCompileOptions &options,
                            const std::string &outputPath,
                            const std::string &manifestPath);

} // namespace mlir::rope

#endif // ROPE_TOOLS_ROPE_COMPILE_COMPILENVPTX_H
