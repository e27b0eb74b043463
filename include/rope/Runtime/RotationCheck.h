//===- RotationCheck.h - Checks a rotation against Semantics §5 -------*- C++ -*-===//
//
// Shared by the CPU and GPU harnesses (plain C++, no LLVM).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_ROTATIONCHECK_H
#define ROPE_RUNTIME_ROTATIONCHECK_H

#include "rope/Rules/Layout.h"
#include "rope/Rules/Positions.h"
#include "rope/Reference/Rotation.h"
#include "rope/Runtime/HostTensor.h"

namespace rope::run {

struct CheckResult {
  double maxAbsError = 0, maxBoundRatio = 0;
  bool passThroughExact = true;
  bool pass() const { return maxBoundRatio <= 1.0 && passThroughExact; }
};

/// Compares `out` with the float64 rotation of `input` (Semantics §5: f32 within
/// 2^-18 * a * (|u| + |v|), f16/bf16 one more ulp of the output type;
/// pass-through channels bit-exact). Returns an error message or "".
std::string checkRotation(const rules::RopeConfig &config,
                          const rules::Layout &layout,
                          const rules::Positions &positions,
                          const std::vector<double> &input,
                          const HostTensor &out, CheckResult &result);

/// Checks each of `outputs` against the rotation of the input of the same
/// index, as checkRotation does, and keeps the largest errors of them all in
/// `worst`. Returns the first error message or "".
std::string checkRotations(const rules::RopeConfig &config,
                           const rules::Layout &layout,
                           const rules::Positions &positions,
                           const std::vector<const HostTensor *> &inputs,
                           const std::vector<const HostTensor *> &outputs,
                           CheckResult &worst);

} // namespace rope::run

#endif // ROPE_RUNTIME_ROTATIONCHECK_H
