//===- HarnessOptions.h - What a harness run makes and checks ---*- C++ -*-===//
//
// The options both harnesses share, whatever their command line looks like:
// rope-run and rope-run-gpu parse their flags into one HarnessOptions and
// hand it to the shared call builders, check and report.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_HARNESSOPTIONS_H
#define ROPE_RUNTIME_HARNESSOPTIONS_H

#include "rope/Rules/Config.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rope::run {

struct HarnessOptions {
  /// The run-time offset argument (and the base of generated GPU batch
  /// offsets).
  int64_t offset = 0;
  /// The run-time query and key offsets of an attention entry point; each
  /// is `offset` when unset.
  std::optional<int64_t> qOffset, kOffset;
  /// Seed of every generated input.
  uint64_t seed = 1;
  /// Untimed calls before the timed ones.
  int warmup = 3;
  /// Timed calls; the minimum and median are reported.
  int runs = 20;
  /// Write each result over its input.
  bool inPlace = false;
  /// Compare the results with the float64 reference.
  bool check = true;
  /// Report one JSON object instead of text.
  bool json = false;
  /// A RoPE configuration (JSON, as in the manifest) to check against
  /// instead of the artifact's own; empty for the artifact's.
  std::string referenceConfig;
  /// Shapes given by name, "arg0=1x3x4x80" or "out1=1x3x1x80".
  std::vector<std::string> shapes;
  /// The size of every dynamic extent without a given shape; -1 for none.
  int64_t dynamicSize = -1;
  /// Sizes of dynamic batch and sequence extents, by layout role; -1 for
  /// none.
  int64_t batch = -1, seq = -1;
  /// The key sequence length of a GPU attention kernel; -1: `seq`.
  int64_t kSeq = -1;
  /// The largest generated position (Semantics §5 holds below 2^24).
  int64_t maxPosition = (int64_t(1) << 24) - 1;
};

/// Checks the ranges the options must lie in (the offsets in [0, 2^31), at
/// least one timed run, no negative warmup), before anything is loaded.
/// Returns an error or "".
std::string checkOptions(const HarnessOptions &options);

/// The shape `options.shapes` gives the tensor `name` ("arg0", "out1"), in
/// `shape`; nullopt when none is given. Returns an error for a shape that
/// is not sizes joined by 'x', or "".
std::string givenShape(const HarnessOptions &options, const std::string &name,
                       std::optional<std::vector<int64_t>> &shape);

/// Replaces `config` by `options.referenceConfig` when one is given.
/// Returns an error or "".
std::string overrideReferenceConfig(const HarnessOptions &options,
                                    rules::RopeConfig &config);

} // namespace rope::run

#endif // ROPE_RUNTIME_HARNESSOPTIONS_H
