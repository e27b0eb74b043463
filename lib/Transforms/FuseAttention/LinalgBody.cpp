//===- LinalgBody.cpp - Questions about linalg ops and their bodies -------===//

#include "AttentionMatch.h"

#include "mlir/IR/Matchers.h"

namespace mlir::rope::detail {

LogicalResult reject(std::string &why, const Twine &reason) {
  if (why.empty())
    why = reason.str();
  return failure();
}

Value getYieldedValue(linalg::LinalgOp op) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty())
    return {};
  auto yield = dyn_cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return {};
  return yield.getOperand(0);
}

OpOperand *getOperandOfBodyArg(linalg::LinalgOp op, Value bodyValue) {
  auto arg = dyn_cast<BlockArgument>(bodyValue);
  if (!arg || arg.getOwner() != op.getBlock())
    return nullptr;
  return op.getMatchingOpOperand(arg);
}

std::optional<APFloat> getFloatConstant(linalg::LinalgOp op, Value bodyValue) {
  FloatAttr scalar;
  if (matchPattern(bodyValue, m_Constant(&scalar)))
    return scalar.getValue();
  OpOperand *operand = getOperandOfBodyArg(op, bodyValue);
  DenseFPElementsAttr splat;
  if (operand && op.isDpsInput(operand) &&
      matchPattern(operand->get(), m_Constant(&splat)) && splat.isSplat())
    return splat.getSplatValue<APFloat>();
  return std::nullopt;
}

bool isZeroFilled(Value init) {
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.value(), m_AnyZeroFloat());
  return matchPattern(init, m_AnyZeroFloat());
}

bool isRank4Elementwise(linalg::LinalgOp op) {
  return op.getNumLoops() == 4 && op.getNumDpsInits() == 1 &&
         op->getNumResults() == 1 &&
         op.getNumParallelLoops() == op.getNumLoops() &&
         op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity();
}

Value getConversionInput(Value value, bool widening) {
  auto op = value.getDefiningOp<linalg::LinalgOp>();
  if (!op || !isRank4Elementwise(op) || op.getNumDpsInputs() != 1)
    return {};
  OpOperand *input = op.getDpsInputOperand(0);
  if (!op.getMatchingIndexingMap(input).isIdentity())
    return {};
  Value yielded = getYieldedValue(op);
  Operation *convert = yielded ? yielded.getDefiningOp() : nullptr;
  bool matches = widening ? isa_and_nonnull<arith::ExtFOp>(convert)
                          : isa_and_nonnull<arith::TruncFOp>(convert);
  if (!matches || getOperandOfBodyArg(op, convert->getOperand(0)) != input)
    return {};
  return input->get();
}

bool isUsedOnlyBy(Value value, ArrayRef<Operation *> users) {
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    return llvm::is_contained(users, user);
  });
}

Value getTransposeInput(Value value, ArrayRef<int64_t> permutation) {
  auto transpose = value.getDefiningOp<linalg::TransposeOp>();
  if (!transpose || transpose.getPermutation() != permutation)
    return {};
  return transpose.getInput();
}

bool mergesBatchAndHeads(ArrayRef<ReassociationIndices> reassociation) {
  return reassociation.size() == 3 &&
         reassociation[0] == ReassociationIndices{0, 1} &&
         reassociation[1] == ReassociationIndices{2} &&
         reassociation[2] == ReassociationIndices{3};
}

} // namespace mlir::rope::detail
