//===- TileSoftmax.cpp - The online softmax of a key block ----------------===//
//
// The online softmax of a key block's scores, with its causal, length and
// bias masks, packed or not.
//
//===----------------------------------------------------------------------===//

#include "TileBuilder.h"

#include "PackedSoftmax.h"

#include "rope/Codegen/Common/ExpF32.h"
#include "rope/Codegen/Common/SelectMinMax.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// The bias of key `key` for the lanes of rows starting at `rowVector`.
Value TileBuilder::biasLanes(Value key, Value rowVector) {
  Value bias = arg(kTileFixedArgs + (spec.runtimeFrequencies ? 1 : 0));
  Value lanes = splatF32(0);
  for (int64_t lane = 0; lane < t.lanes; ++lane) {
    // Padding rows read a valid element; their scores are never used.
    Value row = add(rowVector, c(lane));
    Value head =
        min(add(firstHead, arith::DivUIOp::create(b, row, perHead)), lastHead);
    Value query =
        min(add(arg(kTileFirstQuery), arith::RemUIOp::create(b, row, perHead)),
            lastQuery);
    SmallVector<Value> at =
        spec.biasType.getRank() == 2
            ? SmallVector<Value>{query, key}
            : SmallVector<Value>{arg(kTileBatch), head, query, key};
    // Axes of extent 1 are broadcast.
    for (unsigned axis = 0; axis + 1 < at.size(); ++axis)
      if (spec.biasType.getDimSize(axis) == 1)
        at[axis] = c(0);
    Value x = toF32(memref::LoadOp::create(b, bias, at));
    lanes = vector::InsertOp::create(b, x, lanes, ArrayRef<int64_t>{lane});
  }
  return lanes;
}

/// Online softmax over the block's scores, one vector of rows at a time:
/// masks (past the block, causal by position, bias), new running max m,
/// scores replaced by p = exp(s - m), l and the rescale factor alpha of
/// the rows' earlier sums. A row that has seen only masked keys keeps
/// m = -inf, l = 0 and p = 0 (it ends as zeros, never NaN). The max may
/// drop a NaN score; its p stays NaN, and so does the row's output.
void TileBuilder::softmax(Value sTile, Value alpha, Value pq, Value rows,
                          Value first, Value count, Value needsMask) {
  VectorType vec = lanesOf(f32);
  Value negInf = splatF32(-std::numeric_limits<double>::infinity());
  Value last = arith::SubIOp::create(b, count, c(1));
  Value batchRow = spec.kPositionsPerBatch ? arg(kTileBatch) : c(0);
  forEach(c(0), rows, t.lanes, [&](Value rv) {
    Value queries;
    if (spec.causal)
      queries = vector::LoadOp::create(b, lanesOf(i32), pq, ValueRange{rv});
    Value oldMax = vector::LoadOp::create(b, vec, arg(kTilePartialMax),
                                          ValueRange{part, rv});
    // Blocks inside the causal triangle, whole and without bias, need no
    // mask: only the running max.
    auto maskedMax = [&]() -> SmallVector<Value> {
      return {loop(
          c(0), c(t.keyBlock), c(1), {oldMax}, [&](Value j, ValueRange acc) {
            Value s = vector::LoadOp::create(b, vec, sTile, ValueRange{j, rv});
            Value key = add(first, min(j, last));
            if (spec.biasType)
              s = arith::AddFOp::create(b, s, biasLanes(key, rv));
            Value masked = vector::BroadcastOp::create(
                b, lanesOf(b.getI1Type()),
                arith::CmpIOp::create(b, arith::CmpIPredicate::sge, j, count));
            if (spec.causal) {
              Value pk = arith::TruncIOp::create(
                  b, i32,
                  memref::LoadOp::create(b, arg(kTileKPositions),
                                         ValueRange{batchRow, key}));
              Value later = arith::CmpIOp::create(
                  b, arith::CmpIPredicate::sgt,
                  vector::BroadcastOp::create(b, lanesOf(i32), pk), queries);
              masked = arith::OrIOp::create(b, masked, later);
            }
            s = arith::SelectOp::create(b, masked, negInf, s);
            vector::StoreOp::create(b, s, sTile, ValueRange{j, rv});
            return SmallVector<Value>{
                buildSelectMax(b, b.getLoc(), acc[0], s)};
          })[0]};
    };
    auto plainMax = [&]() -> SmallVector<Value> {
      return {loop(
          c(0), c(t.keyBlock), c(1), {oldMax}, [&](Value j, ValueRange acc) {
            Value s = vector::LoadOp::create(b, vec, sTile, ValueRange{j, rv});
            return SmallVector<Value>{
                buildSelectMax(b, b.getLoc(), acc[0], s)};
          })[0]};
    };
    Value newMax = ifElse(needsMask, {vec}, maskedMax, plainMax)[0];
    Value empty =
        arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, newMax, negInf);
    // Every exponent below is at most 0: the max is taken with the old one.
    Value shift = arith::SelectOp::create(b, empty, splatF32(0), newMax);
    Value rescale =
        buildExpF32(b, b.getLoc(), arith::SubFOp::create(b, oldMax, shift),
                    /*atMostZero=*/true);
    Value blockSum = loop(
        c(0), c(t.keyBlock), c(1), {splatF32(0)}, [&](Value j, ValueRange acc) {
          Value s = vector::LoadOp::create(b, vec, sTile, ValueRange{j, rv});
          Value p =
              buildExpF32(b, b.getLoc(), arith::SubFOp::create(b, s, shift),
                        /*atMostZero=*/true);
          vector::StoreOp::create(b, p, sTile, ValueRange{j, rv});
          return SmallVector<Value>{arith::AddFOp::create(b, acc[0], p)};
        })[0];
    Value oldSum = vector::LoadOp::create(b, vec, arg(kTilePartialSum),
                                          ValueRange{part, rv});
    Value newSum = vector::FMAOp::create(b, oldSum, rescale, blockSum);
    vector::StoreOp::create(b, newSum, arg(kTilePartialSum),
                            ValueRange{part, rv});
    vector::StoreOp::create(b, newMax, arg(kTilePartialMax),
                            ValueRange{part, rv});
    vector::StoreOp::create(b, rescale, alpha, ValueRange{rv});
  });
}

void TileBuilder::blockSoftmax(const KeyBlock &block) {
  PackedSoftmaxOperands operands{scratch.sTile,
                                 scratch.alpha,
                                 scratch.pq,
                                 arg(kTilePartialMax),
                                 arg(kTilePartialSum),
                                 part,
                                 block.first,
                                 block.count,
                                 block.needsMask,
                                 spec.causal ? arg(kTileKPositions) : Value(),
                                 spec.causal ? batchRow : Value()};
  // One branch per packing the tile may have, the unpacked kernel last.
  auto softmaxOf = [&](auto &self, size_t i) -> void {
    if (i == packings.size())
      return softmax(scratch.sTile, scratch.alpha, scratch.pq, rows,
                     block.first, block.count, block.needsMask);
    ifElse(
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, scoreRows,
                              c(packings[i])),
        {},
        [&] {
          buildPackedSoftmax(b, t, packings[i], operands);
          return SmallVector<Value>{};
        },
        [&] {
          self(self, i + 1);
          return SmallVector<Value>{};
        });
  };
  softmaxOf(softmaxOf, 0);
}
