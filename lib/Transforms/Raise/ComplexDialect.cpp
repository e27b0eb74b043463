//===- ComplexDialect.cpp - LLaMA's rotation in the complex dialect -------===//
//
// The complex form of ComplexProduct.cpp as frontends import it with the
// MLIR complex dialect:
//   z   = complex.create(x[..., 2i], x[..., 2i+1])     (view_as_complex)
//   out = complex.mul(z, freqs_cis)
//   y   = [re(out), im(out)] per pair, merged back to [..., D]
// written back either by one generic selecting re or im by the index of
// the last axis (torch-mlir's view_as_real) or by re and im joined along
// a unit axis (JAX's stack([out.real, out.imag], -1)). The steps may be
// separate generics or fused into one body. freqs_cis = cos + i sin
// becomes rope.apply_table with W = D/2 tables and pairing interleaved;
// its conjugate gives the inverse.
//
//===----------------------------------------------------------------------===//

#include "Channels.h"
#include "ComplexTerms.h"
#include "RaiseState.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

Read wholeRead(Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  return Read{tensor, AffineMap::getMultiDimIdentityMap(type.getRank(),
                                                        type.getContext())};
}

/// The values `select` picks for components 0 and 1 of the pair axis, when
/// its condition compares linalg.index `last` of `op` with 0 or 1.
std::optional<std::pair<Value, Value>>
componentsBySelect(arith::SelectOp select, linalg::GenericOp op,
                   uint64_t last) {
  auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!cmp || (cmp.getPredicate() != arith::CmpIPredicate::eq &&
               cmp.getPredicate() != arith::CmpIPredicate::ne))
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    auto index = cmp->getOperand(i).getDefiningOp<linalg::IndexOp>();
    APInt constant;
    if (!index || index->getParentOp() != op.getOperation() ||
        index.getDim() != last ||
        !matchPattern(cmp->getOperand(1 - i), m_ConstantInt(&constant)))
      continue;
    if (!constant.isZero() && !constant.isOne())
      return std::nullopt;
    bool trueIsFirst = (cmp.getPredicate() == arith::CmpIPredicate::eq) ==
                       constant.isZero();
    if (trueIsFirst)
      return std::pair{select.getTrueValue(), select.getFalseValue()};
    return std::pair{select.getFalseValue(), select.getTrueValue()};
  }
  return std::nullopt;
}

/// The complex value whose real (`imaginary` false) or imaginary part
/// `part` is, when a complex.re / complex.im of `ctx`'s body computes it.
std::optional<Value> partOf(Value part, const BodyContext &ctx,
                            bool imaginary) {
  Operation *op = part.getDefiningOp();
  if (!op || op->getBlock() != ctx.op.getBody())
    return std::nullopt;
  if (auto re = dyn_cast<complex::ReOp>(op); re && !imaginary)
    return re.getComplex();
  if (auto im = dyn_cast<complex::ImOp>(op); im && imaginary)
    return im.getComplex();
  return std::nullopt;
}

/// torch-mlir's view_as_real: one generic over [..., D/2, 2] yielding
/// select(index(last) == 0, re(out), im(out)).
std::optional<PairProduct> matchSelectedParts(Value pairs) {
  int64_t rank = cast<RankedTensorType>(pairs.getType()).getRank();
  std::optional<BodyContext> ctx = producerOf(wholeRead(pairs));
  if (!ctx)
    return std::nullopt;
  auto select = yieldedValue(*ctx).getDefiningOp<arith::SelectOp>();
  if (!select || select->getBlock() != ctx->op.getBody())
    return std::nullopt;
  auto parts = componentsBySelect(select, ctx->op, rank - 1);
  if (!parts)
    return std::nullopt;
  std::optional<Value> re = partOf(parts->first, *ctx, /*imaginary=*/false);
  std::optional<Value> im = partOf(parts->second, *ctx, /*imaginary=*/true);
  if (!re || !im || *re != *im)
    return std::nullopt;
  return matchPairProduct(*re, *ctx, rank - 1);
}

/// re(out) and im(out), each [..., D/2, 1] or [..., D/2] given a unit axis,
/// joined along the last axis: x and the product's table for each.
std::optional<std::pair<PairProduct, PairProduct>>
matchJoinedParts(Value pairs) {
  int64_t rank = cast<RankedTensorType>(pairs.getType()).getRank();
  std::optional<SmallVector<Value>> pieces = matchChannelJoin(pairs);
  if (!pieces || pieces->size() != 2)
    return std::nullopt;
  SmallVector<PairProduct, 2> products;
  for (auto [index, piece] : llvm::enumerate(*pieces)) {
    if (lastExtent(piece) != 1)
      return std::nullopt;
    if (std::optional<Value> inner = matchUnitAxisExpansion(piece))
      piece = *inner;
    std::optional<BodyContext> ctx = producerOf(wholeRead(piece));
    if (!ctx)
      return std::nullopt;
    std::optional<Value> out =
        partOf(yieldedValue(*ctx), *ctx, /*imaginary=*/index == 1);
    if (!out)
      return std::nullopt;
    std::optional<PairProduct> product =
        matchPairProduct(*out, *ctx, rank - 1);
    if (!product)
      return std::nullopt;
    products.push_back(*product);
  }
  return std::pair{products[0], products[1]};
}

/// A recognised rotation: rope.apply_table's operands, the tables perhaps
/// still to be computed.
struct ComplexRotation {
  Value x;
  TableSpec table;
};

std::optional<ComplexRotation> matchComplexRotation(Value root) {
  std::optional<Value> pairs = matchMergedPairs(root);
  if (!pairs)
    return std::nullopt;
  auto pairType = cast<RankedTensorType>(pairs->getType());
  // One element per pair: the shape the tables broadcast to.
  auto perPair = RankedTensorType::get(pairType.getShape().drop_back(),
                                       pairType.getElementType());
  std::optional<ComplexRotation> rotation;
  if (std::optional<PairProduct> product = matchSelectedParts(*pairs)) {
    if (std::optional<TableSpec> spec =
            matchTableSpec(product->table, perPair))
      rotation = ComplexRotation{product->x, *spec};
  } else if (auto parts = matchJoinedParts(*pairs)) {
    // re and im of the same product: one x, one table.
    std::optional<TableSpec> re = matchTableSpec(parts->first.table, perPair);
    std::optional<TableSpec> im = matchTableSpec(parts->second.table, perPair);
    if (re && im && *re == *im && parts->first.x == parts->second.x)
      rotation = ComplexRotation{parts->first.x, *re};
  }
  if (!rotation || rotation->x.getType() != root.getType())
    return std::nullopt;
  return rotation;
}

/// The cos and sin tables of an angle tensor (math.cos / math.sin) or of a
/// complex tensor (complex.re / complex.im), built once per tensor right
/// after it, as generics RaiseComputedTables can read through.
class ComputedTables {
public:
  explicit ComputedTables(OpBuilder &builder) : builder(builder) {}

  std::pair<Value, Value> get(Value source) {
    auto [it, inserted] = built.try_emplace(source);
    if (!inserted)
      return it->second;
    auto type = cast<RankedTensorType>(source.getType());
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointAfterValue(source);
    if (auto complexType = dyn_cast<ComplexType>(type.getElementType())) {
      Type real = complexType.getElementType();
      it->second = {
          unary(source, real,
                [&](OpBuilder &b, Location loc, Value z) -> Value {
                  return complex::ReOp::create(b, loc, real, z);
                }),
          unary(source, real,
                [&](OpBuilder &b, Location loc, Value z) -> Value {
                  return complex::ImOp::create(b, loc, real, z);
                })};
    } else {
      Type real = type.getElementType();
      it->second = {unary(source, real,
                          [](OpBuilder &b, Location loc, Value a) -> Value {
                            return math::CosOp::create(b, loc, a);
                          }),
                    unary(source, real,
                          [](OpBuilder &b, Location loc, Value a) -> Value {
                            return math::SinOp::create(b, loc, a);
                          })};
    }
    return it->second;
  }

  /// Erases the tables no rewrite used.
  void eraseUnused() {
    for (auto &entry : built)
      for (Value table : {entry.second.first, entry.second.second}) {
        auto generic = table.getDefiningOp<linalg::GenericOp>();
        if (!generic || !table.use_empty())
          continue;
        Operation *init = generic.getDpsInitOperand(0)->get().getDefiningOp();
        generic->erase();
        if (init && init->use_empty())
          init->erase();
      }
    built.clear();
  }

private:
  /// fn applied to every element of `source`, a tensor of `elementType`.
  Value unary(Value source, Type elementType,
              function_ref<Value(OpBuilder &, Location, Value)> fn) {
    auto type = cast<RankedTensorType>(source.getType());
    Location loc = source.getLoc();
    Value init =
        tensor::EmptyOp::create(builder, loc, type.getShape(), elementType);
    AffineMap identity = builder.getMultiDimIdentityMap(type.getRank());
    SmallVector<utils::IteratorType> iterators(type.getRank(),
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        builder, loc, TypeRange{init.getType()}, ValueRange{source},
        ValueRange{init}, ArrayRef<AffineMap>{identity, identity}, iterators,
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          linalg::YieldOp::create(b, bodyLoc, fn(b, bodyLoc, args[0]));
        });
    return generic.getResult(0);
  }

  OpBuilder &builder;
  DenseMap<Value, std::pair<Value, Value>> built;
};

} // namespace

void mlir::rope::raise::raiseComplexDialectProducts(RaiseState &state) {
  ComputedTables computed(state.builder);
  state.forEachUsedResult([&](Operation *root, Value result) {
    std::optional<ComplexRotation> rotation = matchComplexRotation(result);
    if (!rotation)
      return;
    TableView cos = rotation->table.cos, sin = rotation->table.sin;
    if (rotation->table.form != ComplexTableForm::parts)
      std::tie(cos.source, sin.source) = computed.get(cos.source);
    raiseToApplyTable(state, root, rotation->x, cos, sin, Pairing::interleaved,
                      rotation->table.inverse, "complex-dialect");
  });
  computed.eraseUnused();
}
