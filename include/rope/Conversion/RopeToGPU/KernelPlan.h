//===- KernelPlan.h - Work decomposition of the GPU rope kernel -*- C++ -*-===//
//
// How `convert-rope-to-gpu` splits one rope.apply into GPU work: one
// thread block per token row (b, s); per head, "rotation items" (a vector of
// V channels and, for the half pairing, its partner vector) and "copy items"
// (pass-through channels). Shared by the lowering and by the manifest that
// rope-compile writes, so the launch the host performs is the one the kernel
// was built for.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOGPU_KERNELPLAN_H
#define ROPE_CONVERSION_ROPETOGPU_KERNELPLAN_H

#include "rope/Reference/Config.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::rope {

/// A run of pass-through channels [start, start + length).
struct ChannelRun {
  int64_t start = 0, length = 0;
};

struct GpuKernelPlan {
  /// Elements per rotation vector; half pairing: pairs per item, interleaved:
  /// channels per item (V/2 pairs, V even).
  int64_t rotationWidth = 1;
  /// Elements per pass-through copy vector.
  int64_t copyWidth = 1;
  /// Guaranteed byte alignment of every global vector access.
  int64_t alignment = 1;
  /// First rotated channel, and the distance to the partner (half pairing).
  int64_t rotationBase = 0, partnerDistance = 0;
  int64_t rotationItemsPerHead = 0;
  std::vector<ChannelRun> copyRuns;
  int64_t copyItemsPerHead = 0;
  /// Items of one token row over all inputs (heads x items per head).
  int64_t itemsPerRow = 0;
  int64_t blockSize = 0;
  /// Static shared memory: cos and sin of the row's pairs (f32), plus the
  /// row's S_total scratch when the schedule depends on it and positions
  /// are explicit.
  int64_t sharedBytes = 0;
};

/// Plans the kernel of a rotation of `config` over inputs with `heads[i]`
/// heads and `elementBytes`-byte elements; threads per block at most
/// `maxBlockSize` (a multiple of 32); `explicitPositions` when the op reads
/// a positions operand.
GpuKernelPlan planGpuKernel(const ::rope::reference::RopeConfig &config,
                            const std::vector<int64_t> &heads,
                            int64_t elementBytes, int64_t maxBlockSize,
                            bool explicitPositions);

class ApplyOp;

/// The plan of `op` (static head count and head_dim required: the GPU
/// lowering checks that before planning).
GpuKernelPlan planGpuKernel(ApplyOp op, int64_t maxBlockSize);

/// Name of the kernel of the `index`-th rope.apply of a module (in walk
/// order), inside function `function`.
std::string gpuKernelName(const std::string &function, unsigned index);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOGPU_KERNELPLAN_H
