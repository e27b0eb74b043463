//===- ComplexProduct.cpp - LLaMA's complex rotation to rope.apply_table --===//
//
// Meta's LLaMA (apply_rotary_emb), JAX and Equinox view x as [..., D/2, 2]
// pairs (re, im) = (x[2i], x[2i+1]) and multiply each by cos + i sin,
// spelled with reals:
//   out_re = re * cos - im * sin,   out_im = re * sin + im * cos
// stacked back to [..., D/2, 2] and reshaped to [..., D]. The tables have
// one column per pair: rope.apply_table with W = R/2 and pairing
// interleaved computes exactly that. Subtracting in out_im instead of
// out_re multiplies by cos - i sin: the inverse.
//
//===----------------------------------------------------------------------===//

#include "Channels.h"
#include "RaiseState.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// The type of a pair component without a trailing unit axis: `type`
/// itself when the component slice dropped the axis.
RankedTensorType componentType(RankedTensorType type, bool unitAxis) {
  if (!unitAxis)
    return type;
  return RankedTensorType::get(type.getShape().drop_back(),
                               type.getElementType());
}

/// component * table (either order), perhaps subtracted.
struct ComponentProduct {
  PairComponent component;
  TableView table;
  bool negated = false;
};

/// Reads `term` as a pair component times a table of one column per pair.
/// `unitAxis` says that the components keep a trailing unit axis, which
/// the tables must broadcast over.
std::optional<ComponentProduct> matchComponentProduct(Value term,
                                                      bool unitAxis) {
  std::optional<Elementwise> mul = matchElementwise(term);
  auto type = dyn_cast<RankedTensorType>(term.getType());
  if (!mul || mul->kind != ElementwiseKind::Mul || !type)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const AxisMapped &data = mul->operands[i];
    std::optional<PairComponent> component = matchPairComponent(data.value);
    if (!component || !data.readsWholly(term))
      continue;
    AxisMapped table = traceBroadcasts(mul->operands[1 - i]);
    if (unitAxis) {
      // The unit axis reads nothing wide of the table.
      int64_t source = table.axisOf.back();
      auto tableType = dyn_cast<RankedTensorType>(table.value.getType());
      if (!tableType || (source >= 0 && (tableType.isDynamicDim(source) ||
                                         tableType.getDimSize(source) != 1)))
        continue;
      table.axisOf.pop_back();
    }
    if (std::optional<TableView> view =
            matchTable(table, componentType(type, unitAxis)))
      return ComponentProduct{*component, *view};
  }
  return std::nullopt;
}

/// `a + b` or `a - b` with both terms component products.
std::optional<std::pair<ComponentProduct, ComponentProduct>>
matchSignedSum(Value v, bool unitAxis) {
  std::optional<Elementwise> sum = matchElementwise(v);
  if (!sum ||
      (sum->kind != ElementwiseKind::Add &&
       sum->kind != ElementwiseKind::Sub) ||
      !sum->operands[0].readsWholly(v) || !sum->operands[1].readsWholly(v))
    return std::nullopt;
  std::optional<ComponentProduct> a =
      matchComponentProduct(sum->operands[0].value, unitAxis);
  std::optional<ComponentProduct> b =
      matchComponentProduct(sum->operands[1].value, unitAxis);
  if (!a || !b)
    return std::nullopt;
  b->negated = sum->kind == ElementwiseKind::Sub;
  return std::pair{*a, *b};
}

/// The cos and sin terms of out_re (`cosIndex` 0) or out_im (1).
struct RotationTerms {
  Value pairs;
  TableView cos, sin;
  bool sinSubtracted = false;
};

/// `sum` as component `cosIndex` times cos plus or minus the other
/// component times sin (a difference must subtract the sine term).
std::optional<RotationTerms>
matchRotationTerms(std::pair<ComponentProduct, ComponentProduct> sum,
                   int64_t cosIndex) {
  auto [cos, sin] = sum;
  if (!sin.negated && cos.component.index != cosIndex)
    std::swap(cos, sin);
  if (cos.negated || cos.component.index != cosIndex ||
      sin.component.index != 1 - cosIndex ||
      cos.component.pairs != sin.component.pairs)
    return std::nullopt;
  return RotationTerms{cos.component.pairs, cos.table, sin.table, sin.negated};
}

/// A recognised complex rotation: rope.apply_table's operands.
struct ComplexRotation {
  Value x;
  TableView cos, sin;
  bool inverse;
};

std::optional<ComplexRotation> matchComplexRotation(Value root) {
  std::optional<Value> pairs = matchMergedPairs(root);
  if (!pairs)
    return std::nullopt;
  std::optional<SmallVector<Value>> pieces = matchChannelJoin(*pairs);
  if (!pieces || pieces->size() != 2 || lastExtent((*pieces)[0]) != 1)
    return std::nullopt;
  // out_re and out_im, computed on [..., D/2] components and given a unit
  // axis for the stack, or computed on [..., D/2, 1] components directly.
  std::optional<Value> re = matchUnitAxisExpansion((*pieces)[0]);
  std::optional<Value> im = matchUnitAxisExpansion((*pieces)[1]);
  if (re.has_value() != im.has_value())
    return std::nullopt;
  bool unitAxis = !re;
  auto reSum = matchSignedSum(unitAxis ? (*pieces)[0] : *re, unitAxis);
  auto imSum = matchSignedSum(unitAxis ? (*pieces)[1] : *im, unitAxis);
  if (!reSum || !imSum)
    return std::nullopt;
  std::optional<RotationTerms> reTerms =
      matchRotationTerms(*reSum, /*cosIndex=*/0);
  std::optional<RotationTerms> imTerms =
      matchRotationTerms(*imSum, /*cosIndex=*/1);
  // One angle per pair: both components read the same tables along the
  // same token axis, and exactly one sine term is subtracted (from out_re:
  // forward).
  if (!reTerms || !imTerms || reTerms->pairs != imTerms->pairs ||
      !reTerms->cos.sameTable(imTerms->cos) ||
      !reTerms->sin.sameTable(imTerms->sin) ||
      reTerms->cos.seqAxis != reTerms->sin.seqAxis ||
      reTerms->cos.seqAxis != imTerms->cos.seqAxis ||
      reTerms->sinSubtracted == imTerms->sinSubtracted)
    return std::nullopt;
  std::optional<Value> x = matchSplitPairs(reTerms->pairs);
  if (!x || x->getType() != root.getType())
    return std::nullopt;
  return ComplexRotation{*x, reTerms->cos, reTerms->sin,
                         /*inverse=*/imTerms->sinSubtracted};
}

} // namespace

void mlir::rope::raise::raiseComplexProducts(RaiseState &state) {
  state.forEachUsedResult([&](Operation *root, Value result) {
    std::optional<ComplexRotation> rotation = matchComplexRotation(result);
    if (rotation)
      raiseToApplyTable(state, root, rotation->x, rotation->cos, rotation->sin,
                        Pairing::interleaved, rotation->inverse, "complex");
  });
}
