//===- ManifestFields.h - What the manifest reader's parts share -*- C++ -*-===//
//
// The manifest reader in three parts: ManifestReader.cpp (the file, its
// schema and version), ManifestEntries.cpp (CPU entry points and their
// rope ops / rope.attention roles), ManifestKernels.cpp (GPU kernels and
// attention kernels). This header holds the fields they read alike.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RUNTIME_MANIFESTFIELDS_H
#define ROPE_LIB_RUNTIME_MANIFESTFIELDS_H

#include "rope/Rules/Config.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Support/JsonLite.h"

#include <algorithm>
#include <string>
#include <vector>

namespace rope::run::detail {
namespace json = rope::jsonlite;

/// Static offsets are positions: anything outside [0, 2^31) was not written
/// by rope-compile.
std::string checkStaticOffset(int64_t offset,
                              const std::string &name = "static_offset");
bool isElementType(const std::string &element);
/// One argument or output: kind, element type, shape.
std::string readValue(const json::Value &value, ValueSpec &spec);
/// The list `key` of `o`, each read by readValue.
std::string readValues(const json::Object &o, const std::string &key,
                       std::vector<ValueSpec> &specs);
/// An index into `list` that names a tensor (or any value when
/// `tensorOnly` is false); -1 passes as "absent".
bool validIndex(int64_t index, const std::vector<ValueSpec> &list,
                bool tensorOnly, bool optional);
/// The required 'config' of `o`, checked as the reference checks it.
std::string readConfig(const json::Object &o, rules::RopeConfig &config);
/// The layout of a rope.attention: "bshd" or "bhsd".
std::string readAttentionLayout(const json::Object &o, std::string &layout);
bool isFloatElement(const std::string &element);
bool isPositionElement(const std::string &element);
/// A static offset: required, an integer in [0, 2^31).
std::string readStaticOffset(const json::Object &o, const std::string &key,
                             int64_t &offset);
std::string readFlag(const json::Object &o, const std::string &key,
                     bool &flag);

/// What an operand of rope.attention may be: a tensor of one of `ranks`
/// (a scalar when `ranks` is empty) holding floats or positions.
struct OperandKind {
  bool floats;
  std::vector<size_t> ranks;
  const char *description;

  bool admits(const ValueSpec &value) const {
    if (!(floats ? isFloatElement(value.element)
                 : isPositionElement(value.element)))
      return false;
    if (ranks.empty())
      return !value.isTensor;
    return value.isTensor && std::find(ranks.begin(), ranks.end(),
                                       value.shape.size()) != ranks.end();
  }
};

inline const OperandKind kAttendedTensor{true, {4},
                                  "an f32, f16 or bf16 tensor of rank 4"};
inline const OperandKind kBiasTensor{true, {2, 4},
                              "an f32, f16 or bf16 tensor of rank 2 or 4"};
inline const OperandKind kOffsetScalar{false, {}, "an i32, i64 or index scalar"};
inline const OperandKind kPositionTensor{
    false, {1, 2}, "an i32, i64 or index tensor of rank 1 or 2"};

/// The non-empty list `key` of objects, each read by `read`.
template <typename SpecT>
std::string readList(const json::Object &root, const std::string &key,
                     std::vector<SpecT> &specs,
                     std::string (*read)(const json::Object &, SpecT &)) {
  const json::Array *list = root.getArray(key);
  if (!list || list->empty())
    return "lists no " + key;
  for (const json::Value &v : *list) {
    SpecT spec;
    if (!v.getAsObject())
      return "an element of '" + key + "' is not an object";
    if (std::string e = read(*v.getAsObject(), spec); !e.empty())
      return e;
    specs.push_back(std::move(spec));
  }
  return "";
}

/// One entry point of a CPU manifest (ManifestEntries.cpp).
std::string readEntry(const json::Object &o, EntrySpec &entry);
/// The kernels and attention kernels of an NVPTX manifest
/// (ManifestKernels.cpp).
std::string readKernels(const json::Object &root, Manifest &m);

} // namespace rope::run::detail

#endif // ROPE_LIB_RUNTIME_MANIFESTFIELDS_H
