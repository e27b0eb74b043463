//===- RotateHalf.cpp - HF rotate_half ------------------------------------===//

#include "Channels.h"
#include "PairSwap.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

std::optional<PairSwap> mlir::rope::raise::matchRotateHalf(Value v) {
  std::optional<int64_t> width = lastExtent(v);
  std::optional<SmallVector<Value>> pieces = matchChannelJoin(v);
  if (!width || *width % 2 != 0 || !pieces || pieces->size() != 2)
    return std::nullopt;
  int64_t half = *width / 2;
  std::optional<ChannelSlice> second = matchChannelSlice((*pieces)[0]);
  std::optional<ChannelSlice> first = matchChannelSlice((*pieces)[1]);
  // The halves must swap: x2 in front, x1 behind, exactly one negated.
  if (!second || !first || second->source != first->source ||
      second->source.getType() != v.getType() || second->offset != half ||
      second->width != half || first->offset != 0 || first->width != half ||
      second->negated == first->negated)
    return std::nullopt;
  return PairSwap{first->source, Pairing::half, second->negated};
}

std::optional<PairSwap> mlir::rope::raise::matchPairSwap(Value v) {
  if (std::optional<PairSwap> swap = matchRotateHalf(v))
    return swap;
  return matchRotateEveryTwo(v);
}
