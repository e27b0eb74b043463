//===- ApplyToGPU.h - rope.apply to its kernel and launch -------*- C++ -*-===//
//
// Builds the gpu.func of one configured rope.apply (ApplyGpuConfig.h) in
// gpu.module @rope_kernels and replaces the op by its launch. Private to
// the RopeToGPU library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOGPU_APPLYTOGPU_H
#define ROPE_LIB_CONVERSION_ROPETOGPU_APPLYTOGPU_H

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope::detail {

/// Replaces `op` through `rewriter` as its configuration `kernel` says.
void lowerApplyToGPU(RewriterBase &rewriter, ModuleOp module, ApplyOp op,
                     GpuKernelAttr kernel);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOGPU_APPLYTOGPU_H
