//===- ApplyGpuConfig.cpp - The GPU kernel of one rope.apply --------------===//

#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/CheckedMath.h"
#include "rope/Rules/Frequencies.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <limits>
#include <numeric>

using namespace mlir;
using namespace mlir::rope;
namespace rules = ::rope::rules;

namespace {
constexpr int64_t kWarp = 32;
constexpr int64_t kVectorBytes = 16; // ld.global.v4.b32
/// The kernel's cos/sin tables are static shared arrays.
LogicalResult checkSharedBytes(ApplyOp op, int64_t sharedBytes) {
  if (sharedBytes <= kGpuKernelMaxSharedBytes)
    return success();
  return op.emitOpError() << "needs " << sharedBytes
                          << " bytes of shared memory for its cos/sin tables "
                             "on the GPU, above the "
                          << kGpuKernelMaxSharedBytes
                          << " a kernel may declare";
}

/// Maximal runs of channels that no pair rotates.
std::vector<ChannelRun> passThroughRuns(const rules::RopeConfig &config) {
  std::vector<bool> rotated(config.headDim, false);
  for (int64_t i = 0; i < config.numPairs(); ++i) {
    auto [u, v] = rules::pairChannels(config, i);
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

ApplyGpuWork mlir::rope::planApplyGpuWork(const rules::RopeConfig &config,
                                        const std::vector<int64_t> &heads,
                                        int64_t elementBytes,
                                        int64_t maxVectorBytes,
                                        int64_t blockSize,
                                        int64_t maxBlockSize,
                                        bool explicitPositions) {
  ApplyGpuWork plan;
  const int64_t n = config.numPairs();
  const bool half = config.pairing == rules::Pairing::Half;
  auto [u0, v0] = rules::pairChannels(config, 0);
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
  while (width * 2 * elementBytes <= maxVectorBytes && g % (width * 2) == 0)
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
  // Heads are static and each input addresses fewer than 2^63 bytes (the
  // verifiers' rule), so the products fit; the sum saturates rather than
  // wrapping.
  for (int64_t h : heads)
    plan.itemsPerRow = rules::checkedAdd(plan.itemsPerRow, h * itemsPerHead)
                           .value_or(std::numeric_limits<int64_t>::max());
  // As few rounds as the block limit allows, each as even as possible.
  int64_t work = std::max(plan.itemsPerRow, n);
  int64_t rounds = rules::ceilDiv(work, maxBlockSize);
  int64_t threads = rules::ceilDiv(work, rounds);
  plan.blockSize =
      blockSize ? blockSize
                : std::min(maxBlockSize, (threads + kWarp - 1) / kWarp * kWarp);
  plan.sharedBytes = 2 * n * 4;
  if (config.scaling.dependsOnSequenceLength() && explicitPositions)
    plan.sharedBytes += 8;
  return plan;
}

namespace {
/// Heads of each input of `op` (1 when the layout has no heads axis).
std::vector<int64_t> headsOf(ApplyOp op) {
  const int64_t headAxis = op.getLayout().indexOf('h');
  std::vector<int64_t> heads;
  for (Value input : op.getInputs()) {
    auto type = cast<RankedTensorType>(input.getType());
    heads.push_back(headAxis < 0 ? 1 : type.getDimSize(headAxis));
  }
  return heads;
}

int64_t elementBytesOf(ApplyOp op) {
  return cast<RankedTensorType>(op.getInputs()[0].getType())
             .getElementTypeBitWidth() /
         8;
}

/// A function name as the start of a kernel symbol, which must be an
/// identifier (#rope.gpu_kernel): other characters become '_', and a
/// leading digit gets a 'k' before it.
std::string symbolPrefix(StringRef function) {
  std::string prefix;
  if (!function.empty() && llvm::isDigit(function.front()))
    prefix = "k";
  for (char c : function)
    prefix += llvm::isAlnum(c) ? c : '_';
  return prefix;
}
} // namespace

/// `<function>_<kind><k>` for the `index`-th op of the module, with the
/// smallest larger k when another kernel has that name already.
std::string mlir::rope::uniqueKernelName(Operation *op, StringRef kind,
                                         unsigned index,
                                         llvm::StringSet<> &used) {
  auto parent = op->getParentOfType<FunctionOpInterface>();
  std::string prefix =
      (parent ? symbolPrefix(parent.getName()) : std::string("rope")) + "_" +
      kind.str();
  for (unsigned k = index;; ++k)
    if (std::string name = prefix + std::to_string(k); !used.contains(name)) {
      used.insert(name);
      return name;
    }
}

std::string mlir::rope::checkMaxBlockSize(int64_t maxBlockSize) {
  if (maxBlockSize < 32 || maxBlockSize > 1024 || maxBlockSize % kWarp != 0)
    return "max-block-size must be a multiple of 32 in [32, 1024], got " +
           std::to_string(maxBlockSize);
  return "";
}

GpuKernelAttr mlir::rope::getApplyGpuConfig(ApplyOp op) {
  return op->getAttrOfType<GpuKernelAttr>(GpuKernelAttr::getAttrName());
}

LogicalResult mlir::rope::configureGpuApply(Operation *root,
                                              int64_t maxBlockSize) {
  // Each configured name becomes one gpu.func symbol: it must be unique.
  llvm::StringSet<> used;
  WalkResult names = root->walk([&](ApplyOp op) {
    GpuKernelAttr config = getApplyGpuConfig(op);
    if (!config || used.insert(config.getName()).second)
      return WalkResult::advance();
    op.emitOpError() << "has the GPU kernel name '" << config.getName()
                     << "' of another rope.apply";
    return WalkResult::interrupt();
  });
  if (names.wasInterrupted())
    return failure();
  unsigned index = 0;
  WalkResult result = root->walk([&](ApplyOp op) {
    // Configured or not, a kernel is only planned for static heads.
    LayoutAttr layout = op.getLayout();
    for (Value input : op.getInputs()) {
      ArrayRef<int64_t> shape =
          cast<RankedTensorType>(input.getType()).getShape();
      if (ShapedType::isDynamic(layout.extentOf('h', shape)) ||
          ShapedType::isDynamic(layout.extentOf('d', shape))) {
        op.emitOpError("the GPU lowering needs static head and head_dim "
                       "extents");
        return WalkResult::interrupt();
      }
    }
    if (getApplyGpuConfig(op)) {
      ++index;
      return WalkResult::advance();
    }
    ApplyGpuWork plan =
        planApplyGpuWork(op.getRopeConfig(), headsOf(op), elementBytesOf(op),
                      kVectorBytes, /*blockSize=*/0, maxBlockSize,
                      op.getPositions() != nullptr);
    if (failed(checkSharedBytes(op, plan.sharedBytes)))
      return WalkResult::interrupt();
    op->setAttr(GpuKernelAttr::getAttrName(),
                GpuKernelAttr::get(op.getContext(),
                                   uniqueKernelName(op, "rope", index++, used),
                                   plan.blockSize, plan.alignment,
                                   plan.sharedBytes));
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

ApplyGpuWork mlir::rope::planApplyGpuWork(ApplyOp op, GpuKernelAttr config) {
  return planApplyGpuWork(op.getRopeConfig(), headsOf(op), elementBytesOf(op),
                       config.getVectorBytes(), config.getBlockSize(),
                       config.getBlockSize(), op.getPositions() != nullptr);
}
