//===- RuntimeSchedules.h - Positions and frequencies at run time -*- C++ -*-===//
//
// The parts of Semantics §1-2 that kernels compute while running, as scalar
// IR built once for every generator: a token's position, and the frequency
// schedules that depend on the sequence length (`dynamic`, `longrope`).
// Only arith ops (and ScalarMath's log/exp): no libm, no libdevice.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_RUNTIMESCHEDULES_H
#define ROPE_CODEGEN_COMMON_RUNTIMESCHEDULES_H

#include "rope/Rules/Config.h"

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// p = staticOffset + s (+ offset) (+ batchOffset), all i64; `offset` and
/// `batchOffset` may be null.
Value buildOffsetPosition(ImplicitLocOpBuilder &b, Value s,
                          int64_t staticOffset, Value offset,
                          Value batchOffset);

/// `dynamic`: ln theta' = ln theta + dim/(dim-2) * ln(factor * L /
/// original_max - (factor - 1)) with L = max(S_total, original_max) for the
/// i64 sequence total `total`; an f64.
Value buildDynamicLogTheta(ImplicitLocOpBuilder &b,
                           const ::rope::rules::RopeConfig &config,
                           Value total);

/// `dynamic`: f_i = exp(-2i/dim * ln theta') * position_scale for the pair
/// index `pair` (index or integer) and `logTheta` from buildDynamicLogTheta.
Value buildDynamicFrequency(ImplicitLocOpBuilder &b,
                            const ::rope::rules::RopeConfig &config,
                            Value logTheta, Value pair);

/// `longrope`: true (i1) when the long factors apply, S_total > original_max.
Value buildUsesLongFactors(ImplicitLocOpBuilder &b,
                           const ::rope::rules::RopeConfig &config,
                           Value total);

} // namespace mlir::rope::detail

#endif // ROPE_CODEGEN_COMMON_RUNTIMESCHEDULES_H
