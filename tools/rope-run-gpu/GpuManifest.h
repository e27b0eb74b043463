//===- GpuManifest.h - The kernel manifest of rope-compile --target=nvptx -===//

#ifndef ROPE_TOOLS_ROPE_RUN_GPU_GPUMANIFEST_H
#define ROPE_TOOLS_ROPE_RUN_GPU_GPUMANIFEST_H

#include "rope/Reference/Config.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rope::gpu {

struct TensorSpec {
  std::vector<int64_t> shape; // -1: dynamic
  std::string element;
};

/// One kernel parameter: a flat memref (5 values) or an i64 scalar.
struct ParamSpec {
  bool isMemref = false;
  std::string role; // input, output, positions, batch_offsets, offset, batch, seq
  int64_t index = 0;
};

struct KernelSpec {
  std::string name, layout;
  int64_t staticOffset = 0;
  std::vector<TensorSpec> inputs;
  std::optional<TensorSpec> positions, batchOffsets;
  bool runtimeOffset = false;
  reference::RopeConfig config;
  std::vector<ParamSpec> params;
  unsigned block[3] = {1, 1, 1};
};

struct GpuManifest {
  std::string chip, ptxHash;
  std::vector<KernelSpec> kernels;
};

/// Reads and validates `path`; returns an error message or "".
std::string loadGpuManifest(const std::string &path, GpuManifest &manifest);

/// FNV-1a 64 of `text` as 16 hex digits (the manifest's ptx_fnv1a64).
std::string fnv1a64(const std::string &text);

} // namespace rope::gpu

#endif // ROPE_TOOLS_ROPE_RUN_GPU_GPUMANIFEST_H
