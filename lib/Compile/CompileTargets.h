//===- CompileTargets.h - One compile per target ----------------*- C++ -*-===//

#ifndef ROPE_LIB_COMPILE_COMPILETARGETS_H
#define ROPE_LIB_COMPILE_COMPILETARGETS_H

#include "rope/Compile/Compile.h"

namespace mlir::rope::detail {

/// The CPU options a compile uses: artifacts run on a real CPU, this
/// machine's unless one is named.
inline CPUTargetOptions requestedCPU(const CompileOptions &options) {
  CPUTargetOptions requested = options.cpu;
  if (requested.cpu.empty())
    requested.cpu = "host";
  requested.embedded |= options.target == CompileTarget::IREECPU;
  return requested;
}

/// Runs `pm` on `module` after options.configurePassManager has seen it.
LogicalResult runPassManager(PassManager &pm, ModuleOp module,
                             const CompileOptions &options);

/// --target=cpu and iree-cpu: the CPU pipeline, then a native artifact (or the lowered
/// IR) and the manifest, also embedded in libraries.
LogicalResult compileCPU(ModuleOp module, const CompileOptions &options,
                         const CompileOutputs &outputs, std::string &error);

/// --target=nvptx: kernel configurations, the manifest, the NVVM pipeline,
/// then the PTX (or the lowered IR).
LogicalResult compileNVPTX(ModuleOp module, const CompileOptions &options,
                           const CompileOutputs &outputs, std::string &error);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_COMPILE_COMPILETARGETS_H
