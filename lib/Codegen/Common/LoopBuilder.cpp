//===- LoopBuilder.cpp - Structured control flow for kernel builders ------===//

#include "rope/Codegen/Common/LoopBuilder.h"

#include "rope/Codegen/Common/BF16.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::rope::detail;

Value mlir::rope::detail::constantIndex(OpBuilder &b, Location loc,
                                        int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

Value LoopBuilder::c(int64_t v) { return constantIndex(b, v); }
Value LoopBuilder::add(Value x, Value y) {
  return arith::AddIOp::create(b, x, y);
}
Value LoopBuilder::mul(Value x, Value y) {
  return arith::MulIOp::create(b, x, y);
}
Value LoopBuilder::min(Value x, Value y) {
  return arith::MinSIOp::create(b, x, y);
}
Value LoopBuilder::ceilDiv(Value x, Value y) {
  return arith::CeilDivSIOp::create(b, x, y);
}
Value LoopBuilder::logicalNot(Value x) {
  Value one = arith::ConstantOp::create(b, b.getBoolAttr(true));
  return arith::XOrIOp::create(b, x, one);
}

ValueRange
LoopBuilder::loop(Value lb, Value ub, Value step, ValueRange inits,
                  function_ref<SmallVector<Value>(Value, ValueRange)> body) {
  auto forOp = scf::ForOp::create(
      b, lb, ub, step, inits,
      [](OpBuilder &nb, Location nl, Value, ValueRange iterArgs) {
        scf::YieldOp::create(nb, nl, iterArgs);
      });
  OpBuilder::InsertionGuard guard(b);
  Operation *yield = forOp.getBody()->getTerminator();
  b.setInsertionPoint(yield);
  SmallVector<Value> yielded =
      body(forOp.getInductionVar(), forOp.getRegionIterArgs());
  yield->setOperands(yielded);
  return forOp.getResults();
}

void LoopBuilder::forEach(Value lb, Value ub, int64_t step,
                          function_ref<void(Value)> body) {
  loop(lb, ub, c(step), {}, [&](Value iv, ValueRange) {
    body(iv);
    return SmallVector<Value>{};
  });
}

ValueRange LoopBuilder::ifElse(Value cond, TypeRange types,
                               function_ref<SmallVector<Value>()> thenBody,
                               function_ref<SmallVector<Value>()> elseBody) {
  auto ifOp = scf::IfOp::create(b, types, cond, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  for (auto [region, body] : {std::pair{&ifOp.getThenRegion(), thenBody},
                              {&ifOp.getElseRegion(), elseBody}}) {
    Block &block = region->front();
    if (block.mightHaveTerminator()) {
      b.setInsertionPoint(block.getTerminator());
      SmallVector<Value> values = body();
      block.getTerminator()->setOperands(values);
    } else {
      b.setInsertionPointToEnd(&block);
      SmallVector<Value> values = body();
      scf::YieldOp::create(b, values);
    }
  }
  return ifOp.getResults();
}

void LoopBuilder::ifThen(Value cond, function_ref<void()> body) {
  ifElse(
      cond, {},
      [&] {
        body();
        return SmallVector<Value>{};
      },
      [] { return SmallVector<Value>{}; });
}

Value LoopBuilder::toF32(Value x) {
  Type element = getElementTypeOrSelf(x.getType());
  if (element.isF32())
    return x;
  if (element.isBF16())
    return mlir::rope::buildBF16ToF32(b, b.getLoc(), x);
  Type f32 = b.getF32Type();
  if (auto vector = dyn_cast<VectorType>(x.getType()))
    return arith::ExtFOp::create(b, vector.clone(f32), x);
  return arith::ExtFOp::create(b, f32, x);
}

Value LoopBuilder::fromF32(Value x, Type element) {
  if (element.isF32())
    return x;
  if (element.isBF16())
    return mlir::rope::buildF32ToBF16(b, b.getLoc(), x);
  Type type = element;
  if (auto vector = dyn_cast<VectorType>(x.getType()))
    type = vector.clone(element);
  return arith::TruncFOp::create(b, type, x);
}
