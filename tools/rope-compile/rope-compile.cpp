//===- rope-compile.cpp - rope IR -> native library + manifest ------------===//
//
//   rope-compile input.mlir -o librope.so [--manifest=librope.json]
//                [--emit=so|obj|llvm|mlir|manifest] [--target-cpu=host]
//                [--vector-bits=N] [--expand-bf16] [--out-params] [--parallel]
//   rope-compile input.mlir --target=nvptx -o rope.ptx [--chip=sm_90]
//   rope-compile --hf-config=config.json [--hf-op=apply|attention] ...
//
// Argument handling only: the compile itself is rope::compile
// (include/rope/Compile/Compile.h). MLIR's own options (--mlir-timing,
// --mlir-print-ir-after=<pass>, ...) apply to every pass manager it runs.
//
//===----------------------------------------------------------------------===//

#include "HuggingFaceInput.h"
#include "MlirOptions.h"

#include "rope/Compile/Compile.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
namespace cl = llvm::cl;

// Only these and MLIR's appear in --help (not the LLVM options linked in).
static cl::OptionCategory toolOptions("rope-compile options");
static cl::OptionCategory cpuOptions(
    "rope-compile cpu pipeline options (rope-lower-to-cpu-pipeline)");

static cl::opt<std::string> inputFile(cl::cat(toolOptions), cl::Positional,
                                      cl::desc("<input.mlir>"), cl::init("-"));
static cl::opt<std::string> outputFile(cl::cat(toolOptions), "o",
                                       cl::desc("Output file"),
                                       cl::value_desc("path"), cl::Required);
static cl::opt<std::string>
    manifestFile(cl::cat(toolOptions), "manifest",
                 cl::desc("Manifest path (default: <output>.json)"));
static cl::opt<std::string> target(cl::cat(toolOptions), "target",
                                   cl::desc("cpu, iree-cpu (bitcode for IREE's "
                                            "embedded executables) or nvptx"),
                                   cl::init("cpu"));
static cl::opt<std::string>
    emitKind(cl::cat(toolOptions), "emit",
             cl::desc("cpu: so, obj, llvm, mlir (the lowered LLVM dialect) "
                      "or manifest; nvptx: ptx, mlir or manifest; either: "
                      "rope (the input, not lowered) (default: so / ptx)"),
             cl::init(""));
static cl::opt<std::string> chip(cl::cat(toolOptions), "chip",
                                 cl::desc("nvptx: GPU architecture"),
                                 cl::init(rope::NVPTXTargetOptions().chip));
static cl::opt<std::string>
    ptxFeatures(cl::cat(toolOptions), "ptx-features",
                cl::desc("nvptx: PTX features"),
                cl::init(rope::NVPTXTargetOptions().features));
static cl::opt<unsigned>
    optLevel(cl::cat(toolOptions), "opt-level",
             cl::desc("nvptx: LLVM optimization level"),
             cl::init(rope::NVPTXTargetOptions().optLevel));
static cl::opt<int64_t>
    maxBlockSize(cl::cat(toolOptions), "max-block-size",
                 cl::desc("nvptx: most threads per block"),
                 cl::init(rope::NVPTXTargetOptions().maxBlockSize));
static cl::opt<std::string>
    targetCpu(cl::cat(cpuOptions), "target-cpu",
              cl::desc("host or an LLVM CPU name (default host)"),
              cl::init("host"));
static cl::opt<std::string>
    targetFeatures(cl::cat(cpuOptions), "target-features",
                   cl::desc("extra LLVM features, e.g. +avx2 (default none)"),
                   cl::init(""));
static cl::opt<int64_t> vectorBits(
    cl::cat(cpuOptions), "vector-bits",
    cl::desc("Register width of the kernels' row pieces: a multiple of 64 "
             "up to 2048 (default 0: the widest of --target-cpu)"),
    cl::init(0));
static cl::opt<cl::boolOrDefault> expandBF16(
    cl::cat(cpuOptions), "expand-bf16",
    cl::desc("Convert bf16 <-> f32 with integer ops (default: unless "
             "--target-cpu converts natively)"));
static cl::opt<cl::boolOrDefault> amxTiles(
    cl::cat(cpuOptions), "amx-tiles",
    cl::desc("Compute bf16 attention products on AMX tiles (default: when "
             "--target-cpu has AMX-BF16)"));
static cl::opt<cl::boolOrDefault> bf16Dots(
    cl::cat(cpuOptions), "bf16-dots",
    cl::desc("Compute bf16 attention with AVX512-BF16 dot products; "
             "--target-cpu must have them (default: when it has them, not "
             "AMX-BF16, and they do more flops per cycle than its f32 FMAs)"));
static cl::opt<bool> emulateAmxTiles(
    cl::cat(cpuOptions), "emulate-amx-tiles",
    cl::desc("Run the AMX kernels' tile operations as vector code: checks "
             "them on a CPU without AMX; slow (default false)"),
    cl::init(false));
static cl::opt<bool> checkAccesses(
    cl::cat(cpuOptions), "check-accesses",
    cl::desc("Check the bounds of every memory access at run time and abort "
             "with the op and its location when one falls outside; slow, "
             "for finding faults (default false)"),
    cl::init(false));
static cl::opt<bool> outParams(
    cl::cat(cpuOptions), "out-params",
    cl::desc("Results become caller-provided output buffers and entry points "
             "check their arguments and return an i32 status (default true; "
             "false: results are returned as memref descriptors)"),
    cl::init(rope::CPUTargetOptions().outParams));
static cl::opt<bool> parallel(
    cl::cat(cpuOptions), "parallel",
    cl::desc("Run the token loop on all cores with OpenMP (default true; "
             "false: one thread, no libomp)"),
    cl::init(rope::CPUTargetOptions().parallel));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "rope-compile: error: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::SmallVector<const cl::OptionCategory *> shown =
      rope::registerMlirOptions();
  shown.append(
      {&toolOptions, &cpuOptions, &rope::huggingFaceOptionCategory()});
  cl::HideUnrelatedOptions(shown);
  cl::ParseCommandLineOptions(argc, argv, "RoPE-MLIR native compiler\n");

  rope::CompileOptions options;
  std::optional<rope::CompileTarget> compileTarget =
      rope::parseCompileTarget(target);
  if (!compileTarget)
    return fail("--target must be cpu, iree-cpu or nvptx, got '" + target +
                "'");
  options.target = *compileTarget;
  std::optional<rope::ArtifactKind> kind =
      rope::parseArtifactKind(emitKind, options.target);
  if (!kind)
    return fail("--emit for " + target + " must be " +
                rope::artifactKindNames(options.target) + ", got '" +
                emitKind + "'");
  options.emit = *kind;
  options.cpu.cpu = targetCpu;
  options.cpu.features = targetFeatures;
  options.cpu.vectorBits = vectorBits;
  if (expandBF16 != cl::BOU_UNSET)
    options.cpu.expandBF16 = expandBF16 == cl::BOU_TRUE;
  if (amxTiles != cl::BOU_UNSET)
    options.cpu.amxTiles = amxTiles == cl::BOU_TRUE;
  if (bf16Dots != cl::BOU_UNSET)
    options.cpu.bf16Dots = bf16Dots == cl::BOU_TRUE;
  options.cpu.emulateAmxTiles = emulateAmxTiles;
  options.cpu.checkAccesses = checkAccesses;
  options.cpu.outParams = outParams;
  options.cpu.parallel = parallel;
  options.nvptx.chip = chip;
  options.nvptx.features = ptxFeatures;
  options.nvptx.optLevel = optLevel;
  options.nvptx.maxBlockSize = maxBlockSize;
  rope::CompileOutputs outputs{
      outputFile,
      manifestFile.empty() ? outputFile + ".json" : std::string(manifestFile)};
  // Everything that can be checked before any work is.
  if (std::string error = rope::checkCompile(options, outputs, inputFile);
      !error.empty())
    return fail(error);

  // One timing report for the whole run (--mlir-timing), as mlir-opt's.
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();
  options.configurePassManager = [&](PassManager &pm) {
    if (failed(applyPassManagerCLOptions(pm)))
      return failure();
    pm.enableTiming(timing);
    return success();
  };

  DialectRegistry registry;
  rope::registerCompileDependencies(registry);
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  OwningOpRef<ModuleOp> module;
  if (rope::huggingFaceInputRequested()) {
    module = rope::buildHuggingFaceInput(context, error);
  } else {
    std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
    if (!input)
      return fail(error);
    sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    TimingScope parseTiming = timing.nest("Parser");
    module = parseSourceFile<ModuleOp>(sourceMgr, &context);
    parseTiming.stop();
  }
  if (!module)
    return error.empty() ? 1 : fail(error);
  if (failed(rope::compile(*module, options, outputs, error)))
    return error.empty() ? 1 : fail(error);
  return 0;
}
