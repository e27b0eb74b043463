//===- AttentionGpuConfig.cpp - The kernels of one rope.attention ---------===//

#include "rope/Conversion/RopeToGPU/AttentionGpuConfig.h"

#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Frequencies.h"
#include "rope/Rules/GpuAttentionSplits.h"
#include "rope/Target/TargetInfo.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::rope;
namespace rules = ::rope::rules;

namespace {
constexpr int64_t kAttentionBlockSize = 128;
constexpr int64_t kVectorBytes = 16; // cp.async.cg copies 16 bytes

int64_t extentOf(Value tensor, LayoutAttr layout, char role) {
  auto type = cast<RankedTensorType>(tensor.getType());
  int64_t axis = layout.indexOf(role);
  return axis < 0 ? 1 : type.getDimSize(axis);
}

GpuAttentionShape shapeOf(AttentionOp op) {
  LayoutAttr layout = op.getLayout();
  GpuAttentionShape shape;
  shape.queryHeads = extentOf(op.getQ(), layout, 'h');
  shape.kvHeads = extentOf(op.getK(), layout, 'h');
  shape.queryLength = extentOf(op.getQ(), layout, 's');
  shape.keyLength = extentOf(op.getK(), layout, 's');
  shape.headDim = extentOf(op.getQ(), layout, 'd');
  shape.valueDim = extentOf(op.getV(), layout, 'd');
  Type element = cast<RankedTensorType>(op.getQ().getType()).getElementType();
  shape.elementBytes = element.getIntOrFloatBitWidth() / 8;
  return shape;
}

/// True when the op's rotation moves nothing: every frequency 0 and no
/// attention factor (the form rope-fuse-attention gives unrotated inputs).
bool isIdentityRotation(const rules::RopeConfig &config) {
  if (config.scaling.dependsOnSequenceLength() ||
      rules::attentionFactor(config.scaling) != 1.0)
    return false;
  std::vector<double> f = mlir::rope::detail::scaledFrequencies(config, 0);
  return std::all_of(f.begin(), f.end(), [](double x) { return x == 0.0; });
}

/// What the tensor-core kernel takes beyond its plan; an error or "".
std::string unsupportedReason(AttentionOp op) {
  Type element = cast<RankedTensorType>(op.getQ().getType()).getElementType();
  for (Value t : {op.getK(), op.getV()})
    if (cast<RankedTensorType>(t.getType()).getElementType() != element)
      return "q, k and v of one element type";
  if (!element.isBF16() && !element.isF16())
    return "bf16 or f16 tensors (f32 attention has no GPU kernel)";
  if (op.getBias())
    return "no bias (an additive bias has no GPU kernel)";
  if (op.getRopeConfig().scaling.dependsOnSequenceLength())
    return "a frequency schedule that does not depend on the sequence "
           "length (dynamic and longrope have no GPU attention kernel)";
  LayoutAttr layout = op.getLayout();
  for (Value t : {op.getQ(), op.getK(), op.getV()}) {
    ArrayRef<int64_t> shape = cast<RankedTensorType>(t.getType()).getShape();
    if (ShapedType::isDynamic(layout.extentOf('h', shape)) ||
        ShapedType::isDynamic(layout.extentOf('d', shape)))
      return "static head and head_dim extents";
  }
  return "";
}

FailureOr<GpuAttentionPlan> planFor(AttentionOp op,
                                    const GpuAttentionTarget &target) {
  if (std::string reason = unsupportedReason(op); !reason.empty())
    return op.emitOpError("the GPU attention kernel needs ") << reason;
  std::string error;
  FailureOr<GpuAttentionPlan> plan =
      planGpuAttention(shapeOf(op), target, error);
  if (failed(plan))
    return op.emitOpError() << error;
  return plan;
}

/// The plan stored on `op`: `plan`'s choices and where the keys are
/// rotated. Cost model (docs/GPU.md): a key tile rotated in the kernel is
/// rotated again by every block that reads it; with more than one such
/// block, rotating the keys once beforehand is cheaper.
GpuAttentionPlanAttr choosePlanAttr(AttentionOp op,
                                    const GpuAttentionPlan &plan,
                                    const GpuAttentionTarget &target) {
  GpuAttentionShape shape = shapeOf(op);
  const bool identity = isIdentityRotation(op.getRopeConfig());
  KeyRotation rotation = KeyRotation::none;
  if (!op.getKeysRotated() && !identity) {
    const int64_t headBlocks =
        shape.queryHeads / shape.kvHeads / plan.headsPerBlock;
    bool oneReader = !ShapedType::isDynamic(shape.queryLength) &&
                     shape.queryLength <= plan.positionsPerBlock &&
                     headBlocks == 1;
    rotation = oneReader ? KeyRotation::per_block : KeyRotation::once;
  }
  return GpuAttentionPlanAttr::get(op.getContext(), plan.headsPerBlock,
                                   plan.queryInRegisters, rotation, !identity,
                                   target.multiprocessors,
                                   plan.minKeysPerSplit);
}
} // namespace

FailureOr<GpuAttentionTarget>
mlir::rope::getGpuAttentionTarget(Operation *op, StringRef chip) {
  std::string error;
  FailureOr<NVPTXTargetInfo> info = getNVPTXTargetInfo(chip, "", error);
  if (failed(info))
    return op->emitOpError() << error;
  bool hasMma = llvm::any_of(info->mmaSyncShapes, [](MmaShape shape) {
    return shape.m == 16 && shape.n == 8 && shape.k == 16;
  });
  if (!info->hasCpAsync || !hasMma)
    return op->emitOpError("the GPU attention kernel needs cp.async and "
                           "mma.sync m16n8k16 on bf16/f16 (sm_80 or newer); "
                           "chip '")
           << chip << "' has neither";
  GpuAttentionTarget target;
  target.multiprocessors = info->multiprocessors;
  target.maxSharedBytes = info->maxSharedBytesPerBlock;
  return target;
}

LogicalResult mlir::rope::configureGpuAttention(Operation *root,
                                                StringRef chip) {
  llvm::StringSet<> used;
  root->walk([&](Operation *op) {
    if (auto config = op->getAttrOfType<GpuKernelAttr>(GpuKernelAttr::getAttrName()))
      used.insert(config.getName());
  });
  unsigned index = 0;
  // The chip's description is read once, at the first attention (where a
  // chip that cannot run the kernel is reported).
  std::optional<GpuAttentionTarget> target;
  WalkResult result = root->walk([&](AttentionOp op) {
    if (!target) {
      FailureOr<GpuAttentionTarget> read = getGpuAttentionTarget(op, chip);
      if (failed(read))
        return WalkResult::interrupt();
      target = *read;
    }
    FailureOr<GpuAttentionPlan> plan = planFor(op, *target);
    if (failed(plan))
      return WalkResult::interrupt();
    if (!op->hasAttr(GpuKernelAttr::getAttrName()))
      op->setAttr(GpuKernelAttr::getAttrName(),
                  GpuKernelAttr::get(op.getContext(),
                                     uniqueKernelName(op, "attention", index, used),
                                     kAttentionBlockSize, kVectorBytes,
                                     plan->sharedBytes));
    if (!op->hasAttr(GpuAttentionPlanAttr::getAttrName()))
      op->setAttr(GpuAttentionPlanAttr::getAttrName(),
                  choosePlanAttr(op, *plan, *target));
    ++index;
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

FailureOr<GpuAttentionKernels>
mlir::rope::getGpuAttentionKernels(AttentionOp op) {
  auto config = op->getAttrOfType<GpuKernelAttr>(GpuKernelAttr::getAttrName());
  auto chosen = op->getAttrOfType<GpuAttentionPlanAttr>(
      GpuAttentionPlanAttr::getAttrName());
  if (!config || !chosen)
    return op.emitOpError("has no GPU kernel configuration and attention "
                          "plan (run rope-configure-gpu-kernels first)");
  if (std::string reason = unsupportedReason(op); !reason.empty())
    return op.emitOpError("the GPU attention kernel needs ") << reason;
  GpuAttentionShape shape = shapeOf(op);
  GpuAttentionKernels kernels;
  GpuAttentionPlan &plan = kernels.plan;
  plan.headsPerBlock = chosen.getHeadsPerBlock();
  plan.queryInRegisters = chosen.getQueryInRegisters();
  plan.minKeysPerSplit = chosen.getMinKeysPerSplit();
  kernels.groupSize = shape.queryHeads / shape.kvHeads;
  if (plan.warps % plan.headsPerBlock != 0 ||
      kernels.groupSize % plan.headsPerBlock != 0)
    return op.emitOpError("has a GPU attention plan with heads_per_block = ")
           << plan.headsPerBlock << "; it must divide the block's "
           << plan.warps << " warps and the " << kernels.groupSize
           << " query heads of a kv head";
  if (plan.queryInRegisters && shape.headDim > kMaxRegisterQueryDim)
    return op.emitOpError("has a GPU attention plan with Q in registers, "
                          "which head dims above ")
           << kMaxRegisterQueryDim << " do not fit";
  layOutGpuAttention(shape, plan);
  if (config.getBlockSize() != kAttentionBlockSize ||
      config.getSharedBytes() != plan.sharedBytes)
    return op.emitOpError("has a GPU kernel configuration the attention "
                          "kernel cannot take: block_size must be ")
           << kAttentionBlockSize << " and shared_bytes "
           << plan.sharedBytes;
  // A plan must rotate what is not rotated yet.
  const bool identity = isIdentityRotation(op.getRopeConfig());
  KeyRotation rotation = chosen.getKeyRotation();
  if ((op.getKeysRotated() || identity) != (rotation == KeyRotation::none) ||
      (!identity && !chosen.getRotateQueries()))
    return op.emitOpError("has a GPU attention plan that does not match its "
                          "rotation: key_rotation = ")
           << stringifyKeyRotation(rotation) << ", rotate_queries = "
           << (chosen.getRotateQueries() ? "true" : "false") << " for "
           << (op.getKeysRotated() ? "keys that arrive rotated"
                                   : "keys not rotated yet")
           << (identity ? " and the identity rotation" : "");
  kernels.target.multiprocessors = chosen.getMultiprocessors();
  kernels.attention = config.getName().str();
  kernels.merge = kernels.attention + "_merge";
  kernels.queryHeads = shape.queryHeads;
  kernels.kvHeads = shape.kvHeads;
  kernels.headDim = shape.headDim;
  kernels.valueDim = shape.valueDim;
  kernels.headBlocks = kernels.groupSize / plan.headsPerBlock;
  kernels.rotateQueries = chosen.getRotateQueries();
  kernels.rotateKeysInKernel = rotation == KeyRotation::per_block;
  if (rotation == KeyRotation::once)
    kernels.rotateKeys = kernels.attention + "_keys";
  return kernels;
}

int64_t mlir::rope::attentionKeySplits(const GpuAttentionKernels &kernels,
                                       int64_t batch, int64_t querySeq,
                                       int64_t keySeq,
                                       int64_t multiprocessors) {
  rules::GpuAttentionGrid grid;
  grid.positionsPerBlock = kernels.plan.positionsPerBlock;
  grid.kvHeads = kernels.kvHeads;
  grid.headBlocks = kernels.headBlocks;
  grid.minKeysPerSplit = kernels.plan.minKeysPerSplit;
  return rules::gpuAttentionKeySplits(grid, batch, querySeq, keySeq,
                                    multiprocessors);
}
