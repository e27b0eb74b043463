//===- ExpF32.cpp - exp of f32 lanes for softmax --------------------------===//
//
// exp(x) = 2^k * exp(r) with k = round(x / ln 2) and r = x - k ln 2 in
// [-ln2/2, ln2/2] (ln 2 split in two parts so r is exact); exp(r) by its
// Taylor polynomial to degree 6 (truncation below 2^-23 relative), 2^k by
// building the exponent bits. Softmax takes one per score, on the vector
// units the two products use, so the sequence is kept short (docs/CPU.md).
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/Common/ExpF32.h"

#include "ScalarOrVector.h"

#include "rope/Codegen/Common/SelectMinMax.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope::detail;

namespace {
Value f32Like(OpBuilder &b, Location loc, Type type, double v) {
  return createScalarOrSplatConstant(b, loc, type, APFloat(float(v)));
}
} // namespace

Value mlir::rope::detail::buildExpF32(OpBuilder &b, Location loc, Value x,
                                      bool atMostZero) {
  Type type = x.getType();
  Type intType = withElement(type, b.getI32Type());
  auto contract = arith::FastMathFlagsAttr::get(b.getContext(),
                                                arith::FastMathFlags::contract);
  auto c = [&](double v) { return f32Like(b, loc, type, v); };
  auto mul = [&](Value u, Value v) {
    return arith::MulFOp::create(b, loc, u, v, contract);
  };
  auto add = [&](Value u, Value v) {
    return arith::AddFOp::create(b, loc, u, v, contract);
  };
  // Clamped so 2^k stays a normal float; the ends are fixed up below. The
  // bound comes first: a compare-and-select keeps its second operand when
  // either is NaN (x86's max and min do the same), so NaN passes through
  // every step below and comes out NaN.
  Value clamped =
      buildSelectMax(b, loc, c(-87.0),
                     atMostZero ? x : buildSelectMin(b, loc, c(88.0), x));
  // k = round(x / ln 2): adding 1.5 * 2^23 rounds to an integer (ties to
  // even) in every SIMD unit, without a rounding instruction; the sum's
  // low mantissa bits hold k.
  const double shifter = 12582912.0;
  Value shifted = add(mul(clamped, c(1.4426950408889634)), c(shifter));
  Value k = arith::SubFOp::create(b, loc, shifted, c(shifter));
  // ln 2 = 0.693359375 (9 bits: k times it is exact) - 2.12194440e-4.
  Value r = arith::SubFOp::create(b, loc, clamped, mul(k, c(0.693359375)),
                                  contract);
  r = add(r, mul(k, c(2.12194440054690583e-4)));
  // Horner, highest power first.
  const double coefficients[] = {1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6,
                                 0.5,       1.0,       1.0};
  Value p = c(coefficients[0]);
  for (double coefficient : ArrayRef(coefficients).drop_front())
    p = add(mul(p, r), c(coefficient));
  // 2^k: k's bits moved into the exponent field (the shifter's own bits
  // shift out), plus the bias.
  Value exponent = arith::AddIOp::create(
      b, loc,
      arith::ShLIOp::create(b, loc,
                            arith::BitcastOp::create(b, loc, intType, shifted),
                            intLike(b, loc, intType, 23)),
      intLike(b, loc, intType, 127 << 23));
  Value result = mul(p, arith::BitcastOp::create(b, loc, type, exponent));
  // exp underflows to 0 (masked scores are -inf) and overflows to +inf.
  Value tiny = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x,
                                     c(-87.0));
  result = arith::SelectOp::create(b, loc, tiny, c(0.0), result);
  if (atMostZero)
    return result;
  Value huge = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x,
                                     c(88.0));
  return arith::SelectOp::create(
      b, loc, huge, c(std::numeric_limits<double>::infinity()), result);
}
