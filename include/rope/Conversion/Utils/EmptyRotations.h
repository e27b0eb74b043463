//===- EmptyRotations.h - Rope ops on tensors with no elements --*- C++ -*-===//
//
// A tensor with a static zero extent (no heads, no tokens, an empty batch)
// has nothing to rotate; the kernels' slicing would index past such an axis.
// Every rope lowering adds these patterns first so that no kernel is built
// for them.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_UTILS_EMPTYROTATIONS_H
#define ROPE_CONVERSION_UTILS_EMPTYROTATIONS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {

/// rope.apply / rope.apply_table on inputs that all have a static zero
/// extent -> the inputs themselves; rope.cos_sin_table with zero rows ->
/// empty tensors.
void populateEmptyRotationPatterns(RewritePatternSet &patterns);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_UTILS_EMPTYROTATIONS_H
