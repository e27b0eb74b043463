//===- RopeToLinalg.cpp - rope ops to linalg on tensors -------------------===//

#include "rope/Codegen/Common/LoopBuilder.h"
#include "rope/Codegen/Common/RotationTables.h"

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/Utils/EmptyRotations.h"
#include "rope/Conversion/Utils/Legality.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Config.h"

#include <limits>

#define DEBUG_TYPE "convert-rope-to-linalg"

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOLINALGPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
template <typename T>
Value constantVector(OpBuilder &b, Location loc, ArrayRef<T> values,
                     Type elementType) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    elementType);
  return arith::ConstantOp::create(b, loc, DenseElementsAttr::get(type, values));
}

Value toF32(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isF32())
    return v;
  return arith::ExtFOp::create(b, loc, b.getF32Type(), v);
}

Value fromF32(OpBuilder &b, Location loc, Value v, Type type) {
  if (type.isF32())
    return v;
  return arith::TruncFOp::create(b, loc, type, v);
}

/// Looks up (cos, sin) in f32 for batch index `bIdx`, token `sIdx`, pair
/// `pair` and table column `column` (index values).
using CosSinLookup = function_ref<std::pair<Value, Value>(
    OpBuilder &, Location, Value bIdx, Value sIdx, Value pair, Value column)>;

/// out[..., c] = x[c] * cos + sign[c] * x[partner[c]] * sin for rotated
/// channels, x[c] for the others; computed in f32.
Value buildRotation(OpBuilder &b, Location loc, Value input,
                    LayoutAttr layout, const ChannelMap &map,
                    CosSinLookup lookup) {
  MLIRContext *ctx = b.getContext();
  auto type = cast<RankedTensorType>(input.getType());
  const unsigned rank = type.getRank();
  SmallVector<Value> inputs{
      input, constantVector<int32_t>(b, loc, map.pair, b.getI32Type()),
      constantVector<int32_t>(b, loc, map.partner, b.getI32Type()),
      constantVector<int32_t>(b, loc, map.column, b.getI32Type()),
      constantVector<float>(b, loc, map.sign, b.getF32Type())};
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  AffineMap channel = AffineMap::get(
      rank, 0, getAffineDimExpr(rank - 1, ctx), ctx);
  SmallVector<AffineMap> maps{identity, channel, channel, channel, channel,
                              identity};
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, input), type.getElementType());
  const int64_t bAxis = layout.indexOf('b'), sAxis = layout.indexOf('s');
  return linalg::GenericOp::create(
             b, loc, type, inputs, init, maps,
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &nb, Location nl, ValueRange args) {
               Value x = toF32(nb, nl, args[0]);
               Value pair = args[1];
               Value rotated = arith::CmpIOp::create(
                   nb, nl, arith::CmpIPredicate::sge, pair,
                   arith::ConstantOp::create(nb, nl, nb.getI32IntegerAttr(0)));
               // Pass-through channels look up pair 0; the result is unused.
               Value safePair = arith::MaxSIOp::create(
                   nb, nl, pair,
                   arith::ConstantOp::create(nb, nl, nb.getI32IntegerAttr(0)));
               auto asIndex = [&](Value v) {
                 return arith::IndexCastOp::create(nb, nl, nb.getIndexType(), v);
               };
               SmallVector<Value> ivs;
               for (unsigned d = 0; d < rank; ++d)
                 ivs.push_back(linalg::IndexOp::create(nb, nl, d));
               Value bIdx = bAxis >= 0 ? ivs[bAxis] : constantIndex(nb, nl, 0);
               auto [c, s] = lookup(nb, nl, bIdx, ivs[sAxis], asIndex(safePair),
                                    asIndex(args[3]));
               ivs.back() = asIndex(args[2]);
               Value partner = toF32(
                   nb, nl, tensor::ExtractOp::create(nb, nl, input, ivs));
               Value value = arith::AddFOp::create(
                   nb, nl, arith::MulFOp::create(nb, nl, x, c),
                   arith::MulFOp::create(
                       nb, nl, arith::MulFOp::create(nb, nl, args[4], partner),
                       s));
               Value out = arith::SelectOp::create(nb, nl, rotated, value, x);
               linalg::YieldOp::create(
                   nb, nl, fromF32(nb, nl, out, type.getElementType()));
             })
      .getResult(0);
}

/// Replaces a rope.apply / rope.apply_table by the rotation of each input.
void replaceWithRotations(PatternRewriter &rewriter, Operation *op,
                          ValueRange inputs, LayoutAttr layout,
                          const ChannelMap &map, CosSinLookup lookup) {
  SmallVector<Value> results;
  for (Value input : inputs)
    results.push_back(
        buildRotation(rewriter, op->getLoc(), input, layout, map, lookup));
  rewriter.replaceOp(op, results);
}

struct LowerApply : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ApplyOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    LayoutAttr layout = op.getLayout();
    rules::RopeConfig config = op.getRopeConfig();
    PositionTable positions =
        buildPositionsOf(rewriter, op, op.getInputs()[0]);
    CosSinTable table = buildCosSinTable(rewriter, loc, config, positions);
    ChannelMap map = buildChannelMap(config);
    auto lookup = [&](OpBuilder &nb, Location nl, Value bIdx, Value sIdx,
                      Value pair, Value) -> std::pair<Value, Value> {
      Value row = table.perBatch ? bIdx : constantIndex(nb, nl, 0);
      return {tensor::ExtractOp::create(nb, nl, table.cos,
                                        ValueRange{row, sIdx, pair}),
              tensor::ExtractOp::create(nb, nl, table.sin,
                                        ValueRange{row, sIdx, pair})};
    };
    replaceWithRotations(rewriter, op, op.getInputs(), layout, map, lookup);
    return success();
  }
};

struct LowerApplyTable : OpRewritePattern<ApplyTableOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ApplyTableOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    LayoutAttr layout = op.getLayout();
    rules::RopeConfig config = op.getRopeConfig();
    PositionTable positions =
        buildPositionsOf(rewriter, op, op.getInputs()[0]);
    ChannelMap map = buildChannelMap(config);
    const bool fullWidth =
        cast<RankedTensorType>(op.getCos().getType()).getDimSize(1) ==
        config.rotaryDim;
    Value rows = tensor::DimOp::create(rewriter, loc, op.getCos(), 0);
    const float sinSign = config.inverse ? -1.0f : 1.0f;
    auto lookup = [&](OpBuilder &nb, Location nl, Value bIdx, Value sIdx,
                      Value pair, Value column) -> std::pair<Value, Value> {
      Value row = tensor::ExtractOp::create(
          nb, nl, positions.positions,
          ValueRange{positions.perBatch ? bIdx : constantIndex(nb, nl, 0), sIdx});
      row = arith::IndexCastOp::create(nb, nl, nb.getIndexType(), row);
      // A position without a row (possible only for positions computed
      // inside the function: entry points check their arguments) reads
      // row 0 and yields NaN, never memory past the tables.
      Value inBounds = arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult,
                                             row, rows);
      row = arith::SelectOp::create(nb, nl, inBounds, row, constantIndex(nb, nl, 0));
      Value col = fullWidth ? column : pair;
      Value nan = arith::ConstantOp::create(
          nb, nl, nb.getF32FloatAttr(std::numeric_limits<float>::quiet_NaN()));
      auto read = [&](Value table) -> Value {
        Value v = toF32(nb, nl, tensor::ExtractOp::create(
                                    nb, nl, table, ValueRange{row, col}));
        return arith::SelectOp::create(nb, nl, inBounds, v, nan);
      };
      Value c = read(op.getCos()), s = read(op.getSin());
      if (sinSign < 0)
        s = arith::NegFOp::create(nb, nl, s);
      return {c, s};
    };
    replaceWithRotations(rewriter, op, op.getInputs(), layout, map, lookup);
    return success();
  }
};

struct LowerCosSinTable : OpRewritePattern<CosSinTableOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CosSinTableOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    rules::RopeConfig config = op.getRopeConfig();
    auto type = cast<RankedTensorType>(op.getCos().getType());
    PositionTable positions = buildPositionsOf(rewriter, op, op.getCos());
    CosSinTable table = buildCosSinTable(rewriter, loc, config, positions);
    // Column w of a width-R table repeats its pair's value.
    const int64_t width = type.getDimSize(1), n = config.numPairs();
    std::vector<int32_t> pairOfColumn(width);
    for (int64_t w = 0; w < width; ++w)
      pairOfColumn[w] = static_cast<int32_t>(
          width == n ? w
                     : (config.pairing == rules::Pairing::Half ? w % n : w / 2));
    Value pairs = constantVector<int32_t>(rewriter, loc, pairOfColumn,
                                          rewriter.getI32Type());
    Value init = tensor::EmptyOp::create(
        rewriter, loc, tensor::getMixedSizes(rewriter, loc, op.getCos()),
        type.getElementType());
    AffineMap identity = AffineMap::getMultiDimIdentityMap(2, ctx);
    AffineMap column = AffineMap::get(2, 0, getAffineDimExpr(1, ctx), ctx);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type, type}, ValueRange{pairs},
        ValueRange{init, init}, {column, identity, identity},
        {utils::IteratorType::parallel, utils::IteratorType::parallel},
        [&](OpBuilder &nb, Location nl, ValueRange args) {
          SmallVector<Value> at{
              constantIndex(nb, nl, 0), linalg::IndexOp::create(nb, nl, 0),
              arith::IndexCastOp::create(nb, nl, nb.getIndexType(), args[0])};
          Value c = tensor::ExtractOp::create(nb, nl, table.cos, at);
          Value s = tensor::ExtractOp::create(nb, nl, table.sin, at);
          linalg::YieldOp::create(
              nb, nl,
              ValueRange{fromF32(nb, nl, c, type.getElementType()),
                         fromF32(nb, nl, s, type.getElementType())});
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct ConvertRopeToLinalg
    : mlir::rope::impl::ConvertRopeToLinalgPassBase<ConvertRopeToLinalg> {
  void runOnOperation() override {
    // The last rope lowering of the CPU path: nothing of the dialect stays.
    ConversionTarget target(getContext());
    target.addIllegalDialect<RopeDialect>();
    const StringRef lowered[] = {ApplyOp::getOperationName(),
                                 ApplyTableOp::getOperationName(),
                                 CosSinTableOp::getOperationName()};
    RewritePatternSet patterns(&getContext());
    populateRopeToLinalgConversionPatterns(patterns);
    if (failed(applyRopeConversion(getOperation(), target,
                                   {"CPU", getArgument(), lowered},
                                   std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::rope::populateRopeToLinalgConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerApply, LowerApplyTable, LowerCosSinTable>(
      patterns.getContext());
  populateEmptyRotationPatterns(patterns);
}
