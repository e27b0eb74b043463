//===- Config.h - RoPE parameters for the float64 reference -----*- C++ -*-===//
//
// Plain C++ description of every rotary parameter of Semantics §1-3. The
// reference library, the dialect's verifiers and the code generators all
// describe a rotation with these structs, so the rules live in one place.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RULES_CONFIG_H
#define ROPE_RULES_CONFIG_H

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rope::rules {

/// Frequency schedules of Semantics §2.
enum class ScalingKind { Default, Linear, Ntk, Dynamic, Yarn, Llama3, LongRope, Custom };

/// Returns the lower-case name used in IR and configs ("yarn", "llama3", ...).
const char *scalingKindName(ScalingKind kind);
/// Parses a name produced by scalingKindName.
std::optional<ScalingKind> parseScalingKind(const std::string &name);

/// One scaling variant with its parameters; fields a variant does not use keep
/// their defaults.
struct Scaling {
  ScalingKind kind = ScalingKind::Default;
  double factor = 1.0;           // linear, dynamic, yarn, llama3, longrope
  double alpha = 1.0;            // ntk
  int64_t originalMax = 0;       // dynamic, yarn, llama3, longrope
  double betaFast = 32.0;        // yarn
  double betaSlow = 1.0;         // yarn
  std::optional<double> attentionFactor; // yarn, longrope, custom
  std::optional<double> mscale;          // yarn
  std::optional<double> mscaleAllDim;    // yarn
  bool truncate = true;                  // yarn
  double lowFreqFactor = 1.0;            // llama3
  double highFreqFactor = 4.0;           // llama3
  std::vector<double> shortFactor;       // longrope, length n
  std::vector<double> longFactor;        // longrope, length n
  std::vector<double> freqs;             // custom, length n

  /// True when the frequencies depend on the runtime sequence length.
  bool dependsOnSequenceLength() const {
    return kind == ScalingKind::Dynamic || kind == ScalingKind::LongRope;
  }
};

/// Schedules with their named parameters (the rest keep their defaults).
Scaling linearScaling(double factor);
Scaling ntkScaling(double alpha);
Scaling dynamicScaling(double factor, int64_t originalMax);
Scaling yarnScaling(double factor, int64_t originalMax, double betaFast,
                    double betaSlow, std::optional<double> attentionFactor,
                    std::optional<double> mscale,
                    std::optional<double> mscaleAllDim, bool truncate);
Scaling llama3Scaling(double factor, double low, double high,
                      int64_t originalMax);

enum class Pairing { Half, Interleaved };
enum class PartialMode { Leading, Offset, Proportional };

const char *pairingName(Pairing pairing);
const char *partialModeName(PartialMode mode);
std::optional<Pairing> parsePairing(const std::string &name);
std::optional<PartialMode> parsePartialMode(const std::string &name);

/// Everything that fixes the map from (channels, position) to rotated channels.
struct RopeConfig {
  double theta = 10000.0;
  Scaling scaling;
  int64_t headDim = 0;   // D
  int64_t rotaryDim = 0; // R (even, 2 <= R <= D)
  Pairing pairing = Pairing::Half;
  PartialMode partial = PartialMode::Leading;
  int64_t rotaryOffset = 0; // c0, offset block only
  double positionScale = 1.0;
  bool inverse = false;

  int64_t numPairs() const { return rotaryDim / 2; }
  /// The dimension that stands for R in the frequency formulas (D when
  /// proportional).
  int64_t frequencyDim() const {
    return partial == PartialMode::Proportional ? headDim : rotaryDim;
  }
};

/// Checks a scaling variant alone (finite positive factors, consistent
/// parameters). Returns an error message, or an empty string when valid.
std::string checkScaling(const Scaling &scaling);

/// The largest head dim any rotation accepts (Semantics §3).
constexpr int64_t kHeadDimLimit = int64_t(1) << 16;

/// Checks a full configuration, the scaling included, and that its formulas
/// give finite frequencies and attention factor. Returns an error message, or
/// an empty string when valid.
std::string checkConfig(const RopeConfig &config);

/// The part of checkConfig that needs no formula: extents, channel layout
/// and parameter ranges. computeFrequencies is defined for any configuration
/// that passes it.
std::string checkStructure(const RopeConfig &config);

/// Channel indices (u, v) of rotary pair i for `config` (Semantics §3).
std::pair<int64_t, int64_t> pairChannels(const RopeConfig &config, int64_t i);

} // namespace rope::rules

#endif // ROPE_RULES_CONFIG_H
