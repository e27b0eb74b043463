//===- AttentionMasks.cpp - The mask of an attention, read ----------------===//
//
// A mask as conditions that all hold for a visible key: one bound of the
// key index by the query index (causal by index, or the window and
// lookahead that rope.attention has no form for), rules of the batch, head
// and key alone (a padding mask), a bias the function receives; and torch's
// guard of rows without a visible key.
//
//===----------------------------------------------------------------------===//

#include "Describer.h"

#include "rope/Recognition/Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

namespace mlir::rope::detail {
using namespace elements;

namespace {
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
        c && std::isinf(*c) && *c < 0) {
      // A widening is exact: torch-mlir tests the score in f64.
      const Expr *tested = e->operands[i];
      while (tested->isOp("arith.extf"))
        tested = tested->operands[0];
      return tested;
    }
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

} // namespace

std::optional<MaskTerm> maskCondition(const Expr *mask) {
  bool rounded = false;
  mask = peelConversions(mask, rounded);
  if (!mask->isOp("arith.select"))
    return std::nullopt;
  std::optional<double> a = mask->operands[1]->numeric();
  std::optional<double> b = mask->operands[2]->numeric();
  if (a == 0.0 && b && *b <= kHidden)
    return MaskTerm{mask->operands[0], true, *b};
  if (b == 0.0 && a && *a <= kHidden)
    return MaskTerm{mask->operands[0], false, *a};
  return std::nullopt;
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
    if (std::optional<MaskTerm> c = maskCondition(term)) {
      if (cond)
        return fail("the scores are masked twice");
      cond = c->cond;
      visible = c->visible;
      hiddenValue = c->hidden;
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
  // A padding mask can hide every key of a row. A frontend that hides with
  // a finite value then averages all the values (every score equal) where
  // rope.attention gives 0 for a row of -inf: the bias keeps that value.
  if (match.keyMask && std::isfinite(hiddenValue)) {
    if (hiddenValue > kAbsorbingHidden)
      return fail("the mask hides keys with a finite " +
                  llvm::formatv("{0:e}", hiddenValue).str() +
                  " that does not absorb the scores: a row the padding "
                  "empties would be weighted by its scores, not averaged as "
                  "in the frontend");
    match.keyMask->hidden = hiddenValue;
  }
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
    // Rows the padding empties see no key in the frontend, causal ones
    // included: the bias holds both.
    if (match.keyMask && std::isfinite(match.keyMask->hidden)) {
      match.keyMask->indexShift = *shift;
      return success();
    }
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

} // namespace mlir::rope::detail
