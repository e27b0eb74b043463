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

#include "../Elements/ElementEvaluator.h"
#include "../Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
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

class Describer {
public:
  Describer(Operation *pv, std::string &why, bool &near)
      : pv(pv), why(why), near(near),
        n(cast<RankedTensorType>(pv->getResult(0).getType()).getRank()),
        exprs(pv->getContext(), n + 2), eval(exprs) {}

  FailureOr<ElementAttention> run();

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
  LogicalResult readSoftmax();
  LogicalResult readScores(const Expr *scores);
  LogicalResult readContraction(const Expr *qkRead);
  LogicalResult assignRoles();
  LogicalResult readRotations();
  LogicalResult readMask();

  Operation *pv;
  std::string &why;
  bool &near;
  unsigned n;
  ExprContext exprs;
  Evaluator eval;
  ElementAttention match;

  SmallVector<const Expr *> domain;
  const Expr *key = nullptr;     // j
  const Expr *channel = nullptr; // c
  int64_t keyExtent = 0;
  Weights weights;
  const Expr *arg = nullptr; // of the exp
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
/// two (batch and heads), read back as `x floordiv N` and `x mod N`. (A
/// floordiv alone is GQA's query head to kv head.)
void collectSplits(AffineExpr e, DenseMap<unsigned, int64_t> &splits,
                   bool &conflict) {
  e.walk([&](AffineExpr sub) {
    auto binary = dyn_cast<AffineBinaryOpExpr>(sub);
    if (!binary || binary.getKind() != AffineExprKind::Mod)
      return;
    auto lhs = dyn_cast<AffineDimExpr>(binary.getLHS());
    auto rhs = dyn_cast<AffineConstantExpr>(binary.getRHS());
    if (!lhs || !rhs)
      return;
    auto [it, inserted] = splits.try_emplace(lhs.getPosition(), rhs.getValue());
    conflict |= !inserted && it->second != rhs.getValue();
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
  // Result dim -> (high, low) atoms, for reading the result back.
  DenseMap<unsigned, std::pair<unsigned, unsigned>> splitInto;
  for (auto [x, size] : splits) {
    if (x >= n)
      return fail("the key or channel axis is split");
    AffineExpr d = dimExpr(x), hi = dimExpr(next), lo = dimExpr(next + 1);
    replacement[d.floorDiv(size)] = hi;
    replacement[d % size] = lo;
    replacement[d] = hi * size + lo;
    splitInto[x] = {next, next + 1};
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
  if (qType.getRank() != 4 || qAt.back() != dimExpr(n + 1))
    return fail("q is not a [B, S, H, D] or [B, H, S, D] tensor read at the "
                "channel the scores sum over");
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

  // How the result reads the attention: each role in the result's dims.
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
      auto role = dyn_cast<AffineDimExpr>(roleOfDim[atom]);
      if (!role || role.getPosition() >= kKey) {
        if (!domain[x]->constantIndex() && atom == x)
          return fail("an axis of the result is no role of the attention");
        continue;
      }
      match.roleOfResult[role.getPosition()] = expr;
    }
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
  if (kApply && qApply.getParams() != kApply.getParams())
    return fail("q and k are rotated with different params");
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
  match.kPositions = kApply.getPositionSource(0);
  match.k.tensor =
      kApply.getInputs()[cast<OpResult>(match.k.tensor).getResultNumber()];
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
  std::optional<int64_t> shift =
      causalShift(cond, visible, [&](AffineExpr e) { return toRoles(e); },
                  match.extents);
  if (!shift)
    return fail("the mask computed in the function is not causal (a key "
                "hidden or shown by a rule other than key <= query)");
  // A mask that hides no key (a decoding query after its whole cache).
  if (!ShapedType::isDynamic(match.extents[kKey]) &&
      match.extents[kKey] - 1 <= *shift)
    return success();
  // Causal by index is causal by position when queries sit `shift` past
  // the keys of the same index. Rotated keys sit at 0, 1, ...
  const PositionSource &q = match.qPositions;
  PositionSource k = match.keysRotated ? PositionSource() : match.kPositions;
  if (q.getKind() != PositionSource::Kind::Explicit &&
      k.getKind() != PositionSource::Kind::Explicit && q.offset == k.offset &&
      q.staticOffset - k.staticOffset == *shift) {
    match.causal = true;
    return success();
  }
  if (match.bias)
    return fail("the scores add a bias and a mask by index that is no causal "
                "mask by position");
  match.indexMaskShift = *shift;
  return success();
}

FailureOr<ElementAttention> Describer::run() {
  match.pv = pv;
  match.result = pv->getResult(0);
  LogicalResult described = readWeightedSum();
  if (succeeded(described))
    described = readScores(arg);
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

FailureOr<ElementAttention> describeAttention(Operation *pv, std::string &why,
                                              bool &near) {
  near = false;
  auto op = dyn_cast<linalg::LinalgOp>(pv);
  if (!op || !op.hasPureTensorSemantics() || pv->getNumResults() != 1 ||
      op.getNumReductionLoops() != 1)
    return reject(why, "not a contraction");
  auto type = dyn_cast<RankedTensorType>(pv->getResult(0).getType());
  if (!type || type.getRank() < 2 || type.getRank() > 5 ||
      !isa<FloatType>(type.getElementType()))
    return reject(why, "not a float tensor of two to five axes");
  Describer describer(pv, why, near);
  return describer.run();
}

} // namespace mlir::rope::detail
