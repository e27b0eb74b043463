//===- AttentionCall.h - Positions and work of an attention -----*- C++ -*-===//
//
// What a harness derives from the manifest's rope_attention object for one
// call: the generated explicit positions, the Semantics §1 positions of the
// queries and keys, the reference's options and the floating-point work.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_ATTENTIONCALL_H
#define ROPE_RUNTIME_ATTENTIONCALL_H

#include "rope/Reference/Attention.h"
#include "rope/Runtime/HostTensor.h"
#include "rope/Runtime/Manifest.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rope::run {

/// Checks what the manifest's ties cannot say about the shapes of a call
/// (`argShapes`, one per argument): query heads a multiple of kv heads,
/// and q's head dim that of the op's configuration. Returns an error or
/// "".
std::string checkAttentionShapes(
    const AttentionSpec &spec,
    const std::vector<std::vector<int64_t>> &argShapes);

/// Fills the explicit position tensors of `spec` in `args` (allocated, q
/// and k too). Per batch row, keys sit at start + j and queries at
/// start + max(Sk - Sq, 0) + i, the queries being the last tokens of the
/// keys as in prefill and decode; the start is seeded and keeps the last
/// position at most `maxPosition` where the sequences fit below it.
/// Returns an error for a position outside [0, 2^31), or "".
std::string fillAttentionPositions(const AttentionSpec &spec, uint64_t seed,
                                   int64_t maxPosition,
                                   std::vector<HostTensor> &args);

/// The positions of the queries and keys: explicit ones read from `args`,
/// otherwise the static offset plus the run-time one (`qOffset`, `kOffset`)
/// where the op takes one. Checks that each lies in [0, 2^31). Returns an
/// error or "".
std::string attentionPositionsOf(const AttentionSpec &spec,
                                 const std::vector<HostTensor> &args,
                                 int64_t qOffset, int64_t kOffset,
                                 rules::Positions &queries,
                                 rules::Positions &keys);

/// Causal masking, keys already rotated and the scale, for the reference
/// (the bias is a tensor of the call).
reference::AttentionOptions attentionOptionsOf(const AttentionSpec &spec);

/// Floating-point operations of one call: 2 * (D + Dv) for every query
/// head and (query, key) pair it attends to, the scores and the weighted
/// sum of v (4 * B * Hq * Sq * Sk * D without masking when Dv = D). With
/// causal masking only the pairs whose key position is at most the query
/// position count.
double attentionFlops(const AttentionSpec &spec,
                      const std::vector<HostTensor> &args,
                      const rules::Positions &queries,
                      const rules::Positions &keys);

} // namespace rope::run

#endif // ROPE_RUNTIME_ATTENTIONCALL_H
