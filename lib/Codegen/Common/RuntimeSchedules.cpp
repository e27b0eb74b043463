//===- RuntimeSchedules.cpp - Positions and frequencies at run time -------===//

#include "rope/Codegen/Common/RuntimeSchedules.h"
#include "rope/Codegen/Common/ScalarMath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <cmath>

using namespace mlir;
namespace rules = ::rope::rules;

namespace {
Value f64(ImplicitLocOpBuilder &b, double v) {
  return arith::ConstantOp::create(b, b.getF64FloatAttr(v));
}
Value toF64(ImplicitLocOpBuilder &b, Value integer) {
  if (integer.getType().isIndex())
    integer = arith::IndexCastOp::create(b, b.getI64Type(), integer);
  return arith::SIToFPOp::create(b, b.getF64Type(), integer);
}
} // namespace

Value mlir::rope::detail::buildOffsetPosition(ImplicitLocOpBuilder &b,
                                              Value s, int64_t staticOffset,
                                              Value offset,
                                              Value batchOffset) {
  Value p = arith::AddIOp::create(
      b, s, arith::ConstantOp::create(b, b.getI64IntegerAttr(staticOffset)));
  if (offset)
    p = arith::AddIOp::create(b, p, offset);
  if (batchOffset)
    p = arith::AddIOp::create(b, p, batchOffset);
  return p;
}

Value mlir::rope::detail::buildDynamicLogTheta(ImplicitLocOpBuilder &b,
                                               const rules::RopeConfig &config,
                                               Value total) {
  const rules::Scaling &s = config.scaling;
  const double dim = static_cast<double>(config.frequencyDim());
  Value length = arith::MaximumFOp::create(
      b, toF64(b, total), f64(b, static_cast<double>(s.originalMax)));
  Value base = arith::SubFOp::create(
      b, arith::MulFOp::create(b, length, f64(b, s.factor / s.originalMax)),
      f64(b, s.factor - 1.0));
  return arith::AddFOp::create(
      b, f64(b, std::log(config.theta)),
      arith::MulFOp::create(b, f64(b, dim / (dim - 2.0)),
                            buildLogF64(b, b.getLoc(), base)));
}

Value mlir::rope::detail::buildDynamicFrequency(ImplicitLocOpBuilder &b,
                                                const rules::RopeConfig &config,
                                                Value logTheta, Value pair) {
  const double dim = static_cast<double>(config.frequencyDim());
  Value exponent = arith::MulFOp::create(
      b, arith::MulFOp::create(b, toF64(b, pair), f64(b, -2.0 / dim)),
      logTheta);
  return arith::MulFOp::create(b, buildExpF64(b, b.getLoc(), exponent),
                               f64(b, config.positionScale));
}

Value mlir::rope::detail::buildUsesLongFactors(ImplicitLocOpBuilder &b,
                                               const rules::RopeConfig &config,
                                               Value total) {
  return arith::CmpIOp::create(
      b, arith::CmpIPredicate::sgt, total,
      arith::ConstantOp::create(
          b, b.getI64IntegerAttr(config.scaling.originalMax)));
}
