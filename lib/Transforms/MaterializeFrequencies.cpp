//===- MaterializeFrequencies.cpp - Static schedules to explicit freqs ----===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Reference/Frequencies.h"
#include "rope/Transforms/Passes.h"

#include "llvm/ADT/TypeSwitch.h"

#define DEBUG_TYPE "rope-materialize-frequencies"

namespace mlir::rope {
#define GEN_PASS_DEF_MATERIALIZEFREQUENCIESPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
namespace ref = ::rope::reference;

namespace mlir::rope {
namespace {
/// Head dim D of an op that carries #rope.params, or nullopt for other ops.
std::optional<int64_t> headDimOf(Operation *op) {
  auto lastDim = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getShape().back();
  };
  return llvm::TypeSwitch<Operation *, std::optional<int64_t>>(op)
      .Case([&](ApplyOp apply) { return lastDim(apply.getInputs()[0]); })
      .Case([&](AttentionOp attention) { return lastDim(attention.getQ()); })
      .Case([](CosSinTableOp table) { return table.getHeadDim(); })
      .Default([](Operation *) { return std::nullopt; });
}

/// The same parameters with the schedule replaced by explicit frequencies.
ParamsAttr materialize(ParamsAttr params, int64_t headDim) {
  ref::RopeConfig config = params.toReference(headDim);
  // Static schedules ignore the sequence length, so any value works here.
  ref::Frequencies freqs = ref::computeFrequencies(config, /*seqTotal=*/0);
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
    getOperation()->walk([&](Operation *op) {
      auto params = op->getAttrOfType<ParamsAttr>("params");
      std::optional<int64_t> headDim = headDimOf(op);
      if (!params || !headDim || isa_and_nonnull<CustomScalingAttr>(
                                     params.getScaling()))
        return;
      if (!params.hasStaticFrequencies()) {
        ++numRuntimeSchedules;
        return;
      }
      op->setAttr("params", materialize(params, *headDim));
      ++numMaterialized;
    });
  }
};
} // namespace
} // namespace mlir::rope
