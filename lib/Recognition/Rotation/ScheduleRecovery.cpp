//===- ScheduleRecovery.cpp - Frequency schedule from its values ----------===//
//
// Every named variant found here is a candidate checked against the values:
// the float64 reference (Semantics §2) recomputes its frequencies and
// attention factor, and only an exact reproduction (within float32
// rounding) is kept. Parameters the frequencies do not pin down (YaRN's
// original_max, llama3's band edges when few pairs fall in the band) come
// from the values the ecosystem's configs use; whichever reproduces the
// values first is equivalent to the model's own.
//
//===----------------------------------------------------------------------===//

#include "ScheduleRecovery.h"

#include "rope/Recognition/Elements/ElementExpr.h"

#include "rope/Rules/Frequencies.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;
namespace rules = ::rope::rules;

namespace {

/// Whether a frequency (or attention factor) `actual` read from the IR is
/// `expected` up to float32 rounding (relative 1e-5): the test every
/// recovered schedule passes.
bool isCloseFrequency(double actual, double expected) {
  return std::abs(actual - expected) <= 1e-5 * std::abs(expected);
}

/// theta such that freqs[i] = theta^(-2i/R) for every i within float32
/// rounding, with R = 2 * freqs.size(); an integer theta when one fits.
/// nullopt when no theta does (a scaled schedule).
std::optional<double> recoverTheta(ArrayRef<double> freqs) {
  auto fits = [&](double theta) {
    double r = 2.0 * freqs.size();
    for (auto [i, f] : llvm::enumerate(freqs)) {
      double expected = std::pow(theta, -2.0 * i / r);
      if (!isCloseFrequency(f, expected))
        return false;
    }
    return true;
  };
  if (freqs.empty())
    return std::nullopt;
  // One pair: f_0 = 1 for every theta; keep the default.
  if (freqs.size() == 1)
    return fits(10000.0) ? std::optional<double>(10000.0) : std::nullopt;
  // Least squares on ln f_i = -(2i/R) ln theta.
  double num = 0, den = 0, r = 2.0 * freqs.size();
  for (auto [i, f] : llvm::enumerate(freqs)) {
    if (!(f > 0))
      return std::nullopt;
    double x = 2.0 * i / r;
    num += x * std::log(f);
    den += x * x;
  }
  double theta = std::exp(-num / den);
  if (!std::isfinite(theta) || theta <= 1.0)
    return std::nullopt;
  double rounded = std::round(theta);
  if (fits(rounded))
    return rounded;
  return fits(theta) ? std::optional<double>(theta) : std::nullopt;
}


/// Named variants are searched up to this many pairs (head dims in use are
/// far below); longer schedules become #rope.custom directly.
constexpr size_t kMaxSearchedPairs = 512;

constexpr double kPi = 3.14159265358979323846;

/// Factors of the Llama 3.1 and 3.2 configs, and of YaRN configs (Qwen,
/// DeepSeek, gpt-oss and others).
constexpr double kLlama3Factors[] = {8.0, 32.0};
constexpr double kYarnFactors[] = {2.0, 4.0, 8.0, 16.0, 32.0, 40.0, 64.0};
/// original_max of YaRN configs, most common first.
constexpr int64_t kYarnOriginalMax[] = {4096,   8192,   32768,  16384,
                                        2048,   65536,  131072, 1024,
                                        262144, 524288, 1048576};

/// `x` rounded to an integer, then `x` itself: configs write round values,
/// while the IR gives them back through float32.
SmallVector<double, 2> roundedFirst(double x) {
  SmallVector<double, 2> values;
  if (!std::isfinite(x))
    return values;
  double rounded = std::round(x);
  if (rounded > 0 && rounded != x)
    values.push_back(rounded);
  values.push_back(x);
  return values;
}

/// True when the float64 reference of (theta, scaling) at R = 2n gives
/// `freqs` and `attentionFactor` within float32 rounding.
bool reproduces(ArrayRef<double> freqs, double attentionFactor, double theta,
                const rules::Scaling &scaling) {
  rules::RopeConfig config;
  config.theta = theta;
  config.scaling = scaling;
  config.rotaryDim = config.headDim = 2 * static_cast<int64_t>(freqs.size());
  if (!rules::checkConfig(config).empty())
    return false;
  rules::Frequencies expected = rules::computeFrequencies(config, /*seqTotal=*/1);
  if (expected.invFreq.size() != freqs.size() ||
      !isCloseFrequency(attentionFactor, expected.attentionFactor))
    return false;
  for (auto [actual, want] : llvm::zip_equal(freqs, expected.invFreq))
    if (!isCloseFrequency(actual, want))
      return false;
  return true;
}

/// The attribute, or null when its verifier rejects the parameters; no
/// diagnostic reaches the user.
template <typename AttrT, typename... Args>
AttrT getQuietly(MLIRContext *context, Args &&...args) {
  ScopedDiagnosticHandler silence(context,
                                  [](Diagnostic &) { return success(); });
  return AttrT::getChecked([&] { return emitError(UnknownLoc::get(context)); },
                           context, std::forward<Args>(args)...);
}

std::optional<APFloat> optionalFloat(std::optional<double> value) {
  if (!value)
    return std::nullopt;
  return APFloat(*value);
}

/// The attribute spelling `scaling` (linear, llama3 or yarn).
ScalingAttrInterface toAttr(const rules::Scaling &scaling, MLIRContext *context) {
  switch (scaling.kind) {
  case rules::ScalingKind::Linear:
    return getQuietly<LinearScalingAttr>(context, APFloat(scaling.factor));
  case rules::ScalingKind::Llama3:
    return getQuietly<Llama3ScalingAttr>(
        context, APFloat(scaling.factor), APFloat(scaling.lowFreqFactor),
        APFloat(scaling.highFreqFactor), scaling.originalMax);
  case rules::ScalingKind::Yarn:
    return getQuietly<YarnScalingAttr>(
        context, APFloat(scaling.factor), scaling.originalMax,
        APFloat(scaling.betaFast), APFloat(scaling.betaSlow),
        optionalFloat(scaling.attentionFactor), optionalFloat(scaling.mscale),
        optionalFloat(scaling.mscaleAllDim), scaling.truncate);
  default:
    return {};
  }
}

/// The first candidate that reproduces the values, as an attribute that
/// reproduces them too (it is re-evaluated through its own toRules).
class Search {
public:
  Search(ArrayRef<double> freqs, double attentionFactor, MLIRContext *context)
      : freqs(freqs), attentionFactor(attentionFactor), context(context) {}

  bool tryCandidate(double theta, const rules::Scaling &scaling) {
    if (found || !reproduces(freqs, attentionFactor, theta, scaling))
      return false;
    ScalingAttrInterface attr = toAttr(scaling, context);
    if (!attr || !reproduces(freqs, attentionFactor, theta, attr.toRules()))
      return false;
    found = RecoveredSchedule{theta, attr, {}};
    return true;
  }

  std::optional<RecoveredSchedule> found;

private:
  ArrayRef<double> freqs;
  double attentionFactor;
  MLIRContext *context;
};

/// theta from the leading frequencies f_k = theta^(-2k/R) that llama3 and
/// YaRN leave unscaled. Each f_k that agrees with the estimate so far
/// refines it (its exponent amplifies float32 rounding less), so the
/// estimate rests on the longest unscaled prefix.
std::optional<double> thetaFromLeadingPairs(ArrayRef<double> freqs) {
  size_t n = freqs.size();
  if (n < 2 || !isCloseFrequency(freqs[0], 1.0))
    return std::nullopt;
  double r = 2.0 * static_cast<double>(n);
  auto estimate = [&](size_t k) -> std::optional<double> {
    double f = freqs[k];
    if (!(f > 0 && f < 1))
      return std::nullopt;
    double theta = std::exp(-std::log(f) * r / (2.0 * static_cast<double>(k)));
    if (!std::isfinite(theta) || theta <= 1.0)
      return std::nullopt;
    return theta;
  };
  std::optional<double> theta = estimate(1);
  for (size_t k = 2; theta && k < n; ++k) {
    double predicted = std::pow(*theta, -2.0 * static_cast<double>(k) / r);
    std::optional<double> refined = estimate(k);
    if (!isCloseFrequency(freqs[k], predicted) || !refined)
      break;
    theta = refined;
  }
  return theta;
}

/// theta from the trailing frequencies that llama3 and YaRN scale by one
/// factor: consecutive ones keep theta^(-2/R) apart. The longest such tail
/// gives the estimate, from its two ends.
std::optional<double> thetaFromTrailingPairs(ArrayRef<double> freqs) {
  size_t n = freqs.size();
  if (n < 3 || !(freqs[n - 1] > 0) || !(freqs[n - 2] > 0))
    return std::nullopt;
  double ratio = freqs[n - 1] / freqs[n - 2];
  size_t start = n - 2;
  while (start > 0 && freqs[start - 1] > 0 &&
         isCloseFrequency(freqs[start] / freqs[start - 1], ratio))
    --start;
  double r = 2.0 * static_cast<double>(n);
  double span = static_cast<double>(n - 1 - start);
  double theta = std::pow(freqs[n - 1] / freqs[start], -r / (2.0 * span));
  if (!std::isfinite(theta) || theta <= 1.0)
    return std::nullopt;
  return theta;
}

/// theta^(-2i/R) / f_i for the last pair: the factor of a schedule that
/// fully interpolates its lowest frequency.
std::optional<double> tailFactor(ArrayRef<double> freqs, double theta) {
  double r = 2.0 * static_cast<double>(freqs.size());
  double last = static_cast<double>(freqs.size() - 1);
  double factor = std::pow(theta, -2.0 * last / r) / freqs.back();
  if (!std::isfinite(factor) || factor <= 1.0)
    return std::nullopt;
  return factor;
}

/// Factors to try: the tail's (rounded first), then the configs' values.
SmallVector<double> factorCandidates(std::optional<double> tail,
                                     ArrayRef<double> common) {
  SmallVector<double> factors;
  if (tail)
    factors = llvm::to_vector(roundedFirst(*tail));
  for (double factor : common)
    if (!llvm::is_contained(factors, factor))
      factors.push_back(factor);
  return factors;
}

/// f_i = theta^(-2i/R) / factor: factor = 1 / f_0, theta from the rest.
void searchLinear(ArrayRef<double> freqs, Search &search) {
  if (!(freqs[0] > 0))
    return;
  double factor = 1.0 / freqs[0];
  if (!std::isfinite(factor) || isCloseFrequency(factor, 1.0))
    return;
  SmallVector<double> unscaled;
  for (double f : freqs)
    unscaled.push_back(f * factor);
  std::optional<double> theta = recoverTheta(unscaled);
  if (!theta)
    return;
  for (double candidate : roundedFirst(factor)) {
    if (search.tryCandidate(*theta, rules::linearScaling(candidate)))
      return;
  }
}

/// llama3's band edges with low_freq_factor 1.
struct Llama3Band {
  double highFreqFactor;
  int64_t originalMax;
};

/// llama3's band from the pairs inside it. There f_i = b_i ((1-t)/s + t)
/// with t = (original_max b_i / 2pi - low) / (high - low), linear in b_i:
/// a line through the (b_i / 2pi, t_i) gives original_max / (high - low)
/// and -low / (high - low). Only their ratios are identifiable, so low is
/// taken as 1 (every config's value). Needs two pairs in the band.
std::optional<Llama3Band> fitLlama3Band(ArrayRef<double> freqs, double theta,
                                        double factor) {
  double r = 2.0 * static_cast<double>(freqs.size());
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  int count = 0;
  for (auto [i, f] : llvm::enumerate(freqs)) {
    double base = std::pow(theta, -2.0 * static_cast<double>(i) / r);
    double t = (f / base - 1.0 / factor) / (1.0 - 1.0 / factor);
    // Pairs at a band edge tell nothing about the line.
    if (!(t > 1e-4 && t < 1.0 - 1e-4))
      continue;
    double x = base / (2.0 * kPi);
    sx += x;
    sy += t;
    sxx += x * x;
    sxy += x * t;
    ++count;
  }
  if (count < 2)
    return std::nullopt;
  double det = count * sxx - sx * sx;
  if (!(std::abs(det) > 0))
    return std::nullopt;
  double slope = (count * sxy - sx * sy) / det;
  double intercept = (sy - slope * sx) / count;
  if (!(slope > 0 && intercept < 0))
    return std::nullopt;
  double high = 1.0 - 1.0 / intercept;
  double originalMax = std::round(-slope / intercept);
  if (!std::isfinite(high) ||
      !(originalMax >= 1 && originalMax <= 2147483648.0))
    return std::nullopt;
  return Llama3Band{high, static_cast<int64_t>(originalMax)};
}

/// original_max of each pair inside llama3's band under the configs' band
/// edges (low 1, high 4): where a lone pair in the band puts it.
SmallVector<int64_t> llama3OriginalMaxOfPairs(ArrayRef<double> freqs,
                                              double theta, double factor) {
  double r = 2.0 * static_cast<double>(freqs.size());
  SmallVector<int64_t> candidates;
  for (auto [i, f] : llvm::enumerate(freqs)) {
    double base = std::pow(theta, -2.0 * static_cast<double>(i) / r);
    double t = (f / base - 1.0 / factor) / (1.0 - 1.0 / factor);
    if (!(t > 1e-4 && t < 1.0 - 1e-4))
      continue;
    double originalMax = std::round(2.0 * kPi / base * (1.0 + 3.0 * t));
    if (originalMax >= 1 && originalMax <= 2147483648.0 &&
        !llvm::is_contained(candidates, static_cast<int64_t>(originalMax)))
      candidates.push_back(static_cast<int64_t>(originalMax));
  }
  return candidates;
}

/// Llama 3.1/3.2's (low 1, high 4, original_max 8192) first, then the band
/// fitted from the values, then the configs' band edges through a lone
/// pair inside the band.
void searchLlama3(ArrayRef<double> freqs, ArrayRef<double> thetas,
                  Search &search) {
  for (double theta : thetas) {
    std::optional<double> tail = tailFactor(freqs, theta);
    for (double factor : factorCandidates(tail, kLlama3Factors)) {
      if (search.tryCandidate(theta, rules::llama3Scaling(factor, 1.0, 4.0, 8192)))
        return;
      if (std::optional<Llama3Band> band = fitLlama3Band(freqs, theta, factor))
        for (double high : roundedFirst(band->highFreqFactor))
          if (search.tryCandidate(theta, rules::llama3Scaling(
                                             factor, 1.0, high, band->originalMax)))
            return;
      // One free parameter fits any lone pair: only where the lowest pair
      // is scaled by exactly this factor, as llama3's tail is.
      if (!tail || !isCloseFrequency(*tail, factor))
        continue;
      for (int64_t originalMax : llama3OriginalMaxOfPairs(freqs, theta, factor))
        if (search.tryCandidate(theta,
                                rules::llama3Scaling(factor, 1.0, 4.0, originalMax)))
          return;
    }
  }
}

/// The configs' original_max values, then every other power of two from
/// 16 (small models and tests).
SmallVector<int64_t> yarnOriginalMaxCandidates() {
  SmallVector<int64_t> values(std::begin(kYarnOriginalMax),
                              std::end(kYarnOriginalMax));
  for (int64_t value = 16; value <= (int64_t(1) << 20); value *= 2)
    if (!llvm::is_contained(values, value))
      values.push_back(value);
  return values;
}

/// YaRN with the default ramp (beta_fast 32, beta_slow 1): factor from the
/// tail or the configs, original_max from the configs (truncated ramp
/// bounds make a range of them equivalent), truncated or not, and the
/// attention factor from its formula or else given explicitly.
void searchYarn(ArrayRef<double> freqs, double attentionFactor,
                ArrayRef<double> thetas, Search &search) {
  for (double theta : thetas)
    for (double factor :
         factorCandidates(tailFactor(freqs, theta), kYarnFactors))
      for (int64_t originalMax : yarnOriginalMaxCandidates())
        for (bool truncate : {true, false})
          for (std::optional<double> explicitFactor :
               {std::optional<double>(), std::optional(attentionFactor)}) {
            rules::Scaling scaling = rules::yarnScaling(
                factor, originalMax, /*betaFast=*/32.0, /*betaSlow=*/1.0,
                explicitFactor, /*mscale=*/std::nullopt,
                /*mscaleAllDim=*/std::nullopt, truncate);
            if (search.tryCandidate(theta, scaling))
              return;
          }
}

/// #rope.custom with `freqs` and, when not 1, `attentionFactor`; `theta`
/// only documents where the values come from.
std::optional<RecoveredSchedule> custom(ArrayRef<double> freqs,
                                        double attentionFactor, double theta,
                                        MLIRContext *context) {
  std::optional<APFloat> factor;
  if (attentionFactor != 1.0)
    factor = APFloat(attentionFactor);
  auto attr = getQuietly<CustomScalingAttr>(
      context, DenseF64ArrayAttr::get(context, freqs), factor);
  if (!attr)
    return std::nullopt;
  return RecoveredSchedule{theta, attr, {}};
}

/// theta when `freqs` are theta^(-2i/R) rounded to `type`: the estimate
/// from the values, or a configs' theta near it.
std::optional<double> thetaOfRoundedFrequencies(ArrayRef<double> freqs,
                                                Type type) {
  size_t n = freqs.size();
  if (n < 2 || !(freqs.back() > 0))
    return std::nullopt;
  double r = 2.0 * static_cast<double>(n);
  double estimate = std::pow(freqs.back(), -r / (2.0 * (n - 1)));
  constexpr double kThetas[] = {10000.0,  500000.0,  1000000.0, 100000.0,
                                250000.0, 5000000.0, 10000000.0, 50000.0};
  SmallVector<double> candidates(std::begin(kThetas), std::end(kThetas));
  candidates.push_back(std::round(estimate));
  for (double theta : candidates) {
    if (!(theta > 1) || std::fabs(theta - estimate) > 0.2 * estimate)
      continue;
    bool fits = llvm::all_of(llvm::enumerate(freqs), [&](auto pair) {
      std::optional<double> rounded = elements::roundToFloatType(
          std::pow(theta, -2.0 * static_cast<double>(pair.index()) / r), type);
      return rounded && isCloseFrequency(pair.value(), *rounded);
    });
    if (fits)
      return theta;
  }
  return std::nullopt;
}

} // namespace

std::optional<RecoveredSchedule> mlir::rope::raise::recoverSchedule(
    ArrayRef<double> freqs, double attentionFactor, MLIRContext *context) {
  if (freqs.empty() ||
      freqs.size() > static_cast<size_t>(rules::kHeadDimLimit / 2))
    return std::nullopt;
  if (std::optional<double> theta = recoverTheta(freqs)) {
    if (attentionFactor == 1.0)
      return RecoveredSchedule{*theta, {}, {}};
    // Only #rope.custom carries an attention factor with these values.
    SmallVector<double> exact;
    double r = 2.0 * static_cast<double>(freqs.size());
    for (size_t i = 0; i < freqs.size(); ++i)
      exact.push_back(std::pow(*theta, -2.0 * static_cast<double>(i) / r));
    return custom(exact, attentionFactor, *theta, context);
  }
  // Values a bf16 or f16 model rounded: before the scaled variants, whose
  // extra parameters can fit the rounding noise.
  if (attentionFactor == 1.0)
    for (Type type : {Type(BFloat16Type::get(context)),
                      Type(Float16Type::get(context))})
      if (std::optional<double> theta = thetaOfRoundedFrequencies(freqs, type))
        return RecoveredSchedule{*theta, {}, type};
  Search search(freqs, attentionFactor, context);
  if (freqs.size() <= kMaxSearchedPairs) {
    searchLinear(freqs, search);
    SmallVector<double, 4> thetas;
    for (std::optional<double> theta :
         {thetaFromLeadingPairs(freqs), thetaFromTrailingPairs(freqs)})
      if (theta)
        for (double candidate : roundedFirst(*theta))
          if (!llvm::is_contained(thetas, candidate))
            thetas.push_back(candidate);
    if (!search.found)
      searchLlama3(freqs, thetas, search);
    if (!search.found)
      searchYarn(freqs, attentionFactor, thetas, search);
  }
  if (search.found)
    return search.found;
  return custom(freqs, attentionFactor, 10000.0, context);
}

namespace {
/// The per-pair factors theta gives: 1 / (f_i theta^(2i/R)).
SmallVector<double> longRopeFactors(ArrayRef<double> freqs, double theta) {
  SmallVector<double> factors;
  double r = 2.0 * static_cast<double>(freqs.size());
  for (auto [i, f] : llvm::enumerate(freqs))
    factors.push_back(1.0 /
                      (f * std::pow(theta, 2.0 * static_cast<double>(i) / r)));
  return factors;
}

/// Whether every factor is a number a config writes (four decimals) within
/// float32 rounding of the frequencies.
bool roundFactors(ArrayRef<double> factors) {
  return llvm::all_of(factors, [](double x) {
    double round = std::round(x * 1e4) / 1e4;
    return std::isfinite(x) && round > 0 && isCloseFrequency(x, round);
  });
}
} // namespace

std::optional<RecoveredSchedule> mlir::rope::raise::recoverLongRope(
    ArrayRef<double> shortFreqs, ArrayRef<double> longFreqs,
    int64_t originalMax, double attentionFactor, MLIRContext *context) {
  if (shortFreqs.empty() || shortFreqs.size() != longFreqs.size() ||
      originalMax < 1)
    return std::nullopt;
  constexpr double kThetas[] = {10000.0, 500000.0, 1000000.0, 100000.0,
                                250000.0, 5000000.0, 10000000.0};
  double theta = kThetas[0];
  for (double candidate : kThetas)
    if (roundFactors(longRopeFactors(shortFreqs, candidate)) &&
        roundFactors(longRopeFactors(longFreqs, candidate))) {
      theta = candidate;
      break;
    }
  auto asArray = [&](ArrayRef<double> freqs) {
    SmallVector<double> factors = longRopeFactors(freqs, theta);
    // Round numbers stay round: the float32 noise is not the model's.
    if (roundFactors(factors))
      for (double &x : factors)
        x = std::round(x * 1e4) / 1e4;
    return DenseF64ArrayAttr::get(context, factors);
  };
  std::optional<APFloat> factor;
  if (attentionFactor != 1.0)
    factor = APFloat(attentionFactor);
  auto attr = getQuietly<LongRopeScalingAttr>(
      context, asArray(shortFreqs), asArray(longFreqs), originalMax,
      APFloat(1.0), factor);
  if (!attr)
    return std::nullopt;
  return RecoveredSchedule{theta, attr, {}};
}
