//===- GpuManifest.cpp - The kernel manifest of rope-compile --target=nvptx ===//

#include "GpuManifest.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Reference/JsonLite.h"
#include "rope/Reference/Layout.h"

#include <cstdio>
#include <fstream>
#include <sstream>

using namespace rope;
using namespace rope::gpu;
namespace json = rope::jsonlite;

namespace {
std::string readTensor(const json::Object *o, TensorSpec &spec) {
  if (!o)
    return "a tensor entry is not an object";
  auto element = o->getString("element");
  if (!element || (*element != "f32" && *element != "f16" && *element != "bf16" &&
                   *element != "i32" && *element != "i64" && *element != "index"))
    return "unsupported or missing element type";
  spec.element = *element;
  if (std::string e = reference::detail::readArrayFrom(*o, "shape", spec.shape);
      !e.empty())
    return e;
  for (int64_t extent : spec.shape)
    if (extent < -1)
      return "negative extent in a shape";
  return "";
}

std::string readKernel(const json::Object &o, KernelSpec &k) {
  auto name = o.getString("name");
  auto layout = o.getString("layout");
  if (!name || !layout)
    return "a kernel lacks 'name' or 'layout'";
  k.name = *name;
  k.layout = *layout;
  if (std::string e = reference::Layout::check(k.layout); !e.empty())
    return "kernel '" + k.name + "': " + e;
  k.staticOffset = o.getInteger("static_offset").value_or(0);
  const json::Object *config = o.getObject("config");
  if (!config)
    return "kernel '" + k.name + "' has no config";
  if (std::string e = reference::detail::readConfigFrom(*config, k.config);
      !e.empty())
    return "kernel '" + k.name + "': " + e;
  const json::Array *inputs = o.getArray("inputs");
  if (!inputs || inputs->empty() || inputs->size() > 2)
    return "kernel '" + k.name + "' needs one or two inputs";
  for (const json::Value &v : *inputs) {
    TensorSpec spec;
    if (std::string e = readTensor(v.getAsObject(), spec); !e.empty())
      return "kernel '" + k.name + "': " + e;
    if (spec.shape.size() != k.layout.size())
      return "kernel '" + k.name + "': input rank differs from its layout";
    k.inputs.push_back(spec);
  }
  for (auto [key, slot] : {std::pair{"positions", &k.positions},
                           {"batch_offsets", &k.batchOffsets}})
    if (const json::Object *t = o.getObject(key)) {
      TensorSpec spec;
      if (std::string e = readTensor(t, spec); !e.empty())
        return "kernel '" + k.name + "': " + e;
      *slot = spec;
    }
  const json::Array *params = o.getArray("params");
  if (!params)
    return "kernel '" + k.name + "' has no params";
  for (const json::Value &v : *params) {
    const json::Object *p = v.getAsObject();
    auto kind = p ? p->getString("kind") : std::nullopt;
    auto role = p ? p->getString("role") : std::nullopt;
    if (!kind || !role || (*kind != "memref" && *kind != "i64"))
      return "kernel '" + k.name + "': malformed parameter";
    ParamSpec param{*kind == "memref", *role, p->getInteger("index").value_or(0)};
    if (param.index < 0 || param.index >= static_cast<int64_t>(k.inputs.size()))
      return "kernel '" + k.name + "': parameter index out of range";
    k.runtimeOffset |= param.role == "offset";
    k.params.push_back(param);
  }
  std::vector<int64_t> block;
  if (std::string e = reference::detail::readArrayFrom(o, "block", block);
      !e.empty() || block.size() != 3)
    return "kernel '" + k.name + "' needs a 3-element 'block'";
  for (int i = 0; i < 3; ++i) {
    if (block[i] < 1 || block[i] > 1024)
      return "kernel '" + k.name + "': block extent out of range";
    k.block[i] = static_cast<unsigned>(block[i]);
  }
  return "";
}
} // namespace

std::string gpu::fnv1a64(const std::string &text) {
  uint64_t hash = 1469598103934665603ull;
  for (unsigned char c : text)
    hash = (hash ^ c) * 1099511628211ull;
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx",
                static_cast<unsigned long long>(hash));
  return buffer;
}

std::string gpu::loadGpuManifest(const std::string &path, GpuManifest &m) {
  std::ifstream file(path);
  if (!file)
    return "cannot read manifest '" + path + "'";
  std::stringstream text;
  text << file.rdbuf();
  std::string error;
  std::optional<json::Value> root = json::parse(text.str(), error);
  if (!root)
    return "manifest '" + path + "' is not JSON: " + error;
  const json::Object *o = root->getAsObject();
  if (!o || o->getString("format") != std::optional<std::string>("rope-mlir-gpu-manifest-1"))
    return "manifest '" + path + "' is not a rope-mlir-gpu-manifest-1";
  m.chip = o->getString("chip").value_or("");
  m.ptxHash = o->getString("ptx_fnv1a64").value_or("");
  const json::Array *kernels = o->getArray("kernels");
  if (!kernels)
    return "manifest '" + path + "' lists no kernels";
  for (const json::Value &v : *kernels) {
    KernelSpec k;
    if (!v.getAsObject())
      return "manifest '" + path + "': a kernel is not an object";
    if (std::string e = readKernel(*v.getAsObject(), k); !e.empty())
      return "manifest '" + path + "': " + e;
    m.kernels.push_back(std::move(k));
  }
  return "";
}
