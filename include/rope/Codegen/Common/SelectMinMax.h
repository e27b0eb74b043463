//===- SelectMinMax.h - min and max as a compare and a select ---*- C++ -*-===//
//
// arith.maximumf / minimumf follow IEEE 754-2019 (NaN and -0 < +0), which
// costs x86 a compare and two blends per vector around each maxps. The
// softmax and exp of the attention kernels only need the larger or the
// smaller of two floats: written as a compare and a select, it is one
// maxps / minps on x86 and one instruction on most other targets.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_SELECTMINMAX_H
#define ROPE_CODEGEN_COMMON_SELECTMINMAX_H

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// x > y ? x : y, lane-wise: a NaN in `y` passes through, one in `x` does
/// not (callers keep NaN alive by other paths).
Value buildSelectMax(OpBuilder &b, Location loc, Value x, Value y);

/// x < y ? x : y, lane-wise: a NaN in `y` passes through, one in `x` does
/// not.
Value buildSelectMin(OpBuilder &b, Location loc, Value x, Value y);

} // namespace mlir::rope::detail

#endif // ROPE_CODEGEN_COMMON_SELECTMINMAX_H
