//===- RopeToLinalg.h - rope ops to linalg on tensors -----------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
#define ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {

/// Patterns lowering rope.apply, rope.apply_table and rope.cos_sin_table to
/// linalg/arith/math/tensor (a position without a table row gives NaN).
void populateRopeToLinalgConversionPatterns(RewritePatternSet &patterns);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
