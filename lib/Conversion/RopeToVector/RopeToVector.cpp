//===- RopeToVector.cpp - rope ops to vectorized CPU kernels -------------===//
//
// rope.apply becomes a row kernel (RowKernel.cpp: cos/sin once per token,
// then every head); rope.attention the fused flash-attention kernel of
// Attention/AttentionKernel.cpp.
//
//===----------------------------------------------------------------------===//

#include "RowKernel.h"

#include "rope/Codegen/Common/LoopBuilder.h"
#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToVector/CpuApplyPlan.h"
#include "rope/Conversion/RopeToVector/CpuAttentionPlan.h"
#include "rope/Conversion/Utils/EmptyRotations.h"
#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Codegen/Common/SinCos.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Frequencies.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "convert-rope-to-vector"

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOVECTORPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
/// rope.apply as its #rope.cpu_apply_plan says (or the plan the vector
/// width gives an op without one).
struct LowerApplyToVector : OpRewritePattern<ApplyOp> {
  LowerApplyToVector(MLIRContext *context, int64_t vectorBits)
      : OpRewritePattern(context), vectorBits(vectorBits) {}

  LogicalResult matchAndRewrite(ApplyOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    LayoutAttr layout = op.getLayout();
    rules::RopeConfig config = op.getRopeConfig();
    CpuApplyPlanAttr plan = getCpuApplyPlan(op, vectorBits);
    if (!plan.getUnrolled())
      return rewriter.notifyMatchFailure(op, "rows left to linalg loops");
    const int64_t lanes = plan.getVectorBits() / 32;

    // Shared by every input: positions and (runtime) frequencies.
    PositionTable positions =
        buildPositionsOf(rewriter, op, op.getInputs()[0]);
    FrequencyTable rowFreqs;
    if (config.scaling.dependsOnSequenceLength())
      rowFreqs = buildFrequencies(rewriter, loc, config, positions);

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
    Value zero = constantIndex(rewriter, loc, 0);

    // cos/sin of this token's pairs, once for all heads and inputs.
    Value posRow = positions.perBatch ? bIdx : zero;
    Value p = tensor::ExtractOp::create(rewriter, loc, positions.positions,
                                        ValueRange{posRow, sIdx});
    Value freqs = buildTokenFrequencies(rewriter, loc, config, rowFreqs.freqs,
                                        rowFreqs.perRow, posRow);
    Value cosPairs, sinPairs;
    std::tie(cosPairs, sinPairs) =
        buildTokenCosSin(rewriter, loc, config, p, freqs);
    // One row program per element type, its chunk factors once per token.
    SmallVector<RowProgram> programs;
    SmallVector<SmallVector<ChunkFactors>> programFactors;
    auto programOf = [&](Type element) -> size_t {
      for (auto [i, program] : llvm::enumerate(programs))
        if (program.element == element)
          return i;
      programs.push_back(planRowProgram(config, element, lanes));
      programFactors.push_back(buildChunkFactors(
          rewriter, loc, programs.back(), cosPairs, sinPairs));
      return programs.size() - 1;
    };

    SmallVector<Value> updated;
    SmallVector<SmallVector<OpFoldResult>> sliceOffsets, sliceSizes;
    for (auto [inputValue, out, rotatesOwnSlice] :
         llvm::zip(op.getInputs(), forall.getRegionIterArgs(), inPlace)) {
      Value input = inputValue;
      Type element = cast<RankedTensorType>(input.getType()).getElementType();
      // This token's slice of the output: all heads and channels.
      SmallVector<OpFoldResult> offsets, sizes, strides;
      for (auto [axis, role] : llvm::enumerate(layout.getAxes())) {
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
      const bool ownSlice = rotatesOwnSlice;
      const size_t programIndex = programOf(element);
      auto headLoop = scf::ForOp::create(
          rewriter, loc, zero, heads, constantIndex(rewriter, loc, 1), ValueRange{slice},
          [&](OpBuilder &nb, Location nl, Value h, ValueRange iterArgs) {
            RowRef source{input, layout.arrange(bIdx, sIdx, h, zero)};
            RowRef dest{iterArgs[0], layout.arrange(zero, zero, h, zero)};
            Value written =
                rotateRow(nb, nl, programs[programIndex],
                          programFactors[programIndex], source, dest, ownSlice);
            scf::YieldOp::create(nb, nl, written);
          });
      updated.push_back(headLoop.getResult(0));
      sliceOffsets.push_back(offsets);
      sliceSizes.push_back(sizes);
    }
    rewriter.setInsertionPointToEnd(forall.getTerminator().getBody());
    for (auto [index, out] : llvm::enumerate(forall.getRegionIterArgs())) {
      SmallVector<OpFoldResult> strides(layout.getRank(),
                                        rewriter.getIndexAttr(1));
      tensor::ParallelInsertSliceOp::create(rewriter, loc, updated[index], out,
                                            sliceOffsets[index],
                                            sliceSizes[index], strides);
    }
    rewriter.replaceOp(op, forall.getResults());
    return success();
  }

private:
  int64_t vectorBits;
};

struct ConvertRopeToVector
    : mlir::rope::impl::ConvertRopeToVectorPassBase<ConvertRopeToVector> {
  using ConvertRopeToVectorPassBase::ConvertRopeToVectorPassBase;

  void runOnOperation() override {
    if (std::string error = checkVectorBits(vectorBits); !error.empty()) {
      getOperation()->emitError() << "convert-rope-to-vector: " << error;
      return signalPassFailure();
    }
    // A plan a compiler stored must fit its op and the target.
    WalkResult checked = getOperation()->walk([&](Operation *op) {
      LogicalResult fits = success();
      if (auto plan = op->getAttrOfType<CpuAttentionPlanAttr>(
              CpuAttentionPlanAttr::getAttrName()))
        if (auto attention = dyn_cast<AttentionOp>(op)) {
          fits = checkCpuAttentionPlan(attention, plan);
          if (succeeded(fits) && plan.getMatmul() == CpuMatmul::amx &&
              !amxTiles)
            fits = attention.emitOpError(
                "has a CPU attention plan with matmul = amx but the target "
                "has no AMX tiles (convert-rope-to-vector amx-tiles=false)");
          if (succeeded(fits) && plan.getMatmul() == CpuMatmul::bf16_dot &&
              !bf16Dots)
            fits = attention.emitOpError(
                "has a CPU attention plan with matmul = bf16_dot but the "
                "target has no AVX512-BF16 (convert-rope-to-vector "
                "bf16-dots=false)");
        }
      if (auto plan = op->getAttrOfType<CpuApplyPlanAttr>(
              CpuApplyPlanAttr::getAttrName()))
        if (auto apply = dyn_cast<ApplyOp>(op))
          fits = checkCpuApplyPlan(apply, plan);
      return failed(fits) ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (checked.wasInterrupted())
      return signalPassFailure();
    // Only rope.apply has a vector kernel; convert-rope-to-linalg lowers
    // the table forms afterwards and reports what nothing lowers.
    RewritePatternSet patterns(&getContext());
    populateRopeToVectorConversionPatterns(patterns, vectorBits);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

std::string mlir::rope::checkVectorBits(int64_t vectorBits) {
  constexpr int64_t kMostBits = 2048;
  if (vectorBits >= 64 && vectorBits <= kMostBits && vectorBits % 64 == 0)
    return "";
  return "vector-bits must be a positive multiple of 64 up to " +
         std::to_string(kMostBits) + ", got " + std::to_string(vectorBits);
}

void mlir::rope::populateRopeToVectorConversionPatterns(
    RewritePatternSet &patterns, int64_t vectorBits) {
  patterns.add<LowerApplyToVector>(patterns.getContext(), vectorBits);
  populateRopeAttentionToVectorPatterns(patterns, vectorBits);
  populateEmptyRotationPatterns(patterns);
}
