//===- LayoutOffset.h - Linear offsets in a tensor of a layout --*- C++ -*-===//
//
// Kernels that read tensors as flat buffers (the GPU kernels) compute an
// element's row-major offset from its index on each axis of the layout.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_LAYOUTOFFSET_H
#define ROPE_CODEGEN_COMMON_LAYOUTOFFSET_H

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include "mlir/IR/Builders.h"

namespace mlir::rope {

/// The row-major offset of an element of a tensor of `layout`: the sum over
/// the axes of index x stride, each stride the product of the extents of
/// the axes inside it. `index(role)` is the element's index on the axis of
/// `role` (null: 0, no term); `extent(role, axis)` is that axis's extent
/// (null: the stride stops growing, as past the outermost axis). Both are
/// asked axis by axis, innermost first.
Value buildLayoutOffset(OpBuilder &b, Location loc, LayoutAttr layout,
                        function_ref<Value(char role)> index,
                        function_ref<Value(char role, int64_t axis)> extent);

} // namespace mlir::rope

#endif // ROPE_CODEGEN_COMMON_LAYOUTOFFSET_H
