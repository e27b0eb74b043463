//===- rope-fuzz.cpp - libFuzzer target: rope IR through every pass -------===//
//
// Each input is parsed as MLIR with everything rope-opt registers, then
// clones of the module go through canonicalize, every rope pass, both named
// pipelines and both manifest writers. Diagnostics are the expected answer
// to bad input and are dropped; a crash, an LLVM fatal error, a sanitizer
// report or a pass that succeeds with IR that does not verify is a finding.
//
//   ROPE_FUZZ_VERBOSE=1  print the diagnostics (to read a reproducer).
//
//===----------------------------------------------------------------------===//

#include "BoundaryMutator.h"

#include "rope/InitAll.h"
#include "rope/Target/CPU/ManifestWriter.h"
#include "rope/Target/GPU/KernelManifest.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>

using namespace mlir;

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace {

/// Pass pipelines, each run on its own clone of the input (rope-opt syntax).
const char *const kPipelines[] = {
    "canonicalize",
    "rope-materialize-frequencies",
    "rope-expand-bf16-conversions",
    "rope-inline-alloca-scopes",
    "convert-rope-to-linalg",
    "convert-rope-to-vector",
    "convert-rope-to-vector{vector-bits=128}",
    "convert-rope-to-gpu",
    "rope-raise",
    "rope-fuse-attention",
    "rope-raise,rope-fuse-attention,canonicalize",
};

/// What every input's context is built from, set up once.
struct Environment {
  DialectRegistry registry;
  bool verbose = false;
};
Environment *environment = nullptr;

/// The last diagnostic, quoted when a pass leaves invalid IR behind.
std::string lastDiagnostic;

[[noreturn]] void fail(StringRef what) {
  llvm::errs() << "rope-fuzz: " << what << "\n";
  if (!lastDiagnostic.empty())
    llvm::errs() << "last diagnostic: " << lastDiagnostic << "\n";
  abort();
}

/// A pass that succeeds must leave IR that verifies; checked after every
/// pass so a later pass never sees what an earlier one broke.
struct VerifyAfterEachPass : public PassInstrumentation {
  void runAfterPass(Pass *pass, Operation *op) override {
    if (failed(verify(op)))
      fail(("'" + pass->getArgument() +
            "' succeeded with IR that does not "
            "verify")
               .str());
  }
};

/// A pass manager for `context` that verifies after every pass, as rope-opt
/// does, but stops the fuzzer on the first pass that breaks the IR.
std::unique_ptr<PassManager> makePassManager(MLIRContext *context) {
  auto pm = std::make_unique<PassManager>(context);
  pm->enableVerifier(false);
  pm->addInstrumentation(std::make_unique<VerifyAfterEachPass>());
  return pm;
}

OwningOpRef<ModuleOp> cloneModule(ModuleOp module) {
  return OwningOpRef<ModuleOp>(module.clone());
}

void runPipeline(ModuleOp module, StringRef pipeline) {
  OwningOpRef<ModuleOp> copy = cloneModule(module);
  std::unique_ptr<PassManager> pm = makePassManager(module.getContext());
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parsePassPipeline(pipeline, *pm, errorStream)))
    fail("bad pipeline '" + pipeline.str() + "': " + error);
  (void)pm->run(*copy);
}

/// The GPU path as rope-compile takes it: configure, describe the kernels,
/// lower.
void runGpuKernels(ModuleOp module) {
  OwningOpRef<ModuleOp> copy = cloneModule(module);
  std::unique_ptr<PassManager> configure = makePassManager(module.getContext());
  if (failed(parsePassPipeline("rope-configure-gpu-kernels", *configure)))
    fail("bad pipeline 'rope-configure-gpu-kernels'");
  if (failed(configure->run(*copy)))
    return;
  if (failed(mlir::rope::describeGpuKernels(*copy, "sm_90")))
    return;
  runPipeline(*copy, "convert-rope-to-gpu");
}

/// The CPU path as rope-compile takes it: manifest, pipeline, LLVM IR (the
/// object code after it is LLVM's and costs most of an execution). Half of
/// the inputs (by their operation count) are compiled for a CPU with AMX
/// tiles, so bf16 attention takes the AMX kernel, and half (crosswise) for
/// one with AVX512-BF16 dot products.
void runCpuCompile(ModuleOp module) {
  OwningOpRef<ModuleOp> copy = cloneModule(module);
  if (failed(mlir::rope::describeEntryPoints(*copy, /*outParams=*/true)))
    return;
  std::unique_ptr<PassManager> pm = makePassManager(module.getContext());
  mlir::rope::CPUTargetOptions target;
  target.expandBF16 = true;
  target.vectorBits = 512;
  int64_t operations = 0;
  module->walk([&](Operation *) { ++operations; });
  target.amxTiles = operations % 2 == 1;
  target.bf16Dots = operations % 4 >= 2;
  mlir::rope::buildRopeLowerToCPUPipeline(*pm, target);
  if (failed(pm->run(*copy)))
    return;
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(*copy, llvmContext);
  if (llvmModule && llvm::verifyModule(*llvmModule, &llvm::errs()))
    fail("translation to LLVM IR gave a module that does not verify");
}

/// The NVPTX path: the NVVM pipeline to PTX text, in process (no ptxas).
void runNvptxCompile(ModuleOp module) {
  OwningOpRef<ModuleOp> copy = cloneModule(module);
  std::unique_ptr<PassManager> pm = makePassManager(module.getContext());
  mlir::rope::buildRopeLowerToNVVMPipeline(*pm,
                                           mlir::rope::NVPTXTargetOptions());
  if (succeeded(pm->run(*copy)))
    (void)mlir::rope::extractPTX(*copy);
}

/// Whether `text` starts with `[`, 64-bit integers separated by commas,
/// `]`: the only lists MLIR 22's DenseI64ArrayAttr parser accepts.
bool startsWithIntegerList(StringRef text) {
  text = text.ltrim();
  if (!text.consume_front("["))
    return false;
  text = text.ltrim();
  if (text.starts_with("]"))
    return true;
  while (true) {
    size_t sign = text.starts_with("-") ? 1 : 0;
    size_t digits = text.drop_front(sign).find_first_not_of("0123456789");
    if (digits == 0 || digits == StringRef::npos)
      return false;
    int64_t value;
    if (text.take_front(sign + digits).getAsInteger(10, value))
      return false;
    text = text.drop_front(sign + digits).ltrim();
    if (text.starts_with("]"))
      return true;
    if (!text.consume_front(","))
      return false;
    text = text.ltrim();
  }
}

/// Whether the first `[...]` of `text`'s line holds a number outside
/// [0, 2^31) or that is not a number.
bool hasPositionPast32Bits(StringRef text) {
  StringRef line = text.take_until([](char c) { return c == '\n'; });
  size_t open = line.find('[');
  if (open == StringRef::npos)
    return false;
  StringRef list = line.drop_front(open + 1).take_until(
      [](char c) { return c == ']'; });
  SmallVector<StringRef> items;
  list.split(items, ',');
  for (StringRef item : items) {
    int64_t value;
    if (item.trim().getAsInteger(10, value) || value < 0 ||
        value > std::numeric_limits<int32_t>::max())
      return true;
  }
  return false;
}

/// Whether a `shape<...>` in `text` holds an extent past 2^20 (mma.sync's
/// largest is 256).
bool hasHugeMmaShape(StringRef text) {
  for (size_t at = text.find("shape<"); at != StringRef::npos;
       at = text.find("shape<", at + 1)) {
    StringRef rest = text.drop_front(at + 6).take_until(
        [](char c) { return c == '>'; });
    // Numbers as the lexer reads them: decimal or 0x hexadecimal.
    while (!rest.empty()) {
      rest = rest.drop_until([](char c) { return llvm::isDigit(c); });
      StringRef number =
          rest.take_while([](char c) { return llvm::isAlnum(c); });
      uint64_t value;
      if (!number.empty() &&
          (number.getAsInteger(0, value) || value > (uint64_t(1) << 20)))
        return true;
      rest = rest.drop_front(number.size());
    }
  }
  return false;
}

/// MLIR 22 itself crashes on some malformed inputs, before any rope code
/// runs; those inputs are left out:
/// - `array<index: ...>` (the parser asks an index type for its bit width);
/// - a `permutation` / `dimensions` of `linalg.transpose` /
///   `linalg.broadcast` that is not a plain list of 64-bit integers (a
///   trailing comma, a value past 2^63: the op parsers store the failed
///   attribute, null);
/// - `tensor.concat dim(-N)` (its verifier indexes the shape with it);
/// - an `llvm.extractvalue` / `llvm.insertvalue` position outside
///   [0, 2^31) (its parser checks the position truncated to 32 bits, so
///   2^32 passes as 0 and then indexes the struct with 2^32);
/// - an `nvvm.mma.sync` shape with a huge n or k (its verifier allocates in
///   proportion to them, gigabytes at 2^31, stock mlir-opt too).
bool crashesUpstreamParser(StringRef text) {
  if (hasHugeMmaShape(text))
    return true;
  for (size_t at = text.find("array<"); at != StringRef::npos;
       at = text.find("array<", at + 1))
    if (text.drop_front(at + 6).ltrim().starts_with("index"))
      return true;
  for (StringRef key : {"permutation", "dimensions"})
    for (size_t at = text.find(key); at != StringRef::npos;
         at = text.find(key, at + 1)) {
      StringRef rest = text.drop_front(at + key.size()).ltrim();
      if (rest.consume_front("=") && !startsWithIntegerList(rest))
        return true;
    }
  for (size_t at = text.find("dim("); at != StringRef::npos;
       at = text.find("dim(", at + 1))
    if (text.drop_front(at + 4).ltrim().starts_with("-"))
      return true;
  for (StringRef op : {"llvm.extractvalue", "llvm.insertvalue"})
    for (size_t at = text.find(op); at != StringRef::npos;
         at = text.find(op, at + 1))
      if (hasPositionPast32Bits(text.drop_front(at + op.size())))
        return true;
  return false;
}

/// Whether reassociation groups list 0, 1, 2, ... in order.
bool isContiguous(ArrayRef<ReassociationIndices> groups) {
  int64_t next = 0;
  for (const ReassociationIndices &group : groups)
    for (int64_t index : group)
      if (index != next++)
        return false;
  return true;
}

/// MLIR 22's tensor.expand_shape / collapse_shape verifiers accept what
/// the memref ones refuse (a static `output_shape` entry that differs from
/// the result type, reassociation indices out of order); bufferization then
/// builds memref reshapes that do not verify. Such inputs are left out.
bool hasUnverifiableReshape(ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
      if (!isContiguous(expand.getReassociationIndices()))
        return WalkResult::interrupt();
      for (auto [size, extent] : llvm::zip(expand.getStaticOutputShape(),
                                           expand.getResultType().getShape()))
        if (!ShapedType::isDynamic(size) && size != extent)
          return WalkResult::interrupt();
    }
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
      if (!isContiguous(collapse.getReassociationIndices()))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// MLIR 22 handles huge strides badly: a slice stride of ~2^63 wraps in
/// its strided layout arithmetic, and one of ~2^31 on a unit axis makes
/// memref.subview's dropped-dims analysis ask for gigabytes (stock
/// mlir-opt too). Slices with a static stride above the element count of
/// the tensor they cut (only a unit axis can have one) are left out.
bool hasHugeSliceStride(ModuleOp module) {
  WalkResult walk = module.walk([](OffsetSizeAndStrideOpInterface op) {
    int64_t elements = 1;
    for (Type type : op->getOperandTypes())
      if (auto shaped = dyn_cast<ShapedType>(type);
          shaped && shaped.hasStaticShape())
        elements = std::max(elements, shaped.getNumElements());
    for (int64_t stride : op.getStaticStrides())
      if (!ShapedType::isDynamic(stride) && stride > elements)
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// A slice that starts past the end of the axis it cuts reads out of bounds
/// (undefined behaviour), and MLIR 22's strided-metadata expansion wraps
/// such an offset near 2^63 into a negative one that does not verify.
/// Slices with a static offset past a static extent, or at or past 2^32 on
/// a dynamic one (longer than any tensor), are left out.
bool hasOutOfRangeSliceOffset(ModuleOp module) {
  constexpr int64_t kLongestAxis = int64_t(1) << 32;
  WalkResult walk = module.walk([&](OffsetSizeAndStrideOpInterface op) {
    // Insertions cut their destination; the other slices their first
    // operand.
    Value sliced = op->getOperand(0);
    if (auto insert = dyn_cast<tensor::InsertSliceOp>(op.getOperation()))
      sliced = insert.getDest();
    else if (auto insert =
                 dyn_cast<tensor::ParallelInsertSliceOp>(op.getOperation()))
      sliced = insert.getDest();
    auto source = dyn_cast<ShapedType>(sliced.getType());
    if (!source || !source.hasRank())
      return WalkResult::advance();
    for (auto [axis, offset] : llvm::enumerate(op.getStaticOffsets())) {
      if (ShapedType::isDynamic(offset) ||
          axis >= static_cast<size_t>(source.getRank()))
        continue;
      int64_t extent = source.getDimSize(axis);
      if (ShapedType::isDynamic(extent) ? offset >= kLongestAxis
                                        : offset > extent)
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// tensor.dim / memref.dim of an index outside the rank is undefined
/// behaviour by their definition, and MLIR 22's patterns read out of
/// bounds on it. Such inputs are left out.
bool hasOutOfRangeDim(ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    std::optional<int64_t> index;
    Type source;
    if (auto dim = dyn_cast<tensor::DimOp>(op)) {
      index = dim.getConstantIndex();
      source = dim.getSource().getType();
    } else if (auto dim = dyn_cast<memref::DimOp>(op)) {
      index = dim.getConstantIndex();
      source = dim.getSource().getType();
    }
    auto shaped = dyn_cast_or_null<ShapedType>(source);
    if (index && shaped && shaped.hasRank() &&
        (*index < 0 || *index >= shaped.getRank()))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  environment = new Environment;
  registerAllPasses();
  mlir::rope::registerAllRopePasses();
  registerAllDialects(environment->registry);
  registerAllExtensions(environment->registry);
  mlir::rope::registerAllRopeDialects(environment->registry);
  mlir::rope::registerRopeGPUTargets(environment->registry);
  const char *verbose = std::getenv("ROPE_FUZZ_VERBOSE");
  environment->verbose = verbose && std::strcmp(verbose, "0") != 0;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A std::string ends in NUL, as the MLIR lexer expects.
  const std::string text(reinterpret_cast<const char *>(data), size);
  if (crashesUpstreamParser(text))
    return 0;
  lastDiagnostic.clear();

  MLIRContext context(environment->registry, MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler dropDiagnostics(&context, [](Diagnostic &diag) {
    lastDiagnostic = diag.str();
    if (environment->verbose)
      llvm::errs() << diag.getLocation() << ": " << lastDiagnostic << "\n";
    return success();
  });

  // Parsing verifies.
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(&context), "input");
  if (!module || hasUnverifiableReshape(*module) ||
      hasHugeSliceStride(*module) || hasOutOfRangeSliceOffset(*module) ||
      hasOutOfRangeDim(*module) ||
      failed(mlir::rope::checkNvvmMmaSelectable(*module)))
    return 0;

  module->print(llvm::nulls());
  module->print(llvm::nulls(), OpPrintingFlags().printGenericOpForm());
  for (const char *pipeline : kPipelines)
    runPipeline(*module, pipeline);
  runGpuKernels(*module);
  runCpuCompile(*module);
  runNvptxCompile(*module);
  return 0;
}

/// Two times in three a boundary value replaces a number, a dimension or an
/// element type; otherwise (or when the text has none) libFuzzer's own
/// byte-level mutations run, with the dictionary.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  std::mt19937 rng(seed);
  if (rng() % 3 != 0) {
    std::string text(reinterpret_cast<const char *>(data), size);
    if (::rope::fuzz::mutateBoundary(text, rng) && text.size() <= maxSize) {
      std::memcpy(data, text.data(), text.size());
      return text.size();
    }
  }
  return LLVMFuzzerMutate(data, size, maxSize);
}
