//===- ScalarOrVector.h - Builders that take scalars or vectors -*- C++ -*-===//

#ifndef ROPE_LIB_CODEGEN_COMMON_SCALARORVECTOR_H
#define ROPE_LIB_CODEGEN_COMMON_SCALARORVECTOR_H

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::rope::detail {

/// `type` (a scalar or a vector shape) with element type `element`.
inline Type withElement(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

/// The integer `value` as a constant of integer `type`, splat for vectors;
/// `value` is taken modulo 2^width (0xFFFFFFFF is -1 in i32).
inline Value intLike(OpBuilder &b, Location loc, Type type, uint64_t value) {
  unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  return mlir::createScalarOrSplatConstant(
      b, loc, type, APInt(width, value, /*isSigned=*/false,
                          /*implicitTrunc=*/true));
}

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CODEGEN_COMMON_SCALARORVECTOR_H
