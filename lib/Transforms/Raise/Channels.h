//===- Channels.h - Slicing and joining the head dim ------------*- C++ -*-===//
//
// RoPE moves channels of the last (head-dim) axis around: rotate_half
// swaps its halves, partial rotary slices a block off and joins it back.
// These helpers recognise such slices and joins, whatever op spells them.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_CHANNELS_H
#define ROPE_TRANSFORMS_RAISE_CHANNELS_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::rope::raise {

/// Channels `[offset, offset + width)` of `source`'s last axis, every other
/// axis whole, possibly negated (`-x[..., a:b]` or `(-x)[..., a:b]`).
struct ChannelSlice {
  Value source;
  int64_t offset = 0;
  int64_t width = 0;
  bool negated = false;
};

/// Recognises `v` as a unit-stride slice of the last axis, with an
/// optional negation before or after the slice.
std::optional<ChannelSlice> matchChannelSlice(Value v);

/// The tensors that `v` joins along its last axis, in channel order: a
/// tensor.concat, or tensor.insert_slice ops filling a tensor.empty
/// without gaps or overlaps.
std::optional<SmallVector<Value>> matchChannelJoin(Value v);

/// Static extent of the last axis of a ranked tensor, or nullopt.
std::optional<int64_t> lastExtent(Value v);

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_CHANNELS_H
