//===- Manifest.cpp - Entry points of a rope-compile artifact -------------===//

#include "Manifest.h"

#include "rope/Reference/Json.h"

#include "llvm/Support/MemoryBuffer.h"

using llvm::json::Array;
using llvm::json::Object;

namespace rope::run {

namespace {
std::string readTensor(const Object &o, TensorSpec &spec) {
  spec.element = o.getString("element").value_or("").str();
  if (spec.element.empty())
    return "a tensor has no element type";
  return reference::readArray(o, "shape", spec.shape);
}

std::string readApply(const Object &o, ApplySpec &spec) {
  if (std::string e = reference::readArray(o, "inputs", spec.inputs); !e.empty())
    return e;
  if (std::string e = reference::readArray(o, "results", spec.results); !e.empty())
    return e;
  spec.layout = o.getString("layout").value_or("").str();
  spec.staticOffset = o.getInteger("static_offset").value_or(0);
  spec.offsetArg = o.getInteger("offset_arg").value_or(-1);
  spec.batchOffsetsArg = o.getInteger("batch_offsets_arg").value_or(-1);
  spec.positionsArg = o.getInteger("positions_arg").value_or(-1);
  const Object *config = o.getObject("config");
  if (!config)
    return "rope_apply has no config";
  return reference::readConfig(*config, spec.config);
}

std::string readEntry(const Object &o, EntrySpec &entry) {
  entry.name = o.getString("name").value_or("").str();
  entry.symbol = o.getString("symbol").value_or("").str();
  const Array *args = o.getArray("args");
  const Array *outputs = o.getArray("outputs");
  if (entry.name.empty() || entry.symbol.empty() || !args || !outputs)
    return "an entry point lacks name, symbol, args or outputs";
  for (const llvm::json::Value &value : *args) {
    const Object *arg = value.getAsObject();
    if (!arg)
      return "an argument is not an object";
    ArgSpec spec;
    spec.isTensor = arg->getString("kind") == "tensor";
    if (spec.isTensor) {
      if (std::string e = readTensor(*arg, spec.tensor); !e.empty())
        return e;
    } else {
      spec.tensor.element = arg->getString("element").value_or("").str();
    }
    entry.args.push_back(spec);
  }
  for (const llvm::json::Value &value : *outputs) {
    TensorSpec spec;
    const Object *out = value.getAsObject();
    if (!out)
      return "an output is not an object";
    if (std::string e = readTensor(*out, spec); !e.empty())
      return e;
    entry.outputs.push_back(spec);
  }
  if (const Object *apply = o.getObject("rope_apply")) {
    ApplySpec spec;
    if (std::string e = readApply(*apply, spec); !e.empty())
      return "rope_apply of '" + entry.name + "': " + e;
    entry.apply = spec;
  }
  return "";
}
} // namespace

std::string loadManifest(const std::string &path,
                         std::vector<EntrySpec> &entries) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "cannot read manifest '" + path + "': " + buffer.getError().message();
  llvm::Expected<llvm::json::Value> parsed =
      llvm::json::parse((*buffer)->getBuffer());
  if (!parsed)
    return "manifest '" + path + "' is not JSON: " +
           llvm::toString(parsed.takeError());
  const Object *root = parsed->getAsObject();
  if (!root || root->getString("format") != "rope-mlir-manifest-1" ||
      root->getString("calling_convention") != "outputs-after-inputs")
    return "manifest '" + path + "' is not a rope-mlir-manifest-1 with outputs "
           "after inputs";
  const Array *list = root->getArray("entry_points");
  if (!list)
    return "manifest '" + path + "' has no entry_points";
  for (const llvm::json::Value &value : *list) {
    const Object *object = value.getAsObject();
    EntrySpec entry;
    if (!object)
      return "an entry point is not an object";
    if (std::string e = readEntry(*object, entry); !e.empty())
      return e;
    entries.push_back(std::move(entry));
  }
  return "";
}

std::string checkEmbeddedManifest(const std::string &path,
                                  const char *embedded) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "cannot read manifest '" + path + "'";
  llvm::Expected<llvm::json::Value> file = llvm::json::parse((*buffer)->getBuffer());
  llvm::Expected<llvm::json::Value> inLibrary = llvm::json::parse(embedded);
  if (!file || !inLibrary) {
    if (!file)
      llvm::consumeError(file.takeError());
    if (!inLibrary)
      llvm::consumeError(inLibrary.takeError());
    return "manifest '" + path + "' or the library's embedded manifest is not JSON";
  }
  if (*file != *inLibrary)
    return "manifest '" + path + "' does not match the library it describes "
           "(stale, edited or for another library)";
  return "";
}

} // namespace rope::run
