//===- TileQueries.cpp - Packed queries and key rows ----------------------===//
//
// The kv head's queries rotated, scaled and packed once per item, and
// the key rows the item rotates (or copies) per block.
//
//===----------------------------------------------------------------------===//

#include "TileBuilder.h"

#include "SquareTranspose.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// Queries of the block, rotated with their positions, scaled and stored
/// transposed (channel-major) so a vector of rows is one load, or where
/// `fewRows` holds row-major into `qRows` (its `lanes` rows); `pq` gets
/// each row's query position (-1 for padding rows: they see no key).
///
/// qT is written by squares of lanes x lanes (lanes a power of two): a
/// row's piece of channels [d0, d0 + lanes) is stored whole where the
/// square of its rows and those channels lies, as that square's row
/// `row % lanes`, and each square is transposed in place at the end.
/// Stores down qT's columns, lane by lane, cost prefill items more than
/// the rows' own work; channels past the last whole square still go so.
void TileBuilder::packQueries(Value qT, Value qRows, Value fewRows, Value pq,
                              Value rows) {
  Value q = arg(kTileQ);
  Value batchRow = spec.qPositionsPerBatch ? arg(kTileBatch) : c(0);
  Value freqs = queryFrequencies(batchRow);
  Value scale = arith::ConstantOp::create(b, b.getF32FloatAttr(spec.scale));
  Value none = arith::ConstantOp::create(b, b.getI32IntegerAttr(-1));
  const int64_t squares = squareChannels();
  // Padding rows: no query (position -1 sees no key), zero channels.
  forEach(c(0), rows, 1,
          [&](Value r) { memref::StoreOp::create(b, none, pq, r); });
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
        // Rows are whole vectors: zero is zero in either layout.
        forEach(c(0), c(spec.headDim), 1, [&](Value d) {
          forEach(c(0), rows, t.lanes, [&](Value r) {
            vector::StoreOp::create(b, splatF32(0), qT, ValueRange{d, r});
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
        RowRef from{row, SmallVector<Value>(rowAt)};
        auto scaledPieces = [&](auto store) {
          for (auto [channel, width] : keyPieces)
            store(channel, width,
                  arith::MulFOp::create(
                      b,
                      vector::LoadOp::create(b, lanesOf(f32, width), row,
                                             from.at(b, b.getLoc(), channel)),
                      vector::BroadcastOp::create(b, lanesOf(f32, width),
                                                  scale)));
        };
        auto rowMajor = [&] {
          scaledPieces([&](int64_t channel, int64_t, Value x) {
            vector::StoreOp::create(b, x, qRows,
                                    ValueRange{column, c(channel)});
          });
        };
        auto channelMajor = [&] {
          Value inSquare = arith::RemUIOp::create(b, column, c(t.lanes));
          Value squareColumn = arith::SubIOp::create(b, column, inSquare);
          scaledPieces([&](int64_t channel, int64_t width, Value x) {
            if (channel < squares) {
              vector::StoreOp::create(
                  b, x, qT,
                  ValueRange{add(c(channel), inSquare), squareColumn});
              return;
            }
            for (int64_t lane = 0; lane < width; ++lane)
              memref::StoreOp::create(b, vector::ExtractOp::create(b, x, lane),
                                      qT,
                                      ValueRange{c(channel + lane), column});
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
                        RowRef{scratch.queryRow, {c(0)}}, /*inPlace=*/false);
              storeRow(hh, scratch.queryRow, ValueRange{c(0)});
            });
            return SmallVector<Value>{};
          });
    });
  });
  intoRows([] {}, [&] { transposeSquares(qT, rows); });
}

/// The channels qT holds in squares: whole vectors of lanes, for lanes a
/// power of two (the shuffles of transposeSquare).
int64_t TileBuilder::squareChannels() const {
  return llvm::isPowerOf2_64(t.lanes) ? spec.headDim / t.lanes * t.lanes : 0;
}

/// Each square of qT's rows x whole vectors of channels, written as the
/// queries' rows (packQueries), transposed in place.
void TileBuilder::transposeSquares(Value qT, Value rows) {
  const int64_t squares = squareChannels();
  if (squares == 0)
    return;
  forEach(c(0), rows, t.lanes, [&](Value r0) {
    forEach(c(0), c(squares), t.lanes, [&](Value d0) {
      SmallVector<Value> lines;
      for (int64_t k = 0; k < t.lanes; ++k)
        lines.push_back(vector::LoadOp::create(b, lanesOf(f32), qT,
                                               ValueRange{add(d0, c(k)), r0}));
      for (auto [k, column] : llvm::enumerate(transposeSquare(b, lines)))
        vector::StoreOp::create(b, column, qT,
                                ValueRange{add(d0, c(int64_t(k))), r0});
    });
  });
}

/// Rows [first, first + count) of the kv head's `source` (q, k or v layout)
/// as contiguous rows of `dest`, whose row `j` starts at `destAt(j)`: f32,
/// or copied as they are when `dest` holds the source's element type.
void TileBuilder::packRows(Value source,
                           ArrayRef<std::pair<int64_t, int64_t>> pieces,
                           Value dest, RowAt destAt, Value first, Value count) {
  Type element = cast<MemRefType>(source.getType()).getElementType();
  const bool copy =
      element == cast<MemRefType>(dest.getType()).getElementType();
  forEach(c(0), count, 1, [&](Value j) {
    RowRef from{source, spec.at(arg(kTileBatch), add(first, j), kvHead, c(0))};
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
void TileBuilder::keyRows(Value dest, RowAt destAt, Value first, Value count) {
  if (spec.keysRotated)
    return packRows(arg(kTileK), keyPieces, dest, destAt, first, count);
  Value batchRow = spec.kPositionsPerBatch ? arg(kTileBatch) : c(0);
  auto pairs = VectorType::get({spec.config.numPairs()}, f32);
  // Rows for the dot products are read by nothing else: the target's
  // conversion rounds them.
  RowProgram keyProgram = program;
  keyProgram.truncateToBF16 = spec.matmul == CpuMatmul::bf16_dot;
  forEach(c(0), count, 1, [&](Value j) {
    Value s = add(first, j);
    Value angles = arg(kTileKeyAngles);
    Value cosPairs =
        vector::LoadOp::create(b, pairs, angles, ValueRange{batchRow, s, c(0)});
    Value sinPairs = vector::LoadOp::create(
        b, pairs, angles, ValueRange{batchRow, s, c(spec.config.numPairs())});
    rotateRow(b, b.getLoc(), keyProgram,
              buildChunkFactors(b, b.getLoc(), keyProgram, cosPairs, sinPairs),
              RowRef{arg(kTileK), spec.at(arg(kTileBatch), s, kvHead, c(0))},
              RowRef{dest, destAt(j)}, /*inPlace=*/false);
  });
}
