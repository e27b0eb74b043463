//===- SharedRotation.cpp - q's and k's rotations as one ------------------===//

#include "SharedRotation.h"

#include "rope/Reference/Frequencies.h"

#include <cmath>

namespace mlir::rope::detail {
namespace {
namespace ref = ::rope::reference;

/// Frequencies the same up to the rounding of the float64 schedule.
constexpr double kFrequencyTolerance = 1e-12;

bool isCustom(ParamsAttr params) {
  return params.getScaling() && params.getScaling().toReference().kind ==
                                    ref::ScalingKind::Custom;
}

bool sameFrequencies(const ref::Frequencies &a, const ref::Frequencies &b) {
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
  ref::RopeConfig qConfig = q.toReference(headDim);
  ref::RopeConfig kConfig = k.toReference(headDim);
  if (!ref::checkConfig(qConfig).empty() || !ref::checkConfig(kConfig).empty())
    return std::nullopt;
  if (qConfig.rotaryDim != kConfig.rotaryDim ||
      qConfig.pairing != kConfig.pairing ||
      qConfig.partial != kConfig.partial ||
      qConfig.rotaryOffset != kConfig.rotaryOffset ||
      qConfig.positionScale != kConfig.positionScale)
    return std::nullopt;
  ref::Frequencies qFreq = ref::computeFrequencies(qConfig, 0);
  ref::Frequencies kFreq = ref::computeFrequencies(kConfig, 0);
  if (!sameFrequencies(qFreq, kFreq))
    return std::nullopt;
  bool useQ = isCustom(k) && !isCustom(q);
  double a = useQ ? qFreq.attentionFactor : kFreq.attentionFactor;
  return SharedRotation{useQ ? q : k,
                        qFreq.attentionFactor * kFreq.attentionFactor / (a * a)};
}

} // namespace mlir::rope::detail
