//===- PairSwap.h - rotate_half and its interleaved sibling -----*- C++ -*-===//
//
// The sine term of a rotation multiplies a permuted copy of x in which
// every channel is replaced by its pair partner and one of each pair is
// negated: HF's rotate_half(x) = cat(-x[..., n:], x[..., :n]) for the half
// pairing, GPT-J's rotate_every_two(x) = stack(-x[..., 1::2], x[..., ::2],
// -1).flatten(-2) for the interleaved one.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_PAIRSWAP_H
#define ROPE_TRANSFORMS_RAISE_PAIRSWAP_H

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include "mlir/IR/Value.h"

#include <optional>

namespace mlir::rope::raise {

/// `source` with partners swapped. `forward` says that the first channel
/// of each pair was negated (rotate_half); otherwise the second was, which
/// gives the inverse rotation.
struct PairSwap {
  Value source;
  Pairing pairing;
  bool forward;
};

/// Recognises cat(-x2, x1) (forward) or cat(x2, -x1) (inverse) where x1 and
/// x2 are the first and second half of x's last axis.
std::optional<PairSwap> matchRotateHalf(Value v);

/// Recognises stack(-x[..., 1::2], x[..., ::2], -1).flatten(-2) (forward)
/// or stack(x[..., 1::2], -x[..., ::2], -1).flatten(-2) (inverse), in the
/// spellings Interleave.cpp lists.
std::optional<PairSwap> matchRotateEveryTwo(Value v);

/// Every pair swap this pass knows, tried in turn.
std::optional<PairSwap> matchPairSwap(Value v);

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_PAIRSWAP_H
