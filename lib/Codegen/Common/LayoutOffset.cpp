//===- LayoutOffset.cpp - Linear offsets in a tensor of a layout ----------===//

#include "rope/Codegen/Common/LayoutOffset.h"

#include "rope/Codegen/Common/LoopBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

Value mlir::rope::buildLayoutOffset(
    OpBuilder &b, Location loc, LayoutAttr layout,
    function_ref<Value(char role)> index,
    function_ref<Value(char role, int64_t axis)> extent) {
  Value offset = detail::constantIndex(b, loc, 0);
  Value stride = detail::constantIndex(b, loc, 1);
  StringRef axes = layout.getAxes();
  for (int64_t axis = axes.size() - 1; axis >= 0; --axis) {
    char role = axes[axis];
    if (Value i = index(role))
      offset = arith::AddIOp::create(b, loc, offset,
                                     arith::MulIOp::create(b, loc, i, stride));
    if (Value e = extent(role, axis))
      stride = arith::MulIOp::create(b, loc, stride, e);
  }
  return offset;
}
