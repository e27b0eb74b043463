//===- GpuAttentionCall.h - The launches of one GPU attention ---*- C++ -*-===//
//
// Everything rope-run-gpu needs to run the kernels of one rope.attention
// (docs/Manifest.md, "GPU attention kernels"): seeded q, k and v, the
// positions, the device buffers by role, the key splits and the launch
// sequence (key rotation, attention, merge) with each launch's grid, block,
// dynamic shared memory and arguments. Every refusal comes before the
// device is opened; the check reuses the float64 attention of the CPU
// harness. Plain C++, no LLVM or CUDA.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_GPUATTENTIONCALL_H
#define ROPE_RUNTIME_GPUATTENTIONCALL_H

#include "rope/Rules/Positions.h"
#include "rope/Runtime/AttentionCheck.h"
#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/HostTensor.h"
#include "rope/Runtime/Manifest.h"

#include <optional>
#include <string>
#include <vector>

namespace rope::run {

/// One argument of a launch: a device buffer named by its role (the
/// attention kernel reads "rotated_k" as its k after the key rotation), or
/// an i64 value.
struct GpuLaunchArg {
  std::string role;
  bool isMemref = false;
  /// The buffer's role (memref) or the value (i64).
  std::string buffer;
  int64_t value = 0;
};

/// One kernel launch of the sequence.
struct GpuLaunch {
  std::string name;
  unsigned grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
  /// Dynamic shared memory; above 48 KiB the kernel must opt in first.
  unsigned sharedBytes = 0;
  std::vector<GpuLaunchArg> args;
};

/// A device buffer of the call: its role, element type and element count,
/// and the host tensor it is uploaded from (none for the workspace).
struct GpuBuffer {
  std::string role, element;
  int64_t count = 0;
  HostTensor *host = nullptr;
  size_t bytes() const;
};

/// One run of the kernels of a rope.attention. Holds pointers into itself:
/// build it in place and do not copy or move it.
struct GpuAttentionCall {
  GpuAttentionCall() = default;
  GpuAttentionCall(const GpuAttentionCall &) = delete;
  GpuAttentionCall &operator=(const GpuAttentionCall &) = delete;

  const GpuAttentionKernelSpec *kernel = nullptr;
  /// The op as the CPU harness's attention helpers see it: q, k and v are
  /// args 0, 1 and 2, then the explicit positions and the offset scalars
  /// the kernels take.
  AttentionSpec attention;
  std::vector<HostTensor> args;
  /// The result, copied back from the device for the check.
  std::vector<HostTensor> outputs;
  int64_t batch = 0, qSeq = 0, kSeq = 0;
  /// The run-time offsets the kernels take (when they take them).
  int64_t qOffset = 0, kOffset = 0;
  /// The Semantics §1 positions of queries and keys, in [0, 2^31).
  rules::Positions queries, keys;
  /// The rotation to check against.
  rules::RopeConfig referenceConfig;
  /// Floating-point work of one run (causal pairs only) and bytes of q, k,
  /// v and the output, each moved once.
  double flops = 0, logicalBytes = 0;

  /// Set by planGpuAttentionLaunches: the key splits, the device buffers
  /// and the launches in order.
  int64_t splits = 1;
  std::vector<GpuBuffer> buffers;
  std::vector<GpuLaunch> launches;
};

/// Builds `call` for `kernel` with `options` (q's lengths from --batch and
/// --seq, the keys' from --k-seq): shapes against the manifest, sizes over
/// 256 GiB, positions outside [0, 2^31), grids beyond the device limits,
/// `splits` (when given) out of [1, k_seq], and the launches at the most
/// splits the split rule can choose. Returns an error or "", before any
/// device is opened.
std::string prepareGpuAttentionCall(const GpuAttentionKernelSpec &kernel,
                                    const HarnessOptions &options,
                                    std::optional<int64_t> splits,
                                    GpuAttentionCall &call);

/// The key splits of a launch on `multiprocessors` multiprocessors: the
/// rule of rope/Rules/GpuAttentionSplits.h on the manifest's grid, as
/// the lowering applies it to static shapes.
int64_t gpuAttentionKeySplits(const GpuAttentionKernelSpec &kernel,
                              int64_t batch, int64_t qSeq, int64_t kSeq,
                              int64_t multiprocessors);

/// Fills call.splits, call.buffers and call.launches for `splits` key
/// splits. Returns an error (a grid or buffer beyond the limits) or "".
std::string planGpuAttentionLaunches(GpuAttentionCall &call, int64_t splits);

/// The launch plan as text: sizes, splits, launches and buffers.
std::string formatGpuAttentionPlan(const GpuAttentionCall &call);

/// Compares the output (copied back) with the float64 attention (Semantics
/// §5: relative L2 error). Returns an error or "".
std::string checkGpuAttentionCall(const GpuAttentionCall &call,
                                  AttentionCheckResult &result);

} // namespace rope::run

#endif // ROPE_RUNTIME_GPUATTENTIONCALL_H
