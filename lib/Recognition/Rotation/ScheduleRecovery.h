//===- ScheduleRecovery.h - Frequency schedule from its values --*- C++ -*-===//
//
// rope-raise evaluates the inverse frequencies a model computes in the IR.
// This names the schedule behind them: a theta alone, a scaling variant
// whose formula reproduces them, or else the values themselves.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ROTATION_SCHEDULERECOVERY_H
#define ROPE_LIB_RECOGNITION_ROTATION_SCHEDULERECOVERY_H

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace mlir::rope::raise {

/// theta and scaling of #rope.params; a null scaling is the default one.
struct RecoveredSchedule {
  double theta = 10000.0;
  ScalingAttrInterface scaling;
  /// The float type the model rounded theta^(-2i/R) to (a bf16 model's
  /// inv_freq), when the values are that rounding; null when exact.
  Type roundedTo;
};

/// The schedule whose frequencies, at R = 2 * freqs.size(), are `freqs` and
/// whose attention factor is `attentionFactor`. Tried in order:
///   - a theta alone (recoverTheta), with #rope.custom when a != 1;
///   - #rope.linear, #rope.llama3, #rope.yarn, each kept only when the
///     float64 reference of the attribute reproduces every frequency and
///     the attention factor within float32 rounding (relative 1e-5);
///   - a theta whose frequencies rounded to bf16 or f16 are `freqs` (a
///     model that keeps inv_freq in its own precision): the schedule the
///     model meant, with `roundedTo` set;
///   - #rope.custom holding `freqs` and `attentionFactor` exactly.
/// nullopt only when not even #rope.custom accepts the values (negative or
/// non-finite frequencies, an attention factor that is not positive).
std::optional<RecoveredSchedule> recoverSchedule(ArrayRef<double> freqs,
                                                 double attentionFactor,
                                                 MLIRContext *context);

/// LongRoPE with `shortFreqs` up to `originalMax` tokens and `longFreqs`
/// beyond: #rope.longrope whose per-pair factors give exactly these
/// frequencies. The factors only fix theta^(2i/R) * factor_i, so theta is
/// the configs' value under which the factors are round numbers, else
/// 10000; `attentionFactor` is given explicitly when not 1.
std::optional<RecoveredSchedule>
recoverLongRope(ArrayRef<double> shortFreqs, ArrayRef<double> longFreqs,
                int64_t originalMax, double attentionFactor,
                MLIRContext *context);

} // namespace mlir::rope::raise

#endif // ROPE_LIB_RECOGNITION_ROTATION_SCHEDULERECOVERY_H
