//===- ConfigureCpuKernels.cpp - rope-configure-cpu-kernels ---------------===//
//
// Stores the plan of every rope.apply and rope.attention that has none:
// #rope.cpu_apply_plan (CpuApplyPlan.h), #rope.cpu_attention_plan
// (CpuAttentionPlan.h).
//
//===----------------------------------------------------------------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToVector/CpuApplyPlan.h"
#include "rope/Conversion/RopeToVector/CpuAttentionPlan.h"
#include "rope/Conversion/RopeToVector/RopeToVector.h"

#define DEBUG_TYPE "rope-configure-cpu-kernels"

namespace mlir::rope {
#define GEN_PASS_DEF_CONFIGURECPUKERNELSPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

LogicalResult mlir::rope::configureCpuKernels(Operation *root,
                                              int64_t vectorBits, bool amxTiles,
                                              bool bf16Dots,
                                              int64_t maxStackBytes) {
  WalkResult result = root->walk([&](Operation *op) {
    if (auto apply = dyn_cast<ApplyOp>(op)) {
      if (!apply->hasAttr(CpuApplyPlanAttr::getAttrName()))
        apply->setAttr(CpuApplyPlanAttr::getAttrName(),
                       planCpuApply(apply, vectorBits));
      return WalkResult::advance();
    }
    auto attention = dyn_cast<AttentionOp>(op);
    if (!attention || attention->hasAttr(CpuAttentionPlanAttr::getAttrName()))
      return WalkResult::advance();
    CpuAttentionPlanAttr plan = planCpuAttention(attention, vectorBits, amxTiles,
                                                 bf16Dots, maxStackBytes);
    if (!plan)
      return WalkResult::advance();
    const int64_t stack = cpuAttentionStackBytes(attention, plan);
    if (stack > maxStackBytes) {
      attention.emitError("rope-configure-cpu-kernels: the smallest work "
                          "item's tiles take ")
          << stack << " bytes of stack, above the " << maxStackBytes
          << " allowed";
      return WalkResult::interrupt();
    }
    attention->setAttr(CpuAttentionPlanAttr::getAttrName(), plan);
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {
struct ConfigureCpuKernels
    : mlir::rope::impl::ConfigureCpuKernelsPassBase<ConfigureCpuKernels> {
  using Base::Base;
  void runOnOperation() override {
    if (std::string error = checkVectorBits(vectorBits); !error.empty()) {
      getOperation()->emitError(getArgument()) << ": " << error;
      return signalPassFailure();
    }
    if (failed(configureCpuKernels(getOperation(), vectorBits, amxTiles,
                                   bf16Dots, maxStackBytes)))
      return signalPassFailure();
  }
};
} // namespace
