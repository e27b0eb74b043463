//===- PairedValues.cpp - P.V on bf16 dot products ------------------------===//

#include "PairedValues.h"
#include "rope/Codegen/Common/LoopBuilder.h"
#include "RowScores.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

bool mlir::rope::detail::pairedValuesApply(const AttentionTiling &t,
                                           Type valueElement,
                                           int64_t valueDim) {
  return valueElement.isBF16() && valueDim % t.lanes == 0 &&
         t.keyBlock % 2 == 0 && rowScoresApply(t);
}

void mlir::rope::detail::zeroPairedProbabilities(ImplicitLocOpBuilder &b,
                                                 const AttentionTiling &t,
                                                 Value pairs, Value rows) {
  LoopBuilder l{b};
  auto quad = VectorType::get({kRowScoreRows}, b.getI32Type());
  Value zero = arith::ConstantOp::create(
      b, DenseElementsAttr::get(quad, b.getI32IntegerAttr(0)));
  l.forEach(l.c(0), l.c(t.keyBlock / 2), 1, [&](Value jp) {
    l.forEach(l.c(0), rows, kRowScoreRows, [&](Value r) {
      vector::StoreOp::create(b, zero, pairs, ValueRange{jp, r});
    });
  });
}

namespace {
/// Keys 2p and 2p + 1 of the block: the rows read (a key at or past
/// `count` reads the last key's) and whether each lies in the block (null:
/// known to). Keys past the block become 0: their probability is 0, and
/// 0 * inf would not be.
struct KeyPair {
  Value rows[2], inBlock[2];
};

KeyPair keyPairOf(LoopBuilder &l, Value pair, Value count,
                  bool firstInBlock) {
  ImplicitLocOpBuilder &b = l.b;
  Value last = arith::SubIOp::create(b, count, l.c(1));
  KeyPair keys;
  for (int64_t k = 0; k < 2; ++k) {
    Value j = l.add(l.mul(pair, l.c(2)), l.c(k));
    keys.rows[k] = k == 0 && firstInBlock ? j : l.min(j, last);
    if (k == 1 || !firstInBlock)
      keys.inBlock[k] =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ult, j, count);
  }
  return keys;
}

/// Channels [channel, channel + vectors x lanes) of both keys' value rows
/// as `vectors` vectors of pairs. The rows are read 2 x lanes channels per
/// load and the pairs taken from both by one two-source shuffle per
/// vector: narrower loads placed into wide registers cost x86 a broadcast
/// each.
SmallVector<Value> interleavedRows(ImplicitLocOpBuilder &b, int64_t lanes,
                                   int64_t vectors, Value values,
                                   ValueIndices valueAt, const KeyPair &keys,
                                   int64_t channel) {
  LoopBuilder l{b};
  SmallVector<Value> pairs;
  for (int64_t v0 = 0; v0 < vectors; v0 += 2) {
    const int64_t width = std::min<int64_t>(2, vectors - v0) * lanes;
    auto bits = VectorType::get({width}, b.getI16Type());
    SmallVector<Value> rows;
    for (int64_t k = 0; k < 2; ++k) {
      Value row = vector::BitCastOp::create(
          b, bits,
          vector::LoadOp::create(
              b, VectorType::get({width}, b.getBF16Type()), values,
              valueAt(keys.rows[k], l.c(channel + v0 * lanes))));
      if (keys.inBlock[k])
        row = arith::SelectOp::create(
            b, keys.inBlock[k], row,
            arith::ConstantOp::create(
                b, DenseElementsAttr::get(
                       bits, b.getIntegerAttr(b.getI16Type(), 0))));
      rows.push_back(row);
    }
    for (int64_t first = 0; first < width; first += lanes) {
      SmallVector<int64_t> mask;
      for (int64_t i = first; i < first + lanes; ++i)
        mask.append({i, width + i});
      pairs.push_back(vector::BitCastOp::create(
          b, VectorType::get({2 * lanes}, b.getBF16Type()),
          vector::ShuffleOp::create(b, rows[0], rows[1], mask)));
    }
  }
  return pairs;
}
} // namespace

void mlir::rope::detail::buildValuePairs(ImplicitLocOpBuilder &b,
                                         int64_t lanes, int64_t valueDim,
                                         Value values, ValueIndices valueAt,
                                         Value valuePairs, Value pairs,
                                         Value count) {
  LoopBuilder l{b};
  l.forEach(l.c(0), pairs, 1, [&](Value jp) {
    KeyPair keys = keyPairOf(l, jp, count, /*firstInBlock=*/false);
    for (auto [v, pair] : llvm::enumerate(interleavedRows(
             b, lanes, valueDim / lanes, values, valueAt, keys, 0)))
      vector::StoreOp::create(b, pair, valuePairs,
                              ValueRange{jp, l.c(2 * int64_t(v) * lanes)});
  });
}

void mlir::rope::detail::buildPairedValueProduct(
    ImplicitLocOpBuilder &b, const AttentionTiling &t, int64_t valueDim,
    const PairedValueOperands &o) {
  LoopBuilder l{b};
  Type f32 = b.getF32Type(), bf16 = b.getBF16Type(), i32 = b.getI32Type();
  Value pairCount = l.ceilDiv(o.count, l.c(2));

  // Probabilities of keys 2p and 2p + 1 rounded to one bf16 pair per row
  // (the second 0 past the block's last key).
  auto quad = VectorType::get({kRowScoreRows}, f32);
  Value zeroQuad = arith::ConstantOp::create(
      b, DenseElementsAttr::get(quad, b.getF32FloatAttr(0)));
  l.forEach(l.c(0), pairCount, 1, [&](Value jp) {
    Value j0 = l.mul(jp, l.c(2)), j1 = l.add(j0, l.c(1));
    Value second = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, j1,
                                         o.count);
    l.forEach(l.c(0), o.pairRows, kRowScoreRows, [&](Value r) {
      Value p0 = vector::LoadOp::create(b, quad, o.probabilities,
                                        ValueRange{j0, r});
      // Key blocks are whole pairs: row j1 lies in the tile.
      Value p1 = arith::SelectOp::create(
          b, second,
          vector::LoadOp::create(b, quad, o.probabilities, ValueRange{j1, r}),
          zeroQuad);
      Value rounded = arith::TruncFOp::create(
          b, VectorType::get({2 * kRowScoreRows}, bf16),
          vector::InterleaveOp::create(b, p0, p1));
      vector::StoreOp::create(
          b,
          vector::BitCastOp::create(
              b, VectorType::get({kRowScoreRows}, i32), rounded),
          o.pairs, ValueRange{jp, r});
    });
  });

  auto lanesOf = [&](Type element, int64_t n) {
    return VectorType::get({n}, element);
  };
  const int64_t vectors = valueDim / t.lanes;
  l.forEach(l.c(0), o.rows, t.outputRows, [&](Value r0) {
    for (int64_t v0 = 0; v0 < vectors; v0 += t.valueVectors) {
      const int64_t width = std::min(t.valueVectors, vectors - v0);
      auto channelOf = [&](int64_t v) { return (v0 + v) * t.lanes; };
      SmallVector<Value> init;
      for (int64_t r = 0; r < t.outputRows; ++r) {
        Value row = l.add(r0, l.c(r));
        Value scale = vector::BroadcastOp::create(
            b, lanesOf(f32, t.lanes), memref::LoadOp::create(b, o.alpha, row));
        for (int64_t v = 0; v < width; ++v)
          init.push_back(arith::MulFOp::create(
              b,
              vector::LoadOp::create(b, lanesOf(f32, t.lanes), o.out,
                                     ValueRange{o.part, row,
                                                l.c(channelOf(v))}),
              scale));
      }
      ValueRange acc = l.loop(
          l.c(0), pairCount, l.c(1), init, [&](Value jp, ValueRange acc) {
            Value j0 = l.mul(jp, l.c(2));
            if (o.eachKey && v0 == 0) {
              o.eachKey(j0);
              o.eachKey(l.add(j0, l.c(1)));
            }
            SmallVector<Value> valuePairs, next(acc);
            if (o.valuePairs) {
              for (int64_t v = 0; v < width; ++v)
                valuePairs.push_back(vector::LoadOp::create(
                    b, lanesOf(bf16, 2 * t.lanes), o.valuePairs,
                    ValueRange{jp, l.c(2 * channelOf(v))}));
            } else {
              // Pairs below pairCount: key 2p lies in the block.
              KeyPair keys =
                  keyPairOf(l, jp, o.count, /*firstInBlock=*/true);
              valuePairs = interleavedRows(b, t.lanes, width, o.values,
                                           o.valueAt, keys, channelOf(0));
            }
            for (int64_t r = 0; r < t.outputRows; ++r) {
              Value weights = vector::BitCastOp::create(
                  b, lanesOf(bf16, 2 * t.lanes),
                  vector::BroadcastOp::create(
                      b, lanesOf(i32, t.lanes),
                      memref::LoadOp::create(
                          b, o.pairs, ValueRange{jp, l.add(r0, l.c(r))})));
              for (int64_t v = 0; v < width; ++v) {
                Value &a = next[r * width + v];
                a = x86vector::DotBF16Op::create(b, a.getType(), a,
                                                 valuePairs[v], weights);
              }
            }
            return next;
          });
      for (int64_t r = 0; r < t.outputRows; ++r)
        for (int64_t v = 0; v < width; ++v)
          vector::StoreOp::create(
              b, acc[r * width + v], o.out,
              ValueRange{o.part, l.add(r0, l.c(r)), l.c(channelOf(v))});
    }
  });
}
