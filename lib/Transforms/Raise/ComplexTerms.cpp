//===- ComplexTerms.cpp - x * freqs_cis in the complex dialect ------------===//

#include "ComplexTerms.h"
#include "Channels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <complex>

using namespace mlir;
using namespace mlir::rope::raise;

namespace {

/// Bound on nested conjugates: fuzzed IR must not recurse without end.
constexpr unsigned kMaxDepth = 8;

/// `scalar` followed to the op of a body that computes it, or nullptr when
/// it is a plain tensor read (or neither).
Operation *computingOp(Value &scalar, BodyContext &ctx) {
  bool valid = false;
  if (resolve(scalar, ctx, valid) || !valid)
    return nullptr;
  return scalar.getDefiningOp();
}

/// Component `index` of the pairs of a [..., D] tensor `x`.
struct Component {
  Value x;
  int64_t index;
};

/// `real` as component 0 or 1 of every pair of some x: the [..., D/2, 2]
/// view read at (..., c), a component sliced off that view, or JAX's
/// x[..., c::2].
std::optional<Component> matchComponent(const RealRead &real, int64_t rank) {
  if (real.negated)
    return std::nullopt;
  const Read &read = real.read;
  for (int64_t c = 0; c < 2; ++c)
    if (readsLeadingAxes(read, rank, {c}))
      if (std::optional<Value> x = matchSplitPairs(read.tensor))
        return Component{*x, c};
  if (readsLeadingAxes(read, rank) || readsLeadingAxes(read, rank, {0}))
    if (std::optional<PairComponent> component =
            matchPairComponent(read.tensor))
      if (std::optional<Value> x = matchSplitPairs(component->pairs))
        return Component{*x, component->index};
  if (!readsLeadingAxes(read, rank))
    return std::nullopt;
  std::optional<ChannelSlice> slice =
      matchChannelSlice(read.tensor, /*allowStride=*/true);
  if (!slice || slice->negated || slice->stride != 2 || slice->offset > 1)
    return std::nullopt;
  std::optional<int64_t> extent = lastExtent(slice->source);
  if (!extent || !isTwice(slice->width, *extent))
    return std::nullopt;
  return Component{slice->source, slice->offset};
}

/// complex.create(x_re, x_im) of the pair components of one x.
std::optional<Value> matchPairs(Value scalar, BodyContext ctx, int64_t rank) {
  auto create = dyn_cast_or_null<complex::CreateOp>(computingOp(scalar, ctx));
  if (!create)
    return std::nullopt;
  std::optional<RealRead> re = matchRealRead(create.getReal(), ctx);
  std::optional<RealRead> im = matchRealRead(create.getImaginary(), ctx);
  if (!re || !im)
    return std::nullopt;
  std::optional<Component> first = matchComponent(*re, rank);
  std::optional<Component> second = matchComponent(*im, rank);
  if (!first || !second || first->index != 0 || second->index != 1 ||
      first->x != second->x)
    return std::nullopt;
  return first->x;
}

/// cos(angle) or sin(angle) computed in a body, perhaps negated or times 1
/// (torch.polar's magnitude of ones).
struct BodyTrig {
  bool isSin;
  RealRead angle;
  bool negated;
};

std::optional<BodyTrig> matchBodyTrig(Value scalar, const BodyContext &ctx) {
  bool negated = false;
  scalar = peelSigns(scalar, ctx, negated);
  if (!definedInBody(scalar, ctx))
    return std::nullopt;
  Operation *op = scalar.getDefiningOp();
  if (!isa<math::CosOp, math::SinOp>(op))
    return std::nullopt;
  std::optional<RealRead> angle = matchRealRead(op->getOperand(0), ctx);
  if (!angle)
    return std::nullopt;
  return BodyTrig{isa<math::SinOp>(op), *angle, negated};
}

/// i as a complex.constant, or an input reading a splat constant tensor.
bool isImaginaryUnit(Value scalar, const BodyContext &ctx) {
  if (auto constant = scalar.getDefiningOp<complex::ConstantOp>()) {
    ArrayAttr parts = constant.getValue();
    auto re = parts.size() == 2 ? dyn_cast<FloatAttr>(parts[0]) : FloatAttr();
    auto im = parts.size() == 2 ? dyn_cast<FloatAttr>(parts[1]) : FloatAttr();
    return re && im && re.getValueAsDouble() == 0.0 &&
           im.getValueAsDouble() == 1.0;
  }
  std::optional<Read> read = readOf(scalar, ctx);
  DenseElementsAttr dense;
  if (!read || !matchPattern(read->tensor, m_Constant(&dense)) ||
      !dense.isSplat() || !isa<ComplexType>(dense.getElementType()) ||
      !isa<FloatType>(cast<ComplexType>(dense.getElementType()).getElementType()))
    return false;
  auto value = dense.getSplatValue<std::complex<APFloat>>();
  return value.real().isZero() && value.imag().isExactlyValue(1.0);
}

/// i * angle: complex.create(0, angle), or i times complex.create(angle, 0)
/// (JAX's 1j * angles, the angles converted to complex).
std::optional<RealRead> matchTimesI(Value scalar, BodyContext ctx) {
  Operation *op = computingOp(scalar, ctx);
  if (auto create = dyn_cast_or_null<complex::CreateOp>(op)) {
    if (floatConstantOf(create.getReal()) != 0.0)
      return std::nullopt;
    return matchRealRead(create.getImaginary(), ctx);
  }
  auto mul = dyn_cast_or_null<complex::MulOp>(op);
  if (!mul)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    if (!isImaginaryUnit(mul->getOperand(i), ctx))
      continue;
    Value other = mul->getOperand(1 - i);
    BodyContext otherCtx = ctx;
    auto create =
        dyn_cast_or_null<complex::CreateOp>(computingOp(other, otherCtx));
    if (!create || floatConstantOf(create.getImaginary()) != 0.0)
      return std::nullopt;
    return matchRealRead(create.getReal(), otherCtx);
  }
  return std::nullopt;
}

/// create(cos, sin) of real tables, or of cos(angle) and sin(angle).
std::optional<ComplexTable> matchCreatedTable(complex::CreateOp create,
                                              const BodyContext &ctx) {
  std::optional<BodyTrig> cos = matchBodyTrig(create.getReal(), ctx);
  std::optional<BodyTrig> sin = matchBodyTrig(create.getImaginary(), ctx);
  if (cos || sin) {
    // cos(a) + i sin(a) for one angle a; cos is even, sin is odd.
    if (!cos || !sin || cos->isSin || !sin->isSin || cos->negated ||
        !(cos->angle.read == sin->angle.read))
      return std::nullopt;
    RealRead angle{sin->angle.read, false};
    return ComplexTable{ComplexTableForm::angle, angle, angle,
                        sin->negated != sin->angle.negated};
  }
  std::optional<RealRead> cosRead = matchRealRead(create.getReal(), ctx);
  std::optional<RealRead> sinRead = matchRealRead(create.getImaginary(), ctx);
  if (!cosRead || !sinRead || cosRead->negated)
    return std::nullopt;
  bool conjugate = sinRead->negated;
  sinRead->negated = false;
  return ComplexTable{ComplexTableForm::parts, *cosRead, *sinRead, conjugate};
}

std::optional<ComplexTable> matchComplexTable(Value scalar, BodyContext ctx,
                                              unsigned depth = 0) {
  if (depth > kMaxDepth)
    return std::nullopt;
  bool valid = false;
  if (std::optional<Read> leaf = resolve(scalar, ctx, valid)) {
    auto type = dyn_cast<ComplexType>(getElementTypeOrSelf(leaf->tensor));
    if (!type || !isa<FloatType>(type.getElementType()))
      return std::nullopt;
    RealRead whole{*leaf, false};
    return ComplexTable{ComplexTableForm::whole, whole, whole, false};
  }
  if (!valid)
    return std::nullopt;
  Operation *op = scalar.getDefiningOp();
  if (auto conj = dyn_cast<complex::ConjOp>(op)) {
    std::optional<ComplexTable> table =
        matchComplexTable(conj.getComplex(), ctx, depth + 1);
    if (table)
      table->conjugate = !table->conjugate;
    return table;
  }
  if (auto exp = dyn_cast<complex::ExpOp>(op)) {
    std::optional<RealRead> angle = matchTimesI(exp.getComplex(), ctx);
    if (!angle)
      return std::nullopt;
    RealRead read{angle->read, false};
    return ComplexTable{ComplexTableForm::angle, read, read, angle->negated};
  }
  if (auto create = dyn_cast<complex::CreateOp>(op))
    return matchCreatedTable(create, ctx);
  return std::nullopt;
}

} // namespace

std::optional<PairProduct>
mlir::rope::raise::matchPairProduct(Value scalar, BodyContext ctx,
                                    int64_t rank) {
  auto mul = dyn_cast_or_null<complex::MulOp>(computingOp(scalar, ctx));
  if (!mul)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    std::optional<Value> x = matchPairs(mul->getOperand(i), ctx, rank);
    if (!x)
      continue;
    if (std::optional<ComplexTable> table =
            matchComplexTable(mul->getOperand(1 - i), ctx))
      return PairProduct{*x, *table};
  }
  return std::nullopt;
}

std::optional<TableSpec>
mlir::rope::raise::matchTableSpec(const ComplexTable &table,
                                  RankedTensorType pairs) {
  auto view = [&](const RealRead &real) -> std::optional<TableView> {
    std::optional<AxisMapped> mapped = asAxisMapped(real.read, pairs.getRank());
    if (real.negated || !mapped)
      return std::nullopt;
    return matchTable(traceBroadcasts(*mapped), pairs);
  };
  std::optional<TableView> cos = view(table.cos);
  std::optional<TableView> sin = view(table.sin);
  if (!cos || !sin || cos->seqAxis != sin->seqAxis)
    return std::nullopt;
  return TableSpec{table.form, *cos, *sin, table.conjugate};
}
