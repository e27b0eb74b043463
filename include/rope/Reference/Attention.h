//===- Attention.h - Attention with RoPE in float64 (Semantics §4) ----*- C++ -*-===//

#ifndef ROPE_REFERENCE_ATTENTION_H
#define ROPE_REFERENCE_ATTENTION_H

#include "rope/Reference/Rotation.h"

#include <optional>

namespace rope::reference {

/// Options of Semantics §4 beyond the rotation itself.
struct AttentionOptions {
  bool causal = false;
  bool keysRotated = false;         // keys arrive already rotated (cache)
  std::optional<double> scale;      // default 1/sqrt(D)
  std::vector<double> bias;         // empty, [Sq, Sk] or [B, Hq, Sq, Sk]
  /// The bias's shape when it broadcasts: [B|1, Hq|1, Sq|1, Sk]. Empty: the
  /// bias's size tells [Sq, Sk] from [B, Hq, Sq, Sk].
  std::vector<int64_t> biasShape;
};

/// out = softmax(scale * rope(q) . rope(k)^T + bias) . v per batch and query
/// head. q: layout "bshd" or "bhsd" [B, Sq, Hq, D]; k and v share that layout
/// with [B, Sk, Hkv, D] and Hq a multiple of Hkv. `output` gets q's shape with
/// v's head dim. Returns an error message or an empty string.
std::string attention(const rules::RopeConfig &config, const rules::Layout &layout,
                      const std::vector<int64_t> &qShape,
                      const std::vector<int64_t> &kShape,
                      const std::vector<int64_t> &vShape,
                      const rules::Positions &qPositions, const rules::Positions &kPositions,
                      const AttentionOptions &options,
                      const std::vector<double> &q, const std::vector<double> &k,
                      const std::vector<double> &v, std::vector<double> &output);

} // namespace rope::reference

#endif // ROPE_REFERENCE_ATTENTION_H
