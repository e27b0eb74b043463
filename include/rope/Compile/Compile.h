//===- Compile.h - rope IR -> artifacts + manifest --------------*- C++ -*-===//
//
// The orchestration behind rope-compile as a library call, for the tool,
// the Python package (through the tool) and compilers that embed the
// project: lower a module for a target with its named pipeline and write
// the artifact and its manifest (docs/Manifest.md). Outputs are written to a
// temporary file in the destination's folder and renamed into place, so a
// failed compile never leaves a partial or changed file behind.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_COMPILE_COMPILE_H
#define ROPE_COMPILE_COMPILE_H

#include "rope/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"

#include <functional>
#include <optional>
#include <string>

namespace mlir {
class PassManager;
} // namespace mlir

namespace mlir::rope {

/// What a compile produces.
/// iree-cpu: CPU code for IREE's embedded executables (docs/IREE.md).
enum class CompileTarget { CPU, IREECPU, NVPTX };
enum class ArtifactKind {
  SharedLibrary, ///< cpu: a C-callable .so with the manifest embedded
  Object,        ///< cpu: a relocatable object
  LLVMIR,        ///< cpu: LLVM IR text
  Bitcode,       ///< iree-cpu: LLVM bitcode, linked by IREE
  MLIR,          ///< the module after the target's pipeline
  RopeIR,        ///< the module as given, before any pass (rope IR)
  PTX,           ///< nvptx: the PTX of every kernel
  Manifest,      ///< the manifest alone
};

struct CompileOptions {
  CompileTarget target = CompileTarget::CPU;
  ArtifactKind emit = ArtifactKind::SharedLibrary;
  CPUTargetOptions cpu;
  NVPTXTargetOptions nvptx;
  /// Called on every pass manager the compile builds, before it runs: where
  /// a tool applies MLIR's command-line options (IR printing, timing,
  /// statistics) and an embedder adds its instrumentation. A failure stops
  /// the compile.
  std::function<LogicalResult(PassManager &)> configurePassManager;
};

/// Parses a --target value ("cpu", "iree-cpu", "nvptx").
std::optional<CompileTarget> parseCompileTarget(StringRef name);
/// Parses an --emit value for `target` ("" gives the target's default:
/// "so" for cpu, "bc" for iree-cpu, "ptx" for nvptx; "rope" is the input for either); nullopt
/// when `target` cannot emit it.
std::optional<ArtifactKind> parseArtifactKind(StringRef name,
                                              CompileTarget target);
/// The --emit names `target` accepts, for messages ("so, obj, ...").
std::string artifactKindNames(CompileTarget target);

/// Where a compile writes: the artifact, and the manifest (ignored for
/// kinds that carry none: LLVM IR, MLIR, objects write it too).
struct CompileOutputs {
  std::string artifact;
  std::string manifest;
};

/// True when `kind` also writes a manifest file.
bool writesManifest(ArtifactKind kind);

/// Checks `options` and `outputs` before any work: target names LLVM knows,
/// option ranges, writable and distinct paths (an output may not be the
/// input `inputPath`, nor the manifest the artifact). Returns "" or an
/// error message.
std::string checkCompile(const CompileOptions &options,
                         const CompileOutputs &outputs, StringRef inputPath);

/// Lowers `module` for `options.target` and writes `outputs`. Diagnostics
/// about the IR go to the module's context; other errors set `error`.
LogicalResult compile(ModuleOp module, const CompileOptions &options,
                      const CompileOutputs &outputs, std::string &error);

/// Everything a context needs to compile rope IR: upstream dialects and
/// their extensions, the rope dialect, LLVM IR translations and the NVVM
/// target.
void registerCompileDependencies(DialectRegistry &registry);

} // namespace mlir::rope

#endif // ROPE_COMPILE_COMPILE_H
