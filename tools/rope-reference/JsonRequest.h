//===- JsonRequest.h - JSON <-> reference structs ---------------*- C++ -*-===//

#ifndef ROPE_TOOLS_ROPE_REFERENCE_JSONREQUEST_H
#define ROPE_TOOLS_ROPE_REFERENCE_JSONREQUEST_H

#include "rope/Reference/Attention.h"

#include "llvm/Support/JSON.h"

namespace rope::tools {

/// Reads a RoPE configuration ({"theta", "scaling": {"kind", ...},
/// "head_dim", "rotary_dim", "pairing", "partial", "rotary_offset",
/// "position_scale", "inverse"}). Returns an error message or "".
std::string readConfig(const llvm::json::Object &object,
                       reference::RopeConfig &config);

/// Reads {"kind": "offset", "offset"} | {"kind": "batch_offsets", "values"} |
/// {"kind": "explicit", "values", "per_batch"}.
std::string readPositions(const llvm::json::Object *object,
                          reference::Positions &positions);

/// Reads an array of numbers named `key` (integers when T is int64_t).
template <typename T>
std::string readArray(const llvm::json::Object &object, llvm::StringRef key,
                      std::vector<T> &values);

/// Evaluates one request; returns the response object.
llvm::json::Object evaluate(const llvm::json::Object &request);

} // namespace rope::tools

#endif // ROPE_TOOLS_ROPE_REFERENCE_JSONREQUEST_H
