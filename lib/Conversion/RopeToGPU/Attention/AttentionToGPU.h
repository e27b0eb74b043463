//===- AttentionToGPU.h - rope.attention to its kernels and launches -*- C++ -*-=//
//
// Builds the gpu.funcs of one configured rope.attention
// (AttentionGpuConfig.h) in gpu.module @rope_kernels and replaces the op
// by their launches. Private to the RopeToGPU library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONTOGPU_H
#define ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONTOGPU_H

#include "rope/Conversion/RopeToGPU/AttentionGpuConfig.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope::detail {

/// Replaces `op` through `rewriter`.
void lowerAttentionToGPU(RewriterBase &rewriter, ModuleOp module,
                         AttentionOp op, const GpuAttentionKernels &kernels);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONTOGPU_H
