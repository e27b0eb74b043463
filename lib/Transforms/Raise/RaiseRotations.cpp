//===- RaiseRotations.cpp - x*cos + swap(x)*sin to rope.apply_table -------===//
//
// The decomposed rotation of Semantics §3 in its table form (W = D):
//   y = x * cos + swap(x) * sin
// where swap is a pair swap (PairSwap.h) and cos/sin are tables broadcast
// over the batch and head axes. `x * cos - swap(x) * sin` is the inverse.
//
//===----------------------------------------------------------------------===//

#include "PairSwap.h"
#include "RaiseState.h"

#include "../Elements/ElementEvaluator.h"
#include "../Elements/Polynomial.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// `data * table` where `data` is read whole and `table` is a table.
struct TableProduct {
  Value data;
  TableView table;
};

/// The ways of reading `term` as data times a table, for each operand order.
SmallVector<TableProduct, 2> tableProducts(Value term, Value rotated) {
  SmallVector<TableProduct, 2> products;
  std::optional<Elementwise> mul = matchElementwise(term);
  if (!mul || mul->kind != ElementwiseKind::Mul)
    return products;
  for (int i = 0; i < 2; ++i) {
    const AxisMapped &data = mul->operands[i];
    if (!data.readsWholly(term))
      continue;
    if (std::optional<TableView> table =
            matchTable(traceBroadcasts(mul->operands[1 - i]), rotated))
      products.push_back({data.value, *table});
  }
  return products;
}

/// A recognised rotation: rope.apply_table's operands.
struct Rotation {
  Value x;
  TableView cos, sin;
  Pairing pairing;
  bool inverse;
};

std::optional<Rotation> matchRotation(Value root) {
  std::optional<Elementwise> sum = matchElementwise(root);
  if (!sum ||
      (sum->kind != ElementwiseKind::Add &&
       sum->kind != ElementwiseKind::Sub) ||
      !sum->operands[0].readsWholly(root) ||
      !sum->operands[1].readsWholly(root))
    return std::nullopt;
  bool subtracted = sum->kind == ElementwiseKind::Sub;
  // With a subtraction the cosine term must come first: swap(x)*sin - x*cos
  // is no rotation.
  for (int cosTerm = 0; cosTerm < (subtracted ? 1 : 2); ++cosTerm) {
    Value cosValue = sum->operands[cosTerm].value;
    Value sinValue = sum->operands[1 - cosTerm].value;
    for (const TableProduct &sin : tableProducts(sinValue, root)) {
      std::optional<PairSwap> swap = matchPairSwap(sin.data);
      if (!swap)
        continue;
      for (const TableProduct &cos : tableProducts(cosValue, root)) {
        if (cos.data != swap->source || cos.table.seqAxis != sin.table.seqAxis)
          continue;
        // Subtracting the forward swap, or adding the inverse one, turns
        // every angle the other way.
        return Rotation{swap->source, cos.table, sin.table, swap->pairing,
                        swap->forward == subtracted};
      }
    }
  }
  return std::nullopt;
}

StringRef patternName(Pairing pairing) {
  return pairing == Pairing::half ? "rotate_half" : "interleaved";
}

} // namespace

void mlir::rope::raise::raiseRotations(RaiseState &state) {
  state.forEachUsedResult([&](Operation *root, Value result) {
    std::optional<Rotation> rotation = matchRotation(result);
    if (rotation)
      raiseToApplyTable(state, root, rotation->x, rotation->cos, rotation->sin,
                        rotation->pairing, rotation->inverse,
                        patternName(rotation->pairing));
  });
}

namespace {
/// The trig function an element of a table computed in the IR applies, or
/// "" for a table passed in (or not computed by one).
StringRef trigOfTable(Value table) {
  auto type = dyn_cast<RankedTensorType>(table.getType());
  if (!type)
    return "";
  elements::ExprContext exprs(table.getContext(), type.getRank());
  elements::Evaluator eval(exprs);
  // The last element: a position and a frequency that are not zero.
  SmallVector<const elements::Expr *> index;
  for (int64_t extent : type.getShape())
    index.push_back(exprs.dim(ShapedType::isDynamic(extent) ? 0 : extent - 1));
  bool rounded = false;
  const elements::Expr *e = elements::peelConversions(
      eval.element(table, index), rounded);
  std::optional<elements::Expansion> expansion =
      e ? elements::expand(e) : std::nullopt;
  if (!expansion || expansion->terms.size() != 1 ||
      expansion->terms.front().factors.size() != 1)
    return "";
  const elements::Expr *f = elements::peelConversions(
      expansion->terms.front().factors.front(), rounded);
  return f && (f->isOp("math.cos") || f->isOp("math.sin")) ? f->opName() : "";
}
} // namespace

bool mlir::rope::raise::raiseToApplyTable(RaiseState &state, Operation *root,
                                          Value x, const TableView &cos,
                                          const TableView &sin, Pairing pairing,
                                          bool inverse, StringRef pattern) {
  // A rotation by the negated angles is a near miss unless asked for; so
  // are computed tables that are not a cosine and a sine (cos used twice).
  if (inverse && !state.allowInverse)
    return false;
  StringRef cosTrig = trigOfTable(cos.source), sinTrig = trigOfTable(sin.source);
  if ((!cosTrig.empty() || !sinTrig.empty()) &&
      (cosTrig != "math.cos" || sinTrig != "math.sin"))
    return false;
  auto type = cast<RankedTensorType>(x.getType());
  std::string layout = layoutFor(type.getRank(), cos.seqAxis);
  if (layout.empty())
    return false;
  MLIRContext *context = state.func.getContext();
  OpBuilder &builder = state.builder;
  builder.setInsertionPointAfter(root);
  auto params = ParamsAttr::get(context, llvm::APFloat(10000.0), nullptr,
                                /*rotary_dim=*/0, pairing, PartialMode::leading,
                                /*rotary_offset=*/0, llvm::APFloat(1.0));
  auto op = ApplyTableOp::create(
      builder, root->getLoc(), ValueRange{x}, state.tables.get(builder, cos),
      state.tables.get(builder, sin), /*offset=*/Value(),
      /*batch_offsets=*/Value(), /*positions=*/Value(),
      LayoutAttr::get(context, layout), params, /*static_offset=*/0, inverse);
  if (!verifiesQuietly(op) || op->getResultTypes() != root->getResultTypes()) {
    op->erase();
    return false;
  }
  state.replace(root, op, {pattern.str()});
  return true;
}
