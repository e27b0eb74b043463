//===- AttentionCheck.h - Attention against Semantics §5 --------*- C++ -*-===//
//
// The attention bound of Semantics §5 is on the whole output: its relative
// L2 error against the float64 reference. Plain C++, no LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_ATTENTIONCHECK_H
#define ROPE_RUNTIME_ATTENTIONCHECK_H

#include "rope/Reference/Attention.h"
#include "rope/Runtime/HostTensor.h"

#include <string>
#include <vector>

namespace rope::run {

/// Semantics §5: ||out - ref||_2 / ||ref||_2 at most this for f32 ...
constexpr double kAttentionBoundF32 = 1e-4;
/// ... and this when any attended tensor or the output is f16 or bf16.
constexpr double kAttentionBound16 = 1e-2;

/// The bound for a call whose attended tensors and output hold `elements`.
double attentionErrorBound(const std::vector<std::string> &elements);

struct AttentionCheckResult {
  double relativeL2Error = 0, bound = kAttentionBoundF32;
  /// NaN (a broken kernel) fails too.
  bool pass() const { return relativeL2Error <= bound; }
};

/// ||got - expected||_2 / ||expected||_2: 0 when both are zero, infinity
/// when only `expected` is.
double relativeL2Error(const std::vector<double> &got,
                       const std::vector<double> &expected);

/// The tensors of one attention call.
struct AttentionTensors {
  const HostTensor *q = nullptr, *k = nullptr, *v = nullptr;
  const HostTensor *bias = nullptr; // null without a bias
  const HostTensor *output = nullptr;
};

/// Compares `tensors.output` with the float64 attention of q, k, v (and
/// the bias) at the given positions. Returns an error message or "".
std::string checkAttention(const rules::RopeConfig &config,
                           const rules::Layout &layout,
                           const rules::Positions &queryPositions,
                           const rules::Positions &keyPositions,
                           const reference::AttentionOptions &options,
                           const AttentionTensors &tensors,
                           AttentionCheckResult &result);

} // namespace rope::run

#endif // ROPE_RUNTIME_ATTENTIONCHECK_H
