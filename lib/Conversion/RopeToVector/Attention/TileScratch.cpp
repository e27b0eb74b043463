//===- TileScratch.cpp - The scratch buffers of one attention work item ---===//

#include "TileScratch.h"

#include "PairedScores.h"
#include "PairedValues.h"
#include "RowScores.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

SmallVector<ScratchBufferType>
mlir::rope::detail::tileScratch(const AttentionTiling &t,
                                const ScratchOperands &o) {
  MLIRContext *context = o.kElement.getContext();
  Type f32 = Float32Type::get(context), i32 = IntegerType::get(context, 32),
       bf16 = BFloat16Type::get(context);
  using E = ItemExtent;
  using B = ScratchBuffer;
  SmallVector<ScratchBufferType> list;
  auto add = [&](B buffer, SmallVector<ScratchDim, 4> shape, Type element) {
    list.push_back({buffer, std::move(shape), element});
  };
  const bool dots = o.matmul == CpuMatmul::bf16_dot;
  const bool amx = o.matmul == CpuMatmul::amx;
  add(B::QueriesTransposed, {E::KvHeads, o.headDim, E::Rows}, f32);
  if (rowScoresApply(t) && !amx) {
    add(B::QueryRows, {E::KvHeads, t.lanes, o.headDim}, f32);
    if (dots)
      add(B::QueryRowsBF16, {E::KvHeads, t.lanes, o.headDim}, bf16);
  }
  add(B::Scores, {E::KvHeads, t.keyBlock, E::ScoreRows}, f32);
  add(B::QueryRow, {o.headDim}, f32);
  add(B::RowScales, {E::Rows}, f32);
  add(B::RowPositions, {E::Rows}, i32);
  if (dots && rowScoresApply(t) && pairedScoresApply(o.kElement, o.headDim)) {
    add(B::KeyPairRows, {t.keyBlock, o.headDim}, bf16);
    add(B::QueryPairs, {E::KvHeads, o.headDim / 2, E::TwiceRows}, bf16);
  }
  if (dots && pairedValuesApply(t, o.vElement, o.valueDim)) {
    add(B::ProbabilityPairs, {t.keyBlock / 2, E::Rows}, i32);
    add(B::ValuePairs, {t.keyBlock / 2, 2 * o.valueDim}, bf16);
  }
  if (amx) {
    const int64_t paddedHead = amxPaddedHead(o.headDim);
    add(B::AmxQueryPairs, {paddedHead / 2, E::TwiceRows}, bf16);
    add(B::AmxKeyRows, {t.keyBlock, paddedHead}, bf16);
    add(B::AmxProbabilities, {E::Rows, t.keyBlock}, bf16);
    add(B::AmxValuePairs, {t.keyBlock / 2, 2 * o.valueDim}, bf16);
  } else {
    add(B::KeyBlock, {1, 1, t.keyBlock, o.headDim}, f32);
    add(B::ValueBlock, {t.keyBlock, o.valueDim}, f32);
  }
  return list;
}

int64_t mlir::rope::detail::tileScratchBytes(const AttentionTiling &t,
                                             const ScratchOperands &o) {
  const SmallVector<ScratchBufferType> list = tileScratch(t, o);
  auto padded = [&](int64_t n) {
    return (n + t.rowUnit() - 1) / t.rowUnit() * t.rowUnit();
  };
  // Scores take at most a row per row of the item.
  auto bytes = [&](int64_t kvHeads, int64_t rows) {
    auto extent = [&](ItemExtent e) {
      switch (e) {
      case ItemExtent::KvHeads:
        return kvHeads;
      case ItemExtent::TwiceRows:
        return 2 * rows;
      case ItemExtent::Rows:
      case ItemExtent::ScoreRows:
        return rows;
      }
      llvm_unreachable("unknown item extent");
    };
    int64_t total = 0;
    for (const ScratchBufferType &buffer : list) {
      int64_t n = buffer.element.getIntOrFloatBitWidth() / 8;
      for (ScratchDim d : buffer.shape)
        n *= ShapedType::isDynamic(d.size) ? extent(d.extent) : d.size;
      total += n;
    }
    return total;
  };
  return std::max(bytes(1, padded(t.groupHeads * t.queryBlock)),
                  bytes(t.kvHeadsPerItem, padded(t.lanes)));
}
