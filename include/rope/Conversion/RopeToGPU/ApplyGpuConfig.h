//===- ApplyGpuConfig.h - The GPU kernel of one rope.apply ------*- C++ -*-===//
//
// How `convert-rope-to-gpu` splits one rope.apply into GPU work: one
// thread block per token row (b, s); per head, "rotation items" (a vector of
// V channels and, for the half pairing, its partner vector) and "copy items"
// (pass-through channels). The choices (kernel name, block size, vector
// width) are made once by `rope-configure-gpu-kernels` and stored on the op
// as #rope.gpu_kernel; the rest of the work (ApplyGpuWork) follows from
// them, so the configuration pass and the lowering agree.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOGPU_APPLYGPUCONFIG_H
#define ROPE_CONVERSION_ROPETOGPU_APPLYGPUCONFIG_H

#include "rope/Rules/Config.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringSet.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
class Operation;
} // namespace mlir

namespace mlir::rope {

/// A run of pass-through channels [start, start + length).
struct ChannelRun {
  int64_t start = 0, length = 0;
};

/// The work of one rope.apply kernel.
struct ApplyGpuWork {
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
/// heads and `elementBytes`-byte elements: global accesses of at most
/// `maxVectorBytes`, `blockSize` threads per block (0: the fewest even
/// rounds of at most `maxBlockSize` threads); `explicitPositions` when the
/// op reads a positions operand.
ApplyGpuWork planApplyGpuWork(const ::rope::rules::RopeConfig &config,
                            const std::vector<int64_t> &heads,
                            int64_t elementBytes, int64_t maxVectorBytes,
                            int64_t blockSize, int64_t maxBlockSize,
                            bool explicitPositions);

class ApplyOp;
class GpuKernelAttr;

/// An error message when `maxBlockSize` is not a multiple of 32 in
/// [32, 1024], else "".
std::string checkMaxBlockSize(int64_t maxBlockSize);

/// `<function>_<kind><k>` for the first k >= index not in `used` (then
/// added to it): the symbol of a kernel of `op`.
std::string uniqueKernelName(Operation *op, StringRef kind, unsigned index,
                             llvm::StringSet<> &used);

/// The configuration stored on `op`, or null when it has none.
GpuKernelAttr getApplyGpuConfig(ApplyOp op);

/// Chooses and stores the configuration of every rope.apply under `root`
/// that has none: threads per block at most `maxBlockSize`, kernel names
/// `<function>_rope<k>` unique in `root`. Fails with a diagnostic at an op
/// the GPU cannot run (dynamic heads or head_dim).
LogicalResult configureGpuApply(Operation *root, int64_t maxBlockSize);

/// The full plan of a configured `op`, derived from its configuration.
ApplyGpuWork planApplyGpuWork(ApplyOp op, GpuKernelAttr config);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOGPU_APPLYGPUCONFIG_H
