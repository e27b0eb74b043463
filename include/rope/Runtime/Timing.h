//===- Timing.h - Repeated calls, minimum and median ------------*- C++ -*-===//

#ifndef ROPE_RUNTIME_TIMING_H
#define ROPE_RUNTIME_TIMING_H

#include <functional>
#include <vector>

namespace rope::run {

/// The minimum and median of the timed calls, in seconds.
struct TimingSummary {
  double minSeconds = 0, medianSeconds = 0;
  int runs = 0;
};

/// Summarizes `seconds` (one entry per timed call; at least one). The
/// median of an even count is the upper of the middle two.
TimingSummary summarizeTimings(std::vector<double> seconds);

/// Makes `warmup` untimed calls of `call`, then `runs` calls of
/// `timedCall`, which makes one call and returns its duration in seconds.
TimingSummary timeCalls(int warmup, int runs, const std::function<void()> &call,
                        const std::function<double()> &timedCall);

/// timeCalls with each call timed by the host's steady clock.
TimingSummary timeHostCalls(int warmup, int runs,
                            const std::function<void()> &call);

} // namespace rope::run

#endif // ROPE_RUNTIME_TIMING_H
