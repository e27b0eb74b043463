//===- RopeToGPU.h - rope ops to GPU kernels and launches -------*- C++ -*-===//
//
// For compilers that embed the GPU lowering in their own pipelines:
// configure the ops first (rope-configure-gpu-kernels, or
// configureGpuApply / configureGpuAttention), then apply these patterns
// with this conversion target, as convert-rope-to-gpu does.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOGPU_ROPETOGPU_H
#define ROPE_CONVERSION_ROPETOGPU_ROPETOGPU_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::rope {

/// rope.apply (configured by #rope.gpu_kernel) -> a gpu.func in gpu.module
/// @rope_kernels and its gpu.launch_func; rope.attention (configured by
/// #rope.gpu_kernel and #rope.gpu_attention_plan) -> up to three gpu.funcs
/// and their launches (docs/GPU.md). Unconfigured ops do not match.
void populateRopeToGPUConversionPatterns(RewritePatternSet &patterns);

/// rope.apply and rope.attention illegal, everything else legal.
void populateRopeToGPUConversionTarget(ConversionTarget &target);

/// Reports, at each op, every rope op under `root` that the GPU lowering
/// cannot compile (all but rope.apply and rope.attention); fails when there
/// is one.
LogicalResult checkGpuLoweringExists(Operation *root);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOGPU_ROPETOGPU_H
