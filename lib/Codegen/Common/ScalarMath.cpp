//===- ScalarMath.cpp - float64 log and exp from arith ops ----------------===//

#include "rope/Codegen/Common/ScalarMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

namespace {
// ln 2 = kLn2Hi + kLn2Lo; kLn2Hi has trailing zero bits so k * kLn2Hi is
// exact for |k| < 2^11.
constexpr double kLn2Hi = 6.93147180369123816490e-01;
constexpr double kLn2Lo = 1.90821492927058770002e-10;
constexpr double kSqrt2 = 1.41421356237309504880;

Value f64(OpBuilder &b, Location loc, double v) {
  return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
}
Value i64(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
}
Value mul(OpBuilder &b, Location loc, Value x, Value y) {
  return arith::MulFOp::create(b, loc, x, y);
}
Value add(OpBuilder &b, Location loc, Value x, Value y) {
  return arith::AddFOp::create(b, loc, x, y);
}
} // namespace

Value mlir::rope::detail::buildLogF64(OpBuilder &b, Location loc, Value x) {
  // x = m * 2^e with m in [sqrt(1/2), sqrt(2)).
  Type i64Type = b.getI64Type(), f64Type = b.getF64Type();
  Value bits = arith::BitcastOp::create(b, loc, i64Type, x);
  Value e = arith::SubIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, i64(b, loc, 52)),
      i64(b, loc, 1023));
  Value mantissaBits = arith::OrIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, i64(b, loc, (int64_t(1) << 52) - 1)),
      i64(b, loc, int64_t(1023) << 52));
  Value m = arith::BitcastOp::create(b, loc, f64Type, mantissaBits);
  Value large = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, m,
                                      f64(b, loc, kSqrt2));
  m = arith::SelectOp::create(b, loc, large, mul(b, loc, m, f64(b, loc, 0.5)), m);
  e = arith::SelectOp::create(b, loc, large,
                              arith::AddIOp::create(b, loc, e, i64(b, loc, 1)), e);
  // ln m = 2 atanh(s) = 2 (s + s^3/3 + ... + s^21/21), |s| <= 0.172.
  Value s = arith::DivFOp::create(b, loc,
                                  arith::SubFOp::create(b, loc, m, f64(b, loc, 1.0)),
                                  add(b, loc, m, f64(b, loc, 1.0)));
  Value s2 = mul(b, loc, s, s);
  Value series = f64(b, loc, 1.0 / 21);
  for (int k = 19; k >= 1; k -= 2)
    series = add(b, loc, mul(b, loc, series, s2), f64(b, loc, 1.0 / k));
  Value lnM = mul(b, loc, f64(b, loc, 2.0), mul(b, loc, s, series));
  Value ef = arith::SIToFPOp::create(b, loc, f64Type, e);
  return add(b, loc, add(b, loc, mul(b, loc, ef, f64(b, loc, kLn2Lo)), lnM),
             mul(b, loc, ef, f64(b, loc, kLn2Hi)));
}

Value mlir::rope::detail::buildExpF64(OpBuilder &b, Location loc, Value x) {
  // x = k ln2 + r, |r| <= ln2 / 2; k rounded by the 1.5 * 2^52 shift.
  Type i64Type = b.getI64Type(), f64Type = b.getF64Type();
  Value magic = f64(b, loc, 6755399441055744.0);
  Value k = arith::SubFOp::create(
      b, loc, add(b, loc, mul(b, loc, x, f64(b, loc, 1.0 / 0.69314718055994530942)), magic),
      magic);
  Value r = arith::SubFOp::create(b, loc, x, mul(b, loc, k, f64(b, loc, kLn2Hi)));
  r = arith::SubFOp::create(b, loc, r, mul(b, loc, k, f64(b, loc, kLn2Lo)));
  // exp(r) by its Taylor series to r^14/14! (< 1e-18 relative).
  // Nested: 1 + r (1 + r/2 (1 + r/3 (...))).
  Value poly = f64(b, loc, 1.0);
  for (int n = 14; n >= 1; --n)
    poly = add(b, loc, mul(b, loc, poly, mul(b, loc, r, f64(b, loc, 1.0 / n))),
               f64(b, loc, 1.0));
  // 2^k from its exponent bits.
  Value kInt = arith::FPToSIOp::create(b, loc, i64Type, k);
  Value scaleBits = arith::ShLIOp::create(
      b, loc, arith::AddIOp::create(b, loc, kInt, i64(b, loc, 1023)), i64(b, loc, 52));
  return mul(b, loc, poly, arith::BitcastOp::create(b, loc, f64Type, scaleBits));
}
