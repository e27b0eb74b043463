//===- MaskBias.cpp - Masks computed in the function as biases -----------===//
//
// rope.attention masks causally by position; any other mask it takes is an
// additive bias. These build the bias tensors of the masks the matcher
// reads off a graph: a causal mask by index that is no mask by position,
// and a padding mask computed from an input.
//
//===----------------------------------------------------------------------===//

#include "AttentionElements.h"

#include "rope/Recognition/Elements/ExprEmitter.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mlir::rope::detail {
namespace {

/// 0 where `visible`, `hidden` (-inf by default) elsewhere.
Value biasOf(OpBuilder &b, Location loc, Value visible,
             double hidden = -std::numeric_limits<double>::infinity()) {
  Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
  // A finite value below f32's range stays finite (and absorbing).
  float value = std::isfinite(hidden)
                    ? static_cast<float>(std::max(
                          hidden, -double(std::numeric_limits<float>::max())))
                    : -std::numeric_limits<float>::infinity();
  Value hiddenValue =
      arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
  return arith::SelectOp::create(b, loc, visible, zero, hiddenValue);
}

/// A tensor of `shape` whose element is `element(b, loc, indices)`.
Value generate(OpBuilder &builder, Location loc, ArrayRef<int64_t> shape,
               function_ref<Value(OpBuilder &, Location, ValueRange)> element) {
  Type f32 = builder.getF32Type();
  auto type = RankedTensorType::get(shape, f32);
  Value empty = tensor::EmptyOp::create(builder, loc, shape, f32);
  unsigned rank = shape.size();
  SmallVector<AffineMap> maps = {
      AffineMap::getMultiDimIdentityMap(rank, builder.getContext())};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  bool failed = false;
  auto generic = linalg::GenericOp::create(
      builder, loc, type, ValueRange{}, ValueRange{empty}, maps, iterators,
      [&](OpBuilder &b, Location l, ValueRange) {
        SmallVector<Value> indices;
        for (unsigned axis = 0; axis < rank; ++axis)
          indices.push_back(linalg::IndexOp::create(b, l, axis));
        Value value = element(b, l, indices);
        failed = !value;
        linalg::YieldOp::create(
            b, l, value ? value : arith::ConstantOp::create(
                                      b, l, b.getF32FloatAttr(0)));
      });
  if (failed) {
    generic->erase();
    empty.getDefiningOp()->erase();
    return {};
  }
  return generic.getResult(0);
}

} // namespace

/// Key `key` visible to query `query` under a mask by index of `shift`.
Value visibleByIndex(OpBuilder &b, Location loc, Value query, Value key,
                     int64_t shift) {
  Value last = arith::AddIOp::create(
      b, loc, query, arith::ConstantIndexOp::create(b, loc, shift));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, key, last);
}

Value indexMaskBias(OpBuilder &builder, Location loc, int64_t queries,
                    int64_t keys, int64_t shift) {
  return generate(builder, loc, {queries, keys},
                  [&](OpBuilder &b, Location l, ValueRange at) {
                    return biasOf(b, l,
                                  visibleByIndex(b, l, at[0], at[1], shift));
                  });
}

Value keyMaskBias(OpBuilder &builder, Location loc, const KeyMask &mask,
                  ArrayRef<int64_t> extents) {
  int64_t batch = mask.perBatch ? extents[kBatch] : 1;
  int64_t heads = mask.perHead ? extents[kHead] : 1;
  int64_t queries = mask.indexShift ? extents[kQuery] : 1;
  int64_t keys = extents[kKey];
  if (ShapedType::isDynamic(batch) || ShapedType::isDynamic(heads) ||
      ShapedType::isDynamic(queries) || ShapedType::isDynamic(keys))
    return {};
  return generate(
      builder, loc, {batch, heads, queries, keys},
      [&](OpBuilder &b, Location l, ValueRange at) -> Value {
        // Roles b, h, i and j are the bias's axes.
        Value zero = arith::ConstantIndexOp::create(b, l, 0);
        SmallVector<Value> roles(kNumRoles, zero);
        roles[kBatch] = at[0];
        roles[kHead] = at[1];
        roles[kQuery] = at[2];
        roles[kKey] = at[3];
        auto dimValue = [&](unsigned x) -> Value {
          AffineExpr role = mask.dimRoles[x];
          return affine::AffineApplyOp::create(
              b, l, AffineMap::get(kNumRoles, 0, role), roles);
        };
        elements::ExprEmitter emitter(b, l, dimValue);
        Value visible = emitter.emit(mask.visible);
        if (visible && mask.indexShift)
          visible = arith::AndIOp::create(
              b, l, visible,
              visibleByIndex(b, l, at[2], at[3], *mask.indexShift));
        return visible ? biasOf(b, l, visible, mask.hidden) : Value();
      });
}

} // namespace mlir::rope::detail
