//===- Polynomial.cpp - An element expression as a sum of products --------===//

#include "rope/Recognition/Elements/Polynomial.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope::elements;

const Expr *mlir::rope::elements::peelConversions(const Expr *e,
                                                  bool &rounded) {
  while (e && (e->isOp("arith.extf") || e->isOp("arith.truncf"))) {
    rounded = true;
    e = e->operands[0];
  }
  return e;
}

namespace {

struct Expander {
  unsigned maxTerms;
  llvm::function_ref<bool(const Expr *)> atomic;
  bool rounded = false;

  std::optional<Polynomial> run(const Expr *e) {
    e = peelConversions(e, rounded);
    if (!e)
      return std::nullopt;
    if (atomic && e->isOp() && atomic(e))
      return Polynomial{Monomial{1.0, {e}}};
    if (std::optional<double> c = e->isConstant() ? e->numeric()
                                                  : std::nullopt;
        c && isa<FloatType>(e->type))
      return Polynomial{Monomial{*c, {}}};
    StringRef name = e->opName();
    if (name == "arith.addf" || name == "arith.subf") {
      std::optional<Polynomial> a = run(e->operands[0]);
      std::optional<Polynomial> b = a ? run(e->operands[1]) : std::nullopt;
      if (!b || a->size() + b->size() > maxTerms)
        return std::nullopt;
      for (Monomial m : *b) {
        if (name == "arith.subf")
          m.coefficient = -m.coefficient;
        a->push_back(std::move(m));
      }
      return a;
    }
    if (name == "arith.negf") {
      std::optional<Polynomial> a = run(e->operands[0]);
      if (a)
        for (Monomial &m : *a)
          m.coefficient = -m.coefficient;
      return a;
    }
    if (name == "arith.mulf") {
      std::optional<Polynomial> a = run(e->operands[0]);
      std::optional<Polynomial> b = a ? run(e->operands[1]) : std::nullopt;
      if (!b || a->size() * b->size() > maxTerms)
        return std::nullopt;
      Polynomial product;
      for (const Monomial &x : *a)
        for (const Monomial &y : *b) {
          Monomial m{x.coefficient * y.coefficient, x.factors};
          m.factors.append(y.factors.begin(), y.factors.end());
          product.push_back(std::move(m));
        }
      return product;
    }
    if (name == "arith.divf") {
      const Expr *divisor = e->operands[1];
      std::optional<double> d =
          divisor->isConstant() ? divisor->numeric() : std::nullopt;
      if (d && *d != 0.0) {
        std::optional<Polynomial> a = run(e->operands[0]);
        if (a)
          for (Monomial &m : *a)
            m.coefficient /= *d;
        return a;
      }
    }
    return Polynomial{Monomial{1.0, {e}}};
  }
};

/// Merges monomials with equal factors and drops those that cancel.
Polynomial merge(Polynomial terms) {
  for (Monomial &m : terms)
    llvm::sort(m.factors);
  Polynomial merged;
  for (Monomial &m : terms) {
    auto same = llvm::find_if(merged, [&](const Monomial &other) {
      return other.factors == m.factors;
    });
    if (same == merged.end())
      merged.push_back(std::move(m));
    else
      same->coefficient += m.coefficient;
  }
  llvm::erase_if(merged, [](const Monomial &m) { return m.coefficient == 0.0; });
  return merged;
}

} // namespace

std::optional<Expansion>
mlir::rope::elements::expand(const Expr *e, unsigned maxTerms,
                             llvm::function_ref<bool(const Expr *)> atomic) {
  Expander expander{maxTerms, atomic};
  std::optional<Polynomial> terms = expander.run(e);
  if (!terms)
    return std::nullopt;
  return Expansion{merge(std::move(*terms)), expander.rounded};
}
