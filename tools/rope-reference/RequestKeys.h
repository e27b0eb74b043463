//===- RequestKeys.h - The requests rope-reference answers ------*- C++ -*-===//
//
// Each request kind ("op") with every key it accepts: evaluate() refuses
// other keys and --help prints these tables.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TOOLS_ROPE_REFERENCE_REQUESTKEYS_H
#define ROPE_TOOLS_ROPE_REFERENCE_REQUESTKEYS_H

#include "rope/Reference/JsonKeys.h"

#include "llvm/ADT/ArrayRef.h"

namespace rope::tools {

using reference::JsonKey;

inline constexpr JsonKey kFrequenciesKeys[] = {
    {"op", "string", "required", "\"frequencies\""},
    {"config", "object", "required", "the rotary parameters (config keys)"},
    {"seq_total", "integer", "0",
     "S_total, the sequence length dynamic and longrope schedules see"},
};

inline constexpr JsonKey kRotateKeys[] = {
    {"op", "string", "required", "\"rotate\""},
    {"config", "object", "required", "the rotary parameters (config keys)"},
    {"layout", "string", "required",
     "one letter per axis of the input: b batch, s sequence, h head, d "
     "channel (e.g. \"bshd\", \"sd\")"},
    {"shape", "array of integers", "required", "extents of the input"},
    {"input", "array of numbers", "required", "the input, row-major"},
    {"positions", "object", "offset 0",
     "token positions (positions keys)"},
};

inline constexpr JsonKey kAttentionKeys[] = {
    {"op", "string", "required", "\"attention\""},
    {"config", "object", "required", "the rotary parameters (config keys)"},
    {"layout", "string", "required", "\"bshd\" or \"bhsd\", for q, k and v"},
    {"q_shape", "array of integers", "required", "[B, Sq, Hq, D] in layout"},
    {"k_shape", "array of integers", "required",
     "[B, Sk, Hkv, D], Hq a multiple of Hkv"},
    {"v_shape", "array of integers", "required", "[B, Sk, Hkv, Dv]"},
    {"q", "array of numbers", "required", "queries, row-major"},
    {"k", "array of numbers", "required", "keys, row-major"},
    {"v", "array of numbers", "required", "values, row-major"},
    {"q_positions", "object", "offset 0", "query positions (positions keys)"},
    {"k_positions", "object", "offset 0", "key positions (positions keys)"},
    {"causal", "boolean", "false",
     "a query sees only keys at positions up to its own"},
    {"keys_rotated", "boolean", "false", "k arrives rotated (a KV cache)"},
    {"scale", "number", "1/sqrt(D)", "multiplier of the scores"},
    {"bias", "array of numbers", "none",
     "added to the scores: [Sq, Sk] or [B, Hq, Sq, Sk]"},
};

/// One request kind: its "op" and keys.
struct RequestKind {
  const char *op;
  const char *answer;
  llvm::ArrayRef<JsonKey> keys;
};

inline const RequestKind kRequestKinds[] = {
    {"frequencies",
     "{\"inv_freq\": [...], \"attention_factor\": x}", kFrequenciesKeys},
    {"rotate", "{\"output\": [...]} in the input's shape", kRotateKeys},
    {"attention", "{\"output\": [...]}: q's shape with v's head dim",
     kAttentionKeys},
};

} // namespace rope::tools

#endif // ROPE_TOOLS_ROPE_REFERENCE_REQUESTKEYS_H
