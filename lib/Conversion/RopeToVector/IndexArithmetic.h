//===- IndexArithmetic.h - The plan's rules on index values -----*- C++ -*-===//
//
// The rules of AttentionPlan.h are templates over an arithmetic; this one
// evaluates them on a call's index values as IR, and the row pieces split a
// row of channels into vector registers.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_INDEXARITHMETIC_H
#define ROPE_CONVERSION_ROPETOVECTOR_INDEXARITHMETIC_H

#include "rope/Codegen/Common/LoopBuilder.h"

namespace mlir::rope::detail {

/// Index arithmetic: the rules of AttentionPlan.h on the extents of a
/// call (constants where the types are static, so they fold).
struct IndexArithmetic {
  using Value = mlir::Value;
  using Bool = mlir::Value;
  LoopBuilder &l;
  Value c(int64_t v) { return l.c(v); }
  Value mul(Value x, Value y) { return l.mul(x, y); }
  Value div(Value x, Value y);
  Value ceilDiv(Value x, Value y) { return l.ceilDiv(x, y); }
  Value min(Value x, Value y) { return l.min(x, y); }
  Value max(Value x, Value y);
  Value atLeast(Value x, Value y);
  Value select(Value c, Value x, Value y);
};

/// (first channel, width) pieces of a row of `width` channels: whole
/// registers of `lanes`, then powers of two for the rest.
SmallVector<std::pair<int64_t, int64_t>> rowPieces(int64_t width,
                                                   int64_t lanes);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_INDEXARITHMETIC_H
