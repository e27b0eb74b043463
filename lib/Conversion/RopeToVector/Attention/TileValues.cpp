//===- TileValues.cpp - P.V of a key block --------------------------------===//
//
// P.V of a key block by the value product the plan chose (FMA register
// tiles, paired values on bf16 dot products, AMX tiles).
//
//===----------------------------------------------------------------------===//

#include "TileBuilder.h"

#include "PairedValues.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// O[row] = alpha[row] O[row] + sum_j P[j][row] V[j], in register tiles of
/// outputRows rows x valueVectors pieces; P is broadcast from the tile.
/// `vBuf` may hold a narrower float type (widened as it is loaded).
void TileBuilder::accumulate(Value sTile, Value alpha, Value vBuf,
                             ValueAt valueAt, Value rows, Value count,
                             function_ref<void(Value j)> eachKey) {
  Value out = arg(kTilePartialOut);
  Type valueType = cast<MemRefType>(vBuf.getType()).getElementType();
  // A register tile may be taller than the packed scores' rows (a stored
  // plan's output_rows above 4): its padding rows read the last one.
  Value lastScoreRow =
      arith::SubIOp::create(b, memref::DimOp::create(b, sTile, 1), c(1));
  forEach(c(0), rows, t.outputRows, [&](Value r0) {
    for (size_t p0 = 0; p0 < valuePieces.size(); p0 += t.valueVectors) {
      ArrayRef<std::pair<int64_t, int64_t>> pieces =
          ArrayRef(valuePieces)
              .slice(p0,
                     std::min<size_t>(t.valueVectors, valuePieces.size() - p0));
      SmallVector<Value> init;
      for (int64_t r = 0; r < t.outputRows; ++r) {
        Value row = add(r0, c(r));
        Value a = memref::LoadOp::create(b, alpha, row);
        for (auto [channel, width] : pieces) {
          Value o = vector::LoadOp::create(b, lanesOf(f32, width), out,
                                           ValueRange{part, row, c(channel)});
          init.push_back(arith::MulFOp::create(
              b, o, vector::BroadcastOp::create(b, lanesOf(f32, width), a)));
        }
      }
      ValueRange acc =
          loop(c(0), count, c(1), init, [&](Value j, ValueRange acc) {
            if (eachKey && p0 == 0)
              eachKey(j);
            SmallVector<Value> values, next(acc);
            for (auto [channel, width] : pieces)
              values.push_back(toF32(vector::LoadOp::create(
                  b, lanesOf(valueType, width), vBuf, valueAt(j, c(channel)))));
            for (int64_t r = 0; r < t.outputRows; ++r) {
              Value p = memref::LoadOp::create(
                  b, sTile, ValueRange{j, min(add(r0, c(r)), lastScoreRow)});
              for (auto [index, piece] : llvm::enumerate(pieces)) {
                Value &a = next[r * pieces.size() + index];
                a = vector::FMAOp::create(b,
                                          vector::BroadcastOp::create(
                                              b, lanesOf(f32, piece.second), p),
                                          values[index], a);
              }
            }
            return next;
          });
      for (int64_t r = 0; r < t.outputRows; ++r)
        for (auto [index, piece] : llvm::enumerate(pieces))
          vector::StoreOp::create(
              b, acc[r * pieces.size() + index], out,
              ValueRange{part, add(r0, c(r)), c(piece.first)});
    }
  });
}

void TileBuilder::valuesOnAmx(const KeyBlock &block) {
  amx->transposeProbabilities(scratch.sTile, amxOperands.pRows, rows);
  amx->packValuePairs(
      arg(kTileV),
      [&](Value key) { return spec.at(arg(kTileBatch), key, kvHead, c(0)); },
      amxOperands.vPairs, block.first, block.count);
  amx->accumulate(amxOperands.pRows, amxOperands.vPairs, scratch.alpha,
                  arg(kTilePartialOut), part, rows);
}

void TileBuilder::valuesOnVectors(const KeyBlock &block) {
  // Values are packed, even f32 ones: rows of a bshd input lie Hkv * Dv
  // apart, often a multiple of 4 KiB, and would thrash L1 sets when
  // several groups of rows read them. One group (decode) reads each value
  // row once: rows are read where they lie (widened in registers when
  // narrower than f32).
  const bool paired = valueProduct == ValueProduct::BF16Dots;
  auto valueAt = [&](Value j, Value channel) {
    return spec.at(arg(kTileBatch), add(block.first, j), kvHead, channel);
  };
  auto pairedProduct = [&](Value pairs, function_ref<void(Value)> eachKey) {
    buildPairedValueProduct(b, t, spec.valueDim,
                            {scratch.sTile, scratch.pairRows,
                             scratch.probabilityPairs, scratch.alpha,
                             arg(kTilePartialOut), part, arg(kTileV), valueAt,
                             pairs, outputRows, block.count, eachKey});
  };
  auto packed = [&] {
    if (paired) {
      // Interleaved once for every register tile of rows.
      buildValuePairs(b, t.lanes, spec.valueDim, arg(kTileV), valueAt,
                      scratch.valuePairs, ceilDiv(block.count, c(2)),
                      block.count);
      pairedProduct(scratch.valuePairs, {});
      return SmallVector<Value>{};
    }
    packRows(
        arg(kTileV), valuePieces, scratch.vBlock,
        [&](Value j) {
          return SmallVector<Value>{j, c(0)};
        },
        block.first, block.count);
    accumulate(
        scratch.sTile, scratch.alpha, scratch.vBlock,
        [&](Value j, Value channel) {
          return SmallVector<Value>{j, channel};
        },
        outputRows, block.count);
    return SmallVector<Value>{};
  };
  ifElse(
      valuesInPlace, {},
      [&] {
        auto prefetchValues = [&](Value j) {
          prefetchRow(arg(kTileV), spec.valueDim, rowAhead(block.first, j));
        };
        if (paired)
          pairedProduct(Value(), prefetchValues);
        else
          accumulate(scratch.sTile, scratch.alpha, arg(kTileV), valueAt,
                     outputRows, block.count, prefetchValues);
        return SmallVector<Value>{};
      },
      packed);
}
