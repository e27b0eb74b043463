//===- BuildAttention.cpp - One rope.attention in place of the chain ------===//

#include "AttentionMatch.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::rope::detail {
namespace {

/// [B, S, H, D] <-> [B, H, S, D].
constexpr int64_t kSwapSeqAndHeads[] = {0, 2, 1, 3};

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

/// rope.attention refuses what its verifier refuses; say so as a reason,
/// not as an error.
LogicalResult verifySilently(Operation *op) {
  ScopedDiagnosticHandler silence(op->getContext(),
                                  [](Diagnostic &) { return success(); });
  return verify(op, /*verifyRecursively=*/false);
}

RankedTensorType swapSeqAndHeads(RankedTensorType type) {
  SmallVector<int64_t> shape(type.getShape());
  applyPermutationToVector(shape, kSwapSeqAndHeads);
  return type.clone(shape);
}

Value transposeSeqAndHeads(OpBuilder &builder, Location loc, Value value) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(builder, loc, value);
  applyPermutationToVector(sizes, kSwapSeqAndHeads);
  Value init =
      tensor::EmptyOp::create(builder, loc, sizes, getElementTypeOrSelf(value));
  return linalg::TransposeOp::create(builder, loc, value, init,
                                     kSwapSeqAndHeads)
      ->getResult(0);
}

/// Users first: an op goes once nothing uses it.
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

} // namespace

DenseSet<Operation *> getOpsDeadAfterReplacing(Operation *root) {
  DenseSet<Operation *> dead{root};
  SmallVector<Operation *> worklist;
  pushProducers(root, worklist);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (dead.contains(op) || !isMemoryEffectFree(op))
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

FailureOr<AttentionOp> buildAttention(RewriterBase &rewriter,
                                      const AttentionMatch &match,
                                      std::string &why) {
  auto qType = cast<RankedTensorType>(match.q.getType());
  auto vType = cast<RankedTensorType>(match.v.getType());
  SmallVector<int64_t> shape(qType.getShape());
  shape.back() = vType.getShape().back();
  auto type = RankedTensorType::get(shape, qType.getElementType());
  Type replacedType = match.result.getType();
  if (!tensor::CastOp::areCastCompatible(
          match.resultInLayout ? type : swapSeqAndHeads(type), replacedType))
    return reject(why, "the attention result type does not fit the output");

  Operation *root = match.result.getDefiningOp();
  Location loc = match.softmax->getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(root);
  Value bias = match.modifiers.bias.tensor;
  tensor::CollapseShapeOp unitBias;
  if (bias && match.modifiers.bias.dropUnitBatchHeads) {
    unitBias = tensor::CollapseShapeOp::create(
        rewriter, loc, bias, ArrayRef<ReassociationIndices>{{0, 1, 2}, {3}});
    bias = unitBias.getResult();
  }
  const PositionSource &qPositions = match.qPositions;
  const PositionSource &kPositions = match.kPositions;
  auto attention = AttentionOp::create(
      rewriter, loc, type, match.q, match.k, match.v, qPositions.offset,
      kPositions.offset, qPositions.positions, kPositions.positions, bias,
      LayoutAttr::get(rewriter.getContext(), match.layout), match.params,
      rewriter.getI64IntegerAttr(qPositions.staticOffset),
      rewriter.getI64IntegerAttr(kPositions.staticOffset),
      rewriter.getF64FloatAttr(match.modifiers.scale),
      match.modifiers.causal ? rewriter.getUnitAttr() : UnitAttr(),
      match.keysRotated ? rewriter.getUnitAttr() : UnitAttr());
  if (failed(verifySilently(attention))) {
    rewriter.eraseOp(attention);
    if (unitBias)
      rewriter.eraseOp(unitBias);
    return reject(why, "rope.attention does not accept these operands");
  }

  Value replacement = attention.getResult();
  if (!match.resultInLayout)
    replacement = transposeSeqAndHeads(rewriter, loc, replacement);
  if (replacement.getType() != replacedType)
    replacement =
        tensor::CastOp::create(rewriter, loc, replacedType, replacement);
  DenseSet<Operation *> dead = getOpsDeadAfterReplacing(root);
  rewriter.replaceAllUsesWith(match.result, replacement);
  eraseAll(rewriter, dead);
  return attention;
}

} // namespace mlir::rope::detail
