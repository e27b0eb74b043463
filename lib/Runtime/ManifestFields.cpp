//===- ManifestFields.cpp - What the manifest reader's parts share -------===//

#include "ManifestFields.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Rules/Positions.h"

namespace rope::run::detail {

/// Static offsets are positions: anything outside [0, 2^31) was not written
/// by rope-compile.
std::string checkStaticOffset(int64_t offset, const std::string &name) {
  if (offset >= 0 && offset < rules::kPositionLimit)
    return "";
  return name + " " + std::to_string(offset) + " is outside [0, 2^31)";
}

bool isElementType(const std::string &element) {
  for (const char *known : {"f32", "f16", "bf16", "f64", "i32", "i64", "index"})
    if (element == known)
      return true;
  return false;
}

/// {"kind": "tensor", "shape": [4, "s0"], "element"} or {"kind": "scalar",
/// "element"}; a kind-less object is a tensor.
std::string readValue(const json::Value &value, ValueSpec &spec) {
  const json::Object *o = value.getAsObject();
  if (!o)
    return "a tensor or scalar entry is not an object";
  std::string kind = o->getString("kind").value_or("tensor");
  if (kind != "tensor" && kind != "scalar")
    return "unknown kind '" + kind + "'";
  spec.isTensor = kind == "tensor";
  spec.element = o->getString("element").value_or("");
  if (!isElementType(spec.element))
    return "unsupported or missing element type '" + spec.element + "'";
  if (!spec.isTensor)
    return "";
  const json::Array *shape = o->getArray("shape");
  if (!shape)
    return "a tensor has no 'shape'";
  for (const json::Value &v : *shape) {
    Extent extent;
    if (std::optional<int64_t> size = v.getAsInteger())
      extent.size = *size;
    else
      extent.symbol = v.getAsString().value_or("");
    if (extent.size < 0 || (!v.getAsInteger() && extent.symbol.empty()))
      return "a shape holds something other than a size or a symbol";
    spec.shape.push_back(extent);
  }
  return "";
}

std::string readValues(const json::Object &o, const std::string &key,
                       std::vector<ValueSpec> &specs) {
  const json::Array *list = o.getArray(key);
  if (!list)
    return "missing '" + key + "'";
  for (const json::Value &v : *list) {
    ValueSpec spec;
    if (std::string e = readValue(v, spec); !e.empty())
      return key + ": " + e;
    specs.push_back(std::move(spec));
  }
  return "";
}

/// An index into `list` that names a tensor (or any value when
/// `tensorOnly` is false); -1 passes as "absent".
bool validIndex(int64_t index, const std::vector<ValueSpec> &list,
                bool tensorOnly, bool optional) {
  if (index < 0)
    return optional && index == -1;
  return index < static_cast<int64_t>(list.size()) &&
         (!tensorOnly || list[index].isTensor);
}

/// The required 'config' of `o`, checked as the reference checks it.
std::string readConfig(const json::Object &o, rules::RopeConfig &config) {
  const json::Object *object = o.getObject("config");
  if (!object)
    return "no 'config'";
  return reference::detail::readConfigFrom(*object, config);
}

/// The layout of a rope.attention: "bshd" or "bhsd".
std::string readAttentionLayout(const json::Object &o, std::string &layout) {
  layout = o.getString("layout").value_or("");
  if (layout != "bshd" && layout != "bhsd")
    return "layout must be \"bshd\" or \"bhsd\", not \"" + layout + "\"";
  return "";
}

bool isFloatElement(const std::string &element) {
  return element == "f32" || element == "f16" || element == "bf16";
}
bool isPositionElement(const std::string &element) {
  return element == "i32" || element == "i64" || element == "index";
}

/// A static offset: required, an integer in [0, 2^31).
std::string readStaticOffset(const json::Object &o, const std::string &key,
                             int64_t &offset) {
  std::optional<int64_t> read = o.getInteger(key);
  if (!read)
    return "'" + key + "' must be an integer";
  offset = *read;
  return checkStaticOffset(offset, key);
}

std::string readFlag(const json::Object &o, const std::string &key,
                     bool &flag) {
  std::optional<bool> read = o.getBoolean(key);
  if (!read)
    return "'" + key + "' must be a boolean";
  flag = *read;
  return "";
}

} // namespace rope::run::detail
