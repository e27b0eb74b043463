//===- Frequencies.cpp - Semantics §2 in float64 ------------------------===//

#include "rope/Rules/Frequencies.h"

#include <algorithm>
#include <cmath>

namespace rope::rules {

namespace {
constexpr double kPi = 3.14159265358979323846;

/// theta^(-2i/dim): the default inverse frequency of pair i.
double defaultInvFreq(double theta, int64_t i, int64_t dim) {
  return std::pow(theta, -2.0 * static_cast<double>(i) / static_cast<double>(dim));
}

std::vector<double> defaultSchedule(double theta, int64_t n, int64_t dim) {
  std::vector<double> f(n);
  for (int64_t i = 0; i < n; ++i)
    f[i] = defaultInvFreq(theta, i, dim);
  return f;
}

/// theta' = theta * base^(dim/(dim-2)): the NTK-aware base change.
double ntkTheta(double theta, double base, int64_t dim) {
  return theta * std::pow(base, static_cast<double>(dim) / (dim - 2.0));
}

Frequencies yarn(const RopeConfig &c, int64_t n, int64_t dim) {
  const Scaling &s = c.scaling;
  auto corr = [&](double r) {
    return dim * std::log(s.originalMax / (2.0 * kPi * r)) /
           (2.0 * std::log(c.theta));
  };
  double low = corr(s.betaFast), high = corr(s.betaSlow);
  if (s.truncate) {
    low = std::floor(low);
    high = std::ceil(high);
  }
  low = std::max(low, 0.0);
  high = std::min(high, static_cast<double>(dim - 1));
  if (low == high)
    high += 0.001;
  Frequencies out;
  out.invFreq.resize(n);
  for (int64_t i = 0; i < n; ++i) {
    double base = defaultInvFreq(c.theta, i, dim);
    double ramp = std::clamp((i - low) / (high - low), 0.0, 1.0);
    double extrapolation = 1.0 - ramp;
    out.invFreq[i] =
        (base / s.factor) * (1.0 - extrapolation) + base * extrapolation;
  }
  out.attentionFactor = attentionFactor(s);
  return out;
}

std::vector<double> llama3(const RopeConfig &c, int64_t n, int64_t dim) {
  const Scaling &s = c.scaling;
  const double om = static_cast<double>(s.originalMax);
  const double lowWavelen = om / s.lowFreqFactor;
  const double highWavelen = om / s.highFreqFactor;
  std::vector<double> f = defaultSchedule(c.theta, n, dim);
  for (double &fi : f) {
    double wavelen = 2.0 * kPi / fi;
    if (wavelen > lowWavelen) {
      fi /= s.factor;
    } else if (wavelen >= highWavelen) {
      double t = (om / wavelen - s.lowFreqFactor) /
                 (s.highFreqFactor - s.lowFreqFactor);
      fi = (1.0 - t) * fi / s.factor + t * fi;
    }
  }
  return f;
}

Frequencies longRope(const RopeConfig &c, int64_t n, int64_t dim,
                     int64_t seqTotal) {
  const Scaling &s = c.scaling;
  const std::vector<double> &ext =
      seqTotal > s.originalMax ? s.longFactor : s.shortFactor;
  Frequencies out;
  out.invFreq.resize(n);
  for (int64_t i = 0; i < n; ++i)
    out.invFreq[i] = 1.0 / (ext[i] * std::pow(c.theta, 2.0 * i / dim));
  out.attentionFactor = attentionFactor(s);
  return out;
}
} // namespace

double attentionFactor(const Scaling &s) {
  switch (s.kind) {
  case ScalingKind::Yarn:
    if (s.attentionFactor)
      return *s.attentionFactor;
    if (s.mscale && s.mscaleAllDim)
      return yarnMscale(s.factor, *s.mscale) /
             yarnMscale(s.factor, *s.mscaleAllDim);
    return yarnMscale(s.factor, 1.0);
  case ScalingKind::LongRope:
    if (s.attentionFactor)
      return *s.attentionFactor;
    if (s.factor <= 1.0)
      return 1.0;
    return std::sqrt(1.0 + std::log(s.factor) / std::log(double(s.originalMax)));
  case ScalingKind::Custom:
    return s.attentionFactor.value_or(1.0);
  default:
    return 1.0;
  }
}

double yarnMscale(double scale, double k) {
  return scale <= 1.0 ? 1.0 : 0.1 * k * std::log(scale) + 1.0;
}

Frequencies computeFrequencies(const RopeConfig &c, int64_t seqTotal) {
  const int64_t n = c.numPairs(), dim = c.frequencyDim();
  const Scaling &s = c.scaling;
  Frequencies out;
  switch (s.kind) {
  case ScalingKind::Default:
    out.invFreq = defaultSchedule(c.theta, n, dim);
    break;
  case ScalingKind::Linear:
    out.invFreq = defaultSchedule(c.theta, n, dim);
    for (double &f : out.invFreq)
      f /= s.factor;
    break;
  case ScalingKind::Ntk:
    out.invFreq = defaultSchedule(ntkTheta(c.theta, s.alpha, dim), n, dim);
    break;
  case ScalingKind::Dynamic: {
    double len = static_cast<double>(std::max(seqTotal, s.originalMax));
    double base = s.factor * len / s.originalMax - (s.factor - 1.0);
    out.invFreq = defaultSchedule(ntkTheta(c.theta, base, dim), n, dim);
    break;
  }
  case ScalingKind::Yarn:
    return yarn(c, n, dim);
  case ScalingKind::Llama3:
    out.invFreq = llama3(c, n, dim);
    break;
  case ScalingKind::LongRope:
    return longRope(c, n, dim, seqTotal);
  case ScalingKind::Custom:
    out.invFreq = s.freqs;
    out.attentionFactor = attentionFactor(s);
    break;
  }
  return out;
}

} // namespace rope::rules
