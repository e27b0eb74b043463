//===- Timing.cpp - Repeated calls, minimum and median --------------------===//

#include "rope/Runtime/Timing.h"

#include <algorithm>
#include <chrono>

namespace rope::run {

TimingSummary summarizeTimings(std::vector<double> seconds) {
  TimingSummary summary;
  summary.runs = static_cast<int>(seconds.size());
  if (seconds.empty())
    return summary;
  std::sort(seconds.begin(), seconds.end());
  summary.minSeconds = seconds.front();
  summary.medianSeconds = seconds[seconds.size() / 2];
  return summary;
}

TimingSummary timeCalls(int warmup, int runs, const std::function<void()> &call,
                        const std::function<double()> &timedCall) {
  for (int i = 0; i < warmup; ++i)
    call();
  std::vector<double> seconds;
  for (int i = 0; i < runs; ++i)
    seconds.push_back(timedCall());
  return summarizeTimings(std::move(seconds));
}

TimingSummary timeHostCalls(int warmup, int runs,
                            const std::function<void()> &call) {
  return timeCalls(warmup, runs, call, [&] {
    auto start = std::chrono::steady_clock::now();
    call();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
        .count();
  });
}

} // namespace rope::run
