//===- EmitObject.h - LLVM-dialect module -> native library -----*- C++ -*-===//

#ifndef ROPE_TARGET_CPU_EMITOBJECT_H
#define ROPE_TARGET_CPU_EMITOBJECT_H

#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::rope {

/// What to produce from a module in the LLVM dialect.
struct NativeEmitOptions {
  enum class Kind { SharedLibrary, Object, LLVMIR, Bitcode } kind =
      Kind::SharedLibrary;
  /// "host" or an LLVM CPU name (e.g. "x86-64-v3", "skylake-avx512").
  std::string cpu = "host";
  /// Extra LLVM target features ("+avx2,+fma").
  std::string features;
};

/// Translates `module` to LLVM IR, optimizes it at O3 for the CPU and writes
/// `outputPath`. A shared library is linked with the system C compiler
/// driver. Returns a readable error through `error` on failure.
LogicalResult emitNative(ModuleOp module, const NativeEmitOptions &options,
                         StringRef outputPath, std::string &error);

} // namespace mlir::rope

#endif // ROPE_TARGET_CPU_EMITOBJECT_H
