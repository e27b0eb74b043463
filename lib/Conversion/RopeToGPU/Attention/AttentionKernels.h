//===- AttentionKernels.h - Bodies of the GPU attention kernels -*- C++ -*-===//
//
// The three kernels of one rope.attention (AttentionGpuConfig.h), each
// emitted at the builder's insertion point inside its gpu.func. Private to
// the RopeToGPU library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONKERNELS_H
#define ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONKERNELS_H

#include "AttentionKernelCommon.h"

namespace mlir::rope::detail {

/// The tensor-core flash attention (FlashAttentionKernel.cpp).
void buildFlashAttentionBody(ImplicitLocOpBuilder &b,
                            const AttentionKernelContext &ctx,
                            const AttentionKernelValues &values,
                            const RotationGlobals &globals);

/// Tables of the key rotation kernel: per channel its pair (-1 passes
/// through), partner channel and the sign of the partner term; the row's
/// cos and sin in shared memory.
struct ChannelGlobals {
  Value pair, partner, sign, cosShared, sinShared;
};

/// One block per key token: its cos/sin once, then every kv head's
/// channels written rotated into `values.rotatedK` (same layout as k).
void buildRotateKeysBody(ImplicitLocOpBuilder &b,
                         const AttentionKernelContext &ctx,
                         const AttentionKernelValues &values,
                         const RotationGlobals &rotation,
                         const ChannelGlobals &channels);

/// One block per (b, h, s) row, one thread per value channel: the splits'
/// partial outputs weighted by 2^(lse_s - max lse).
void buildMergeBody(ImplicitLocOpBuilder &b, const AttentionKernelContext &ctx,
                    const AttentionKernelValues &values);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONKERNELS_H
