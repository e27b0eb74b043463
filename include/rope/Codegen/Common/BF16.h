//===- BF16.h - The one f32 -> bf16 rounding rule ---------------*- C++ -*-===//
//
// Every code generator rounds f32 to bf16 with these integer ops: to
// nearest, ties to even; a NaN becomes the quiet NaN 0x7FC0, never an
// infinity or a zero. The Python runtime and the float64 reference's checks
// use the same rule.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_BF16_H
#define ROPE_CODEGEN_COMMON_BF16_H

#include "mlir/IR/Builders.h"

namespace mlir::rope {

/// Where the NaNs an f32 value may hold come from.
enum class NaNPayloads {
  /// Any f32 NaN: the result is masked to the quiet NaN 0x7FC0.
  Any,
  /// Only NaNs whose low 16 bits are zero: those of bf16 data, kept by
  /// arithmetic on it, and the default NaN of invalid operations. Rounding
  /// never carries out of such a NaN's low half, so no mask is needed (the
  /// kernels that compute from bf16 rows and finite cos/sin use this).
  FromBF16,
};

/// The bf16 of f32 `x` (scalar or vector) in the HIGH half of i32 words;
/// the low half is unspecified. Lets callers pack two values per word.
Value buildBF16HighBits(OpBuilder &b, Location loc, Value x,
                        NaNPayloads nans = NaNPayloads::Any);

/// f32 `x` (scalar or vector) rounded to bf16 of the same shape.
Value buildF32ToBF16(OpBuilder &b, Location loc, Value x,
                     NaNPayloads nans = NaNPayloads::Any);

/// bf16 `x` (scalar or vector) as f32, exactly: its bits become the high
/// half of the f32.
Value buildBF16ToF32(OpBuilder &b, Location loc, Value x);

} // namespace mlir::rope

#endif // ROPE_CODEGEN_COMMON_BF16_H
