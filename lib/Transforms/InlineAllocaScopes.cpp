//===- InlineAllocaScopes.cpp - Inline scopes that allocate nothing -------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

#define DEBUG_TYPE "rope-inline-alloca-scopes"

namespace mlir::rope {
#define GEN_PASS_DEF_INLINEALLOCASCOPESPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
struct InlineAllocaScopes
    : impl::InlineAllocaScopesPassBase<InlineAllocaScopes> {
  void runOnOperation() override {
    SmallVector<memref::AllocaScopeOp> scopes;
    getOperation()->walk([&](memref::AllocaScopeOp scope) {
      bool allocates = scope
                           ->walk([](memref::AllocaOp) {
                             return WalkResult::interrupt();
                           })
                           .wasInterrupted();
      if (!allocates)
        scopes.push_back(scope);
    });
    IRRewriter rewriter(&getContext());
    for (memref::AllocaScopeOp scope : scopes) {
      Block &body = scope.getBodyRegion().front();
      auto terminator = cast<memref::AllocaScopeReturnOp>(body.getTerminator());
      SmallVector<Value> results(terminator.getResults());
      rewriter.eraseOp(terminator);
      rewriter.inlineBlockBefore(&body, scope);
      rewriter.replaceOp(scope, results);
    }
  }
};
} // namespace
} // namespace mlir::rope
