//===- Tile.cpp - One work item of the CPU attention kernel ---------------===//
//
// A work item is (batch, kv head, a chunk of that kv head's query heads, a
// query block, a range of keys); an item of few rows may take several
// consecutive kv heads, each with its own packed queries, score tile and
// partial results, read in turn within each key block (docs/CPU.md,
// "Decode: several kv heads per work item"). Its rows are (head of the
// chunk, query of the block), densely: a block holds min(queryBlock, Sq)
// queries, so decode (one query) packs the group's heads into one vector
// instead of padding each head to a block. Rows are padded to whole
// vectors. Scores are held transposed, keys x rows, so the online softmax
// runs along rows with plain vector ops (no horizontal reductions):
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

#include "TileBuilder.h"

#include "PackedSoftmax.h"
#include "PairedScores.h"
#include "PairedValues.h"
#include "RowScores.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

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

void TileBuilder::chooseStrategies() {
  if (spec.matmul == CpuMatmul::amx) {
    scoreProduct = ScoreProduct::AmxTiles;
    valueProduct = ValueProduct::AmxTiles;
  } else {
    scoreProduct =
        scratch.keyPairRows ? ScoreProduct::BF16Dots : ScoreProduct::Fmas;
    valueProduct =
        scratch.probabilityPairs ? ValueProduct::BF16Dots : ValueProduct::Fmas;
  }
  keySource = !spec.keysRotated       ? KeySource::RotatedByItem
              : spec.kElement.isF32() ? KeySource::CacheInPlace
                                      : KeySource::NarrowCache;
}

void TileBuilder::planRows() {
  querySeq =
      memref::DimOp::create(b, arg(kTileQ), spec.layout.indexOf('s'));
  perHead = queriesPerHead(*this, t, querySeq);
  lastQuery = arith::SubIOp::create(b, querySeq, c(1));
  // Rows padded to whole vectors for the scores and to whole register
  // tiles of P.V (rowUnit); P.V and the outputs only work on the register
  // tiles that hold real rows (decode: half the padding of AVX2).
  rows = paddedRows(*this, t, arg(kTileHeads), perHead);
  outputRows = mul(ceilDiv(mul(arg(kTileHeads), perHead), c(t.outputRows)),
                   c(t.outputRows));
  valuesInPlace = arith::CmpIOp::create(b, arith::CmpIPredicate::ule,
                                        outputRows, c(t.outputRows));
}

void TileBuilder::planPrefetches() {
  lastKey = arith::SubIOp::create(
      b, memref::DimOp::create(b, arg(kTileK), spec.layout.indexOf('s')),
      c(1));
  if (t.prefetchInAddressOrder)
    headsReciprocal = ceilDiv(c(int64_t(1) << 32), arg(kTileItemKvHeads));
}

Value &TileBuilder::scratchBuffer(ScratchBuffer buffer) {
  Scratch &s = scratch;
  switch (buffer) {
  case ScratchBuffer::QueriesTransposed:
    return s.qTs;
  case ScratchBuffer::QueryRows:
    return s.qRowSlices;
  case ScratchBuffer::QueryRowsBF16:
    return s.qPairSlices;
  case ScratchBuffer::Scores:
    return s.sTiles;
  case ScratchBuffer::QueryRow:
    return s.queryRow;
  case ScratchBuffer::RowScales:
    return s.alpha;
  case ScratchBuffer::RowPositions:
    return s.pq;
  case ScratchBuffer::KeyPairRows:
    return s.keyPairRows;
  case ScratchBuffer::QueryPairs:
    return s.queryPairSlices;
  case ScratchBuffer::ProbabilityPairs:
    return s.probabilityPairs;
  case ScratchBuffer::ValuePairs:
    return s.valuePairs;
  case ScratchBuffer::AmxQueryPairs:
    return amxOperands.qPairs;
  case ScratchBuffer::AmxKeyRows:
    return amxOperands.kRows;
  case ScratchBuffer::AmxProbabilities:
    return amxOperands.pRows;
  case ScratchBuffer::AmxValuePairs:
    return amxOperands.vPairs;
  case ScratchBuffer::KeyBlock:
    return s.kBlock;
  case ScratchBuffer::ValueBlock:
    return s.vBlock;
  }
  llvm_unreachable("unknown scratch buffer");
}

/// The rows each key's scores take: items of at most one vector of rows
/// (decode) also keep the queries row-major for the row-major score
/// product (not with AMX tiles); those of at most half a vector keep their
/// scores packed, `scoreRows` rows to a key (PackedSoftmax.h; not with a
/// bias, whose lanes follow rows).
Value TileBuilder::planScoreRows() {
  scoreRows = rows;
  if (!rowScoresApply(t) || spec.matmul == CpuMatmul::amx)
    return scoreRows;
  Value realRows = mul(arg(kTileHeads), perHead);
  fewRows = arith::CmpIOp::create(b, arith::CmpIPredicate::ule, realRows,
                                  c(t.lanes));
  rowMajorRows = min(
      mul(ceilDiv(realRows, c(kRowScoreRows)), c(kRowScoreRows)), c(t.lanes));
  if (!spec.biasType)
    packings = packedScoreRows(t);
  for (int64_t packing : llvm::reverse(packings))
    scoreRows = arith::SelectOp::create(
        b,
        arith::CmpIOp::create(b, arith::CmpIPredicate::ule, realRows,
                              c(packing)),
        c(packing), scoreRows);
  return scoreRows;
}

Value TileBuilder::itemExtent(ItemExtent extent) {
  switch (extent) {
  case ItemExtent::KvHeads:
    return arg(kTileItemKvHeads);
  case ItemExtent::Rows:
    return rows;
  case ItemExtent::TwiceRows:
    return mul(rows, c(2));
  case ItemExtent::ScoreRows:
    // Planned where the score tile, its first user, is allocated.
    return scoreRows ? scoreRows : planScoreRows();
  }
  llvm_unreachable("unknown item extent");
}

void TileBuilder::allocateScratch() {
  // Allocations of the function's entry block, from the list the plan's
  // stack bound counts (TileScratch.h).
  if (spec.matmul == CpuMatmul::amx)
    amx.emplace(b, spec.headDim, spec.valueDim, t.keyBlock);
  ScratchOperands operands{spec.matmul, spec.kElement, spec.vElement,
                           spec.headDim, spec.valueDim};
  for (const ScratchBufferType &buffer : tileScratch(t, operands)) {
    SmallVector<int64_t> shape;
    SmallVector<Value> sizes;
    for (ScratchDim d : buffer.shape) {
      shape.push_back(d.size);
      if (ShapedType::isDynamic(d.size))
        sizes.push_back(itemExtent(d.extent));
    }
    scratchBuffer(buffer.buffer) = memref::AllocaOp::create(
        b, MemRefType::get(shape, buffer.element), sizes);
    initialize(buffer.buffer);
  }
}

void TileBuilder::initialize(ScratchBuffer buffer) {
  Scratch &s = scratch;
  switch (buffer) {
  case ScratchBuffer::ProbabilityPairs:
    zeroPairedProbabilities(b, t, s.probabilityPairs, rows);
    s.pairRows = mul(ceilDiv(mul(arg(kTileHeads), perHead), c(kRowScoreRows)),
                     c(kRowScoreRows));
    return;
  case ScratchBuffer::AmxValuePairs: // the last AMX operand
    amx->zeroPaddingChannels(amxOperands.kRows);
    return;
  default:
    return;
  }
}

Value TileBuilder::sliceOf(Value slices, Value hk) {
  auto type = cast<MemRefType>(slices.getType());
  SmallVector<OpFoldResult> offsets = {hk, b.getIndexAttr(0),
                                       b.getIndexAttr(0)};
  SmallVector<OpFoldResult> sizes =
      memref::getMixedSizes(b, b.getLoc(), slices);
  sizes.front() = b.getIndexAttr(1);
  SmallVector<OpFoldResult> strides(3, b.getIndexAttr(1));
  auto sliceType = memref::SubViewOp::inferRankReducedResultType(
      {type.getDimSize(1), type.getDimSize(2)}, type, offsets, sizes, strides);
  return memref::SubViewOp::create(b, cast<MemRefType>(sliceType), slices,
                                   offsets, sizes, strides);
}

void TileBuilder::forEachKvHead(function_ref<void()> body) {
  forEach(c(0), arg(kTileItemKvHeads), 1, [&](Value hk) {
    itemKvHead = hk;
    kvHead = add(arg(kTileKvHead), hk);
    firstHead = add(arg(kTileFirstHead), mul(hk, arg(kTileHeadStride)));
    part = add(arg(kTilePart), mul(hk, arg(kTilePartStride)));
    lastHead = add(firstHead, arith::SubIOp::create(b, arg(kTileHeads), c(1)));
    qT = sliceOf(scratch.qTs, hk);
    scratch.sTile = sliceOf(scratch.sTiles, hk);
    qRows = scratch.qRowSlices ? sliceOf(scratch.qRowSlices, hk) : Value();
    qPairs = scratch.qPairSlices ? sliceOf(scratch.qPairSlices, hk) : Value();
    queryPairs = scratch.queryPairSlices ? sliceOf(scratch.queryPairSlices, hk)
                                         : Value();
    body();
  });
}

void TileBuilder::startKvHead(Value negInf) {
  // Every kv head's rows hold the same query positions: one `pq`.
  packQueries(qT, qRows, fewRows, scratch.pq, rows);
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
}

void TileBuilder::spanQueries() {
  latestQuery = loop(
      c(0), rows, c(1), {arith::ConstantOp::create(b, b.getI32IntegerAttr(-1))},
      [&](Value i, ValueRange acc) {
        Value p = memref::LoadOp::create(b, scratch.pq, i);
        return SmallVector<Value>{arith::MaxSIOp::create(b, acc[0], p)};
      })[0];
  // The earliest query of the block (padding rows, at -1, see nothing).
  earliestQuery =
      loop(c(0), rows, c(1),
           {arith::ConstantOp::create(
               b, b.getI32IntegerAttr(std::numeric_limits<int32_t>::max()))},
           [&](Value i, ValueRange acc) {
             Value p = memref::LoadOp::create(b, scratch.pq, i);
             Value padding = arith::CmpIOp::create(
                 b, arith::CmpIPredicate::slt, p,
                 arith::ConstantOp::create(b, b.getI32IntegerAttr(0)));
             return SmallVector<Value>{arith::SelectOp::create(
                 b, padding, acc[0], arith::MinSIOp::create(b, acc[0], p))};
           })[0];
}

TileBuilder::KeyBlock TileBuilder::keyBlockAt(Value first) {
  KeyBlock block{first,
                 min(c(t.keyBlock),
                     arith::SubIOp::create(b, arg(kTileEndKey), first)),
                 /*visible=*/{}, /*needsMask=*/{}};
  block.visible = arith::ConstantOp::create(b, b.getBoolAttr(true));
  // A short block, a bias or keys later than some query need masks.
  block.needsMask = arith::CmpIOp::create(b, arith::CmpIPredicate::slt,
                                          block.count, c(t.keyBlock));
  if (spec.biasType)
    block.needsMask = arith::ConstantOp::create(b, b.getBoolAttr(true));
  if (!spec.causal)
    return block;
  ValueRange span =
      loop(c(0), block.count, c(1),
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
  block.visible =
      arith::CmpIOp::create(b, arith::CmpIPredicate::sle, span[0],
                            arith::ExtSIOp::create(b, i64, latestQuery));
  block.needsMask = arith::OrIOp::create(
      b, block.needsMask,
      arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, span[1],
                            arith::ExtSIOp::create(b, i64, earliestQuery)));
  return block;
}

/// The loop nest: the item's kv heads set up, then per key block its
/// visibility, and per visible block the three strategies chosen once:
/// the score product of every kv head, then each kv head's softmax and
/// value product.
void TileBuilder::build() {
  planRows();
  planPrefetches();
  allocateScratch();
  chooseStrategies();
  Value negInf = splatF32(-std::numeric_limits<double>::infinity());
  forEachKvHead([&] { startKvHead(negInf); });
  spanQueries();
  batchRow = spec.kPositionsPerBatch ? arg(kTileBatch) : c(0);
  forEach(arg(kTileFirstKey), arg(kTileEndKey), t.keyBlock, [&](Value first) {
    KeyBlock block = keyBlockAt(first);
    // Masks and visibility depend on positions only: the same for every
    // kv head of the item, whose rows of the block are read in turn. The
    // scores of one kv head do not wait on the P.V of the one before: the
    // core overlaps the short loops of a decode's kv heads.
    ifThen(block.visible, [&] {
      forEachKvHead([&] {
        switch (scoreProduct) {
        case ScoreProduct::AmxTiles:
          scoresOnAmx(block);
          break;
        case ScoreProduct::BF16Dots:
          scoresOnDots(block);
          break;
        case ScoreProduct::Fmas:
          scoresOnFmas(block);
          break;
        }
      });
      forEachKvHead([&] {
        blockSoftmax(block);
        if (valueProduct == ValueProduct::AmxTiles)
          valuesOnAmx(block);
        else
          valuesOnVectors(block);
      });
    });
  });
}

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
