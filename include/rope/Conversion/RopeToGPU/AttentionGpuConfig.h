//===- AttentionGpuConfig.h - The kernels of one rope.attention ----*- C++ -*-===//
//
// On the GPU one rope.attention becomes up to three kernels, launched in
// this order (docs/GPU.md, "Attention"):
//   1. `<name>_keys` (only when the plan rotates keys once before the
//      attention: many blocks read each key tile): one block per key token,
//      every kv head of the token rotated into a scratch copy of k;
//   2. `<name>`: the tensor-core flash attention (AttentionGpuPlan.h); grid
//      (ceil(Sq / positionsPerBlock), B * Hkv * headBlocks, splits);
//   3. `<name>_merge` (only when splits > 1): one block per (b, h, s) row,
//      Dv threads, merging the splits' normalised partial outputs by their
//      log2-sum-exp.
// The configuration is chosen once by rope-configure-gpu-kernels and
// stored on the op as #rope.gpu_kernel (name, block_size 128, vector_bytes
// 16, shared_bytes = the attention kernel's DYNAMIC shared memory) and
// #rope.gpu_attention_plan (heads per block, Q in registers, where keys are
// rotated, the split rule's inputs); the shared-memory layout follows from
// them and the op, so the lowering and the manifest read the same kernels.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOGPU_ATTENTIONGPUCONFIG_H
#define ROPE_CONVERSION_ROPETOGPU_ATTENTIONGPUCONFIG_H

#include "rope/Conversion/RopeToGPU/AttentionGpuPlan.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::rope {

class AttentionOp;

struct GpuAttentionKernels {
  /// Kernel symbols; `rotateKeys` is empty when the attention kernel
  /// rotates each key tile itself (or the keys arrive rotated).
  std::string attention, rotateKeys, merge;
  GpuAttentionPlan plan;
  GpuAttentionTarget target;
  /// Threads of the attention kernel and of the key rotation kernel.
  int64_t blockSize = 128;
  /// The attention kernel rotates each key tile in shared memory.
  bool rotateKeysInKernel = false;
  /// The attention kernel rotates its query tile (false for an identity
  /// rotation).
  bool rotateQueries = true;
  /// Query heads per kv head, and blocks of them per kv head (grid y =
  /// batch * kvHeads * headBlocks).
  int64_t groupSize = 1, headBlocks = 1;
  /// Extents of the op (static: the kernel is built for them).
  int64_t queryHeads = 1, kvHeads = 1, headDim = 0, valueDim = 0;
};

/// What the chip `chip` ("sm_80", "sm_90a", ...) offers the kernel, read
/// from its NVPTX target description; a diagnostic at `op` when the backend
/// does not know the chip or the chip lacks what the kernel is built from
/// (cp.async and mma.sync m16n8k16 on bf16/f16: sm_80 and newer).
FailureOr<GpuAttentionTarget> getGpuAttentionTarget(Operation *op,
                                                   StringRef chip);

/// Stores on each rope.attention under `root` without one a configuration
/// (name `<function>_attention<k>`, unique among the kernels of `root`);
/// fails with a diagnostic at an op the tensor-core kernel cannot take on
/// `chip`.
LogicalResult configureGpuAttention(Operation *root, StringRef chip);

/// The kernels of `op` from its stored configuration and plan; fails with
/// a diagnostic at `op` when it has none, the tensor-core kernel cannot
/// take it, or the plan does not fit it.
FailureOr<GpuAttentionKernels> getGpuAttentionKernels(AttentionOp op);

/// Key splits of a launch: the rule of rope/Rules/GpuAttentionSplits.h
/// on the kernels' grid, as the harnesses apply it at run time.
int64_t attentionKeySplits(const GpuAttentionKernels &kernels, int64_t batch,
                           int64_t querySeq, int64_t keySeq,
                           int64_t multiprocessors);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOGPU_ATTENTIONGPUCONFIG_H
