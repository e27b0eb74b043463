//===- CpuApplyPlan.h - The plan of one CPU rope.apply ----------*- C++ -*-===//
//
// The CPU rotation kernel's plan is chosen once, by
// rope-configure-cpu-kernels, and stored on the op as a
// #rope.cpu_apply_plan: the vector width, and whether each row is unrolled
// into straight-line vector code or left to convert-rope-to-linalg's loops.
// The lowering and the manifest read the attribute.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_CPUAPPLYPLAN_H
#define ROPE_CONVERSION_ROPETOVECTOR_CPUAPPLYPLAN_H

#include "rope/Dialect/Rope/IR/RopeOps.h"

namespace mlir::rope {

/// Rows up to this head dim are unrolled into straight-line vector code (a
/// token's angles are one vector of R/2 lanes); longer rows are left to
/// convert-rope-to-linalg, whose loops keep compile time linear in the
/// head dim. No released model has a head dim above 256.
constexpr int64_t kMaxUnrolledHeadDim = 512;

/// The plan of `op` for registers of `vectorBits` bits.
CpuApplyPlanAttr planCpuApply(ApplyOp op, int64_t vectorBits);

/// `op`'s stored plan, else the one planCpuApply chooses.
CpuApplyPlanAttr getCpuApplyPlan(ApplyOp op, int64_t vectorBits);

/// Fails with an error at `op` when `plan` does not fit it: rows unrolled
/// beyond kMaxUnrolledHeadDim.
LogicalResult checkCpuApplyPlan(ApplyOp op, CpuApplyPlanAttr plan);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOVECTOR_CPUAPPLYPLAN_H
