//===- KernelManifest.cpp - JSON description of the GPU kernels -----------===//

#include "rope/Target/GPU/KernelManifest.h"

#include "rope/Conversion/RopeToGPU/KernelPlan.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Reference/Json.h"
#include "rope/Target/ExtentTies.h"
#include "rope/Target/ManifestSchema.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/Support/FormatVariadic.h"

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

Object memrefParam(StringRef role, int64_t index, Value tensor) {
  return Object{{"kind", "memref"},
                {"role", role},
                {"index", index},
                {"element", typeName(cast<RankedTensorType>(tensor.getType())
                                         .getElementType())}};
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
    params.push_back(Object{{"kind", "i64"}, {"role", "offset"}});
  params.push_back(Object{{"kind", "i64"}, {"role", "batch"}});
  params.push_back(Object{{"kind", "i64"}, {"role", "seq"}});
  entry["params"] = std::move(params);
  entry["block"] = Array{kernel.getBlockSize(), 1, 1};
  entry["grid"] = "batch*seq";
  entry["shared_bytes"] = kernel.getSharedBytes();
  entry["vector_bytes"] = kernel.getVectorBytes();
  return entry;
}
} // namespace

FailureOr<llvm::json::Value>
mlir::rope::describeGpuKernels(ModuleOp module, StringRef chip) {
  // Say what has no GPU lowering before describing anything.
  if (failed(checkGpuLoweringExists(module)))
    return failure();
  Array kernels;
  WalkResult walk = module.walk([&](ApplyOp apply) {
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
