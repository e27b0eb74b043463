//===- HostBuffers.h - Host-side buffers of the GPU kernels -----*- C++ -*-===//
//
// What the host side of every GPU kernel launch shares: the gpu.module the
// kernels live in, tensors as flat buffers (every kernel takes flat
// memref<?xT> parameters) and output allocations. Private to the RopeToGPU
// library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOGPU_HOSTBUFFERS_H
#define ROPE_LIB_CONVERSION_ROPETOGPU_HOSTBUFFERS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope::detail {

/// The gpu.module @rope_kernels of `module`, created (and the module marked
/// gpu.container_module) on first use, through `rewriter`.
gpu::GPUModuleOp getOrCreateKernelModule(RewriterBase &rewriter,
                                         ModuleOp module);

/// Writes on `kernel` how it is launched (RopeDialect::getLaunchAttrName(),
/// which the manifest reads): its known block size as `block`, `grid`, and
/// `facts`. Call after the block size is set.
void setLaunchFacts(gpu::GPUFuncOp kernel, Attribute grid,
                    ArrayRef<NamedAttribute> facts = {});

/// memref<?xT>.
MemRefType flatType(Type element);

/// `buffer` viewed as a flat memref<?xT> (identity layout).
Value flatView(OpBuilder &b, Location loc, Value buffer);

/// The tensor `value` as a flat memref<?xT> (host side, read only).
Value flatBuffer(OpBuilder &b, Location loc, Value tensor);

/// A new buffer of `type`'s shape and element, its dynamic extents those of
/// `like` (a tensor of the same rank).
Value allocateLike(OpBuilder &b, Location loc, RankedTensorType type,
                   Value like);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOGPU_HOSTBUFFERS_H
