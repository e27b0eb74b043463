//===- TileScores.cpp - A key block's scores ------------------------------===//
//
// A key block's scores by the score product the plan chose (FMA register
// tiles, the row-major product, bf16 dot products, AMX tiles), reading
// the keys from where the key source has them.
//
//===----------------------------------------------------------------------===//

#include "TileBuilder.h"

#include "PairedScores.h"
#include "RowScores.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// S[j][row] = sum_d K[j][d] qT[d][row] for the block's `count` keys, in
/// register tiles of keyTile keys x queryVectors vectors of rows (x 1
/// vector for the last rows). Rows of
/// K are read at kAt (batch, head, first row) of `kBuf`; a tile past the
/// last key re-reads it (those scores are masked).
void TileBuilder::scores(Value qT, Value kBuf, KeyAt keyAt, Value sTile,
                         Value rows, Value count) {
  Value last = arith::SubIOp::create(b, count, c(1));
  // `vectors` vectors of rows from row `cg` against `keys` keys from `jt`:
  // keys x vectors accumulators.
  auto tile = [&](Value jt, int64_t keys, Value cg, int64_t vectors) {
    SmallVector<Value> keyRow;
    for (int64_t r = 0; r < keys; ++r)
      keyRow.push_back(min(add(jt, c(r)), last));
    SmallVector<Value> zeros(keys * vectors, splatF32(0));
    ValueRange acc =
        loop(c(0), c(spec.headDim), c(1), zeros, [&](Value d, ValueRange acc) {
          SmallVector<Value> qv, next(acc);
          for (int64_t m = 0; m < vectors; ++m)
            qv.push_back(vector::LoadOp::create(
                b, lanesOf(f32), qT, ValueRange{d, add(cg, c(m * t.lanes))}));
          for (int64_t r = 0; r < keys; ++r) {
            Value kv = vector::BroadcastOp::create(
                b, lanesOf(f32),
                memref::LoadOp::create(b, kBuf, keyAt(keyRow[r], d)));
            for (int64_t m = 0; m < vectors; ++m) {
              Value &a = next[r * vectors + m];
              a = vector::FMAOp::create(b, kv, qv[m], a);
            }
          }
          return next;
        });
    // keyBlock is a multiple of every key tile (the plan's verifier):
    // every row lies in sTile.
    for (int64_t r = 0; r < keys; ++r)
      for (int64_t m = 0; m < vectors; ++m)
        vector::StoreOp::create(
            b, acc[r * vectors + m], sTile,
            ValueRange{add(jt, c(r)), add(cg, c(m * t.lanes))});
  };
  // Whole tiles of queryVectors vectors; the last single vectors of rows
  // (all of them in decode) take twice the keys, so as many accumulators
  // hide the FMA latency.
  const int64_t wide = t.queryVectors * t.lanes;
  Value wideEnd = mul(arith::DivUIOp::create(b, rows, c(wide)), c(wide));
  forEach(c(0), count, t.keyTile, [&](Value jt) {
    forEach(c(0), wideEnd, wide,
            [&](Value cg) { tile(jt, t.keyTile, cg, t.queryVectors); });
  });
  const int64_t narrowKeys = t.keyTile * t.queryVectors;
  forEach(c(0), count, narrowKeys, [&](Value jt) {
    forEach(wideEnd, rows, t.lanes,
            [&](Value cg) { tile(jt, narrowKeys, cg, 1); });
  });
}

/// The row of the next key block (key, kv head) that key `j` of the kv
/// head's pass over the block starting at `first` prefetches. With
/// prefetch_order = address, the passes of the item's kv heads over a
/// block request the next block's rows of all of them in address order:
/// pass h, key j asks for row h * keyBlock + j of the block ahead, counted
/// key by key and within a key kv head by kv head, which in a bshd cache
/// walks each key's rows of all kv heads in turn (docs/CPU.md, "Decode:
/// several kv heads per work item"). Otherwise, and for items of one kv
/// head, key j a block later of the same kv head.
std::pair<Value, Value> TileBuilder::rowAhead(Value first, Value j) {
  Value key = j, head = kvHead;
  if (t.prefetchInAddressOrder) {
    Value slot = add(mul(itemKvHead, c(t.keyBlock)), j);
    // slot / heads as (slot * ceil(2^32 / heads)) >> 32, exact for slots
    // below 2^32 / heads (they are below 64 x 4096): a division per
    // prefetch cost a bf16 decode about 6%.
    key = arith::ShRUIOp::create(b, mul(slot, headsReciprocal), c(32));
    head = add(arg(kTileKvHead),
               arith::SubIOp::create(b, slot,
                                     mul(key, arg(kTileItemKvHeads))));
  }
  key = min(add(add(first, c(t.keyBlock)), key), lastKey);
  return {key, head};
}

/// Prefetches (into L2) row (key, head) of `source` (k or v layout,
/// `width` channels).
void TileBuilder::prefetchRow(Value source, int64_t width,
                              std::pair<Value, Value> row) {
  auto type = cast<MemRefType>(source.getType());
  int64_t perLine = 64 * 8 / type.getElementTypeBitWidth();
  for (int64_t channel = 0; channel < width; channel += perLine)
    memref::PrefetchOp::create(
        b, source, spec.at(arg(kTileBatch), row.first, row.second, c(channel)),
        /*isWrite=*/false, /*localityHint=*/2, /*isDataCache=*/true);
}

void TileBuilder::rowScores(Value qRows, Value kBuf, KeyAt keyAt, Value sTile,
                            Value first, Value count) {
  Value realRows = mul(arg(kTileHeads), perHead);
  // Few rows do little work per key: the loads of a key row would stall
  // on memory (rows of a bshd cache lie a page apart, out of the hardware
  // prefetchers' reach), so the next block's rows are requested while
  // this one is computed: past the item's own keys too, as the next split
  // of the same head is usually this thread's next item.
  // Value rows P.V reads where they lie are prefetched there, spread over
  // its key loop: issued here with the keys' (a burst the memory system
  // partly dropped) they left P.V waiting on memory past the L3.
  Value valuesPacked = logicalNot(valuesInPlace);
  auto prefetchNext = [&](Value row) {
    SmallVector<std::pair<Value, Value>> ahead;
    for (int64_t k = 0; k < t.rowKeyTile; ++k) {
      ahead.push_back(rowAhead(first, add(row, c(k))));
      prefetchRow(arg(kTileK), spec.headDim, ahead.back());
    }
    ifThen(valuesPacked, [&] {
      for (std::pair<Value, Value> next : ahead)
        prefetchRow(arg(kTileV), spec.valueDim, next);
    });
  };
  buildRowScores(b, t, spec.headDim, qRows, qPairs, realRows, kBuf, keyAt,
                 sTile, count, prefetchNext);
}

void TileBuilder::blockScores(Value qT, Value qRows, Value fewRows, Value kBuf,
                              KeyAt keyAt, Value sTile, Value rows, Value first,
                              Value count) {
  if (!qRows)
    return scores(qT, kBuf, keyAt, sTile, rows, count);
  ifElse(
      fewRows, {},
      [&] {
        rowScores(qRows, kBuf, keyAt, sTile, first, count);
        return SmallVector<Value>{};
      },
      [&] {
        scores(qT, kBuf, keyAt, sTile, rows, count);
        return SmallVector<Value>{};
      });
}

SmallVector<Value> TileBuilder::cacheAt(const KeyBlock &block, Value row,
                                        Value d) {
  return spec.at(arg(kTileBatch), add(block.first, row), kvHead, d);
}

void TileBuilder::scoresOnAmx(const KeyBlock &block) {
  // Keys rotated (or copied) straight into the bf16 rows the tiles read;
  // keys rotated once are read back from the f32 buffer.
  ifElse(
      arg(kTileUseRotatedK), {},
      [&] {
        amx->packKeyRows(
            arg(kTileRotatedK),
            [&](Value row, Value d) {
              return SmallVector<Value>{arg(kTileBatch), kvHead,
                                        add(block.first, row), d};
            },
            amxOperands.kRows, block.count);
        return SmallVector<Value>{};
      },
      [&] {
        keyRows(
            amxOperands.kRows,
            [&](Value j) {
              return SmallVector<Value>{j, c(0)};
            },
            block.first, block.count);
        return SmallVector<Value>{};
      });
  amx->scores(amxOperands.kRows, amxOperands.qPairs, scratch.sTile, rows,
              block.count);
}

void TileBuilder::scoresOfPackedKeys(const KeyBlock &block, Value rowMajor) {
  // Keys packed into f32 rows (rotated there, or widened), scored by the
  // row-major product too unless `rowMajor` is null.
  Type kType = tileBufferType(spec, kTileRotatedK);
  Type indexType = b.getIndexType();
  ValueRange kAt = ifElse(
      arg(kTileUseRotatedK), {kType, indexType, indexType, indexType},
      [&] {
        return SmallVector<Value>{arg(kTileRotatedK), arg(kTileBatch), kvHead,
                                  block.first};
      },
      [&] {
        keyRows(
            scratch.kBlock,
            [&](Value j) {
              return SmallVector<Value>{c(0), c(0), j, c(0)};
            },
            block.first, block.count);
        Value cast = memref::CastOp::create(b, kType, scratch.kBlock);
        return SmallVector<Value>{cast, c(0), c(0), c(0)};
      });
  blockScores(
      qT, rowMajor, fewRows, kAt[0],
      [&](Value row, Value d) {
        return SmallVector<Value>{kAt[1], kAt[2], add(kAt[3], row), d};
      },
      scratch.sTile, rows, block.first, block.count);
}

void TileBuilder::scoresOnDots(const KeyBlock &block) {
  // The block's keys as bf16 rows for the dot products: a rotated cache's
  // copied, keys rotated once rounded, others rotated here.
  Value keyPairRows = scratch.keyPairRows;
  auto rowAt = [&](Value j) { return SmallVector<Value>{j, c(0)}; };
  auto fillKeyPairRows = [&] {
    if (spec.keysRotated)
      return packRows(arg(kTileK), keyPieces, keyPairRows, rowAt, block.first,
                      block.count);
    ifElse(
        arg(kTileUseRotatedK), {},
        [&] {
          buildBF16KeyRows(
              b, t.lanes, spec.headDim, arg(kTileRotatedK),
              [&](Value j, Value d) {
                return SmallVector<Value>{arg(kTileBatch), kvHead,
                                          add(block.first, j), d};
              },
              keyPairRows, block.count);
          return SmallVector<Value>{};
        },
        [&] {
          keyRows(keyPairRows, rowAt, block.first, block.count);
          return SmallVector<Value>{};
        });
  };
  ifElse(
      fewRows, {},
      [&] {
        // A rotated cache is read where it lies.
        if (spec.keysRotated) {
          rowScores(
              qRows, arg(kTileK),
              [&](Value row, Value d) { return cacheAt(block, row, d); },
              scratch.sTile, block.first, block.count);
        } else {
          fillKeyPairRows();
          rowScores(
              qRows, keyPairRows,
              [&](Value row, Value d) {
                return SmallVector<Value>{row, d};
              },
              scratch.sTile, block.first, block.count);
        }
        return SmallVector<Value>{};
      },
      [&] {
        fillKeyPairRows();
        buildPairedScores(b, t, spec.headDim, queryPairs, keyPairRows,
                          scratch.sTile, rows, block.count);
        return SmallVector<Value>{};
      });
}

void TileBuilder::scoresOnFmas(const KeyBlock &block) {
  auto inPlace = [&](Value row, Value d) { return cacheAt(block, row, d); };
  switch (keySource) {
  case KeySource::CacheInPlace:
    // A rotated f32 cache is read where it lies.
    return blockScores(qT, qRows, fewRows, arg(kTileK), inPlace, scratch.sTile,
                       rows, block.first, block.count);
  case KeySource::RotatedByItem:
    return scoresOfPackedKeys(block, qRows);
  case KeySource::NarrowCache:
    if (!qRows)
      return scoresOfPackedKeys(block, qRows);
    // Items of few rows read each key row once, so they widen it in
    // registers where it lies.
    ifElse(
        fewRows, {},
        [&] {
          rowScores(qRows, arg(kTileK), inPlace, scratch.sTile, block.first,
                    block.count);
          return SmallVector<Value>{};
        },
        [&] {
          scoresOfPackedKeys(block, Value());
          return SmallVector<Value>{};
        });
    return;
  }
}
