//===- ParamsFromRules.cpp - #rope.params from a RopeConfig ---------------===//

#include "rope/Dialect/Rope/IR/ParamsFromRules.h"

#include "rope/Dialect/Rope/IR/RopeDialect.h"

using namespace mlir;
using namespace mlir::rope;
namespace rules = ::rope::rules;
using llvm::APFloat;

namespace {
std::optional<APFloat> optionalF64(const std::optional<double> &x) {
  if (!x)
    return std::nullopt;
  return APFloat(*x);
}

DenseF64ArrayAttr f64Array(MLIRContext *context,
                           const std::vector<double> &values) {
  return DenseF64ArrayAttr::get(context, values);
}

Pairing fromReference(rules::Pairing pairing) {
  return pairing == rules::Pairing::Half ? Pairing::half : Pairing::interleaved;
}

PartialMode fromReference(rules::PartialMode mode) {
  switch (mode) {
  case rules::PartialMode::Leading:
    return PartialMode::leading;
  case rules::PartialMode::Offset:
    return PartialMode::offset;
  case rules::PartialMode::Proportional:
    return PartialMode::proportional;
  }
  return PartialMode::leading;
}
} // namespace

ScalingAttrInterface
mlir::rope::scalingAttrFromRules(MLIRContext *context,
                                     const rules::Scaling &s) {
  switch (s.kind) {
  case rules::ScalingKind::Default:
    return nullptr;
  case rules::ScalingKind::Linear:
    return LinearScalingAttr::get(context, APFloat(s.factor));
  case rules::ScalingKind::Ntk:
    return NtkScalingAttr::get(context, APFloat(s.alpha));
  case rules::ScalingKind::Dynamic:
    return DynamicScalingAttr::get(context, APFloat(s.factor), s.originalMax);
  case rules::ScalingKind::Yarn:
    return YarnScalingAttr::get(
        context, APFloat(s.factor), s.originalMax, APFloat(s.betaFast),
        APFloat(s.betaSlow), optionalF64(s.attentionFactor),
        optionalF64(s.mscale), optionalF64(s.mscaleAllDim), s.truncate);
  case rules::ScalingKind::Llama3:
    return Llama3ScalingAttr::get(context, APFloat(s.factor),
                                  APFloat(s.lowFreqFactor),
                                  APFloat(s.highFreqFactor), s.originalMax);
  case rules::ScalingKind::LongRope:
    return LongRopeScalingAttr::get(
        context, f64Array(context, s.shortFactor),
        f64Array(context, s.longFactor), s.originalMax, APFloat(s.factor),
        optionalF64(s.attentionFactor));
  case rules::ScalingKind::Custom:
    return CustomScalingAttr::get(context, f64Array(context, s.freqs),
                                  optionalF64(s.attentionFactor));
  }
  return nullptr;
}

ParamsAttr mlir::rope::paramsAttrFromRules(MLIRContext *context,
                                               const rules::RopeConfig &c) {
  context->getOrLoadDialect<RopeDialect>();
  return ParamsAttr::get(
      context, APFloat(c.theta), scalingAttrFromRules(context, c.scaling),
      c.rotaryDim == c.headDim ? 0 : c.rotaryDim, fromReference(c.pairing),
      fromReference(c.partial), c.rotaryOffset, APFloat(c.positionScale));
}
