//===- CompileCPU.cpp - rope IR -> native artifact + manifest -------------===//

#include "AtomicOutput.h"
#include "CompileTargets.h"

#include "rope/Conversion/Passes.h"
#include "rope/Target/CPU/EmitObject.h"
#include "rope/Target/CPU/ManifestWriter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
/// The manifest as a NUL-terminated constant `_rope_mlir_manifest` in the
/// library, so a harness can tell a stale or foreign manifest file apart.
void embedManifest(ModuleOp module, const std::string &manifest) {
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  std::string text = manifest + '\0';
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), text.size());
  LLVM::GlobalOp::create(builder, module.getLoc(), type, /*isConstant=*/true,
                         LLVM::Linkage::External, "_rope_mlir_manifest",
                         builder.getStringAttr(text));
}

NativeEmitOptions::Kind nativeKind(ArtifactKind kind) {
  switch (kind) {
  case ArtifactKind::Object:
    return NativeEmitOptions::Kind::Object;
  case ArtifactKind::LLVMIR:
    return NativeEmitOptions::Kind::LLVMIR;
  default:
    return NativeEmitOptions::Kind::SharedLibrary;
  }
}
} // namespace

LogicalResult mlir::rope::detail::compileCPU(ModuleOp module,
                                             const CompileOptions &options,
                                             const CompileOutputs &outputs,
                                             std::string &error) {
  CPUTargetOptions requested = requestedCPU(options);
  FailureOr<CPUTargetOptions> target = resolveCPUTarget(requested, error);
  if (failed(target))
    return failure();
  // Each attention kernel's plan is chosen once; the manifest and the
  // lowering both read it from the ops.
  PassManager configure(module.getContext());
  addConfigureCpuKernelsPass(configure, *target);
  if (failed(runPassManager(configure, module, options)))
    return failure();
  FailureOr<llvm::json::Value> manifest =
      describeEntryPoints(module, target->outParams);
  if (failed(manifest))
    return failure();
  // The file and the embedded copy are the same text (docs/Manifest.md).
  std::string manifestText = llvm::formatv("{0:2}\n", *manifest).str();
  if (options.emit == ArtifactKind::Manifest)
    return writeFileAtomically(outputs.artifact, manifestText, error);

  MLIRContext *context = module.getContext();
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isPrivate())
      func->setAttr("llvm.emit_c_interface", UnitAttr::get(context));
  PassManager pm(context);
  buildRopeLowerToCPUPipeline(pm, *target);
  if (failed(runPassManager(pm, module, options)))
    return failure();

  if (options.emit == ArtifactKind::MLIR) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    return writeFileAtomically(outputs.artifact, text, error);
  }
  embedManifest(module, manifestText.substr(0, manifestText.size() - 1));
  AtomicOutput artifact(outputs.artifact);
  if (failed(artifact.open(error)))
    return failure();
  NativeEmitOptions emit{nativeKind(options.emit), requested.cpu,
                         requested.features};
  if (failed(emitNative(module, emit, artifact.path(), error)) ||
      failed(writeFileAtomically(outputs.manifest, manifestText, error)))
    return failure();
  return artifact.commit(error);
}
