//===- RopeToVector.cpp - rope.apply to a vectorized kernel ---------------===//

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/Utils/RotationTables.h"
#include "rope/Conversion/Utils/SinCos.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Reference/Frequencies.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "convert-rope-to-vector"

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOVECTORPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace ref = ::rope::reference;

namespace {
/// Compile-time shuffle masks of one rotation.
struct KernelMasks {
  SmallVector<int64_t> cos;     // channel -> lane of the pair cos
  SmallVector<int64_t> sin;     // channel -> lane of +sin (v) or -sin (n + i, u)
  SmallVector<int64_t> partner; // channel -> partner channel
  SmallVector<bool> rotated;
  bool anyPassThrough = false;
};

KernelMasks buildMasks(const ref::RopeConfig &config) {
  ChannelMap map = buildChannelMap(config);
  const int64_t n = config.numPairs();
  KernelMasks masks;
  for (int64_t c = 0; c < config.headDim; ++c) {
    bool rotated = map.pair[c] >= 0;
    int64_t pair = rotated ? map.pair[c] : 0;
    masks.cos.push_back(pair);
    masks.sin.push_back(map.sign[c] < 0 ? n + pair : pair);
    masks.partner.push_back(map.partner[c]);
    masks.rotated.push_back(rotated);
    masks.anyPassThrough |= !rotated;
  }
  return masks;
}

Value splatF32(OpBuilder &b, Location loc, VectorType type, double v) {
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, b.getF32FloatAttr(v)));
}

Value index(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

/// Indices into a tensor of `layout` for batch `bIdx`, token `sIdx`, head
/// `hIdx` and channel 0.
SmallVector<Value> rowIndices(const ref::Layout &layout, Value bIdx, Value sIdx,
                              Value hIdx, Value zero) {
  SmallVector<Value> indices;
  for (char role : layout.axes)
    indices.push_back(role == 'b' ? bIdx : role == 's' ? sIdx
                                       : role == 'h' ? hIdx
                                                     : zero);
  return indices;
}

struct LowerApplyToVector : OpRewritePattern<ApplyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ApplyOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ref::Layout layout{op.getLayout().str()};
    ref::RopeConfig config = op.getReferenceConfig();
    const int64_t d = config.headDim, n = config.numPairs();
    KernelMasks masks = buildMasks(config);
    auto f64Pairs = VectorType::get({n}, rewriter.getF64Type());
    auto f32Pairs = VectorType::get({n}, rewriter.getF32Type());
    auto f32Row = VectorType::get({d}, rewriter.getF32Type());

    // Shared by every input: positions and (runtime) frequencies.
    PositionTable positions = buildPositionsOf(rewriter, op, layout);
    Value staticFreqs;
    FrequencyTable rowFreqs;
    if (config.scaling.dependsOnSequenceLength()) {
      rowFreqs = buildFrequencies(rewriter, loc, config, positions);
    } else {
      std::vector<double> f = scaledFrequencies(config, 0);
      staticFreqs = arith::ConstantOp::create(
          rewriter, loc, DenseElementsAttr::get(f64Pairs, ArrayRef<double>(f)));
    }
    const double a = ref::attentionFactor(config.scaling);
    const double sinScale = config.inverse ? -a : a;

    Value firstInput = op.getInputs()[0];
    OpFoldResult batch = axisExtent(rewriter, loc, firstInput, layout, 'b');
    OpFoldResult seq = axisExtent(rewriter, loc, firstInput, layout, 's');
    // An input that nothing else reads and that is not a function argument
    // becomes the destination itself: each token's rows are read from and
    // written to the same slice, so bufferization rotates it in place (a
    // third less memory traffic, no allocation). Otherwise a fresh tensor.
    SmallVector<Value> inits;
    SmallVector<bool> inPlace;
    for (Value input : op.getInputs()) {
      bool dead = input.hasOneUse() && !isa<BlockArgument>(input);
      inPlace.push_back(dead);
      inits.push_back(dead ? input
                           : tensor::EmptyOp::create(
                                 rewriter, loc,
                                 tensor::getMixedSizes(rewriter, loc, input),
                                 cast<RankedTensorType>(input.getType())
                                     .getElementType()));
    }

    auto forall = scf::ForallOp::create(rewriter, loc,
                                        ArrayRef<OpFoldResult>{batch, seq},
                                        inits, std::nullopt);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(forall.getTerminator());
    Value bIdx = forall.getInductionVar(0), sIdx = forall.getInductionVar(1);
    Value zero = index(rewriter, loc, 0);

    // cos/sin of this token's pairs, once for all heads and inputs.
    Value posRow = positions.perBatch ? bIdx : zero;
    Value p = tensor::ExtractOp::create(rewriter, loc, positions.positions,
                                        ValueRange{posRow, sIdx});
    p = arith::SIToFPOp::create(rewriter, loc, rewriter.getF64Type(), p);
    Value freqs = staticFreqs;
    if (!freqs)
      freqs = vector::TransferReadOp::create(
          rewriter, loc, f64Pairs, rowFreqs.freqs,
          ValueRange{rowFreqs.perRow ? posRow : zero, zero},
          arith::ConstantOp::create(rewriter, loc, rewriter.getF64FloatAttr(0)),
          ArrayRef<bool>{true});
    Value phi = arith::MulFOp::create(
        rewriter, loc, vector::BroadcastOp::create(rewriter, loc, f64Pairs, p),
        freqs);
    auto [cosPairs, sinPairs] = buildVectorSinCos(rewriter, loc, phi);
    if (a != 1.0)
      cosPairs = arith::MulFOp::create(rewriter, loc, cosPairs,
                                       splatF32(rewriter, loc, f32Pairs, a));
    if (sinScale != 1.0)
      sinPairs = arith::MulFOp::create(
          rewriter, loc, sinPairs, splatF32(rewriter, loc, f32Pairs, sinScale));
    Value negSin = arith::NegFOp::create(rewriter, loc, sinPairs);
    Value cosRow = vector::ShuffleOp::create(rewriter, loc, cosPairs, cosPairs,
                                             masks.cos);
    Value sinRow =
        vector::ShuffleOp::create(rewriter, loc, sinPairs, negSin, masks.sin);
    Value rotatedMask;
    if (masks.anyPassThrough)
      rotatedMask = arith::ConstantOp::create(
          rewriter, loc,
          DenseElementsAttr::get(VectorType::get({d}, rewriter.getI1Type()),
                                 ArrayRef<bool>(masks.rotated)));

    SmallVector<Value> updated;
    SmallVector<SmallVector<OpFoldResult>> sliceOffsets, sliceSizes;
    for (auto [inputValue, outValue, readsOwnSlice] :
         llvm::zip(op.getInputs(), forall.getRegionIterArgs(), inPlace)) {
      Value input = inputValue, out = outValue;
      const bool fromSlice = readsOwnSlice;
      auto type = cast<RankedTensorType>(input.getType());
      Type element = type.getElementType();
      auto row = VectorType::get({d}, element);
      // This token's slice of the output: all heads and channels.
      SmallVector<OpFoldResult> offsets, sizes, strides;
      for (auto [axis, role] : llvm::enumerate(layout.axes)) {
        offsets.push_back(role == 'b'   ? OpFoldResult(bIdx)
                          : role == 's' ? OpFoldResult(sIdx)
                                        : OpFoldResult(rewriter.getIndexAttr(0)));
        sizes.push_back(role == 'b' || role == 's'
                            ? OpFoldResult(rewriter.getIndexAttr(1))
                            : tensor::getMixedSize(rewriter, loc, input, axis));
        strides.push_back(rewriter.getIndexAttr(1));
      }
      Value slice = tensor::ExtractSliceOp::create(rewriter, loc, out, offsets,
                                                   sizes, strides);
      Value heads = getValueOrCreateConstantIndexOp(
          rewriter, loc, axisExtent(rewriter, loc, input, layout, 'h'));
      auto headLoop = scf::ForOp::create(
          rewriter, loc, zero, heads, index(rewriter, loc, 1), ValueRange{slice},
          [&](OpBuilder &nb, Location nl, Value h, ValueRange iterArgs) {
            // In place: row h of this token's slice still holds the input.
            Value x = vector::TransferReadOp::create(
                nb, nl, row, fromSlice ? iterArgs[0] : input,
                fromSlice ? rowIndices(layout, zero, zero, h, zero)
                          : rowIndices(layout, bIdx, sIdx, h, zero),
                arith::ConstantOp::create(nb, nl, nb.getZeroAttr(element)),
                ArrayRef<bool>{true});
            if (!element.isF32())
              x = arith::ExtFOp::create(nb, nl, f32Row, x);
            Value partner =
                vector::ShuffleOp::create(nb, nl, x, x, masks.partner);
            Value result = arith::AddFOp::create(
                nb, nl, arith::MulFOp::create(nb, nl, x, cosRow),
                arith::MulFOp::create(nb, nl, partner, sinRow));
            if (rotatedMask)
              result = arith::SelectOp::create(nb, nl, rotatedMask, result, x);
            if (!element.isF32())
              result = arith::TruncFOp::create(nb, nl, row, result);
            Value written = vector::TransferWriteOp::create(
                nb, nl, result, iterArgs[0],
                rowIndices(layout, zero, zero, h, zero), ArrayRef<bool>{true})
                .getResult();
            scf::YieldOp::create(nb, nl, written);
          });
      updated.push_back(headLoop.getResult(0));
      sliceOffsets.push_back(offsets);
      sliceSizes.push_back(sizes);
    }
    rewriter.setInsertionPointToEnd(forall.getTerminator().getBody());
    for (auto [index, out] : llvm::enumerate(forall.getRegionIterArgs())) {
      SmallVector<OpFoldResult> strides(layout.axes.size(),
                                        rewriter.getIndexAttr(1));
      tensor::ParallelInsertSliceOp::create(rewriter, loc, updated[index], out,
                                            sliceOffsets[index],
                                            sliceSizes[index], strides);
    }
    rewriter.replaceOp(op, forall.getResults());
    return success();
  }
};

struct ConvertRopeToVector
    : mlir::rope::impl::ConvertRopeToVectorPassBase<ConvertRopeToVector> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRopeToVectorConversionPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::rope::populateRopeToVectorConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerApplyToVector>(patterns.getContext());
}
