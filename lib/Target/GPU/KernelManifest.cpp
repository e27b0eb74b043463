//===- KernelManifest.cpp - JSON description of the GPU kernels -----------===//

#include "rope/Target/GPU/KernelManifest.h"

#include "rope/Conversion/RopeToGPU/AttentionGpuConfig.h"
#include "rope/Conversion/RopeToGPU/KernelPlan.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Reference/Json.h"
#include "rope/Target/ExtentTies.h"
#include "rope/Target/ManifestSchema.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using llvm::json::Array;
using llvm::json::Object;
using mlir::rope::ExtentTies;

namespace {
std::string typeName(Type type) { return llvm::formatv("{0}", type).str(); }

Object describeTensor(ExtentTies &ties, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  return Object{{"kind", "tensor"},
                {"shape", ties.shape(value)},
                {"element", typeName(type.getElementType())}};
}

Object describeKernel(mlir::rope::ApplyOp apply,
                      mlir::rope::GpuKernelAttr kernel) {
  ::rope::rules::RopeConfig config = apply.getReferenceConfig();
  // One symbol per class of extents the kernel needs equal.
  ExtentTies ties(apply);
  Array inputs, outputs;
  for (Value input : apply.getInputs())
    inputs.push_back(describeTensor(ties, input));
  for (Value result : apply.getResults())
    outputs.push_back(describeTensor(ties, result));
  Object entry{{"name", kernel.getName()},
               {"op", mlir::rope::ApplyOp::getOperationName()},
               {"layout", apply.getLayout().getAxes()},
               {"static_offset", static_cast<int64_t>(apply.getStaticOffset())},
               {"inputs", std::move(inputs)},
               {"outputs", std::move(outputs)},
               {"config", ::rope::reference::writeConfig(config)}};
  if (Value positions = apply.getPositions())
    entry["positions"] = describeTensor(ties, positions);
  if (Value offsets = apply.getBatchOffsets())
    entry["batch_offsets"] = describeTensor(ties, offsets);
  entry["block"] = Array{kernel.getBlockSize(), 1, 1};
  entry["grid"] = "batch*seq";
  entry["shared_bytes"] = kernel.getSharedBytes();
  entry["vector_bytes"] = kernel.getVectorBytes();
  return entry;
}

/// The kernels of one rope.attention and their launch sequence
/// (AttentionGpuConfig.h; docs/Manifest.md, "GPU attention kernels").
Object describeKernels(mlir::rope::AttentionOp attention,
                       const mlir::rope::GpuAttentionKernels &kernels) {
  Value qPositions = attention.getQPositions();
  Value kPositions = attention.getKPositions();
  ExtentTies ties(attention);

  const int64_t block = kernels.blockSize;
  Object entry{
      {"name", kernels.attention},
      {"op", mlir::rope::AttentionOp::getOperationName()},
      {"layout", attention.getLayout().getAxes()},
      {"config",
       ::rope::reference::writeConfig(attention.getReferenceConfig())},
      {"causal", attention.getCausal()},
      {"keys_rotated", attention.getKeysRotated()},
      {"scale", attention.getScaleOrDefault()},
      {"static_q_offset", static_cast<int64_t>(attention.getStaticQOffset())},
      {"static_k_offset", static_cast<int64_t>(attention.getStaticKOffset())},
      {"inputs", Array{describeTensor(ties, attention.getQ()),
                       describeTensor(ties, attention.getK()),
                       describeTensor(ties, attention.getV())}},
      {"outputs", Array{describeTensor(ties, attention.getResult())}},
      {"block", Array{block, 1, 1}},
      {"grid", Array{"ceil(q_seq/positions_per_block)",
                     "batch*kv_heads*head_blocks", "splits"}},
      {"dynamic_shared_bytes", kernels.plan.sharedBytes},
      {"positions_per_block", kernels.plan.positionsPerBlock},
      {"head_blocks", kernels.headBlocks},
      {"query_heads", kernels.queryHeads},
      {"kv_heads", kernels.kvHeads},
      {"head_dim", kernels.headDim},
      {"value_dim", kernels.valueDim},
      {"splits",
       Object{{"min_keys_per_split", kernels.plan.minKeysPerSplit},
              {"multiprocessors", kernels.target.multiprocessors}}},
      {"rotate_keys", nullptr},
      {"merge", Object{{"name", kernels.merge},
                       {"block", Array{kernels.valueDim, 1, 1}},
                       {"grid", "batch*q_seq*query_heads"}}}};
  if (!kernels.rotateKeys.empty())
    entry["rotate_keys"] = Object{{"name", kernels.rotateKeys},
                                  {"block", Array{block, 1, 1}},
                                  {"grid", "batch*k_seq"}};
  if (qPositions)
    entry["q_positions"] = describeTensor(ties, qPositions);
  if (kPositions)
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
    if (auto attention = dyn_cast<AttentionOp>(op)) {
      FailureOr<GpuAttentionKernels> described =
          getGpuAttentionKernels(attention);
      if (failed(described))
        return WalkResult::interrupt();
      kernels.push_back(describeKernels(attention, *described));
      return WalkResult::advance();
    }
    auto apply = dyn_cast<ApplyOp>(op);
    if (!apply)
      return WalkResult::advance();
    GpuKernelAttr kernel = getGpuKernelConfig(apply);
    if (!kernel) {
      apply.emitOpError("has no GPU kernel configuration (run "
                        "rope-configure-gpu-kernels first)");
      return WalkResult::interrupt();
    }
    kernels.push_back(describeKernel(apply, kernel));
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
        index, mlir::rope::kKernelParamRoleAttrName);
    if (!role)
      return kernel.emitOpError("argument #")
             << index << " has no '" << mlir::rope::kKernelParamRoleAttrName
             << "' to describe it by";
    Object param{{"role", role.getValue()}};
    if (auto memref = dyn_cast<MemRefType>(arg.getType())) {
      param["kind"] = "memref";
      param["element"] = typeName(memref.getElementType());
    } else {
      param["kind"] = "i64";
    }
    if (auto position = kernel.getArgAttrOfType<IntegerAttr>(
            index, mlir::rope::kKernelParamIndexAttrName))
      param["index"] = position.getInt();
    params.push_back(std::move(param));
  }
  return params;
}

/// Sets `entry["params"]` from the kernel `entry["name"]` among `kernels`.
LogicalResult addParams(Object &entry,
                        const llvm::StringMap<gpu::GPUFuncOp> &kernels,
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
  return success();
}
} // namespace

LogicalResult mlir::rope::addGpuKernelParams(llvm::json::Value &manifest,
                                             ModuleOp lowered) {
  llvm::json::Object *root = manifest.getAsObject();
  Array *kernels = root ? root->getArray("kernels") : nullptr;
  if (!kernels)
    return emitError(lowered.getLoc()) << "the manifest lists no kernels";
  // The kernels by name, gathered once.
  llvm::StringMap<gpu::GPUFuncOp> byName;
  for (auto module : lowered.getOps<gpu::GPUModuleOp>())
    for (auto kernel : module.getOps<gpu::GPUFuncOp>())
      byName[kernel.getName()] = kernel;
  for (llvm::json::Value &kernel : *kernels) {
    Object &entry = *kernel.getAsObject();
    if (failed(addParams(entry, byName, lowered)))
      return failure();
    for (StringRef side : {"rotate_keys", "merge"})
      if (Object *sideKernel = entry.getObject(side))
        if (failed(addParams(*sideKernel, byName, lowered)))
          return failure();
  }
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
