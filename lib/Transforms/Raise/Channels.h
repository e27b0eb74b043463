//===- Channels.h - Slicing and joining the head dim ------------*- C++ -*-===//
//
// RoPE moves channels of the last (head-dim) axis around: rotate_half
// swaps its halves, partial rotary slices a block off and joins it back.
// These helpers recognise such slices and joins, whatever op spells them.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_CHANNELS_H
#define ROPE_TRANSFORMS_RAISE_CHANNELS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::rope::raise {

/// Channels `offset, offset + stride, ...` (`width` of them) of `source`'s
/// last axis, every other axis whole, possibly negated (`-x[..., a:b]` or
/// `(-x)[..., a:b]`).
struct ChannelSlice {
  Value source;
  int64_t offset = 0;
  int64_t width = 0;
  int64_t stride = 1;
  bool negated = false;
};

/// Recognises `v` as a slice of the last axis, with an optional negation
/// before or after the slice: unit stride only, unless `allowStride`
/// (GPT-J's x[..., ::2] and x[..., 1::2]).
std::optional<ChannelSlice> matchChannelSlice(Value v,
                                              bool allowStride = false);

/// The tensors that `v` joins along its last axis, in channel order: a
/// tensor.concat, or tensor.insert_slice ops filling a tensor.empty
/// without gaps or overlaps.
std::optional<SmallVector<Value>> matchChannelJoin(Value v);

/// A range of the last axis: `width` channels from `offset`, `stride` apart.
struct LastAxisRange {
  int64_t offset;
  int64_t width;
  int64_t stride;
};

/// The range when `offsets`, `sizes`, `strides` (of an extract_slice or
/// insert_slice) cover the whole of `full` except a range of the last axis,
/// of unit stride unless `allowStride`.
std::optional<LastAxisRange> lastAxisRange(RankedTensorType full,
                                           ArrayRef<int64_t> offsets,
                                           ArrayRef<int64_t> sizes,
                                           ArrayRef<int64_t> strides,
                                           bool allowStride = false);

/// The interleaved pairing seen as a [..., D/2, 2] tensor (GPT-J's
/// reshape, LLaMA's view_as_complex): the tensor x whose last axis `v`
/// splits into [D/2, 2] with a tensor.expand_shape.
std::optional<Value> matchSplitPairs(Value v);

/// The [..., D/2, 2] tensor that `v` merges back into [..., D] with a
/// tensor.collapse_shape of its last two axes.
std::optional<Value> matchMergedPairs(Value v);

/// Component `index` (0 or 1) of every pair of a [..., D/2, 2] tensor
/// `pairs`, as `v`: pairs[..., index] (rank-reducing extract_slice) or
/// pairs[..., index:index+1].
struct PairComponent {
  Value pairs;
  int64_t index = 0;
};
std::optional<PairComponent> matchPairComponent(Value v);

/// The source of a tensor.expand_shape that only appends a unit axis.
std::optional<Value> matchUnitAxisExpansion(Value v);

/// Static extent of the last axis of a ranked tensor, or nullopt.
std::optional<int64_t> lastExtent(Value v);

/// Whether `whole` is exactly twice `half`, without forming 2 * half:
/// static extents come from the IR and may be near INT64_MAX.
inline bool isTwice(int64_t half, int64_t whole) {
  return whole % 2 == 0 && whole / 2 == half;
}

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_CHANNELS_H
