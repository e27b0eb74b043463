//===- KernelPlan.cpp - Work decomposition of the GPU rope kernel ---------===//

#include "rope/Conversion/RopeToGPU/KernelPlan.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Reference/Frequencies.h"

#include <algorithm>
#include <numeric>

using namespace mlir::rope;
namespace ref = ::rope::reference;

namespace {
constexpr int64_t kWarp = 32;
constexpr int64_t kVectorBytes = 16; // ld.global.v4.b32

/// Maximal runs of channels that no pair rotates.
std::vector<ChannelRun> passThroughRuns(const ref::RopeConfig &config) {
  std::vector<bool> rotated(config.headDim, false);
  for (int64_t i = 0; i < config.numPairs(); ++i) {
    auto [u, v] = ref::pairChannels(config, i);
    rotated[u] = rotated[v] = true;
  }
  std::vector<ChannelRun> runs;
  for (int64_t c = 0; c < config.headDim; ++c) {
    if (rotated[c])
      continue;
    if (!runs.empty() && runs.back().start + runs.back().length == c)
      ++runs.back().length;
    else
      runs.push_back({c, 1});
  }
  return runs;
}
} // namespace

GpuKernelPlan mlir::rope::planGpuKernel(const ref::RopeConfig &config,
                                        const std::vector<int64_t> &heads,
                                        int64_t elementBytes,
                                        int64_t maxBlockSize,
                                        bool explicitPositions) {
  GpuKernelPlan plan;
  const int64_t n = config.numPairs();
  const bool half = config.pairing == ref::Pairing::Half;
  auto [u0, v0] = ref::pairChannels(config, 0);
  plan.rotationBase = u0;
  plan.partnerDistance = v0 - u0;
  plan.copyRuns = passThroughRuns(config);

  // Every vector must start on a multiple of its width: rows start at
  // multiples of D, and so must the rotated block, its partner block and
  // each pass-through run.
  int64_t g = config.headDim;
  g = std::gcd(g, plan.rotationBase);
  g = std::gcd(g, half ? n : config.rotaryDim);
  if (half)
    g = std::gcd(g, plan.partnerDistance);
  for (const ChannelRun &run : plan.copyRuns)
    g = std::gcd(std::gcd(g, run.start), run.length);
  int64_t width = 1;
  while (width * 2 * elementBytes <= kVectorBytes && g % (width * 2) == 0)
    width *= 2;
  plan.alignment = width * elementBytes;
  plan.copyWidth = width;
  // Interleaved items hold whole pairs: at least two lanes, even when that
  // vector is only element-aligned.
  plan.rotationWidth = half ? width : std::max<int64_t>(width, 2);
  plan.rotationItemsPerHead =
      half ? n / plan.rotationWidth : config.rotaryDim / plan.rotationWidth;
  for (const ChannelRun &run : plan.copyRuns)
    plan.copyItemsPerHead += run.length / plan.copyWidth;

  int64_t itemsPerHead = plan.rotationItemsPerHead + plan.copyItemsPerHead;
  for (int64_t h : heads)
    plan.itemsPerRow += h * itemsPerHead;
  // As few rounds as the block limit allows, each as even as possible.
  int64_t work = std::max(plan.itemsPerRow, n);
  int64_t rounds = (work + maxBlockSize - 1) / maxBlockSize;
  int64_t threads = (work + rounds - 1) / rounds;
  plan.blockSize = std::min(maxBlockSize, (threads + kWarp - 1) / kWarp * kWarp);
  plan.sharedBytes = 2 * n * 4;
  if (config.scaling.dependsOnSequenceLength() && explicitPositions)
    plan.sharedBytes += 8;
  return plan;
}

std::string mlir::rope::gpuKernelName(const std::string &function,
                                      unsigned index) {
  return (function.empty() ? std::string("rope") : function) + "_rope" +
         std::to_string(index);
}

GpuKernelPlan mlir::rope::planGpuKernel(ApplyOp op, int64_t maxBlockSize) {
  const int64_t headAxis = op.getLayout().indexOf('h');
  std::vector<int64_t> heads;
  for (Value input : op.getInputs()) {
    auto type = cast<RankedTensorType>(input.getType());
    heads.push_back(headAxis < 0 ? 1 : type.getDimSize(headAxis));
  }
  auto type = cast<RankedTensorType>(op.getInputs()[0].getType());
  return planGpuKernel(op.getReferenceConfig(), heads,
                       type.getElementTypeBitWidth() / 8, maxBlockSize,
                       op.getPositions() != nullptr);
}
