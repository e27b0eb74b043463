//===- Legality.cpp - What a rope lowering leaves behind ------------------===//

#include "rope/Conversion/Utils/Legality.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

LogicalResult mlir::rope::checkLoweringExists(Operation *root,
                                              const ConversionTarget &target,
                                              const RopeLoweringScope &scope) {
  bool missing = false;
  root->walk([&](Operation *op) {
    StringRef name = op->getName().getStringRef();
    if (!target.isIllegal(op) || llvm::is_contained(scope.loweredOps, name))
      return;
    InFlightDiagnostic diag = op->emitOpError()
                              << "has no lowering on the " << scope.targetName
                              << " target";
    diag.attachNote() << scope.passArgument << " lowers "
                      << llvm::join(scope.loweredOps, ", ");
    missing = true;
  });
  return failure(missing);
}

LogicalResult mlir::rope::applyRopeConversion(Operation *root,
                                              const ConversionTarget &target,
                                              const RopeLoweringScope &scope,
                                              RewritePatternSet &&patterns) {
  if (failed(checkLoweringExists(root, target, scope)))
    return failure();
  // The lowerings build whole loop nests on tensors; the greedy driver
  // applies them as they are, and the target says what must be gone after.
  if (failed(applyPatternsGreedily(root, std::move(patterns))))
    return failure();
  bool left = false;
  root->walk([&](Operation *op) {
    if (!target.isIllegal(op))
      return;
    op->emitOpError() << "was not lowered by " << scope.passArgument
                      << " on the " << scope.targetName << " target";
    left = true;
  });
  return failure(left);
}
