//===- PackedSoftmax.cpp - Online softmax of items of few rows -------------===//

#include "PackedSoftmax.h"
#include "rope/Codegen/Common/LoopBuilder.h"
#include "RowScores.h"

#include "rope/Codegen/Common/ExpF32.h"
#include "rope/Codegen/Common/SelectMinMax.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

SmallVector<int64_t>
mlir::rope::detail::packedScoreRows(const AttentionTiling &tiling) {
  SmallVector<int64_t> rows;
  for (int64_t p = kRowScoreRows; 2 * p <= tiling.lanes; p *= 2)
    if (tiling.keyBlock % (tiling.lanes / p) == 0)
      rows.push_back(p);
  return rows;
}

void mlir::rope::detail::buildPackedSoftmax(ImplicitLocOpBuilder &b,
                                            const AttentionTiling &tiling,
                                            int64_t rows,
                                            const PackedSoftmaxOperands &o) {
  LoopBuilder l{b};
  const int64_t lanes = tiling.lanes, keysPerVector = lanes / rows;
  Type f32 = b.getF32Type(), i32 = b.getI32Type();
  auto vec = VectorType::get({lanes}, f32);
  auto laneInts = VectorType::get({lanes}, i32);
  auto splat = [&](double v) -> Value {
    return arith::ConstantOp::create(
        b, DenseElementsAttr::get(vec, b.getF32FloatAttr(v)));
  };
  SmallVector<int64_t> rowOfLane, keyOfLane;
  SmallVector<int32_t> keyOffsets;
  for (int64_t lane = 0; lane < lanes; ++lane) {
    rowOfLane.push_back(lane % rows);
    keyOfLane.push_back(lane / rows);
    keyOffsets.push_back(lane / rows);
  }
  // Per-row state (lanes 0 .. rows-1 of a vector) copied into every key's
  // lanes.
  auto perLane = [&](Value rowState) -> Value {
    return vector::ShuffleOp::create(b, rowState, rowState, rowOfLane);
  };
  // Every lane combined with the lanes of the same row in the other keys:
  // the result holds each row's total in all of its lanes.
  auto acrossKeys = [&](Value x, auto combine) {
    for (int64_t step = rows; step < lanes; step *= 2) {
      SmallVector<int64_t> partner;
      for (int64_t lane = 0; lane < lanes; ++lane)
        partner.push_back(lane ^ step);
      x = combine(x, vector::ShuffleOp::create(b, x, x, partner));
    }
    return x;
  };
  // A NaN score is dropped from the max but not from its exp (NaN p).
  auto maximum = [&](Value x, Value y) -> Value {
    return buildSelectMax(b, b.getLoc(), x, y);
  };
  auto sum = [&](Value x, Value y) -> Value {
    return arith::AddFOp::create(b, x, y);
  };

  // The tile as one run of floats: vector v holds keys v * keysPerVector ..
  // (a kv head's tile is a slice of the item's: its rows are contiguous,
  // which a collapse cannot prove for a slice of dynamic extent).
  auto metadata = memref::ExtractStridedMetadataOp::create(b, o.scores);
  Value flat = memref::ReinterpretCastOp::create(
      b,
      MemRefType::get({ShapedType::kDynamic}, f32,
                      StridedLayoutAttr::get(b.getContext(),
                                             ShapedType::kDynamic, {1})),
      o.scores, OpFoldResult(metadata.getOffset()),
      ArrayRef<OpFoldResult>{OpFoldResult(
          l.mul(metadata.getSizes()[0], metadata.getSizes()[1]))},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  Value c0 = l.c(0);
  Value negInf = splat(-std::numeric_limits<double>::infinity());
  Value oldMax = perLane(
      vector::LoadOp::create(b, vec, o.partialMax, ValueRange{o.part, c0}));
  Value last = arith::SubIOp::create(b, o.count, l.c(1));
  Value queries;
  if (o.keyPositions)
    queries = perLane(
        vector::LoadOp::create(b, laneInts, o.queryPositions, ValueRange{c0}));
  Value vectors = l.c(tiling.keyBlock / keysPerVector);
  auto at = [&](Value v) { return l.mul(v, l.c(lanes)); };

  // Blocks inside the causal triangle, whole and without bias, need no
  // mask: only the running max.
  auto maskedMax = [&]() -> SmallVector<Value> {
    Value offsets = arith::ConstantOp::create(
        b, DenseElementsAttr::get(laneInts, ArrayRef<int32_t>(keyOffsets)));
    Value count = vector::BroadcastOp::create(
        b, laneInts, arith::IndexCastOp::create(b, i32, o.count));
    return {l.loop(
        c0, vectors, l.c(1), {oldMax}, [&](Value v, ValueRange acc) {
          Value s = vector::LoadOp::create(b, vec, flat, ValueRange{at(v)});
          Value firstKey = l.mul(v, l.c(keysPerVector));
          Value keys = arith::AddIOp::create(
              b,
              vector::BroadcastOp::create(
                  b, laneInts, arith::IndexCastOp::create(b, i32, firstKey)),
              offsets);
          Value masked = arith::CmpIOp::create(b, arith::CmpIPredicate::sge,
                                               keys, count);
          if (o.keyPositions) {
            SmallVector<Value> positions;
            for (int64_t k = 0; k < keysPerVector; ++k) {
              Value key =
                  l.add(o.first, l.min(l.add(firstKey, l.c(k)), last));
              positions.push_back(arith::TruncIOp::create(
                  b, i32,
                  memref::LoadOp::create(b, o.keyPositions,
                                         ValueRange{o.keyPositionRow, key})));
            }
            Value few = vector::FromElementsOp::create(
                b, VectorType::get({keysPerVector}, i32), positions);
            Value keyPositions =
                vector::ShuffleOp::create(b, few, few, keyOfLane);
            masked = arith::OrIOp::create(
                b, masked,
                arith::CmpIOp::create(b, arith::CmpIPredicate::sgt,
                                      keyPositions, queries));
          }
          s = arith::SelectOp::create(b, masked, negInf, s);
          vector::StoreOp::create(b, s, flat, ValueRange{at(v)});
          return SmallVector<Value>{maximum(acc[0], s)};
        })[0]};
  };
  auto plainMax = [&]() -> SmallVector<Value> {
    return {l.loop(c0, vectors, l.c(1), {oldMax},
                   [&](Value v, ValueRange acc) {
                     Value s = vector::LoadOp::create(b, vec, flat,
                                                      ValueRange{at(v)});
                     return SmallVector<Value>{maximum(acc[0], s)};
                   })[0]};
  };
  Value newMax =
      acrossKeys(l.ifElse(o.needsMask, {vec}, maskedMax, plainMax)[0], maximum);
  Value empty =
      arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, newMax, negInf);
  // Every exponent below is at most 0: the max is taken with the old one.
  Value shift = arith::SelectOp::create(b, empty, splat(0), newMax);
  Value rescale =
      buildExpF32(b, b.getLoc(), arith::SubFOp::create(b, oldMax, shift),
                    /*atMostZero=*/true);
  Value blockSum =
      l.loop(c0, vectors, l.c(1), {splat(0)}, [&](Value v, ValueRange acc) {
        Value s = vector::LoadOp::create(b, vec, flat, ValueRange{at(v)});
        Value p =
            buildExpF32(b, b.getLoc(), arith::SubFOp::create(b, s, shift),
                        /*atMostZero=*/true);
        vector::StoreOp::create(b, p, flat, ValueRange{at(v)});
        return SmallVector<Value>{sum(acc[0], p)};
      })[0];
  Value oldSum = perLane(
      vector::LoadOp::create(b, vec, o.partialSum, ValueRange{o.part, c0}));
  Value newSum =
      vector::FMAOp::create(b, oldSum, rescale, acrossKeys(blockSum, sum));
  // Lanes past `rows` repeat rows 0 .. rows-1 into padding rows, which
  // neither P.V nor the merge reads.
  vector::StoreOp::create(b, newSum, o.partialSum, ValueRange{o.part, c0});
  vector::StoreOp::create(b, newMax, o.partialMax, ValueRange{o.part, c0});
  vector::StoreOp::create(b, rescale, o.alpha, ValueRange{c0});
}
