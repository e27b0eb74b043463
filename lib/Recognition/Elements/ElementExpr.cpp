//===- ElementExpr.cpp - Uniqued, folded element expressions --------------===//

#include "rope/Recognition/Elements/ElementExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope::elements;

//===----------------------------------------------------------------------===//
// Expr
//===----------------------------------------------------------------------===//

std::optional<double> Expr::numeric() const {
  if (kind == ExprKind::Dim) {
    if (std::optional<int64_t> c = constantIndex())
      return static_cast<double>(*c);
    return std::nullopt;
  }
  if (kind != ExprKind::Constant)
    return std::nullopt;
  if (auto f = dyn_cast<FloatAttr>(constant))
    return f.getValueAsDouble();
  if (auto i = dyn_cast<IntegerAttr>(constant)) {
    if (i.getType().isInteger(1))
      return static_cast<double>(i.getValue().getZExtValue());
    return static_cast<double>(i.getValue().getSExtValue());
  }
  return std::nullopt;
}

std::optional<int64_t> Expr::constantIndex() const {
  if (kind != ExprKind::Dim)
    return std::nullopt;
  if (auto c = dyn_cast<AffineConstantExpr>(affine))
    return c.getValue();
  return std::nullopt;
}

void Expr::Profile(llvm::FoldingSetNodeID &id) const {
  id.AddInteger(static_cast<unsigned>(kind));
  id.AddPointer(type.getAsOpaquePointer());
  id.AddPointer(constant.getAsOpaquePointer());
  id.AddPointer(affine.getAsOpaquePointer());
  id.AddPointer(source.getAsOpaquePointer());
  id.AddPointer(name ? name->getAsOpaquePointer() : nullptr);
  id.AddPointer(attr.getAsOpaquePointer());
  for (const Expr *operand : operands)
    id.AddPointer(operand);
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

std::optional<double> mlir::rope::elements::roundToFloatType(double value,
                                                             Type type) {
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType)
    return std::nullopt;
  llvm::APFloat x(value);
  bool losesInfo = false;
  x.convert(floatType.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  x.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  return x.convertToDouble();
}

namespace {

unsigned bitWidthOf(Type type) {
  if (type.isIndex())
    return 64;
  return cast<IntegerType>(type).getWidth();
}

/// An integer constant's bits; index and i1 included.
std::optional<llvm::APInt> integerBits(const Expr *e) {
  if (e->isDim()) {
    std::optional<int64_t> c = e->constantIndex();
    if (!c)
      return std::nullopt;
    return llvm::APInt(bitWidthOf(e->type), static_cast<uint64_t>(*c),
                       /*isSigned=*/true);
  }
  if (auto i = dyn_cast_if_present<IntegerAttr>(e->constant))
    return i.getValue();
  return std::nullopt;
}

std::optional<double> floatValue(const Expr *e) {
  if (auto f = dyn_cast_if_present<FloatAttr>(e->constant))
    return f.getValueAsDouble();
  return std::nullopt;
}

/// cos and sin of constants stay as they are: a rotation at a position the
/// frontend folded to a constant (a decode step after a cache of static
/// length) keeps its angles, which a folded cos would reduce modulo 2 pi.
std::optional<double> unaryFloat(StringRef name, double x) {
  return llvm::StringSwitch<std::optional<double>>(name)
      .Case("arith.negf", -x)
      .Case("math.tan", std::tan(x))
      .Case("math.exp", std::exp(x))
      .Case("math.exp2", std::exp2(x))
      .Case("math.log", std::log(x))
      .Case("math.log2", std::log2(x))
      .Case("math.sqrt", std::sqrt(x))
      .Case("math.rsqrt", 1.0 / std::sqrt(x))
      .Case("math.tanh", std::tanh(x))
      .Case("math.absf", std::fabs(x))
      .Case("math.floor", std::floor(x))
      .Case("math.ceil", std::ceil(x))
      .Case("math.erf", std::erf(x))
      .Case("arith.extf", x)
      .Case("arith.truncf", x)
      .Default(std::nullopt);
}

std::optional<double> binaryFloat(StringRef name, double a, double b) {
  return llvm::StringSwitch<std::optional<double>>(name)
      .Case("arith.addf", a + b)
      .Case("arith.subf", a - b)
      .Case("arith.mulf", a * b)
      .Case("arith.divf", a / b)
      .Case("arith.remf", std::fmod(a, b))
      .Case("arith.maximumf", std::isnan(a) || std::isnan(b) ? NAN
                                                             : std::fmax(a, b))
      .Case("arith.minimumf", std::isnan(a) || std::isnan(b) ? NAN
                                                             : std::fmin(a, b))
      .Case("arith.maxnumf", std::fmax(a, b))
      .Case("arith.minnumf", std::fmin(a, b))
      .Case("math.powf", std::pow(a, b))
      .Case("math.atan2", std::atan2(a, b))
      .Default(std::nullopt);
}

std::optional<llvm::APInt> binaryInteger(StringRef name, const llvm::APInt &a,
                                         const llvm::APInt &b) {
  bool zero = b.isZero();
  if (name == "arith.addi")
    return a + b;
  if (name == "arith.subi")
    return a - b;
  if (name == "arith.muli")
    return a * b;
  if (name == "arith.andi")
    return a & b;
  if (name == "arith.ori")
    return a | b;
  if (name == "arith.xori")
    return a ^ b;
  if (name == "arith.maxsi")
    return a.sge(b) ? a : b;
  if (name == "arith.minsi")
    return a.sle(b) ? a : b;
  if (name == "arith.maxui")
    return a.uge(b) ? a : b;
  if (name == "arith.minui")
    return a.ule(b) ? a : b;
  if (zero)
    return std::nullopt;
  if (name == "arith.divsi")
    return a.sdiv(b);
  if (name == "arith.divui")
    return a.udiv(b);
  if (name == "arith.remsi")
    return a.srem(b);
  if (name == "arith.remui")
    return a.urem(b);
  if (name == "arith.floordivsi")
    return llvm::APIntOps::RoundingSDiv(a, b, llvm::APInt::Rounding::DOWN);
  if (name == "arith.ceildivsi")
    return llvm::APIntOps::RoundingSDiv(a, b, llvm::APInt::Rounding::UP);
  return std::nullopt;
}

} // namespace

//===----------------------------------------------------------------------===//
// ExprContext
//===----------------------------------------------------------------------===//

ExprContext::ExprContext(MLIRContext *context, unsigned numDims,
                         unsigned budget)
    : context(context), numDims(numDims), budget(budget) {}

const Expr *ExprContext::unique(Expr &&probe,
                                ArrayRef<const Expr *> operands) {
  if (budget == 0)
    return nullptr;
  for (const Expr *operand : operands)
    if (!operand)
      return nullptr;
  probe.operands = operands;
  llvm::FoldingSetNodeID id;
  probe.Profile(id);
  void *insertPos = nullptr;
  if (Expr *known = exprs.FindNodeOrInsertPos(id, insertPos))
    return known;
  --budget;
  auto *stored = new (allocator.Allocate<Expr>()) Expr(probe);
  const Expr **copy = allocator.Allocate<const Expr *>(operands.size());
  std::uninitialized_copy(operands.begin(), operands.end(), copy);
  stored->operands = ArrayRef<const Expr *>(copy, operands.size());
  exprs.InsertNode(stored, insertPos);
  return stored;
}

const Expr *ExprContext::constant(TypedAttr value) {
  Expr probe(ExprKind::Constant, value.getType());
  probe.constant = value;
  return unique(std::move(probe), {});
}

const Expr *ExprContext::floatConstant(Type type, double value) {
  std::optional<double> rounded = roundToFloatType(value, type);
  if (!rounded)
    return nullptr;
  return constant(FloatAttr::get(type, *rounded));
}

const Expr *ExprContext::dim(AffineExpr affine, Type type) {
  Expr probe(ExprKind::Dim, type);
  // One canonical form per value: (a + b) * c and a * c + b * c compare
  // equal.
  unsigned dims = numDims;
  affine.walk([&](AffineExpr e) {
    if (auto d = dyn_cast<AffineDimExpr>(e))
      dims = std::max(dims, d.getPosition() + 1);
  });
  probe.affine = simplifyWithRanges(simplifyAffineExpr(affine, dims, 0));
  return unique(std::move(probe), {});
}

void ExprContext::setDimExtent(unsigned d, int64_t extent) {
  if (extent > 0)
    dimExtents[d] = extent;
}

std::optional<int64_t> ExprContext::upperBound(AffineExpr e) {
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return c.getValue() >= 0 ? std::optional<int64_t>(c.getValue() + 1)
                             : std::nullopt;
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    auto it = dimExtents.find(d.getPosition());
    return it == dimExtents.end() ? std::nullopt
                                  : std::optional<int64_t>(it->second);
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(e);
  if (!binary)
    return std::nullopt;
  std::optional<int64_t> lhs = upperBound(binary.getLHS());
  auto rhs = dyn_cast<AffineConstantExpr>(binary.getRHS());
  switch (binary.getKind()) {
  case AffineExprKind::Add: {
    std::optional<int64_t> other = upperBound(binary.getRHS());
    if (!lhs || !other)
      return std::nullopt;
    return *lhs + *other - 1;
  }
  case AffineExprKind::Mul:
    if (!lhs || !rhs || rhs.getValue() < 0)
      return std::nullopt;
    return (*lhs - 1) * rhs.getValue() + 1;
  case AffineExprKind::FloorDiv:
    if (!lhs || !rhs || rhs.getValue() <= 0)
      return std::nullopt;
    return (*lhs - 1) / rhs.getValue() + 1;
  case AffineExprKind::Mod:
    if (!rhs || rhs.getValue() <= 0)
      return std::nullopt;
    return lhs ? std::min(*lhs, rhs.getValue()) : rhs.getValue();
  default:
    return std::nullopt;
  }
}

AffineExpr ExprContext::simplifyWithRanges(AffineExpr e) {
  if (dimExtents.empty())
    return e;
  auto binary = dyn_cast<AffineBinaryOpExpr>(e);
  if (!binary)
    return e;
  AffineExpr lhs = simplifyWithRanges(binary.getLHS());
  AffineExpr rhs = simplifyWithRanges(binary.getRHS());
  auto divisor = dyn_cast<AffineConstantExpr>(rhs);
  std::optional<int64_t> bound = upperBound(lhs);
  if (divisor && divisor.getValue() > 0 && bound &&
      *bound <= divisor.getValue()) {
    if (binary.getKind() == AffineExprKind::Mod)
      return lhs;
    if (binary.getKind() == AffineExprKind::FloorDiv)
      return getAffineConstantExpr(0, context);
  }
  switch (binary.getKind()) {
  case AffineExprKind::Add:
    return lhs + rhs;
  case AffineExprKind::Mul:
    return lhs * rhs;
  case AffineExprKind::FloorDiv:
    return lhs.floorDiv(rhs);
  case AffineExprKind::CeilDiv:
    return lhs.ceilDiv(rhs);
  case AffineExprKind::Mod:
    return lhs % rhs;
  default:
    return e;
  }
}

const Expr *ExprContext::dim(int64_t constantIndex) {
  return dim(getAffineConstantExpr(constantIndex, context),
             IndexType::get(context));
}

const Expr *ExprContext::read(Value source, ArrayRef<const Expr *> indices) {
  Type element = source.getType();
  if (auto shaped = dyn_cast<ShapedType>(element))
    element = shaped.getElementType();
  Expr probe(ExprKind::Read, element);
  probe.source = source;
  return unique(std::move(probe), indices);
}

const Expr *ExprContext::op(StringRef name, ArrayRef<const Expr *> operands,
                            Type resultType, Attribute attr) {
  return op(OperationName(name, context), attr, operands, resultType);
}

const Expr *ExprContext::op(OperationName name, Attribute attr,
                            ArrayRef<const Expr *> operands, Type resultType) {
  for (const Expr *operand : operands)
    if (!operand)
      return nullptr;
  if (const Expr *folded = fold(name, attr, operands, resultType))
    return folded;
  Expr probe(ExprKind::Op, resultType);
  probe.name = name;
  probe.attr = attr;
  return unique(std::move(probe), operands);
}

namespace {
/// Whether `e` is >= 0 for every value of its dims (which are >= 0).
bool isNonNegative(AffineExpr e) {
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return c.getValue() >= 0;
  if (isa<AffineDimExpr>(e))
    return true;
  auto binary = dyn_cast<AffineBinaryOpExpr>(e);
  if (!binary)
    return false;
  auto rhs = dyn_cast<AffineConstantExpr>(binary.getRHS());
  switch (binary.getKind()) {
  case AffineExprKind::Add:
    return isNonNegative(binary.getLHS()) && isNonNegative(binary.getRHS());
  case AffineExprKind::Mul:
    return isNonNegative(binary.getLHS()) && isNonNegative(binary.getRHS());
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
  case AffineExprKind::Mod:
    return rhs && rhs.getValue() > 0 && isNonNegative(binary.getLHS());
  default:
    return false;
  }
}
} // namespace

const Expr *ExprContext::fold(OperationName opName, Attribute attr,
                              ArrayRef<const Expr *> operands,
                              Type resultType) {
  StringRef name = opName.getStringRef();
  // A select on a known condition is the operand it picks.
  if (name == "arith.select" && operands.size() == 3) {
    if (std::optional<llvm::APInt> c = integerBits(operands[0]))
      return c->isZero() ? operands[2] : operands[1];
    if (operands[1] == operands[2])
      return operands[1];
    return nullptr;
  }
  // Logic with a known side.
  if (resultType.isInteger(1) && operands.size() == 2 &&
      (name == "arith.andi" || name == "arith.ori")) {
    bool isAnd = name == "arith.andi";
    for (int i = 0; i < 2; ++i)
      if (std::optional<llvm::APInt> c = integerBits(operands[i]))
        return c->isZero() == isAnd ? operands[i] : operands[1 - i];
    if (operands[0] == operands[1])
      return operands[0];
  }
  // Index arithmetic on affine operands stays affine; integer constants
  // (an i64 position's offset) are affine constants.
  auto isAffine = [](const Expr *e) {
    return e->isDim() ||
           (e->isConstant() && e->type.isSignlessInteger() &&
            !e->type.isInteger(1) && e->type.getIntOrFloatBitWidth() <= 64);
  };
  auto affineOf = [&](const Expr *e) {
    if (e->isDim())
      return e->affine;
    return getAffineConstantExpr(
        cast<IntegerAttr>(e->constant).getValue().getSExtValue(), context);
  };
  // A comparison of an index with 0 that the index's sign decides: indices
  // are never negative (JAX's and torch's wrapping of negative indices).
  if (name == "arith.cmpi" && operands.size() == 2 &&
      llvm::all_of(operands, isAffine) && operands[0]->isDim() &&
      operands[1]->numeric() == 0.0 && isNonNegative(operands[0]->affine)) {
    auto predicate = cast<arith::CmpIPredicateAttr>(attr).getValue();
    if (predicate == arith::CmpIPredicate::slt ||
        predicate == arith::CmpIPredicate::sge)
      return constant(IntegerAttr::get(
          resultType, predicate == arith::CmpIPredicate::sge ? 1 : 0));
  }
  if (resultType.isIntOrIndex() && !resultType.isInteger(1) &&
      llvm::all_of(operands, isAffine) &&
      llvm::any_of(operands, [](const Expr *e) { return e->isDim(); })) {
    if (operands.size() == 1 &&
        (name == "arith.index_cast" || name == "arith.index_castui" ||
         name == "arith.extsi" || name == "arith.extui" ||
         name == "arith.trunci"))
      return dim(operands[0]->affine, resultType);
    if (operands.size() == 2) {
      AffineExpr a = affineOf(operands[0]), b = affineOf(operands[1]);
      auto bConst = dyn_cast<AffineConstantExpr>(b);
      auto aConst = dyn_cast<AffineConstantExpr>(a);
      if (name == "arith.addi")
        return dim(a + b, resultType);
      if (name == "arith.subi")
        return dim(a - b, resultType);
      if (name == "arith.muli" && (aConst || bConst))
        return dim(a * b, resultType);
      // Indices are never negative: truncating and flooring agree.
      if ((name == "arith.divsi" || name == "arith.divui" ||
           name == "arith.floordivsi") &&
          bConst && bConst.getValue() > 0)
        return dim(a.floorDiv(bConst.getValue()), resultType);
      if ((name == "arith.remsi" || name == "arith.remui") && bConst &&
          bConst.getValue() > 0)
        return dim(a % bConst.getValue(), resultType);
    }
  }

  // Float identities with one constant side (complex arithmetic written
  // out on its parts multiplies by the 0 and 1 of i).
  if (operands.size() == 2 && isa<FloatType>(resultType)) {
    std::optional<double> a = floatValue(operands[0]),
                          b = floatValue(operands[1]);
    if (name == "arith.mulf") {
      if (a == 0.0 || b == 0.0)
        return floatConstant(resultType, 0.0);
      if (a == 1.0)
        return operands[1];
      if (b == 1.0)
        return operands[0];
    }
    if ((name == "arith.addf" || name == "arith.subf") && b == 0.0)
      return operands[0];
    if (name == "arith.addf" && a == 0.0)
      return operands[1];
  }

  // Everything else folds only on constants.
  SmallVector<double> floats;
  SmallVector<llvm::APInt> ints;
  for (const Expr *operand : operands) {
    if (std::optional<double> f = floatValue(operand)) {
      floats.push_back(*f);
      continue;
    }
    std::optional<llvm::APInt> i = integerBits(operand);
    if (!i)
      return nullptr;
    ints.push_back(*i);
  }
  auto makeFloat = [&](std::optional<double> value) -> const Expr * {
    return value ? floatConstant(resultType, *value) : nullptr;
  };
  auto makeInteger = [&](std::optional<llvm::APInt> value) -> const Expr * {
    if (!value)
      return nullptr;
    if (resultType.isIndex())
      return dim(value->getSExtValue());
    return constant(IntegerAttr::get(resultType, *value));
  };
  if (isa<FloatType>(resultType)) {
    if (floats.size() == 1 && ints.empty())
      return makeFloat(unaryFloat(name, floats[0]));
    if (floats.size() == 2)
      return makeFloat(binaryFloat(name, floats[0], floats[1]));
    if (ints.size() == 1 && floats.empty()) {
      if (name == "arith.sitofp")
        return makeFloat(static_cast<double>(ints[0].getSExtValue()));
      if (name == "arith.uitofp")
        return makeFloat(static_cast<double>(ints[0].getZExtValue()));
    }
    return nullptr;
  }
  if (!resultType.isIntOrIndex())
    return nullptr;
  unsigned width = bitWidthOf(resultType);
  if (name == "arith.cmpi" && ints.size() == 2) {
    auto predicate = cast<arith::CmpIPredicateAttr>(attr).getValue();
    return constant(IntegerAttr::get(
        resultType, arith::applyCmpPredicate(predicate, ints[0], ints[1])));
  }
  if (name == "arith.cmpf" && floats.size() == 2) {
    auto predicate = cast<arith::CmpFPredicateAttr>(attr).getValue();
    return constant(IntegerAttr::get(
        resultType, arith::applyCmpPredicate(predicate, llvm::APFloat(floats[0]),
                                             llvm::APFloat(floats[1]))));
  }
  if (floats.size() == 1 && ints.empty() &&
      (name == "arith.fptosi" || name == "arith.fptoui")) {
    if (!std::isfinite(floats[0]) || std::fabs(floats[0]) > 9.0e18)
      return nullptr;
    return makeInteger(
        llvm::APInt(width, static_cast<uint64_t>(
                               static_cast<int64_t>(std::trunc(floats[0]))),
                    /*isSigned=*/true));
  }
  if (ints.size() == 1 && floats.empty()) {
    if (name == "arith.extsi" || name == "arith.index_cast" ||
        name == "arith.trunci")
      return makeInteger(ints[0].sextOrTrunc(width));
    if (name == "arith.extui" || name == "arith.index_castui")
      return makeInteger(ints[0].zextOrTrunc(width));
    return nullptr;
  }
  if (ints.size() == 2 && ints[0].getBitWidth() == ints[1].getBitWidth())
    return makeInteger(binaryInteger(name, ints[0], ints[1]));
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

void mlir::rope::elements::print(const Expr *e, llvm::raw_ostream &os) {
  if (!e) {
    os << "<none>";
    return;
  }
  switch (e->kind) {
  case ExprKind::Constant:
    if (std::optional<double> v = e->numeric())
      os << *v;
    return;
  case ExprKind::Dim:
    os << e->affine;
    return;
  case ExprKind::Read: {
    if (auto arg = dyn_cast<BlockArgument>(e->source))
      os << "arg" << arg.getArgNumber();
    else if (Operation *def = e->source.getDefiningOp())
      os << def->getName().getStringRef();
    os << "[";
    llvm::interleaveComma(e->operands, os,
                          [&](const Expr *i) { print(i, os); });
    os << "]";
    return;
  }
  case ExprKind::Op:
    os << e->opName().rsplit('.').second << "(";
    llvm::interleaveComma(e->operands, os,
                          [&](const Expr *o) { print(o, os); });
    os << ")";
    return;
  }
}
