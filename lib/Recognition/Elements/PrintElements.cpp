//===- PrintElements.cpp - What one element of a tensor is ----------------===//

#include "rope/Recognition/Elements/ElementEvaluator.h"
#include "rope/Recognition/Passes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"

namespace mlir::rope {
#define GEN_PASS_DEF_PRINTELEMENTSPASS
#include "rope/Recognition/Passes.h.inc"

namespace {
using namespace elements;

/// The attribute that asks for an op's element.
constexpr StringLiteral kPrintElement = "rope.print_element";

struct PrintElements : impl::PrintElementsPassBase<PrintElements> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (!op->hasAttr(kPrintElement))
        return;
      auto type = op->getNumResults() == 0
                      ? RankedTensorType()
                      : dyn_cast<RankedTensorType>(op->getResult(0).getType());
      if (!type) {
        op->emitRemark() << "element: not a ranked tensor result";
        return;
      }
      ExprContext exprs(op->getContext(), type.getRank());
      SmallVector<const Expr *> indices;
      for (int64_t axis = 0; axis < type.getRank(); ++axis) {
        if (!type.isDynamicDim(axis))
          exprs.setDimExtent(axis, type.getDimSize(axis));
        indices.push_back(exprs.dim(getAffineDimExpr(axis, op->getContext()),
                                    IndexType::get(op->getContext())));
      }
      Evaluator eval(exprs);
      std::string text;
      llvm::raw_string_ostream os(text);
      print(eval.element(op->getResult(0), indices), os);
      op->emitRemark() << "element: " << text;
    });
  }
};

} // namespace
} // namespace mlir::rope
