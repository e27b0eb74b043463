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

void mlir::rope::configureCpuKernels(Operation *root, int64_t vectorBits,
                                     bool amxTiles, bool bf16Dots) {
  root->walk([&](Operation *op) {
    if (auto apply = dyn_cast<ApplyOp>(op)) {
      if (!apply->hasAttr(CpuApplyPlanAttr::getAttrName()))
        apply->setAttr(CpuApplyPlanAttr::getAttrName(),
                       planCpuApply(apply, vectorBits));
      return;
    }
    auto attention = dyn_cast<AttentionOp>(op);
    if (!attention || attention->hasAttr(CpuAttentionPlanAttr::getAttrName()))
      return;
    if (CpuAttentionPlanAttr plan =
            planCpuAttention(attention, vectorBits, amxTiles, bf16Dots))
      attention->setAttr(CpuAttentionPlanAttr::getAttrName(), plan);
  });
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
    configureCpuKernels(getOperation(), vectorBits, amxTiles, bf16Dots);
  }
};
} // namespace
