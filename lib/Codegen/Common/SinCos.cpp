//===- SinCos.cpp - Accurate sin/cos for RoPE angles ---------------===//

#include "rope/Codegen/Common/SinCos.h"

#include "ScalarOrVector.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

namespace {
constexpr double kTwoOverPi = 0.63661977236758134308;
// pi/2 = kPiOver2Hi + kPiOver2Lo, both float64.
constexpr double kPiOver2Hi = 1.5707963267948966;
constexpr double kPiOver2Lo = 6.123233995736766e-17;

using mlir::rope::detail::withElement;

/// The float `value` as a constant of `type`, splat for vectors.
Value splat(OpBuilder &b, Location loc, Type type, double value) {
  return mlir::createScalarOrSplatConstant(
      b, loc, type,
      b.getFloatAttr(getElementTypeOrSelf(type), value).getValue());
}

Value splatInt(OpBuilder &b, Location loc, Type type, int32_t value) {
  return mlir::rope::detail::intLike(b, loc, type,
                                     static_cast<uint32_t>(value));
}

/// c0 + x*(c1 + x*(c2 + ...)) by Horner's rule. Plain multiply and add:
/// targets without FMA would otherwise call fmaf per lane.
Value horner(OpBuilder &b, Location loc, Value x, ArrayRef<double> coeffs) {
  Type type = x.getType();
  Value acc = splat(b, loc, type, coeffs.back());
  for (double c : llvm::reverse(coeffs.drop_back()))
    acc = arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, acc, x),
                                splat(b, loc, type, c));
  return acc;
}

/// k = roundeven(phi * 2/pi) and k mod 4 with math ops (one instruction
/// each on CPUs); k mod 4 in float64 is exact for any k.
std::pair<Value, Value> quadrantWithMath(OpBuilder &b, Location loc, Value k) {
  Type f64Type = k.getType();
  Value kMod4 = arith::SubFOp::create(
      b, loc, k,
      arith::MulFOp::create(
          b, loc, splat(b, loc, f64Type, 4.0),
          math::FloorOp::create(
              b, loc, arith::MulFOp::create(b, loc, k, splat(b, loc, f64Type, 0.25)))));
  return {k, arith::FPToSIOp::create(
                 b, loc, withElement(f64Type, b.getI32Type()), kMod4)};
}

/// The same with arith ops only: t + 1.5*2^52 rounds t to an integer (to
/// nearest even) and holds it in its low mantissa bits.
std::pair<Value, Value> quadrantWithArith(OpBuilder &b, Location loc, Value t) {
  Type f64Type = t.getType();
  Value magic = splat(b, loc, f64Type, 6755399441055744.0);
  Value shifted = arith::AddFOp::create(b, loc, t, magic);
  Value k = arith::SubFOp::create(b, loc, shifted, magic);
  Value bits = arith::BitcastOp::create(
      b, loc, withElement(f64Type, b.getI64Type()), shifted);
  Value low = arith::TruncIOp::create(
      b, loc, withElement(f64Type, b.getI32Type()), bits);
  return {k, arith::AndIOp::create(b, loc, low,
                                   splatInt(b, loc, low.getType(), 3))};
}
} // namespace

std::pair<Value, Value>
mlir::rope::detail::buildSinCos(OpBuilder &b, Location loc, Value phi,
                                bool arithmeticRounding) {
  Type f64Type = phi.getType();
  Type f32Type = withElement(f64Type, b.getF32Type());
  Type i32Type = withElement(f64Type, b.getI32Type());
  // k = roundeven(phi * 2/pi); r = phi - k*pi/2 in float64.
  Value t = arith::MulFOp::create(b, loc, phi, splat(b, loc, f64Type, kTwoOverPi));
  auto [k, quadrant] =
      arithmeticRounding
          ? quadrantWithArith(b, loc, t)
          : quadrantWithMath(b, loc, math::RoundEvenOp::create(b, loc, t));
  Value r = arith::SubFOp::create(
      b, loc, phi, arith::MulFOp::create(b, loc, k, splat(b, loc, f64Type, kPiOver2Hi)));
  r = arith::SubFOp::create(
      b, loc, r, arith::MulFOp::create(b, loc, k, splat(b, loc, f64Type, kPiOver2Lo)));

  Value x = arith::TruncFOp::create(b, loc, f32Type, r);
  Value x2 = arith::MulFOp::create(b, loc, x, x);
  Value sinR = arith::MulFOp::create(
      b, loc, x,
      horner(b, loc, x2, {1.0, -1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880}));
  Value cosR = horner(b, loc, x2,
                      {1.0, -1.0 / 2, 1.0 / 24, -1.0 / 720, 1.0 / 40320,
                       -1.0 / 3628800});
  // Quadrants: 0 (s, c), 1 (c, -s), 2 (-s, -c), 3 (-c, s) as (sin, cos).
  Value zero = splatInt(b, loc, i32Type, 0);
  auto bitSet = [&](Value v, int32_t bit) {
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne,
        arith::AndIOp::create(b, loc, v, splatInt(b, loc, i32Type, bit)), zero);
  };
  Value odd = bitSet(quadrant, 1);
  Value sinAbs = arith::SelectOp::create(b, loc, odd, cosR, sinR);
  Value cosAbs = arith::SelectOp::create(b, loc, odd, sinR, cosR);
  Value sinNegative = bitSet(quadrant, 2);
  Value cosNegative = bitSet(
      arith::AddIOp::create(b, loc, quadrant, splatInt(b, loc, i32Type, 1)), 2);
  Value sinV = arith::SelectOp::create(b, loc, sinNegative,
                                       arith::NegFOp::create(b, loc, sinAbs), sinAbs);
  Value cosV = arith::SelectOp::create(b, loc, cosNegative,
                                       arith::NegFOp::create(b, loc, cosAbs), cosAbs);
  return {cosV, sinV};
}
