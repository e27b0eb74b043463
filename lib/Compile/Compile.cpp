//===- Compile.cpp - rope IR -> artifacts + manifest ----------------------===//

#include "rope/Compile/Compile.h"

#include "AtomicOutput.h"
#include "CompileTargets.h"

#include "rope/InitAll.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::rope;

std::optional<CompileTarget> mlir::rope::parseCompileTarget(StringRef name) {
  return llvm::StringSwitch<std::optional<CompileTarget>>(name)
      .Case("cpu", CompileTarget::CPU)
      .Case("iree-cpu", CompileTarget::IREECPU)
      .Case("nvptx", CompileTarget::NVPTX)
      .Default(std::nullopt);
}

std::optional<ArtifactKind> mlir::rope::parseArtifactKind(StringRef name,
                                                          CompileTarget target) {
  if (target == CompileTarget::NVPTX)
    return llvm::StringSwitch<std::optional<ArtifactKind>>(name)
        .Cases({"", "ptx"}, ArtifactKind::PTX)
        .Case("mlir", ArtifactKind::MLIR)
        .Case("rope", ArtifactKind::RopeIR)
        .Case("manifest", ArtifactKind::Manifest)
        .Default(std::nullopt);
  if (target == CompileTarget::IREECPU)
    return llvm::StringSwitch<std::optional<ArtifactKind>>(name)
        .Cases({"", "bc"}, ArtifactKind::Bitcode)
        .Case("llvm", ArtifactKind::LLVMIR)
        .Case("mlir", ArtifactKind::MLIR)
        .Case("rope", ArtifactKind::RopeIR)
        .Case("manifest", ArtifactKind::Manifest)
        .Default(std::nullopt);
  return llvm::StringSwitch<std::optional<ArtifactKind>>(name)
      .Cases({"", "so"}, ArtifactKind::SharedLibrary)
      .Case("obj", ArtifactKind::Object)
      .Case("llvm", ArtifactKind::LLVMIR)
      .Case("mlir", ArtifactKind::MLIR)
      .Case("rope", ArtifactKind::RopeIR)
      .Case("manifest", ArtifactKind::Manifest)
      .Default(std::nullopt);
}

std::string mlir::rope::artifactKindNames(CompileTarget target) {
  switch (target) {
  case CompileTarget::NVPTX:
    return "ptx, mlir, rope or manifest";
  case CompileTarget::IREECPU:
    return "bc, llvm, mlir, rope or manifest";
  case CompileTarget::CPU:
    break;
  }
  return "so, obj, llvm, mlir, rope or manifest";
}

bool mlir::rope::writesManifest(ArtifactKind kind) {
  return kind == ArtifactKind::SharedLibrary || kind == ArtifactKind::Object ||
         kind == ArtifactKind::Bitcode || kind == ArtifactKind::PTX;
}

namespace {
/// `path` made absolute with `.` and `..` removed and, when it exists,
/// symbolic links resolved: two spellings of one file compare equal.
std::string canonicalPath(StringRef path) {
  llvm::SmallString<256> result;
  if (!llvm::sys::fs::real_path(path, result))
    return result.str().str();
  result = path;
  llvm::sys::fs::make_absolute(result);
  llvm::sys::path::remove_dots(result, /*remove_dot_dot=*/true);
  // The folder may exist even when the file does not.
  llvm::SmallString<256> folder(llvm::sys::path::parent_path(result));
  llvm::SmallString<256> realFolder;
  if (!llvm::sys::fs::real_path(folder, realFolder)) {
    llvm::sys::path::append(realFolder, llvm::sys::path::filename(result));
    return realFolder.str().str();
  }
  return result.str().str();
}

/// "" when a file can be created at `path`, else why not.
std::string checkWritable(StringRef path) {
  if (path == "-")
    return "";
  llvm::SmallString<256> folder(llvm::sys::path::parent_path(path));
  if (folder.empty())
    folder = ".";
  if (llvm::sys::fs::is_directory(path))
    return "cannot write '" + path.str() + "': it is a directory";
  if (std::error_code ec =
          llvm::sys::fs::access(folder, llvm::sys::fs::AccessMode::Write))
    return "cannot write '" + path.str() + "': " + ec.message();
  return "";
}
} // namespace

std::string mlir::rope::checkCompile(const CompileOptions &options,
                                     const CompileOutputs &outputs,
                                     StringRef inputPath) {
  if (options.target == CompileTarget::NVPTX) {
    if (std::string error = options.nvptx.verify(); !error.empty())
      return error;
  } else {
    std::string error;
    if (failed(resolveCPUTarget(detail::requestedCPU(options), error)))
      return error;
  }
  const bool manifest = writesManifest(options.emit);
  if (std::string error = checkWritable(outputs.artifact); !error.empty())
    return error;
  if (manifest)
    if (std::string error = checkWritable(outputs.manifest); !error.empty())
      return error;
  std::string artifact = canonicalPath(outputs.artifact);
  if (inputPath != "-" && outputs.artifact != "-" &&
      artifact == canonicalPath(inputPath))
    return "the output '" + outputs.artifact + "' is the input";
  if (manifest) {
    std::string manifestPath = canonicalPath(outputs.manifest);
    if (manifestPath == artifact)
      return "the manifest '" + outputs.manifest + "' is the output";
    if (inputPath != "-" && manifestPath == canonicalPath(inputPath))
      return "the manifest '" + outputs.manifest + "' is the input";
  }
  return "";
}

LogicalResult mlir::rope::detail::runPassManager(PassManager &pm,
                                                ModuleOp module,
                                                const CompileOptions &options) {
  if (options.configurePassManager &&
      failed(options.configurePassManager(pm)))
    return failure();
  return pm.run(module);
}

LogicalResult mlir::rope::compile(ModuleOp module,
                                  const CompileOptions &options,
                                  const CompileOutputs &outputs,
                                  std::string &error) {
  // Front ends that build rope IR (--hf-config) show it without lowering.
  if (options.emit == ArtifactKind::RopeIR) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    return detail::writeFileAtomically(outputs.artifact, text, error);
  }
  return options.target == CompileTarget::NVPTX
             ? detail::compileNVPTX(module, options, outputs, error)
             : detail::compileCPU(module, options, outputs, error);
}

void mlir::rope::registerCompileDependencies(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllRopeDialects(registry);
  registerRopeGPUTargets(registry);
}
