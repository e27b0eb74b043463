//===- CpuApplyPlan.cpp - The plan of one CPU rope.apply ------------------===//

#include "rope/Conversion/RopeToVector/CpuApplyPlan.h"

using namespace mlir;
using namespace mlir::rope;

CpuApplyPlanAttr mlir::rope::planCpuApply(ApplyOp op, int64_t vectorBits) {
  return CpuApplyPlanAttr::get(
      op.getContext(), vectorBits,
      op.getRopeConfig().headDim <= kMaxUnrolledHeadDim);
}

CpuApplyPlanAttr mlir::rope::getCpuApplyPlan(ApplyOp op, int64_t vectorBits) {
  if (auto plan = op->getAttrOfType<CpuApplyPlanAttr>(
          CpuApplyPlanAttr::getAttrName()))
    return plan;
  return planCpuApply(op, vectorBits);
}

LogicalResult mlir::rope::checkCpuApplyPlan(ApplyOp op, CpuApplyPlanAttr plan) {
  const int64_t headDim = op.getRopeConfig().headDim;
  if (plan.getUnrolled() && headDim > kMaxUnrolledHeadDim)
    return op.emitOpError("has a CPU apply plan that unrolls rows of head dim ")
           << headDim << ", above " << kMaxUnrolledHeadDim;
  return success();
}
