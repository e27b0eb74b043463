//===- AttentionElements.cpp - Attention read off its elements ------------===//
//
// The contraction's element is described over its own indices plus two
// reserved dims, j (the key, the reduction of P.V and of the softmax) and
// c (the channel Q.K^T sums over): the weighted sum, its softmax and the
// scores are read here; the roles, rotations and mask in the files beside.
//
//===----------------------------------------------------------------------===//

#include "Describer.h"

#include "rope/Recognition/Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::rope::detail {
using namespace elements;

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
namespace {
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

/// The static extent of the one reduction loop of linalg op `op`.
int64_t reducedExtent(Operation *op) {
  auto linalgOp = cast<linalg::LinalgOp>(op);
  for (auto [loop, type] : llvm::enumerate(linalgOp.getIteratorTypesArray()))
    if (type == utils::IteratorType::reduction)
      return linalgOp.getStaticLoopRanges()[loop];
  return ShapedType::kDynamic;
}

} // namespace

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
            v && *v <= kHidden) {
          kept = operand;
          hiddenValue = *v;
        }
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
