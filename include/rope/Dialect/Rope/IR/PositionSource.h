//===- PositionSource.h - Where a rope op's positions come from -*- C++ -*-===//
//
// The position operands of Semantics §1 as one value, returned by
// RopeOpInterface::getPositionSource and consumed by the IR builders.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_IR_POSITIONSOURCE_H
#define ROPE_DIALECT_ROPE_IR_POSITIONSOURCE_H

#include "mlir/IR/Value.h"

#include <cstdint>

namespace mlir::rope {

/// Positions are `staticOffset + s`, plus a runtime `offset` scalar or a
/// per-batch `batchOffsets` [B] vector, or come from explicit `positions`
/// ([S] or [B, S]). At most one of the three operands is set.
struct PositionSource {
  enum class Kind { Static, Offset, BatchOffsets, Explicit };

  Value offset;
  Value batchOffsets;
  Value positions;
  int64_t staticOffset = 0;

  Kind getKind() const {
    if (positions)
      return Kind::Explicit;
    if (batchOffsets)
      return Kind::BatchOffsets;
    return offset ? Kind::Offset : Kind::Static;
  }
  /// True when every position is known at compile time.
  bool isStatic() const { return getKind() == Kind::Static; }
};

} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_IR_POSITIONSOURCE_H
