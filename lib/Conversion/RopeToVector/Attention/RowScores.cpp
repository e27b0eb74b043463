//===- RowScores.cpp - Score tiles for work items of few rows -------------===//

#include "RowScores.h"
#include "IndexArithmetic.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

bool mlir::rope::detail::rowScoresApply(const AttentionTiling &tiling) {
  // The lane folding works on 128-bit groups of four lanes.
  return tiling.lanes >= kRowScoreRows && tiling.lanes % kRowScoreRows == 0;
}

int64_t mlir::rope::detail::bf16DotChannels(const AttentionTiling &tiling,
                                            int64_t headDim) {
  return headDim / (2 * tiling.lanes) * (2 * tiling.lanes);
}

namespace {
/// Pairwise sums inside each group of four lanes, x's then y's:
/// [x0+x1, x2+x3, y0+y1, y2+y3, x4+x5, ...] (x86's haddps, per 128 bits).
Value pairSums(ImplicitLocOpBuilder &b, Value x, Value y) {
  int64_t lanes = cast<VectorType>(x.getType()).getNumElements();
  SmallVector<int64_t> even, odd;
  for (int64_t g = 0; g < lanes; g += 4)
    for (int64_t base : {g, lanes + g}) {
      even.append({base, base + 2});
      odd.append({base + 1, base + 3});
    }
  return arith::AddFOp::create(b, vector::ShuffleOp::create(b, x, y, even),
                               vector::ShuffleOp::create(b, x, y, odd));
}

/// Per key, the lane sums of its four rows' accumulators
/// (acc[4 k + i]) as a vector of four. First each key's rows are folded
/// into one vector whose lane 4g + i holds group g's part of row i; then
/// the groups of two vectors are added pairwise, each step halving the
/// groups per key and doubling the keys per vector, until each group is
/// one key's sums: fewer operations than folding each key's vector in
/// halves.
SmallVector<Value> rowSumsPerKey(ImplicitLocOpBuilder &b,
                                 ArrayRef<Value> acc, int64_t keys) {
  const int64_t rows = kRowScoreRows;
  const int64_t lanes = cast<VectorType>(acc[0].getType()).getNumElements();
  SmallVector<Value> folded;
  for (int64_t k = 0; k < keys; ++k)
    folded.push_back(pairSums(b, pairSums(b, acc[k * rows], acc[k * rows + 1]),
                              pairSums(b, acc[k * rows + 2],
                                       acc[k * rows + 3])));
  for (int64_t groupsPerKey = lanes / rows; groupsPerKey > 1;
       groupsPerKey /= 2) {
    // An odd vector out is combined with itself; its copy's sums are
    // dropped below.
    if (folded.size() % 2 != 0)
      folded.push_back(folded.back());
    SmallVector<Value> combined;
    for (size_t v = 0; v < folded.size(); v += 2) {
      // Groups of the keys of folded[v], then of folded[v + 1]: the even
      // groups of each key in `even`, the odd ones in `odd`.
      SmallVector<int64_t> even, odd;
      for (int64_t source : {int64_t(0), lanes})
        for (int64_t g = 0; g < lanes / rows; g += 2)
          for (int64_t i = 0; i < rows; ++i) {
            even.push_back(source + g * rows + i);
            odd.push_back(source + (g + 1) * rows + i);
          }
      combined.push_back(arith::AddFOp::create(
          b, vector::ShuffleOp::create(b, folded[v], folded[v + 1], even),
          vector::ShuffleOp::create(b, folded[v], folded[v + 1], odd)));
    }
    folded = std::move(combined);
  }
  SmallVector<Value> sums;
  for (Value packed : folded)
    for (int64_t g = 0; g < lanes / rows; ++g)
      sums.push_back(vector::ExtractStridedSliceOp::create(
          b, packed, ArrayRef<int64_t>{g * rows}, ArrayRef<int64_t>{rows},
          ArrayRef<int64_t>{1}));
  sums.truncate(keys);
  return sums;
}
} // namespace

void mlir::rope::detail::buildRowScores(
    ImplicitLocOpBuilder &b, const AttentionTiling &t, int64_t headDim,
    Value qRows, Value qPairs, Value rowCount, Value kBuf, KeyIndices keyAt,
    Value sTile, Value count, KeyTileHook eachKeyTile) {
  LoopBuilder l{b};
  Type f32 = b.getF32Type();
  auto vectorOf = [&](int64_t n) { return VectorType::get({n}, f32); };
  // Keys of a narrower float type (a bf16 cache read where it lies) are
  // widened in registers as they are loaded.
  Type keyElement = cast<MemRefType>(kBuf.getType()).getElementType();
  auto loadKey = [&](int64_t width, ValueRange at) {
    Value x = vector::LoadOp::create(
        b, VectorType::get({width}, keyElement), kBuf, at);
    return l.toF32(x);
  };
  Value last = arith::SubIOp::create(b, count, l.c(1));
  Value zero = arith::ConstantOp::create(
      b, DenseElementsAttr::get(vectorOf(t.lanes), b.getF32FloatAttr(0)));
  Value rowEnd = l.mul(l.ceilDiv(rowCount, l.c(kRowScoreRows)),
                       l.c(kRowScoreRows));
  const int64_t keys = t.rowKeyTile, rows = kRowScoreRows;
  const int64_t wholeChannels = headDim / t.lanes * t.lanes;
  // bf16 keys against bf16 queries: one vdpbf16ps adds the products of
  // 2 x lanes channels, the keys never widened.
  const int64_t pairedChannels =
      qPairs && keyElement.isBF16() ? bf16DotChannels(t, headDim) : 0;
  auto pairs = VectorType::get({2 * t.lanes}, b.getBF16Type());
  // Row groups outside, keys inside: the queries of a group are invariant
  // in the key loop (hoisted once per block), a key row is read once per
  // group.
  l.forEach(l.c(0), rowEnd, rows, [&](Value r0) {
    l.forEach(l.c(0), count, keys, [&](Value jt) {
      eachKeyTile(jt);
      SmallVector<Value> keyRow, rowIndex;
      for (int64_t k = 0; k < keys; ++k)
        keyRow.push_back(l.min(l.add(jt, l.c(k)), last));
      for (int64_t r = 0; r < rows; ++r)
        rowIndex.push_back(l.add(r0, l.c(r)));
      // Whole vectors of channels accumulate lane-wise in a loop (the
      // query loads stay inside it, not hoisted into spilled registers).
      SmallVector<Value> acc(keys * rows, zero);
      if (pairedChannels)
        acc = l.loop(l.c(0), l.c(pairedChannels), l.c(2 * t.lanes), acc,
                     [&](Value channel, ValueRange sums) {
                       SmallVector<Value> kv, qv, next(sums);
                       for (int64_t k = 0; k < keys; ++k)
                         kv.push_back(vector::LoadOp::create(
                             b, pairs, kBuf, keyAt(keyRow[k], channel)));
                       for (int64_t r = 0; r < rows; ++r)
                         qv.push_back(vector::LoadOp::create(
                             b, pairs, qPairs,
                             ValueRange{rowIndex[r], channel}));
                       for (int64_t k = 0; k < keys; ++k)
                         for (int64_t r = 0; r < rows; ++r) {
                           Value &a = next[k * rows + r];
                           a = x86vector::DotBF16Op::create(
                               b, a.getType(), a, kv[k], qv[r]);
                         }
                       return next;
                     });
      if (wholeChannels > pairedChannels)
        acc = l.loop(l.c(pairedChannels), l.c(wholeChannels), l.c(t.lanes),
                     acc,
                     [&](Value channel, ValueRange sums) {
                       SmallVector<Value> kv, qv, next(sums);
                       for (int64_t k = 0; k < keys; ++k)
                         kv.push_back(
                             loadKey(t.lanes, keyAt(keyRow[k], channel)));
                       for (int64_t r = 0; r < rows; ++r)
                         qv.push_back(vector::LoadOp::create(
                             b, vectorOf(t.lanes), qRows,
                             ValueRange{rowIndex[r], channel}));
                       for (int64_t k = 0; k < keys; ++k)
                         for (int64_t r = 0; r < rows; ++r) {
                           Value &a = next[k * rows + r];
                           a = vector::FMAOp::create(b, kv[k], qv[r], a);
                         }
                       return next;
                     });
      // A narrower last piece is summed on its own and added to the
      // folded result.
      SmallVector<Value> tails(keys * rows);
      for (auto [channel, width] : rowPieces(headDim - wholeChannels,
                                             t.lanes)) {
        for (int64_t k = 0; k < keys; ++k)
          for (int64_t r = 0; r < rows; ++r) {
            Value kv =
                loadKey(width, keyAt(keyRow[k], l.c(wholeChannels + channel)));
            Value qv = vector::LoadOp::create(
                b, vectorOf(width), qRows,
                ValueRange{rowIndex[r], l.c(wholeChannels + channel)});
            Value part = vector::ReductionOp::create(
                b, vector::CombiningKind::ADD,
                arith::MulFOp::create(b, kv, qv));
            Value &tail = tails[k * rows + r];
            tail = tail ? arith::AddFOp::create(b, tail, part) : part;
          }
      }
      SmallVector<Value> keySums = rowSumsPerKey(b, acc, keys);
      for (int64_t k = 0; k < keys; ++k) {
        Value sums = keySums[k];
        if (tails[k * rows])
          sums = arith::AddFOp::create(
              b, sums,
              vector::FromElementsOp::create(
                  b, vectorOf(rows), ArrayRef(tails).slice(k * rows, rows)));
        // keyBlock is a multiple of rowKeyTile: every key row lies in sTile.
        vector::StoreOp::create(b, sums, sTile,
                                ValueRange{l.add(jt, l.c(k)), r0});
      }
    });
  });
}
