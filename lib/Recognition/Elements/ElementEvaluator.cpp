//===- ElementEvaluator.cpp - What one element of a tensor is -------------===//

#include "rope/Recognition/Elements/ElementEvaluator.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/APFloat.h"

#include <complex>

using namespace mlir;
using namespace mlir::rope::elements;

namespace {

/// Deep enough for any frontend's chain of views; a cycle cannot occur in
/// SSA, so this only bounds the recursion on pathological inputs.
constexpr unsigned kMaxDepth = 400;

/// The element at `linear` of a constant of static shape, as a typed
/// attribute (FloatAttr or IntegerAttr).
TypedAttr constantAt(ElementsAttr attr, int64_t linear) {
  Type element = attr.getElementType();
  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    if (dense.isSplat())
      linear = 0;
    auto values = dense.getValues<Attribute>();
    return dyn_cast<TypedAttr>(values[linear]);
  }
  auto resource = dyn_cast<DenseResourceElementsAttr>(attr);
  if (!resource)
    return {};
  const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return {};
  ArrayRef<char> data = blob->getData();
  unsigned bits = element.getIntOrFloatBitWidth();
  if (bits % 8 != 0 || bits > 64)
    return {};
  size_t bytes = bits / 8;
  if ((linear + 1) * static_cast<int64_t>(bytes) >
      static_cast<int64_t>(data.size()))
    return {};
  uint64_t raw = 0;
  std::memcpy(&raw, data.data() + linear * bytes, bytes);
  llvm::APInt value(bits, raw);
  if (auto floatType = dyn_cast<FloatType>(element))
    return FloatAttr::get(floatType,
                          llvm::APFloat(floatType.getFloatSemantics(), value));
  if (isa<IntegerType>(element))
    return IntegerAttr::get(element, value);
  return {};
}

std::optional<ElementsAttr> constantTensor(Value tensor) {
  ElementsAttr attr;
  if (!matchPattern(tensor, m_Constant(&attr)))
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(attr.getType());
  if (!type || !type.hasStaticShape() ||
      !type.getElementType().isIntOrIndexOrFloat())
    return std::nullopt;
  return attr;
}

/// Row-major linear index of constant indices into a static shape.
std::optional<int64_t> linearIndex(ArrayRef<int64_t> shape,
                                   ArrayRef<const Expr *> indices) {
  int64_t linear = 0;
  for (auto [extent, index] : llvm::zip_equal(shape, indices)) {
    std::optional<int64_t> i = index->constantIndex();
    if (!i || *i < 0 || *i >= extent)
      return std::nullopt;
    linear = linear * extent + *i;
  }
  return linear;
}

} // namespace

std::optional<SmallVector<double>> Evaluator::constantParts(Value tensor,
                                                           int part) {
  DenseElementsAttr dense;
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  auto complexType =
      type ? dyn_cast<ComplexType>(type.getElementType()) : ComplexType();
  if (!complexType)
    return part == 0 ? constantValues(tensor) : std::nullopt;
  if (!type.hasStaticShape() || !matchPattern(tensor, m_Constant(&dense)) ||
      !isa<FloatType>(complexType.getElementType()))
    return std::nullopt;
  SmallVector<double> values;
  for (std::complex<APFloat> z : dense.getValues<std::complex<APFloat>>()) {
    const APFloat &component = part == 0 ? z.real() : z.imag();
    bool losesInfo = false;
    APFloat wide = component;
    wide.convert(llvm::APFloat::IEEEdouble(),
                 llvm::APFloat::rmNearestTiesToEven, &losesInfo);
    values.push_back(wide.convertToDouble());
  }
  return values;
}

std::optional<SmallVector<double>> Evaluator::constantValues(Value tensor) {
  std::optional<ElementsAttr> attr = constantTensor(tensor);
  if (!attr)
    return std::nullopt;
  int64_t count = attr->getNumElements();
  SmallVector<double> values;
  values.reserve(count);
  for (int64_t i = 0; i < count; ++i) {
    TypedAttr value = constantAt(*attr, i);
    if (auto f = dyn_cast_if_present<FloatAttr>(value))
      values.push_back(f.getValueAsDouble());
    else if (auto n = dyn_cast_if_present<IntegerAttr>(value))
      values.push_back(static_cast<double>(n.getValue().getSExtValue()));
    else
      return std::nullopt;
  }
  return values;
}

const Expr *Evaluator::element(Value tensor, ArrayRef<const Expr *> indices) {
  const Expr *leaf = exprs.read(tensor, indices);
  if (!leaf)
    return nullptr;
  if (auto it = memo.find(leaf); it != memo.end())
    return it->second;
  if (depth >= kMaxDepth)
    return leaf;
  ++depth;
  const Expr *result = evaluate(tensor, indices);
  --depth;
  if (!result)
    return nullptr;
  memo[leaf] = result;
  // Elements computed here, or gathered (read at a computed index): the
  // tensor holds them.
  bool gathered = result->isRead() &&
                  llvm::any_of(result->operands,
                               [](const Expr *index) { return !index->isDim(); });
  if (result != leaf && (!result->isRead() || gathered))
    origins[result].push_back(leaf);
  return result;
}

const Expr *Evaluator::constantElement(Value tensor, Attribute value,
                                       ArrayRef<const Expr *> indices) {
  auto attr = cast<ElementsAttr>(value);
  auto type = cast<RankedTensorType>(attr.getType());
  std::optional<int64_t> linear =
      attr.isSplat() ? std::optional<int64_t>(0)
                     : linearIndex(type.getShape(), indices);
  if (!linear)
    return exprs.read(tensor, indices);
  TypedAttr element = constantAt(attr, *linear);
  if (!element)
    return exprs.read(tensor, indices);
  if (element.getType().isIndex())
    return exprs.dim(cast<IntegerAttr>(element).getInt());
  return exprs.constant(element);
}

const Expr *Evaluator::evaluate(Value tensor, ArrayRef<const Expr *> indices) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  Operation *op = tensor.getDefiningOp();
  if (!type || !op || type.getRank() != static_cast<int64_t>(indices.size()) ||
      leaves.contains(tensor))
    return exprs.read(tensor, indices);
  unsigned result = cast<OpResult>(tensor).getResultNumber();

  if (std::optional<ElementsAttr> attr = constantTensor(tensor)) {
    visited.insert(op);
    return constantElement(tensor, *attr, indices);
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgElement(op, result, indices);

  MLIRContext *ctx = exprs.getContext();
  auto affineOf = [&](const Expr *e) -> AffineExpr {
    return e->isDim() ? e->affine : AffineExpr();
  };

  if (auto cast = dyn_cast<tensor::CastOp>(op)) {
    visited.insert(op);
    return element(cast.getSource(), indices);
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    // Source index of a group: the row-major linearisation of its axes.
    ArrayRef<int64_t> shape = expand.getResultType().getShape();
    SmallVector<const Expr *> source;
    for (const ReassociationIndices &group : expand.getReassociationIndices()) {
      if (group.size() == 1) {
        source.push_back(indices[group.front()]);
        continue;
      }
      // Inner axes need static extents; the outermost may be dynamic.
      AffineExpr linear;
      for (int64_t axis : group) {
        AffineExpr index = affineOf(indices[axis]);
        if (!index)
          return exprs.read(tensor, indices);
        if (!linear) {
          linear = index;
          continue;
        }
        if (ShapedType::isDynamic(shape[axis]))
          return exprs.read(tensor, indices);
        linear = linear * shape[axis] + index;
      }
      source.push_back(exprs.dim(linear, IndexType::get(ctx)));
    }
    visited.insert(op);
    return element(expand.getSrc(), source);
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    ArrayRef<int64_t> shape = collapse.getSrcType().getShape();
    SmallVector<const Expr *> source(shape.size());
    for (auto [axis, group] :
         llvm::enumerate(collapse.getReassociationIndices())) {
      if (group.size() == 1) {
        source[group.front()] = indices[axis];
        continue;
      }
      AffineExpr index = affineOf(indices[axis]);
      if (!index)
        return exprs.read(tensor, indices);
      // Delinearise: inner axes must have static extents.
      int64_t stride = 1;
      for (int64_t k = group.size() - 1; k >= 0; --k) {
        int64_t srcAxis = group[k];
        int64_t extent = shape[srcAxis];
        if (ShapedType::isDynamic(extent) && k != 0)
          return exprs.read(tensor, indices);
        AffineExpr part = index.floorDiv(stride);
        if (k != 0)
          part = part % extent;
        source[srcAxis] = exprs.dim(extent == 1 ? getAffineConstantExpr(0, ctx)
                                                : part,
                                    IndexType::get(ctx));
        if (k != 0)
          stride *= extent;
      }
    }
    visited.insert(op);
    return element(collapse.getSrc(), source);
  }
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    if (slice.getSourceType().getRank() == 0 ||
        ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
        ShapedType::isDynamicShape(slice.getStaticStrides()))
      return exprs.read(tensor, indices);
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    SmallVector<const Expr *> source;
    unsigned next = 0;
    for (auto [axis, offset, stride] :
         llvm::enumerate(slice.getStaticOffsets(), slice.getStaticStrides())) {
      if (dropped.test(axis)) {
        source.push_back(exprs.dim(offset));
        continue;
      }
      AffineExpr index = affineOf(indices[next++]);
      if (!index)
        return exprs.read(tensor, indices);
      source.push_back(exprs.dim(index * stride + offset, IndexType::get(ctx)));
    }
    visited.insert(op);
    return element(slice.getSource(), source);
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    if (ShapedType::isDynamicShape(insert.getStaticOffsets()) ||
        ShapedType::isDynamicShape(insert.getStaticSizes()) ||
        ShapedType::isDynamicShape(insert.getStaticStrides()))
      return exprs.read(tensor, indices);
    llvm::SmallBitVector dropped = insert.getDroppedDims();
    ArrayRef<int64_t> destShape = insert.getDestType().getShape();
    SmallVector<const Expr *> source;
    bool inside = true;
    for (auto [axis, offset, size, stride] :
         llvm::enumerate(insert.getStaticOffsets(), insert.getStaticSizes(),
                         insert.getStaticStrides())) {
      const Expr *index = indices[axis];
      bool whole = offset == 0 && stride == 1 && size == destShape[axis];
      std::optional<int64_t> c = index->constantIndex();
      if (!whole && !c)
        return exprs.read(tensor, indices);
      int64_t position = 0;
      if (!whole) {
        int64_t delta = *c - offset;
        if (delta < 0 || delta % stride != 0 || delta / stride >= size) {
          inside = false;
          break;
        }
        position = delta / stride;
      }
      if (dropped.test(axis))
        continue;
      source.push_back(whole ? index : exprs.dim(position));
    }
    visited.insert(op);
    if (!inside)
      return element(insert.getDest(), indices);
    return element(insert.getSource(), source);
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
    int64_t dim = concat.getDim();
    std::optional<int64_t> c = indices[dim]->constantIndex();
    if (!c)
      return exprs.read(tensor, indices);
    int64_t start = 0;
    for (Value input : concat.getInputs()) {
      int64_t extent = cast<RankedTensorType>(input.getType()).getDimSize(dim);
      if (ShapedType::isDynamic(extent))
        return exprs.read(tensor, indices);
      if (*c < start + extent) {
        SmallVector<const Expr *> source(indices);
        source[dim] = exprs.dim(*c - start);
        visited.insert(op);
        return element(input, source);
      }
      start += extent;
    }
    return exprs.read(tensor, indices);
  }
  if (auto splat = dyn_cast<tensor::SplatOp>(op)) {
    visited.insert(op);
    return scalar(splat.getInput());
  }
  if (auto fromElements = dyn_cast<tensor::FromElementsOp>(op)) {
    std::optional<int64_t> linear =
        linearIndex(type.getShape(), indices);
    if (!linear)
      return exprs.read(tensor, indices);
    visited.insert(op);
    return scalar(fromElements.getElements()[*linear]);
  }
  // Elementwise arith / math ops applied to whole tensors.
  if (op->hasTrait<OpTrait::Elementwise>() && op->getNumResults() == 1 &&
      op->getNumRegions() == 0) {
    SmallVector<const Expr *> operands;
    for (Value operand : op->getOperands())
      operands.push_back(isa<ShapedType>(operand.getType())
                             ? element(operand, indices)
                             : scalar(operand));
    visited.insert(op);
    return scalarOp(op, operands);
  }
  return exprs.read(tensor, indices);
}

const Expr *Evaluator::linalgElement(Operation *op, unsigned result,
                                     ArrayRef<const Expr *> indices) {
  auto linalgOp = cast<linalg::LinalgOp>(op);
  Value tensor = op->getResult(result);
  if (!linalgOp.hasPureTensorSemantics() || !linalgOp.getBlock())
    return exprs.read(tensor, indices);
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  unsigned numInputs = linalgOp.getNumDpsInputs();
  AffineMap outputMap = maps[numInputs + result];
  unsigned numLoops = linalgOp.getNumLoops();

  (void)maps;
  (void)ranges;
  (void)numInputs;
  (void)outputMap;
  (void)numLoops;
  // The loops the result's indices fix; the others must run once.
  std::optional<SmallVector<const Expr *>> fixed =
      loopsOf(op, result, indices, /*reduced=*/nullptr);
  if (!fixed)
    return exprs.read(tensor, indices);
  SmallVector<const Expr *> loops = std::move(*fixed);

  Block *body = linalgOp.getBlock();
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield.getNumOperands() <= result)
    return exprs.read(tensor, indices);
  visited.insert(op);
  DenseMap<Value, const Expr *> env;
  const Expr *value = bodyScalar(yield.getOperand(result), env, loops, body);
  if (!value && !exprs.exhausted())
    return exprs.read(tensor, indices);
  return value;
}

namespace {
/// `map` applied to loop index expressions: affine results stay affine
/// when every loop they use is affine; a bare loop passes its expression.
std::optional<SmallVector<const Expr *>>
applyMap(AffineMap map, ArrayRef<const Expr *> loops, ExprContext &exprs) {
  SmallVector<AffineExpr> loopAffine;
  bool allAffine = true;
  for (const Expr *loop : loops) {
    allAffine &= loop->isDim();
    loopAffine.push_back(loop->isDim() ? loop->affine : AffineExpr());
  }
  SmallVector<const Expr *> out;
  for (AffineExpr result : map.getResults()) {
    if (auto dimExpr = dyn_cast<AffineDimExpr>(result)) {
      out.push_back(loops[dimExpr.getPosition()]);
      continue;
    }
    if (auto constant = dyn_cast<AffineConstantExpr>(result)) {
      out.push_back(exprs.dim(constant.getValue()));
      continue;
    }
    if (!allAffine)
      return std::nullopt;
    out.push_back(exprs.dim(result.replaceDims(loopAffine),
                            IndexType::get(exprs.getContext())));
  }
  return out;
}
} // namespace

std::optional<SmallVector<const Expr *>>
Evaluator::loopsOf(Operation *op, unsigned result,
                   ArrayRef<const Expr *> indices, const Expr *reduced) {
  auto linalgOp = cast<linalg::LinalgOp>(op);
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  AffineMap outputMap = maps[linalgOp.getNumDpsInputs() + result];
  unsigned numLoops = linalgOp.getNumLoops();
  if (outputMap.getNumResults() != indices.size())
    return std::nullopt;
  SmallVector<const Expr *> loops(numLoops, nullptr);
  for (auto [position, resultExpr] : llvm::enumerate(outputMap.getResults())) {
    if (auto dimExpr = dyn_cast<AffineDimExpr>(resultExpr)) {
      const Expr *&loop = loops[dimExpr.getPosition()];
      if (loop && loop != indices[position])
        return std::nullopt;
      loop = indices[position];
    } else if (!isa<AffineConstantExpr>(resultExpr)) {
      return std::nullopt;
    }
  }
  bool reducedUsed = false;
  for (unsigned loop = 0; loop < numLoops; ++loop) {
    if (loops[loop])
      continue;
    if (reduced && !reducedUsed) {
      loops[loop] = reduced;
      reducedUsed = true;
      continue;
    }
    if (ranges[loop] != 1)
      return std::nullopt;
    loops[loop] = exprs.dim(0);
  }
  return loops;
}

std::optional<Evaluator::ReductionStep>
Evaluator::reduction(Operation *op, unsigned result,
                     ArrayRef<const Expr *> indices, const Expr *reduced) {
  auto linalgOp = dyn_cast_if_present<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      !linalgOp.getBlock() || linalgOp.getNumReductionLoops() != 1 ||
      result >= linalgOp->getNumResults())
    return std::nullopt;
  // The reduction loop is the one the result's map leaves out.
  std::optional<SmallVector<const Expr *>> loops =
      loopsOf(op, result, indices, reduced);
  if (!loops)
    return std::nullopt;
  int64_t extent = 0;
  for (auto [loop, type] : llvm::enumerate(linalgOp.getIteratorTypesArray()))
    if (type == utils::IteratorType::reduction) {
      if ((*loops)[loop] != reduced)
        return std::nullopt;
      extent = linalgOp.getStaticLoopRanges()[loop];
    }
  Block *body = linalgOp.getBlock();
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield.getNumOperands() <= result)
    return std::nullopt;
  // Accumulators are their own leaves: the step is read off around them.
  DenseMap<Value, const Expr *> env;
  unsigned numInputs = linalgOp.getNumDpsInputs();
  const Expr *acc = nullptr;
  for (unsigned init = 0; init < linalgOp.getNumDpsInits(); ++init) {
    const Expr *leaf = exprs.read(op->getResult(init), {});
    env[body->getArgument(numInputs + init)] = leaf;
    if (init == result)
      acc = leaf;
  }
  visited.insert(op);
  const Expr *step = bodyScalar(yield.getOperand(result), env, *loops, body);
  if (!step || !acc)
    return std::nullopt;
  Value initTensor = linalgOp.getDpsInits()[result];
  AffineMap initMap = linalgOp.getMatchingIndexingMap(
      &linalgOp->getOpOperand(numInputs + result));
  std::optional<SmallVector<const Expr *>> at = applyMap(initMap, *loops, exprs);
  const Expr *init = at ? element(initTensor, *at) : nullptr;
  ReductionStep reductionStep{ReductionStep::Kind::Add, nullptr, init, extent};
  auto other = [&](const Expr *e) -> const Expr * {
    if (e->operands.size() != 2)
      return nullptr;
    if (e->operands[0] == acc)
      return e->operands[1];
    if (e->operands[1] == acc)
      return e->operands[0];
    return nullptr;
  };
  if (step->isOp("arith.addf")) {
    reductionStep.term = other(step);
  } else if (step->isOp("arith.maximumf") || step->isOp("arith.maxnumf")) {
    reductionStep.kind = ReductionStep::Kind::Max;
    reductionStep.term = other(step);
  } else if ((step->isOp("arith.ori") || step->isOp("arith.andi")) &&
             step->type.isInteger(1)) {
    reductionStep.kind = step->isOp("arith.ori") ? ReductionStep::Kind::Or
                                                 : ReductionStep::Kind::And;
    reductionStep.term = other(step);
  } else if (step->isOp("arith.select") && step->operands[2] == acc &&
             step->operands[0]->isOp("arith.cmpf") &&
             step->operands[0]->operands[0] == step->operands[1] &&
             step->operands[0]->operands[1] == acc) {
    // select(t > acc, t, acc), the max written with a compare.
    auto predicate = cast<arith::CmpFPredicateAttr>(step->operands[0]->attr)
                         .getValue();
    if (predicate == arith::CmpFPredicate::OGT ||
        predicate == arith::CmpFPredicate::OGE ||
        predicate == arith::CmpFPredicate::UGT ||
        predicate == arith::CmpFPredicate::UGE) {
      reductionStep.kind = ReductionStep::Kind::Max;
      reductionStep.term = step->operands[1];
    }
  }
  if (!reductionStep.term)
    return std::nullopt;
  return reductionStep;
}


const Expr *Evaluator::bodyScalar(Value v, DenseMap<Value, const Expr *> &env,
                                  ArrayRef<const Expr *> loops, Block *body) {
  if (auto it = env.find(v); it != env.end())
    return it->second;
  const Expr *result = nullptr;
  if (auto arg = dyn_cast<BlockArgument>(v); arg && arg.getOwner() == body) {
    auto linalgOp = cast<linalg::LinalgOp>(body->getParentOp());
    OpOperand &operand = linalgOp->getOpOperand(arg.getArgNumber());
    if (!isa<ShapedType>(operand.get().getType())) {
      result = scalar(operand.get());
    } else {
      AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
      std::optional<SmallVector<const Expr *>> at =
          applyMap(map, loops, exprs);
      result = at ? element(operand.get(), *at)
                  : exprs.read(operand.get(), loops);
    }
  } else if (Operation *op = v.getDefiningOp(); op && op->getBlock() == body) {
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      result = index.getDim() < loops.size() ? loops[index.getDim()] : nullptr;
    } else if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
      SmallVector<const Expr *> at;
      for (Value i : extract.getIndices())
        at.push_back(bodyScalar(i, env, loops, body));
      result = element(extract.getTensor(), at);
    } else if (op->getNumResults() == 1 && op->getNumRegions() == 0) {
      SmallVector<const Expr *> operands;
      for (Value operand : op->getOperands())
        operands.push_back(bodyScalar(operand, env, loops, body));
      result = scalarOp(op, operands);
    } else {
      // An op this description cannot follow: opaque, but distinct per
      // element.
      result = exprs.read(v, loops);
    }
  } else {
    result = scalar(v);
  }
  env[v] = result;
  return result;
}

const Expr *Evaluator::scalar(Value value) {
  if (auto it = scalars.find(value); it != scalars.end())
    return it->second;
  const Expr *result = nullptr;
  Attribute attr;
  Operation *op = value.getDefiningOp();
  if (op && matchPattern(value, m_Constant(&attr)) && isa<TypedAttr>(attr) &&
      !isa<ShapedType>(value.getType())) {
    if (value.getType().isIndex())
      result = exprs.dim(cast<IntegerAttr>(attr).getInt());
    else
      result = exprs.constant(cast<TypedAttr>(attr));
  } else if (auto extract = dyn_cast_if_present<tensor::ExtractOp>(op)) {
    SmallVector<const Expr *> at;
    for (Value i : extract.getIndices())
      at.push_back(scalar(i));
    result = element(extract.getTensor(), at);
  } else if (op && op->getNumResults() == 1 && op->getNumRegions() == 0 &&
             (isa<arith::ArithDialect>(op->getDialect()) ||
              op->getDialect()->getNamespace() == "math") &&
             llvm::none_of(op->getOperandTypes(),
                           [](Type t) { return isa<ShapedType>(t); })) {
    SmallVector<const Expr *> operands;
    for (Value operand : op->getOperands())
      operands.push_back(scalar(operand));
    result = scalarOp(op, operands);
  } else {
    result = exprs.read(value, {});
  }
  scalars[value] = result;
  return result;
}

const Expr *Evaluator::complexPart(const Expr *z, int part) {
  auto complexType = dyn_cast<ComplexType>(z->type);
  if (!complexType)
    return nullptr;
  Type real = complexType.getElementType();
  auto re = [&](const Expr *e) { return complexPart(e, 0); };
  auto im = [&](const Expr *e) { return complexPart(e, 1); };
  auto binary = [&](StringRef name, const Expr *a, const Expr *b) {
    return exprs.op(name, {a, b}, real);
  };
  if (z->isOp("complex.create"))
    return z->operands[part];
  if (z->isOp("complex.add") || z->isOp("complex.sub")) {
    StringRef name = z->isOp("complex.add") ? "arith.addf" : "arith.subf";
    return binary(name, complexPart(z->operands[0], part),
                  complexPart(z->operands[1], part));
  }
  if (z->isOp("complex.neg"))
    return exprs.op("arith.negf", {complexPart(z->operands[0], part)}, real);
  if (z->isOp("complex.conj"))
    return part == 0 ? re(z->operands[0])
                     : exprs.op("arith.negf", {im(z->operands[0])}, real);
  if (z->isOp("complex.mul")) {
    const Expr *a = z->operands[0], *b = z->operands[1];
    return part == 0 ? binary("arith.subf", binary("arith.mulf", re(a), re(b)),
                              binary("arith.mulf", im(a), im(b)))
                     : binary("arith.addf", binary("arith.mulf", re(a), im(b)),
                              binary("arith.mulf", im(a), re(b)));
  }
  if (z->isOp("complex.exp")) {
    const Expr *a = z->operands[0];
    const Expr *magnitude = exprs.op("math.exp", {re(a)}, real);
    const Expr *turn =
        exprs.op(part == 0 ? "math.cos" : "math.sin", {im(a)}, real);
    return binary("arith.mulf", magnitude, turn);
  }
  // A constant complex tensor read at constant indices (any, if a splat).
  if (z->isRead() && !z->operands.empty()) {
    SmallVector<int64_t> at;
    DenseElementsAttr dense;
    bool splat = matchPattern(z->source, m_Constant(&dense)) && dense.isSplat();
    for (const Expr *index : z->operands)
      if (std::optional<int64_t> c = index->constantIndex())
        at.push_back(*c);
      else if (splat)
        at.push_back(0);
    auto type = dyn_cast<RankedTensorType>(z->source.getType());
    if (type && at.size() == z->operands.size())
      if (std::optional<SmallVector<double>> values =
              constantParts(z->source, part)) {
        int64_t linear = 0;
        for (auto [axis, i] : llvm::enumerate(at))
          linear = linear * type.getDimSize(axis) + i;
        return exprs.floatConstant(real, (*values)[linear]);
      }
  }
  return exprs.op(part == 0 ? "complex.re" : "complex.im", {z}, real);
}

const Expr *Evaluator::scalarOp(Operation *op, ArrayRef<const Expr *> operands) {
  Type type = op->getResult(0).getType();
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  // Index arithmetic written as an affine map of indices.
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
    SmallVector<AffineExpr> operandsAffine;
    for (const Expr *operand : operands) {
      if (!operand->isDim())
        return exprs.op(op->getName(), {}, operands, type);
      operandsAffine.push_back(operand->affine);
    }
    AffineMap map = apply.getAffineMap();
    if (map.getNumSymbols() != 0)
      return exprs.op(op->getName(), {}, operands, type);
    return exprs.dim(map.getResult(0).replaceDims(operandsAffine), type);
  }
  // Complex arithmetic as its real and imaginary parts.
  if (isa<complex::ReOp, complex::ImOp>(op))
    return complexPart(operands[0], isa<complex::ImOp>(op) ? 1 : 0);
  if (auto constant = dyn_cast<complex::ConstantOp>(op)) {
    auto parts = constant.getValue();
    Type real = cast<ComplexType>(type).getElementType();
    return exprs.op(
        "complex.create",
        {exprs.floatConstant(real, cast<FloatAttr>(parts[0]).getValueAsDouble()),
         exprs.floatConstant(real, cast<FloatAttr>(parts[1]).getValueAsDouble())},
        type);
  }
  Attribute attr;
  if (isa<arith::CmpIOp, arith::CmpFOp>(op))
    attr = op->getAttr("predicate");
  Attribute constant;
  if (op->hasTrait<OpTrait::ConstantLike>() && op->getNumOperands() == 0 &&
      matchPattern(op->getResult(0), m_Constant(&constant)) &&
      isa<TypedAttr>(constant)) {
    if (type.isIndex())
      return exprs.dim(cast<IntegerAttr>(constant).getInt());
    return exprs.constant(cast<TypedAttr>(constant));
  }
  return exprs.op(op->getName(), attr, operands, type);
}
