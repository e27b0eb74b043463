//===- DecomposeAggregates.cpp - linalg.softmax into its parts ------------===//
//
// linalg.softmax is not a LinalgOp: bufferization and linalg-to-loops do
// not see it. Its own decomposition (linalg::AggregatedOpInterface) gives
// generics both handle.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {
#define GEN_PASS_DEF_DECOMPOSEAGGREGATESPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
struct DecomposeAggregates
    : impl::DecomposeAggregatesPassBase<DecomposeAggregates> {
  void runOnOperation() override {
    SmallVector<linalg::AggregatedOpInterface> aggregates;
    getOperation()->walk([&](linalg::AggregatedOpInterface op) {
      // On buffers the decomposition would need results it cannot make.
      if (llvm::all_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>) &&
          op->getNumResults() > 0)
        aggregates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::AggregatedOpInterface op : aggregates) {
      rewriter.setInsertionPoint(op);
      FailureOr<SmallVector<Value>> parts = op.decomposeOperation(rewriter);
      if (failed(parts)) {
        op->emitOpError("could not be decomposed into simpler linalg ops");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *parts);
    }
  }
};
} // namespace
} // namespace mlir::rope
