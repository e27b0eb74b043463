//===- TileScratch.h - The scratch buffers of one attention work item ------===//
//
// One list names the buffers a work item keeps on its thread's stack, with
// their shapes and element types. The tile allocates them from it
// (Tile.cpp) and the plan bounds their bytes with it (CpuAttentionPlan.cpp),
// so a buffer cannot be allocated without being counted.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_TILESCRATCH_H
#define ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_TILESCRATCH_H

#include "rope/Conversion/RopeToVector/AttentionPlan.h"
#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include "mlir/IR/BuiltinTypes.h"

namespace mlir::rope::detail {

/// The buffers, in the order the tile allocates them.
enum class ScratchBuffer {
  /// [kv heads][headDim][rows] f32: each kv head's queries, scaled,
  /// rotated and transposed.
  QueriesTransposed,
  /// [kv heads][lanes][headDim] f32 (and bf16 with bf16 dot products):
  /// the queries row-major, for the row-major product of few rows.
  QueryRows,
  QueryRowsBF16,
  /// [kv heads][keyBlock][score rows] f32: each kv head's scores of the
  /// block, then its probabilities.
  Scores,
  /// [headDim] f32: one query row before it is packed.
  QueryRow,
  /// [rows] f32 and i32: each row's rescale factor and query position.
  RowScales,
  RowPositions,
  /// bf16 dot products of the scores: the block's keys in bf16, and each
  /// kv head's queries in pairs of channels ([kv heads][headDim / 2][2
  /// rows]).
  KeyPairRows,
  QueryPairs,
  /// bf16 dot products of P.V: the probabilities in pairs of keys
  /// ([keyBlock / 2][rows] i32) and the block's values in pairs.
  ProbabilityPairs,
  ValuePairs,
  /// AMX tiles: the operands of AttentionAmx.h.
  AmxQueryPairs,
  AmxKeyRows,
  AmxProbabilities,
  AmxValuePairs,
  /// FMA kernel: the block's keys and values as f32.
  KeyBlock,
  ValueBlock,
};

/// Extents that differ from item to item: its kv heads, its rows (padded
/// to the row unit), twice that, and the rows each key's scores take
/// (at most `Rows`).
enum class ItemExtent { KvHeads, Rows, TwiceRows, ScoreRows };

/// One dimension of a buffer: `size`, or the item's `extent` where `size`
/// is dynamic.
struct ScratchDim {
  int64_t size;
  ItemExtent extent = ItemExtent::Rows;
  ScratchDim(int64_t size) : size(size) {}
  ScratchDim(ItemExtent extent) : size(ShapedType::kDynamic), extent(extent) {}
};

struct ScratchBufferType {
  ScratchBuffer buffer;
  SmallVector<ScratchDim, 4> shape;
  Type element;
};

/// What selects the buffers besides the tiling.
struct ScratchOperands {
  CpuMatmul matmul;
  Type kElement, vElement;
  int64_t headDim, valueDim;
};

/// The buffers of a work item of the plan with tiling `t`.
SmallVector<ScratchBufferType> tileScratch(const AttentionTiling &t,
                                           const ScratchOperands &o);

/// Their bytes for the largest items: one kv head of `groupHeads` whole
/// query blocks, or `kvHeadsPerItem` kv heads of at most one vector of rows.
int64_t tileScratchBytes(const AttentionTiling &t, const ScratchOperands &o);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOVECTOR_ATTENTION_TILESCRATCH_H
