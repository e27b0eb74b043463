//===- LoopBuilder.h - Structured control flow for kernel builders -*- C++ -*-===//
//
// The CPU and GPU kernels are written as nested scf loops and branches
// whose bodies are C++ lambdas; these helpers keep the builders readable.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_LOOPBUILDER_H
#define ROPE_CODEGEN_COMMON_LOOPBUILDER_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// The index constant `v`: the one spelling of it in every kernel builder.
Value constantIndex(OpBuilder &b, Location loc, int64_t v);
inline Value constantIndex(ImplicitLocOpBuilder &b, int64_t v) {
  return constantIndex(b, b.getLoc(), v);
}

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

} // namespace mlir::rope::detail

#endif // ROPE_CODEGEN_COMMON_LOOPBUILDER_H
