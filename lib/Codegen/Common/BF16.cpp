//===- BF16.cpp - The one f32 -> bf16 rounding rule -----------------------===//

#include "rope/Codegen/Common/BF16.h"

#include "ScalarOrVector.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

using mlir::rope::detail::intLike;
using mlir::rope::detail::withElement;

Value mlir::rope::buildBF16HighBits(OpBuilder &b, Location loc, Value x,
                                    NaNPayloads nans) {
  Type i32 = withElement(x.getType(), b.getI32Type());
  auto c = [&](uint32_t v) { return intLike(b, loc, i32, v); };
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  // Nearest, ties to even: add 0x7FFF plus the lowest bit that is kept.
  Value lsb = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, c(16)), c(1));
  Value rounded = arith::AddIOp::create(
      b, loc, bits, arith::AddIOp::create(b, loc, lsb, c(0x7FFF)));
  if (nans == NaNPayloads::FromBF16)
    return rounded;
  // The addition may carry a NaN into the exponent or the sign: NaNs are
  // replaced by the quiet NaN with all-ones / zero masks (no select, which
  // some targets scalarize).
  Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  Value mask = arith::ExtSIOp::create(b, loc, i32, isNaN);
  Value keep = arith::XOrIOp::create(b, loc, mask, c(0xFFFFFFFFu));
  return arith::OrIOp::create(
      b, loc, arith::AndIOp::create(b, loc, rounded, keep),
      arith::AndIOp::create(b, loc, mask, c(0x7FC00000u)));
}

Value mlir::rope::buildF32ToBF16(OpBuilder &b, Location loc, Value x,
                                 NaNPayloads nans) {
  Type type = x.getType();
  Type i32 = withElement(type, b.getI32Type());
  Value high = arith::ShRUIOp::create(b, loc, buildBF16HighBits(b, loc, x, nans),
                                      intLike(b, loc, i32, 16));
  Value narrow = arith::TruncIOp::create(
      b, loc, withElement(type, b.getI16Type()), high);
  return arith::BitcastOp::create(b, loc, withElement(type, b.getBF16Type()),
                                  narrow);
}

Value mlir::rope::buildBF16ToF32(OpBuilder &b, Location loc, Value x) {
  Type type = x.getType();
  Type i32 = withElement(type, b.getI32Type());
  Value bits = arith::BitcastOp::create(
      b, loc, withElement(type, b.getI16Type()), x);
  Value wide = arith::ExtUIOp::create(b, loc, i32, bits);
  Value high = arith::ShLIOp::create(b, loc, wide, intLike(b, loc, i32, 16));
  return arith::BitcastOp::create(b, loc, withElement(type, b.getF32Type()),
                                  high);
}
