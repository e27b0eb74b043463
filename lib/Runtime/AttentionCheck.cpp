//===- AttentionCheck.cpp - Attention against Semantics §5 ----------------===//

#include "rope/Runtime/AttentionCheck.h"

#include <cmath>
#include <limits>

namespace rope::run {

double attentionErrorBound(const std::vector<std::string> &elements) {
  for (const std::string &element : elements)
    if (element != "f32")
      return kAttentionBound16;
  return kAttentionBoundF32;
}

double relativeL2Error(const std::vector<double> &got,
                       const std::vector<double> &expected) {
  double difference = 0, reference = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    const double d = got[i] - expected[i];
    difference += d * d;
    reference += expected[i] * expected[i];
  }
  if (reference == 0)
    return difference == 0 ? 0 : std::numeric_limits<double>::infinity();
  return std::sqrt(difference / reference);
}

std::string checkAttention(const rules::RopeConfig &config,
                           const rules::Layout &layout,
                           const rules::Positions &queryPositions,
                           const rules::Positions &keyPositions,
                           const reference::AttentionOptions &options,
                           const AttentionTensors &tensors,
                           AttentionCheckResult &result) {
  reference::AttentionOptions withBias = options;
  if (tensors.bias) {
    withBias.bias = tensors.bias->toDouble();
    withBias.biasShape = tensors.bias->shape();
  }
  std::vector<double> expected;
  if (std::string e = reference::attention(
          config, layout, tensors.q->shape(), tensors.k->shape(),
          tensors.v->shape(), queryPositions, keyPositions, withBias,
          tensors.q->toDouble(), tensors.k->toDouble(), tensors.v->toDouble(),
          expected);
      !e.empty())
    return "reference: " + e;
  if (expected.size() != static_cast<size_t>(tensors.output->count()))
    return "the output has " + std::to_string(tensors.output->count()) +
           " elements but the reference " + std::to_string(expected.size());
  result = AttentionCheckResult();
  result.bound =
      attentionErrorBound({tensors.q->element(), tensors.k->element(),
                           tensors.v->element(), tensors.output->element()});
  result.relativeL2Error =
      relativeL2Error(tensors.output->toDouble(), expected);
  return "";
}

} // namespace rope::run
