//===- MaterializeFrequencies.cpp - Static schedules to explicit freqs ----===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Frequencies.h"
#include "rope/Transforms/Passes.h"

#define DEBUG_TYPE "rope-materialize-frequencies"

namespace mlir::rope {
#define GEN_PASS_DEF_MATERIALIZEFREQUENCIESPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
namespace rules = ::rope::rules;

namespace mlir::rope {
namespace {
/// The same parameters with the schedule replaced by explicit frequencies.
ParamsAttr materialize(ParamsAttr params, int64_t headDim) {
  rules::RopeConfig config = params.toRules(headDim);
  // Static schedules ignore the sequence length, so any value works here.
  rules::Frequencies freqs = rules::computeFrequencies(config, /*seqTotal=*/0);
  MLIRContext *context = params.getContext();
  std::optional<llvm::APFloat> attentionFactor;
  if (freqs.attentionFactor != 1.0)
    attentionFactor = llvm::APFloat(freqs.attentionFactor);
  auto custom = CustomScalingAttr::get(
      context, DenseF64ArrayAttr::get(context, freqs.invFreq), attentionFactor);
  return ParamsAttr::get(context, params.getTheta(), custom,
                         params.getRotaryDim(), params.getPairing(),
                         params.getPartial(), params.getRotaryOffset(),
                         params.getPositionScale());
}

struct MaterializeFrequencies
    : impl::MaterializeFrequenciesPassBase<MaterializeFrequencies> {
  void runOnOperation() override {
    getOperation()->walk([&](RopeOpInterface op) {
      // rope.apply_table takes its frequencies from its tables.
      ParamsAttr params = op.getParams();
      if (isa<ApplyTableOp>(op) ||
          isa_and_nonnull<CustomScalingAttr>(params.getScaling()))
        return;
      if (!params.hasStaticFrequencies()) {
        ++numRuntimeSchedules;
        return;
      }
      op.setParamsAttr(materialize(params, op.getRotaryHeadDim()));
      ++numMaterialized;
    });
  }
};
} // namespace
} // namespace mlir::rope
