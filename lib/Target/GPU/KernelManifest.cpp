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

Object elementParam(StringRef role, Type element) {
  return Object{{"kind", "memref"}, {"role", role}, {"element", typeName(element)}};
}
Object elementParam(StringRef role, Value tensor) {
  return elementParam(role,
                      cast<RankedTensorType>(tensor.getType()).getElementType());
}
Object scalarParam(StringRef role) {
  return Object{{"kind", "i64"}, {"role", role}};
}

Object memrefParam(StringRef role, int64_t index, Value tensor) {
  Object param = elementParam(role, tensor);
  param["index"] = index;
  return param;
}

Object describeKernel(mlir::rope::ApplyOp apply,
                      mlir::rope::GpuKernelAttr kernel) {
  ::rope::reference::RopeConfig config = apply.getReferenceConfig();
  // One symbol per class of extents the kernel needs equal.
  ExtentTies ties(apply);
  Array params, inputs, outputs;
  for (auto [index, input] : llvm::enumerate(apply.getInputs())) {
    params.push_back(memrefParam("input", index, input));
    inputs.push_back(describeTensor(ties, input));
  }
  for (auto [index, result] : llvm::enumerate(apply.getResults())) {
    params.push_back(memrefParam("output", index, result));
    outputs.push_back(describeTensor(ties, result));
  }
  Object entry{{"name", kernel.getName()},
               {"op", mlir::rope::ApplyOp::getOperationName()},
               {"layout", apply.getLayout().getAxes()},
               {"static_offset", static_cast<int64_t>(apply.getStaticOffset())},
               {"inputs", std::move(inputs)},
               {"outputs", std::move(outputs)},
               {"config", ::rope::reference::writeConfig(config)}};
  if (Value positions = apply.getPositions()) {
    params.push_back(memrefParam("positions", 0, positions));
    entry["positions"] = describeTensor(ties, positions);
  }
  if (Value offsets = apply.getBatchOffsets()) {
    params.push_back(memrefParam("batch_offsets", 0, offsets));
    entry["batch_offsets"] = describeTensor(ties, offsets);
  }
  if (apply.getOffset())
    params.push_back(scalarParam("offset"));
  params.push_back(scalarParam("batch"));
  params.push_back(scalarParam("seq"));
  entry["params"] = std::move(params);
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
  const bool qOffset = attention.getQOffset() != nullptr;
  const bool kOffset = attention.getKOffset() != nullptr;
  ExtentTies ties(attention);

  // The key rotation kernel writes rotated_k, which the attention kernel
  // then reads as its k.
  Array keyParams{elementParam("k", attention.getK()),
                  elementParam("rotated_k", attention.getK())};
  if (kPositions)
    keyParams.push_back(elementParam("k_positions", kPositions));
  if (kOffset)
    keyParams.push_back(scalarParam("k_offset"));
  keyParams.push_back(scalarParam("batch"));
  keyParams.push_back(scalarParam("k_seq"));

  Type f32 = Float32Type::get(attention.getContext());
  Array params{elementParam("q", attention.getQ()),
               elementParam("k", attention.getK()),
               elementParam("v", attention.getV()),
               elementParam("output", attention.getResult()),
               elementParam("partial_out", f32),
               elementParam("partial_lse", f32)};
  if (qPositions)
    params.push_back(elementParam("q_positions", qPositions));
  if (kPositions)
    params.push_back(elementParam("k_positions", kPositions));
  if (qOffset)
    params.push_back(scalarParam("q_offset"));
  if (kOffset)
    params.push_back(scalarParam("k_offset"));
  for (StringRef role : {"batch", "q_seq", "k_seq", "splits"})
    params.push_back(scalarParam(role));

  Array mergeParams{elementParam("partial_out", f32),
                    elementParam("partial_lse", f32),
                    elementParam("output", attention.getResult())};
  for (StringRef role : {"batch", "q_seq", "splits"})
    mergeParams.push_back(scalarParam(role));

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
      {"params", std::move(params)},
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
                       {"params", std::move(mergeParams)},
                       {"block", Array{kernels.valueDim, 1, 1}},
                       {"grid", "batch*q_seq*query_heads"}}}};
  if (!kernels.rotateKeys.empty())
    entry["rotate_keys"] = Object{{"name", kernels.rotateKeys},
                                  {"params", std::move(keyParams)},
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
  // Say what has no GPU lowering before describing anything.
  if (failed(checkGpuLoweringExists(module)))
    return failure();
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
