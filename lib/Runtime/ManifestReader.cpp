//===- ManifestReader.cpp - Reads the manifest of an artifact -------------===//

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

/// The required 'config' of `o`, checked as the reference checks it.
std::string readConfig(const json::Object &o, reference::RopeConfig &config) {
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
  return readConfig(o, spec.config);
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
  if (std::string e = readAttentionLayout(o, spec.layout); !e.empty())
    return e;
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
  return readConfig(o, spec.config);
}

/// The names of the entry point's rope ops and, for each that carries
/// one, its "rope_apply" roles.
std::string readRopeOps(const json::Object &o, EntrySpec &entry) {
  const json::Array *ops = o.getArray("rope_ops");
  if (!ops)
    return "missing";
  for (const json::Value &value : *ops) {
    const json::Object *op = value.getAsObject();
    std::optional<std::string> name = op ? op->getString("op") : std::nullopt;
    if (!name)
      return "an op lacks its name";
    entry.ropeOps.push_back(*name);
    if (const json::Object *apply = op->getObject("rope_apply")) {
      ApplySpec spec;
      if (std::string e = readApply(*apply, entry, spec); !e.empty())
        return *name + " #" + std::to_string(entry.ropeOps.size() - 1) +
               ": " + e;
      entry.applies.push_back({entry.ropeOps.size() - 1, spec});
    }
  }
  return "";
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
  if (std::string e = readRopeOps(o, entry); !e.empty())
    return "rope_ops of '" + entry.name + "': " + e;
  if (const json::Object *apply = o.getObject("rope_apply")) {
    ApplySpec spec;
    if (std::string e = readApply(*apply, entry, spec); !e.empty())
      return "rope_apply of '" + entry.name + "': " + e;
    if (entry.ropeOps.size() != 1)
      return "rope_apply of '" + entry.name + "': the entry point holds " +
             std::to_string(entry.ropeOps.size()) + " rope ops, not one";
    entry.applies.assign(1, {0, spec});
    entry.singleApply = true;
  }
  if (const json::Value *attention = o.get("rope_attention")) {
    AttentionSpec spec;
    std::string e = attention->getAsObject()
                        ? readAttention(*attention->getAsObject(), entry, spec)
                        : "not an object";
    if (!e.empty())
      return "rope_attention of '" + entry.name + "': " + e;
    if (!entry.applies.empty())
      return "entry point '" + entry.name +
             "' cannot be both rope.apply ops and one rope.attention";
    entry.attention = spec;
  }
  return "";
}

/// The 'params' list of `o`: each {"kind": "memref" or "i64", "role"} with
/// an optional integer "index" and, for a memref, an optional "element".
std::string readParamList(const json::Object &o,
                          std::vector<ParamSpec> &params) {
  const json::Array *list = o.getArray("params");
  if (!list)
    return "no 'params'";
  for (const json::Value &v : *list) {
    const json::Object *p = v.getAsObject();
    auto kind = p ? p->getString("kind") : std::nullopt;
    auto role = p ? p->getString("role") : std::nullopt;
    if (!kind || !role || (*kind != "memref" && *kind != "i64"))
      return "malformed parameter";
    ParamSpec param{*kind == "memref", *role,
                    p->getInteger("index").value_or(0),
                    p->getString("element").value_or("")};
    if (!param.element.empty() && !isElementType(param.element))
      return "parameter '" + param.role + "' has the unsupported element type '" +
             param.element + "'";
    params.push_back(param);
  }
  return "";
}

std::string readParams(const json::Object &o, KernelSpec &k) {
  if (std::string e = readParamList(o, k.params); !e.empty())
    return e;
  for (const ParamSpec &param : k.params) {
    if (param.index < 0 || param.index >= static_cast<int64_t>(k.inputs.size()))
      return "parameter index out of range";
    k.runtimeOffset |= param.role == "offset";
  }
  return "";
}

/// A 3-element 'block' of `o` with extents in [1, 1024] and at most 1024
/// threads in all.
std::string readBlock(const json::Object &o, unsigned (&block)[3]) {
  std::vector<int64_t> extents;
  if (std::string e = reference::detail::readArrayFrom(o, "block", extents);
      !e.empty() || extents.size() != 3)
    return "needs a 3-element 'block'";
  for (int i = 0; i < 3; ++i) {
    if (extents[i] < 1 || extents[i] > 1024)
      return "block extent out of range";
    block[i] = static_cast<unsigned>(extents[i]);
  }
  if (extents[0] * extents[1] * extents[2] > 1024)
    return "block of more than 1024 threads";
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
  if (std::string e = readConfig(o, k.config); !e.empty())
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
  return readBlock(o, k.block);
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

/// The parameter list one kernel of a rope.attention must have (the ABI of
/// docs/Manifest.md), compared with the manifest's.
class ParamChecker {
public:
  void memref(const std::string &role, const std::string &element) {
    wanted.push_back({true, role, 0, element});
  }
  void scalar(const std::string &role) { wanted.push_back({false, role, 0, ""}); }

  /// An error naming the first parameter of `params` that differs from the
  /// wanted one, or "".
  std::string compare(const std::vector<ParamSpec> &params) const {
    for (size_t i = 0; i < std::max(params.size(), wanted.size()); ++i) {
      const std::string at = "parameter #" + std::to_string(i);
      if (i >= params.size())
        return at + " is missing: the ABI wants " + describe(wanted[i]);
      if (i >= wanted.size())
        return at + " (" + describe(params[i]) + ") is not in the ABI";
      const ParamSpec &p = params[i], &w = wanted[i];
      if (p.isMemref != w.isMemref || p.role != w.role ||
          (p.isMemref && p.element != w.element))
        return at + " is " + describe(p) + " but the ABI wants " + describe(w);
    }
    return "";
  }

private:
  static std::string describe(const ParamSpec &p) {
    return p.isMemref ? "the " + (p.element.empty() ? "untyped" : p.element) +
                            " memref '" + p.role + "'"
                      : "the i64 '" + p.role + "'";
  }
  std::vector<ParamSpec> wanted;
};

bool hasRole(const std::vector<ParamSpec> &params, const std::string &role) {
  return std::any_of(params.begin(), params.end(),
                     [&](const ParamSpec &p) { return p.role == role; });
}

/// A required integer of `o` that is at least `least`.
std::string readAtLeast(const json::Object &o, const std::string &key,
                        int64_t least, int64_t &value) {
  std::optional<int64_t> read = o.getInteger(key);
  if (!read || *read < least)
    return "'" + key + "' must be an integer of at least " +
           std::to_string(least);
  value = *read;
  return "";
}

/// A launch of the sequence: 'name', 'params' (checked later), 'block' and
/// the fixed 'grid' description `grid` (a string, or for the attention
/// kernel an array of three).
std::string readLaunch(const json::Object &o, const json::Value *grid,
                       const std::string &wantedGrid, GpuLaunchSpec &launch) {
  launch.name = o.getString("name").value_or("");
  if (launch.name.empty())
    return "no 'name'";
  if (std::string e = readParamList(o, launch.params); !e.empty())
    return e;
  if (std::string e = readBlock(o, launch.block); !e.empty())
    return e;
  std::string text;
  if (const json::Array *parts = grid ? grid->getAsArray() : nullptr) {
    for (const json::Value &part : *parts)
      text += (text.empty() ? "" : ", ") + part.getAsString().value_or("?");
  } else if (grid) {
    text = grid->getAsString().value_or("?");
  }
  if (text != wantedGrid)
    return "'grid' must be \"" + wantedGrid + "\"";
  return "";
}

/// A static extent of `tensor` (rank 4, `layout`) that must equal the
/// kernel's `key` field.
std::string checkStaticExtent(const ValueSpec &tensor, const std::string &what,
                              const std::string &layout, char role,
                              const std::string &key, int64_t wanted) {
  const Extent &extent = tensor.shape[layout.find(role)];
  const char *axis = role == 'h' ? "heads" : "head dim";
  if (extent.isDynamic())
    return what + " has dynamic " + axis + " ('" + extent.symbol +
           "'): the kernels need them static";
  if (extent.size != wanted)
    return what + " has " + axis + " " + std::to_string(extent.size) +
           " but '" + key + "' is " + std::to_string(wanted);
  return "";
}

/// The tensors of an attention kernel: q, k, v, the output and the
/// optional positions, their ranks, elements and extents against the
/// kernel's head counts and dims.
std::string readAttentionTensors(const json::Object &o,
                                 GpuAttentionKernelSpec &k) {
  std::vector<ValueSpec> inputs, outputs;
  if (std::string e = readValues(o, "inputs", inputs); !e.empty())
    return e;
  if (std::string e = readValues(o, "outputs", outputs); !e.empty())
    return e;
  if (inputs.size() != 3 || outputs.size() != 1)
    return "needs three inputs (q, k, v) and one output";
  k.q = inputs[0];
  k.k = inputs[1];
  k.v = inputs[2];
  k.output = outputs[0];
  for (auto [key, slot] : {std::pair{"q_positions", &k.qPositions},
                           {"k_positions", &k.kPositions}})
    if (const json::Value *t = o.get(key)) {
      ValueSpec spec;
      if (std::string e = readValue(*t, spec); !e.empty())
        return std::string(key) + ": " + e;
      if (!kPositionTensor.admits(spec))
        return std::string(key) + " must be " + kPositionTensor.description;
      *slot = spec;
    }
  struct Checked {
    const ValueSpec *tensor;
    const char *what, *headsKey;
    int64_t heads;
    const char *dimKey;
    int64_t dim;
  };
  for (Checked c :
       {Checked{&k.q, "q", "query_heads", k.queryHeads, "head_dim", k.headDim},
        {&k.k, "k", "kv_heads", k.kvHeads, "head_dim", k.headDim},
        {&k.v, "v", "kv_heads", k.kvHeads, "value_dim", k.valueDim},
        {&k.output, "the output", "query_heads", k.queryHeads, "value_dim",
         k.valueDim}}) {
    if (!kAttendedTensor.admits(*c.tensor))
      return std::string(c.what) + " must be " + kAttendedTensor.description;
    if (std::string e = checkStaticExtent(*c.tensor, c.what, k.layout, 'h',
                                          c.headsKey, c.heads);
        !e.empty())
      return e;
    if (std::string e = checkStaticExtent(*c.tensor, c.what, k.layout, 'd',
                                          c.dimKey, c.dim);
        !e.empty())
      return e;
  }
  for (const ValueSpec *t : {&k.k, &k.v, &k.output})
    if (t->element != k.q.element)
      return "q, k, v and the output must share one element type (q is " +
             k.q.element + ", not " + t->element + ")";
  for (const ValueSpec *t : {&k.q, &k.k, &k.v, &k.output})
    for (const Extent &extent : t->shape)
      if (!extent.isDynamic() && extent.size < 1)
        return "a tensor has an extent of " + std::to_string(extent.size);
  for (const std::optional<ValueSpec> &t : {k.qPositions, k.kPositions})
    if (t)
      for (const Extent &extent : t->shape)
        if (!extent.isDynamic() && extent.size < 1)
          return "a positions tensor has an extent of " +
                 std::to_string(extent.size);
  return "";
}

/// The parameters of the three kernels against the ABI; the run-time
/// offsets are those the attention kernel takes.
std::string checkAttentionParams(GpuAttentionKernelSpec &k) {
  const std::vector<ParamSpec> &params = k.attention.params;
  k.runtimeQOffset = hasRole(params, "q_offset");
  k.runtimeKOffset = hasRole(params, "k_offset");
  for (auto [side, positions, offset, staticOffset] :
       {std::tuple{"q", &k.qPositions, k.runtimeQOffset, k.staticQOffset},
        {"k", &k.kPositions, k.runtimeKOffset, k.staticKOffset}})
    if (*positions && (offset || staticOffset != 0))
      return std::string(side) +
             "_positions cannot be combined with an offset";
  ParamChecker attention;
  attention.memref("q", k.q.element);
  attention.memref("k", k.k.element);
  attention.memref("v", k.v.element);
  attention.memref("output", k.output.element);
  attention.memref("partial_out", "f32");
  attention.memref("partial_lse", "f32");
  if (k.qPositions)
    attention.memref("q_positions", k.qPositions->element);
  if (k.kPositions)
    attention.memref("k_positions", k.kPositions->element);
  if (k.runtimeQOffset)
    attention.scalar("q_offset");
  if (k.runtimeKOffset)
    attention.scalar("k_offset");
  for (const char *role : {"batch", "q_seq", "k_seq", "splits"})
    attention.scalar(role);
  if (std::string e = attention.compare(params); !e.empty())
    return e;
  if (k.rotateKeys) {
    ParamChecker keys;
    keys.memref("k", k.k.element);
    keys.memref("rotated_k", k.k.element);
    if (k.kPositions)
      keys.memref("k_positions", k.kPositions->element);
    if (k.runtimeKOffset)
      keys.scalar("k_offset");
    keys.scalar("batch");
    keys.scalar("k_seq");
    if (std::string e = keys.compare(k.rotateKeys->params); !e.empty())
      return "rotate_keys: " + e;
  }
  ParamChecker merge;
  merge.memref("partial_out", "f32");
  merge.memref("partial_lse", "f32");
  merge.memref("output", k.output.element);
  for (const char *role : {"batch", "q_seq", "splits"})
    merge.scalar(role);
  if (std::string e = merge.compare(k.merge.params); !e.empty())
    return "merge: " + e;
  return "";
}

/// Dynamic shared memory beyond any GPU's per-block limit.
constexpr int64_t kMaxDynamicSharedBytes = int64_t(1) << 20;

std::string readAttentionKernel(const json::Object &o,
                                GpuAttentionKernelSpec &k) {
  if (std::string e = readAttentionLayout(o, k.layout); !e.empty())
    return e;
  if (std::string e = readConfig(o, k.config); !e.empty())
    return e;
  if (std::string e = readFlag(o, "causal", k.causal); !e.empty())
    return e;
  if (std::string e = readFlag(o, "keys_rotated", k.keysRotated); !e.empty())
    return e;
  std::optional<double> scale = o.getNumber("scale");
  if (!scale || !std::isfinite(*scale))
    return "'scale' must be a finite number";
  k.scale = *scale;
  for (auto [key, slot] : {std::pair{"static_q_offset", &k.staticQOffset},
                           {"static_k_offset", &k.staticKOffset}})
    if (std::string e = readStaticOffset(o, key, *slot); !e.empty())
      return e;
  for (auto [key, slot] : {std::pair{"query_heads", &k.queryHeads},
                           {"kv_heads", &k.kvHeads},
                           {"head_dim", &k.headDim},
                           {"value_dim", &k.valueDim},
                           {"positions_per_block", &k.positionsPerBlock},
                           {"head_blocks", &k.headBlocks}})
    if (std::string e = readAtLeast(o, key, 1, *slot); !e.empty())
      return e;
  if (std::string e =
          readAtLeast(o, "dynamic_shared_bytes", 0, k.dynamicSharedBytes);
      !e.empty())
    return e;
  if (k.dynamicSharedBytes > kMaxDynamicSharedBytes)
    return "'dynamic_shared_bytes' " + std::to_string(k.dynamicSharedBytes) +
           " is more than any GPU gives a block";
  if (k.queryHeads % k.kvHeads != 0)
    return "query_heads (" + std::to_string(k.queryHeads) +
           ") is not a multiple of kv_heads (" + std::to_string(k.kvHeads) +
           ")";
  if ((k.queryHeads / k.kvHeads) % k.headBlocks != 0)
    return "head_blocks (" + std::to_string(k.headBlocks) +
           ") does not divide the query heads per kv head (" +
           std::to_string(k.queryHeads / k.kvHeads) + ")";
  if (k.config.headDim != k.headDim)
    return "the config's head_dim " + std::to_string(k.config.headDim) +
           " differs from 'head_dim' " + std::to_string(k.headDim);
  if (std::string e = readAttentionTensors(o, k); !e.empty())
    return e;
  const json::Object *splits = o.getObject("splits");
  if (!splits)
    return "'splits' must be an object";
  if (std::string e = readAtLeast(*splits, "min_keys_per_split", 1,
                                  k.minKeysPerSplit);
      !e.empty())
    return "splits: " + e;
  if (std::string e =
          readAtLeast(*splits, "multiprocessors", 1, k.multiprocessors);
      !e.empty())
    return "splits: " + e;

  // The launch sequence: keys (optional), attention, merge.
  if (std::string e = readLaunch(o, o.get("grid"),
                                 "ceil(q_seq/positions_per_block), "
                                 "batch*kv_heads*head_blocks, splits",
                                 k.attention);
      !e.empty())
    return e;
  const json::Value *keys = o.get("rotate_keys");
  if (!keys)
    return "no 'rotate_keys' (null when the attention kernel rotates keys "
           "itself)";
  if (keys->kind() != json::Value::Kind::Null) {
    if (!keys->getAsObject())
      return "'rotate_keys' must be null or an object";
    if (k.keysRotated)
      return "'rotate_keys' rotates keys that arrive rotated (keys_rotated)";
    GpuLaunchSpec &launch = k.rotateKeys.emplace();
    if (std::string e = readLaunch(*keys->getAsObject(),
                                   keys->getAsObject()->get("grid"),
                                   "batch*k_seq", launch);
        !e.empty())
      return "rotate_keys: " + e;
  }
  const json::Object *merge = o.getObject("merge");
  if (!merge)
    return "'merge' must be an object";
  if (std::string e = readLaunch(*merge, merge->get("grid"),
                                 "batch*q_seq*query_heads", k.merge);
      !e.empty())
    return "merge: " + e;
  if (k.merge.block[0] != k.valueDim || k.merge.block[1] != 1 ||
      k.merge.block[2] != 1)
    return "merge: 'block' must be [value_dim, 1, 1]";
  return checkAttentionParams(k);
}

/// Reads the 'kernels' of an nvptx manifest, each by its 'op' (rope.apply
/// when absent); every PTX entry they name must be unique.
std::string readKernels(const json::Object &root, Manifest &m) {
  const json::Array *list = root.getArray("kernels");
  if (!list || list->empty())
    return "lists no kernels";
  std::vector<std::string> entries;
  auto unique = [&](const std::string &name) {
    if (std::find(entries.begin(), entries.end(), name) != entries.end())
      return "two kernels are named '" + name + "'";
    entries.push_back(name);
    return std::string();
  };
  for (const json::Value &v : *list) {
    const json::Object *o = v.getAsObject();
    if (!o)
      return "an element of 'kernels' is not an object";
    const std::string name = o->getString("name").value_or("");
    const std::string prefix = "kernel '" + name + "': ";
    const json::Value *op = o->get("op");
    std::optional<std::string> opName =
        op ? op->getAsString() : std::string("rope.apply");
    if (!opName)
      return prefix + "'op' must be a string";
    std::string e;
    if (*opName == "rope.apply") {
      KernelSpec &k = m.kernels.emplace_back();
      e = readKernel(*o, k);
    } else if (*opName == "rope.attention") {
      GpuAttentionKernelSpec &k = m.attentionKernels.emplace_back();
      k.name = name;
      e = name.empty() ? "a kernel lacks 'name'" : readAttentionKernel(*o, k);
      // The entry's name is the attention kernel's; the others follow it.
      if (e.empty() && k.rotateKeys)
        e = unique(k.rotateKeys->name);
      if (e.empty())
        e = unique(k.merge.name);
    } else {
      return prefix + "unknown op '" + *opName +
             "' (rope.apply or rope.attention)";
    }
    if (!e.empty())
      return prefix + e;
    if (std::string e = unique(name); !e.empty())
      return e;
    m.kernelNames.push_back(name);
  }
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
    e = readKernels(*o, m);
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
  if (!reference.everyOpApplies() && !reference.attention)
    return "entry point '" + reference.name +
           "' is neither rope.apply ops on its arguments nor one "
           "rope.attention: nothing to check against";
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
  entry.ropeOps = reference.ropeOps;
  entry.applies = reference.applies;
  entry.singleApply = reference.singleApply;
  entry.attention = reference.attention;
  return "";
}

} // namespace rope::run
