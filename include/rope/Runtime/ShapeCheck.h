//===- ShapeCheck.h - Shapes of a call against its manifest -----*- C++ -*-===//
//
// Compiled code trusts the shapes it is given: a result shorter than its
// input, or keys with another sequence length than the queries, make it
// read or write out of bounds. A harness checks the concrete shapes of a
// call against the manifest (static extents, and equal sizes for equal
// symbols) before it calls.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_SHAPECHECK_H
#define ROPE_RUNTIME_SHAPECHECK_H

#include "rope/Runtime/Manifest.h"

#include <map>
#include <string>
#include <vector>

namespace rope::run {

/// A tensor of a call: what to call it in messages ("argument #1"), its
/// manifest description and the shape it has.
struct ShapedValue {
  std::string what;
  const ValueSpec *spec = nullptr;
  std::vector<int64_t> shape;
};

/// Checks every rank and static extent, and that extents with one symbol
/// have one size. Returns the first violation, naming both tensors and
/// extents, or "".
std::string checkShapes(const std::vector<ShapedValue> &values);

/// The shape of `spec` with each symbol's size taken from `sizes`, or
/// `fallback` for a symbol `sizes` lacks.
std::vector<int64_t> resolveShape(const ValueSpec &spec,
                                  const std::map<std::string, int64_t> &sizes,
                                  int64_t fallback);

} // namespace rope::run

#endif // ROPE_RUNTIME_SHAPECHECK_H
