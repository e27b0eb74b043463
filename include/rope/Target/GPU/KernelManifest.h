//===- KernelManifest.h - JSON description of the GPU kernels ---*- C++ -*-===//
//
// What a host needs to launch the kernels of `convert-rope-to-gpu` without
// running any MLIR host code: per kernel what its op computes (layout, RoPE
// parameters, the tensors' shapes with dynamic extents as symbols, tied as
// the IR ties them), read off the configured ops; and its parameter list
// (flat memrefs as 5 values: allocated and aligned pointer, offset, size,
// stride) and launch (block, grid, shared memory), read off the lowered
// kernels. Schema: docs/Manifest.md.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TARGET_GPU_KERNELMANIFEST_H
#define ROPE_TARGET_GPU_KERNELMANIFEST_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

namespace mlir::rope {

/// Describes what the kernels every rope.apply and rope.attention of
/// `module` will become compute, named by the configuration
/// rope-configure-gpu-kernels stored on it (call after that pass and before
/// convert-rope-to-gpu; an op without one is an error). Their parameters and
/// launches come from addGpuKernelLaunches.
FailureOr<llvm::json::Value> describeGpuKernels(ModuleOp module,
                                                StringRef chip);

/// Gives every kernel of `manifest` its "params" and launch, read off the
/// gpu.func of that name in `lowered` (after convert-rope-to-gpu): each
/// argument's role and index attributes, a memref's element type, and the
/// launch facts the lowering wrote (RopeDialect::getLaunchAttrName()),
/// which name the kernels an attention launches before and after it. A
/// kernel missing from `lowered`, an argument without a role or a kernel
/// without launch facts is an error.
LogicalResult addGpuKernelLaunches(llvm::json::Value &manifest,
                                   ModuleOp lowered);

/// The PTX text of the gpu.binary @rope_kernels (after the NVVM pipeline).
FailureOr<std::string> extractPTX(ModuleOp module);

} // namespace mlir::rope

#endif // ROPE_TARGET_GPU_KERNELMANIFEST_H
