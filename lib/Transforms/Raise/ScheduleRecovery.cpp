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

#include "Frequencies.h"

#include "rope/Reference/Frequencies.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;
namespace ref = ::rope::reference;

namespace {

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
                const ref::Scaling &scaling) {
  ref::RopeConfig config;
  config.theta = theta;
  config.scaling = scaling;
  config.rotaryDim = config.headDim = 2 * static_cast<int64_t>(freqs.size());
  if (!ref::checkConfig(config).empty())
    return false;
  ref::Frequencies expected = ref::computeFrequencies(config, /*seqTotal=*/1);
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
ScalingAttrInterface toAttr(const ref::Scaling &scaling, MLIRContext *context) {
  switch (scaling.kind) {
  case ref::ScalingKind::Linear:
    return getQuietly<LinearScalingAttr>(context, APFloat(scaling.factor));
  case ref::ScalingKind::Llama3:
    return getQuietly<Llama3ScalingAttr>(
        context, APFloat(scaling.factor), APFloat(scaling.lowFreqFactor),
        APFloat(scaling.highFreqFactor), scaling.originalMax);
  case ref::ScalingKind::Yarn:
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
/// reproduces them too (it is re-evaluated through its own toReference).
class Search {
public:
  Search(ArrayRef<double> freqs, double attentionFactor, MLIRContext *context)
      : freqs(freqs), attentionFactor(attentionFactor), context(context) {}

  bool tryCandidate(double theta, const ref::Scaling &scaling) {
    if (found || !reproduces(freqs, attentionFactor, theta, scaling))
      return false;
    ScalingAttrInterface attr = toAttr(scaling, context);
    if (!attr || !reproduces(freqs, attentionFactor, theta, attr.toReference()))
      return false;
    found = RecoveredSchedule{theta, attr};
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
    if (search.tryCandidate(*theta, ref::linearScaling(candidate)))
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

/// Llama 3.1/3.2's (low 1, high 4, original_max 8192) first, then the band
/// fitted from the values.
void searchLlama3(ArrayRef<double> freqs, ArrayRef<double> thetas,
                  Search &search) {
  for (double theta : thetas)
    for (double factor :
         factorCandidates(tailFactor(freqs, theta), kLlama3Factors)) {
      if (search.tryCandidate(theta, ref::llama3Scaling(factor, 1.0, 4.0, 8192)))
        return;
      std::optional<Llama3Band> band = fitLlama3Band(freqs, theta, factor);
      if (!band)
        continue;
      for (double high : roundedFirst(band->highFreqFactor))
        if (search.tryCandidate(theta,
                                ref::llama3Scaling(factor, 1.0, high, band->originalMax)))
          return;
    }
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
      for (int64_t originalMax : kYarnOriginalMax)
        for (bool truncate : {true, false})
          for (std::optional<double> explicitFactor :
               {std::optional<double>(), std::optional(attentionFactor)}) {
            ref::Scaling scaling = ref::yarnScaling(
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
  return RecoveredSchedule{theta, attr};
}

} // namespace

std::optional<RecoveredSchedule> mlir::rope::raise::recoverSchedule(
    ArrayRef<double> freqs, double attentionFactor, MLIRContext *context) {
  if (freqs.empty() ||
      freqs.size() > static_cast<size_t>(ref::kHeadDimLimit / 2))
    return std::nullopt;
  if (std::optional<double> theta = recoverTheta(freqs)) {
    if (attentionFactor == 1.0)
      return RecoveredSchedule{*theta, {}};
    // Only #rope.custom carries an attention factor with these values.
    SmallVector<double> exact;
    double r = 2.0 * static_cast<double>(freqs.size());
    for (size_t i = 0; i < freqs.size(); ++i)
      exact.push_back(std::pow(*theta, -2.0 * static_cast<double>(i) / r));
    return custom(exact, attentionFactor, *theta, context);
  }
  Search search(freqs, attentionFactor, context);
  if (freqs.size() <= kMaxSearchedPairs) {
    searchLinear(freqs, search);
    SmallVector<double, 2> thetas;
    if (std::optional<double> theta = thetaFromLeadingPairs(freqs))
      thetas = roundedFirst(*theta);
    if (!search.found)
      searchLlama3(freqs, thetas, search);
    if (!search.found)
      searchYarn(freqs, attentionFactor, thetas, search);
  }
  if (search.found)
    return search.found;
  return custom(freqs, attentionFactor, 10000.0, context);
}
