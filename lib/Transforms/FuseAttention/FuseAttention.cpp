//===- FuseAttention.cpp - linalg attention to rope.attention -----------===//
//
// Every softmax candidate is matched as the middle of an attention; each
// match is replaced by one rope.attention. With `report`, the pass says
// what it fused, why a candidate was left alone, and how many it fused per
// function, as remarks (Debian's LLVM builds pass statistics out).
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/Format.h"

#define DEBUG_TYPE "rope-fuse-attention"

namespace mlir::rope {
#define GEN_PASS_DEF_FUSEATTENTIONPASS
#include "rope/Transforms/Passes.h.inc"

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
      SmallVector<Operation *> candidates;
      function.walk([&](Operation *op) {
        if (isSoftmaxCandidate(op))
          candidates.push_back(op);
      });
      unsigned fused = 0;
      ErasedOps erased;
      IRRewriter rewriter(&getContext(), &erased);
      for (Operation *candidate : candidates) {
        if (erased.ops.contains(candidate))
          continue;
        std::string why;
        FailureOr<AttentionMatch> match = matchAttention(candidate, why);
        FailureOr<AttentionOp> attention =
            succeeded(match) ? buildAttention(rewriter, *match, why)
                             : FailureOr<AttentionOp>(failure());
        if (failed(attention)) {
          if (report)
            candidate->emitRemark()
                << "rope-fuse-attention: softmax not fused: " << why;
          continue;
        }
        ++fused;
        if (report)
          reportFused(*attention, match->groups);
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
