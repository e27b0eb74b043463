//===- ExprEmitter.cpp - Ops that compute an element expression -----------===//

#include "rope/Recognition/Elements/ExprEmitter.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::rope::elements {

Value ExprEmitter::emitIndex(const Expr *e) {
  Value value = emit(e);
  if (!value)
    return {};
  if (value.getType().isIndex())
    return value;
  if (!value.getType().isSignlessInteger())
    return {};
  return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                    value);
}

Value ExprEmitter::emit(const Expr *e) {
  if (Value done = emitted.lookup(e))
    return done;
  Value value;
  switch (e->kind) {
  case ExprKind::Constant:
    value = arith::ConstantOp::create(builder, loc, cast<TypedAttr>(e->constant));
    break;
  case ExprKind::Dim: {
    if (auto d = dyn_cast<AffineDimExpr>(e->affine); d && e->type.isIndex()) {
      value = dimValue(d.getPosition());
      break;
    }
    if (auto c = dyn_cast<AffineConstantExpr>(e->affine); c && e->type.isIndex()) {
      value = arith::ConstantIndexOp::create(builder, loc, c.getValue());
      break;
    }
    unsigned numDims = 0;
    e->affine.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        numDims = std::max(numDims, d.getPosition() + 1);
    });
    SmallVector<Value> dims;
    for (unsigned d = 0; d < numDims; ++d)
      dims.push_back(dimValue(d));
    value = affine::AffineApplyOp::create(
        builder, loc, AffineMap::get(numDims, 0, e->affine), dims);
    if (!e->type.isIndex())
      value = arith::IndexCastOp::create(builder, loc, e->type, value);
    break;
  }
  case ExprKind::Read: {
    if (e->operands.empty()) {
      value = e->source;
      break;
    }
    SmallVector<Value> indices;
    for (const Expr *index : e->operands) {
      indices.push_back(emitIndex(index));
      if (!indices.back())
        return {};
    }
    value = tensor::ExtractOp::create(builder, loc, e->source, indices);
    break;
  }
  case ExprKind::Op: {
    OperationState state(loc, *e->name);
    for (const Expr *operand : e->operands) {
      state.operands.push_back(emit(operand));
      if (!state.operands.back())
        return {};
    }
    state.types.push_back(e->type);
    if (e->attr)
      state.addAttribute("predicate", e->attr);
    value = builder.create(state)->getResult(0);
    break;
  }
  }
  emitted[e] = value;
  return value;
}

} // namespace mlir::rope::elements
