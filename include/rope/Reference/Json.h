//===- Json.h - RoPE configurations as JSON ---------------------*- C++ -*-===//
//
// The JSON form of reference configurations and positions, shared by
// rope-reference, rope-compile manifests and rope-run. Keys follow the IR
// names: {"theta", "scaling": {"kind", "factor", ...}, "head_dim",
// "rotary_dim", "pairing", "partial", "rotary_offset", "position_scale",
// "inverse"}.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_REFERENCE_JSON_H
#define ROPE_REFERENCE_JSON_H

#include "rope/Rules/Positions.h"
#include "rope/Reference/Rotation.h"

#include "llvm/Support/JSON.h"

namespace rope::reference {

/// Reads a configuration; returns an error message or "" (and checks it).
std::string readConfig(const llvm::json::Object &object, rules::RopeConfig &config);

/// Writes a configuration in the form readConfig reads.
llvm::json::Object writeConfig(const rules::RopeConfig &config);

/// Reads the positions under `key` of `object`: {"kind": "offset",
/// "offset"} | {"kind": "batch_offsets", "values"} | {"kind": "explicit",
/// "values", "per_batch"} (kPositionsKeys); absent means offset 0.
std::string readPositions(const llvm::json::Object &object,
                          llvm::StringRef key, rules::Positions &positions);

/// Reads an array of numbers named `key` (integers when T is int64_t).
template <typename T>
std::string readArray(const llvm::json::Object &object, llvm::StringRef key,
                      std::vector<T> &values);

} // namespace rope::reference

#endif // ROPE_REFERENCE_JSON_H
