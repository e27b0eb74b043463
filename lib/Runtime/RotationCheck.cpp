//===- RotationCheck.cpp - Checks a rotation against Semantics §5 ---------------===//

#include "rope/Runtime/RotationCheck.h"

#include "rope/Rules/Frequencies.h"

#include <algorithm>
#include <cmath>

using namespace rope;

std::string run::checkRotation(const rules::RopeConfig &c,
                               const rules::Layout &layout,
                               const rules::Positions &positions,
                               const std::vector<double> &input,
                               const HostTensor &out, CheckResult &result) {
  std::vector<double> expected;
  if (std::string e = reference::rotate(c, layout, out.shape(), positions,
                                        input, expected);
      !e.empty())
    return "reference: " + e;
  std::vector<int64_t> partner(c.headDim, -1);
  for (int64_t i = 0; i < c.numPairs(); ++i) {
    auto [u, v] = rules::pairChannels(c, i);
    partner[u] = v;
    partner[v] = u;
  }
  const double a = rules::attentionFactor(c.scaling);
  std::vector<double> got = out.toDouble();
  result = CheckResult();
  for (size_t k = 0; k < got.size(); ++k) {
    const int64_t channel = static_cast<int64_t>(k % c.headDim);
    const double err = std::abs(got[k] - expected[k]);
    result.maxAbsError = std::max(result.maxAbsError, err);
    if (partner[channel] < 0) {
      result.passThroughExact &= got[k] == input[k];
      continue;
    }
    double bound = std::ldexp(a * (std::abs(input[k]) +
                                   std::abs(input[k - channel + partner[channel]])),
                              -18);
    if (out.element() != "f32")
      bound += ulpOf(out.element(), expected[k]);
    // NaN (a broken kernel) must fail too.
    double ratio = err / bound;
    result.maxBoundRatio = std::isnan(ratio) ? INFINITY
                                             : std::max(result.maxBoundRatio, ratio);
  }
  return "";
}

std::string run::checkRotations(const rules::RopeConfig &config,
                                const rules::Layout &layout,
                                const rules::Positions &positions,
                                const std::vector<const HostTensor *> &inputs,
                                const std::vector<const HostTensor *> &outputs,
                                CheckResult &worst) {
  worst = CheckResult();
  for (size_t k = 0; k < outputs.size(); ++k) {
    CheckResult result;
    if (std::string e = checkRotation(config, layout, positions,
                                      inputs[k]->toDouble(), *outputs[k], result);
        !e.empty())
      return e;
    worst.maxAbsError = std::max(worst.maxAbsError, result.maxAbsError);
    worst.maxBoundRatio = std::max(worst.maxBoundRatio, result.maxBoundRatio);
    worst.passThroughExact &= result.passThroughExact;
  }
  return "";
}
