//===- ReplaceOps.cpp - What replacing an attention makes dead ------------===//

#include "AttentionElements.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::rope::detail {
namespace {

/// Operations whose operands may be defined by ops `op` keeps alive: `op`
/// and everything nested in it (a body reads constants defined above).
void pushProducers(Operation *op, SmallVectorImpl<Operation *> &worklist) {
  op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands()) {
      Operation *producer = operand.getDefiningOp();
      if (producer && !op->isProperAncestor(producer))
        worklist.push_back(producer);
    }
  });
}

} // namespace

LogicalResult reject(std::string &why, const Twine &reason) {
  if (why.empty())
    why = reason.str();
  return failure();
}

void eraseAll(RewriterBase &rewriter, const DenseSet<Operation *> &ops) {
  SmallVector<Operation *> pending(ops.begin(), ops.end());
  for (bool erased = true; erased;) {
    erased = false;
    for (Operation *&op : pending) {
      if (op && op->use_empty()) {
        rewriter.eraseOp(op);
        op = nullptr;
        erased = true;
      }
    }
  }
}

DenseSet<Operation *> getOpsDeadAfterReplacing(Operation *root) {
  DenseSet<Operation *> dead{root};
  SmallVector<Operation *> worklist;
  pushProducers(root, worklist);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    // A named attention op of another dialect is pure on tensors, though
    // unregistered it declares nothing.
    if (dead.contains(op) || !(isMemoryEffectFree(op) || isNamedAttention(op)))
      continue;
    bool onlyDeadUsers = llvm::all_of(op->getUsers(), [&](Operation *user) {
      Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
      return ancestor && dead.contains(ancestor);
    });
    if (!onlyDeadUsers)
      continue;
    dead.insert(op);
    pushProducers(op, worklist);
  }
  return dead;
}

} // namespace mlir::rope::detail
