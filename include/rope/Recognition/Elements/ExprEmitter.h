//===- ExprEmitter.h - Ops that compute an element expression ---*- C++ -*-===//
//
// The way back from an element expression to IR: the scalar ops that
// compute one element, emitted where a builder stands (the body of a
// linalg.generic that materialises a tensor the expression describes).
// Reads become tensor.extract, index expressions affine.apply of index
// values the caller gives for the dims, other ops are created by name with
// their operands, type and predicate.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RECOGNITION_ELEMENTS_EXPREMITTER_H
#define ROPE_RECOGNITION_ELEMENTS_EXPREMITTER_H

#include "rope/Recognition/Elements/ElementExpr.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

#include <functional>

namespace mlir::rope::elements {

class ExprEmitter {
public:
  /// `dimValue(d)` is the index value of dim `d` of the expressions.
  ExprEmitter(OpBuilder &builder, Location loc,
              std::function<Value(unsigned)> dimValue)
      : builder(builder), loc(loc), dimValue(std::move(dimValue)) {}

  /// The value of `e`, or null when it reads a tensor at an index that is
  /// not an integer.
  Value emit(const Expr *e);

private:
  Value emitIndex(const Expr *e);

  OpBuilder &builder;
  Location loc;
  std::function<Value(unsigned)> dimValue;
  DenseMap<const Expr *, Value> emitted;
};

} // namespace mlir::rope::elements

#endif // ROPE_RECOGNITION_ELEMENTS_EXPREMITTER_H
