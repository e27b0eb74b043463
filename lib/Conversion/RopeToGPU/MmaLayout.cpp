//===- MmaLayout.cpp - Where mma.sync and ldmatrix put each element -------===//

#include "rope/Conversion/RopeToGPU/MmaLayout.h"

#include "mlir/IR/AffineExpr.h"

using namespace mlir;
using namespace mlir::rope;

namespace {
/// ldmatrix x4: lanes 8j .. 8j + 7 give the rows of 8x8 matrix j, which
/// lands in register j. `matrixRowHalf` / `matrixColHalf` say which bit of
/// j moves the 8x8 matrix down by 8 rows / right by 8 columns.
AffineMap ldmatrixAddress(MLIRContext *context, int64_t rowBit,
                          int64_t colBit, AffineExpr rowTile,
                          AffineExpr colTile) {
  AffineExpr lane = getAffineDimExpr(0, context);
  AffineExpr matrix = lane.floorDiv(kLdmatrixRow);
  auto bit = [&](int64_t which) {
    return which == 0 ? matrix % 2 : matrix.floorDiv(2);
  };
  AffineExpr row = rowTile * 16 + lane % kLdmatrixRow + bit(rowBit) * 8;
  AffineExpr col = colTile * 16 + bit(colBit) * 8;
  return AffineMap::get(3, 0, {row, col}, context);
}
} // namespace

AffineMap mlir::rope::getLdmatrixRowMajorAAddress(MLIRContext *context) {
  // Registers a0a1 | a2a3 | a4a5 | a6a7: rows +8 with bit 0, columns +8
  // with bit 1.
  return ldmatrixAddress(context, /*rowBit=*/0, /*colBit=*/1,
                         getAffineDimExpr(1, context),
                         getAffineDimExpr(2, context));
}

AffineMap mlir::rope::getLdmatrixKeyBAddress(MLIRContext *context) {
  // Registers b0b1, b2b3 of n-tile 2 jn2, then of 2 jn2 + 1: the reduced
  // (column) half moves with bit 0, the key (row) half with bit 1.
  return ldmatrixAddress(context, /*rowBit=*/1, /*colBit=*/0,
                         getAffineDimExpr(1, context),
                         getAffineDimExpr(2, context));
}

AffineMap mlir::rope::getLdmatrixValueBAddress(MLIRContext *context) {
  // Transposed: registers b0b1, b2b3 of n-tile 2 dn2 are keys +0 and +8
  // (bit 0), then the same for n-tile 2 dn2 + 1 (columns +8, bit 1).
  return ldmatrixAddress(context, /*rowBit=*/0, /*colBit=*/1,
                         getAffineDimExpr(1, context),
                         getAffineDimExpr(2, context));
}

AffineMap mlir::rope::getAccumulatorPosition(MLIRContext *context) {
  AffineExpr lane = getAffineDimExpr(0, context);
  AffineExpr element = getAffineDimExpr(1, context);
  return AffineMap::get(2, 0,
                        {lane.floorDiv(4) + element.floorDiv(2) * 8,
                         (lane % 4) * 2 + element % 2},
                        context);
}
