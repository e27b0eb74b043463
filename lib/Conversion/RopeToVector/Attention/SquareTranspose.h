//===- SquareTranspose.h - A square of vectors transposed by shuffles -----===//

#ifndef ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_SQUARETRANSPOSE_H
#define ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_SQUARETRANSPOSE_H

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// The n x n transpose of `rows` (n vectors of n lanes, n a power of two)
/// by shuffles: row i of the result holds lane i of every input row.
SmallVector<Value> transposeSquare(ImplicitLocOpBuilder &b,
                                   SmallVector<Value> rows);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_SQUARETRANSPOSE_H
