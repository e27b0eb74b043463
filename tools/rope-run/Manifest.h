//===- Manifest.h - Entry points of a rope-compile artifact -----*- C++ -*-===//

#ifndef ROPE_TOOLS_ROPE_RUN_MANIFEST_H
#define ROPE_TOOLS_ROPE_RUN_MANIFEST_H

#include "rope/Reference/Config.h"

#include <optional>
#include <string>
#include <vector>

namespace rope::run {

/// A tensor argument or output: extents (-1 dynamic) and element type name.
struct TensorSpec {
  std::vector<int64_t> shape;
  std::string element;
};

struct ArgSpec {
  bool isTensor = false;
  TensorSpec tensor; // element only, for scalars
};

/// The roles of an entry point that is one rope.apply on its arguments.
struct ApplySpec {
  std::vector<int64_t> inputs, results;
  std::string layout;
  int64_t staticOffset = 0;
  int64_t offsetArg = -1, batchOffsetsArg = -1, positionsArg = -1;
  reference::RopeConfig config;
};

struct EntrySpec {
  std::string name, symbol;
  std::vector<ArgSpec> args;
  std::vector<TensorSpec> outputs;
  std::optional<ApplySpec> apply;
};

/// Reads a manifest written by rope-compile. Returns an error or "".
std::string loadManifest(const std::string &path,
                         std::vector<EntrySpec> &entries);

/// Checks that the manifest file at `path` describes the same entry points
/// as `embedded`, the copy rope-compile put in the library. Returns an error
/// or "".
std::string checkEmbeddedManifest(const std::string &path, const char *embedded);

} // namespace rope::run

#endif // ROPE_TOOLS_ROPE_RUN_MANIFEST_H
