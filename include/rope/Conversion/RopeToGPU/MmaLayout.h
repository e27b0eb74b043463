//===- MmaLayout.h - Where mma.sync and ldmatrix put each element -*- C++ -*-=//
//
// The tensor-core attention tile multiplies 16x16 (A) by 16x8 (B) bf16 or
// f16 fragments into 16x8 f32 accumulators (`mma.sync` m16n8k16) and loads
// the A and B fragments from shared memory with `ldmatrix` x4. Which lane
// holds which element is fixed by the PTX ISA ("Matrix Fragments for
// mma.m16n8k16", "ldmatrix"); the addresses each lane gives ldmatrix are
// chosen here so that the loaded registers ARE the fragments, and the S
// accumulators are reused as the A fragments of P. Every such formula is an
// affine map: the per-lane parts are upstream's (NVGPU/Utils/MMAUtils.h),
// the tile offsets of this kernel are added here; the kernel builder
// applies them to lane / tile indices, the unit tests evaluate them against
// the ISA's fragment tables.
//
// Notation: lane l (0..31), g = l / 4 (group), t = l % 4 (thread in group).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOGPU_MMALAYOUT_H
#define ROPE_CONVERSION_ROPETOGPU_MMALAYOUT_H

#include "mlir/IR/AffineMap.h"

namespace mlir::rope {

/// Rows of the A operand (and of the accumulators) per mma, columns of the
/// accumulators, and the reduced extent.
constexpr int64_t kMmaM = 16, kMmaN = 8, kMmaK = 16;
/// Elements of one ldmatrix row (8 x 16 bits = 16 bytes).
constexpr int64_t kLdmatrixRow = 8;

/// (lane, warp, kk) -> (row, column) in a row-major [rows][D] tile that
/// lane gives `ldmatrix.x4` so that its 4 registers are the A fragment of
/// rows 16 warp .. +15 and columns 16 kk .. +15 (Q in S = Q K^T).
AffineMap getLdmatrixRowMajorAAddress(MLIRContext *context);

/// (lane, jn2, kk) -> (row, column) in a [keys][D] tile for `ldmatrix.x4`
/// (no transpose): registers 0, 1 are the B fragment of key n-tile 2 jn2
/// and registers 2, 3 that of n-tile 2 jn2 + 1, for columns 16 kk .. +15
/// (K in S = Q K^T: the stored key rows are B's columns).
AffineMap getLdmatrixKeyBAddress(MLIRContext *context);

/// (lane, kk, dn2) -> (row, column) in a [keys][Dv] tile for
/// `ldmatrix.x4.trans`: registers 0, 1 are the B fragment of value n-tile
/// 2 dn2 and registers 2, 3 that of 2 dn2 + 1, for keys 16 kk .. +15 (V in
/// O += P V).
AffineMap getLdmatrixValueBAddress(MLIRContext *context);

/// (lane, i) -> (row, column) of accumulator element i (0..3) of lane.
AffineMap getAccumulatorPosition(MLIRContext *context);

/// The P fragment of key step kk is made of the S accumulators of key
/// n-tiles 2 kk + kPFromS[r].tile, elements kPFromS[r].first and first + 1,
/// for A register r: the accumulator layout of two n-tiles is the A layout.
struct AccumulatorPair {
  int64_t tile, first;
};
constexpr AccumulatorPair kPFromS[4] = {{0, 0}, {0, 2}, {1, 0}, {1, 2}};

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOGPU_MMALAYOUT_H
