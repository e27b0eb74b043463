//===- Frequencies.cpp - Inverse frequencies computed in the IR -----------===//

#include "Frequencies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope::raise;

namespace {

/// The value of scalar `s` of `body` at loop index `index`, for the ops
/// that compute frequencies; nullopt for anything else. `memo` keeps each
/// value computed once.
std::optional<double> evaluate(Value s, Block *body, int64_t index,
                               DenseMap<Value, std::optional<double>> &memo,
                               unsigned depth = 0) {
  if (depth > 64)
    return std::nullopt;
  if (auto it = memo.find(s); it != memo.end())
    return it->second;
  std::optional<double> value = [&]() -> std::optional<double> {
    Attribute attr;
    if (matchPattern(s, m_Constant(&attr))) {
      if (auto f = dyn_cast<FloatAttr>(attr))
        return f.getValueAsDouble();
      if (auto i = dyn_cast<IntegerAttr>(attr);
          i && i.getValue().getSignificantBits() <= 64)
        return static_cast<double>(i.getValue().getSExtValue());
      return std::nullopt;
    }
    Operation *op = s.getDefiningOp();
    if (!op || op->getBlock() != body)
      return std::nullopt;
    if (auto idx = dyn_cast<linalg::IndexOp>(op))
      return idx.getDim() == 0 ? std::optional<double>(index) : std::nullopt;
    SmallVector<double, 2> args;
    for (Value operand : op->getOperands()) {
      std::optional<double> arg =
          evaluate(operand, body, index, memo, depth + 1);
      if (!arg)
        return std::nullopt;
      args.push_back(*arg);
    }
    if (isa<arith::IndexCastOp, arith::SIToFPOp, arith::UIToFPOp, arith::ExtFOp,
            arith::ExtSIOp, arith::TruncFOp>(op))
      return args[0];
    if (isa<arith::AddFOp, arith::AddIOp>(op))
      return args[0] + args[1];
    if (isa<arith::SubFOp, arith::SubIOp>(op))
      return args[0] - args[1];
    if (isa<arith::MulFOp, arith::MulIOp>(op))
      return args[0] * args[1];
    if (isa<arith::DivFOp>(op))
      return args[0] / args[1];
    if (isa<arith::NegFOp>(op))
      return -args[0];
    if (isa<math::PowFOp>(op))
      return std::pow(args[0], args[1]);
    if (isa<math::ExpOp>(op))
      return std::exp(args[0]);
    if (isa<math::LogOp>(op))
      return std::log(args[0]);
    return std::nullopt;
  }();
  memo[s] = value;
  return value;
}

} // namespace

std::optional<SmallVector<double>> mlir::rope::raise::evaluateVector(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() != 1 || !type.hasStaticShape() ||
      !isa<FloatType>(type.getElementType()))
    return std::nullopt;
  DenseElementsAttr dense;
  if (matchPattern(v, m_Constant(&dense))) {
    SmallVector<double> values;
    for (APFloat f : dense.getValues<APFloat>())
      values.push_back(f.convertToDouble());
    return values;
  }
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 0 ||
      generic->getNumResults() != 1)
    return std::nullopt;
  auto yield = dyn_cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  SmallVector<double> values;
  for (int64_t i = 0; i < type.getDimSize(0); ++i) {
    DenseMap<Value, std::optional<double>> memo;
    std::optional<double> value =
        evaluate(yield.getOperand(0), generic.getBody(), i, memo);
    if (!value || !std::isfinite(*value))
      return std::nullopt;
    values.push_back(*value);
  }
  return values;
}

std::optional<double> mlir::rope::raise::recoverTheta(ArrayRef<double> freqs) {
  auto fits = [&](double theta) {
    double r = 2.0 * freqs.size();
    for (auto [i, f] : llvm::enumerate(freqs)) {
      double expected = std::pow(theta, -2.0 * i / r);
      if (!isCloseFrequency(f, expected))
        return false;
    }
    return true;
  };
  if (freqs.empty())
    return std::nullopt;
  // One pair: f_0 = 1 for every theta; keep the default.
  if (freqs.size() == 1)
    return fits(10000.0) ? std::optional<double>(10000.0) : std::nullopt;
  // Least squares on ln f_i = -(2i/R) ln theta.
  double num = 0, den = 0, r = 2.0 * freqs.size();
  for (auto [i, f] : llvm::enumerate(freqs)) {
    if (!(f > 0))
      return std::nullopt;
    double x = 2.0 * i / r;
    num += x * std::log(f);
    den += x * x;
  }
  double theta = std::exp(-num / den);
  if (!std::isfinite(theta) || theta <= 1.0)
    return std::nullopt;
  double rounded = std::round(theta);
  if (fits(rounded))
    return rounded;
  return fits(theta) ? std::optional<double>(theta) : std::nullopt;
}

bool mlir::rope::raise::isCloseFrequency(double actual, double expected) {
  return std::abs(actual - expected) <= 1e-5 * std::abs(expected);
}
