//===- MergeQueryKeyPairs.cpp - Two rotations sharing tables as one op ----===//
//
// Queries and keys are rotated with the same cos/sin (or the same
// parameters and positions); one two-input rope op computes them once.
//
//===----------------------------------------------------------------------===//

#include "RaiseState.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/Dominance.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// True when `a` and `b` differ only in their one input (the same input
/// twice is left to CSE).
bool sameRotation(Operation *a, Operation *b) {
  if (a->getName() != b->getName() || a->getNumResults() != 1 ||
      a->getOperand(0) == b->getOperand(0) || b->getNumResults() != 1 ||
      a->getBlock() != b->getBlock() ||
      a->getAttrDictionary() != b->getAttrDictionary() ||
      a->getPropertiesAsAttribute() != b->getPropertiesAsAttribute())
    return false;
  // Operand 0 is the input; the rest (tables, positions) must be the same.
  return llvm::equal(a->getOperands().drop_front(),
                     b->getOperands().drop_front());
}

/// The same op with `inputs` in place of its one input.
Operation *withInputs(OpBuilder &builder, Operation *op, ValueRange inputs) {
  if (auto table = dyn_cast<ApplyTableOp>(op))
    return ApplyTableOp::create(builder, op->getLoc(), inputs, table.getCos(),
                                table.getSin(), table.getOffset(),
                                table.getBatchOffsets(), table.getPositions(),
                                table.getLayout(), table.getParams(),
                                table.getStaticOffset(), table.getInverse());
  auto apply = cast<ApplyOp>(op);
  return ApplyOp::create(builder, op->getLoc(), inputs, apply.getOffset(),
                         apply.getBatchOffsets(), apply.getPositions(),
                         apply.getLayout(), apply.getParams(),
                         apply.getStaticOffset(), apply.getInverse());
}

/// Where a merge of `first` and `second` (later in the block) can go: at
/// `first` when `second`'s input is defined before it, else at `second`
/// when nothing uses `first` before that.
Operation *mergePoint(Operation *first, Operation *second,
                      DominanceInfo &dominance) {
  if (dominance.properlyDominates(second->getOperand(0), first))
    return first;
  for (Operation *user : first->getUsers())
    if (!dominance.properlyDominates(second, user))
      return nullptr;
  return second;
}

} // namespace

void mlir::rope::raise::mergeQueryKeyPairs(RaiseState &state) {
  DominanceInfo dominance(state.func);
  SmallVector<Operation *> singles;
  for (auto &[op, form] : state.raised)
    if (isa<ApplyTableOp, ApplyOp>(op) && op->getNumResults() == 1)
      singles.push_back(op);
  llvm::SmallPtrSet<Operation *, 8> merged;
  for (auto [i, first] : llvm::enumerate(singles)) {
    if (merged.contains(first))
      continue;
    for (Operation *second : ArrayRef(singles).drop_front(i + 1)) {
      if (merged.contains(second) || !sameRotation(first, second))
        continue;
      auto [earlier, later] = first->isBeforeInBlock(second)
                                  ? std::pair{first, second}
                                  : std::pair{second, first};
      Operation *point = mergePoint(earlier, later, dominance);
      if (!point)
        continue;
      state.builder.setInsertionPoint(point);
      Operation *pair =
          withInputs(state.builder, earlier,
                     {earlier->getOperand(0), later->getOperand(0)});
      if (!verifiesQuietly(pair)) {
        pair->erase();
        continue;
      }
      RaisedForm form = state.release(earlier);
      form.rotations += state.release(later).rotations;
      earlier->getResult(0).replaceAllUsesWith(pair->getResult(0));
      later->getResult(0).replaceAllUsesWith(pair->getResult(1));
      form.pattern += " q/k pair";
      state.raised[pair] = form;
      merged.insert(earlier);
      merged.insert(later);
      break;
    }
  }
}
