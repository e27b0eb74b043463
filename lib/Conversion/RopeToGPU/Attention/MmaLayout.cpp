//===- MmaLayout.cpp - Where mma.sync and ldmatrix put each element -------===//

#include "rope/Conversion/RopeToGPU/MmaLayout.h"

#include "mlir/Dialect/NVGPU/Utils/MMAUtils.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::rope;

namespace {
/// Upstream's lane maps (NVGPU/Utils/MMAUtils.h) for 16-bit fragments of
/// mma.sync m16n8k16; they hold for any static fragment, so they cannot
/// fail here.
AffineMap upstreamLdmatrixLanes(MLIRContext *context, int64_t rows,
                                int64_t cols, nvgpu::MatMulOperandRole role) {
  OpBuilder b(context);
  nvgpu::WarpMatrixInfo info{VectorType::get({rows, cols}, b.getBF16Type()),
                             role};
  FailureOr<nvgpu::LdMatrixParams> params =
      nvgpu::getLdMatrixParams(info, /*transpose=*/false);
  assert(succeeded(params) && "no ldmatrix for an mma.sync fragment");
  FailureOr<AffineMap> lanes =
      nvgpu::getLaneIdToLdMatrixMatrixCoord(b, b.getUnknownLoc(), *params);
  assert(succeeded(lanes) && "no ldmatrix lane map for an mma.sync fragment");
  return *lanes;
}

/// (lane, tile row, tile column) -> `lanes`(lane') + (16 tile row + 8
/// (lane floordiv `perLoad`), 16 tile column), lane' = lane mod `perLoad`:
/// a 16x16 tile of one ldmatrix.x4, made of 32 / perLoad loads of upstream's
/// lane map stacked 8 rows apart.
AffineMap tileAddress(MLIRContext *context, AffineMap lanes, int64_t perLoad) {
  AffineExpr lane = getAffineDimExpr(0, context);
  const bool wholeWarp = perLoad == 32;
  AffineMap perLane = lanes.compose(
      AffineMap::get(3, 0, wholeWarp ? lane : lane % perLoad));
  AffineExpr row = perLane.getResult(0) + getAffineDimExpr(1, context) * 16;
  if (!wholeWarp)
    row = row + lane.floorDiv(perLoad) * 8;
  AffineExpr col = perLane.getResult(1) + getAffineDimExpr(2, context) * 16;
  return AffineMap::get(3, 0, {row, col}, context);
}
} // namespace

AffineMap mlir::rope::getLdmatrixRowMajorAAddress(MLIRContext *context) {
  // One x4 load of a 16x16 A fragment: rows lane mod 16, columns +8 for
  // lanes 16..31.
  return tileAddress(context,
                     upstreamLdmatrixLanes(context, kMmaM, kMmaK,
                                           nvgpu::MatMulOperandRole::A),
                     /*perLoad=*/32);
}

AffineMap mlir::rope::getLdmatrixKeyBAddress(MLIRContext *context) {
  // Two x2 loads of B fragments (8 keys x 16 channels each): n-tile 2 jn2
  // from lanes 0..15, n-tile 2 jn2 + 1 (keys +8) from lanes 16..31.
  return tileAddress(context,
                     upstreamLdmatrixLanes(context, kMmaN, kMmaK,
                                           nvgpu::MatMulOperandRole::B),
                     /*perLoad=*/16);
}

AffineMap mlir::rope::getLdmatrixValueBAddress(MLIRContext *context) {
  // Transposed, the x4 load reads the [keys][Dv] tile with the pointers of
  // a 16x16 A fragment: keys lane mod 16, Dv +8 for lanes 16..31; its
  // registers are the B fragments of n-tiles 2 dn2 and 2 dn2 + 1.
  return getLdmatrixRowMajorAAddress(context);
}

AffineMap mlir::rope::getAccumulatorPosition(MLIRContext *context) {
  OpBuilder b(context);
  nvgpu::WarpMatrixInfo info{VectorType::get({kMmaM, kMmaN}, b.getF32Type()),
                             nvgpu::MatMulOperandRole::C};
  FailureOr<AffineMap> position =
      nvgpu::getLaneIdAndValueIdToOperandCoord(b, b.getUnknownLoc(), info);
  assert(succeeded(position) && "no lane map for the mma.sync accumulator");
  return *position;
}
