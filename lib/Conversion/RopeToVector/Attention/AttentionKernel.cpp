//===- AttentionKernel.cpp - rope.attention to the CPU kernel -------------===//

#include "AttentionKernel.h"
#include "IndexArithmetic.h"
#include "RowKernel.h"

#include "rope/Codegen/Common/ExpF32.h"
#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Conversion/RopeToVector/CpuAttentionPlan.h"
#include "rope/Conversion/RopeToVector/RopeToVector.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/SymbolTable.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
/// Names each parallel phase in the IR (tests, readers of the IR).
constexpr llvm::StringLiteral kPhaseAttr = "rope.attention_phase";


/// Sizes of one call, as index values (constants where the types are
/// static, so the plan folds at compile time).
struct CallSizes {
  Value batch, querySeq, queryHeads, keySeq, kvHeads;
  Value group, groupHeads, groupChunks, queryBlocks, splits, keysPerSplit;
  Value parts, kvHeadsPerItem, kvHeadGroups, workItems, useRotatedKeys;
  /// Queries rotated once before the work items: when a call has several
  /// key splits, each of which would rotate its queries again.
  Value useRotatedQueries;
};

struct AttentionLowering : LoopBuilder {
  const AttentionSpec &spec;
  const AttentionTiling &t;
  CpuAttentionPlanAttr plan;

  AttentionLowering(ImplicitLocOpBuilder &b, const AttentionSpec &spec,
                    CpuAttentionPlanAttr plan)
      : LoopBuilder{b}, spec(spec), t(spec.tiling), plan(plan) {}

  Value dim(Value buffer, char role) {
    return memref::DimOp::create(b, buffer, spec.layout.indexOf(role));
  }
  Value toBuffer(Value tensor) {
    auto type = cast<RankedTensorType>(tensor.getType());
    return bufferization::ToBufferOp::create(
        b, MemRefType::get(type.getShape(), type.getElementType()), tensor,
        /*read_only=*/true);
  }
  Value castTo(Value buffer, MemRefType type) {
    return memref::CastOp::create(b, type, buffer);
  }

  CallSizes callSizes(Value q, Value k);
  /// The rows of `source` (q or k) rotated once into `rotated`, in the
  /// layout `rotatedAt` gives, when `condition` holds.
  struct RotationSource {
    Value source, positions, frequencies;
    bool positionsPerBatch, frequenciesPerRow;
    Value heads;
  };
  void rotateOnce(const RotationSource &from, Value rotated,
                  function_ref<SmallVector<Value>(Value b, Value s, Value h)>
                      rotatedAt,
                  Value condition, Value seq, const CallSizes &sizes,
                  StringRef phase);
  /// A parallel phase named `phase` over (row, token) pairs of `rows` x
  /// `seq`, when `condition` holds.
  void forEachToken(Value condition, Value rows, Value seq, StringRef phase,
                    function_ref<void(Value row, Value s)> body);
  /// The cos and sin (f32, one lane per pair) of token `s` of batch row
  /// `batch` of `from`.
  std::pair<Value, Value> tokenCosSin(const RotationSource &from, Value batch,
                                      Value s);
  /// The keys' cos and sin into `angles` ([position rows, Sk, 2 x pairs]),
  /// when `condition` holds.
  void keyAngles(const RotationSource &from, Value angles, Value condition,
                 Value positionRows, Value seq);
  void merge(Value out, Value partialOut, Value partialMax, Value partialSum,
             const CallSizes &sizes);
};

/// The block counts, key splits and key rotation of the call: the plan's
/// choices where it made them, else the rules of AttentionPlan.h on the
/// call's extents.
CallSizes AttentionLowering::callSizes(Value q, Value k) {
  CallSizes s;
  s.batch = dim(q, 'b');
  s.querySeq = dim(q, 's');
  s.queryHeads = dim(q, 'h');
  s.keySeq = dim(k, 's');
  s.kvHeads = dim(k, 'h');
  IndexArithmetic a{*this};
  CallWork<Value, Value> work =
      planCallWork(a, t, s.batch, s.querySeq, s.queryHeads, s.kvHeads);
  s.group = work.group;
  s.groupHeads = work.groupHeads;
  s.groupChunks = work.groupChunks;
  s.queryBlocks = work.queryBlocks;
  s.parts = work.parts;
  s.kvHeadsPerItem = work.kvHeadsPerItem;
  s.kvHeadGroups = work.kvHeadGroups;
  s.workItems = work.workItems;
  Value splits = plan.getKeySplits() > 0
                     ? c(plan.getKeySplits())
                     : chooseKeySplits(a, s.workItems, s.keySeq);
  KeyRanges<Value> ranges = splitKeys(a, t, s.keySeq, splits);
  s.keysPerSplit = ranges.keysPerSplit;
  s.splits = ranges.splits;
  switch (plan.getKeyRotation()) {
  case KeyRotation::at_run_time:
    s.useRotatedKeys = work.rotateOnce;
    break;
  case KeyRotation::once:
  case KeyRotation::per_block:
  case KeyRotation::none:
    s.useRotatedKeys = arith::ConstantOp::create(
        b, b.getBoolAttr(plan.getKeyRotation() == KeyRotation::once));
    break;
  }
  s.useRotatedQueries =
      arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, s.splits, c(1));
  return s;
}

/// Phase 1: rows rotated once, one token per iteration so its angles serve
/// all heads (keys when several work items read them, queries when several
/// key splits do).
void AttentionLowering::rotateOnce(
    const RotationSource &from, Value rotated,
    function_ref<SmallVector<Value>(Value b, Value s, Value h)> rotatedAt,
    Value condition, Value seq, const CallSizes &sizes, StringRef phase) {
  RowProgram program =
      planRowProgram(spec.config, b.getF32Type(), t.lanes);
  forEachToken(condition, sizes.batch, seq, phase, [&](Value batch, Value s) {
    auto [cosPairs, sinPairs] = tokenCosSin(from, batch, s);
    SmallVector<ChunkFactors> factors =
        buildChunkFactors(b, b.getLoc(), program, cosPairs, sinPairs);
    forEach(c(0), from.heads, 1, [&](Value h) {
      rotateRow(b, b.getLoc(), program, factors,
                RowRef{from.source, spec.at(batch, s, h, c(0))},
                RowRef{rotated, rotatedAt(batch, s, h)}, /*inPlace=*/false);
    });
  });
}

void AttentionLowering::forEachToken(
    Value condition, Value rows, Value seq, StringRef phase,
    function_ref<void(Value row, Value s)> body) {
  ifThen(condition, [&] {
    auto forall = scf::ForallOp::create(
        b, b.getLoc(), ArrayRef<OpFoldResult>{rows, seq}, ValueRange{},
        std::nullopt, [&](OpBuilder &nb, Location nl, ValueRange ivs) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          body(ivs[0], ivs[1]);
          scf::InParallelOp::create(b);
        });
    forall->setAttr(kPhaseAttr, b.getStringAttr(phase));
  });
}

std::pair<Value, Value>
AttentionLowering::tokenCosSin(const RotationSource &from, Value batch,
                               Value s) {
  Value row = from.positionsPerBatch ? batch : c(0);
  Value p = memref::LoadOp::create(b, from.positions, ValueRange{row, s});
  Value freqs =
      buildTokenFrequencies(b, b.getLoc(), spec.config, from.frequencies,
                            from.frequenciesPerRow, row);
  return buildTokenCosSin(b, b.getLoc(), spec.config, p, freqs);
}

/// Phase 1, keys rotated per block: a key position's angles serve every kv
/// head (and batch row) whose work items rotate it, so its float64 sin and
/// cos, the costly part of a rotation, are computed once here, not in each.
void AttentionLowering::keyAngles(const RotationSource &from, Value angles,
                                  Value condition, Value positionRows,
                                  Value seq) {
  forEachToken(condition, positionRows, seq, "key-angles",
               [&](Value row, Value s) {
                 auto [cosPairs, sinPairs] = tokenCosSin(from, row, s);
                 vector::StoreOp::create(b, cosPairs, angles,
                                         ValueRange{row, s, c(0)});
                 vector::StoreOp::create(
                     b, sinPairs, angles,
                     ValueRange{row, s, c(spec.config.numPairs())});
               });
}

/// Phase 3: per query row, the splits' (max, sum, output) merged:
/// out = sum_s e^(m_s - M) O_s / sum_s e^(m_s - M) l_s, 0 for a row that
/// saw no key.
void AttentionLowering::merge(Value out, Value partialOut, Value partialMax,
                              Value partialSum, const CallSizes &sizes) {
  Type f32 = b.getF32Type();
  Type outElement = cast<MemRefType>(out.getType()).getElementType();
  SmallVector<std::pair<int64_t, int64_t>> pieces =
      rowPieces(spec.valueDim, t.lanes);
  auto forall = scf::ForallOp::create(
      b, b.getLoc(),
      ArrayRef<OpFoldResult>{sizes.batch, sizes.kvHeads, sizes.groupChunks,
                             sizes.queryBlocks},
      ValueRange{}, std::nullopt,
      [&](OpBuilder &nb, Location nl, ValueRange ivs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        Value batch = ivs[0], kvHead = ivs[1], chunk = ivs[2], block = ivs[3];
        Value item = add(mul(add(mul(add(mul(batch, sizes.kvHeads), kvHead),
                                     sizes.groupChunks),
                                 chunk),
                             sizes.queryBlocks),
                         block);
        Value firstPart = mul(item, sizes.splits);
        Value firstHead = add(mul(kvHead, sizes.group),
                              mul(chunk, sizes.groupHeads));
        Value heads = min(sizes.groupHeads,
                          arith::SubIOp::create(b, sizes.group,
                                                mul(chunk, sizes.groupHeads)));
        Value firstQuery = mul(block, c(t.queryBlock));
        Value queries = min(c(t.queryBlock),
                            arith::SubIOp::create(b, sizes.querySeq, firstQuery));
        Value negInf = arith::ConstantOp::create(
            b, b.getF32FloatAttr(-std::numeric_limits<float>::infinity()));
        Value zero = arith::ConstantOp::create(b, b.getF32FloatAttr(0));
        // Rows as the tile packs them: queries of a head are adjacent.
        Value perHead = queriesPerHead(*this, t, sizes.querySeq);
        forEach(c(0), heads, 1, [&](Value hh) {
          forEach(c(0), queries, 1, [&](Value i) {
            Value row = add(mul(hh, perHead), i);
            auto partAt = [&](Value split) { return add(firstPart, split); };
            Value most =
                loop(c(0), sizes.splits, c(1), {negInf},
                     [&](Value split, ValueRange acc) {
                       Value m = memref::LoadOp::create(
                           b, partialMax, ValueRange{partAt(split), row});
                       return SmallVector<Value>{
                           arith::MaximumFOp::create(b, acc[0], m)};
                     })[0];
            Value empty =
                arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, most, negInf);
            Value shift = arith::SelectOp::create(b, empty, zero, most);
            // One pass over the splits: weight w_s = e^(m_s - M), the sum
            // of w_s l_s and of w_s O_s.
            SmallVector<Value> init = {zero};
            for (auto [channel, width] : pieces)
              init.push_back(arith::ConstantOp::create(
                  b, DenseElementsAttr::get(VectorType::get({width}, f32),
                                            b.getF32FloatAttr(0))));
            ValueRange sums = loop(
                c(0), sizes.splits, c(1), init,
                [&](Value split, ValueRange acc) {
                  Value part = partAt(split);
                  Value m = memref::LoadOp::create(b, partialMax,
                                                   ValueRange{part, row});
                  Value w = buildExpF32(b, b.getLoc(),
                                        arith::SubFOp::create(b, m, shift));
                  Value l = memref::LoadOp::create(b, partialSum,
                                                   ValueRange{part, row});
                  SmallVector<Value> next = {arith::AddFOp::create(
                      b, acc[0], arith::MulFOp::create(b, w, l))};
                  for (auto [index, piece] : llvm::enumerate(pieces)) {
                    auto type = VectorType::get({piece.second}, f32);
                    Value o = vector::LoadOp::create(
                        b, type, partialOut,
                        ValueRange{part, row, c(piece.first)});
                    next.push_back(vector::FMAOp::create(
                        b, vector::BroadcastOp::create(b, type, w), o,
                        acc[index + 1]));
                  }
                  return next;
                });
            Value total = sums[0];
            Value positive =
                arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, total, zero);
            Value inverse = arith::SelectOp::create(
                b, positive,
                arith::DivFOp::create(
                    b, arith::ConstantOp::create(b, b.getF32FloatAttr(1)),
                    total),
                zero);
            for (auto [index, piece] : llvm::enumerate(pieces)) {
              auto type = VectorType::get({piece.second}, f32);
              Value o = arith::MulFOp::create(
                  b, sums[index + 1],
                  vector::BroadcastOp::create(b, type, inverse));
              vector::StoreOp::create(
                  b, fromF32(o, outElement), out,
                  spec.at(batch, add(firstQuery, i), add(firstHead, hh),
                          c(piece.first)));
            }
          });
        });
        scf::InParallelOp::create(b);
      });
  forall->setAttr(kPhaseAttr, b.getStringAttr("merge-splits"));
}

std::string uniqueTileName(ModuleOp module, StringRef base) {
  SymbolTable symbols(module);
  for (unsigned n = 0;; ++n) {
    std::string name = (base + "_attention_tile" + Twine(n)).str();
    if (!symbols.lookup(name))
      return name;
  }
}

struct LowerAttentionToVector : OpRewritePattern<AttentionOp> {
  LowerAttentionToVector(MLIRContext *context, int64_t vectorBits)
      : OpRewritePattern(context), vectorBits(vectorBits) {}

  LogicalResult matchAndRewrite(AttentionOp op,
                                PatternRewriter &rewriter) const override {
    auto qType = cast<RankedTensorType>(op.getQ().getType());
    auto kType = cast<RankedTensorType>(op.getK().getType());
    auto vType = cast<RankedTensorType>(op.getV().getType());
    auto resultType = cast<RankedTensorType>(op.getType());
    AttentionSpec spec;
    spec.layout = op.getLayout();
    spec.config = op.getRopeConfig();
    spec.headDim = qType.getShape().back();
    spec.valueDim = vType.getShape().back();
    CpuAttentionPlanAttr plan = getCpuAttentionPlan(op, vectorBits);
    if (!plan)
      return rewriter.notifyMatchFailure(op, "head dims too large for the "
                                             "kernel's stack tiles");
    auto module = op->getParentOfType<ModuleOp>();
    auto func = op->getParentOfType<FunctionOpInterface>();
    if (!module || !func)
      return rewriter.notifyMatchFailure(op, "not inside a function");
    spec.qElement = qType.getElementType();
    spec.kElement = kType.getElementType();
    spec.vElement = vType.getElementType();
    spec.causal = op.getCausal();
    spec.keysRotated = op.getKeysRotated();
    spec.scale = op.getScaleOrDefault();
    if (Value bias = op.getBias())
      spec.biasType = cast<RankedTensorType>(bias.getType());
    spec.runtimeFrequencies = spec.config.scaling.dependsOnSequenceLength();
    spec.tiling = tilingOf(plan);
    spec.matmul = plan.getMatmul();

    Location loc = op.getLoc();
    ImplicitLocOpBuilder b(loc, rewriter);
    PositionTable qPositions = buildPositionsOf(rewriter, op, op.getQ(), 0);
    PositionTable kPositions = buildPositionsOf(rewriter, op, op.getK(), 1);
    spec.qPositionsPerBatch = qPositions.perBatch;
    spec.kPositionsPerBatch = kPositions.perBatch;
    FrequencyTable qFrequencies, kFrequencies;
    if (spec.runtimeFrequencies) {
      qFrequencies = buildFrequencies(rewriter, loc, spec.config, qPositions);
      kFrequencies = buildFrequencies(rewriter, loc, spec.config, kPositions);
      spec.qFrequenciesPerRow = qFrequencies.perRow;
      spec.kFrequenciesPerRow = kFrequencies.perRow;
    }
    func::FuncOp tile = buildAttentionTile(
        rewriter, loc, module,
        uniqueTileName(module, func.getName()), spec);

    AttentionLowering lowering(b, spec, plan);
    Value q = lowering.toBuffer(op.getQ());
    Value k = lowering.toBuffer(op.getK());
    Value v = lowering.toBuffer(op.getV());
    Value qPos = lowering.toBuffer(qPositions.positions);
    Value kPos = lowering.toBuffer(kPositions.positions);
    Value qFreq, kFreq, bias;
    if (spec.runtimeFrequencies) {
      qFreq = lowering.toBuffer(qFrequencies.freqs);
      kFreq = lowering.toBuffer(kFrequencies.freqs);
    }
    if (op.getBias())
      bias = lowering.toBuffer(op.getBias());
    CallSizes sizes = lowering.callSizes(q, k);
    const AttentionTiling &t = spec.tiling;

    // Buffers: rotated keys (empty unless used), the splits' partial
    // results, the output.
    Value rotatedRows = arith::SelectOp::create(b, sizes.useRotatedKeys,
                                                sizes.keySeq, lowering.c(0));
    Value rotated = memref::AllocOp::create(
        b, tileBufferType(spec, kTileRotatedK),
        ValueRange{sizes.batch, sizes.kvHeads, rotatedRows});
    // The keys' angles (empty unless keys are rotated per block).
    Value rotatesPerBlock = lowering.c(0);
    if (!spec.keysRotated)
      rotatesPerBlock = arith::SelectOp::create(b, sizes.useRotatedKeys,
                                                lowering.c(0), lowering.c(1));
    Value positionRows = lowering.mul(
        rotatesPerBlock, spec.kPositionsPerBatch ? sizes.batch : lowering.c(1));
    Value angles = memref::AllocOp::create(
        b, tileBufferType(spec, kTileKeyAngles),
        ValueRange{positionRows, sizes.keySeq});
    // Rotated queries in q's layout (empty unless used).
    Value rotatedQueryRows = arith::SelectOp::create(
        b, sizes.useRotatedQueries, sizes.querySeq, lowering.c(0));
    // The head dim is static.
    SmallVector<Value> rotatedQuerySizes = spec.layout.arrange(
        sizes.batch, rotatedQueryRows, sizes.queryHeads, Value());
    rotatedQuerySizes.pop_back();
    Value rotatedQueries = memref::AllocOp::create(
        b, tileBufferType(spec, kTileRotatedQ), rotatedQuerySizes);
    Value parts = lowering.mul(sizes.parts, sizes.splits);
    // Rows of one part as the tile packs them (decode: 1 query per head,
    // not a whole query block; the buffers are allocated on every call).
    Value rows = paddedRows(lowering, t, sizes.groupHeads,
                            queriesPerHead(lowering, t, sizes.querySeq));
    Value partialOut = memref::AllocOp::create(
        b, tileBufferType(spec, kTilePartialOut), ValueRange{parts, rows});
    Value partialMax = memref::AllocOp::create(
        b, tileBufferType(spec, kTilePartialMax), ValueRange{parts, rows});
    Value partialSum = memref::AllocOp::create(
        b, tileBufferType(spec, kTilePartialSum), ValueRange{parts, rows});
    SmallVector<Value> outSizes;
    for (auto [axis, extent] : llvm::enumerate(resultType.getShape()))
      if (ShapedType::isDynamic(extent))
        outSizes.push_back(memref::DimOp::create(b, q, axis));
    Value out = memref::AllocOp::create(
        b, MemRefType::get(resultType.getShape(), resultType.getElementType()),
        outSizes);

    lowering.rotateOnce({k, kPos, kFreq, spec.kPositionsPerBatch,
                         spec.kFrequenciesPerRow, sizes.kvHeads},
                        rotated,
                        [&](Value batch, Value s, Value h) {
                          return SmallVector<Value>{batch, h, s,
                                                    lowering.c(0)};
                        },
                        sizes.useRotatedKeys, sizes.keySeq, sizes,
                        "rotate-keys-once");
    if (!spec.keysRotated)
      lowering.keyAngles({k, kPos, kFreq, spec.kPositionsPerBatch,
                          spec.kFrequenciesPerRow, sizes.kvHeads},
                         angles,
                         arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                               positionRows, lowering.c(0)),
                         positionRows, sizes.keySeq);
    lowering.rotateOnce({q, qPos, qFreq, spec.qPositionsPerBatch,
                         spec.qFrequenciesPerRow, sizes.queryHeads},
                        rotatedQueries,
                        [&](Value batch, Value s, Value h) {
                          return spec.at(batch, s, h, lowering.c(0));
                        },
                        sizes.useRotatedQueries, sizes.querySeq, sizes,
                        "rotate-queries-once");

    // Phase 2: the work items.
    SmallVector<Value> fixed = {
        lowering.castTo(q, tileBufferType(spec, kTileQ)),
        lowering.castTo(k, tileBufferType(spec, kTileK)),
        rotated,
        rotatedQueries,
        lowering.castTo(v, tileBufferType(spec, kTileV)),
        lowering.castTo(qPos, tileBufferType(spec, kTileQPositions)),
        lowering.castTo(kPos, tileBufferType(spec, kTileKPositions)),
        angles, partialOut, partialMax, partialSum};
    SmallVector<Value> extra;
    if (spec.runtimeFrequencies)
      extra.push_back(lowering.castTo(
          qFreq, MemRefType::get({ShapedType::kDynamic, ShapedType::kDynamic},
                                 b.getF64Type())));
    if (bias)
      extra.push_back(bias);
    // A work item's key splits are adjacent iterations, so a thread given a
    // run of them walks its kv heads' keys in order and each split's first
    // block was prefetched by the split before it (the tile prefetches up to
    // the sequence's end, not its own).
    auto items = scf::ForallOp::create(
        b, loc,
        ArrayRef<OpFoldResult>{sizes.batch, sizes.kvHeadGroups,
                               sizes.groupChunks, sizes.queryBlocks,
                               sizes.splits},
        ValueRange{}, std::nullopt,
        [&](OpBuilder &nb, Location nl, ValueRange ivs) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          LoopBuilder &l = lowering;
          Value batch = ivs[0], chunk = ivs[2], block = ivs[3],
                split = ivs[4];
          Value kvHead = l.mul(ivs[1], sizes.kvHeadsPerItem);
          Value itemKvHeads =
              l.min(sizes.kvHeadsPerItem,
                    arith::SubIOp::create(b, sizes.kvHeads, kvHead));
          Value item = l.add(
              l.mul(l.add(l.mul(l.add(l.mul(batch, sizes.kvHeads), kvHead),
                                sizes.groupChunks),
                          chunk),
                    sizes.queryBlocks),
              block);
          Value firstHead = l.add(l.mul(kvHead, sizes.group),
                                  l.mul(chunk, sizes.groupHeads));
          Value heads = l.min(
              sizes.groupHeads,
              arith::SubIOp::create(b, sizes.group,
                                    l.mul(chunk, sizes.groupHeads)));
          Value firstKey = l.mul(split, sizes.keysPerSplit);
          Value endKey =
              l.min(sizes.keySeq, l.add(firstKey, sizes.keysPerSplit));
          SmallVector<Value> operands(fixed);
          operands.append({batch, kvHead, firstHead, heads,
                           l.mul(block, l.c(t.queryBlock)), firstKey, endKey,
                           l.add(l.mul(item, sizes.splits), split),
                           itemKvHeads, sizes.group,
                           l.mul(l.mul(sizes.groupChunks, sizes.queryBlocks),
                                 sizes.splits),
                           sizes.useRotatedKeys, sizes.useRotatedQueries});
          operands.append(extra);
          func::CallOp::create(b, tile, operands);
          scf::InParallelOp::create(b);
        });
    items->setAttr(kPhaseAttr, b.getStringAttr("work-items"));

    lowering.merge(out, partialOut, partialMax, partialSum, sizes);
    rewriter.replaceOp(op, bufferization::ToTensorOp::create(
                               b, resultType, out, /*restrict=*/true,
                               /*writable=*/true));
    return success();
  }

private:
  int64_t vectorBits;
};
} // namespace

void mlir::rope::populateRopeAttentionToVectorPatterns(
    RewritePatternSet &patterns, int64_t vectorBits) {
  patterns.add<LowerAttentionToVector>(patterns.getContext(), vectorBits);
}
