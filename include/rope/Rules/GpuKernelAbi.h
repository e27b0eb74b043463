//===- GpuKernelAbi.h - The parameters of the GPU attention kernels -*- C++ -*-===//
//
// The ordered parameter lists of the three kernels a rope.attention becomes
// on the GPU (docs/Manifest.md, "GPU attention kernels"), in plain C++: the
// lowering builds each kernel's signature from them and tags every argument
// with its role, the manifest is read off those signatures, and the
// harnesses check a manifest against them. One list, so the compiled
// kernels and their launchers cannot drift apart.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RULES_GPUKERNELABI_H
#define ROPE_RULES_GPUKERNELABI_H

#include <string>
#include <vector>

namespace rope::rules {

/// One kernel parameter: a flat buffer (memref<?xT>) or an i64.
struct GpuKernelParam {
  bool isBuffer = false;
  /// What the launcher binds to it: a tensor ("q", "k", "rotated_k", "v",
  /// "output", "partial_out", "partial_lse", "q_positions", "k_positions")
  /// or a size ("q_offset", "k_offset", "batch", "q_seq", "k_seq",
  /// "splits").
  std::string role;
  /// A buffer's element type: that of the op's tensor `elementOf` ("q",
  /// "k", "v", "output", "q_positions", "k_positions"), or f32 where empty.
  std::string elementOf;
};

/// Which optional operands the rope.attention has.
struct GpuAttentionOperands {
  bool qPositions = false, kPositions = false;
  bool qOffset = false, kOffset = false;
};

/// The flash-attention kernel: q, k, v, output, the partial results, the
/// positions and run-time offsets the op has, batch, q_seq, k_seq, splits.
std::vector<GpuKernelParam> gpuAttentionParams(const GpuAttentionOperands &op);
/// The key rotation kernel: k, rotated_k, the key positions or run-time key
/// offset, batch, k_seq.
std::vector<GpuKernelParam> gpuRotateKeysParams(const GpuAttentionOperands &op);
/// The merge of the splits: the partial results, output, batch, q_seq,
/// splits.
std::vector<GpuKernelParam> gpuMergeParams();

} // namespace rope::rules

#endif // ROPE_RULES_GPUKERNELABI_H
