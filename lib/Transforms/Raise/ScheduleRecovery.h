//===- ScheduleRecovery.h - Frequency schedule from its values --*- C++ -*-===//
//
// rope-raise evaluates the inverse frequencies a model computes in the IR.
// This names the schedule behind them: a theta alone, a scaling variant
// whose formula reproduces them, or else the values themselves.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_SCHEDULERECOVERY_H
#define ROPE_TRANSFORMS_RAISE_SCHEDULERECOVERY_H

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace mlir::rope::raise {

/// theta and scaling of #rope.params; a null scaling is the default one.
struct RecoveredSchedule {
  double theta = 10000.0;
  ScalingAttrInterface scaling;
};

/// The schedule whose frequencies, at R = 2 * freqs.size(), are `freqs` and
/// whose attention factor is `attentionFactor`. Tried in order:
///   - a theta alone (recoverTheta), with #rope.custom when a != 1;
///   - #rope.linear, #rope.llama3, #rope.yarn, each kept only when the
///     float64 reference of the attribute reproduces every frequency and
///     the attention factor within float32 rounding (relative 1e-5);
///   - #rope.custom holding `freqs` and `attentionFactor` exactly.
/// nullopt only when not even #rope.custom accepts the values (negative or
/// non-finite frequencies, an attention factor that is not positive).
std::optional<RecoveredSchedule> recoverSchedule(ArrayRef<double> freqs,
                                                 double attentionFactor,
                                                 MLIRContext *context);

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_SCHEDULERECOVERY_H
