//===- MmaFragments.h - IR for tensor-core fragments -------------*- C++ -*-===//
//
// Builders of the warp-level pieces of the tensor-core attention tile:
// ldmatrix loads of A / B fragments, one mma.sync m16n8k16 with f32
// accumulators, f32 pairs packed into 16-bit fragment registers, reductions
// over the 4 lanes that share an accumulator row, and exp2 on the fast
// path. The lane addresses come from MmaLayout.h; these functions only
// emit ops. Fragments travel as i32 registers (two 16-bit halves, the lower
// index in the low half), accumulators as f32 values.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOGPU_MMAFRAGMENTS_H
#define ROPE_CONVERSION_ROPETOGPU_MMAFRAGMENTS_H

#include "mlir/IR/Builders.h"

#include <array>

namespace mlir::rope::detail {

/// The 4 registers of `ldmatrix.x4` at `indices` of the shared-memory
/// `tile` (each lane gives one row address), transposed or not.
std::array<Value, 4> loadMatrixX4(OpBuilder &b, Location loc, Value tile,
                                  ValueRange indices, bool transpose);

/// D = A B + C for one m16n8k16 tile: `a` 4 registers, `bFragment` 2,
/// `c` 4 f32 accumulators; `element` is bf16 or f16.
std::array<Value, 4> multiplyAccumulate(OpBuilder &b, Location loc,
                                        Type element, ArrayRef<Value> a,
                                        ArrayRef<Value> bFragment,
                                        ArrayRef<Value> c);

/// Two f32 values rounded to `element` (bf16 / f16) in one i32 register,
/// `low` in the low half.
Value packPair(OpBuilder &b, Location loc, Type element, Value low,
               Value high);

/// `x` combined over the 4 lanes of its quad (lanes 4g .. 4g + 3), with
/// maximum or sum.
Value reduceOverQuad(OpBuilder &b, Location loc, Value x, bool maximum);

/// 2^x with the hardware's approximation (ex2.approx.ftz.f32), without a
/// libdevice call.
Value fastExp2(OpBuilder &b, Location loc, Value x);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOGPU_MMAFRAGMENTS_H
