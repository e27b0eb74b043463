//===- RotationChannels.cpp - Channels and the sources they read ---------===//
//
// Which tensor each channel of a rotation reads, at which channel, and the
// reordering frontends apply to the channels before rotating them.
//
//===----------------------------------------------------------------------===//

#include "RotationParts.h"

#include <cmath>
#include <limits>

namespace mlir::rope::raise::detail {
using namespace elements;

bool agrees(double a, double b, double tolerance) {
  return std::fabs(a - b) <= tolerance * std::max(std::fabs(a), std::fabs(b));
}

namespace {
std::optional<DataRead> asDataRead(const Expr *factor, const Evaluator &eval,
                                   const ChannelAxes &axes) {
  // An element computed in the IR (a projection plus bias) stands for the
  // tensor that holds it.
  if (!factor->isRead())
    if (const Expr *origin = eval.originOf(factor))
      factor = origin;
  if (!factor->isRead() || factor->operands.empty() ||
      !isa<FloatType>(factor->type))
    return std::nullopt;
  unsigned axis = axes.lookup_or(factor->source, factor->operands.size() - 1);
  if (!factor->operands[axis]->isDim())
    return std::nullopt;
  AffineExpr last = factor->operands[axis]->affine;
  MLIRContext *context = last.getContext();
  if (auto c = dyn_cast<AffineConstantExpr>(last))
    return DataRead{factor, getAffineConstantExpr(0, context), c.getValue(),
                    axis};
  // `base + c`: MLIR keeps the constant term last.
  if (auto sum = dyn_cast<AffineBinaryOpExpr>(last);
      sum && sum.getKind() == AffineExprKind::Add)
    if (auto c = dyn_cast<AffineConstantExpr>(sum.getRHS()))
      return DataRead{factor, sum.getLHS(), c.getValue(), axis};
  return DataRead{factor, last, 0, axis};
}

} // namespace

void collectDataReads(const Expr *e, SmallVectorImpl<const Expr *> &reads) {
  if (e->isRead() && isa<FloatType>(e->type) && !e->operands.empty() &&
      llvm::all_of(e->operands, [](const Expr *i) { return i->isDim(); }))
    reads.push_back(e);
  for (const Expr *operand : e->operands)
    collectDataReads(operand, reads);
}

ChannelAxes channelAxesOf(const Expr *first, const Expr *second,
                          unsigned numDims) {
  SmallVector<const Expr *> a, b;
  collectDataReads(first, a);
  collectDataReads(second, b);
  ChannelAxes axes;
  for (const Expr *x : a)
    for (const Expr *y : b) {
      if (x->source != y->source || x->operands.size() != y->operands.size())
        continue;
      std::optional<unsigned> differing;
      bool one = true;
      for (unsigned i = 0; i < x->operands.size(); ++i) {
        if (x->operands[i] == y->operands[i])
          continue;
        AffineExpr delta = simplifyAffineExpr(
            x->operands[i]->affine - y->operands[i]->affine, numDims, 0);
        one &= !differing && isa<AffineConstantExpr>(delta);
        differing = i;
      }
      if (one && differing && *differing + 1 != x->operands.size())
        axes[x->source] = *differing;
    }
  return axes;
}

std::optional<int64_t> channelOffset(ArrayRef<SmallVector<Term, 2>> channels) {
  std::optional<SmallVector<int64_t, 2>> common;
  for (auto [c, terms] : llvm::enumerate(channels)) {
    SmallVector<int64_t, 2> allowed;
    for (const Term &term : terms)
      allowed.push_back(term.x.channel - static_cast<int64_t>(c));
    if (!common) {
      common = allowed;
      continue;
    }
    llvm::erase_if(*common,
                   [&](int64_t o) { return !llvm::is_contained(allowed, o); });
  }
  if (!common || common->empty() ||
      llvm::any_of(*common, [&](int64_t o) { return o != common->front(); }))
    return std::nullopt;
  return common->front();
}

std::optional<std::pair<int64_t, AffineExpr>>
reorderChannels(MutableArrayRef<SmallVector<Term, 2>> channels,
                MLIRContext *context) {
  int64_t dim = channels.size();
  if (dim < 4 || dim % 2 != 0)
    return std::nullopt;
  int64_t half = dim / 2;
  int64_t base = std::numeric_limits<int64_t>::max();
  for (const SmallVector<Term, 2> &terms : channels)
    for (const Term &term : terms)
      base = std::min(base, term.x.channel);
  AffineExpr c = getAffineDimExpr(0, context);
  SmallVector<AffineExpr> orders = {(c % half) * 2 + c.floorDiv(half),
                                    (c % 2) * half + c.floorDiv(2)};
  for (AffineExpr order : orders) {
    // Source channel -> y's channel.
    SmallVector<int64_t> inverse(dim, -1);
    for (int64_t y = 0; y < dim; ++y) {
      AffineExpr at = simplifyAffineExpr(
          order.replaceDims({getAffineConstantExpr(y, context)}), 1, 0);
      inverse[cast<AffineConstantExpr>(at).getValue()] = y;
    }
    SmallVector<SmallVector<Term, 2>> relabeled(channels.begin(),
                                                channels.end());
    bool inRange = true;
    for (SmallVector<Term, 2> &terms : relabeled)
      for (Term &term : terms) {
        int64_t source = term.x.channel - base;
        inRange &= source >= 0 && source < dim;
        if (inRange)
          term.x.channel = inverse[source];
      }
    if (!inRange || channelOffset(relabeled) != 0)
      continue;
    llvm::copy(relabeled, channels.begin());
    return std::pair(base, order);
  }
  return std::nullopt;
}

std::optional<SmallVector<Term, 2>>
termsOf(const Polynomial &poly, const std::optional<DataRead> &like,
        const Evaluator &eval, const ChannelAxes &axes) {
  if (poly.empty())
    return std::nullopt;
  // Candidate sources: the data reads of the first term.
  SmallVector<DataRead> candidates;
  for (const Expr *factor : poly.front().factors)
    if (std::optional<DataRead> read = asDataRead(factor, eval, axes))
      if (!like || read->sameSource(*like))
        candidates.push_back(*read);
  for (const DataRead &candidate : candidates) {
    SmallVector<Term, 2> terms;
    for (const Monomial &m : poly) {
      Term term;
      term.coefficient = m.coefficient;
      bool found = false;
      for (const Expr *factor : m.factors) {
        std::optional<DataRead> read = asDataRead(factor, eval, axes);
        if (!found && read && read->sameSource(candidate)) {
          term.x = *read;
          found = true;
          continue;
        }
        term.factors.push_back(factor);
      }
      if (!found)
        break;
      terms.push_back(std::move(term));
    }
    if (terms.size() == poly.size())
      return terms;
  }
  return std::nullopt;
}

} // namespace mlir::rope::raise::detail
