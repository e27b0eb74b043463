//===- CompileCPU.cpp - rope IR -> native artifact + manifest -------------===//

#include "AtomicOutput.h"
#include "CompileTargets.h"

#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Target/CPU/EmitObject.h"
#include "rope/Target/CPU/ManifestWriter.h"
#include "rope/Target/TargetInfo.h"
#include "rope/Transforms/EntryChecks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/StringSet.h"
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

/// The manifest's text: the file and the embedded copy are the same
/// (docs/Manifest.md).
std::string formatManifest(const llvm::json::Value &manifest) {
  return llvm::formatv("{0:2}\n", manifest).str();
}

/// Embedded code (IREE): every function but the entry points gets internal
/// linkage, so that two modules linked into one executable never define a
/// symbol twice; the manifest says which CPU the code was built for and how
/// large a workspace each entry point takes.
LogicalResult describeEmbedded(ModuleOp module, ArrayRef<std::string> entries,
                               const CPUTargetOptions &requested,
                               llvm::json::Value &manifest,
                               std::string &error) {
  llvm::StringMap<int64_t> workspaceBytes;
  llvm::StringMap<llvm::json::Array> phases;
  llvm::StringMap<std::string> checks;
  llvm::StringSet<> exported(llvm::from_range, entries);
  for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
    if (!exported.contains(func.getSymName()))
      continue;
    auto bytes = func->getAttrOfType<IntegerAttr>(kWorkspaceBytesAttrName);
    workspaceBytes[func.getSymName()] = bytes ? bytes.getInt() : 0;
    if (auto check = func->getAttrOfType<StringAttr>(kCheckAttrName)) {
      exported.insert(check.getValue());
      checks[func.getSymName()] = check.getValue().str();
    }
    auto split = func->getAttrOfType<ArrayAttr>(kPhasesAttrName);
    if (!split)
      continue;
    for (auto phase : split.getAsRange<DictionaryAttr>()) {
      StringRef name = phase.getAs<StringAttr>("name").getValue();
      exported.insert(name);
      phases[func.getSymName()].push_back(llvm::json::Object{
          {"symbol", name},
          {"iterations", phase.getAs<IntegerAttr>("iterations").getInt()},
          {"parallel", phase.getAs<BoolAttr>("parallel").getValue()}});
    }
  }
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (!func.isExternal() && !exported.contains(func.getSymName()))
      func.setLinkage(LLVM::Linkage::Internal);
  // Nothing outside the module resolves inside an embedded executable.
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (func.isExternal()) {
      error = "embedded code may not call '" + func.getSymName().str() +
              "' (no libc, heap or threads inside an IREE executable)";
      return failure();
    }
  FailureOr<CPUTargetInfo> info =
      getCPUTargetInfo(requested.cpu, requested.features, error);
  if (failed(info))
    return failure();
  llvm::json::Object *top = manifest.getAsObject();
  (*top)["target"] = "iree-cpu";
  (*top)["target_cpu"] = info->cpu;
  (*top)["target_features"] = requested.features;
  for (llvm::json::Value &entry : *(*top)["entry_points"].getAsArray()) {
    llvm::json::Object *object = entry.getAsObject();
    std::string name = object->getString("name")->str();
    (*object)["symbol"] = name;
    (*object)["workspace_bytes"] = workspaceBytes.lookup(name);
    (*object)["phases"] = std::move(phases[name]);
    auto check = checks.find(name);
    (*object)["check"] = check == checks.end() ? llvm::json::Value(nullptr)
                                               : llvm::json::Value(check->second);
  }
  return success();
}

NativeEmitOptions::Kind nativeKind(ArtifactKind kind) {
  switch (kind) {
  case ArtifactKind::Object:
    return NativeEmitOptions::Kind::Object;
  case ArtifactKind::LLVMIR:
    return NativeEmitOptions::Kind::LLVMIR;
  case ArtifactKind::Bitcode:
    return NativeEmitOptions::Kind::Bitcode;
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
  CpuMatmul bf16Matmul = target->amxTiles.value_or(false) ? CpuMatmul::amx
                         : target->bf16Dots.value_or(false)
                             ? CpuMatmul::bf16_dot
                             : CpuMatmul::fma;
  (*manifest->getAsObject())["bf16_products"] =
      llvm::json::Object{{"matmul", stringifyCpuMatmul(bf16Matmul)},
                         {"reason", target->bf16ProductsReason}};
  const bool embedded = target->embedded;
  if (options.emit == ArtifactKind::Manifest && !embedded)
    return writeFileAtomically(outputs.artifact, formatManifest(*manifest),
                               error);

  MLIRContext *context = module.getContext();
  SmallVector<std::string> entryNames;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isPrivate())
      continue;
    entryNames.push_back(func.getSymName().str());
    if (!embedded)
      func->setAttr("llvm.emit_c_interface", UnitAttr::get(context));
  }
  PassManager pm(context);
  buildRopeLowerToCPUPipeline(pm, *target);
  if (failed(runPassManager(pm, module, options)))
    return failure();
  if (embedded &&
      failed(describeEmbedded(module, entryNames, requested, *manifest, error)))
    return failure();
  std::string manifestText = formatManifest(*manifest);
  if (options.emit == ArtifactKind::Manifest)
    return writeFileAtomically(outputs.artifact, manifestText, error);

  if (options.emit == ArtifactKind::MLIR) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    return writeFileAtomically(outputs.artifact, text, error);
  }
  // Embedded code carries no data an executable loader would have to
  // resolve; its manifest is the file alone.
  if (!embedded)
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
