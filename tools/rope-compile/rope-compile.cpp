//===- rope-compile.cpp - rope IR -> native library + manifest ------------===//
//
//   rope-compile input.mlir -o librope.so [--manifest=librope.json]
//                [--emit=so|obj|llvm|mlir|manifest] [--target-cpu=host]
//   rope-compile input.mlir --target=nvptx -o rope.ptx [--chip=sm_90]
//
// CPU: lowers every public function with rope-lower-to-cpu-pipeline and
// writes a C-callable artifact (symbols _mlir_ciface_<name>, outputs passed
// after the inputs) plus a JSON manifest of the entry points. NVPTX: lowers
// with rope-lower-to-nvvm-pipeline and writes the PTX of every rope.apply
// kernel plus a manifest of their parameters and launch shapes.
//
//===----------------------------------------------------------------------===//

#include "CompileNVPTX.h"

#include "rope/InitAll.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Target/CPU/EmitObject.h"
#include "rope/Target/CPU/Manifest.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

// Only these appear in --help (not the LLVM options linked in).
static cl::OptionCategory toolOptions("rope-compile options");

static cl::opt<std::string> inputFile(cl::cat(toolOptions), cl::Positional,
                                      cl::desc("<input.mlir>"), cl::init("-"));
static cl::opt<std::string> outputFile(cl::cat(toolOptions), "o",
                                       cl::desc("Output file"),
                                       cl::value_desc("path"), cl::Required);
static cl::opt<std::string>
    manifestFile(cl::cat(toolOptions), "manifest",
                 cl::desc("Manifest path (default: <output>.json)"));
static cl::opt<std::string> target(cl::cat(toolOptions), "target",
                                   cl::desc("cpu or nvptx"), cl::init("cpu"));
static cl::opt<std::string>
    emitKind(cl::cat(toolOptions), "emit",
             cl::desc("cpu: so, obj, llvm, mlir (the lowered LLVM dialect) or "
                      "manifest (only the manifest, to -o; nothing lowered); "
                      "nvptx: ptx or mlir (default: so / ptx)"),
             cl::init(""));
static cl::opt<std::string> chip(cl::cat(toolOptions), "chip",
                                 cl::desc("nvptx: GPU architecture"),
                                 cl::init("sm_90"));
static cl::opt<std::string> ptxFeatures(cl::cat(toolOptions), "ptx-features",
                                        cl::desc("nvptx: PTX features"),
                                        cl::init("+ptx80"));
static cl::opt<unsigned> optLevel(cl::cat(toolOptions), "opt-level",
                                  cl::desc("nvptx: LLVM optimization level"),
                                  cl::init(3));
static cl::opt<int64_t> maxBlockSize(cl::cat(toolOptions), "max-block-size",
                                     cl::desc("nvptx: most threads per block"),
                                     cl::init(256));
static cl::opt<std::string> targetCpu(cl::cat(toolOptions), "target-cpu",
                                      cl::desc("host or an LLVM CPU name"),
                                      cl::init("host"));
static cl::opt<std::string> targetFeatures(cl::cat(toolOptions),
                                           "target-features",
                                           cl::desc("extra LLVM features"),
                                           cl::init(""));

/// The manifest as a NUL-terminated constant `_rope_mlir_manifest` in the
/// library, so a harness can tell a stale or foreign manifest file apart.
static void embedManifest(ModuleOp module, const std::string &manifest) {
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  std::string text = manifest + '\0';
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), text.size());
  LLVM::GlobalOp::create(builder, module.getLoc(), type, /*isConstant=*/true,
                         LLVM::Linkage::External, "_rope_mlir_manifest",
                         builder.getStringAttr(text));
}

static int fail(const llvm::Twine &message) {
  llvm::errs() << "rope-compile: error: " << message << "\n";
  return 1;
}

/// Fails early, with the reason, when `path` cannot be created.
static bool isWritable(llvm::StringRef path, std::string &error) {
  std::error_code ec;
  llvm::ToolOutputFile probe(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    error = "cannot write '" + path.str() + "': " + ec.message();
  return !ec; // not kept: the probe file is removed again
}

static DialectRegistry makeRegistry() {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  rope::registerAllRopeDialects(registry);
  rope::registerRopeGPUTargets(registry);
  return registry;
}

static OwningOpRef<ModuleOp> parseInput(llvm::SourceMgr &sourceMgr,
                                        MLIRContext &context,
                                        std::string &error) {
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
  if (!input)
    return nullptr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

/// --target=nvptx: PTX + kernel manifest.
static int compileGPU(ModuleOp module, const std::string &manifestPath) {
  rope::NVPTXCompileOptions options{chip, ptxFeatures, optLevel, maxBlockSize,
                                    emitKind == "mlir"};
  if (std::string e =
          rope::compileForNVPTX(module, options, outputFile, manifestPath);
      !e.empty())
    return fail(e);
  return 0;
}

static int writeManifest(const std::string &path, const std::string &text) {
  std::string error;
  auto out = openOutputFile(path, &error);
  if (!out)
    return fail(error);
  out->os() << text << "\n";
  out->keep();
  return 0;
}

/// --target=cpu: a native artifact (or the lowered IR) + manifest.
static int compileCPU(ModuleOp module,
                      std::optional<rope::NativeEmitOptions::Kind> kind,
                      const std::string &manifestPath) {
  MLIRContext *context = module.getContext();
  rope::NativeEmitOptions emit{kind.value_or(
                                    rope::NativeEmitOptions::Kind::Object),
                                targetCpu, targetFeatures};
  rope::RopeCPUPipelineOptions pipelineOptions;
  rope::CPUTargetTraits traits = rope::queryCPUTarget(emit);
  pipelineOptions.expandBF16 = !traits.nativeBF16;
  pipelineOptions.vectorBits = traits.vectorBits;
  FailureOr<llvm::json::Value> manifest =
      rope::describeEntryPoints(module, pipelineOptions.outParams);
  if (failed(manifest))
    return 1;
  std::string manifestText = llvm::formatv("{0:2}", *manifest);
  if (emitKind == "manifest")
    return writeManifest(outputFile, manifestText);
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isPrivate())
      func->setAttr("llvm.emit_c_interface", UnitAttr::get(context));

  PassManager pm(context);
  rope::buildRopeLowerToCPUPipeline(pm, pipelineOptions);
  if (failed(pm.run(module)))
    return 1;

  std::string error;
  if (!kind) {
    auto out = openOutputFile(outputFile, &error);
    if (!out)
      return fail(error);
    module.print(out->os());
    out->keep();
    return 0;
  }
  // The file and the embedded copy are the same text (docs/Manifest.md).
  embedManifest(module, manifestText);
  if (failed(rope::emitNative(module, emit, outputFile, error)))
    return fail(error);
  return writeManifest(manifestPath, manifestText);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(argc, argv, "RoPE-MLIR native compiler\n");
  if (target != "cpu" && target != "nvptx")
    return fail("--target must be cpu or nvptx, got '" + target + "'");
  const bool gpu = target == "nvptx";
  std::optional<rope::NativeEmitOptions::Kind> kind;
  if (gpu) {
    if (!emitKind.empty() && emitKind != "ptx" && emitKind != "mlir")
      return fail("--emit for nvptx must be ptx or mlir, got '" + emitKind +
                  "'");
  } else {
    if (emitKind.empty())
      emitKind = "so";
    kind = llvm::StringSwitch<std::optional<rope::NativeEmitOptions::Kind>>(
               emitKind)
               .Case("so", rope::NativeEmitOptions::Kind::SharedLibrary)
               .Case("obj", rope::NativeEmitOptions::Kind::Object)
               .Case("llvm", rope::NativeEmitOptions::Kind::LLVMIR)
               .Default(std::nullopt);
    if (!kind && emitKind != "mlir" && emitKind != "manifest")
      return fail("--emit must be so, obj, llvm, mlir or manifest, got '" +
                  emitKind + "'");
  }

  // Fail before any work when an output cannot be written. The GPU path
  // always writes its manifest; the CPU path unless it emits IR.
  std::string manifestPath =
      manifestFile.empty() ? outputFile + ".json" : std::string(manifestFile);
  std::string error;
  if (!isWritable(outputFile, error) ||
      ((gpu || kind) && !isWritable(manifestPath, error)))
    return fail(error);

  MLIRContext context(makeRegistry());
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseInput(sourceMgr, context, error);
  if (!module)
    return error.empty() ? 1 : fail(error);
  return gpu ? compileGPU(*module, manifestPath)
             : compileCPU(*module, kind, manifestPath);
}
