//===- SinCos.h - Accurate sin/cos for RoPE angles -------*- C++ -*-===//

#ifndef ROPE_CODEGEN_COMMON_SINCOS_H
#define ROPE_CODEGEN_COMMON_SINCOS_H

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// cos and sin (f32) of the float64 angle `phi`, a scalar or a vector. The
/// angle is reduced modulo pi/2 in float64 (two-part pi/2, quadrant from k
/// mod 4) to |r| <= pi/4, rounded to f32 and fed to Taylor polynomials whose
/// truncation error is below 2e-9; every op vectorizes.
///
/// With `arithmeticRounding`, k is rounded by adding and subtracting
/// 1.5 * 2^52 and the quadrant read from the low bits of the sum, so only
/// arith ops remain (the NVVM lowering would turn math.roundeven and
/// math.floor into libdevice calls). Valid for |phi| < 2^51.
std::pair<Value, Value> buildSinCos(OpBuilder &b, Location loc, Value phi,
                                          bool arithmeticRounding = false);

} // namespace mlir::rope::detail

#endif // ROPE_CODEGEN_COMMON_SINCOS_H
