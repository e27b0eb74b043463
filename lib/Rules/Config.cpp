//===- Config.cpp - Names and validity rules of RoPE parameters -----------===//

#include "rope/Rules/Config.h"

#include "rope/Rules/Frequencies.h"
#include "rope/Rules/Positions.h"

#include <cmath>

namespace rope::rules {

namespace {
struct ScalingName {
  ScalingKind kind;
  const char *name;
};
constexpr ScalingName kScalingNames[] = {
    {ScalingKind::Default, "default"}, {ScalingKind::Linear, "linear"},
    {ScalingKind::Ntk, "ntk"},         {ScalingKind::Dynamic, "dynamic"},
    {ScalingKind::Yarn, "yarn"},       {ScalingKind::Llama3, "llama3"},
    {ScalingKind::LongRope, "longrope"}, {ScalingKind::Custom, "custom"}};

bool isPositiveFinite(double x) { return std::isfinite(x) && x > 0; }

std::string positive(const char *what, double x) {
  if (isPositiveFinite(x))
    return "";
  return std::string(what) + " must be finite and positive, got " +
         std::to_string(x);
}

std::string positiveIfGiven(const char *what, const std::optional<double> &x) {
  return x ? positive(what, *x) : "";
}

std::string finiteIfGiven(const char *what, const std::optional<double> &x) {
  if (!x || std::isfinite(*x))
    return "";
  return std::string(what) + " must be finite";
}

std::string originalMaxPositive(int64_t originalMax) {
  // A length of positions: at most one past the largest valid position.
  if (originalMax > 0 && originalMax <= kPositionLimit)
    return "";
  return "original_max must be in [1, 2^31], got " +
         std::to_string(originalMax);
}

std::string allPositive(const char *what, const std::vector<double> &values,
                        bool allowZero) {
  if (values.empty())
    return std::string(what) + " must not be empty";
  for (double x : values)
    if (!std::isfinite(x) || x < 0 || (!allowZero && x == 0))
      return std::string(what) + " entries must be finite and " +
             (allowZero ? "non-negative" : "positive");
  return "";
}

/// Returns the first non-empty message.
std::string firstError(std::initializer_list<std::string> messages) {
  for (const std::string &m : messages)
    if (!m.empty())
      return m;
  return "";
}
} // namespace

const char *scalingKindName(ScalingKind kind) {
  for (const ScalingName &entry : kScalingNames)
    if (entry.kind == kind)
      return entry.name;
  return "unknown";
}

std::optional<ScalingKind> parseScalingKind(const std::string &name) {
  for (const ScalingName &entry : kScalingNames)
    if (name == entry.name)
      return entry.kind;
  return std::nullopt;
}

Scaling linearScaling(double factor) {
  Scaling s;
  s.kind = ScalingKind::Linear;
  s.factor = factor;
  return s;
}

Scaling ntkScaling(double alpha) {
  Scaling s;
  s.kind = ScalingKind::Ntk;
  s.alpha = alpha;
  return s;
}

Scaling dynamicScaling(double factor, int64_t originalMax) {
  Scaling s;
  s.kind = ScalingKind::Dynamic;
  s.factor = factor;
  s.originalMax = originalMax;
  return s;
}

Scaling yarnScaling(double factor, int64_t originalMax, double betaFast,
                  double betaSlow, std::optional<double> attentionFactor,
                  std::optional<double> mscale,
                  std::optional<double> mscaleAllDim, bool truncate) {
  Scaling s;
  s.kind = ScalingKind::Yarn;
  s.factor = factor;
  s.originalMax = originalMax;
  s.betaFast = betaFast;
  s.betaSlow = betaSlow;
  s.attentionFactor = attentionFactor;
  s.mscale = mscale;
  s.mscaleAllDim = mscaleAllDim;
  s.truncate = truncate;
  return s;
}

Scaling llama3Scaling(double factor, double low, double high,
                    int64_t originalMax) {
  Scaling s;
  s.kind = ScalingKind::Llama3;
  s.factor = factor;
  s.lowFreqFactor = low;
  s.highFreqFactor = high;
  s.originalMax = originalMax;
  return s;
}

const char *pairingName(Pairing pairing) {
  return pairing == Pairing::Half ? "half" : "interleaved";
}

const char *partialModeName(PartialMode mode) {
  switch (mode) {
  case PartialMode::Leading:
    return "leading";
  case PartialMode::Offset:
    return "offset";
  case PartialMode::Proportional:
    return "proportional";
  }
  return "unknown";
}

std::optional<Pairing> parsePairing(const std::string &name) {
  if (name == "half")
    return Pairing::Half;
  if (name == "interleaved")
    return Pairing::Interleaved;
  return std::nullopt;
}

std::optional<PartialMode> parsePartialMode(const std::string &name) {
  for (PartialMode mode :
       {PartialMode::Leading, PartialMode::Offset, PartialMode::Proportional})
    if (name == partialModeName(mode))
      return mode;
  return std::nullopt;
}

std::string checkScaling(const Scaling &s) {
  switch (s.kind) {
  case ScalingKind::Default:
    return "";
  case ScalingKind::Linear:
    return positive("factor", s.factor);
  case ScalingKind::Ntk:
    return positive("alpha", s.alpha);
  case ScalingKind::Dynamic:
    return firstError({positive("factor", s.factor),
                       originalMaxPositive(s.originalMax)});
  case ScalingKind::Yarn:
    return firstError(
        {positive("factor", s.factor), originalMaxPositive(s.originalMax),
         positive("beta_fast", s.betaFast), positive("beta_slow", s.betaSlow),
         positiveIfGiven("attention_factor", s.attentionFactor),
         finiteIfGiven("mscale", s.mscale),
         finiteIfGiven("mscale_all_dim", s.mscaleAllDim)});
  case ScalingKind::Llama3:
    return firstError(
        {positive("factor", s.factor), originalMaxPositive(s.originalMax),
         positive("low_freq_factor", s.lowFreqFactor),
         positive("high_freq_factor", s.highFreqFactor),
         s.highFreqFactor > s.lowFreqFactor
             ? ""
             : "high_freq_factor must be greater than low_freq_factor"});
  case ScalingKind::LongRope:
    return firstError(
        {allPositive("short_factor", s.shortFactor, /*allowZero=*/false),
         allPositive("long_factor", s.longFactor, /*allowZero=*/false),
         s.shortFactor.size() == s.longFactor.size()
             ? ""
             : "short_factor and long_factor must have the same length",
         originalMaxPositive(s.originalMax), positive("factor", s.factor),
         positiveIfGiven("attention_factor", s.attentionFactor)});
  case ScalingKind::Custom:
    return firstError({allPositive("freqs", s.freqs, /*allowZero=*/true),
                       positiveIfGiven("attention_factor", s.attentionFactor)});
  }
  return "unknown scaling kind";
}

namespace {
/// Every frequency a schedule can produce must be a finite, non-negative
/// number and its attention factor finite and positive: parameters that pass
/// the range checks can still overflow a formula (e.g. a subnormal beta).
std::string checkFormulasFinite(const RopeConfig &c) {
  // Schedules that read the sequence length are checked at both ends of
  // the valid range (dynamic grows monotonically; longrope switches once).
  std::vector<int64_t> lengths = {1};
  if (c.scaling.dependsOnSequenceLength())
    lengths.push_back(kPositionLimit);
  for (int64_t length : lengths) {
    Frequencies f = computeFrequencies(c, length);
    for (double x : f.invFreq)
      if (!std::isfinite(x) || x < 0)
        return std::string("the ") + scalingKindName(c.scaling.kind) +
               " parameters give a frequency that is not finite (" +
               std::to_string(x) + ")";
    if (!isPositiveFinite(f.attentionFactor))
      return std::string("the ") + scalingKindName(c.scaling.kind) +
             " parameters give an attention factor that is not finite and "
             "positive (" +
             std::to_string(f.attentionFactor) + ")";
  }
  return "";
}
} // namespace

std::string checkConfig(const RopeConfig &c) {
  if (std::string e = checkStructure(c); !e.empty())
    return e;
  return checkFormulasFinite(c);
}

std::string checkStructure(const RopeConfig &c) {
  const int64_t d = c.headDim, r = c.rotaryDim;
  if (d < 2 || d > kHeadDimLimit)
    return "head dim must be in [2, " + std::to_string(kHeadDimLimit) +
           "], got " + std::to_string(d);
  if (r < 2 || r % 2 != 0)
    return "rotary_dim must be even and at least 2, got " + std::to_string(r);
  if (r > d)
    return "rotary_dim (" + std::to_string(r) + ") exceeds the head dim (" +
           std::to_string(d) + ")";
  if (c.partial != PartialMode::Offset && c.rotaryOffset != 0)
    return "rotary_offset is only valid with the offset partial convention";
  if (c.partial == PartialMode::Offset &&
      (c.rotaryOffset < 0 || c.rotaryOffset > d - r))
    return "rotary block of " + std::to_string(r) + " channels at offset " +
           std::to_string(c.rotaryOffset) + " does not fit the head dim " +
           std::to_string(d);
  if (c.partial == PartialMode::Proportional && d % 2 != 0)
    return "the proportional convention needs an even head dim, got " +
           std::to_string(d);
  if (std::string e = positive("position scale", c.positionScale); !e.empty())
    return e;
  if (std::string e = positive("theta", c.theta); !e.empty())
    return e;
  if (std::string e = checkScaling(c.scaling); !e.empty())
    return e;
  const ScalingKind kind = c.scaling.kind;
  if (kind == ScalingKind::Yarn && c.theta == 1.0)
    return "yarn scaling needs theta != 1 (its ramp divides by ln theta)";
  if ((kind == ScalingKind::Ntk || kind == ScalingKind::Dynamic) &&
      c.frequencyDim() <= 2)
    return std::string(scalingKindName(kind)) +
           " scaling needs a frequency dim above 2 (exponent R/(R-2))";
  const size_t n = static_cast<size_t>(c.numPairs());
  auto lengthError = [&](const char *what, size_t got) {
    return what + std::string(" has ") + std::to_string(got) +
           " entries but rotary_dim/2 = " + std::to_string(n);
  };
  if (kind == ScalingKind::LongRope && c.scaling.shortFactor.size() != n)
    return lengthError("short_factor", c.scaling.shortFactor.size());
  if (kind == ScalingKind::LongRope && c.scaling.longFactor.size() != n)
    return lengthError("long_factor", c.scaling.longFactor.size());
  if (kind == ScalingKind::Custom && c.scaling.freqs.size() != n)
    return lengthError("freqs", c.scaling.freqs.size());
  return "";
}

std::pair<int64_t, int64_t> pairChannels(const RopeConfig &config, int64_t i) {
  const int64_t base =
      config.partial == PartialMode::Offset ? config.rotaryOffset : 0;
  // The proportional convention pairs over the whole head.
  const int64_t span = config.partial == PartialMode::Proportional
                           ? config.headDim
                           : config.rotaryDim;
  if (config.pairing == Pairing::Half)
    return {base + i, base + i + span / 2};
  return {base + 2 * i, base + 2 * i + 1};
}

} // namespace rope::rules
