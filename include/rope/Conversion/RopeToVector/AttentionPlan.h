//===- AttentionPlan.h - How the CPU attention kernel cuts its work -*- C++ -*-===//
//
// Block sizes from the vector width, and the rules that cut a call into
// work items and key splits and decide where keys are rotated (docs/CPU.md,
// "Attention"). Plain C++, written once as templates over an arithmetic:
// rope-configure-cpu-kernels evaluates them on static extents (the plan
// stored on the op), the lowering on index values when extents are dynamic.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONPLAN_H
#define ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONPLAN_H

#include <cstdint>
#include <numeric>

namespace mlir::rope {

/// Register and cache blocking of the flash-attention kernel.
struct AttentionTiling {
  /// f32 lanes of one vector register.
  int64_t lanes = 8;
  /// Queries per block (a multiple of `lanes`): the lanes of the score
  /// tiles run along queries, so softmax is vertical vector code.
  int64_t queryBlock = 16;
  /// Keys per block: scores of one block live in a keyBlock x rows tile.
  int64_t keyBlock = 64;
  /// Register tile of the score product: keyTile keys x queryVectors
  /// vectors of queries.
  int64_t keyTile = 4;
  int64_t queryVectors = 2;
  /// Keys per register tile of the row-major score product of items with
  /// at most one vector of rows (decode): rowKeyTile keys x 4 rows.
  int64_t rowKeyTile = 2;
  /// Register tile of P.V: outputRows rows x valueVectors vectors.
  int64_t outputRows = 4;
  int64_t valueVectors = 2;
  /// Query heads of one kv head that share a work item (and so each K/V
  /// block while it is in cache).
  int64_t groupHeads = 8;
  /// At most this many kv heads share a work item of at most one vector of
  /// rows (decode), which walks them key block by key block: in a layout
  /// whose kv heads are adjacent in each key's row (`bshd`), the rows of a
  /// key are then read together, page by page, where one kv head alone
  /// reads one row of every 4 KiB page. 1 elsewhere.
  int64_t kvHeadsPerItem = 1;
  /// Whether the passes of such an item's kv heads over a key block
  /// request the next block's rows together in address order (the plan's
  /// prefetch_order = address) rather than each its own kv head's.
  bool prefetchInAddressOrder = false;

  /// A work item's rows are padded to a multiple of this: whole vectors
  /// for the scores and softmax, whole register tiles for P.V.
  int64_t rowUnit() const { return std::lcm(lanes, outputRows); }
  /// 32 vector registers (AVX-512) rather than 16: larger register tiles.
  bool wideRegisterFile() const { return lanes >= 16; }
};

/// The tiling for registers of `vectorBits` bits (16 of them below 512
/// bits, 32 with AVX-512) and head dims `headDim` (q, k) and `valueDim`;
/// `fewRows`: a kv head's query group is known to fit one vector of rows
/// (decode).
AttentionTiling planAttentionTiling(int64_t vectorBits, int64_t headDim,
                                    int64_t valueDim, bool fewRows = false);

/// AMX tiles: an f32 accumulator is 16 rows x 16 columns; a bf16 operand
/// 16 rows x 32 elements (pairs along the reduction).
constexpr int64_t kAmxTileRows = 16;
constexpr int64_t kAmxAccumulatorColumns = 16;
constexpr int64_t kAmxOperandColumns = 32;
/// The head channels of AMX operands: whole operand rows.
constexpr int64_t amxPaddedHead(int64_t headDim) {
  return (headDim + kAmxOperandColumns - 1) / kAmxOperandColumns *
         kAmxOperandColumns;
}

/// What a work item's scratch tiles may take: well within the smallest
/// default stack of an OpenMP worker thread.
constexpr int64_t kMaxAttentionStackBytes = int64_t(1) << 20;
/// The same inside a runtime's workers (IREE's task workers have 128 KiB
/// stacks; the tile's own frame comes on top).
constexpr int64_t kEmbeddedAttentionStackBytes = int64_t(64) << 10;

/// Key splits: at least this many work items, no split below this many keys.
constexpr int64_t kMinWorkItems = 64;
constexpr int64_t kMinKeysPerSplit = 512;

/// Kv heads of a work item of few rows: the 8 of most GQA models, whose
/// f32 rows of 128 channels make a whole 4 KiB page of a `bshd` cache.
constexpr int64_t kMaxKvHeadsPerItem = 8;

/// K and V bytes of one key block of such an item (a 1 MiB L2 holds the
/// block read and the one prefetched ahead), halved for f32 rows. A block's
/// rows are read one kv head at a time: the fewer keys to a block, the
/// nearer that order is to address order, which memory streams faster, but
/// each block costs every kv head a softmax step and a pass over its
/// output tile. f32 decode waits on memory and gains from the order; bf16
/// (twice the flops per byte) loses more to the steps (docs/CPU.md,
/// "Decode: several kv heads per work item").
constexpr int64_t kItemKeyBlockBytes = 256 << 10;
constexpr int64_t kItemKeyBlockBytesF32 = kItemKeyBlockBytes / 2;

/// K and V bytes of a call above which its cache streams from memory
/// rather than from the L3 (32 MiB, a Zen 4 CCD's). Such a call's items of
/// several kv heads take the smallest key blocks, read nearest to address
/// order, whatever their rows' type: bf16 decode over 64 MiB gained
/// 8-17%, over 16 MiB it lost 12-14% (docs/CPU.md, "Decode: several kv
/// heads per work item").
constexpr int64_t kStreamedCacheBytes = 32 << 20;

/// Integer arithmetic: the rules below evaluated on static extents, at
/// configure time (rope-configure-cpu-kernels) and in tests. The lowering
/// evaluates the same templates on index values for dynamic extents.
struct StaticArithmetic {
  using Value = int64_t;
  using Bool = bool;
  int64_t c(int64_t v) const { return v; }
  int64_t mul(int64_t x, int64_t y) const { return x * y; }
  int64_t div(int64_t x, int64_t y) const { return x / y; }
  int64_t ceilDiv(int64_t x, int64_t y) const { return (x + y - 1) / y; }
  int64_t min(int64_t x, int64_t y) const { return x < y ? x : y; }
  int64_t max(int64_t x, int64_t y) const { return x > y ? x : y; }
  bool atLeast(int64_t x, int64_t y) const { return x >= y; }
  int64_t select(bool c, int64_t x, int64_t y) const { return c ? x : y; }
};

/// The work of one call: parts of (batch, kv head, head chunk, query
/// block), each `groupHeads` query heads x `queryBlock` queries, whose
/// partial results the merge reads; work items of `kvHeadsPerItem`
/// consecutive kv heads' parts (the last of a batch row may hold fewer).
template <typename V, typename B>
struct CallWork {
  V group, groupHeads, groupChunks, queryBlocks, parts;
  V kvHeadsPerItem, kvHeadGroups, workItems;
  /// The cost model: rotating a key row (its sin/cos in float64, ~20 flops
  /// per channel) costs more than writing and reading it back as f32 (8
  /// bytes per channel), so keys visited by two or more work items (query
  /// blocks x head chunks; key splits visit disjoint keys) are rotated
  /// once, the others as their blocks are packed.
  B rotateOnce;
};

/// Queries of one head in a work item: min(queryBlock, Sq), at least 1.
template <typename A>
typename A::Value queriesPerHead(A &a, const AttentionTiling &t,
                                 typename A::Value querySeq) {
  return a.max(a.min(querySeq, a.c(t.queryBlock)), a.c(1));
}

/// Whether `heads` query heads' queries of one block fit one vector of
/// rows: the items of decode.
template <typename A>
typename A::Bool rowsFitOneVector(A &a, const AttentionTiling &t,
                                  typename A::Value heads,
                                  typename A::Value querySeq) {
  return a.atLeast(a.c(t.lanes), a.mul(heads, queriesPerHead(a, t, querySeq)));
}

template <typename A>
CallWork<typename A::Value, typename A::Bool>
planCallWork(A &a, const AttentionTiling &t, typename A::Value batch,
             typename A::Value querySeq, typename A::Value queryHeads,
             typename A::Value kvHeads) {
  typename A::Value one = a.c(1);
  CallWork<typename A::Value, typename A::Bool> w;
  w.group = a.div(queryHeads, a.max(kvHeads, one));
  // A kv head's whole group when its queries fit one vector of rows
  // (decode): each further chunk would read all of K and V again. The
  // rows stay within the tile's bound (group_heads x query_block).
  w.groupHeads =
      a.max(a.select(rowsFitOneVector(a, t, w.group, querySeq), w.group,
                     a.min(w.group, a.c(t.groupHeads))),
            one);
  w.groupChunks = a.ceilDiv(w.group, w.groupHeads);
  w.queryBlocks = a.ceilDiv(querySeq, a.c(t.queryBlock));
  w.parts =
      a.mul(a.mul(batch, kvHeads), a.mul(w.groupChunks, w.queryBlocks));
  // Items of at most one vector of rows read each key row once: they are
  // the ones whose reads a kv head alone scatters over pages.
  typename A::Bool fewRows = rowsFitOneVector(a, t, w.groupHeads, querySeq);
  w.kvHeadsPerItem =
      a.select(fewRows, a.max(a.min(kvHeads, a.c(t.kvHeadsPerItem)), one), one);
  w.kvHeadGroups = a.ceilDiv(kvHeads, w.kvHeadsPerItem);
  w.workItems = a.mul(a.mul(batch, w.kvHeadGroups),
                      a.mul(w.groupChunks, w.queryBlocks));
  w.rotateOnce = a.atLeast(a.mul(w.queryBlocks, w.groupChunks), a.c(2));
  return w;
}

/// Splits of the key sequence per work item: enough items for every core
/// of a large machine (decode has a single query block), no split shorter
/// than kMinKeysPerSplit keys. Independent of the thread count, so results
/// do not depend on it.
template <typename A>
typename A::Value chooseKeySplits(A &a, typename A::Value workItems,
                                  typename A::Value keySeq) {
  typename A::Value one = a.c(1);
  typename A::Value wanted =
      a.ceilDiv(a.c(kMinWorkItems), a.max(workItems, one));
  typename A::Value most = a.ceilDiv(a.max(keySeq, one), a.c(kMinKeysPerSplit));
  return a.max(a.min(wanted, most), one);
}

/// The key ranges of `wanted` splits: whole key blocks each, so no split
/// is empty; `splits` is how many that makes, ceil(Sk / keysPerSplit).
/// Asking for `splits` again gives the same ranges, so a plan may store it.
template <typename V>
struct KeyRanges {
  V keysPerSplit, splits;
};

template <typename A>
KeyRanges<typename A::Value> splitKeys(A &a, const AttentionTiling &t,
                                       typename A::Value keySeq,
                                       typename A::Value wanted) {
  typename A::Value keys = a.max(keySeq, a.c(1));
  typename A::Value perSplit = a.mul(
      a.ceilDiv(a.ceilDiv(keys, wanted), a.c(t.keyBlock)), a.c(t.keyBlock));
  return {perSplit, a.ceilDiv(keys, perSplit)};
}


} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOVECTOR_ATTENTIONPLAN_H
