//===- AttentionAmx.cpp - The attention products on AMX tiles -------------===//

#include "AttentionAmx.h"
#include "PairedScores.h"
#include "PairedValues.h"
#include "SquareTranspose.h"

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
constexpr int64_t kTile = kAmxTileRows;
constexpr int64_t kPairs = kAmxOperandColumns; // bf16 per operand row

amx::TileType operandTile(MLIRContext *context) {
  return amx::TileType::get({kTile, kPairs}, BFloat16Type::get(context));
}
amx::TileType accumulatorTile(MLIRContext *context) {
  return amx::TileType::get({kTile, kAmxAccumulatorColumns},
                            Float32Type::get(context));
}
} // namespace

AmxBuilder::AmxBuilder(ImplicitLocOpBuilder &b, int64_t headDim,
                       int64_t valueDim, int64_t keyBlock)
    : LoopBuilder{b}, headDim(headDim),
      paddedHead(amxPaddedHead(headDim)),
      valueDim(valueDim), keyBlock(keyBlock) {}

void AmxBuilder::zeroPaddingChannels(Value kRows) {
  if (paddedHead == headDim)
    return;
  Value zero = arith::ConstantOp::create(b, b.getZeroAttr(b.getBF16Type()));
  forEach(c(0), c(keyBlock), 1, [&](Value j) {
    forEach(c(headDim), c(paddedHead), 1, [&](Value d) {
      memref::StoreOp::create(b, zero, kRows, ValueRange{j, d});
    });
  });
}

void AmxBuilder::packQueryPairs(Value qT, Value qPairs, Value rows) {
  auto lanes = VectorType::get({kTile}, b.getF32Type());
  auto pairs = VectorType::get({2 * kTile}, b.getBF16Type());
  Value zeros = arith::ConstantOp::create(
      b, DenseElementsAttr::get(lanes, b.getF32FloatAttr(0)));
  auto storeLastPair = [&](Value pair, Value rv, Value even) {
    Value x = vector::LoadOp::create(b, lanes, qT, ValueRange{even, rv});
    Value both = vector::InterleaveOp::create(b, x, zeros);
    vector::StoreOp::create(b, arith::TruncFOp::create(b, pairs, both),
                            qPairs, ValueRange{pair, mul(rv, c(2))});
  };
  buildQueryPairs(b, kTile, headDim, qT, qPairs, rows);
  // Pairs past the head dim: 0, or an odd head dim's last channel and 0.
  Value zeroPairs = arith::ConstantOp::create(
      b, DenseElementsAttr::get(pairs, b.getZeroAttr(b.getBF16Type())));
  for (int64_t pair = headDim / 2; pair < paddedHead / 2; ++pair)
    forEach(c(0), rows, kTile, [&](Value rv) {
      if (2 * pair < headDim) // an odd head dim's last channel
        return storeLastPair(c(pair), rv, c(2 * pair));
      vector::StoreOp::create(b, zeroPairs, qPairs,
                              ValueRange{c(pair), mul(rv, c(2))});
    });
}

void AmxBuilder::packKeyRows(
    Value kBuf, function_ref<SmallVector<Value>(Value, Value)> keyAt,
    Value kRows, Value count) {
  buildBF16KeyRows(b, kTile, headDim, kBuf, keyAt, kRows, count);
}

void AmxBuilder::scores(Value kRows, Value qPairs, Value sTile, Value rows,
                        Value count) {
  MLIRContext *context = b.getContext();
  forEach(c(0), count, kTile, [&](Value kt) {
    forEach(c(0), rows, kTile, [&](Value rt) {
      Value acc = amx::TileZeroOp::create(b, accumulatorTile(context));
      for (int64_t d = 0; d < paddedHead; d += kPairs) {
        Value keys = amx::TileLoadOp::create(b, operandTile(context), kRows,
                                             ValueRange{kt, c(d)});
        Value queries = amx::TileLoadOp::create(
            b, operandTile(context), qPairs,
            ValueRange{c(d / 2), mul(rt, c(2))});
        acc = amx::TileMulFOp::create(b, acc.getType(), keys, queries, acc);
      }
      amx::TileStoreOp::create(b, sTile, ValueRange{kt, rt}, acc);
    });
  });
}

void AmxBuilder::transposeProbabilities(Value sTile, Value pRows,
                                        Value rows) {
  auto row = VectorType::get({kTile}, b.getF32Type());
  auto rounded = VectorType::get({kTile}, b.getBF16Type());
  forEach(c(0), rows, kTile, [&](Value rt) {
    forEach(c(0), c(keyBlock), kTile, [&](Value kt) {
      SmallVector<Value> keyRows;
      for (int64_t i = 0; i < kTile; ++i)
        keyRows.push_back(vector::LoadOp::create(
            b, row, sTile, ValueRange{add(kt, c(i)), rt}));
      for (auto [i, probabilities] :
           llvm::enumerate(transposeSquare(b, keyRows)))
        vector::StoreOp::create(
            b, arith::TruncFOp::create(b, rounded, probabilities), pRows,
            ValueRange{add(rt, c(i)), kt});
    });
  });
}

void AmxBuilder::packValuePairs(
    Value values, function_ref<SmallVector<Value>(Value key)> valueAt,
    Value vPairs, Value first, Value count) {
  // Every pair of the block: the tiles multiply all of it.
  buildValuePairs(
      b, kTile, valueDim, values,
      [&](Value j, Value channel) {
        SmallVector<Value> at = valueAt(add(first, j));
        at.back() = add(at.back(), channel);
        return at;
      },
      vPairs, c(keyBlock / 2), count);
}

void AmxBuilder::accumulate(Value pRows, Value vPairs, Value alpha,
                            Value out, Value part, Value rows) {
  MLIRContext *context = b.getContext();
  auto lanes = VectorType::get({kTile}, b.getF32Type());
  // O = alpha O first: the tiles only add.
  forEach(c(0), rows, 1, [&](Value r) {
    Value a = vector::BroadcastOp::create(
        b, lanes, memref::LoadOp::create(b, alpha, r));
    for (int64_t channel = 0; channel < valueDim; channel += kTile) {
      SmallVector<Value> at{part, r, c(channel)};
      Value o = vector::LoadOp::create(b, lanes, out, at);
      vector::StoreOp::create(b, arith::MulFOp::create(b, o, a), out, at);
    }
  });
  forEach(c(0), rows, kTile, [&](Value rt) {
    forEach(c(0), c(valueDim), kAmxAccumulatorColumns, [&](Value ct) {
      Value acc = amx::TileLoadOp::create(b, accumulatorTile(context), out,
                                          ValueRange{part, rt, ct});
      for (int64_t k = 0; k < keyBlock; k += kPairs) {
        Value probabilities = amx::TileLoadOp::create(
            b, operandTile(context), pRows, ValueRange{rt, c(k)});
        Value values = amx::TileLoadOp::create(
            b, operandTile(context), vPairs,
            ValueRange{c(k / 2), mul(ct, c(2))});
        acc = amx::TileMulFOp::create(b, acc.getType(), probabilities, values,
                                      acc);
      }
      amx::TileStoreOp::create(b, out, ValueRange{part, rt, ct}, acc);
    });
  });
}
