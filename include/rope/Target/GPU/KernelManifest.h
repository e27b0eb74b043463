//===- KernelManifest.h - JSON description of the GPU kernels ---*- C++ -*-===//
//
// What a host needs to launch the kernels of `convert-rope-to-gpu` without
// running any MLIR host code: per kernel its name, parameter list (read off
// the lowered kernel's signature; flat
// memrefs as 5 values: allocated and aligned pointer, offset, size, stride),
// launch shape (grid = batch * seq blocks), static shared memory, the
// tensors' shapes (dynamic extents as symbols, tied as the IR ties them)
// and layout, and the RoPE parameters. Schema: docs/Manifest.md.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TARGET_GPU_KERNELMANIFEST_H
#define ROPE_TARGET_GPU_KERNELMANIFEST_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

namespace mlir::rope {

/// Describes the kernels every rope.apply and rope.attention of `module`
/// will become, from the configuration rope-configure-gpu-kernels stored on
/// it (call after that pass and before convert-rope-to-gpu; an op without
/// one is an error). The parameter lists come from addGpuKernelParams.
FailureOr<llvm::json::Value> describeGpuKernels(ModuleOp module,
                                                StringRef chip);

/// Gives every kernel of `manifest` its "params", read off the signature of
/// the gpu.func of that name in `lowered` (after convert-rope-to-gpu): each
/// argument's role and index attributes, a memref's element type. A kernel
/// missing from `lowered`, or an argument without a role, is an error.
LogicalResult addGpuKernelParams(llvm::json::Value &manifest,
                                 ModuleOp lowered);

/// The PTX text of the gpu.binary @rope_kernels (after the NVVM pipeline).
FailureOr<std::string> extractPTX(ModuleOp module);

} // namespace mlir::rope

#endif // ROPE_TARGET_GPU_KERNELMANIFEST_H
