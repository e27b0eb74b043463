//===- SharedRotation.h - q's and k's rotations as one ----------*- C++ -*-===//
//
// rope.attention rotates q and k with one set of params. A graph may rotate
// them with params that differ only in their attention factor: SDPA's
// core-ATen decomposition multiplies q and k^T by sqrt(scale) after the
// rotation, and the raise reads a constant multiplying a rotation as part of
// it. The scores only see the product of the two factors, so such a pair is
// one rotation and a factor of the scores.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ATTENTION_SHAREDROTATION_H
#define ROPE_LIB_RECOGNITION_ATTENTION_SHAREDROTATION_H

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include <optional>

namespace mlir::rope::detail {

struct SharedRotation {
  /// The params both q and k are rotated with.
  ParamsAttr params;
  /// What the scores are multiplied by on top of that rotation:
  /// a_q * a_k / a^2 for the attention factors of q, k and `params`.
  double scoreFactor = 1.0;
};

/// q's and k's params as one rotation, or nullopt when they differ in more
/// than the attention factor (frequencies, channels or positions' scale).
/// Of two params the one with a named schedule (not `#rope.custom`) wins, so
/// the schedule the model names survives the fusion.
std::optional<SharedRotation> shareRotation(ParamsAttr q, ParamsAttr k,
                                            int64_t headDim);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_RECOGNITION_ATTENTION_SHAREDROTATION_H
