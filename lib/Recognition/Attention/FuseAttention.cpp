//===- FuseAttention.cpp - linalg attention to rope.attention -----------===//
//
// Every contraction with one reduction is asked whether its elements are a
// softmax-weighted sum of values (AttentionElements.h); each that is gets
// replaced by one rope.attention. With `report`, the pass says
// what it fused, why a candidate was left alone, and how many it fused per
// function, as remarks (Debian's LLVM builds pass statistics out).
//
//===----------------------------------------------------------------------===//

#include "AttentionElements.h"
#include "rope/Recognition/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/Format.h"

#define DEBUG_TYPE "rope-fuse-attention"

namespace mlir::rope {
#define GEN_PASS_DEF_FUSEATTENTIONPASS
#include "rope/Recognition/Passes.h.inc"

namespace {
using namespace detail;

/// Remembers what the rewrites erased, so that a later candidate that went
/// with an earlier attention is skipped.
struct ErasedOps : RewriterBase::Listener {
  DenseSet<Operation *> ops;
  void notifyOperationErased(Operation *op) override { ops.insert(op); }
};

void reportFused(AttentionOp attention, int64_t groups) {
  InFlightDiagnostic remark = attention.emitRemark()
                              << "fused attention: layout "
                              << attention.getLayout().getAxes();
  if (attention.getCausal())
    remark << ", causal";
  if (attention.getBias())
    remark << ", bias";
  if (groups > 1)
    remark << ", GQA " << groups;
  std::string scale;
  llvm::raw_string_ostream(scale)
      << llvm::format("%.3g", attention.getScale()->convertToDouble());
  remark << ", scale " << scale;
}

struct FuseAttention : impl::FuseAttentionPassBase<FuseAttention> {
  using Base::Base;

  void runOnOperation() override {
    getOperation()->walk([&](FunctionOpInterface function) {
      unsigned fused = 0;
      ErasedOps erased;
      IRRewriter rewriter(&getContext(), &erased);
      // Every contraction that may sum softmax-weighted values.
      SmallVector<Operation *> contractions;
      function.walk([&](Operation *op) {
        auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
        if ((linalgOp && linalgOp.getNumReductionLoops() == 1 &&
             op->getNumResults() == 1) ||
            isNamedAttention(op))
          contractions.push_back(op);
      });
      for (Operation *candidate : contractions) {
        if (erased.ops.contains(candidate))
          continue;
        std::string why;
        bool near = false;
        FailureOr<ElementAttention> match =
            describeAttention(candidate, why, near);
        FailureOr<AttentionOp> attention =
            succeeded(match) ? buildElementAttention(rewriter, *match, why)
                             : FailureOr<AttentionOp>(failure());
        if (failed(attention)) {
          if (report && near)
            candidate->emitRemark()
                << "rope-fuse-attention: weighted sum not fused: " << why;
          continue;
        }
        ++fused;
        if (report)
          reportFused(*attention,
                      match->extents[kHead] / std::max<int64_t>(
                                                  1, match->extents[kKvHead]));
      }
      if (report)
        function.emitRemark()
            << "rope-fuse-attention: " << fused
            << (fused == 1 ? " attention" : " attentions") << " fused";
    });
  }
};

} // namespace
} // namespace mlir::rope
