//===- Elementwise.h - Elementwise tensor ops seen by rope-raise -*- C++
//-*-===//
//
// Frontends spell one elementwise operation in several ways: a
// linalg.generic with broadcasting indexing maps (torch-mlir), a named
// linalg op (linalg.mul, linalg.negf), or an arith op on whole tensors. The
// matchers of rope-raise see all of them through `matchElementwise`.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_ELEMENTWISE_H
#define ROPE_TRANSFORMS_RAISE_ELEMENTWISE_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::rope::raise {

/// A tensor read by an elementwise op: `axisOf[i]` is the axis of `value`
/// that axis i of the op's result reads, or -1 where the result axis is a
/// broadcast. Every axis of `value` that no result axis reads has extent 1.
struct AxisMapped {
  Value value;
  SmallVector<int64_t> axisOf;

  /// True when `value` is read element for element: same shape as `result`.
  bool readsWholly(Value result) const;
};

enum class ElementwiseKind { Add, Sub, Mul, Neg };

/// One elementwise operation and its operands (two, or one for Neg).
struct Elementwise {
  ElementwiseKind kind;
  SmallVector<AxisMapped, 2> operands;
};

/// Recognises `v` as the result of one elementwise add, sub, mul or
/// negation. Multiplication by a constant 1 (torch's `alpha`) is looked
/// through, and multiplication by a constant -1 is a negation.
std::optional<Elementwise> matchElementwise(Value v);

/// The source `x` when `v` is `-x` (negf, or a product with -1), same shape.
std::optional<Value> matchNegation(Value v);

/// The value every element of `v` holds when it is a splat constant or a
/// linalg.fill of a constant.
std::optional<double> splatValue(Value v);

/// Follows `operand` back through ops that only broadcast, transpose or
/// add or drop unit axes (linalg.broadcast, linalg.transpose, copying
/// linalg.generic, unit-axis tensor.expand_shape / collapse_shape) to the
/// tensor they read.
AxisMapped traceBroadcasts(AxisMapped operand);

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_ELEMENTWISE_H
