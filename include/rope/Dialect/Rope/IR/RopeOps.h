//===- RopeOps.h - rope dialect operations ----------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEOPS_H
#define ROPE_DIALECT_ROPE_IR_ROPEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "rope/Dialect/Rope/IR/RopeAttrs.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"

#define GET_OP_CLASSES
#include "rope/Dialect/Rope/IR/RopeOps.h.inc"

namespace mlir::rope {
/// True when the positions of a rope.apply or rope.apply_table come only from
/// its static_offset.
template <typename OpT>
bool hasOnlyStaticPositions(OpT op) {
  return !op.getOffset() && !op.getBatchOffsets() && !op.getPositions();
}
} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_IR_ROPEOPS_H
