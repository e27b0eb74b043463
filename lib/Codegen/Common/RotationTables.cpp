//===- RotationTables.cpp - Positions, frequencies, cos/sin in IR ---------===//

#include "rope/Codegen/Common/RotationTables.h"

#include "rope/Codegen/Common/RuntimeSchedules.h"
#include "rope/Codegen/Common/SinCos.h"
#include "rope/Rules/Frequencies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
SmallVector<utils::IteratorType> parallelLoops(unsigned n) {
  return SmallVector<utils::IteratorType>(n, utils::IteratorType::parallel);
}

/// (d0, ..., dn-1) -> (d[i] for i in results).
AffineMap projection(MLIRContext *ctx, unsigned numDims,
                     ArrayRef<unsigned> results) {
  SmallVector<AffineExpr> exprs;
  for (unsigned r : results)
    exprs.push_back(getAffineDimExpr(r, ctx));
  return AffineMap::get(numDims, 0, exprs, ctx);
}

Value emptyTensor(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                  Type elementType) {
  return tensor::EmptyOp::create(b, loc, sizes, elementType);
}

Value constantF64Tensor(OpBuilder &b, Location loc, ArrayRef<double> values) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    b.getF64Type());
  return arith::ConstantOp::create(b, loc,
                                   DenseElementsAttr::get(type, values));
}


/// S_total per row: max position + 1 (offset + S when positions ascend).
Value sequenceTotals(OpBuilder &b, Location loc, const PositionTable &table) {
  MLIRContext *ctx = b.getContext();
  OpFoldResult rows = tensor::getMixedSize(b, loc, table.positions, 0);
  Value init = linalg::FillOp::create(
                   b, loc,
                   ValueRange{arith::ConstantOp::create(b, loc,
                                                        b.getI64IntegerAttr(-1))},
                   ValueRange{emptyTensor(b, loc, {rows}, b.getI64Type())})
                   .getResult(0);
  return linalg::GenericOp::create(
             b, loc, init.getType(), table.positions, init,
             {projection(ctx, 2, {0, 1}), projection(ctx, 2, {0})},
             {utils::IteratorType::parallel, utils::IteratorType::reduction},
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               Value next = arith::AddIOp::create(
                   nb, nl, args[0],
                   arith::ConstantOp::create(nb, nl, nb.getI64IntegerAttr(1)));
               linalg::YieldOp::create(
                   nb, nl, ValueRange{arith::MaxSIOp::create(nb, nl, next, args[1])});
             })
      .getResult(0);
}

} // namespace

std::vector<double>
mlir::rope::detail::scaledFrequencies(const rules::RopeConfig &config,
                                      int64_t seqTotal) {
  std::vector<double> f = rules::computeFrequencies(config, seqTotal).invFreq;
  for (double &x : f)
    x *= config.positionScale;
  return f;
}

FrequencyTable mlir::rope::detail::buildFrequencies(
    OpBuilder &b, Location loc, const rules::RopeConfig &config,
    const PositionTable &positions) {
  const int64_t n = config.numPairs();
  const rules::Scaling &s = config.scaling;
  if (!s.dependsOnSequenceLength())
    return {constantF64Tensor(b, loc, scaledFrequencies(config, 0)), false};

  MLIRContext *ctx = b.getContext();
  Value totals = sequenceTotals(b, loc, positions);
  OpFoldResult rows = tensor::getMixedSize(b, loc, positions.positions, 0);
  Value init = emptyTensor(b, loc, {rows, b.getIndexAttr(n)}, b.getF64Type());
  SmallVector<Value> inputs{totals};
  SmallVector<AffineMap> maps{projection(ctx, 2, {0})};
  if (s.kind == rules::ScalingKind::LongRope) {
    // Both candidate schedules are exact constants; each row picks one.
    inputs.push_back(constantF64Tensor(b, loc, scaledFrequencies(config, 0)));
    inputs.push_back(constantF64Tensor(
        b, loc, scaledFrequencies(config, s.originalMax + 1)));
    maps.append({projection(ctx, 2, {1}), projection(ctx, 2, {1})});
  }
  maps.push_back(projection(ctx, 2, {0, 1}));
  Value freqs =
      linalg::GenericOp::create(
          b, loc, init.getType(), inputs, init, maps, parallelLoops(2),
          [&](OpBuilder &nb, Location nl, ValueRange args) {
            ImplicitLocOpBuilder ib(nl, nb);
            Value total = args[0], result;
            if (s.kind == rules::ScalingKind::LongRope) {
              result = arith::SelectOp::create(
                  ib, buildUsesLongFactors(ib, config, total), args[2], args[1]);
            } else {
              result = buildDynamicFrequency(
                  ib, config, buildDynamicLogTheta(ib, config, total),
                  linalg::IndexOp::create(ib, 1));
            }
            linalg::YieldOp::create(nb, nl, result);
          })
          .getResult(0);
  return {freqs, true};
}

Value mlir::rope::detail::toI64(OpBuilder &b, Location loc, Value value) {
  Type i64 = b.getI64Type();
  if (value.getType().isIndex())
    return arith::IndexCastOp::create(b, loc, i64, value);
  unsigned width = value.getType().getIntOrFloatBitWidth();
  if (width < 64)
    return arith::ExtSIOp::create(b, loc, i64, value);
  return value;
}

PositionTable mlir::rope::detail::buildPositions(OpBuilder &b, Location loc,
                                                 const PositionSource &source,
                                                 OpFoldResult batch,
                                                 OpFoldResult seq) {
  MLIRContext *ctx = b.getContext();
  PositionTable table;
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  if (source.positions) {
    auto type = cast<RankedTensorType>(source.positions.getType());
    table.perBatch = type.getRank() == 2;
    inputs.push_back(source.positions);
    maps.push_back(table.perBatch ? projection(ctx, 2, {0, 1})
                                  : projection(ctx, 2, {1}));
  } else if (source.batchOffsets) {
    table.perBatch = true;
    inputs.push_back(source.batchOffsets);
    maps.push_back(projection(ctx, 2, {0}));
  }
  maps.push_back(projection(ctx, 2, {0, 1}));
  OpFoldResult rows = table.perBatch ? batch : b.getIndexAttr(1);
  Value init = emptyTensor(b, loc, {rows, seq}, b.getI64Type());
  Value dynamicOffset =
      source.offset ? toI64(b, loc, source.offset) : Value();
  table.positions =
      linalg::GenericOp::create(
          b, loc, init.getType(), inputs, init, maps, parallelLoops(2),
          [&](OpBuilder &nb, Location nl, ValueRange args) {
            if (source.positions) {
              linalg::YieldOp::create(nb, nl, toI64(nb, nl, args[0]));
              return;
            }
            ImplicitLocOpBuilder ib(nl, nb);
            Value s = arith::IndexCastOp::create(ib, ib.getI64Type(),
                                                 linalg::IndexOp::create(ib, 1));
            Value p = buildOffsetPosition(
                ib, s, source.staticOffset, dynamicOffset,
                source.batchOffsets ? toI64(nb, nl, args[0]) : Value());
            linalg::YieldOp::create(nb, nl, p);
          })
          .getResult(0);
  return table;
}

CosSinTable mlir::rope::detail::buildCosSinTable(
    OpBuilder &b, Location loc, const rules::RopeConfig &config,
    const PositionTable &positions) {
  MLIRContext *ctx = b.getContext();
  FrequencyTable freqs = buildFrequencies(b, loc, config, positions);
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(b, loc, positions.positions);
  sizes.push_back(b.getIndexAttr(config.numPairs()));
  Value init = emptyTensor(b, loc, sizes, b.getF32Type());
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType(), init.getType()},
      ValueRange{positions.positions, freqs.freqs}, ValueRange{init, init},
      {projection(ctx, 3, {0, 1}),
       freqs.perRow ? projection(ctx, 3, {0, 2}) : projection(ctx, 3, {2}),
       projection(ctx, 3, {0, 1, 2}), projection(ctx, 3, {0, 1, 2})},
      parallelLoops(3), [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value p = arith::SIToFPOp::create(nb, nl, nb.getF64Type(), args[0]);
        auto [c, s] = buildScaledCosSin(nb, nl, config, p, args[1]);
        linalg::YieldOp::create(nb, nl, ValueRange{c, s});
      });
  return {generic.getResult(0), generic.getResult(1), positions.perBatch};
}

std::pair<Value, Value> mlir::rope::detail::buildScaledCosSin(
    OpBuilder &b, Location loc, const rules::RopeConfig &config, Value position,
    Value frequency) {
  Value phi = arith::MulFOp::create(b, loc, position, frequency);
  // The angle reduction and polynomials of every rope kernel.
  auto [c, s] = buildSinCos(b, loc, phi, /*arithmeticRounding=*/true);
  const double a = rules::attentionFactor(config.scaling);
  auto scaled = [&](Value x, double factor) -> Value {
    if (factor == 1.0)
      return x;
    return arith::MulFOp::create(
        b, loc, x, arith::ConstantOp::create(b, loc, b.getF32FloatAttr(factor)));
  };
  return {scaled(c, a), scaled(s, config.inverse ? -a : a)};
}

ChannelMap mlir::rope::detail::buildChannelMap(const rules::RopeConfig &config) {
  const int64_t d = config.headDim, n = config.numPairs();
  ChannelMap map;
  map.pair.assign(d, -1);
  map.column.assign(d, 0);
  map.sign.assign(d, 0.0f);
  map.partner.resize(d);
  for (int64_t c = 0; c < d; ++c)
    map.partner[c] = static_cast<int32_t>(c);
  const bool half = config.pairing == rules::Pairing::Half;
  for (int64_t i = 0; i < n; ++i) {
    auto [u, v] = rules::pairChannels(config, i);
    map.pair[u] = map.pair[v] = static_cast<int32_t>(i);
    map.partner[u] = static_cast<int32_t>(v);
    map.partner[v] = static_cast<int32_t>(u);
    map.sign[u] = -1.0f;
    map.sign[v] = 1.0f;
    map.column[u] = static_cast<int32_t>(half ? i : 2 * i);
    map.column[v] = static_cast<int32_t>(half ? i + n : 2 * i + 1);
  }
  return map;
}

OpFoldResult mlir::rope::detail::axisExtent(OpBuilder &b, Location loc,
                                            Value value, LayoutAttr layout,
                                            char role) {
  int64_t axis = layout.indexOf(role);
  return axis < 0 ? OpFoldResult(b.getIndexAttr(1))
                  : tensor::getMixedSize(b, loc, value, axis);
}

PositionTable mlir::rope::detail::buildPositionsOf(OpBuilder &b,
                                                   RopeOpInterface op,
                                                   Value tokens,
                                                   unsigned index) {
  Location loc = op.getLoc();
  LayoutAttr layout = op.getLayout();
  return buildPositions(b, loc, op.getPositionSource(index),
                        axisExtent(b, loc, tokens, layout, 'b'),
                        axisExtent(b, loc, tokens, layout, 's'));
}
