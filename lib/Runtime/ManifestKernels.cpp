//===- ManifestKernels.cpp - The kernels of an NVPTX manifest ------------===//

#include "ManifestFields.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Rules/GpuKernelAbi.h"
#include "rope/Rules/Layout.h"

#include <cmath>

namespace rope::run {
using namespace detail;

namespace {
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
  if (std::string e = rules::Layout::check(k.layout); !e.empty())
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

/// The parameters the kernel's ABI (GpuKernelAbi.h) wants, with the
/// element types of the manifest's tensors.
ParamChecker abiOf(const std::vector<rules::GpuKernelParam> &abi,
                   const GpuAttentionKernelSpec &k) {
  ParamChecker checker;
  for (const rules::GpuKernelParam &param : abi) {
    if (!param.isBuffer) {
      checker.scalar(param.role);
      continue;
    }
    const std::string &of = param.elementOf;
    const std::string element =
        of == "q"             ? k.q.element
        : of == "k"           ? k.k.element
        : of == "v"           ? k.v.element
        : of == "output"      ? k.output.element
        : of == "q_positions" ? k.qPositions->element
        : of == "k_positions" ? k.kPositions->element
                              : std::string("f32");
    checker.memref(param.role, element);
  }
  return checker;
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
  rules::GpuAttentionOperands operands{
      k.qPositions.has_value(), k.kPositions.has_value(), k.runtimeQOffset,
      k.runtimeKOffset};
  if (std::string e = abiOf(rules::gpuAttentionParams(operands), k)
                          .compare(params);
      !e.empty())
    return e;
  if (k.rotateKeys)
    if (std::string e = abiOf(rules::gpuRotateKeysParams(operands), k)
                            .compare(k.rotateKeys->params);
        !e.empty())
      return "rotate_keys: " + e;
  if (std::string e =
          abiOf(rules::gpuMergeParams(), k).compare(k.merge.params);
      !e.empty())
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
} // namespace

/// Reads the 'kernels' of an nvptx manifest, each by its 'op' (rope.apply
/// when absent); every PTX entry they name must be unique.
std::string detail::readKernels(const json::Object &root, Manifest &m) {
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

} // namespace rope::run
