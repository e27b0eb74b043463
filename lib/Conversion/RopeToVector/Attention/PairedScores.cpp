//===- PairedScores.cpp - Scores of many rows on bf16 dot products --------===//

#include "PairedScores.h"
#include "IndexArithmetic.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

bool mlir::rope::detail::pairedScoresApply(Type keyElement, int64_t headDim) {
  return keyElement.isBF16() && headDim % 2 == 0;
}

void mlir::rope::detail::buildQueryPairs(ImplicitLocOpBuilder &b,
                                         int64_t lanes, int64_t headDim,
                                         Value qT, Value queryPairs,
                                         Value rows) {
  LoopBuilder l{b};
  auto vector = VectorType::get({lanes}, b.getF32Type());
  l.forEach(l.c(0), l.c(headDim / 2), 1, [&](Value i) {
    Value d = l.mul(i, l.c(2));
    l.forEach(l.c(0), rows, lanes, [&](Value r) {
      Value even = vector::LoadOp::create(b, vector, qT, ValueRange{d, r});
      Value odd = vector::LoadOp::create(b, vector, qT,
                                         ValueRange{l.add(d, l.c(1)), r});
      Value pairs = arith::TruncFOp::create(
          b, VectorType::get({2 * lanes}, b.getBF16Type()),
          vector::InterleaveOp::create(b, even, odd));
      vector::StoreOp::create(b, pairs, queryPairs,
                              ValueRange{i, l.mul(r, l.c(2))});
    });
  });
}

void mlir::rope::detail::buildBF16KeyRows(
    ImplicitLocOpBuilder &b, int64_t lanes, int64_t headDim, Value kBuf,
    function_ref<SmallVector<Value>(Value, Value)> keyAt, Value kRows,
    Value count) {
  LoopBuilder l{b};
  l.forEach(l.c(0), count, 1, [&](Value j) {
    for (auto [channel, width] : rowPieces(headDim, lanes)) {
      Value x = vector::LoadOp::create(
          b, VectorType::get({width}, b.getF32Type()), kBuf,
          keyAt(j, l.c(channel)));
      Value rounded = arith::TruncFOp::create(
          b, VectorType::get({width}, b.getBF16Type()), x);
      vector::StoreOp::create(b, rounded, kRows, ValueRange{j, l.c(channel)});
    }
  });
}

void mlir::rope::detail::buildPairedScores(ImplicitLocOpBuilder &b,
                                           const AttentionTiling &t,
                                           int64_t headDim, Value queryPairs,
                                           Value kRows, Value sTile,
                                           Value rows, Value count) {
  LoopBuilder l{b};
  Type f32 = b.getF32Type(), bf16 = b.getBF16Type(), i32 = b.getI32Type();
  auto accType = VectorType::get({t.lanes}, f32);
  auto pairType = VectorType::get({2 * t.lanes}, bf16);
  auto wordType = VectorType::get({t.lanes}, i32);
  Value last = arith::SubIOp::create(b, count, l.c(1));
  // Key j's channels 2i and 2i + 1 as one word, broadcast.
  auto keyPair = [&](Value j, Value i) -> Value {
    Value pair = vector::LoadOp::create(b, VectorType::get({2}, bf16), kRows,
                                        ValueRange{j, l.mul(i, l.c(2))});
    Value word = vector::BitCastOp::create(b, VectorType::get({1}, i32), pair);
    return vector::BitCastOp::create(
        b, pairType, vector::BroadcastOp::create(b, wordType, word));
  };
  auto tile = [&](Value jt, int64_t keys, Value cg, int64_t vectors) {
    SmallVector<Value> keyRow;
    for (int64_t k = 0; k < keys; ++k)
      keyRow.push_back(l.min(l.add(jt, l.c(k)), last));
    Value zero = arith::ConstantOp::create(
        b, DenseElementsAttr::get(accType, b.getF32FloatAttr(0)));
    SmallVector<Value> zeros(keys * vectors, zero);
    ValueRange acc = l.loop(
        l.c(0), l.c(headDim / 2), l.c(1), zeros,
        [&](Value i, ValueRange acc) {
          SmallVector<Value> qv, next(acc);
          for (int64_t m = 0; m < vectors; ++m)
            qv.push_back(vector::LoadOp::create(
                b, pairType, queryPairs,
                ValueRange{i, l.mul(l.add(cg, l.c(m * t.lanes)), l.c(2))}));
          for (int64_t k = 0; k < keys; ++k) {
            Value word = keyPair(keyRow[k], i);
            for (int64_t m = 0; m < vectors; ++m) {
              Value &a = next[k * vectors + m];
              a = x86vector::DotBF16Op::create(b, accType, a, qv[m], word);
            }
          }
          return next;
        });
    // keyBlock is a multiple of every key tile (the plan's verifier).
    for (int64_t k = 0; k < keys; ++k)
      for (int64_t m = 0; m < vectors; ++m)
        vector::StoreOp::create(
            b, acc[k * vectors + m], sTile,
            ValueRange{l.add(jt, l.c(k)), l.add(cg, l.c(m * t.lanes))});
  };
  const int64_t wide = t.queryVectors * t.lanes;
  Value wideEnd =
      l.mul(arith::DivUIOp::create(b, rows, l.c(wide)), l.c(wide));
  l.forEach(l.c(0), count, t.keyTile, [&](Value jt) {
    l.forEach(l.c(0), wideEnd, wide,
              [&](Value cg) { tile(jt, t.keyTile, cg, t.queryVectors); });
  });
  const int64_t narrowKeys = t.keyTile * t.queryVectors;
  l.forEach(l.c(0), count, narrowKeys, [&](Value jt) {
    l.forEach(wideEnd, rows, t.lanes,
              [&](Value cg) { tile(jt, narrowKeys, cg, 1); });
  });
}
