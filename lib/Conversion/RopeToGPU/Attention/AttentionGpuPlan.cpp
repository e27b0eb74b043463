//===- AttentionGpuPlan.cpp - Work split of the tensor-core attention -----===//

#include "rope/Conversion/RopeToGPU/AttentionGpuPlan.h"

#include "llvm/ADT/Twine.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::rope;

namespace {
/// Padding per shared-memory row, in elements: 16 bytes of bf16 / f16.
constexpr int64_t kRowPadding = 8;
/// Register budget: the accumulators of D = 256 (128 f32 per lane for O
/// plus 32 for S) still fit 255 registers; more would spill.
constexpr int64_t kMaxHeadDim = 256;

LogicalResult fail(std::string &error, const llvm::Twine &message) {
  error = message.str();
  return failure();
}

LogicalResult checkHeadDim(int64_t dim, const char *what, std::string &error) {
  if (dim <= 0 || dim % 16 != 0 || dim > kMaxHeadDim)
    return fail(error, llvm::Twine("the tensor-core attention needs a ") +
                           what + " that is a multiple of 16 up to " +
                           llvm::Twine(kMaxHeadDim) + ", not " +
                           llvm::Twine(dim));
  return success();
}
} // namespace

FailureOr<GpuAttentionPlan>
mlir::rope::planGpuAttention(const GpuAttentionShape &shape,
                             const GpuAttentionTarget &target,
                             std::string &error) {
  if (shape.elementBytes != 2) {
    (void)fail(error, "the tensor-core attention takes bf16 or f16 tensors");
    return failure();
  }
  if (failed(checkHeadDim(shape.headDim, "head dim", error)) ||
      failed(checkHeadDim(shape.valueDim, "value head dim", error)))
    return failure();
  if (shape.kvHeads <= 0 || shape.queryHeads <= 0 ||
      shape.queryHeads % shape.kvHeads != 0) {
    (void)fail(error, "query heads must be a multiple of the kv heads");
    return failure();
  }
  GpuAttentionPlan plan;
  plan.queryInRegisters = shape.headDim <= kMaxRegisterQueryDim;
  // Each head of a group takes whole warps (16 rows each).
  int64_t groups = shape.queryHeads / shape.kvHeads;
  for (int64_t heads = plan.warps; heads >= 1; heads /= 2)
    if (groups % heads == 0) {
      plan.headsPerBlock = heads;
      break;
    }
  layOutGpuAttention(shape, plan);
  if (plan.sharedBytes > target.maxSharedBytes) {
    (void)fail(error, "the attention tiles need " +
                          llvm::Twine(plan.sharedBytes) +
                          " bytes of shared memory, more than the chip's " +
                          llvm::Twine(target.maxSharedBytes));
    return failure();
  }
  return plan;
}

void mlir::rope::layOutGpuAttention(const GpuAttentionShape &shape,
                                    GpuAttentionPlan &plan) {
  plan.keyPitch = shape.headDim + kRowPadding;
  plan.valuePitch = shape.valueDim + kRowPadding;
  plan.keyTileBytes = plan.blockKeys * plan.keyPitch * shape.elementBytes;
  plan.valueTileBytes = plan.blockKeys * plan.valuePitch * shape.elementBytes;
  plan.queryTileBytes = plan.blockRows * plan.keyPitch * shape.elementBytes;
  int64_t offset = 0;
  for (int64_t &key : plan.keyOffsets) {
    key = offset;
    offset += plan.keyTileBytes;
  }
  for (int64_t &value : plan.valueOffsets) {
    value = offset;
    offset += plan.valueTileBytes;
  }
  // Q fits the second value buffer when its rows are no wider and it is
  // read only once, before the first value prefetch.
  if (plan.queryInRegisters && plan.queryTileBytes <= plan.valueTileBytes) {
    plan.queryOffset = plan.valueOffsets[1];
  } else {
    plan.queryOffset = offset;
    offset += plan.queryTileBytes;
  }
  plan.sharedBytes = offset;
  plan.positionsPerBlock = plan.blockRows / plan.headsPerBlock;
}
