//===- ExpandStridedCopies.cpp - memref.copy of strided views as loops ----===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

#define DEBUG_TYPE "rope-expand-strided-copies"

namespace mlir::rope {
#define GEN_PASS_DEF_EXPANDSTRIDEDCOPIESPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
/// True when MemRefToLLVM lowers a copy of `type` to a memcpy: the same
/// test it applies (identity layout, or static and row-major contiguous).
bool copiesAsMemcpy(MemRefType type) {
  return type.getLayout().isIdentity() ||
         memref::isStaticShapeAndContiguousRowMajor(type);
}

/// A copy between ranked views that MemRefToLLVM would not make a memcpy
/// (unranked copies have no linalg form and stay as they are).
bool needsLoops(memref::CopyOp copy) {
  auto source = dyn_cast<MemRefType>(copy.getSource().getType());
  auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
  return source && target &&
         !(copiesAsMemcpy(source) && copiesAsMemcpy(target));
}

struct ExpandStridedCopies
    : impl::ExpandStridedCopiesPassBase<ExpandStridedCopies> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation()->walk([&](memref::CopyOp copy) {
      if (needsLoops(copy))
        copies.push_back(copy);
    });
    IRRewriter rewriter(&getContext());
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
  }
};
} // namespace
} // namespace mlir::rope
