//===- KernelBody.h - The body of the GPU rope kernel -----------*- C++ -*-===//
//
// Builds the gpu.func body of one rope.apply (see KernelPlan.h and the pass
// description of convert-rope-to-gpu). Private to the RopeToGPU library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOGPU_KERNELBODY_H
#define ROPE_LIB_CONVERSION_ROPETOGPU_KERNELBODY_H

#include "rope/Conversion/RopeToGPU/KernelPlan.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// Everything the kernel body reads, as values inside the gpu.func.
struct KernelValues {
  SmallVector<Value> inputs, outputs;
  Value positions, batchOffsets, offset; // as in PositionSource
  Value batch, seq;                      // index
};

/// Module-level values the body reads: frequency tables (constant float64;
/// `longFreqs` only for longrope, none for dynamic) and shared-memory
/// buffers (cos, sin, and the S_total scratch for explicit positions).
struct KernelGlobals {
  Value freqs, longFreqs, cosShared, sinShared, totalShared;
};

/// Emits the body at `b`'s insertion point (before the gpu.return).
void buildKernelBody(OpBuilder &b, Location loc, ApplyOp op,
                     const GpuKernelPlan &plan, const KernelValues &values,
                     const KernelGlobals &globals);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOGPU_KERNELBODY_H
