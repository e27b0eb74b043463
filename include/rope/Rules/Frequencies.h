//===- Frequencies.h - Inverse frequencies and attention factor -*- C++ -*-===//
//
// Semantics §2 in float64.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RULES_FREQUENCIES_H
#define ROPE_RULES_FREQUENCIES_H

#include "rope/Rules/Config.h"

namespace rope::rules {

/// Inverse frequencies f_i (i < n) and the attention factor a.
struct Frequencies {
  std::vector<double> invFreq;
  double attentionFactor = 1.0;
};

/// Computes the frequencies of `config` for a call whose whole sequence seen so
/// far has `seqTotal` tokens (only `dynamic` and `longrope` read it). The
/// configuration must satisfy checkStructure.
Frequencies computeFrequencies(const RopeConfig &config, int64_t seqTotal);

/// The attention factor a of a schedule; it never depends on the sequence.
double attentionFactor(const Scaling &scaling);

/// The YaRN magnitude correction m(s, k) of Semantics §2.
double yarnMscale(double scale, double k);

} // namespace rope::rules

#endif // ROPE_RULES_FREQUENCIES_H
