//===- ApplyKernelBody.h - The body of the rope.apply kernel ----*- C++ -*-===//
//
// Builds the gpu.func body of one rope.apply (see ApplyGpuConfig.h and the
// pass description of convert-rope-to-gpu). Private to the RopeToGPU
// library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOGPU_APPLYKERNELBODY_H
#define ROPE_LIB_CONVERSION_ROPETOGPU_APPLYKERNELBODY_H

#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// Everything the kernel body reads, as values inside the gpu.func.
struct ApplyKernelValues {
  SmallVector<Value> inputs, outputs;
  Value positions, batchOffsets, offset; // as in PositionSource
  Value batch, seq;                      // index
};

/// Module-level values the body reads: frequency tables (constant float64;
/// `longFreqs` only for longrope, none for dynamic) and shared-memory
/// buffers (cos, sin, and the S_total scratch for explicit positions).
struct ApplyKernelGlobals {
  Value freqs, longFreqs, cosShared, sinShared, totalShared;
};

/// Emits the body at `b`'s insertion point (before the gpu.return).
void buildApplyKernelBody(OpBuilder &b, Location loc, ApplyOp op,
                     const ApplyGpuWork &plan, const ApplyKernelValues &values,
                     const ApplyKernelGlobals &globals);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOGPU_APPLYKERNELBODY_H
