//===- RaiseState.cpp - What rope-raise's rewrites share ------------------===//

#include "RaiseState.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::rope::raise;

bool mlir::rope::raise::verifiesQuietly(Operation *op) {
  ScopedDiagnosticHandler silence(op->getContext(),
                                  [](Diagnostic &) { return success(); });
  return succeeded(verify(op, /*verifyRecursively=*/false));
}

void RaiseState::replace(Operation *root, Operation *raisedOp,
                         RaisedForm form, Value replacement) {
  if (replacement)
    root->getResult(0).replaceAllUsesWith(replacement);
  else
    root->replaceAllUsesWith(raisedOp);
  consumed.insert(root);
  nearMisses.erase(root);
  raised[raisedOp] = std::move(form);
}

void RaiseState::reportNearMisses() {
  for (auto &[root, why] : nearMisses)
    root->emitRemark() << "rope-raise: not a rotation: " << why;
  nearMisses.clear();
}

RaisedForm RaiseState::release(Operation *ropeOp) {
  RaisedForm form = raised.lookup(ropeOp);
  raised.erase(ropeOp);
  consumed.insert(ropeOp);
  return form;
}

void RaiseState::eraseDeadOps() {
  SmallVector<Operation *> worklist(consumed.begin(), consumed.end());
  llvm::append_range(worklist, tables.created());
  for (auto &entry : derivedValues)
    if (Operation *def = entry.second.getDefiningOp())
      worklist.push_back(def);
  derivedValues.clear();
  llvm::SmallPtrSet<Operation *, 16> erased;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    // Values used inside regions (a linalg body's constants) count too.
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *def = operand.getDefiningOp();
            def && !op->isAncestor(def))
          worklist.push_back(def);
    });
    erased.insert(op);
    op->walk([&](Operation *nested) { nearMisses.erase(nested); });
    op->erase();
  }
  consumed.clear();
}

SmallVector<Operation *> RaiseState::tensorResultOps() {
  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) {
    if (op->getNumResults() == 1 &&
        isa<RankedTensorType>(op->getResultTypes()[0]))
      ops.push_back(op);
  });
  return ops;
}

void RaiseState::forEachUsedResult(
    function_ref<void(Operation *root, Value result)> visit) {
  for (Operation *root : tensorResultOps())
    if (!root->getResult(0).use_empty())
      visit(root, root->getResult(0));
}

Value RaiseState::derived(Value source, int64_t key,
                          function_ref<Value(OpBuilder &, Location)> make) {
  auto [it, inserted] = derivedValues.try_emplace({source, key});
  if (!inserted)
    return it->second;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointAfterValue(source);
  it->second = make(builder, source.getLoc());
  return it->second;
}
