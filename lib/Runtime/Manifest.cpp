//===- Manifest.cpp - Reads the manifest of an artifact -------------------===//

#include "rope/Runtime/Manifest.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Reference/Layout.h"
#include "rope/Reference/Positions.h"
#include "rope/Support/JsonLite.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace rope::run {

namespace {
namespace json = rope::jsonlite;

/// Static offsets are positions: anything outside [0, 2^31) was not written
/// by rope-compile.
std::string checkStaticOffset(int64_t offset,
                              const std::string &name = "static_offset") {
  if (offset >= 0 && offset < reference::kPositionLimit)
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

std::string readApply(const json::Object &o, const EntrySpec &entry,
                      ApplySpec &spec) {
  using reference::detail::readArrayFrom;
  if (std::string e = readArrayFrom(o, "inputs", spec.inputs); !e.empty())
    return e;
  if (std::string e = readArrayFrom(o, "results", spec.results); !e.empty())
    return e;
  spec.layout = o.getString("layout").value_or("");
  if (std::string e = reference::Layout::check(spec.layout); !e.empty())
    return e;
  spec.staticOffset = o.getInteger("static_offset").value_or(0);
  if (std::string e = checkStaticOffset(spec.staticOffset); !e.empty())
    return e;
  spec.offsetArg = o.getInteger("offset_arg").value_or(-1);
  spec.batchOffsetsArg = o.getInteger("batch_offsets_arg").value_or(-1);
  spec.positionsArg = o.getInteger("positions_arg").value_or(-1);
  bool valid = !spec.inputs.empty() &&
               spec.inputs.size() == spec.results.size() &&
               validIndex(spec.offsetArg, entry.args, false, true) &&
               validIndex(spec.batchOffsetsArg, entry.args, true, true) &&
               validIndex(spec.positionsArg, entry.args, true, true);
  for (int64_t input : spec.inputs)
    valid &= validIndex(input, entry.args, true, false) &&
             entry.args[input].shape.size() == spec.layout.size();
  for (int64_t result : spec.results)
    valid &= validIndex(result, entry.outputs, true, false);
  if (!valid)
    return "argument or output indices out of range";
  const json::Object *config = o.getObject("config");
  if (!config)
    return "no 'config'";
  return reference::detail::readConfigFrom(*config, spec.config);
}

bool isFloatElement(const std::string &element) {
  return element == "f32" || element == "f16" || element == "bf16";
}
bool isPositionElement(const std::string &element) {
  return element == "i32" || element == "i64" || element == "index";
}

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

const OperandKind kAttendedTensor{true, {4},
                                  "an f32, f16 or bf16 tensor of rank 4"};
const OperandKind kBiasTensor{true, {2, 4},
                              "an f32, f16 or bf16 tensor of rank 2 or 4"};
const OperandKind kOffsetScalar{false, {}, "an i32, i64 or index scalar"};
const OperandKind kPositionTensor{
    false, {1, 2}, "an i32, i64 or index tensor of rank 1 or 2"};

/// Reads `key` as an index into `values` naming a value of `kind`; an
/// absent key leaves `index` at -1 unless it is `required`.
std::string readRole(const json::Object &o, const std::string &key,
                     const std::vector<ValueSpec> &values,
                     const OperandKind &kind, bool required, int64_t &index) {
  index = -1;
  const json::Value *value = o.get(key);
  if (!value)
    return required ? "missing '" + key + "'" : "";
  std::optional<int64_t> read = value->getAsInteger();
  if (!read || *read < 0 || *read >= static_cast<int64_t>(values.size()))
    return "'" + key + "' is not an index in range";
  if (!kind.admits(values[*read]))
    return "'" + key + "' must name " + kind.description;
  index = *read;
  return "";
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

/// One side's positions (queries or keys), as the verifier allows them: a
/// run-time offset or explicit positions, not both, and explicit positions
/// without a static offset.
std::string readPositionRoles(const json::Object &o, const EntrySpec &entry,
                              const std::string &side, int64_t &staticOffset,
                              int64_t &offsetArg, int64_t &positionsArg) {
  if (std::string e =
          readStaticOffset(o, "static_" + side + "_offset", staticOffset);
      !e.empty())
    return e;
  if (std::string e = readRole(o, side + "_offset_arg", entry.args,
                               kOffsetScalar, false, offsetArg);
      !e.empty())
    return e;
  if (std::string e = readRole(o, side + "_positions_arg", entry.args,
                               kPositionTensor, false, positionsArg);
      !e.empty())
    return e;
  if (positionsArg >= 0 && (offsetArg >= 0 || staticOffset != 0))
    return side + "_positions_arg cannot be combined with an offset";
  return "";
}

std::string readAttention(const json::Object &o, const EntrySpec &entry,
                          AttentionSpec &spec) {
  for (auto [key, slot] : {std::pair{"q_arg", &spec.qArg},
                           {"k_arg", &spec.kArg},
                           {"v_arg", &spec.vArg}})
    if (std::string e =
            readRole(o, key, entry.args, kAttendedTensor, true, *slot);
        !e.empty())
      return e;
  if (std::string e =
          readRole(o, "bias_arg", entry.args, kBiasTensor, false, spec.biasArg);
      !e.empty())
    return e;
  if (std::string e = readRole(o, "result", entry.outputs, kAttendedTensor,
                               true, spec.result);
      !e.empty())
    return e;
  spec.layout = o.getString("layout").value_or("");
  if (spec.layout != "bshd" && spec.layout != "bhsd")
    return "layout must be \"bshd\" or \"bhsd\", not \"" + spec.layout +
           "\"";
  if (std::string e =
          readPositionRoles(o, entry, "q", spec.staticQOffset, spec.qOffsetArg,
                            spec.qPositionsArg);
      !e.empty())
    return e;
  if (std::string e =
          readPositionRoles(o, entry, "k", spec.staticKOffset, spec.kOffsetArg,
                            spec.kPositionsArg);
      !e.empty())
    return e;
  if (std::string e = readFlag(o, "causal", spec.causal); !e.empty())
    return e;
  if (std::string e = readFlag(o, "keys_rotated", spec.keysRotated);
      !e.empty())
    return e;
  if (const json::Value *scale = o.get("scale")) {
    spec.scale = scale->getAsNumber();
    if (!spec.scale || !std::isfinite(*spec.scale))
      return "'scale' must be a finite number";
  }
  const json::Object *config = o.getObject("config");
  if (!config)
    return "no 'config'";
  return reference::detail::readConfigFrom(*config, spec.config);
}

std::string readEntry(const json::Object &o, EntrySpec &entry) {
  entry.name = o.getString("name").value_or("");
  entry.symbol = o.getString("symbol").value_or("");
  if (entry.name.empty() || entry.symbol.empty())
    return "an entry point lacks 'name' or 'symbol'";
  if (o.getString("returns") != std::optional<std::string>("status-i32"))
    return "entry point '" + entry.name +
           "' does not return a status ('returns': 'status-i32')";
  if (std::string e = readValues(o, "args", entry.args); !e.empty())
    return "entry point '" + entry.name + "': " + e;
  if (std::string e = readValues(o, "outputs", entry.outputs); !e.empty())
    return "entry point '" + entry.name + "': " + e;
  for (const ValueSpec &out : entry.outputs)
    if (!out.isTensor)
      return "entry point '" + entry.name + "': an output is not a tensor";
  if (const json::Object *apply = o.getObject("rope_apply")) {
    ApplySpec spec;
    if (std::string e = readApply(*apply, entry, spec); !e.empty())
      return "rope_apply of '" + entry.name + "': " + e;
    entry.apply = spec;
  }
  if (const json::Value *attention = o.get("rope_attention")) {
    AttentionSpec spec;
    std::string e = attention->getAsObject()
                        ? readAttention(*attention->getAsObject(), entry, spec)
                        : "not an object";
    if (!e.empty())
      return "rope_attention of '" + entry.name + "': " + e;
    if (entry.apply)
      return "entry point '" + entry.name +
             "' cannot be both one rope.apply and one rope.attention";
    entry.attention = spec;
  }
  return "";
}

std::string readParams(const json::Object &o, KernelSpec &k) {
  const json::Array *params = o.getArray("params");
  if (!params)
    return "no 'params'";
  for (const json::Value &v : *params) {
    const json::Object *p = v.getAsObject();
    auto kind = p ? p->getString("kind") : std::nullopt;
    auto role = p ? p->getString("role") : std::nullopt;
    if (!kind || !role || (*kind != "memref" && *kind != "i64"))
      return "malformed parameter";
    ParamSpec param{*kind == "memref", *role,
                    p->getInteger("index").value_or(0)};
    if (param.index < 0 || param.index >= static_cast<int64_t>(k.inputs.size()))
      return "parameter index out of range";
    k.runtimeOffset |= param.role == "offset";
    k.params.push_back(param);
  }
  return "";
}

std::string readKernel(const json::Object &o, KernelSpec &k) {
  k.name = o.getString("name").value_or("");
  k.layout = o.getString("layout").value_or("");
  if (k.name.empty())
    return "a kernel lacks 'name'";
  if (std::string e = reference::Layout::check(k.layout); !e.empty())
    return e;
  k.staticOffset = o.getInteger("static_offset").value_or(0);
  if (std::string e = checkStaticOffset(k.staticOffset); !e.empty())
    return e;
  const json::Object *config = o.getObject("config");
  if (!config)
    return "no 'config'";
  if (std::string e = reference::detail::readConfigFrom(*config, k.config);
      !e.empty())
    return e;
  if (std::string e = readValues(o, "inputs", k.inputs); !e.empty())
    return e;
  if (std::string e = readValues(o, "outputs", k.outputs); !e.empty())
    return e;
  if (k.inputs.empty() || k.inputs.size() > 2 ||
      k.outputs.size() != k.inputs.size())
    return "needs one or two inputs and as many outputs";
  for (const ValueSpec &t : k.inputs)
    if (!t.isTensor || t.shape.size() != k.layout.size())
      return "input rank differs from its layout";
  for (auto [key, slot] : {std::pair{"positions", &k.positions},
                           {"batch_offsets", &k.batchOffsets}})
    if (const json::Value *t = o.get(key)) {
      ValueSpec spec;
      if (std::string e = readValue(*t, spec); !e.empty())
        return std::string(key) + ": " + e;
      *slot = spec;
    }
  if (std::string e = readParams(o, k); !e.empty())
    return e;
  std::vector<int64_t> block;
  if (std::string e = reference::detail::readArrayFrom(o, "block", block);
      !e.empty() || block.size() != 3)
    return "needs a 3-element 'block'";
  for (int i = 0; i < 3; ++i) {
    if (block[i] < 1 || block[i] > 1024)
      return "block extent out of range";
    k.block[i] = static_cast<unsigned>(block[i]);
  }
  return "";
}

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

std::string kernelError(const json::Object &o, KernelSpec &k) {
  if (std::string e = readKernel(o, k); !e.empty())
    return "kernel '" + k.name + "': " + e;
  return "";
}
} // namespace

std::string loadManifest(const std::string &path, const std::string &target,
                         Manifest &m, std::string &text) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    return "cannot read manifest '" + path + "'";
  std::stringstream contents;
  contents << file.rdbuf();
  text = contents.str();
  std::string error;
  std::optional<json::Value> root = json::parse(text, error);
  if (!root)
    return "manifest '" + path + "' is not JSON: " + error;
  const json::Object *o = root->getAsObject();
  if (!o ||
      o->getString("schema") != std::optional<std::string>(kManifestSchema) ||
      o->getInteger("version") != kManifestVersion)
    return "manifest '" + path + "' is not a " + kManifestSchema + " version " +
           std::to_string(kManifestVersion);
  m.target = o->getString("target").value_or("");
  if (m.target != target)
    return "manifest '" + path + "' is for target '" + m.target + "', not '" +
           target + "'";
  std::string e;
  if (target == "cpu") {
    if (o->getString("calling_convention") !=
        std::optional<std::string>("outputs-after-inputs"))
      return "manifest '" + path + "' does not pass outputs after inputs";
    e = readList(*o, "entry_points", m.entryPoints, readEntry);
  } else {
    m.chip = o->getString("chip").value_or("");
    m.ptxHash = o->getString("ptx_fnv1a64").value_or("");
    e = readList(*o, "kernels", m.kernels, kernelError);
  }
  return e.empty() ? "" : "manifest '" + path + "': " + e;
}

std::string checkEmbeddedManifest(const std::string &path,
                                  const std::string &text,
                                  const char *embedded) {
  auto trimmed = [](std::string s) {
    s.erase(s.find_last_not_of(" \t\r\n") + 1);
    return s;
  };
  if (trimmed(text) != trimmed(embedded))
    return "manifest '" + path +
           "' does not match the library it describes "
           "(stale, edited or for another library)";
  return "";
}

namespace {
/// True when both describe the same MLIR type: kind, element type, rank and
/// static extents (dynamic in one means dynamic in the other).
bool sameType(const ValueSpec &a, const ValueSpec &b) {
  if (a.isTensor != b.isTensor || a.element != b.element ||
      a.shape.size() != b.shape.size())
    return false;
  for (size_t i = 0; i < a.shape.size(); ++i)
    if (a.shape[i].isDynamic() != b.shape[i].isDynamic() ||
        (!a.shape[i].isDynamic() && a.shape[i].size != b.shape[i].size))
      return false;
  return true;
}

/// "" when `values` of `entry` and of `reference` have the same types;
/// `what` names one of them ("argument", "output").
std::string compareValues(const std::vector<ValueSpec> &values,
                          const std::vector<ValueSpec> &referenceValues,
                          const char *what, const EntrySpec &entry,
                          const EntrySpec &reference) {
  if (values.size() != referenceValues.size())
    return "entry point '" + entry.name + "' has " +
           std::to_string(values.size()) + " " + what + "s but '" +
           reference.name + "' has " + std::to_string(referenceValues.size());
  for (size_t i = 0; i < values.size(); ++i)
    if (!sameType(values[i], referenceValues[i]))
      return std::string(what) + " #" + std::to_string(i) + " of '" +
             entry.name + "' and '" + reference.name +
             "' have different types";
  return "";
}
} // namespace

std::string adoptReferenceEntry(EntrySpec &entry, const EntrySpec &reference) {
  if (!reference.apply && !reference.attention)
    return "entry point '" + reference.name +
           "' is not one rope.apply or rope.attention: nothing to check "
           "against";
  if (std::string e =
          compareValues(entry.args, reference.args, "argument", entry,
                        reference);
      !e.empty())
    return e;
  if (std::string e = compareValues(entry.outputs, reference.outputs,
                                    "output", entry, reference);
      !e.empty())
    return e;
  entry.args = reference.args;
  entry.outputs = reference.outputs;
  entry.apply = reference.apply;
  entry.attention = reference.attention;
  return "";
}

std::string fnv1a64(const std::string &text) {
  uint64_t hash = 1469598103934665603ull;
  for (unsigned char c : text)
    hash = (hash ^ c) * 1099511628211ull;
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx",
                static_cast<unsigned long long>(hash));
  return buffer;
}

} // namespace rope::run
