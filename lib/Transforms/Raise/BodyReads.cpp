//===- BodyReads.cpp - Scalars of linalg bodies as tensor reads -----------===//

#include "BodyReads.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::rope::raise;

namespace {

/// Bound on the chains followed (negations, producer bodies): IR from a
/// frontend needs a few steps, fuzzed IR must not recurse without end.
constexpr unsigned kMaxSteps = 16;

/// `traced` (over the domain's first dims) as a read: each tensor axis at
/// the dim reading it, or at 0 (traceBroadcasts leaves only unit axes
/// unread).
std::optional<Read> fromAxisMapped(const AxisMapped &traced,
                                   unsigned domainDims) {
  auto type = dyn_cast<RankedTensorType>(traced.value.getType());
  if (!type)
    return std::nullopt;
  MLIRContext *context = type.getContext();
  SmallVector<AffineExpr> exprs(type.getRank(),
                                getAffineConstantExpr(0, context));
  SmallVector<bool> read(type.getRank(), false);
  for (auto [dim, axis] : llvm::enumerate(traced.axisOf)) {
    if (axis < 0)
      continue;
    if (axis >= type.getRank() || read[axis])
      return std::nullopt;
    read[axis] = true;
    exprs[axis] = getAffineDimExpr(dim, context);
  }
  return Read{traced.value, AffineMap::get(domainDims, 0, exprs, context)};
}

/// `read` moved back through broadcasts, transposes and unit-axis
/// expansions of its tensor, when there are any.
std::optional<Read> throughBroadcasts(const Read &read) {
  unsigned dims = read.access.getNumDims();
  std::optional<AxisMapped> mapped = asAxisMapped(read, dims);
  if (!mapped)
    return std::nullopt;
  AxisMapped traced = traceBroadcasts(*mapped);
  if (traced.value == read.tensor)
    return std::nullopt;
  return fromAxisMapped(traced, dims);
}

} // namespace

std::optional<BodyContext> mlir::rope::raise::producerOf(const Read &read) {
  auto generic = read.tensor.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumDpsInits() != 1 || !generic.hasPureTensorSemantics() ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return std::nullopt;
  AffineMap out = generic.getMatchingIndexingMap(generic.getDpsInitOperand(0));
  auto yield = dyn_cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  if (!out.isIdentity() || out.getNumDims() != read.access.getNumResults() ||
      !yield || yield.getNumOperands() != 1 ||
      !generic.getRegionOutputArgs().front().use_empty())
    return std::nullopt;
  return BodyContext{generic, read.access};
}

Value mlir::rope::raise::yieldedValue(const BodyContext &ctx) {
  return ctx.op.getBody()->getTerminator()->getOperand(0);
}

std::optional<Read> mlir::rope::raise::readOf(Value scalar,
                                              const BodyContext &ctx) {
  Block *body = ctx.op.getBody();
  MLIRContext *context = ctx.op.getContext();
  unsigned loops = ctx.loops.getNumResults();
  if (auto arg = dyn_cast<BlockArgument>(scalar)) {
    if (arg.getOwner() != body ||
        arg.getArgNumber() >= static_cast<unsigned>(ctx.op.getNumDpsInputs()))
      return std::nullopt;
    OpOperand *input = ctx.op.getDpsInputOperand(arg.getArgNumber());
    AffineMap map = ctx.op.getMatchingIndexingMap(input);
    if (!isa<RankedTensorType>(input->get().getType()) ||
        map.getNumSymbols() != 0 || map.getNumDims() != loops)
      return std::nullopt;
    return Read{input->get(), map.compose(ctx.loops)};
  }
  // torch-mlir's view_as_complex reads its input with tensor.extract at
  // (index 0, ..., index n-1, c).
  auto extract = scalar.getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract->getBlock() != body)
    return std::nullopt;
  Value tensor = extract.getTensor();
  if (Operation *def = tensor.getDefiningOp(); def && ctx.op->isAncestor(def))
    return std::nullopt;
  SmallVector<AffineExpr> exprs;
  for (Value index : extract.getIndices()) {
    if (auto loop = index.getDefiningOp<linalg::IndexOp>()) {
      if (loop->getParentOp() != ctx.op.getOperation() || loop.getDim() >= loops)
        return std::nullopt;
      exprs.push_back(ctx.loops.getResult(loop.getDim()));
      continue;
    }
    APInt constant;
    if (!matchPattern(index, m_ConstantInt(&constant)) ||
        constant.getSignificantBits() > 32 || constant.isNegative())
      return std::nullopt;
    exprs.push_back(getAffineConstantExpr(constant.getSExtValue(), context));
  }
  return Read{tensor,
              AffineMap::get(ctx.loops.getNumDims(), 0, exprs, context)};
}

std::optional<Read> mlir::rope::raise::resolve(Value &scalar, BodyContext &ctx,
                                               bool &valid) {
  valid = true;
  for (unsigned step = 0; step < kMaxSteps; ++step) {
    std::optional<Read> read = readOf(scalar, ctx);
    if (!read) {
      valid = definedInBody(scalar, ctx);
      return std::nullopt;
    }
    while (std::optional<Read> inner = throughBroadcasts(*read))
      read = inner;
    std::optional<BodyContext> producer = producerOf(*read);
    if (!producer)
      return read;
    ctx = *producer;
    scalar = yieldedValue(ctx);
  }
  valid = false;
  return std::nullopt;
}

std::optional<double> mlir::rope::raise::floatConstantOf(Value scalar) {
  FloatAttr attr;
  if (matchPattern(scalar, m_Constant(&attr)))
    return attr.getValueAsDouble();
  auto arg = dyn_cast<BlockArgument>(scalar);
  if (!arg)
    return std::nullopt;
  auto op = dyn_cast_or_null<linalg::LinalgOp>(arg.getOwner()->getParentOp());
  if (!op || arg.getOwner() != op.getBlock() ||
      arg.getArgNumber() >= static_cast<unsigned>(op.getNumDpsInputs()))
    return std::nullopt;
  return splatValue(op.getDpsInputOperand(arg.getArgNumber())->get());
}

bool mlir::rope::raise::definedInBody(Value scalar, const BodyContext &ctx) {
  Operation *def = scalar.getDefiningOp();
  return def && def->getBlock() == ctx.op.getBody();
}

Value mlir::rope::raise::peelSigns(Value scalar, const BodyContext &ctx,
                                   bool &negated) {
  for (unsigned step = 0; step < kMaxSteps && definedInBody(scalar, ctx);
       ++step) {
    if (auto neg = scalar.getDefiningOp<arith::NegFOp>()) {
      negated = !negated;
      scalar = neg.getOperand();
      continue;
    }
    auto mul = scalar.getDefiningOp<arith::MulFOp>();
    if (!mul)
      break;
    std::optional<double> lhs = floatConstantOf(mul.getLhs());
    std::optional<double> rhs = floatConstantOf(mul.getRhs());
    if (rhs == 1.0 || rhs == -1.0) {
      negated ^= *rhs < 0;
      scalar = mul.getLhs();
    } else if (lhs == 1.0 || lhs == -1.0) {
      negated ^= *lhs < 0;
      scalar = mul.getRhs();
    } else {
      break;
    }
  }
  return scalar;
}

std::optional<RealRead> mlir::rope::raise::matchRealRead(Value scalar,
                                                         const BodyContext &ctx) {
  bool negated = false;
  scalar = peelSigns(scalar, ctx, negated);
  std::optional<Read> read = readOf(scalar, ctx);
  if (!read)
    return std::nullopt;
  for (unsigned step = 0; step < kMaxSteps; ++step) {
    std::optional<Value> source = matchNegation(read->tensor);
    if (!source)
      break;
    read->tensor = *source;
    negated = !negated;
  }
  return RealRead{*read, negated};
}

std::optional<AxisMapped> mlir::rope::raise::asAxisMapped(const Read &read,
                                                          int64_t rank) {
  auto type = dyn_cast<RankedTensorType>(read.tensor.getType());
  if (!type || rank < 0 ||
      read.access.getNumResults() != static_cast<unsigned>(type.getRank()))
    return std::nullopt;
  AxisMapped mapped{read.tensor, SmallVector<int64_t>(rank, -1)};
  for (auto [axis, expr] : llvm::enumerate(read.access.getResults())) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      int64_t position = dim.getPosition();
      if (position >= rank || mapped.axisOf[position] != -1)
        return std::nullopt;
      mapped.axisOf[position] = axis;
      continue;
    }
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != 0 || type.isDynamicDim(axis) ||
        type.getDimSize(axis) != 1)
      return std::nullopt;
  }
  return mapped;
}

bool mlir::rope::raise::readsLeadingAxes(const Read &read, int64_t rank,
                                         ArrayRef<int64_t> trailing) {
  ArrayRef<AffineExpr> results = read.access.getResults();
  if (rank < 0 || results.size() != rank + trailing.size())
    return false;
  for (int64_t axis = 0; axis < rank; ++axis) {
    auto dim = dyn_cast<AffineDimExpr>(results[axis]);
    if (!dim || dim.getPosition() != axis)
      return false;
  }
  for (auto [expr, value] : llvm::zip(results.drop_front(rank), trailing)) {
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!constant || constant.getValue() != value)
      return false;
  }
  return true;
}
