//===- AttentionKernel.h - rope.attention as a flash-attention kernel -*- C++ -*-===//
//
// The CPU kernel of rope.attention (docs/CPU.md, "Attention"). The op is
// rewritten into up to five parallel phases over buffers:
//   1. (keys visited twice or more) every key row rotated once into an f32
//      buffer ("rotate-keys-once"); else each key position's cos and sin,
//      computed once for all the kv heads (and batch rows) whose blocks
//      rotate it ("key-angles"); with several key splits, every query row
//      rotated once ("rotate-queries-once");
//   2. per work item (batch, kv head or consecutive kv heads, chunk of
//      their query heads, query block, key split) a call to the tile
//      function: queries rotated, scaled and packed, then key blocks
//      streamed through the score product, an online softmax and P.V;
//   3. the key splits' partial results merged, normalised and stored.
// The tile function is outlined so its scratch tiles are stack allocations
// of a function entry: one per call, released on return, private to the
// thread running it.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONKERNEL_H
#define ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONKERNEL_H

#include "rope/Conversion/RopeToVector/AttentionPlan.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Config.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// What the kernel of one rope.attention is built from.
struct AttentionSpec {
  LayoutAttr layout;
  ::rope::rules::RopeConfig config;
  int64_t headDim = 0, valueDim = 0;
  Type qElement, kElement, vElement;
  bool causal = false;
  bool keysRotated = false;
  double scale = 1.0;
  /// Null without a bias; else its tensor type ([Sq, Sk] or [B, Hq, Sq, Sk]).
  RankedTensorType biasType;
  /// Frequencies depend on the sequence length (computed per call).
  bool runtimeFrequencies = false;
  bool qPositionsPerBatch = false, kPositionsPerBatch = false;
  bool qFrequenciesPerRow = false, kFrequenciesPerRow = false;
  AttentionTiling tiling;
  /// The units of the products, the plan's `matmul`: f32 FMAs, AMX tiles
  /// (AttentionAmx.h) or AVX512-BF16 dot products (RowScores.h,
  /// PairedScores.h, PairedValues.h).
  CpuMatmul matmul = CpuMatmul::fma;

  /// Indices of (batch, token, head, channel) in the op's layout.
  SmallVector<Value> at(Value b, Value s, Value h, Value c) const {
    return layout.arrange(b, s, h, c);
  }
};

/// The tile function's arguments, in order (see buildAttentionTile).
enum AttentionTileArg : unsigned {
  kTileQ, kTileK, kTileRotatedK, kTileRotatedQ, kTileV, kTileQPositions,
  kTileKPositions, kTileKeyAngles, kTilePartialOut, kTilePartialMax,
  kTilePartialSum, kTileBatch, kTileKvHead, kTileFirstHead, kTileHeads,
  kTileFirstQuery, kTileFirstKey, kTileEndKey, kTilePart,
  // The item's kv heads from kTileKvHead (AttentionPlan.h, CallWork), and
  // how far the next one's first query head and partial results lie.
  kTileItemKvHeads, kTileHeadStride, kTilePartStride, kTileUseRotatedK,
  kTileUseRotatedQ,
  // Then, when present: the q frequencies, the bias.
  kTileFixedArgs
};

struct LoopBuilder;

/// Queries of one head in a work item (AttentionPlan.h); row r of the
/// item is query r % perHead of head r / perHead.
Value queriesPerHead(LoopBuilder &l, const AttentionTiling &t, Value querySeq);

/// The rows of an item of `heads` heads, padded to the row unit (whole
/// vectors and whole P.V register tiles, AttentionTiling::rowUnit): its
/// score tiles and its part of the partial results.
Value paddedRows(LoopBuilder &l, const AttentionTiling &t, Value heads,
                 Value perHead);

/// Types of the tile function's buffers.
MemRefType tileBufferType(const AttentionSpec &spec, AttentionTileArg arg);

/// Creates the private tile function `name` at the end of `module`.
func::FuncOp buildAttentionTile(OpBuilder &builder, Location loc,
                                ModuleOp module, StringRef name,
                                const AttentionSpec &spec);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONKERNEL_H
