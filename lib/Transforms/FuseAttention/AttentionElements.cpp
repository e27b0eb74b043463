//===- AttentionElements.cpp - Attention read off its elements ------------===//
//
// The contraction's element is described over its own indices plus two
// reserved dims, j (the key, the reduction of P.V and of the softmax) and
// c (the channel Q.K^T sums over). Reads of q, k and v then give the
// attention's roles: heads merged with the batch (a [B*H, S, D] batch
// matmul) are split back through the floordiv / mod the reads carry.
//
//===----------------------------------------------------------------------===//

#include "AttentionElements.h"
#include "SharedRotation.h"

#include "../Elements/ElementEvaluator.h"
#include "../Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

#include <cmath>

namespace mlir::rope::detail {
namespace {
using namespace elements;

/// A mask value at or below this hides its key (frontends use -inf, the
/// float's lowest, or -1e9 and the like).
constexpr double kHidden = -1.0e8;

bool dependsOn(const Expr *e, unsigned dim) {
  if (e->isDim()) {
    bool found = false;
    e->affine.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        found |= d.getPosition() == dim;
    });
    return found;
  }
  return llvm::any_of(e->operands,
                      [&](const Expr *o) { return dependsOn(o, dim); });
}

bool contains(const Expr *e, StringRef opName) {
  if (e->isOp(opName))
    return true;
  return llvm::any_of(e->operands,
                      [&](const Expr *o) { return contains(o, opName); });
}

/// A read of a tensor: itself, or the tensor an element computed in the IR
/// was first read from.
const Expr *asRead(const Expr *e, const Evaluator &eval) {
  bool rounded = false;
  e = peelConversions(e, rounded);
  if (e && !e->isRead())
    if (const Expr *origin = eval.originOf(e))
      return origin;
  return e && e->isRead() && !e->operands.empty() ? e : nullptr;
}

/// The linalg op with one reduction loop whose result `read` reads.
std::pair<Operation *, unsigned> reductionOf(const Expr *read) {
  if (!read || !read->isRead())
    return {nullptr, 0};
  auto result = dyn_cast<OpResult>(read->source);
  if (!result)
    return {nullptr, 0};
  auto op = dyn_cast<linalg::LinalgOp>(result.getOwner());
  if (!op || op.getNumReductionLoops() != 1)
    return {nullptr, 0};
  return {op, result.getResultNumber()};
}

/// Sums that are data: an element the IR computes as a sum (a projection
/// plus its bias), not a step of the attention.
bool isDataSum(const Expr *e, const Evaluator &eval) {
  return (e->isOp("arith.addf") || e->isOp("arith.subf")) && eval.originOf(e) &&
         !contains(e, "math.exp") && !contains(e, "arith.divf") &&
         !contains(e, "arith.select");
}

/// `e` as one monomial: coefficient and factors, conversions and data sums
/// looked through.
std::optional<Monomial> asMonomial(const Expr *e, const Evaluator &eval) {
  std::optional<Expansion> expansion =
      expand(e, 4, [&](const Expr *sum) { return isDataSum(sum, eval); });
  if (!expansion || expansion->terms.size() != 1)
    return std::nullopt;
  return expansion->terms.front();
}

/// The probabilities of a weighted sum: exp(a) / l (divided, or multiplied
/// by 1 / l).
struct Weights {
  const Expr *numerator = nullptr;
  const Expr *denominator = nullptr;
};

std::optional<Weights> asWeights(ArrayRef<const Expr *> factors) {
  bool rounded = false;
  if (factors.size() == 1) {
    const Expr *f = peelConversions(factors[0], rounded);
    if (f->isOp("arith.divf"))
      return Weights{peelConversions(f->operands[0], rounded),
                     peelConversions(f->operands[1], rounded)};
    return std::nullopt;
  }
  if (factors.size() != 2)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const Expr *num = peelConversions(factors[i], rounded);
    const Expr *inv = peelConversions(factors[1 - i], rounded);
    if (num->isOp("math.exp") && inv->isOp("arith.divf") &&
        inv->operands[0]->numeric() == 1.0)
      return Weights{num, peelConversions(inv->operands[1], rounded)};
  }
  return std::nullopt;
}

/// How a mask condition bounds `j - i` (key minus query index): the
/// condition holds exactly when j - i <= bound (`upper`) or j - i >= bound
/// (not `upper`), read off an integer comparison of affine expressions of
/// the roles. nullopt for any other condition.
struct KeyBound {
  int64_t bound = 0;
  bool upper = true;
};

std::optional<KeyBound>
boundOfKey(const Expr *cond, function_ref<AffineExpr(AffineExpr)> toRoles,
           ArrayRef<int64_t> extents) {
  if (!cond->isOp("arith.cmpi"))
    return std::nullopt;
  auto predicate = cast<arith::CmpIPredicateAttr>(cond->attr).getValue();
  auto affineOf = [&](const Expr *e) -> AffineExpr {
    while (e->isOp("arith.index_cast") || e->isOp("arith.extsi") ||
           e->isOp("arith.extui"))
      e = e->operands[0];
    if (e->isConstant() && e->type.isIntOrIndex())
      if (std::optional<double> c = e->numeric())
        return getAffineConstantExpr(static_cast<int64_t>(*c),
                                     e->type.getContext());
    if (!e->isDim())
      return AffineExpr();
    return toRoles(e->affine);
  };
  AffineExpr lhs = affineOf(cond->operands[0]);
  AffineExpr rhs = affineOf(cond->operands[1]);
  if (!lhs || !rhs)
    return std::nullopt;
  using P = arith::CmpIPredicate;
  // lhs - rhs <= bound (upper) or >= bound.
  KeyBound form;
  switch (predicate) {
  case P::sle:
  case P::ule:
    break;
  case P::slt:
  case P::ult:
    form.bound = -1;
    break;
  case P::sge:
  case P::uge:
    form.upper = false;
    break;
  case P::sgt:
  case P::ugt:
    form.upper = false;
    form.bound = 1;
    break;
  default:
    return std::nullopt;
  }
  MLIRContext *context = lhs.getContext();
  // Roles of extent 1 (one query token) sit at 0.
  SmallVector<AffineExpr> fixUnits;
  for (unsigned role = 0; role < kNumRoles; ++role)
    fixUnits.push_back(extents[role] == 1 ? getAffineConstantExpr(0, context)
                                          : getAffineDimExpr(role, context));
  AffineExpr keyMinusQuery = getAffineDimExpr(kKey, context) -
                             getAffineDimExpr(kQuery, context);
  auto constantOf = [&](AffineExpr e) -> std::optional<int64_t> {
    auto c = dyn_cast<AffineConstantExpr>(
        simplifyAffineExpr(e.replaceDims(fixUnits), kNumRoles, 0));
    return c ? std::optional<int64_t>(c.getValue()) : std::nullopt;
  };
  AffineExpr diff = lhs - rhs;
  // diff = (j - i) + c, or -(j - i) + c.
  if (std::optional<int64_t> c = constantOf(diff - keyMinusQuery))
    return KeyBound{form.bound - *c, form.upper};
  if (std::optional<int64_t> c = constantOf(diff + keyMinusQuery))
    return KeyBound{*c - form.bound, !form.upper};
  return std::nullopt;
}

/// The shift of a causal mask: key j visible to query i exactly when
/// j - i <= shift, given the condition under which keys are `visible`
/// (or hidden, when not `visible`).
std::optional<int64_t> causalShift(const Expr *cond, bool visible,
                                   function_ref<AffineExpr(AffineExpr)> toRoles,
                                   ArrayRef<int64_t> extents) {
  std::optional<KeyBound> form = boundOfKey(cond, toRoles, extents);
  if (!form)
    return std::nullopt;
  if (visible && form->upper)
    return form->bound;
  // Hidden when j - i >= bound: visible when j - i <= bound - 1.
  if (!visible && !form->upper)
    return form->bound - 1;
  return std::nullopt;
}

/// A mask term: `select(cond, 0, hidden)` or `select(cond, hidden, 0)`
/// (conversions looked through): the condition, and whether it says
/// "visible".
std::optional<std::pair<const Expr *, bool>> maskCondition(const Expr *mask) {
  bool rounded = false;
  mask = peelConversions(mask, rounded);
  if (!mask->isOp("arith.select"))
    return std::nullopt;
  std::optional<double> a = mask->operands[1]->numeric();
  std::optional<double> b = mask->operands[2]->numeric();
  if (a == 0.0 && b && *b <= kHidden)
    return std::pair{mask->operands[0], true};
  if (b == 0.0 && a && *a <= kHidden)
    return std::pair{mask->operands[0], false};
  return std::nullopt;
}

/// `e` without the negations around it (`x == false`, `x != true`,
/// `x ^ true` on i1), and whether they were odd in number.
std::pair<const Expr *, bool> withoutNegations(const Expr *e) {
  bool negated = false;
  while (e->operands.size() == 2 && e->type.isInteger(1)) {
    const Expr *lhs = e->operands[0], *rhs = e->operands[1];
    std::optional<double> c = rhs->numeric();
    if (!c) {
      std::swap(lhs, rhs);
      c = rhs->numeric();
    }
    if (!c || !lhs->type.isInteger(1))
      break;
    bool flips;
    if (e->isOp("arith.xori")) {
      flips = *c != 0.0;
    } else if (e->isOp("arith.cmpi")) {
      auto predicate = cast<arith::CmpIPredicateAttr>(e->attr).getValue();
      if (predicate == arith::CmpIPredicate::eq)
        flips = *c == 0.0;
      else if (predicate == arith::CmpIPredicate::ne)
        flips = *c != 0.0;
      else
        break;
    } else {
      break;
    }
    negated ^= flips;
    e = lhs;
  }
  return {e, negated};
}

/// The x of `x == -inf` (ordered or not, either operand order).
const Expr *negativeInfinityTested(const Expr *e) {
  if (!e->isOp("arith.cmpf"))
    return nullptr;
  auto predicate = cast<arith::CmpFPredicateAttr>(e->attr).getValue();
  if (predicate != arith::CmpFPredicate::OEQ &&
      predicate != arith::CmpFPredicate::UEQ)
    return nullptr;
  for (int i = 0; i < 2; ++i)
    if (std::optional<double> c = e->operands[1 - i]->numeric();
        c && std::isinf(*c) && *c < 0)
      return e->operands[i];
  return nullptr;
}

/// The conditions that all hold exactly when `cond` says a key is visible
/// (`visible`) or, else, hidden: the operands of an `and` of visibility
/// conditions or of an `or` of hiding ones, each with whether it holds (or
/// fails) for a visible key.
void visibleParts(const Expr *cond, bool visible,
                  SmallVectorImpl<std::pair<const Expr *, bool>> &parts) {
  auto [inner, negated] = withoutNegations(cond);
  visible ^= negated;
  if ((visible && inner->isOp("arith.andi")) ||
      (!visible && inner->isOp("arith.ori"))) {
    for (const Expr *operand : inner->operands)
      visibleParts(operand, visible, parts);
    return;
  }
  parts.push_back({inner, visible});
}

/// Whether `op` only moves or broadcasts its one tensor input, or scales
/// it by a constant: what lies between a projection reshaped into heads and
/// the Q.K^T that reads it.
bool movesOrScales(Operation *op) {
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
          linalg::TransposeOp, linalg::CopyOp, linalg::BroadcastOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumReductionLoops() != 0 || op->getNumResults() != 1)
    return false;
  Block *body = generic.getBody();
  Value yielded = body->getTerminator()->getOperand(0);
  if (yielded == body->getArgument(0))
    return true;
  Operation *def = yielded.getDefiningOp();
  return isa_and_present<arith::MulFOp, arith::DivFOp>(def) &&
         def->getOperand(0) == body->getArgument(0) &&
         matchPattern(def->getOperand(1), m_Constant());
}

/// The last [., ., ., D] tensor on the chain of moves and scales that ends
/// in `value`, walking back to the op that computes it; null when none.
Value farthestHeadView(Value value, int64_t headDim) {
  Value view;
  while (true) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (type && type.getRank() == 4 && type.getShape().back() == headDim)
      view = value;
    Operation *op = value.getDefiningOp();
    if (!op || !movesOrScales(op))
      return view;
    value = op->getOperand(0);
  }
}

/// `kv * G + g` for atoms kv and g, g a low atom of extent G: the atoms.
std::optional<std::pair<unsigned, unsigned>>
groupedHead(AffineExpr e, const DenseMap<unsigned, int64_t> &lowExtent) {
  auto sum = dyn_cast<AffineBinaryOpExpr>(e);
  if (!sum || sum.getKind() != AffineExprKind::Add)
    return std::nullopt;
  for (auto [scaled, low] : {std::pair(sum.getLHS(), sum.getRHS()),
                             std::pair(sum.getRHS(), sum.getLHS())}) {
    auto group = dyn_cast<AffineDimExpr>(low);
    auto product = dyn_cast<AffineBinaryOpExpr>(scaled);
    if (!group || !product || product.getKind() != AffineExprKind::Mul)
      continue;
    auto kv = dyn_cast<AffineDimExpr>(product.getLHS());
    auto size = dyn_cast<AffineConstantExpr>(product.getRHS());
    int64_t extent = lowExtent.lookup(group.getPosition());
    if (kv && size && extent > 0 && size.getValue() == extent)
      return std::pair(kv.getPosition(), group.getPosition());
  }
  return std::nullopt;
}

class Describer {
public:
  /// `views`: tensors read as they are (the [B, S, H, D] views of q and k
  /// that carry no rotation).
  Describer(Operation *pv, std::string &why, bool &near,
            const DenseSet<Value> &views = {})
      : pv(pv), why(why), near(near),
        n(cast<RankedTensorType>(pv->getResult(0).getType()).getRank()),
        exprsOwner(std::make_shared<ExprContext>(pv->getContext(), n + 2)),
        exprs(*exprsOwner), eval(exprs) {
    eval.setLeaves(views);
  }

  FailureOr<ElementAttention> run();

  /// After a failure: the head views of the operands of Q.K^T, when q and k
  /// carry no rotation and were read past them (a layer without RoPE,
  /// whose q and k are projections reshaped into heads).
  const DenseSet<Value> &headViews() const { return views; }

private:
  LogicalResult fail(const Twine &reason) {
    why = reason.str();
    return failure();
  }
  AffineExpr dimExpr(unsigned d) {
    return getAffineDimExpr(d, pv->getContext());
  }
  const Expr *dim(unsigned d) {
    return exprs.dim(dimExpr(d), IndexType::get(pv->getContext()));
  }
  LogicalResult readWeightedSum();
  LogicalResult readNamedAttention();
  LogicalResult readSoftmax();
  LogicalResult readScores(const Expr *scores);
  LogicalResult readContraction(const Expr *qkRead);
  LogicalResult assignRoles();
  LogicalResult readRotations();
  LogicalResult readMask();
  LogicalResult readEmptyRowGuard();
  LogicalResult readKeyMask(ArrayRef<std::pair<const Expr *, bool>> parts);

  Operation *pv;
  std::string &why;
  bool &near;
  unsigned n;
  std::shared_ptr<ExprContext> exprsOwner;
  ExprContext &exprs;
  Evaluator eval;
  ElementAttention match;
  /// The op computing Q.K^T (the named attention op itself), and the head
  /// views found after a failure.
  Operation *scoresOp = nullptr;
  DenseSet<Value> views;

  SmallVector<const Expr *> domain;
  const Expr *key = nullptr;     // j
  const Expr *channel = nullptr; // c
  int64_t keyExtent = 0;
  Weights weights;
  const Expr *arg = nullptr; // of the exp
  /// The weights are 0 where this holds (or, `emptyRowNegated`, where it
  /// does not): torch's guarded softmax of rows without a visible key.
  const Expr *emptyRowGuard = nullptr;
  bool emptyRowNegated = false;
  const Expr *qRead = nullptr, *kRead = nullptr, *vRead = nullptr;
  const Expr *maskCond = nullptr;
  bool maskVisible = true; // maskCond says "visible" (else "hidden")
  SmallVector<const Expr *> biasTerms;
  /// Role of each dim of the description (after splitting merged dims).
  SmallVector<AffineExpr> roleOfDim;
  /// Merged result dims written as their parts.
  DenseMap<AffineExpr, AffineExpr> splitting;
  unsigned numAtoms = 0;

  /// An index of the description as an expression of the roles.
  AffineExpr toRoles(AffineExpr e) {
    AffineExpr atoms =
        simplifyAffineExpr(e.replace(splitting), numAtoms, 0);
    return simplifyAffineExpr(atoms.replaceDims(roleOfDim), kNumRoles, 0);
  }
};

/// The static extent of the one reduction loop of linalg op `op`.
int64_t reducedExtent(Operation *op) {
  auto linalgOp = cast<linalg::LinalgOp>(op);
  for (auto [loop, type] : llvm::enumerate(linalgOp.getIteratorTypesArray()))
    if (type == utils::IteratorType::reduction)
      return linalgOp.getStaticLoopRanges()[loop];
  return ShapedType::kDynamic;
}

LogicalResult Describer::readWeightedSum() {
  auto type = cast<RankedTensorType>(pv->getResult(0).getType());
  for (unsigned axis = 0; axis < n; ++axis) {
    domain.push_back(type.getDimSize(axis) == 1 ? exprs.dim(0) : dim(axis));
    if (!type.isDynamicDim(axis))
      exprs.setDimExtent(axis, type.getDimSize(axis));
  }
  if (int64_t keys = reducedExtent(pv); !ShapedType::isDynamic(keys))
    exprs.setDimExtent(n, keys);
  key = dim(n);
  channel = dim(n + 1);
  std::optional<Evaluator::ReductionStep> step =
      eval.reduction(pv, 0, domain, key);
  if (!step || step->kind != Evaluator::ReductionStep::Kind::Add ||
      !step->init || step->init->numeric() != 0.0)
    return fail("not a sum from zero");
  keyExtent = step->extent;
  std::optional<Monomial> term = asMonomial(step->term, eval);
  if (!term || term->coefficient != 1.0 || term->factors.size() < 2)
    return fail("the sum is not weights times values");
  // The values: the one factor that is a tensor read and no weight.
  SmallVector<const Expr *> weightFactors;
  for (const Expr *factor : term->factors) {
    if (contains(factor, "math.exp") || contains(factor, "arith.divf") ||
        (factor->isRead() && isa_and_present<linalg::SoftmaxOp>(
                                 factor->source.getDefiningOp()))) {
      weightFactors.push_back(factor);
      continue;
    }
    if (vRead)
      return fail("the sum multiplies more than weights and values");
    vRead = asRead(factor, eval);
    if (!vRead)
      return fail("the values are not read from a tensor");
  }
  if (!vRead || !dependsOn(vRead, n))
    return fail("the values do not vary along the summed key axis");
  near = true;
  // SDPA's guarded softmax zeroes the weights of rows whose every score is
  // -inf; readEmptyRowGuard checks the condition once the scores are known.
  for (const Expr *&factor : weightFactors) {
    bool rounded = false;
    const Expr *f = peelConversions(factor, rounded);
    if (!f->isOp("arith.select"))
      continue;
    for (int zero = 1; zero <= 2; ++zero) {
      if (f->operands[zero]->numeric() != 0.0)
        continue;
      if (emptyRowGuard)
        return fail("the weights are selected against 0 twice");
      emptyRowGuard = f->operands[0];
      emptyRowNegated = zero == 2;
      factor = f->operands[3 - zero];
      break;
    }
  }
  if (weightFactors.size() == 1 && weightFactors[0]->isRead()) {
    // linalg.softmax: the weights are its result.
    auto softmax = cast<linalg::SoftmaxOp>(weightFactors[0]->source.getDefiningOp());
    ArrayRef<const Expr *> at = weightFactors[0]->operands;
    int64_t axis = softmax.getDimension();
    if (axis >= static_cast<int64_t>(at.size()) || at[axis] != key)
      return fail("the softmax normalises another axis than the key");
    arg = eval.element(softmax.getInput(), at);
    return success();
  }
  std::optional<Weights> w = asWeights(weightFactors);
  if (!w || !w->numerator->isOp("math.exp"))
    return fail("the weights are not exp(x) / sum");
  weights = *w;
  return readSoftmax();
}

LogicalResult Describer::readNamedAttention() {
  // IREE's op (torch's scaled_dot_product_attention through iree-turbine),
  // in generic form: q, k, v, a scalar scale, an optional mask (i1: the key
  // is visible; float: added), the init; one indexing map each, over loops
  // that the maps name (batch dims, queries, value channels, q/k channels,
  // keys); a region that may rewrite each score.
  auto maps = pv->getAttrOfType<ArrayAttr>("indexing_maps");
  unsigned operands = pv->getNumOperands();
  if (!maps || maps.size() != operands || (operands != 5 && operands != 6) ||
      !llvm::all_of(maps, [](Attribute a) { return isa<AffineMapAttr>(a); }))
    return fail("the named attention has no indexing map per operand");
  auto mapOf = [&](unsigned i) {
    return cast<AffineMapAttr>(maps[i]).getValue();
  };
  AffineMap qMap = mapOf(0), kMap = mapOf(1), vMap = mapOf(2),
            outMap = mapOf(operands - 1);
  unsigned numLoops = outMap.getNumDims();
  // The loops: the output's are the description's dims; the key loop is
  // k's that q lacks, the channel loop q's that the output lacks.
  SmallVector<const Expr *> loops(numLoops, nullptr);
  std::optional<unsigned> keyLoop, channelLoop;
  auto type = cast<RankedTensorType>(pv->getResult(0).getType());
  for (auto [axis, e] : llvm::enumerate(outMap.getResults())) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d)
      return fail("the named attention's output map is not a projection");
    loops[d.getPosition()] =
        type.getDimSize(axis) == 1 ? exprs.dim(0) : dim(axis);
    domain.push_back(loops[d.getPosition()]);
    if (!type.isDynamicDim(axis))
      exprs.setDimExtent(axis, type.getDimSize(axis));
  }
  for (unsigned loop = 0; loop < numLoops; ++loop) {
    if (loops[loop])
      continue;
    bool inQ = qMap.isFunctionOfDim(loop), inK = kMap.isFunctionOfDim(loop);
    if (inK && !inQ && !keyLoop)
      keyLoop = loop;
    else if (inQ && inK && !channelLoop)
      channelLoop = loop;
    else
      return fail("the named attention has a loop that is neither a key, a "
                  "channel nor an axis of its output");
  }
  if (!keyLoop || !channelLoop)
    return fail("the named attention has no key or no channel loop");
  key = dim(n);
  channel = dim(n + 1);
  loops[*keyLoop] = key;
  loops[*channelLoop] = channel;
  auto extentOf = [&](unsigned loop, AffineMap map, Value operand) {
    auto shaped = cast<ShapedType>(operand.getType());
    for (auto [axis, e] : llvm::enumerate(map.getResults()))
      if (e == getAffineDimExpr(loop, pv->getContext()))
        return shaped.getDimSize(axis);
    return ShapedType::kDynamic;
  };
  keyExtent = extentOf(*keyLoop, kMap, pv->getOperand(1));
  if (!ShapedType::isDynamic(keyExtent))
    exprs.setDimExtent(n, keyExtent);
  int64_t channels = extentOf(*channelLoop, qMap, pv->getOperand(0));
  if (!ShapedType::isDynamic(channels))
    exprs.setDimExtent(n + 1, channels);

  // The region must hand each score on unchanged.
  Region &region = pv->getRegion(0);
  if (!region.hasOneBlock() || region.front().getNumArguments() != 1 ||
      region.front().getTerminator()->getNumOperands() != 1 ||
      region.front().getTerminator()->getOperand(0) !=
          region.front().getArgument(0))
    return fail("the named attention rewrites its scores (a soft cap or "
                "another score function)");
  auto readAt = [&](unsigned i, AffineMap map) -> const Expr * {
    SmallVector<const Expr *> at;
    for (AffineExpr e : map.getResults()) {
      AffineExpr index = e.replaceDims(llvm::map_to_vector(
          loops, [](const Expr *l) { return l->affine; }));
      at.push_back(exprs.dim(index, IndexType::get(pv->getContext())));
    }
    return eval.element(pv->getOperand(i), at);
  };
  scoresOp = pv;
  qRead = asRead(readAt(0, qMap), eval);
  kRead = asRead(readAt(1, kMap), eval);
  vRead = asRead(readAt(2, vMap), eval);
  if (!qRead || !kRead || !vRead)
    return fail("q, k or v is not read from a tensor");
  near = true;
  std::optional<double> scale = eval.scalar(pv->getOperand(3))->numeric();
  if (!scale)
    return fail("the scale is not a constant");
  match.scale = *scale;
  if (operands == 6) {
    const Expr *mask = readAt(4, mapOf(4));
    if (mask->type.isInteger(1)) {
      maskCond = mask;
      maskVisible = true;
    } else {
      biasTerms.push_back(mask);
    }
  }
  match.extents.assign(kNumRoles, 0);
  match.extents[kChannel] = channels;
  return success();
}

LogicalResult Describer::readSoftmax() {
  // The denominator: a sum over the same keys of the numerator itself.
  const Expr *sum = asRead(weights.denominator, eval);
  auto [sumOp, sumResult] = reductionOf(sum);
  if (!sumOp || dependsOn(sum, n))
    return fail("the softmax denominator is not a sum of the row");
  std::optional<Evaluator::ReductionStep> step =
      eval.reduction(sumOp, sumResult, sum->operands, key);
  bool rounded = false;
  if (!step || step->kind != Evaluator::ReductionStep::Kind::Add ||
      !step->init || step->init->numeric() != 0.0 ||
      peelConversions(step->term, rounded) != weights.numerator)
    return fail("the softmax divides by something other than the sum of its "
                "numerators");
  if (step->extent != keyExtent)
    return fail("the softmax sums over another number of keys");
  arg = weights.numerator->operands[0];
  return success();
}

LogicalResult Describer::readScores(const Expr *scores) {
  if (contains(scores, "math.tanh"))
    return fail("the scores are soft-capped (cap * tanh(s / cap), Gemma-2's "
                "logit cap): rope.attention has no cap");
  // exp(s - m): the terms that do not vary along the keys only stabilise.
  std::optional<Expansion> expansion = expand(scores, 16);
  if (!expansion)
    return fail("the softmax argument is not a sum of terms");
  SmallVector<Monomial> varying;
  auto addVarying = [&](const Expansion &terms) {
    for (const Monomial &m : terms.terms)
      if (llvm::any_of(m.factors,
                       [&](const Expr *f) { return dependsOn(f, n); }))
        varying.push_back(m);
  };
  addVarying(*expansion);
  const Expr *qk = nullptr;
  double scale = 0.0;
  for (size_t t = 0; t < varying.size(); ++t) {
    Monomial m = varying[t];
    bool rounded = false;
    const Expr *single = m.factors.size() == 1 && m.coefficient == 1.0
                             ? peelConversions(m.factors[0], rounded)
                             : nullptr;
    // A mask applied with select (JAX's where, torch's masked_fill):
    // select(cond, s, hidden); the terms it keeps join the others.
    if (single && single->isOp("arith.select") && !maskCondition(single)) {
      int kept = 0;
      for (int operand = 1; operand <= 2; ++operand)
        if (std::optional<double> v = single->operands[3 - operand]->numeric();
            v && *v <= kHidden)
          kept = operand;
      if (!kept)
        return fail("the scores are selected against something other than a "
                    "hiding value");
      if (maskCond)
        return fail("the scores are masked twice");
      maskCond = single->operands[0];
      maskVisible = kept == 1;
      std::optional<Expansion> inner = expand(single->operands[kept], 16);
      if (!inner)
        return fail("the masked scores are not a sum of terms");
      addVarying(*inner);
      continue;
    }
    const Expr *read = m.factors.size() == 1 ? asRead(m.factors[0], eval)
                                             : nullptr;
    if (read && reductionOf(read).first && !qk) {
      qk = read;
      scale = m.coefficient;
      continue;
    }
    // Anything else that varies along the keys is the mask or a bias.
    if (llvm::any_of(m.factors, [&](const Expr *f) {
          const Expr *r = asRead(f, eval);
          return r && reductionOf(r).first;
        }))
      return fail("Q.K^T is scaled by something other than a constant");
    if (m.factors.size() != 1)
      return fail("the scores carry a term that is neither the product "
                  "Q.K^T nor a mask");
    if (m.coefficient != 1.0)
      return fail("a bias or mask is scaled with the scores (added before "
                  "the scale)");
    biasTerms.push_back(m.factors[0]);
  }
  if (!qk)
    return fail("no Q.K^T contraction feeds the softmax");
  match.scale = scale;
  return readContraction(qk);
}

LogicalResult Describer::readContraction(const Expr *qkRead) {
  auto [qkOp, qkResult] = reductionOf(qkRead);
  scoresOp = qkOp;
  if (int64_t channels = reducedExtent(qkOp);
      !ShapedType::isDynamic(channels))
    exprs.setDimExtent(n + 1, channels);
  std::optional<Evaluator::ReductionStep> step =
      eval.reduction(qkOp, qkResult, qkRead->operands, channel);
  if (!step || step->kind != Evaluator::ReductionStep::Kind::Add ||
      !step->init || step->init->numeric() != 0.0)
    return fail("the scores are not a sum from zero");
  std::optional<Monomial> term = asMonomial(step->term, eval);
  if (!term || term->factors.size() != 2)
    return fail("the scores are not a sum of products of two tensors");
  match.scale *= term->coefficient;
  const Expr *a = asRead(term->factors[0], eval);
  const Expr *b = asRead(term->factors[1], eval);
  if (!a || !b)
    return fail("q or k is not read from a tensor");
  if (dependsOn(a, n) == dependsOn(b, n))
    return fail("the scores do not pair each key with each query");
  std::tie(qRead, kRead) = dependsOn(a, n) ? std::pair(b, a) : std::pair(a, b);
  match.extents.assign(kNumRoles, 0);
  match.extents[kChannel] = step->extent;
  return success();
}

/// The constants N of `x mod N` reading result dim x: an axis that merges
/// two (batch and heads), read back as `x floordiv N` and `x mod N` (the
/// mod also spelled `x - (x floordiv N) * N`). (A floordiv alone is GQA's
/// query head to kv head.)
void collectSplits(AffineExpr e, DenseMap<unsigned, int64_t> &splits,
                   bool &conflict) {
  auto record = [&](unsigned x, int64_t size) {
    auto [it, inserted] = splits.try_emplace(x, size);
    conflict |= !inserted && it->second != size;
  };
  e.walk([&](AffineExpr sub) {
    auto binary = dyn_cast<AffineBinaryOpExpr>(sub);
    if (!binary || (binary.getKind() != AffineExprKind::Mod &&
                    binary.getKind() != AffineExprKind::FloorDiv))
      return;
    auto lhs = dyn_cast<AffineDimExpr>(binary.getLHS());
    auto rhs = dyn_cast<AffineConstantExpr>(binary.getRHS());
    if (!lhs || !rhs)
      return;
    if (binary.getKind() == AffineExprKind::Mod) {
      record(lhs.getPosition(), rhs.getValue());
      return;
    }
    // A floordiv beside x itself: the mod written out.
    AffineExpr rest = e.replace(sub, getAffineConstantExpr(0, e.getContext()));
    if (rest.isFunctionOfDim(lhs.getPosition()))
      record(lhs.getPosition(), rhs.getValue());
  });
}

LogicalResult Describer::assignRoles() {
  MLIRContext *context = pv->getContext();
  SmallVector<const Expr *> reads = {qRead, kRead, vRead};
  for (const Expr *read : reads)
    for (const Expr *index : read->operands)
      if (!index->isDim())
        return fail("q, k or v is read at a computed index");
  // Dims merged by a reshape (batch and heads in one) are split back.
  DenseMap<unsigned, int64_t> splits;
  bool conflict = false;
  for (const Expr *read : reads)
    for (const Expr *index : read->operands)
      collectSplits(index->affine, splits, conflict);
  if (conflict)
    return fail("a merged axis is split two ways");
  unsigned next = n + 2;
  DenseMap<AffineExpr, AffineExpr> &replacement = splitting;
  // Result dim -> (high, low) atoms, for reading the result back; the
  // extent of each low atom.
  DenseMap<unsigned, std::pair<unsigned, unsigned>> splitInto;
  DenseMap<unsigned, int64_t> lowExtent;
  for (auto [x, size] : splits) {
    if (x >= n)
      return fail("the key or channel axis is split");
    AffineExpr d = dimExpr(x), hi = dimExpr(next), lo = dimExpr(next + 1);
    replacement[d.floorDiv(size)] = hi;
    replacement[d % size] = lo;
    replacement[d] = hi * size + lo;
    splitInto[x] = {next, next + 1};
    lowExtent[next + 1] = size;
    next += 2;
  }
  numAtoms = next;
  auto atoms = [&](const Expr *read) {
    SmallVector<AffineExpr> at;
    for (const Expr *index : read->operands)
      at.push_back(simplifyAffineExpr(index->affine.replace(replacement), next,
                                      0));
    return at;
  };
  SmallVector<AffineExpr> qAt = atoms(qRead), kAt = atoms(kRead),
                          vAt = atoms(vRead);

  // Roles from q: its channel axis reads c, the others one atom each.
  auto qType = cast<RankedTensorType>(qRead->source.getType());
  if (qType.getRank() != 4 || qAt.back() != dimExpr(n + 1)) {
    if (!qRead->source.getDefiningOp<ApplyOp>() && scoresOp)
      for (unsigned i = 0; i < 2; ++i)
        if (Value view = farthestHeadView(scoresOp->getOperand(i),
                                          match.extents[kChannel]))
          views.insert(view);
    return fail("q is not a [B, S, H, D] or [B, H, S, D] tensor read at the "
                "channel the scores sum over");
  }
  // The layouts of the rotations; a tensor taken as it arrives has its
  // sequence axis where k reads the keys.
  auto rotationLayout = [](const Expr *read) -> std::string {
    if (auto apply = read->source.getDefiningOp<ApplyOp>())
      return apply.getLayout().getAxes().str();
    return "";
  };
  std::string kLayout = rotationLayout(kRead);
  if (kLayout.empty() && kAt.size() == 4)
    kLayout = kAt[1] == dimExpr(n) ? "bshd" : kAt[2] == dimExpr(n) ? "bhsd" : "";
  std::string layout = rotationLayout(qRead);
  if (layout.empty())
    layout = kLayout;
  if (layout != "bshd" && layout != "bhsd")
    return fail("q is not in a [B, S, H, D] or [B, H, S, D] layout");
  roleOfDim.assign(next, getAffineConstantExpr(0, context));
  roleOfDim[n] = getAffineDimExpr(kKey, context);
  roleOfDim[n + 1] = getAffineDimExpr(kChannel, context);
  auto atomOf = [](AffineExpr e) -> std::optional<unsigned> {
    if (auto d = dyn_cast<AffineDimExpr>(e))
      return d.getPosition();
    return std::nullopt;
  };
  SmallVector<int64_t> qRoleAtom(kNumRoles, -1);
  // Grouped queries (JAX's [B, T, K, G, H] einsums): q's head read at
  // kv head * G + group, two atoms.
  std::optional<std::pair<unsigned, unsigned>> groupAtoms;
  for (unsigned axis = 0; axis < 3; ++axis) {
    char role = layout[axis];
    unsigned which = role == 'b' ? kBatch : role == 'h' ? kHead : kQuery;
    AffineExpr at = qAt[axis];
    if (auto c = dyn_cast<AffineConstantExpr>(at)) {
      if (c.getValue() != 0 || qType.getDimSize(axis) != 1)
        return fail("q is read at a fixed index of a wide axis");
      match.extents[which] = 1;
      continue;
    }
    std::optional<unsigned> atom = atomOf(at);
    if (!atom && which == kHead)
      if (std::optional<std::pair<unsigned, unsigned>> grouped =
              groupedHead(at, lowExtent)) {
        groupAtoms = grouped;
        int64_t group = lowExtent.lookup(grouped->second);
        AffineExpr head = getAffineDimExpr(kHead, context);
        roleOfDim[grouped->first] = head.floorDiv(group);
        roleOfDim[grouped->second] = head % group;
        match.extents[kHead] = qType.getDimSize(axis);
        continue;
      }
    if (!atom) {
      return fail("q is not read at one index per axis");
    }
    if (*atom == n || *atom == n + 1)
      return fail("q varies along the keys");
    qRoleAtom[which] = *atom;
    roleOfDim[*atom] = getAffineDimExpr(which, context);
    match.extents[which] = qType.getDimSize(axis);
  }
  match.layout = layout;

  // k: the head axis reads h (or h / g for GQA, or 0 for one kv head).
  auto kType = cast<RankedTensorType>(kRead->source.getType());
  if (kType.getRank() != 4 || kAt.back() != dimExpr(n + 1))
    return fail("k is not a four-axis tensor read at the scores' channel");
  if (kLayout != "bshd" && kLayout != "bhsd")
    return fail("k is not in a [B, S, H, D] or [B, H, S, D] layout");
  AffineExpr headRole = getAffineDimExpr(kHead, context);
  AffineExpr kvRole = getAffineDimExpr(kKvHead, context);
  int64_t groups = 1;
  SmallVector<AffineExpr> kRoles(4), vRoles;
  for (unsigned axis = 0; axis < 4; ++axis) {
    AffineExpr role = simplifyAffineExpr(kAt[axis].replaceDims(roleOfDim),
                                         kNumRoles, 0);
    char expect = kLayout[axis];
    if (expect == 'd')
      continue;
    if (expect == 's' && role != getAffineDimExpr(kKey, context))
      return fail("k is not read along the key axis at the key");
    if (expect == 'b' && role != (qRoleAtom[kBatch] >= 0
                                      ? getAffineDimExpr(kBatch, context)
                                      : getAffineConstantExpr(0, context)))
      return fail("k is read at another batch row than q");
    if (expect == 'h') {
      int64_t hkv = kType.getDimSize(axis);
      match.extents[kKvHead] = hkv;
      if (role == headRole) {
        groups = 1;
      } else if (auto c = dyn_cast<AffineConstantExpr>(role);
                 c && c.getValue() == 0 && hkv == 1) {
        groups = match.extents[kHead];
      } else if (auto div = dyn_cast<AffineBinaryOpExpr>(role);
                 div && div.getKind() == AffineExprKind::FloorDiv &&
                 div.getLHS() == headRole &&
                 isa<AffineConstantExpr>(div.getRHS())) {
        groups = cast<AffineConstantExpr>(div.getRHS()).getValue();
      } else {
        return fail("k's heads are not the query heads or a divisor of them");
      }
    }
  }
  if (groups < 1 || ShapedType::isDynamic(match.extents[kHead]) ||
      match.extents[kKvHead] * groups != match.extents[kHead])
    return fail("the query heads are not a multiple of the kv heads");
  match.extents[kKey] = keyExtent;
  // The kv head as a role: h / g (or h for one group, 0 for one kv head).
  DenseMap<AffineExpr, AffineExpr> toKvHead;
  if (groups == 1)
    toKvHead[headRole] = kvRole;
  else
    toKvHead[headRole.floorDiv(groups)] = kvRole;
  // k and v read the kv heads; q the query heads.
  auto asRoles = [&](ArrayRef<AffineExpr> at, bool kvHeads) {
    SmallVector<AffineExpr> roles;
    for (AffineExpr e : at) {
      AffineExpr role =
          simplifyAffineExpr(e.replaceDims(roleOfDim), kNumRoles, 0);
      if (kvHeads)
        role = simplifyAffineExpr(role.replace(toKvHead), kNumRoles, 0);
      roles.push_back(role);
    }
    return roles;
  };

  // v: the one atom q and k do not read is its channel e.
  llvm::SmallBitVector seen(next);
  for (unsigned which : {kBatch, kHead, kQuery})
    if (qRoleAtom[which] >= 0)
      seen.set(qRoleAtom[which]);
  if (groupAtoms) {
    seen.set(groupAtoms->first);
    seen.set(groupAtoms->second);
  }
  seen.set(n);
  seen.set(n + 1);
  std::optional<unsigned> valueAtom;
  for (AffineExpr e : vAt)
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub); d && !seen.test(d.getPosition()))
        valueAtom = d.getPosition();
    });
  if (!valueAtom)
    return fail("v has no channel of its own");
  roleOfDim[*valueAtom] = getAffineDimExpr(kValue, context);
  match.q = {qRead->source, asRoles(qAt, false)};
  match.k = {kRead->source, asRoles(kAt, true)};
  match.v = {vRead->source, asRoles(vAt, true)};
  for (AffineExpr e : match.v.at) {
    bool ok = true;
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        ok &= d.getPosition() == kBatch || d.getPosition() == kKvHead ||
              d.getPosition() == kKey || d.getPosition() == kValue;
    });
    if (!ok)
      return fail("v is read at the query or its heads, not the kv heads");
  }
  auto vType = cast<RankedTensorType>(vRead->source.getType());
  // v read along the kv heads as they are: it must hold k's kv heads.
  for (auto [axis, e] : llvm::enumerate(match.v.at))
    if (e == getAffineDimExpr(kKvHead, context) &&
        vType.getDimSize(axis) != match.extents[kKvHead])
      return fail("v has another number of kv heads than k");
  int64_t valueExtent = ShapedType::kDynamic;
  for (auto [axis, e] : llvm::enumerate(match.v.at))
    if (e == getAffineDimExpr(kValue, context))
      valueExtent = vType.getDimSize(axis);
  // A merged axis (heads and channels in one): the result says.
  auto resultType = cast<RankedTensorType>(pv->getResult(0).getType());
  for (unsigned axis = 0; axis < n; ++axis)
    if (!domain[axis]->constantIndex() && *valueAtom == axis)
      valueExtent = resultType.getDimSize(axis);
  match.extents[kValue] = valueExtent;

  // How the result reads the attention: each role in the result's dims
  // (the head of grouped queries from its kv head and group).
  AffineExpr groupInResult[2];
  match.resultRank = n;
  match.roleOfResult.assign(kNumRoles, getAffineConstantExpr(0, context));
  for (unsigned x = 0; x < n; ++x) {
    auto split = splitInto.find(x);
    SmallVector<std::pair<unsigned, AffineExpr>> parts;
    if (split == splitInto.end()) {
      parts.push_back({x, dimExpr(x)});
    } else {
      int64_t size = splits[x];
      parts.push_back({split->second.first, dimExpr(x).floorDiv(size)});
      parts.push_back({split->second.second, dimExpr(x) % size});
    }
    for (auto [atom, expr] : parts) {
      if (groupAtoms && (atom == groupAtoms->first || atom == groupAtoms->second)) {
        groupInResult[atom == groupAtoms->second] = expr;
        continue;
      }
      auto role = dyn_cast<AffineDimExpr>(roleOfDim[atom]);
      if (!role || role.getPosition() >= kKey) {
        if (!domain[x]->constantIndex() && atom == x)
          return fail("an axis of the result is no role of the attention");
        continue;
      }
      match.roleOfResult[role.getPosition()] = expr;
    }
  }
  if (groupAtoms) {
    if (!groupInResult[0] || !groupInResult[1])
      return fail("the result does not keep the kv heads and groups of q");
    match.roleOfResult[kHead] =
        groupInResult[0] * lowExtent.lookup(groupAtoms->second) +
        groupInResult[1];
  }
  return success();
}

LogicalResult Describer::readRotations() {
  auto qApply = match.q.tensor.getDefiningOp<ApplyOp>();
  auto kApply = match.k.tensor.getDefiningOp<ApplyOp>();
  if (!qApply) {
    if (kApply)
      return fail("k is the result of a rope.apply but q is not");
    match.keysRotated = true;
    int64_t headDim = match.extents[kChannel];
    SmallVector<double> zeros(headDim / 2, 0.0);
    MLIRContext *context = pv->getContext();
    auto scaling = CustomScalingAttr::get(
        context, DenseF64ArrayAttr::get(context, zeros), std::nullopt);
    match.params = ParamsAttr::get(context, APFloat(10000.0), scaling, 0,
                                   Pairing::half, PartialMode::leading, 0,
                                   APFloat(1.0));
    return success();
  }
  for (ApplyOp apply : {qApply, kApply}) {
    if (!apply)
      continue;
    if (apply.getInverse())
      return fail("q or k is rotated by the inverse rotation");
    if (apply.getPositionSource(0).getKind() ==
        PositionSource::Kind::BatchOffsets)
      return fail("per-batch offsets have no rope.attention form");
  }
  match.params = qApply.getParams();
  match.qPositions = qApply.getPositionSource(0);
  // Fusing must remove the rotation of q, not duplicate it.
  DenseSet<Operation *> dead = getOpsDeadAfterReplacing(pv);
  Value rotatedQ = match.q.tensor;
  if (!llvm::all_of(rotatedQ.getUsers(),
                    [&](Operation *user) { return dead.contains(user); }))
    return fail("the rotated q, or scores or weights made from it, has a "
                "user outside the attention");
  match.q.tensor = qApply.getInputs()[cast<OpResult>(rotatedQ).getResultNumber()];
  // Keys also written elsewhere (a KV cache) are read rotated.
  if (!kApply || !dead.contains(kApply)) {
    match.keysRotated = true;
    return success();
  }
  std::optional<SharedRotation> shared = shareRotation(
      qApply.getParams(), kApply.getParams(), match.extents[kChannel]);
  if (!shared)
    return fail("q and k are rotated with different params");
  match.params = shared->params;
  match.scale *= shared->scoreFactor;
  match.kPositions = kApply.getPositionSource(0);
  match.k.tensor =
      kApply.getInputs()[cast<OpResult>(match.k.tensor).getResultNumber()];
  return success();
}

LogicalResult Describer::readEmptyRowGuard() {
  if (!emptyRowGuard)
    return success();
  // The guard must say "every key of the row scores -inf": all(s == -inf),
  // or not any(s != -inf), over the keys the softmax sums.
  auto [guard, negated] = withoutNegations(emptyRowGuard);
  negated ^= emptyRowNegated;
  auto [reductionOp, result] = reductionOf(asRead(guard, eval));
  std::optional<Evaluator::ReductionStep> step =
      reductionOp ? eval.reduction(reductionOp, result, guard->operands, key)
                  : std::nullopt;
  using Kind = Evaluator::ReductionStep::Kind;
  auto fails = [&] {
    return fail("the weights are zeroed by a condition other than a row "
                "without a visible key");
  };
  if (!step || (step->kind != Kind::Or && step->kind != Kind::And) ||
      !step->init || step->extent != keyExtent)
    return fails();
  auto [tested, termNegated] = withoutNegations(step->term);
  const Expr *score = negativeInfinityTested(tested);
  bool rounded = false;
  const Expr *scores = peelConversions(arg, rounded);
  if (!score || (score != scores && !(scores->isOp("arith.subf") &&
                                      scores->operands[0] == score)))
    return fails();
  // all(s == -inf) from true, or any(s != -inf) from false (negated).
  bool all = step->kind == Kind::And;
  if (termNegated == all || step->init->numeric() != (all ? 1.0 : 0.0) ||
      negated == all)
    return fails();
  return success();
}

LogicalResult Describer::readMask() {
  // The mask as "key visible when j - i <= shift", or a bias read.
  const Expr *cond = maskCond;
  bool visible = maskVisible;
  if (biasTerms.size() > 1)
    return fail("the scores add more than one mask or bias");
  if (!biasTerms.empty()) {
    const Expr *term = biasTerms.front();
    if (std::optional<std::pair<const Expr *, bool>> c = maskCondition(term)) {
      if (cond)
        return fail("the scores are masked twice");
      std::tie(cond, visible) = *c;
    } else if (const Expr *read = asRead(term, eval);
               read && read->source.getDefiningOp() == nullptr) {
      // A bias the function receives.
      SmallVector<AffineExpr> at;
      for (const Expr *index : read->operands) {
        if (!index->isDim())
          return fail("the bias is read at a computed index");
        at.push_back(toRoles(index->affine));
      }
      match.bias = RoleRead{read->source, at};
    } else {
      return fail("the scores add a term computed in the function that is not "
                  "a causal mask");
    }
  }
  if (!cond)
    return success();
  // The rule as conditions that all hold for a visible key: one causal
  // bound of j - i, and conditions of the batch, head and key alone (a
  // padding mask from an input).
  SmallVector<std::pair<const Expr *, bool>> parts;
  visibleParts(cond, visible, parts);
  auto roles = [&](AffineExpr e) { return toRoles(e); };
  std::optional<int64_t> shift;
  SmallVector<std::pair<const Expr *, bool>> keyParts;
  for (auto [part, holds] : parts) {
    if (!boundOfKey(part, roles, match.extents)) {
      keyParts.push_back({part, holds});
      continue;
    }
    std::optional<int64_t> bound = causalShift(part, holds, roles,
                                               match.extents);
    if (!bound || shift)
      return fail("the mask hides keys before a window of the query (a "
                  "sliding window or chunk): rope.attention masks causally "
                  "only");
    shift = bound;
  }
  if (failed(readKeyMask(keyParts)))
    return failure();
  if (!shift)
    return success();
  // A mask that hides no key (a decoding query after its whole cache).
  if (!ShapedType::isDynamic(match.extents[kKey]) &&
      match.extents[kKey] - 1 <= *shift)
    return success();
  // Causal by index is causal by position when queries sit `shift` past
  // the keys of the same index. Rotated keys sit at 0, 1, ...
  const PositionSource &q = match.qPositions;
  PositionSource k = match.keysRotated ? PositionSource() : match.kPositions;
  bool byIndexOnly = q.getKind() != PositionSource::Kind::Explicit &&
                     k.getKind() != PositionSource::Kind::Explicit &&
                     q.offset == k.offset;
  if (byIndexOnly && q.staticOffset - k.staticOffset == *shift) {
    match.causal = true;
    return success();
  }
  // A query that sees keys past its own position (by position where the
  // positions follow the index, else by index) is no causal attention.
  int64_t ownKey = byIndexOnly ? q.staticOffset - k.staticOffset : 0;
  if (*shift > ownKey)
    return fail("the mask shows a query keys past its own (a lookahead of " +
                Twine(*shift - ownKey) + "): rope.attention masks causally "
                "only");
  if (match.bias)
    return fail("the scores add a bias and a mask by index that is no causal "
                "mask by position");
  // With a padding mask, one bias holds both.
  if (match.keyMask) {
    match.keyMask->indexShift = *shift;
    return success();
  }
  match.indexMaskShift = *shift;
  return success();
}

LogicalResult
Describer::readKeyMask(ArrayRef<std::pair<const Expr *, bool>> parts) {
  if (parts.empty())
    return success();
  if (match.bias)
    return fail("the scores add a bias and a mask computed in the function");
  KeyMask mask;
  mask.exprs = exprsOwner;
  for (unsigned x = 0; x < numAtoms; ++x) {
    // Atoms past the description's dims stand for split dims; they appear
    // in no index of an element.
    if (x >= n + 2)
      break;
    mask.dimRoles.push_back(toRoles(dimExpr(x)));
  }
  Type i1 = IntegerType::get(pv->getContext(), 1);
  const Expr *yes = exprs.constant(IntegerAttr::get(i1, 1));
  for (auto [part, holds] : parts) {
    const Expr *visible = holds ? part : exprs.op("arith.xori", {part, yes}, i1);
    mask.visible =
        mask.visible ? exprs.op("arith.andi", {mask.visible, visible}, i1)
                     : visible;
  }
  if (!mask.visible)
    return fail("the mask is too large to describe");
  // What the rule reads: roles b, h and j only.
  bool ok = true;
  std::function<void(const Expr *)> walk = [&](const Expr *e) {
    if (e->isDim()) {
      toRoles(e->affine).walk([&](AffineExpr sub) {
        auto d = dyn_cast<AffineDimExpr>(sub);
        if (!d)
          return;
        mask.perBatch |= d.getPosition() == kBatch;
        mask.perHead |= d.getPosition() == kHead;
        ok &= d.getPosition() == kBatch || d.getPosition() == kHead ||
              d.getPosition() == kKey;
      });
    }
    for (const Expr *operand : e->operands)
      walk(operand);
  };
  walk(mask.visible);
  if (!ok)
    return fail("the mask computed in the function hides keys by a rule of "
                "the query that is not causal (key <= query)");
  match.keyMask = std::move(mask);
  return success();
}

FailureOr<ElementAttention> Describer::run() {
  match.pv = pv;
  match.result = pv->getResult(0);
  LogicalResult described = success();
  if (isNamedAttention(pv)) {
    described = readNamedAttention();
  } else {
    described = readWeightedSum();
    if (succeeded(described))
      described = readScores(arg);
    if (succeeded(described))
      described = readEmptyRowGuard();
  }
  if (succeeded(described))
    described = assignRoles();
  if (succeeded(described))
    described = readRotations();
  if (succeeded(described))
    described = readMask();
  if (failed(described))
    return failure();
  return match;
}

} // namespace

bool isNamedAttention(Operation *op) {
  return op->getName().getStringRef() == "iree_linalg_ext.attention";
}

FailureOr<ElementAttention> describeAttention(Operation *pv, std::string &why,
                                              bool &near) {
  near = false;
  auto op = dyn_cast<linalg::LinalgOp>(pv);
  if (isNamedAttention(pv)) {
    if (pv->getNumResults() != 1 || pv->getNumRegions() != 1)
      return reject(why, "not a named attention with one result");
  } else if (!op || !op.hasPureTensorSemantics() || pv->getNumResults() != 1 ||
             op.getNumReductionLoops() != 1) {
    return reject(why, "not a contraction");
  }
  auto type = dyn_cast<RankedTensorType>(pv->getResult(0).getType());
  if (!type || type.getRank() < 2 || type.getRank() > 5 ||
      !isa<FloatType>(type.getElementType()))
    return reject(why, "not a float tensor of two to five axes");
  Describer describer(pv, why, near);
  FailureOr<ElementAttention> match = describer.run();
  if (succeeded(match) || describer.headViews().empty())
    return match;
  // q and k without rotation: read again from their head views.
  std::string whyAgain;
  bool nearAgain = false;
  Describer again(pv, whyAgain, nearAgain, describer.headViews());
  match = again.run();
  if (succeeded(match))
    near = nearAgain;
  return match;
}

} // namespace mlir::rope::detail
