//===- CpuAttentionPlan.cpp - The plan of one CPU rope.attention ----------===//

#include "rope/Conversion/RopeToVector/CpuAttentionPlan.h"

#include "TileScratch.h"

using namespace mlir;
using namespace mlir::rope;

namespace {
int64_t extentOf(Value tensor, LayoutAttr layout, char role) {
  return layout.extentOf(role,
                         cast<RankedTensorType>(tensor.getType()).getShape());
}

/// The head dims of q/k and of v, and whether the CPU kernel takes them.
struct HeadDims {
  int64_t head, value;
  bool fit() const { return head + value <= kMaxCpuAttentionRow; }
};
HeadDims headDimsOf(AttentionOp op) {
  return {extentOf(op.getQ(), op.getLayout(), 'd'),
          extentOf(op.getV(), op.getLayout(), 'd')};
}

int64_t bytesOf(Value tensor) {
  return cast<ShapedType>(tensor.getType()).getElementTypeBitWidth() / 8;
}

Type elementOf(Value tensor) {
  return cast<ShapedType>(tensor.getType()).getElementType();
}

/// The stack bytes of the scratch of `op`'s work items, tiled as `t`, with
/// products on `matmul`.
int64_t stackBytes(AttentionOp op, const AttentionTiling &t,
                   CpuMatmul matmul) {
  HeadDims dims = headDimsOf(op);
  return mlir::rope::detail::tileScratchBytes(t, {matmul, elementOf(op.getK()),
                                      elementOf(op.getV()), dims.head,
                                      dims.value});
}

/// The extents of a call that the plan's rules read (ShapedType::kDynamic
/// where unknown).
struct CallExtents {
  int64_t batch, querySeq, queryHeads, keySeq, kvHeads;
};

/// Items of several kv heads (AttentionTiling::kvHeadsPerItem) where the
/// layout puts a key's kv heads side by side (`h` just before `d`, as in
/// `bshd`): as many as the stack allows, or as the extents give when they
/// are known (1 unless items have few rows). Items of several kv heads
/// take key blocks whose K and V rows over those heads fit
/// kItemKeyBlockBytes (kItemKeyBlockBytesF32 for f32 rows), or the
/// smallest blocks where the call's K and V are known to exceed
/// kStreamedCacheBytes; f32 rows known to fit it take score tiles of 2
/// keys.
void planKvHeadsPerItem(AttentionOp op, HeadDims dims, const CallExtents &e,
                        CpuMatmul matmul, int64_t maxStackBytes,
                        AttentionTiling &t) {
  LayoutAttr layout = op.getLayout();
  if (layout.indexOf('h') + 1 != layout.indexOf('d'))
    return;
  t.kvHeadsPerItem = kMaxKvHeadsPerItem;
  while (t.kvHeadsPerItem > 1 && stackBytes(op, t, matmul) > maxStackBytes)
    t.kvHeadsPerItem /= 2;
  if (llvm::any_of(std::initializer_list<int64_t>{e.querySeq, e.queryHeads,
                                                  e.kvHeads},
                   ShapedType::isDynamic))
    return;
  StaticArithmetic a;
  t.kvHeadsPerItem =
      planCallWork(a, t, 1, e.querySeq, e.queryHeads, e.kvHeads)
          .kvHeadsPerItem;
  if (t.kvHeadsPerItem < 2)
    return;
  // K and V bytes of one key of one kv head, and of the item's kv heads.
  const int64_t bytesPerHeadKey =
      dims.head * bytesOf(op.getK()) + dims.value * bytesOf(op.getV());
  const int64_t bytesPerKey = t.kvHeadsPerItem * bytesPerHeadKey;
  const bool f32Rows = bytesOf(op.getK()) == 4 && bytesOf(op.getV()) == 4;
  const int64_t blockBytes =
      f32Rows ? kItemKeyBlockBytesF32 : kItemKeyBlockBytes;
  // Whether K and V are known to fit the L3, or known not to.
  const bool cacheKnown =
      !ShapedType::isDynamic(e.batch) && !ShapedType::isDynamic(e.keySeq);
  const bool streamed =
      cacheKnown &&
      e.batch * e.keySeq * e.kvHeads * bytesPerHeadKey > kStreamedCacheBytes;
  // Blocks are a power of two of score tiles (planAttentionTiling) of at
  // most 16 keys: halving down to 16 keys keeps them whole tiles.
  while (t.keyBlock > 16 && (streamed || t.keyBlock * bytesPerKey > blockBytes))
    t.keyBlock /= 2;
  // f32 rows from the L3 wait on the core: score tiles of 2 keys (8
  // accumulators, half the fold per key tile's latency) gained 2-8%; from
  // memory, 4 keys (tiles of 2 lost 6-9%).
  if (f32Rows && cacheKnown && !streamed)
    t.rowKeyTile = 2;
  // In address order the first pass over a block already requests the
  // next block's first keys of every kv head, which the last kv head reads
  // almost two blocks later: blocks of kItemKeyBlockBytesF32 (f32 decode)
  // gained 3-12% that way, blocks of 256 KiB (bf16) lost 3-17%.
  t.prefetchInAddressOrder = t.keyBlock * bytesPerKey <= kItemKeyBlockBytesF32;
}

/// Items of at most one vector of rows (decode) take their kv head's whole
/// query group (planCallWork), where the tiling's group_heads is sized for
/// the query blocks of prefill. With static extents the plan records that
/// group, and with 32 registers P.V's tile grows to 8 rows by 2 vectors:
/// the group's rows in one pass over each value row.
void planDecodeGroup(AttentionOp op, const CallExtents &e, CpuMatmul matmul,
                     int64_t maxStackBytes, AttentionTiling &t) {
  if (llvm::any_of(std::initializer_list<int64_t>{e.querySeq, e.queryHeads,
                                                  e.kvHeads},
                   ShapedType::isDynamic))
    return;
  StaticArithmetic a;
  CallWork<int64_t, bool> work =
      planCallWork(a, t, 1, e.querySeq, e.queryHeads, e.kvHeads);
  if (work.groupHeads <= t.groupHeads)
    return;
  AttentionTiling wide = t;
  wide.groupHeads = work.groupHeads;
  const int64_t rows = work.groupHeads * queriesPerHead(a, t, e.querySeq);
  if (t.wideRegisterFile() && rows > t.outputRows) {
    wide.outputRows = 8;
    wide.valueVectors = 2;
  }
  if (stackBytes(op, wide, matmul) <= maxStackBytes)
    t = wide;
}

/// Smaller work items until their tiles take at most `maxStackBytes`: one
/// head of a group, one kv head, then key blocks down to 16 keys.
void fitStack(AttentionOp op, CpuMatmul matmul, int64_t maxStackBytes,
              AttentionTiling &t) {
  auto bytes = [&] { return stackBytes(op, t, matmul); };
  while (bytes() > maxStackBytes && t.groupHeads > 1)
    t.groupHeads /= 2;
  while (bytes() > maxStackBytes && t.kvHeadsPerItem > 1)
    t.kvHeadsPerItem /= 2;
  // Blocks are a power of two of score tiles (planAttentionTiling) of at
  // most 16 keys: halving down to 16 keys keeps them whole tiles. AMX
  // blocks stay a multiple of 32.
  const int64_t minimum = matmul == CpuMatmul::amx ? 2 * kAmxTileRows : 16;
  while (bytes() > maxStackBytes && t.keyBlock > minimum)
    t.keyBlock /= 2;
}
} // namespace

std::string mlir::rope::amxUnsuitability(AttentionOp op) {
  auto element = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getElementType();
  };
  if (!element(op.getQ()).isBF16() || !element(op.getK()).isBF16() ||
      !element(op.getV()).isBF16())
    return "its q, k and v are not all bf16";
  if (headDimsOf(op).value % kAmxAccumulatorColumns != 0)
    return "its v head dim is not a multiple of " +
           std::to_string(kAmxAccumulatorColumns);
  return "";
}

std::string mlir::rope::bf16DotUnsuitability(AttentionOp op) {
  auto isBF16 = [](Value x) {
    return cast<RankedTensorType>(x.getType()).getElementType().isBF16();
  };
  // The scores' dot products read bf16 keys (rotated in bf16 by the
  // kernel unless they arrive rotated), P.V's bf16 value rows.
  if (isBF16(op.getK()) || isBF16(op.getV()))
    return "";
  return "neither its k nor its v is bf16";
}

CpuAttentionPlanAttr mlir::rope::planCpuAttention(AttentionOp op,
                                                  int64_t vectorBits,
                                                  bool amxTiles,
                                                  bool bf16Dots,
                                                  int64_t maxStackBytes) {
  HeadDims dims = headDimsOf(op);
  if (!dims.fit())
    return {};
  LayoutAttr layout = op.getLayout();
  const CallExtents e{extentOf(op.getQ(), layout, 'b'),
                      extentOf(op.getQ(), layout, 's'),
                      extentOf(op.getQ(), layout, 'h'),
                      extentOf(op.getK(), layout, 's'),
                      extentOf(op.getK(), layout, 'h')};
  auto isStatic = [](std::initializer_list<int64_t> extents) {
    return llvm::none_of(extents, ShapedType::isDynamic);
  };
  // Decode's tiles where a kv head's query group is known to fit one
  // vector of rows (the lanes and query block do not depend on it).
  AttentionTiling t = planAttentionTiling(vectorBits, dims.head, dims.value);
  StaticArithmetic a;
  const bool fewRows =
      isStatic({e.querySeq, e.queryHeads, e.kvHeads}) &&
      rowsFitOneVector(a, t, e.queryHeads / std::max<int64_t>(e.kvHeads, 1),
                       e.querySeq);
  if (fewRows)
    t = planAttentionTiling(vectorBits, dims.head, dims.value, fewRows);
  // Tiles of 16 rows: decode (a single query) keeps the FMA kernel's
  // row-major product instead of a tile of padding.
  bool amx = amxTiles && vectorBits == 512 && amxUnsuitability(op).empty() &&
             (ShapedType::isDynamic(e.querySeq) || e.querySeq >= kAmxTileRows);
  if (amx) {
    t.keyBlock = (t.keyBlock + 2 * kAmxTileRows - 1) / (2 * kAmxTileRows) *
                 (2 * kAmxTileRows);
    amx = stackBytes(op, t, CpuMatmul::amx) <= maxStackBytes;
    if (!amx)
      t = planAttentionTiling(vectorBits, dims.head, dims.value, fewRows);
  }
  const bool dots = !amx && bf16Dots &&
                    (vectorBits == 128 || vectorBits == 256 ||
                     vectorBits == 512) &&
                    bf16DotUnsuitability(op).empty();
  CpuMatmul matmul = CpuMatmul::fma;
  if (amx)
    matmul = CpuMatmul::amx;
  else if (dots)
    matmul = CpuMatmul::bf16_dot;
  if (!amx) {
    planDecodeGroup(op, e, matmul, maxStackBytes, t);
    planKvHeadsPerItem(op, dims, e, matmul, maxStackBytes, t);
  }
  fitStack(op, matmul, maxStackBytes, t);
  // The rotation needs the query length and the heads; the splits every
  // extent. Unknown ones leave the choice to each call.
  KeyRotation rotation = KeyRotation::at_run_time;
  int64_t splits = 0;
  if (isStatic({e.querySeq, e.queryHeads, e.kvHeads})) {
    CallWork<int64_t, bool> work =
        planCallWork(a, t, isStatic({e.batch}) ? e.batch : 1, e.querySeq,
                     e.queryHeads, e.kvHeads);
    rotation = work.rotateOnce ? KeyRotation::once : KeyRotation::per_block;
    if (isStatic({e.batch, e.keySeq}))
      splits = splitKeys(a, t, e.keySeq,
                         chooseKeySplits(a, work.workItems, e.keySeq))
                   .splits;
  }
  if (op.getKeysRotated())
    rotation = KeyRotation::none;
  return CpuAttentionPlanAttr::get(
      op.getContext(), vectorBits, t.queryBlock, t.keyBlock, t.keyTile,
      t.rowKeyTile, t.outputRows, t.valueVectors, t.groupHeads, rotation,
      splits, matmul, t.kvHeadsPerItem,
      t.prefetchInAddressOrder ? PrefetchOrder::address
                               : PrefetchOrder::heads);
}

int64_t mlir::rope::cpuAttentionStackBytes(AttentionOp op,
                                           CpuAttentionPlanAttr plan) {
  return stackBytes(op, tilingOf(plan), plan.getMatmul());
}

CpuAttentionPlanAttr mlir::rope::getCpuAttentionPlan(AttentionOp op,
                                                     int64_t vectorBits) {
  if (auto plan = op->getAttrOfType<CpuAttentionPlanAttr>(
          CpuAttentionPlanAttr::getAttrName()))
    return plan;
  return planCpuAttention(op, vectorBits);
}

LogicalResult mlir::rope::checkCpuAttentionPlan(AttentionOp op,
                                               CpuAttentionPlanAttr plan) {
  HeadDims dims = headDimsOf(op);
  if (!dims.fit())
    return op.emitOpError("has a CPU attention plan but head dims ")
           << dims.head << " + " << dims.value << " above the CPU kernel's "
           << kMaxCpuAttentionRow;
  const bool amx = plan.getMatmul() == CpuMatmul::amx;
  if (amx)
    if (std::string why = amxUnsuitability(op); !why.empty())
      return op.emitOpError("has a CPU attention plan with matmul = amx but ")
             << why;
  if (plan.getMatmul() == CpuMatmul::bf16_dot)
    if (std::string why = bf16DotUnsuitability(op); !why.empty())
      return op.emitOpError(
                 "has a CPU attention plan with matmul = bf16_dot but ")
             << why;
  const int64_t stack = cpuAttentionStackBytes(op, plan);
  if (stack > kMaxAttentionStackBytes)
    return op.emitOpError("has a CPU attention plan whose tiles take ")
           << stack << " bytes of stack per work item for head dims "
           << dims.head << " + " << dims.value << ", above "
           << kMaxAttentionStackBytes
           << " (fewer group_heads or kv_heads_per_item, or a smaller "
              "query_block, key_block or output_rows)";
  const bool none = plan.getKeyRotation() == KeyRotation::none;
  if (none != op.getKeysRotated())
    return op.emitOpError("has a CPU attention plan with key_rotation = ")
           << stringifyKeyRotation(plan.getKeyRotation())
           << (op.getKeysRotated() ? " but its keys arrive rotated (keys_rotated "
                                     "needs key_rotation = none)"
                                   : " but its keys are not rotated yet");
  return success();
}

AttentionTiling mlir::rope::tilingOf(CpuAttentionPlanAttr plan) {
  AttentionTiling t;
  t.lanes = plan.getVectorBits() / 32;
  t.queryBlock = plan.getQueryBlock();
  t.queryVectors = t.queryBlock / t.lanes;
  t.keyBlock = plan.getKeyBlock();
  t.keyTile = plan.getKeyTile();
  t.rowKeyTile = plan.getRowKeyTile();
  t.outputRows = plan.getOutputRows();
  t.valueVectors = plan.getValueVectors();
  t.groupHeads = plan.getGroupHeads();
  t.kvHeadsPerItem = plan.getKvHeadsPerItem();
  t.prefetchInAddressOrder =
      plan.getPrefetchOrder() == PrefetchOrder::address;
  return t;
}
