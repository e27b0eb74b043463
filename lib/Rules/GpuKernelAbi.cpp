//===- GpuKernelAbi.cpp - The parameters of the GPU attention kernels -----===//

#include "rope/Rules/GpuKernelAbi.h"

namespace rope::rules {
namespace {
GpuKernelParam buffer(const char *role, const char *elementOf) {
  return {true, role, elementOf};
}
GpuKernelParam partial(const char *role) { return {true, role, ""}; }
GpuKernelParam size(const char *role) { return {false, role, ""}; }
} // namespace

std::vector<GpuKernelParam> gpuAttentionParams(const GpuAttentionOperands &op) {
  std::vector<GpuKernelParam> params = {
      buffer("q", "q"),         buffer("k", "k"),
      buffer("v", "v"),         buffer("output", "output"),
      partial("partial_out"),   partial("partial_lse")};
  if (op.qPositions)
    params.push_back(buffer("q_positions", "q_positions"));
  if (op.kPositions)
    params.push_back(buffer("k_positions", "k_positions"));
  if (op.qOffset)
    params.push_back(size("q_offset"));
  if (op.kOffset)
    params.push_back(size("k_offset"));
  for (const char *role : {"batch", "q_seq", "k_seq", "splits"})
    params.push_back(size(role));
  return params;
}

std::vector<GpuKernelParam> gpuRotateKeysParams(const GpuAttentionOperands &op) {
  std::vector<GpuKernelParam> params = {buffer("k", "k"),
                                        buffer("rotated_k", "k")};
  if (op.kPositions)
    params.push_back(buffer("k_positions", "k_positions"));
  if (op.kOffset)
    params.push_back(size("k_offset"));
  params.push_back(size("batch"));
  params.push_back(size("k_seq"));
  return params;
}

std::vector<GpuKernelParam> gpuMergeParams() {
  return {partial("partial_out"), partial("partial_lse"),
          buffer("output", "output"), size("batch"), size("q_seq"),
          size("splits")};
}

} // namespace rope::rules
