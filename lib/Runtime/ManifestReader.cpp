//===- ManifestReader.cpp - Reads the manifest of an artifact -------------===//

#include "rope/Runtime/Manifest.h"

#include "ManifestFields.h"

#include <fstream>
#include <sstream>

namespace rope::run {
using namespace detail;

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
