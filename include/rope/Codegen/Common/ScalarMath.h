//===- ScalarMath.h - float64 log and exp from arith ops --------*- C++ -*-===//
//
// For kernels that must not call libm or libdevice (the NVVM lowering maps
// math.log / math.exp to libdevice): natural log and exp of f64 scalars
// built from arith ops, accurate to a few ulp.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_SCALARMATH_H
#define ROPE_CODEGEN_COMMON_SCALARMATH_H

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// ln(x) for finite x > 0 (normal numbers).
Value buildLogF64(OpBuilder &b, Location loc, Value x);

/// exp(x) for x in [-708, 709] (normal results).
Value buildExpF64(OpBuilder &b, Location loc, Value x);

} // namespace mlir::rope::detail

#endif // ROPE_CODEGEN_COMMON_SCALARMATH_H
