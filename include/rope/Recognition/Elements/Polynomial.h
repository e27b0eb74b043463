//===- Polynomial.h - An element expression as a sum of products -*- C++ -*-===//
//
// A rotation is linear in the rotated tensor: each output element is a sum
// of input elements times coefficients. Expanding an element expression
// into monomials (a constant times a product of factors) shows that
// structure whatever the order of the frontend's additions and
// multiplications, negations and subtractions, and whatever precision it
// rounds the intermediate results to.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RECOGNITION_ELEMENTS_POLYNOMIAL_H
#define ROPE_RECOGNITION_ELEMENTS_POLYNOMIAL_H

#include "rope/Recognition/Elements/ElementExpr.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::rope::elements {

/// `coefficient` times the product of `factors` (sorted, so that equal
/// products compare equal).
struct Monomial {
  double coefficient = 1.0;
  SmallVector<const Expr *, 4> factors;
};

using Polynomial = SmallVector<Monomial, 4>;

/// What `expand` looked through.
struct Expansion {
  Polynomial terms;
  /// A float conversion (extf, truncf) sat between the sums and products:
  /// the frontend rounded intermediate results.
  bool rounded = false;
};

/// `e` as a sum of monomials with like terms merged and zero terms dropped:
/// through addf/subf/mulf/negf, division by a constant and extf/truncf.
/// Every other operation, read or dim is a factor. With `atomic`, a sum it
/// accepts is a factor too (a tensor's element that is itself a sum, such
/// as a projection plus its bias). nullopt when more than `maxTerms`
/// monomials arise.
std::optional<Expansion>
expand(const Expr *e, unsigned maxTerms = 16,
       llvm::function_ref<bool(const Expr *)> atomic = nullptr);

/// `e` with float conversions (extf, truncf) removed from its top; `rounded`
/// is set when one was.
const Expr *peelConversions(const Expr *e, bool &rounded);

} // namespace mlir::rope::elements

#endif // ROPE_RECOGNITION_ELEMENTS_POLYNOMIAL_H
