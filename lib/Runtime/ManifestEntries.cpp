//===- ManifestEntries.cpp - The entry points of a CPU manifest ----------===//

#include "ManifestFields.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Rules/Layout.h"

#include <cmath>

namespace rope::run {
using namespace detail;

namespace {
std::string readApply(const json::Object &o, const EntrySpec &entry,
                      ApplySpec &spec) {
  using reference::detail::readArrayFrom;
  if (std::string e = readArrayFrom(o, "inputs", spec.inputs); !e.empty())
    return e;
  if (std::string e = readArrayFrom(o, "results", spec.results); !e.empty())
    return e;
  spec.layout = o.getString("layout").value_or("");
  if (std::string e = rules::Layout::check(spec.layout); !e.empty())
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
} // namespace

std::string detail::readEntry(const json::Object &o, EntrySpec &entry) {
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

} // namespace rope::run
