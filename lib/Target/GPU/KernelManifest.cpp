//===- KernelManifest.cpp - JSON description of the GPU kernels -----------===//

#include "rope/Target/GPU/KernelManifest.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Target/ExtentTies.h"
#include "rope/Target/ManifestSchema.h"
#include "rope/Target/OpSemantics.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::rope;
using llvm::json::Array;
using llvm::json::Object;

namespace {
std::string typeName(Type type) { return llvm::formatv("{0}", type).str(); }

Object describeTensor(ExtentTies &ties, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  return Object{{"kind", "tensor"},
                {"shape", ties.shape(value)},
                {"element", typeName(type.getElementType())}};
}

/// What a rope.apply computes on which tensors; its kernel's launch comes
/// from the lowered kernel (addGpuKernelLaunches).
Object describeKernel(ApplyOp apply, GpuKernelAttr kernel) {
  // One symbol per class of extents the kernel needs equal.
  ExtentTies ties(apply);
  Array inputs, outputs;
  for (Value input : apply.getInputs())
    inputs.push_back(describeTensor(ties, input));
  for (Value result : apply.getResults())
    outputs.push_back(describeTensor(ties, result));
  Object entry = describeSemantics(apply);
  entry["name"] = kernel.getName();
  entry["op"] = ApplyOp::getOperationName();
  entry["inputs"] = std::move(inputs);
  entry["outputs"] = std::move(outputs);
  if (Value positions = apply.getPositions())
    entry["positions"] = describeTensor(ties, positions);
  if (Value offsets = apply.getBatchOffsets())
    entry["batch_offsets"] = describeTensor(ties, offsets);
  return entry;
}

/// The same for a rope.attention; its kernels and their launch sequence
/// come from the lowered attention kernel (docs/Manifest.md, "GPU
/// attention kernels").
Object describeKernels(AttentionOp attention, GpuKernelAttr kernel) {
  ExtentTies ties(attention);
  Object entry = describeSemantics(attention);
  entry["name"] = kernel.getName();
  entry["op"] = AttentionOp::getOperationName();
  entry["inputs"] = Array{describeTensor(ties, attention.getQ()),
                          describeTensor(ties, attention.getK()),
                          describeTensor(ties, attention.getV())};
  entry["outputs"] = Array{describeTensor(ties, attention.getResult())};
  entry["rotate_keys"] = nullptr;
  if (Value qPositions = attention.getQPositions())
    entry["q_positions"] = describeTensor(ties, qPositions);
  if (Value kPositions = attention.getKPositions())
    entry["k_positions"] = describeTensor(ties, kPositions);
  return entry;
}
} // namespace

FailureOr<llvm::json::Value>
mlir::rope::describeGpuKernels(ModuleOp module, StringRef chip) {
  // One entry per rope.apply and per rope.attention, in the order of the
  // IR.
  Array kernels;
  WalkResult walk = module.walk([&](Operation *op) {
    if (!isa<ApplyOp, AttentionOp>(op))
      return WalkResult::advance();
    auto kernel = op->getAttrOfType<GpuKernelAttr>(GpuKernelAttr::getAttrName());
    if (!kernel) {
      op->emitOpError("has no GPU kernel configuration (run "
                      "rope-configure-gpu-kernels first)");
      return WalkResult::interrupt();
    }
    if (auto attention = dyn_cast<AttentionOp>(op))
      kernels.push_back(describeKernels(attention, kernel));
    else
      kernels.push_back(describeKernel(cast<ApplyOp>(op), kernel));
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  if (kernels.empty())
    return emitError(module.getLoc()) << "no rope.apply to compile for the GPU";
  return llvm::json::Value(Object{{"schema", kManifestSchema},
                                  {"version", kManifestVersion},
                                  {"target", "nvptx"},
                                  {"chip", chip},
                                  {"memref_param", "ptr,ptr,i64 offset,i64 size,i64 stride"},
                                  {"kernels", std::move(kernels)}});
}

namespace {
/// The "params" of `kernel`: its arguments' roles (and indices), memrefs
/// with their element type.
FailureOr<Array> paramsOf(gpu::GPUFuncOp kernel) {
  Array params;
  for (auto [index, arg] : llvm::enumerate(kernel.getArguments())) {
    auto role = kernel.getArgAttrOfType<StringAttr>(
        index, RopeDialect::getParamRoleAttrName());
    if (!role)
      return kernel.emitOpError("argument #")
             << index << " has no '" << RopeDialect::getParamRoleAttrName()
             << "' to describe it by";
    Object param{{"role", role.getValue()}};
    if (auto memref = dyn_cast<MemRefType>(arg.getType())) {
      param["kind"] = "memref";
      param["element"] = typeName(memref.getElementType());
    } else {
      param["kind"] = "i64";
    }
    if (auto position = kernel.getArgAttrOfType<IntegerAttr>(
            index, RopeDialect::getParamIndexAttrName()))
      param["index"] = position.getInt();
    params.push_back(std::move(param));
  }
  return params;
}

/// A launch fact as JSON: integers, strings, arrays and dictionaries.
llvm::json::Value launchFact(Attribute fact) {
  if (auto integer = dyn_cast<IntegerAttr>(fact))
    return integer.getInt();
  if (auto string = dyn_cast<StringAttr>(fact))
    return string.getValue();
  if (auto array = dyn_cast<ArrayAttr>(fact)) {
    Array values;
    for (Attribute element : array)
      values.push_back(launchFact(element));
    return values;
  }
  Object values;
  for (NamedAttribute named : cast<DictionaryAttr>(fact))
    values[named.getName().getValue()] = launchFact(named.getValue());
  return values;
}

using KernelsByName = llvm::StringMap<gpu::GPUFuncOp>;

/// Sets the params and launch facts of the kernel `entry["name"]` among
/// `kernels` on `entry`; the kernels an attention kernel launches before
/// and after it (`rotate_keys`, `merge`) become entries of their own.
LogicalResult describeLaunch(Object &entry, const KernelsByName &kernels,
                             ModuleOp lowered) {
  StringRef name = entry.getString("name").value_or("");
  gpu::GPUFuncOp kernel = kernels.lookup(name);
  if (!kernel)
    return emitError(lowered.getLoc())
           << "the lowered module has no kernel '" << name << "' to describe";
  FailureOr<Array> params = paramsOf(kernel);
  if (failed(params))
    return failure();
  entry["params"] = std::move(*params);
  auto launch =
      kernel->getAttrOfType<DictionaryAttr>(RopeDialect::getLaunchAttrName());
  if (!launch)
    return kernel.emitOpError("has no '")
           << RopeDialect::getLaunchAttrName()
           << "' to describe its launch by";
  for (NamedAttribute fact : launch) {
    StringRef key = fact.getName().getValue();
    entry[key] = launchFact(fact.getValue());
    if (key != "rotate_keys" && key != "merge")
      continue;
    Object side{{"name", cast<StringAttr>(fact.getValue()).getValue()}};
    if (failed(describeLaunch(side, kernels, lowered)))
      return failure();
    entry[key] = std::move(side);
  }
  return success();
}
} // namespace

LogicalResult mlir::rope::addGpuKernelLaunches(llvm::json::Value &manifest,
                                               ModuleOp lowered) {
  llvm::json::Object *root = manifest.getAsObject();
  Array *kernels = root ? root->getArray("kernels") : nullptr;
  if (!kernels)
    return emitError(lowered.getLoc()) << "the manifest lists no kernels";
  // The kernels by name, gathered once.
  KernelsByName byName;
  for (auto module : lowered.getOps<gpu::GPUModuleOp>())
    for (auto kernel : module.getOps<gpu::GPUFuncOp>())
      byName[kernel.getName()] = kernel;
  for (llvm::json::Value &kernel : *kernels)
    if (failed(describeLaunch(*kernel.getAsObject(), byName, lowered)))
      return failure();
  return success();
}

FailureOr<std::string> mlir::rope::extractPTX(ModuleOp module) {
  for (auto binary : module.getOps<gpu::BinaryOp>()) {
    for (Attribute attr : binary.getObjects()) {
      auto object = dyn_cast<gpu::ObjectAttr>(attr);
      if (object && object.getFormat() == gpu::CompilationTarget::Assembly)
        return object.getObject().getValue().str();
    }
  }
  return emitError(module.getLoc()) << "the lowered module holds no PTX";
}
