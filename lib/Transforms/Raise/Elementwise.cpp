//===- Elementwise.cpp - Elementwise tensor ops seen by rope-raise --------===//

#include "Elementwise.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::rope::raise;

bool AxisMapped::readsWholly(Value result) const {
  if (value.getType() != result.getType())
    return false;
  for (auto [axis, source] : llvm::enumerate(axisOf))
    if (source != static_cast<int64_t>(axis))
      return false;
  return true;
}

namespace {

SmallVector<int64_t> identityAxes(int64_t rank) {
  return llvm::to_vector(llvm::seq<int64_t>(0, rank));
}

std::optional<double> floatConstant(Value v) {
  FloatAttr attr;
  if (matchPattern(v, m_Constant(&attr)))
    return attr.getValueAsDouble();
  return std::nullopt;
}

/// For each loop dim of `map`, the axis of the operand that it indexes
/// (-1 when none). Every operand axis must be a loop dim used once, or the
/// constant 0 on an axis of static extent 1.
std::optional<SmallVector<int64_t>> axesOfMap(AffineMap map, Type operand) {
  auto type = dyn_cast<RankedTensorType>(operand);
  if (!type || map.getNumSymbols() != 0 ||
      map.getNumResults() != static_cast<unsigned>(type.getRank()))
    return std::nullopt;
  SmallVector<int64_t> axisOf(map.getNumDims(), -1);
  for (auto [axis, expr] : llvm::enumerate(map.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (axisOf[dim.getPosition()] != -1)
        return std::nullopt;
      axisOf[dim.getPosition()] = axis;
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0 || type.getDimSize(axis) != 1)
      return std::nullopt;
  }
  return axisOf;
}

/// A linalg op whose loops are its result's axes, all parallel, with one
/// tensor result.
bool isElementwiseShaped(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics())
    return false;
  if (op.getNumParallelLoops() != op.getNumLoops())
    return false;
  AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  return out.isIdentity() &&
         out.getNumDims() ==
             cast<ShapedType>(op->getResult(0).getType()).getRank();
}

/// A scalar of a linalg body: an input (by index) or a constant.
struct BodyTerm {
  int64_t input = -1;
  std::optional<double> constant;
};

BodyTerm resolve(linalg::LinalgOp op, Value scalar) {
  if (auto arg = dyn_cast<BlockArgument>(scalar);
      arg && arg.getOwner() == op.getBlock()) {
    int64_t index = arg.getArgNumber();
    if (index >= op.getNumDpsInputs())
      return {};
    if (auto splat = splatValue(op.getDpsInputOperand(index)->get()))
      return {-1, splat};
    return {index, std::nullopt};
  }
  return {-1, floatConstant(scalar)};
}

/// `s` without a multiplication by the constant 1 (torch's `alpha`).
Value withoutUnitScale(linalg::LinalgOp op, Value s) {
  auto mul = s.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return s;
  if (resolve(op, mul.getRhs()).constant == 1.0)
    return mul.getLhs();
  if (resolve(op, mul.getLhs()).constant == 1.0)
    return mul.getRhs();
  return s;
}

std::optional<Elementwise> fromLinalg(linalg::LinalgOp op) {
  if (!isElementwiseShaped(op))
    return std::nullopt;
  auto yield = dyn_cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  Operation *payload = yield.getOperand(0).getDefiningOp();
  if (!payload || payload->getBlock() != op.getBlock())
    return std::nullopt;

  auto operand = [&](int64_t input) -> std::optional<AxisMapped> {
    OpOperand *use = op.getDpsInputOperand(input);
    auto axes = axesOfMap(op.getMatchingIndexingMap(use), use->get().getType());
    if (!axes)
      return std::nullopt;
    return AxisMapped{use->get(), *axes};
  };
  auto build = [&](ElementwiseKind kind,
                   ArrayRef<int64_t> inputs) -> std::optional<Elementwise> {
    Elementwise result{kind, {}};
    for (int64_t input : inputs) {
      std::optional<AxisMapped> mapped = operand(input);
      if (!mapped)
        return std::nullopt;
      result.operands.push_back(*mapped);
    }
    return result;
  };

  if (auto neg = dyn_cast<arith::NegFOp>(payload)) {
    BodyTerm x = resolve(op, neg.getOperand());
    if (x.input < 0)
      return std::nullopt;
    return build(ElementwiseKind::Neg, {x.input});
  }
  if (!isa<arith::AddFOp, arith::SubFOp, arith::MulFOp>(payload))
    return std::nullopt;
  BodyTerm lhs = resolve(op, withoutUnitScale(op, payload->getOperand(0)));
  BodyTerm rhs = resolve(op, withoutUnitScale(op, payload->getOperand(1)));
  if (isa<arith::MulFOp>(payload)) {
    if (lhs.input >= 0 && rhs.constant == -1.0)
      return build(ElementwiseKind::Neg, {lhs.input});
    if (rhs.input >= 0 && lhs.constant == -1.0)
      return build(ElementwiseKind::Neg, {rhs.input});
  }
  if (lhs.input < 0 || rhs.input < 0)
    return std::nullopt;
  ElementwiseKind kind = isa<arith::AddFOp>(payload)   ? ElementwiseKind::Add
                         : isa<arith::SubFOp>(payload) ? ElementwiseKind::Sub
                                                       : ElementwiseKind::Mul;
  return build(kind, {lhs.input, rhs.input});
}

/// A contraction into zeros whose reduced loops all have extent 1: the
/// product of its two operands, element for element. torch's matmul of a
/// column by a row (HF's `inv_freq @ position_ids`) lowers to one.
std::optional<Elementwise> fromUnitContraction(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !op.hasPureTensorSemantics() ||
      op.getNumReductionLoops() == 0 ||
      !isa<FloatType>(getElementTypeOrSelf(op->getResult(0).getType())) ||
      !linalg::isaContractionOpInterface(op) ||
      splatValue(op.getDpsInitOperand(0)->get()) != 0.0)
    return std::nullopt;
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [extent, iterator] : llvm::zip_equal(extents, iterators))
    if (iterator == utils::IteratorType::reduction && extent != 1)
      return std::nullopt;
  // Result axis r is loop outLoop[r]; the reduced loops read unit axes.
  AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  SmallVector<int64_t> outLoop;
  for (AffineExpr expr : out.getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim)
      return std::nullopt;
    outLoop.push_back(dim.getPosition());
  }
  Elementwise result{ElementwiseKind::Mul, {}};
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto loopAxes = axesOfMap(op.getMatchingIndexingMap(input),
                              input->get().getType());
    if (!loopAxes)
      return std::nullopt;
    AxisMapped mapped{input->get(), {}};
    for (int64_t loop : outLoop)
      mapped.axisOf.push_back((*loopAxes)[loop]);
    result.operands.push_back(mapped);
  }
  return result;
}

/// arith ops applied to whole tensors of one shape.
std::optional<Elementwise> fromArith(Operation *op) {
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type ||
      !llvm::all_of(op->getOperandTypes(), [&](Type t) { return t == type; }))
    return std::nullopt;
  ElementwiseKind kind;
  if (isa<arith::AddFOp>(op))
    kind = ElementwiseKind::Add;
  else if (isa<arith::SubFOp>(op))
    kind = ElementwiseKind::Sub;
  else if (isa<arith::MulFOp>(op))
    kind = ElementwiseKind::Mul;
  else if (isa<arith::NegFOp>(op))
    kind = ElementwiseKind::Neg;
  else
    return std::nullopt;
  Elementwise result{kind, {}};
  for (Value operand : op->getOperands())
    result.operands.push_back({operand, identityAxes(type.getRank())});
  return result;
}

} // namespace

std::optional<double> mlir::rope::raise::splatValue(Value v) {
  SplatElementsAttr splat;
  if (matchPattern(v, m_Constant(&splat)) &&
      isa<FloatType>(splat.getElementType()))
    return splat.getSplatValue<APFloat>().convertToDouble();
  if (auto fill = v.getDefiningOp<linalg::FillOp>();
      fill && fill.getNumDpsInputs() == 1)
    return floatConstant(fill.getDpsInputOperand(0)->get());
  return std::nullopt;
}

std::optional<Elementwise> mlir::rope::raise::matchElementwise(Value v) {
  Operation *op = v.getDefiningOp();
  if (!op || op->getNumResults() != 1)
    return std::nullopt;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (std::optional<Elementwise> product = fromUnitContraction(linalgOp))
      return product;
    return fromLinalg(linalgOp);
  }
  return fromArith(op);
}

std::optional<Value> mlir::rope::raise::matchNegation(Value v) {
  std::optional<Elementwise> op = matchElementwise(v);
  if (!op)
    return std::nullopt;
  if (op->kind == ElementwiseKind::Neg && op->operands[0].readsWholly(v))
    return op->operands[0].value;
  if (op->kind != ElementwiseKind::Mul)
    return std::nullopt;
  for (int i = 0; i < 2; ++i)
    if (splatValue(op->operands[i].value) == -1.0 &&
        op->operands[1 - i].readsWholly(v))
      return op->operands[1 - i].value;
  return std::nullopt;
}

namespace {

/// The one axis of `group` whose extent in `type` is not 1 (-1 when all
/// are units), or nullopt when several are: a reshape group that only adds
/// or drops unit axes.
std::optional<int64_t> onlyWideAxis(RankedTensorType type,
                                    ArrayRef<int64_t> group) {
  int64_t wide = -1;
  for (int64_t axis : group) {
    if (type.getDimSize(axis) == 1)
      continue;
    if (wide >= 0)
      return std::nullopt;
    wide = axis;
  }
  return wide;
}

/// One step back through a broadcast, transpose or unit-axis expansion:
/// for each axis of `v`, the axis of the tensor it reads (-1: unit).
std::optional<AxisMapped> stepBack(Value v) {
  Operation *op = v.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (!isElementwiseShaped(linalgOp) || linalgOp.getNumDpsInputs() != 1)
      return std::nullopt;
    auto yield =
        dyn_cast<linalg::YieldOp>(linalgOp.getBlock()->getTerminator());
    auto copied = yield && yield.getNumOperands() == 1
                      ? dyn_cast<BlockArgument>(yield.getOperand(0))
                      : BlockArgument();
    if (!copied || copied.getOwner() != linalgOp.getBlock() ||
        copied.getArgNumber() != 0)
      return std::nullopt;
    OpOperand *input = linalgOp.getDpsInputOperand(0);
    auto axes = axesOfMap(linalgOp.getMatchingIndexingMap(input),
                          input->get().getType());
    if (!axes)
      return std::nullopt;
    return AxisMapped{input->get(), *axes};
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    RankedTensorType type = expand.getResultType();
    SmallVector<int64_t> axisOf(type.getRank(), -1);
    for (auto [source, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      // Each group is one source axis plus unit axes.
      std::optional<int64_t> wide = onlyWideAxis(type, group);
      if (!wide)
        return std::nullopt;
      axisOf[*wide >= 0 ? *wide : group.back()] = source;
    }
    return AxisMapped{expand.getSrc(), axisOf};
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    // Each group merges one source axis with unit axes (or only units).
    RankedTensorType source = collapse.getSrcType();
    SmallVector<int64_t> axisOf;
    for (ReassociationIndices group : collapse.getReassociationIndices()) {
      std::optional<int64_t> wide = onlyWideAxis(source, group);
      if (!wide)
        return std::nullopt;
      axisOf.push_back(*wide);
    }
    return AxisMapped{collapse.getSrc(), axisOf};
  }
  return std::nullopt;
}

} // namespace

AxisMapped mlir::rope::raise::traceBroadcasts(AxisMapped operand) {
  while (std::optional<AxisMapped> inner = stepBack(operand.value)) {
    for (int64_t &axis : operand.axisOf)
      if (axis >= 0)
        axis = inner->axisOf[axis];
    operand.value = inner->value;
  }
  return operand;
}
