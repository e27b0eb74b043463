//===- ExpF32.h - exp of f32 lanes for softmax ------------------*- C++ -*-===//
//
// The attention kernels' softmax needs exp on whole vectors; LLVM turns
// `math.exp` on a vector into one libm call per lane. This builder is pure
// arith, so it vectorizes on every target.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_EXPF32_H
#define ROPE_CODEGEN_COMMON_EXPF32_H

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// exp(x) of f32 `x` (scalar or vector), within 2 ulp for x in [-87, 88].
/// Below -87 (-inf included) the result is exactly 0, so masked scores
/// vanish; above 88 it is +inf; NaN stays NaN. `atMostZero` promises
/// x <= 0 or NaN (a score minus its row's max): no overflow to handle.
Value buildExpF32(OpBuilder &b, Location loc, Value x,
                  bool atMostZero = false);

} // namespace mlir::rope::detail

#endif // ROPE_CODEGEN_COMMON_EXPF32_H
