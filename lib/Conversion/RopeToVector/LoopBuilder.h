//===- LoopBuilder.h - Structured control flow for kernel builders -*- C++ -*-===//
//
// The attention kernel is written as nested scf loops and branches whose
// bodies are C++ lambdas; these helpers keep the builders readable.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_LOOPBUILDER_H
#define ROPE_CONVERSION_ROPETOVECTOR_LOOPBUILDER_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

struct LoopBuilder {
  ImplicitLocOpBuilder &b;

  Value c(int64_t v);
  Value add(Value x, Value y);
  Value mul(Value x, Value y);
  Value min(Value x, Value y);
  Value ceilDiv(Value x, Value y);
  /// The negation of an i1.
  Value logicalNot(Value x);

  /// scf.for from `lb` to `ub` by `step` carrying `inits`; `body` returns
  /// the values to yield. Returns the loop's results.
  ValueRange loop(Value lb, Value ub, Value step, ValueRange inits,
                  function_ref<SmallVector<Value>(Value, ValueRange)> body);
  void forEach(Value lb, Value ub, int64_t step,
               function_ref<void(Value)> body);
  /// scf.if with one result per `types`; each branch returns its values.
  ValueRange ifElse(Value cond, TypeRange types,
                    function_ref<SmallVector<Value>()> thenBody,
                    function_ref<SmallVector<Value>()> elseBody);
  void ifThen(Value cond, function_ref<void()> body);

  /// A vector of q, k, v or bias elements as f32, and f32 back to
  /// `element` (bf16 rounded to nearest even).
  Value toF32(Value x);
  Value fromF32(Value x, Type element);
};

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

#endif // ROPE_CONVERSION_ROPETOVECTOR_LOOPBUILDER_H
