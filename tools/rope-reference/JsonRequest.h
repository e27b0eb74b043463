//===- JsonRequest.h - JSON <-> reference structs ---------------*- C++ -*-===//

#ifndef ROPE_TOOLS_ROPE_REFERENCE_JSONREQUEST_H
#define ROPE_TOOLS_ROPE_REFERENCE_JSONREQUEST_H

#include "rope/Reference/Attention.h"

#include "llvm/Support/JSON.h"

namespace rope::tools {

/// Evaluates one request; returns the response object.
llvm::json::Object evaluate(const llvm::json::Object &request);

} // namespace rope::tools

#endif // ROPE_TOOLS_ROPE_REFERENCE_JSONREQUEST_H
