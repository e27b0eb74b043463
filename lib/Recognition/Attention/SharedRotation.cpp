//===- SharedRotation.cpp - q's and k's rotations as one ------------------===//

#include "SharedRotation.h"

#include "rope/Rules/Frequencies.h"

#include <cmath>

namespace mlir::rope::detail {
namespace {
namespace rules = ::rope::rules;

/// Frequencies the same up to the rounding of the float64 schedule.
constexpr double kFrequencyTolerance = 1e-12;

bool isCustom(ParamsAttr params) {
  return params.getScaling() && params.getScaling().toRules().kind ==
                                    rules::ScalingKind::Custom;
}

bool sameFrequencies(const rules::Frequencies &a, const rules::Frequencies &b) {
  if (a.invFreq.size() != b.invFreq.size())
    return false;
  for (size_t i = 0; i < a.invFreq.size(); ++i)
    if (std::abs(a.invFreq[i] - b.invFreq[i]) >
        kFrequencyTolerance * std::max(std::abs(a.invFreq[i]), 1e-300))
      return false;
  return true;
}

} // namespace

std::optional<SharedRotation> shareRotation(ParamsAttr q, ParamsAttr k,
                                            int64_t headDim) {
  if (q == k)
    return SharedRotation{q, 1.0};
  // Frequencies that depend on the sequence compare only as written.
  if (!q.hasStaticFrequencies() || !k.hasStaticFrequencies() ||
      ShapedType::isDynamic(headDim))
    return std::nullopt;
  rules::RopeConfig qConfig = q.toRules(headDim);
  rules::RopeConfig kConfig = k.toRules(headDim);
  if (!rules::checkConfig(qConfig).empty() || !rules::checkConfig(kConfig).empty())
    return std::nullopt;
  if (qConfig.rotaryDim != kConfig.rotaryDim ||
      qConfig.pairing != kConfig.pairing ||
      qConfig.partial != kConfig.partial ||
      qConfig.rotaryOffset != kConfig.rotaryOffset ||
      qConfig.positionScale != kConfig.positionScale)
    return std::nullopt;
  rules::Frequencies qFreq = rules::computeFrequencies(qConfig, 0);
  rules::Frequencies kFreq = rules::computeFrequencies(kConfig, 0);
  if (!sameFrequencies(qFreq, kFreq))
    return std::nullopt;
  bool useQ = isCustom(k) && !isCustom(q);
  double a = useQ ? qFreq.attentionFactor : kFreq.attentionFactor;
  return SharedRotation{useQ ? q : k,
                        qFreq.attentionFactor * kFreq.attentionFactor / (a * a)};
}

} // namespace mlir::rope::detail
