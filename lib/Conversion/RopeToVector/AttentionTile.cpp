//===- AttentionTile.cpp - One work item of the CPU attention kernel ------===//
//
// A work item is (batch, kv head, a chunk of that kv head's query heads, a
// query block, a range of keys); an item of few rows may take several
// consecutive kv heads, each with its own packed queries and partial
// results, read in turn within each key block (docs/CPU.md, "Decode:
// several kv heads per work item"). Its rows are (head of the chunk, query of
// the block), densely: a block holds min(queryBlock, Sq) queries, so decode
// (one query) packs the group's heads into one vector instead of padding
// each head to a block. Rows are padded to whole vectors. Scores are held
// transposed, keys x rows, so the online softmax runs along rows with plain
// vector ops (no horizontal reductions):
//
//   qT[d][row]      = scale * rope(q)[row][d]            (once per item)
//   S[key][row]     = sum_d K[key][d] * qT[d][row]       (register tiles:
//                     keyTile keys x queryVectors vectors, K broadcast)
//   m, l, alpha     online softmax per row, in f32
//   O[row][c]       = alpha[row] * O[row][c] + sum_key S[key][row] V[key][c]
//                     (register tiles: outputRows rows x valueVectors)
//
// O, m and l live in the partial-result buffers the merge phase reads.
//
//===----------------------------------------------------------------------===//

#include "AttentionAmx.h"
#include "AttentionKernel.h"
#include "LoopBuilder.h"
#include "PackedSoftmax.h"
#include "PairedScores.h"
#include "PairedValues.h"
#include "RowKernel.h"
#include "RowScores.h"

#include "rope/Codegen/Common/ExpF32.h"
#include "rope/Codegen/Common/RotationTables.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

SmallVector<Value> AttentionSpec::at(Value b, Value s, Value h,
                                     Value c) const {
  SmallVector<Value> indices;
  for (char role : layout.getAxes())
    indices.push_back(role == 'b' ? b : role == 's' ? s : role == 'h' ? h : c);
  return indices;
}

MemRefType mlir::rope::detail::tileBufferType(const AttentionSpec &spec,
                                              AttentionTileArg arg) {
  MLIRContext *context = spec.layout.getContext();
  const int64_t dyn = ShapedType::kDynamic;
  Type f32 = Float32Type::get(context);
  switch (arg) {
  case kTileQ:
    return MemRefType::get({dyn, dyn, dyn, spec.headDim}, spec.qElement);
  case kTileK:
    return MemRefType::get({dyn, dyn, dyn, spec.headDim}, spec.kElement);
  case kTileRotatedK:
  case kTileRotatedQ:
    return MemRefType::get({dyn, dyn, dyn, spec.headDim}, f32);
  case kTileV:
    return MemRefType::get({dyn, dyn, dyn, spec.valueDim}, spec.vElement);
  case kTileQPositions:
  case kTileKPositions:
    return MemRefType::get({dyn, dyn}, IntegerType::get(context, 64));
  case kTileKeyAngles:
    return MemRefType::get({dyn, dyn, 2 * spec.config.numPairs()}, f32);
  case kTilePartialOut:
    return MemRefType::get({dyn, dyn, spec.valueDim}, f32);
  case kTilePartialMax:
  case kTilePartialSum:
    return MemRefType::get({dyn, dyn}, f32);
  default:
    llvm_unreachable("not a buffer argument");
  }
}

Value mlir::rope::detail::queriesPerHead(LoopBuilder &l,
                                         const AttentionTiling &t,
                                         Value querySeq) {
  IndexArithmetic a{l};
  return rope::queriesPerHead(a, t, querySeq);
}

Value mlir::rope::detail::paddedRows(LoopBuilder &l, const AttentionTiling &t,
                                     Value heads, Value perHead) {
  return l.mul(l.ceilDiv(l.mul(heads, perHead), l.c(t.rowUnit())),
               l.c(t.rowUnit()));
}

namespace {
struct TileBuilder : LoopBuilder {
  const AttentionSpec &spec;
  const AttentionTiling &t;
  Block::BlockArgListType args;
  RowProgram program;
  SmallVector<std::pair<int64_t, int64_t>> valuePieces, keyPieces;
  Type f32, i32, i64;
  /// Sq; queries per block, min(queryBlock, Sq): row r is query
  /// r % perHead of head r / perHead.
  Value querySeq, perHead;
  /// The kv head the item is working on (an item may walk several, key
  /// block by key block), its first query head and its partial results.
  Value kvHead, firstHead, part;
  /// The last query and head of the kv head's rows (bias reads of padding
  /// rows).
  Value lastQuery, lastHead;
  /// With bf16 dot products: the row-major queries rounded to bf16, the
  /// channels that fill whole pairs of vectors (RowScores.h).
  Value qPairs;
  /// With bf16 dot products, items of more rows: the queries in pairs of
  /// channels (PairedScores.h).
  Value queryPairs;
  /// Whether P.V reads the value rows where they lie (a single group of
  /// output rows): then it prefetches them itself.
  Value valuesInPlace;
  /// One query row, rotated before it is scaled into the packed queries.
  Value rowBuffer;
  /// The row-major queries the row-major product reads: the item's rows
  /// rounded up to its register tiles (RowScores.h), zeros past the last.
  Value rowMajorRows;

  TileBuilder(ImplicitLocOpBuilder &b, const AttentionSpec &spec,
              Block::BlockArgListType args)
      : LoopBuilder{b}, spec(spec), t(spec.tiling), args(args) {
    f32 = b.getF32Type();
    i32 = b.getI32Type();
    i64 = b.getI64Type();
    program = planRowProgram(spec.config, f32, t.lanes);
    valuePieces = rowPieces(spec.valueDim, t.lanes);
    keyPieces = rowPieces(spec.headDim, t.lanes);
  }

  Value arg(unsigned index) const { return args[index]; }
  VectorType lanesOf(Type element, int64_t n = 0) {
    return VectorType::get({n ? n : t.lanes}, element);
  }
  Value splatF32(double v, int64_t n = 0) {
    return arith::ConstantOp::create(
        b, DenseElementsAttr::get(lanesOf(f32, n), b.getF32FloatAttr(v)));
  }

  /// Frequencies (vector of f64, one per pair) for the queries of batch
  /// row `positionRow`.
  Value queryFrequencies(Value positionRow) {
    Value table = spec.runtimeFrequencies ? arg(kTileFixedArgs) : Value();
    return buildTokenFrequencies(b, b.getLoc(), spec.config, table,
                                 spec.qFrequenciesPerRow, positionRow);
  }

  /// The chunk factors of the token at i64 `position`.
  SmallVector<ChunkFactors> tokenFactors(Value position, Value freqs) {
    auto [cosPairs, sinPairs] =
        buildTokenCosSin(b, b.getLoc(), spec.config, position, freqs);
    return buildChunkFactors(b, b.getLoc(), program, cosPairs, sinPairs);
  }

  void build();
  void packQueries(Value qT, Value qRows, Value fewRows, Value pq,
                   Value rows);
  using RowAt = function_ref<SmallVector<Value>(Value row)>;
  void packRows(Value source, ArrayRef<std::pair<int64_t, int64_t>> pieces,
                Value dest, RowAt destAt, Value first, Value count);
  void keyRows(Value dest, RowAt destAt, Value first, Value count);
  /// Where key `row` of the block (channel `d`) is read.
  using KeyAt = function_ref<SmallVector<Value>(Value row, Value d)>;
  void scores(Value qT, Value kBuf, KeyAt keyAt, Value sTile, Value rows,
              Value count);
  /// Scores of the block by the product that suits the item's rows.
  void blockScores(Value qT, Value qRows, Value fewRows, Value kBuf,
                   KeyAt keyAt, Value sTile, Value rows, Value first,
                   Value count);
  /// The row-major product of an item of few rows; `kBuf` may hold a
  /// narrower float type than f32.
  void rowScores(Value qRows, Value kBuf, KeyAt keyAt, Value sTile,
                 Value first, Value count);
  void prefetchRows(Value source, int64_t width, Value key);
  void softmax(Value sTile, Value alpha, Value pq, Value rows, Value first,
               Value count, Value needsMask);
  /// Where channel `c` of value row `j` of the block is read.
  using ValueAt = function_ref<SmallVector<Value>(Value j, Value c)>;
  void accumulate(Value sTile, Value alpha, Value vBuf, ValueAt valueAt,
                  Value rows, Value count,
                  function_ref<void(Value j)> eachKey = {});
  Value blockAhead(Value key);
  Value biasLanes(Value key, Value rowVector);
};

/// Queries of the block, rotated with their positions, scaled and stored
/// transposed (channel-major) so a vector of rows is one load, or where
/// `fewRows` holds row-major into `qRows` (its `lanes` rows); `pq` gets
/// each row's query position (-1 for padding rows: they see no key).
void TileBuilder::packQueries(Value qT, Value qRows, Value fewRows, Value pq,
                              Value rows) {
  Value q = arg(kTileQ);
  Value batchRow = spec.qPositionsPerBatch ? arg(kTileBatch) : c(0);
  Value freqs = queryFrequencies(batchRow);
  Value scale = arith::ConstantOp::create(b, b.getF32FloatAttr(spec.scale));
  Value zero = arith::ConstantOp::create(b, b.getF32FloatAttr(0));
  Value none = arith::ConstantOp::create(b, b.getI32IntegerAttr(-1));
  // Padding rows: no query (position -1 sees no key), zero channels.
  forEach(c(0), rows, 1,
          [&](Value r) { memref::StoreOp::create(b, none, pq, r); });
  // Each buffer is zeroed and written in its own order (channel-major
  // stores into qT's rows became scatters).
  auto intoRows = [&](function_ref<void()> rowMajor,
                      function_ref<void()> channelMajor) {
    if (!qRows)
      return channelMajor();
    ifElse(
        fewRows, {},
        [&] {
          rowMajor();
          return SmallVector<Value>{};
        },
        [&] {
          channelMajor();
          return SmallVector<Value>{};
        });
  };
  intoRows(
      [&] {
        forEach(c(0), rowMajorRows, 1, [&](Value r) {
          for (auto [channel, width] : keyPieces)
            vector::StoreOp::create(b, splatF32(0, width), qRows,
                                    ValueRange{r, c(channel)});
        });
      },
      [&] {
        forEach(c(0), c(spec.headDim), 1, [&](Value d) {
          forEach(c(0), rows, 1, [&](Value r) {
            memref::StoreOp::create(b, zero, qT, ValueRange{d, r});
          });
        });
      });
  forEach(c(0), perHead, 1, [&](Value i) {
    Value s = add(arg(kTileFirstQuery), i);
    Value valid =
        arith::CmpIOp::create(b, arith::CmpIPredicate::slt, s, querySeq);
    ifThen(valid, [&] {
      Value p = memref::LoadOp::create(b, arg(kTileQPositions),
                                       ValueRange{batchRow, s});
      Value position = arith::TruncIOp::create(b, i32, p);
      // Head hh's row, rotated (in `row`), scaled into its column of qT.
      auto storeRow = [&](Value hh, Value row, ValueRange rowAt) {
        Value column = add(mul(hh, perHead), i);
        memref::StoreOp::create(b, position, pq, column);
        auto rowMajor = [&] {
          RowRef from{row, SmallVector<Value>(rowAt)};
          for (auto [channel, width] : keyPieces) {
            Value x = vector::LoadOp::create(b, lanesOf(f32, width), row,
                                             from.at(b, b.getLoc(), channel));
            vector::StoreOp::create(
                b,
                arith::MulFOp::create(
                    b, x,
                    vector::BroadcastOp::create(b, lanesOf(f32, width), scale)),
                qRows, ValueRange{column, c(channel)});
          }
        };
        auto channelMajor = [&] {
          forEach(c(0), c(spec.headDim), 1, [&](Value d) {
            SmallVector<Value> at(rowAt);
            at.back() = add(at.back(), d);
            Value x = memref::LoadOp::create(b, row, at);
            memref::StoreOp::create(b, arith::MulFOp::create(b, x, scale), qT,
                                    ValueRange{d, column});
          });
        };
        intoRows(rowMajor, channelMajor);
      };
      // Rows rotated once for all key splits, or rotated here.
      ifElse(
          arg(kTileUseRotatedQ), {},
          [&] {
            forEach(c(0), arg(kTileHeads), 1, [&](Value hh) {
              Value h = add(firstHead, hh);
              storeRow(hh, arg(kTileRotatedQ),
                       spec.at(arg(kTileBatch), s, h, c(0)));
            });
            return SmallVector<Value>{};
          },
          [&] {
            SmallVector<ChunkFactors> factors = tokenFactors(p, freqs);
            forEach(c(0), arg(kTileHeads), 1, [&](Value hh) {
              Value h = add(firstHead, hh);
              rotateRow(b, b.getLoc(), program, factors,
                        RowRef{q, spec.at(arg(kTileBatch), s, h, c(0))},
                        RowRef{rowBuffer, {c(0)}}, /*inPlace=*/false);
              storeRow(hh, rowBuffer, ValueRange{c(0)});
            });
            return SmallVector<Value>{};
          });
    });
  });
}

/// Rows [first, first + count) of the kv head's `source` (q, k or v layout)
/// as contiguous rows of `dest`, whose row `j` starts at `destAt(j)`: f32,
/// or copied as they are when `dest` holds the source's element type.
void TileBuilder::packRows(Value source, ArrayRef<std::pair<int64_t, int64_t>> pieces,
                           Value dest, RowAt destAt, Value first,
                           Value count) {
  Type element = cast<MemRefType>(source.getType()).getElementType();
  const bool copy =
      element == cast<MemRefType>(dest.getType()).getElementType();
  forEach(c(0), count, 1, [&](Value j) {
    RowRef from{source,
                spec.at(arg(kTileBatch), add(first, j), kvHead, c(0))};
    RowRef to{dest, destAt(j)};
    for (auto [channel, width] : pieces) {
      Value x = vector::LoadOp::create(b, lanesOf(element, width), source,
                                       from.at(b, b.getLoc(), channel));
      vector::StoreOp::create(b, copy ? x : toF32(x), dest,
                              to.at(b, b.getLoc(), channel));
    }
  });
}

/// The block's keys, rotated with their positions, as rows of `dest` (f32,
/// or bf16 for AMX tiles, rounded as they are written), row `j` at
/// `destAt(j)`; keys that arrive rotated are only converted or copied.
/// Each key's cos and sin are read from the call's key angles (phase 1).
void TileBuilder::keyRows(Value dest, RowAt destAt, Value first,
                          Value count) {
  if (spec.keysRotated)
    return packRows(arg(kTileK), keyPieces, dest, destAt, first, count);
  Value batchRow = spec.kPositionsPerBatch ? arg(kTileBatch) : c(0);
  auto pairs = VectorType::get({spec.config.numPairs()}, f32);
  // Rows for the dot products are read by nothing else: the target's
  // conversion rounds them.
  RowProgram keyProgram = program;
  keyProgram.truncateToBF16 = spec.bf16Dots;
  forEach(c(0), count, 1, [&](Value j) {
    Value s = add(first, j);
    Value angles = arg(kTileKeyAngles);
    Value cosPairs = vector::LoadOp::create(b, pairs, angles,
                                            ValueRange{batchRow, s, c(0)});
    Value sinPairs = vector::LoadOp::create(
        b, pairs, angles,
        ValueRange{batchRow, s, c(spec.config.numPairs())});
    rotateRow(b, b.getLoc(), keyProgram,
              buildChunkFactors(b, b.getLoc(), keyProgram, cosPairs,
                                sinPairs),
              RowRef{arg(kTileK),
                     spec.at(arg(kTileBatch), s, kvHead, c(0))},
              RowRef{dest, destAt(j)}, /*inPlace=*/false);
  });
}

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
    ValueRange acc = loop(
        c(0), c(spec.headDim), c(1), zeros, [&](Value d, ValueRange acc) {
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

/// Prefetches (into L2) the row of `source` (k or v layout, `width`
/// channels) of key `key` of the kv head.
void TileBuilder::prefetchRows(Value source, int64_t width, Value key) {
  auto type = cast<MemRefType>(source.getType());
  int64_t perLine = 64 * 8 / type.getElementTypeBitWidth();
  for (int64_t channel = 0; channel < width; channel += perLine)
    memref::PrefetchOp::create(
        b, source, spec.at(arg(kTileBatch), key, kvHead, c(channel)),
        /*isWrite=*/false, /*localityHint=*/2, /*isDataCache=*/true);
}

void TileBuilder::rowScores(Value qRows, Value kBuf, KeyAt keyAt,
                            Value sTile, Value first, Value count) {
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
    SmallVector<Value> ahead;
    for (int64_t k = 0; k < t.rowKeyTile; ++k) {
      ahead.push_back(blockAhead(add(add(first, row), c(k))));
      prefetchRows(arg(kTileK), spec.headDim, ahead.back());
    }
    ifThen(valuesPacked, [&] {
      for (Value key : ahead)
        prefetchRows(arg(kTileV), spec.valueDim, key);
    });
  };
  buildRowScores(b, t, spec.headDim, qRows, qPairs, realRows, kBuf, keyAt,
                 sTile, count, prefetchNext);
}

void TileBuilder::blockScores(Value qT, Value qRows, Value fewRows,
                              Value kBuf, KeyAt keyAt, Value sTile,
                              Value rows, Value first, Value count) {
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

/// The bias of key `key` for the lanes of rows starting at `rowVector`.
Value TileBuilder::biasLanes(Value key, Value rowVector) {
  Value bias = arg(kTileFixedArgs + (spec.runtimeFrequencies ? 1 : 0));
  Value lanes = splatF32(0);
  for (int64_t lane = 0; lane < t.lanes; ++lane) {
    // Padding rows read a valid element; their scores are never used.
    Value row = add(rowVector, c(lane));
    Value head = min(add(firstHead,
                         arith::DivUIOp::create(b, row, perHead)),
                     lastHead);
    Value query = min(add(arg(kTileFirstQuery),
                          arith::RemUIOp::create(b, row, perHead)),
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
/// m = -inf, l = 0 and p = 0 (it ends as zeros, never NaN).
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
      return {loop(c(0), c(t.keyBlock), c(1), {oldMax},
                 [&](Value j, ValueRange acc) {
                   Value s = vector::LoadOp::create(b, vec, sTile,
                                                    ValueRange{j, rv});
                   Value key = add(first, min(j, last));
                   if (spec.biasType)
                     s = arith::AddFOp::create(b, s, biasLanes(key, rv));
                   Value masked = vector::BroadcastOp::create(
                       b, lanesOf(b.getI1Type()),
                       arith::CmpIOp::create(b, arith::CmpIPredicate::sge, j,
                                             count));
                   if (spec.causal) {
                     Value pk = arith::TruncIOp::create(
                         b, i32,
                         memref::LoadOp::create(b, arg(kTileKPositions),
                                                ValueRange{batchRow, key}));
                     Value later = arith::CmpIOp::create(
                         b, arith::CmpIPredicate::sgt,
                         vector::BroadcastOp::create(b, lanesOf(i32), pk),
                         queries);
                     masked = arith::OrIOp::create(b, masked, later);
                   }
                   s = arith::SelectOp::create(b, masked, negInf, s);
                   vector::StoreOp::create(b, s, sTile, ValueRange{j, rv});
                   return SmallVector<Value>{
                       arith::MaximumFOp::create(b, acc[0], s)};
                 })[0]};
    };
    auto plainMax = [&]() -> SmallVector<Value> {
      return {loop(c(0), c(t.keyBlock), c(1), {oldMax},
                   [&](Value j, ValueRange acc) {
                     Value s = vector::LoadOp::create(b, vec, sTile,
                                                      ValueRange{j, rv});
                     return SmallVector<Value>{
                         arith::MaximumFOp::create(b, acc[0], s)};
                   })[0]};
    };
    Value newMax = ifElse(needsMask, {vec}, maskedMax, plainMax)[0];
    Value empty = arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, newMax,
                                        negInf);
    Value shift = arith::SelectOp::create(b, empty, splatF32(0), newMax);
    Value rescale = buildExpF32(b, b.getLoc(),
                                arith::SubFOp::create(b, oldMax, shift));
    Value blockSum =
        loop(c(0), c(t.keyBlock), c(1), {splatF32(0)},
             [&](Value j, ValueRange acc) {
               Value s = vector::LoadOp::create(b, vec, sTile,
                                                ValueRange{j, rv});
               Value p = buildExpF32(b, b.getLoc(),
                                     arith::SubFOp::create(b, s, shift));
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

/// O[row] = alpha[row] O[row] + sum_j P[j][row] V[j], in register tiles of
/// outputRows rows x valueVectors pieces; P is broadcast from the tile.
/// `vBuf` may hold a narrower float type (widened as it is loaded).
/// Key `key` a block later, or the cache's last key.
Value TileBuilder::blockAhead(Value key) {
  Value keySeq = memref::DimOp::create(b, arg(kTileK),
                                       spec.layout.getAxes().find('s'));
  return min(add(key, c(t.keyBlock)), arith::SubIOp::create(b, keySeq, c(1)));
}

void TileBuilder::accumulate(Value sTile, Value alpha, Value vBuf,
                             ValueAt valueAt, Value rows, Value count,
                             function_ref<void(Value j)> eachKey) {
  Value out = arg(kTilePartialOut);
  Type valueType = cast<MemRefType>(vBuf.getType()).getElementType();
  // A register tile may be taller than the packed scores' rows (a stored
  // plan's output_rows above 4): its padding rows read the last one.
  Value lastScoreRow = arith::SubIOp::create(
      b, memref::DimOp::create(b, sTile, 1), c(1));
  forEach(c(0), rows, t.outputRows, [&](Value r0) {
    for (size_t p0 = 0; p0 < valuePieces.size(); p0 += t.valueVectors) {
      ArrayRef<std::pair<int64_t, int64_t>> pieces =
          ArrayRef(valuePieces)
              .slice(p0, std::min<size_t>(t.valueVectors,
                                          valuePieces.size() - p0));
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
      ValueRange acc = loop(
          c(0), count, c(1), init, [&](Value j, ValueRange acc) {
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
                a = vector::FMAOp::create(
                    b,
                    vector::BroadcastOp::create(b, lanesOf(f32, piece.second),
                                                p),
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

void TileBuilder::build() {
  querySeq = memref::DimOp::create(b, arg(kTileQ),
                                   spec.layout.getAxes().find('s'));
  perHead = queriesPerHead(*this, t, querySeq);
  lastQuery = arith::SubIOp::create(b, querySeq, c(1));
  // Rows padded to whole vectors for the scores and to whole register
  // tiles of P.V (rowUnit); P.V and the outputs only work on the register
  // tiles that hold real rows (decode: half the padding of AVX2).
  Value rows = paddedRows(*this, t, arg(kTileHeads), perHead);
  Value outputRows =
      mul(ceilDiv(mul(arg(kTileHeads), perHead), c(t.outputRows)),
          c(t.outputRows));
  valuesInPlace = arith::CmpIOp::create(b, arith::CmpIPredicate::ule,
                                        outputRows, c(t.outputRows));
  const int64_t dyn = ShapedType::kDynamic;
  Value kvHeads = arg(kTileItemKvHeads);
  // Scratch tiles: allocations of the function's entry block (their
  // size bound: attentionStackBytes, AttentionPlan.h). The queries are
  // packed once per kv head of the item, each into its own slice.
  Value qTs = memref::AllocaOp::create(
      b, MemRefType::get({dyn, spec.headDim, dyn}, f32),
      ValueRange{kvHeads, rows});
  // Items of at most one vector of rows (decode) also keep the queries
  // row-major for the row-major score product (not with AMX tiles); those
  // of at most half a vector keep their scores packed, `scoreRows` rows
  // to a key (PackedSoftmax.h; not with a bias, whose lanes follow rows).
  Value qRowSlices, qPairSlices, fewRows;
  SmallVector<int64_t> packings;
  Value scoreRows = rows;
  if (rowScoresApply(t) && !spec.amxTiles) {
    qRowSlices = memref::AllocaOp::create(
        b, MemRefType::get({dyn, t.lanes, spec.headDim}, f32),
        ValueRange{kvHeads});
    if (spec.bf16Dots)
      qPairSlices = memref::AllocaOp::create(
          b, MemRefType::get({dyn, t.lanes, spec.headDim}, b.getBF16Type()),
          ValueRange{kvHeads});
    Value realRows = mul(arg(kTileHeads), perHead);
    fewRows = arith::CmpIOp::create(b, arith::CmpIPredicate::ule, realRows,
                                    c(t.lanes));
    rowMajorRows = min(mul(ceilDiv(realRows, c(kRowScoreRows)),
                           c(kRowScoreRows)),
                       c(t.lanes));
    if (!spec.biasType)
      packings = packedScoreRows(t);
    for (int64_t packing : llvm::reverse(packings))
      scoreRows = arith::SelectOp::create(
          b,
          arith::CmpIOp::create(b, arith::CmpIPredicate::ule, realRows,
                                c(packing)),
          c(packing), scoreRows);
  }
  Value sTile = memref::AllocaOp::create(
      b, MemRefType::get({t.keyBlock, dyn}, f32), ValueRange{scoreRows});
  rowBuffer =
      memref::AllocaOp::create(b, MemRefType::get({spec.headDim}, f32));
  Value alpha =
      memref::AllocaOp::create(b, MemRefType::get({dyn}, f32), ValueRange{rows});
  Value pq =
      memref::AllocaOp::create(b, MemRefType::get({dyn}, i32), ValueRange{rows});
  std::optional<AmxBuilder> amx;
  AmxOperands amxOperands;
  Value kBlock, vBlock;
  // bf16 dot products. Where the keys suit them: the block's key rows in
  // bf16 (rotated by the item, or copied) and, per kv head, the queries in
  // pairs for items of more rows. Where the values do: P.V's probability
  // pairs (and the rows they are packed for) and the block's value pairs
  // for items of more rows.
  Value keyPairRows, queryPairSlices;
  Value probabilityPairs, pairRows, valuePairs;
  Type bf16 = b.getBF16Type();
  if (spec.bf16Dots && rowScoresApply(t) &&
      pairedScoresApply(spec.kElement, spec.headDim)) {
    keyPairRows = memref::AllocaOp::create(
        b, MemRefType::get({t.keyBlock, spec.headDim}, bf16));
    queryPairSlices = memref::AllocaOp::create(
        b, MemRefType::get({dyn, spec.headDim / 2, dyn}, bf16),
        ValueRange{kvHeads, mul(rows, c(2))});
  }
  if (spec.bf16Dots && pairedValuesApply(t, spec.vElement, spec.valueDim)) {
    probabilityPairs = allocatePairedProbabilities(b, t, rows);
    pairRows = mul(ceilDiv(mul(arg(kTileHeads), perHead), c(kRowScoreRows)),
                   c(kRowScoreRows));
    valuePairs = memref::AllocaOp::create(
        b, MemRefType::get({t.keyBlock / 2, 2 * spec.valueDim}, bf16));
  }
  if (spec.amxTiles) {
    amx.emplace(b, spec.headDim, spec.valueDim, t.keyBlock);
    amxOperands = amx->allocate(rows);
  } else {
    kBlock = memref::AllocaOp::create(
        b, MemRefType::get({1, 1, t.keyBlock, spec.headDim}, f32));
    vBlock = memref::AllocaOp::create(
        b, MemRefType::get({t.keyBlock, spec.valueDim}, f32));
  }

  // The item's kv heads, one after the other: `body` sees the head's
  // indices, partial results and query slices.
  Value qT, qRows;
  auto sliceOf = [&](Value slices, Value hk) -> Value {
    auto type = cast<MemRefType>(slices.getType());
    SmallVector<OpFoldResult> offsets = {hk, b.getIndexAttr(0),
                                         b.getIndexAttr(0)};
    SmallVector<OpFoldResult> sizes =
        memref::getMixedSizes(b, b.getLoc(), slices);
    sizes.front() = b.getIndexAttr(1);
    SmallVector<OpFoldResult> strides(3, b.getIndexAttr(1));
    auto sliceType = memref::SubViewOp::inferRankReducedResultType(
        {type.getDimSize(1), type.getDimSize(2)}, type, offsets, sizes,
        strides);
    return memref::SubViewOp::create(b, cast<MemRefType>(sliceType), slices,
                                     offsets, sizes, strides);
  };
  auto forEachKvHead = [&](function_ref<void()> body) {
    forEach(c(0), kvHeads, 1, [&](Value hk) {
      kvHead = add(arg(kTileKvHead), hk);
      firstHead = add(arg(kTileFirstHead), mul(hk, arg(kTileHeadStride)));
      part = add(arg(kTilePart), mul(hk, arg(kTilePartStride)));
      lastHead = add(firstHead,
                     arith::SubIOp::create(b, arg(kTileHeads), c(1)));
      qT = sliceOf(qTs, hk);
      qRows = qRowSlices ? sliceOf(qRowSlices, hk) : Value();
      qPairs = qPairSlices ? sliceOf(qPairSlices, hk) : Value();
      queryPairs = queryPairSlices ? sliceOf(queryPairSlices, hk) : Value();
      body();
    });
  };

  Value negInf = splatF32(-std::numeric_limits<double>::infinity());
  forEachKvHead([&] {
    // Every kv head's rows hold the same query positions: one `pq`.
    packQueries(qT, qRows, fewRows, pq, rows);
    if (qPairs) {
      const int64_t paired = bf16DotChannels(t, spec.headDim);
      ifThen(fewRows, [&] {
        forEach(c(0), rowMajorRows, 1, [&](Value r) {
          forEach(c(0), c(paired), t.lanes, [&](Value channel) {
            Value x = vector::LoadOp::create(b, lanesOf(f32), qRows,
                                             ValueRange{r, channel});
            vector::StoreOp::create(
                b,
                arith::TruncFOp::create(
                    b, VectorType::get({t.lanes}, b.getBF16Type()), x),
                qPairs, ValueRange{r, channel});
          });
        });
      });
    }
    if (queryPairs)
      ifThen(logicalNot(fewRows), [&] {
        buildQueryPairs(b, t.lanes, spec.headDim, qT, queryPairs, rows);
      });
    // AMX items hold one kv head (AttentionPlan.h): its query pairs.
    if (amx)
      amx->packQueryPairs(qT, amxOperands.qPairs, rows);
    // Running max -inf, sums and outputs 0.
    forEach(c(0), rows, t.lanes, [&](Value rv) {
      vector::StoreOp::create(b, negInf, arg(kTilePartialMax),
                              ValueRange{part, rv});
      vector::StoreOp::create(b, splatF32(0), arg(kTilePartialSum),
                              ValueRange{part, rv});
    });
    // P.V reads back and the merge reads only whole register tiles of rows.
    forEach(c(0), outputRows, 1, [&](Value r) {
      for (auto [channel, width] : valuePieces)
        vector::StoreOp::create(b, splatF32(0, width), arg(kTilePartialOut),
                                ValueRange{part, r, c(channel)});
    });
  });
  Value latestQuery =
      loop(c(0), rows, c(1),
           {arith::ConstantOp::create(b, b.getI32IntegerAttr(-1))},
           [&](Value i, ValueRange acc) {
             Value p = memref::LoadOp::create(b, pq, i);
             return SmallVector<Value>{arith::MaxSIOp::create(b, acc[0], p)};
           })[0];

  // The earliest query of the block (padding rows, at -1, see nothing).
  Value earliestQuery =
      loop(c(0), rows, c(1),
           {arith::ConstantOp::create(
               b, b.getI32IntegerAttr(std::numeric_limits<int32_t>::max()))},
           [&](Value i, ValueRange acc) {
             Value p = memref::LoadOp::create(b, pq, i);
             Value padding = arith::CmpIOp::create(
                 b, arith::CmpIPredicate::slt, p,
                 arith::ConstantOp::create(b, b.getI32IntegerAttr(0)));
             return SmallVector<Value>{arith::SelectOp::create(
                 b, padding, acc[0], arith::MinSIOp::create(b, acc[0], p))};
           })[0];

  Value batchRow = spec.kPositionsPerBatch ? arg(kTileBatch) : c(0);
  forEach(arg(kTileFirstKey), arg(kTileEndKey), t.keyBlock, [&](Value first) {
    Value count = min(c(t.keyBlock),
                      arith::SubIOp::create(b, arg(kTileEndKey), first));
    Value visible = arith::ConstantOp::create(b, b.getBoolAttr(true));
    // A short block, a bias or keys later than some query need masks.
    Value needsMask =
        arith::CmpIOp::create(b, arith::CmpIPredicate::slt, count,
                              c(t.keyBlock));
    if (spec.biasType)
      needsMask = arith::ConstantOp::create(b, b.getBoolAttr(true));
    if (spec.causal) {
      ValueRange span = loop(
          c(0), count, c(1),
          {arith::ConstantOp::create(
               b, b.getI64IntegerAttr(std::numeric_limits<int64_t>::max())),
           arith::ConstantOp::create(
               b, b.getI64IntegerAttr(std::numeric_limits<int64_t>::min()))},
          [&](Value j, ValueRange acc) {
            Value p = memref::LoadOp::create(
                b, arg(kTileKPositions), ValueRange{batchRow, add(first, j)});
            return SmallVector<Value>{arith::MinSIOp::create(b, acc[0], p),
                                      arith::MaxSIOp::create(b, acc[1], p)};
          });
      // Skip a block whose every key lies after every query of the block.
      visible = arith::CmpIOp::create(
          b, arith::CmpIPredicate::sle, span[0],
          arith::ExtSIOp::create(b, i64, latestQuery));
      needsMask = arith::OrIOp::create(
          b, needsMask,
          arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, span[1],
                                arith::ExtSIOp::create(b, i64, earliestQuery)));
    }
    // The block's scores, by the product and key source that suit it.
    auto computeScores = [&] {
      if (amx) {
        // Keys rotated (or copied) straight into the bf16 rows the tiles
        // read; keys rotated once are read back from the f32 buffer.
        ifElse(
            arg(kTileUseRotatedK), {},
            [&] {
              amx->packKeyRows(
                  arg(kTileRotatedK),
                  [&](Value row, Value d) {
                    return SmallVector<Value>{arg(kTileBatch),
                                              kvHead,
                                              add(first, row), d};
                  },
                  amxOperands.kRows, count);
              return SmallVector<Value>{};
            },
            [&] {
              keyRows(
                  amxOperands.kRows,
                  [&](Value j) { return SmallVector<Value>{j, c(0)}; },
                  first, count);
              return SmallVector<Value>{};
            });
        amx->scores(amxOperands.kRows, amxOperands.qPairs, sTile, rows,
                    count);
        return;
      }
      auto cacheAt = [&](Value row, Value d) {
        return spec.at(arg(kTileBatch), add(first, row), kvHead, d);
      };
      if (spec.keysRotated && spec.kElement.isF32()) {
        // A rotated f32 cache is read where it lies.
        blockScores(qT, qRows, fewRows, arg(kTileK), cacheAt, sTile, rows,
                    first, count);
        return;
      }
      // Keys packed into f32 rows (rotated there, or widened), scored by
      // the row-major product too unless `rowMajor` is null.
      auto packedScores = [&](Value rowMajor) {
        Type kType = tileBufferType(spec, kTileRotatedK);
        Type indexType = b.getIndexType();
        ValueRange kAt = ifElse(
            arg(kTileUseRotatedK), {kType, indexType, indexType, indexType},
            [&] {
              return SmallVector<Value>{arg(kTileRotatedK), arg(kTileBatch),
                                        kvHead, first};
            },
            [&] {
              keyRows(
                  kBlock,
                  [&](Value j) {
                    return SmallVector<Value>{c(0), c(0), j, c(0)};
                  },
                  first, count);
              Value cast = memref::CastOp::create(b, kType, kBlock);
              return SmallVector<Value>{cast, c(0), c(0), c(0)};
            });
        blockScores(qT, rowMajor, fewRows, kAt[0],
                    [&](Value row, Value d) {
                      return SmallVector<Value>{kAt[1], kAt[2],
                                                add(kAt[3], row), d};
                    },
                    sTile, rows, first, count);
        return SmallVector<Value>{};
      };
      if (keyPairRows) {
        // The block's keys as bf16 rows for the dot products: a rotated
        // cache's copied, keys rotated once rounded, others rotated here.
        auto rowAt = [&](Value j) { return SmallVector<Value>{j, c(0)}; };
        auto fillKeyPairRows = [&] {
          if (spec.keysRotated)
            return packRows(arg(kTileK), keyPieces, keyPairRows, rowAt,
                            first, count);
          ifElse(
              arg(kTileUseRotatedK), {},
              [&] {
                buildBF16KeyRows(
                    b, t.lanes, spec.headDim, arg(kTileRotatedK),
                    [&](Value j, Value d) {
                      return SmallVector<Value>{arg(kTileBatch), kvHead,
                                                add(first, j), d};
                    },
                    keyPairRows, count);
                return SmallVector<Value>{};
              },
              [&] {
                keyRows(keyPairRows, rowAt, first, count);
                return SmallVector<Value>{};
              });
        };
        ifElse(
            fewRows, {},
            [&] {
              // A rotated cache is read where it lies.
              if (spec.keysRotated) {
                rowScores(qRows, arg(kTileK), cacheAt, sTile, first, count);
              } else {
                fillKeyPairRows();
                rowScores(qRows, keyPairRows,
                          [&](Value row, Value d) {
                            return SmallVector<Value>{row, d};
                          },
                          sTile, first, count);
              }
              return SmallVector<Value>{};
            },
            [&] {
              fillKeyPairRows();
              buildPairedScores(b, t, spec.headDim, queryPairs, keyPairRows,
                                sTile, rows, count);
              return SmallVector<Value>{};
            });
        return;
      }
      if (!spec.keysRotated || !qRows) {
        packedScores(qRows);
        return;
      }
      // A rotated cache of a narrower type: items of few rows read each
      // key row once, so they widen it in registers where it lies.
      ifElse(
          fewRows, {},
          [&] {
            rowScores(qRows, arg(kTileK), cacheAt, sTile, first, count);
            return SmallVector<Value>{};
          },
          [&] { return packedScores(Value()); });
    };
    // Masks and visibility depend on positions only: the same for every
    // kv head of the item, whose rows of the block are read in turn.
    ifThen(visible, [&] { forEachKvHead([&] {
      computeScores();
      PackedSoftmaxOperands softmaxOperands{
          sTile, alpha, pq, arg(kTilePartialMax), arg(kTilePartialSum), part,
          first, count, needsMask,
          spec.causal ? arg(kTileKPositions) : Value(),
          spec.causal ? batchRow : Value()};
      // One branch per packing the tile may have, the unpacked kernel last.
      auto softmaxOf = [&](auto &self, size_t i) -> void {
        if (i == packings.size())
          return softmax(sTile, alpha, pq, rows, first, count, needsMask);
        ifElse(
            arith::CmpIOp::create(b, arith::CmpIPredicate::eq, scoreRows,
                                  c(packings[i])),
            {},
            [&] {
              buildPackedSoftmax(b, t, packings[i], softmaxOperands);
              return SmallVector<Value>{};
            },
            [&] {
              self(self, i + 1);
              return SmallVector<Value>{};
            });
      };
      softmaxOf(softmaxOf, 0);
      if (amx) {
        amx->transposeProbabilities(sTile, amxOperands.pRows, rows);
        amx->packValuePairs(
            arg(kTileV),
            [&](Value key) {
              return spec.at(arg(kTileBatch), key, kvHead, c(0));
            },
            amxOperands.vPairs, first, count);
        amx->accumulate(amxOperands.pRows, amxOperands.vPairs, alpha,
                        arg(kTilePartialOut), part, rows);
        return;
      }
      // Values are packed, even f32 ones: rows of a bshd input lie Hkv * Dv
      // apart, often a multiple of 4 KiB, and would thrash L1 sets when
      // several groups of rows read them. One group (decode) reads each
      // value row once: rows are read where they lie (widened in
      // registers when narrower than f32).
      auto valueAt = [&](Value j, Value channel) {
        return spec.at(arg(kTileBatch), add(first, j), kvHead, channel);
      };
      auto pairedProduct = [&](Value pairs, function_ref<void(Value)> eachKey) {
        buildPairedValueProduct(b, t, spec.valueDim,
                                {sTile, pairRows, probabilityPairs, alpha,
                                 arg(kTilePartialOut), part, arg(kTileV),
                                 valueAt, pairs, outputRows, count, eachKey});
      };
      auto packed = [&] {
        if (probabilityPairs) {
          // Interleaved once for every register tile of rows.
          buildValuePairs(b, t.lanes, spec.valueDim, arg(kTileV), valueAt,
                          valuePairs, ceilDiv(count, c(2)), count);
          pairedProduct(valuePairs, {});
          return SmallVector<Value>{};
        }
        packRows(arg(kTileV), valuePieces, vBlock,
                 [&](Value j) { return SmallVector<Value>{j, c(0)}; },
                 first, count);
        accumulate(sTile, alpha, vBlock,
                   [&](Value j, Value channel) {
                     return SmallVector<Value>{j, channel};
                   },
                   outputRows, count);
        return SmallVector<Value>{};
      };
      ifElse(
          valuesInPlace, {},
          [&] {
            auto prefetchValues = [&](Value j) {
              prefetchRows(arg(kTileV), spec.valueDim,
                           blockAhead(add(first, j)));
            };
            if (probabilityPairs)
              pairedProduct(Value(), prefetchValues);
            else
              accumulate(sTile, alpha, arg(kTileV), valueAt, outputRows,
                         count, prefetchValues);
            return SmallVector<Value>{};
          },
          packed);
    }); });
  });
}
} // namespace

func::FuncOp mlir::rope::detail::buildAttentionTile(OpBuilder &builder,
                                                    Location loc,
                                                    ModuleOp module,
                                                    StringRef name,
                                                    const AttentionSpec &spec) {
  SmallVector<Type> inputs;
  for (unsigned arg = kTileQ; arg <= kTilePartialSum; ++arg)
    inputs.push_back(tileBufferType(spec, AttentionTileArg(arg)));
  inputs.append(kTileUseRotatedK - kTileBatch, builder.getIndexType());
  inputs.append(kTileFixedArgs - kTileUseRotatedK, builder.getI1Type());
  if (spec.runtimeFrequencies)
    inputs.push_back(MemRefType::get(
        {ShapedType::kDynamic, ShapedType::kDynamic}, builder.getF64Type()));
  if (spec.biasType)
    inputs.push_back(MemRefType::get(spec.biasType.getShape(),
                                     spec.biasType.getElementType()));
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  auto func = func::FuncOp::create(builder, loc, name,
                                   builder.getFunctionType(inputs, {}));
  func.setPrivate();
  Block *entry = func.addEntryBlock();
  ImplicitLocOpBuilder b(loc, builder);
  b.setInsertionPointToStart(entry);
  auto ret = func::ReturnOp::create(b);
  b.setInsertionPoint(ret);
  TileBuilder(b, spec, entry->getArguments()).build();
  return func;
}
