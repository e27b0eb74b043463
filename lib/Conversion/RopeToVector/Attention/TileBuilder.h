//===- TileBuilder.h - The builder of one attention work item --*- C++ -*-===//
//
// The CPU attention tile (Tile.cpp) is a loop nest, kv heads x key blocks x
// visibility, over strategies chosen once from the plan: where the scores
// read the keys (KeySource), which units compute the scores (ScoreProduct,
// TileScores.cpp) and P.V (ValueProduct, TileValues.cpp); the queries and
// key rows are packed by TileQueries.cpp, the softmax is TileSoftmax.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_TILEBUILDER_H
#define ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_TILEBUILDER_H

#include "AttentionAmx.h"
#include "AttentionKernel.h"
#include "IndexArithmetic.h"
#include "RowKernel.h"
#include "TileScratch.h"

#include "rope/Codegen/Common/RotationTables.h"

#include <optional>

namespace mlir::rope::detail {

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
  /// block by key block), its index among them, its first query head and
  /// its partial results.
  Value kvHead, itemKvHead, firstHead, part;
  /// The cache's last key (rowAhead's bound) and, with the plan's
  /// prefetch_order = address, ceil(2^32 / the item's kv heads).
  Value lastKey, headsReciprocal;
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
  /// The row-major queries the row-major product reads: the item's rows
  /// rounded up to its register tiles (RowScores.h), zeros past the last.
  Value rowMajorRows;
  /// The item's rows padded to whole vectors, and to whole register tiles
  /// of P.V; whether it has at most a vector of real rows (null without
  /// the row-major product); the rows each key's scores take (packed
  /// softmax: one of `packings`, else `rows`).
  Value rows, outputRows, fewRows, scoreRows;
  SmallVector<int64_t> packings;
  /// The kv head's packed queries: transposed, and row-major (or null).
  Value qT, qRows;
  /// The positions' batch row of the keys; the latest and earliest query
  /// of the item's rows.
  Value batchRow, latestQuery, earliestQuery;

  /// The item's scratch buffers (stack allocations of the entry block,
  /// TileScratch.h), and the rows P.V's probability pairs are packed for.
  /// `queryRow` holds one query row, rotated before it is scaled into the
  /// packed queries.
  struct Scratch {
    Value qTs, qRowSlices, qPairSlices, sTiles, queryRow, alpha, pq;
    /// The kv head's score tile: its slice of `sTiles`.
    Value sTile;
    Value kBlock, vBlock;
    Value keyPairRows, queryPairSlices;
    Value probabilityPairs, pairRows, valuePairs;
  } scratch;
  std::optional<AmxBuilder> amx;
  AmxOperands amxOperands;

  /// The strategies of the tile, chosen once from the plan: which units
  /// compute the scores and P.V, and where the scores read the keys.
  enum class ScoreProduct { AmxTiles, BF16Dots, Fmas } scoreProduct;
  enum class ValueProduct { AmxTiles, BF16Dots, Fmas } valueProduct;
  enum class KeySource {
    /// Rotated by the item (per block) or read rotated once.
    RotatedByItem,
    /// A rotated f32 cache, read where it lies.
    CacheInPlace,
    /// A rotated cache of a narrower type: widened where it lies by items
    /// of few rows, packed into f32 rows by the others.
    NarrowCache,
  } keySource;

  /// One block of keys: its first key, how many, whether any is visible
  /// and whether its scores need masks.
  struct KeyBlock {
    Value first, count, visible, needsMask;
  };

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
  void planRows();
  void planPrefetches();
  void allocateScratch();
  Value &scratchBuffer(ScratchBuffer buffer);
  /// Fills what a buffer must hold before the first key block.
  void initialize(ScratchBuffer buffer);
  /// An extent of the item's buffers (TileScratch.h).
  Value itemExtent(ItemExtent extent);
  Value planScoreRows();
  void chooseStrategies();
  Value sliceOf(Value slices, Value hk);
  /// Runs `body` for each kv head of the item, its indices, partial
  /// results and query slices set.
  void forEachKvHead(function_ref<void()> body);
  /// Packs the kv head's queries and resets its partial results.
  void startKvHead(Value negInf);
  void spanQueries();
  KeyBlock keyBlockAt(Value first);
  SmallVector<Value> cacheAt(const KeyBlock &block, Value row, Value d);
  void scoresOnAmx(const KeyBlock &block);
  void scoresOnDots(const KeyBlock &block);
  void scoresOnFmas(const KeyBlock &block);
  void scoresOfPackedKeys(const KeyBlock &block, Value rowMajor);
  void blockSoftmax(const KeyBlock &block);
  void valuesOnAmx(const KeyBlock &block);
  void valuesOnVectors(const KeyBlock &block);
  void packQueries(Value qT, Value qRows, Value fewRows, Value pq, Value rows);
  void transposeSquares(Value qT, Value rows);
  int64_t squareChannels() const;
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
  void rowScores(Value qRows, Value kBuf, KeyAt keyAt, Value sTile, Value first,
                 Value count);
  std::pair<Value, Value> rowAhead(Value first, Value j);
  void prefetchRow(Value source, int64_t width, std::pair<Value, Value> row);
  void softmax(Value sTile, Value alpha, Value pq, Value rows, Value first,
               Value count, Value needsMask);
  /// Where channel `c` of value row `j` of the block is read.
  using ValueAt = function_ref<SmallVector<Value>(Value j, Value c)>;
  void accumulate(Value sTile, Value alpha, Value vBuf, ValueAt valueAt,
                  Value rows, Value count,
                  function_ref<void(Value j)> eachKey = {});
  Value biasLanes(Value key, Value rowVector);
};

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_TILEBUILDER_H
