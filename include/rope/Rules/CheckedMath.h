//===- CheckedMath.h - Integer arithmetic that cannot wrap ------*- C++ -*-===//
//
// Sizes, offsets and positions come from user input (attributes, JSON,
// command lines, run-time arguments); any sum or product of them is computed
// here so that a value near the int64 limits is refused instead of wrapping
// past a check.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RULES_CHECKEDMATH_H
#define ROPE_RULES_CHECKEDMATH_H

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace rope::rules {

/// a + b, or nullopt when the sum does not fit int64_t.
inline std::optional<int64_t> checkedAdd(int64_t a, int64_t b) {
  int64_t sum;
  if (__builtin_add_overflow(a, b, &sum))
    return std::nullopt;
  return sum;
}

/// a * b, or nullopt when the product does not fit int64_t.
inline std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t product;
  if (__builtin_mul_overflow(a, b, &product))
    return std::nullopt;
  return product;
}

/// The product of non-negative `factors`, or nullopt when one is negative or
/// the product does not fit int64_t.
template <typename Range>
inline std::optional<int64_t> checkedProduct(const Range &factors) {
  int64_t product = 1;
  for (int64_t f : factors) {
    if (f < 0)
      return std::nullopt;
    std::optional<int64_t> next = checkedMul(product, f);
    if (!next)
      return std::nullopt;
    product = *next;
  }
  return product;
}
inline std::optional<int64_t>
checkedProduct(std::initializer_list<int64_t> factors) {
  return checkedProduct<std::initializer_list<int64_t>>(factors);
}

/// ceil(a / b) for a >= 0 and b > 0, without forming a + b - 1.
inline int64_t ceilDiv(int64_t a, int64_t b) {
  return a / b + (a % b != 0 ? 1 : 0);
}

/// True when the `count` consecutive values first, first + 1, ... all lie in
/// [0, limit); an empty range always fits.
inline bool rangeFits(int64_t first, int64_t count, int64_t limit) {
  if (count <= 0)
    return true;
  return first >= 0 && count <= limit && first <= limit - count;
}

} // namespace rope::rules

#endif // ROPE_RULES_CHECKEDMATH_H
