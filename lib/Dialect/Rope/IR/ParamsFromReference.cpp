//===- ParamsFromReference.cpp - #rope.params from a RopeConfig -----------===//

#include "rope/Dialect/Rope/IR/ParamsFromReference.h"

#include "rope/Dialect/Rope/IR/RopeDialect.h"

using namespace mlir;
using namespace mlir::rope;
namespace ref = ::rope::reference;
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

Pairing fromReference(ref::Pairing pairing) {
  return pairing == ref::Pairing::Half ? Pairing::half : Pairing::interleaved;
}

PartialMode fromReference(ref::PartialMode mode) {
  switch (mode) {
  case ref::PartialMode::Leading:
    return PartialMode::leading;
  case ref::PartialMode::Offset:
    return PartialMode::offset;
  case ref::PartialMode::Proportional:
    return PartialMode::proportional;
  }
  return PartialMode::leading;
}
} // namespace

ScalingAttrInterface
mlir::rope::scalingAttrFromReference(MLIRContext *context,
                                     const ref::Scaling &s) {
  switch (s.kind) {
  case ref::ScalingKind::Default:
    return nullptr;
  case ref::ScalingKind::Linear:
    return LinearScalingAttr::get(context, APFloat(s.factor));
  case ref::ScalingKind::Ntk:
    return NtkScalingAttr::get(context, APFloat(s.alpha));
  case ref::ScalingKind::Dynamic:
    return DynamicScalingAttr::get(context, APFloat(s.factor), s.originalMax);
  case ref::ScalingKind::Yarn:
    return YarnScalingAttr::get(
        context, APFloat(s.factor), s.originalMax, APFloat(s.betaFast),
        APFloat(s.betaSlow), optionalF64(s.attentionFactor),
        optionalF64(s.mscale), optionalF64(s.mscaleAllDim), s.truncate);
  case ref::ScalingKind::Llama3:
    return Llama3ScalingAttr::get(context, APFloat(s.factor),
                                  APFloat(s.lowFreqFactor),
                                  APFloat(s.highFreqFactor), s.originalMax);
  case ref::ScalingKind::LongRope:
    return LongRopeScalingAttr::get(
        context, f64Array(context, s.shortFactor),
        f64Array(context, s.longFactor), s.originalMax, APFloat(s.factor),
        optionalF64(s.attentionFactor));
  case ref::ScalingKind::Custom:
    return CustomScalingAttr::get(context, f64Array(context, s.freqs),
                                  optionalF64(s.attentionFactor));
  }
  return nullptr;
}

ParamsAttr mlir::rope::paramsAttrFromReference(MLIRContext *context,
                                               const ref::RopeConfig &c) {
  context->getOrLoadDialect<RopeDialect>();
  return ParamsAttr::get(
      context, APFloat(c.theta), scalingAttrFromReference(context, c.scaling),
      c.rotaryDim == c.headDim ? 0 : c.rotaryDim, fromReference(c.pairing),
      fromReference(c.partial), c.rotaryOffset, APFloat(c.positionScale));
}
