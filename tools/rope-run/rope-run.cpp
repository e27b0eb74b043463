//===- rope-run.cpp - Load, check and time a rope-compile artifact --------===//
//
//   rope-run librope.so [--entry=NAME] [--dynamic-size=N] [--shape=argI=AxB]
//            [--offset=N] [--max-position=P] [--seed=S] [--warmup=W]
//            [--runs=R] [--in-place] [--no-check] [--json]
//
// Makes seeded inputs for the entry point's arguments, checks their shapes
// against the manifest (equal symbols, equal sizes), runs it, checks every
// rotated element against the float64 reference with the Semantics §5 bound and
// times it (minimum and median over the runs, GB/s of logical traffic).
// Exit status: 0 pass, 1 accuracy failure, 2 bad usage or artifact.
//
//===----------------------------------------------------------------------===//

#include "rope/Runtime/HostTensor.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RotationCheck.h"
#include "rope/Runtime/ShapeCheck.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Reference/Frequencies.h"
#include "rope/Reference/Layout.h"
#include "rope/Support/JsonLite.h"
#include "rope/Reference/Rotation.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <dlfcn.h>
#include <random>

using namespace rope;
using namespace rope::run;
namespace cl = llvm::cl;

// Only these appear in --help (not the LLVM options linked in).
static cl::OptionCategory toolOptions("rope-run options");

static cl::opt<std::string> libraryPath(cl::cat(toolOptions), cl::Positional,
                                        cl::Required, cl::desc("<library.so>"));
static cl::opt<std::string> manifestPath(cl::cat(toolOptions), "manifest",
                                         cl::desc("default: <library>.json"));
static cl::opt<std::string> entryName(cl::cat(toolOptions), "entry",
                                      cl::desc("entry point name"));
static cl::opt<int64_t> dynamicSize(cl::cat(toolOptions), "dynamic-size",
                                    cl::init(-1),
                                    cl::desc("value of every dynamic extent"));
static cl::list<std::string>
    shapes(cl::cat(toolOptions), "shape",
           cl::desc("shape of one tensor, e.g. arg0=1x3x4x80 or out1=1x3x1x80 "
                    "(overrides --dynamic-size for it; repeatable)"));
static cl::opt<int64_t> offsetValue(cl::cat(toolOptions), "offset", cl::init(0),
                                    cl::desc("runtime offset argument"));
static cl::opt<int64_t> maxPosition(cl::cat(toolOptions), "max-position",
                                    cl::init((1 << 24) - 1),
                                    cl::desc("largest generated position"));
static cl::opt<uint64_t> seed(cl::cat(toolOptions), "seed", cl::init(1),
                              cl::desc("seed of the generated inputs"));
static cl::opt<int> warmup(cl::cat(toolOptions), "warmup", cl::init(3),
                           cl::desc("untimed calls before timing"));
static cl::opt<int> runs(cl::cat(toolOptions), "runs", cl::init(20),
                         cl::desc("timed calls (min and median reported)"));
static cl::opt<bool> inPlace(cl::cat(toolOptions), "in-place",
                             cl::desc("write each result over its input"));
static cl::opt<bool> noCheck(cl::cat(toolOptions), "no-check",
                             cl::desc("skip the reference check"));
static cl::opt<bool> jsonOutput(cl::cat(toolOptions), "json",
                                cl::desc("print one JSON object"));
static cl::opt<std::string> referenceConfig(
    cl::cat(toolOptions), "reference-config",
    cl::desc("check against this RoPE configuration (JSON, as in the "
             "manifest) instead of the one the artifact was built with"));

namespace {
[[noreturn]] void fail(const std::string &message) {
  llvm::errs() << "rope-run: error: " << message << "\n";
  std::exit(2);
}

using Entry = void (*)();

/// Calls `fn` with integer-class arguments (pointers to descriptors and
/// integer scalars all travel in general registers / 8-byte stack slots).
void callEntry(Entry fn, const std::vector<int64_t> &a) {
  using I = int64_t;
  switch (a.size()) {
#define ROPE_CALL(N, ...)                                                      \
  case N:                                                                      \
    reinterpret_cast<void (*)(__VA_ARGS__)>(fn)
  ROPE_CALL(1, I)(a[0]); return;
  ROPE_CALL(2, I, I)(a[0], a[1]); return;
  ROPE_CALL(3, I, I, I)(a[0], a[1], a[2]); return;
  ROPE_CALL(4, I, I, I, I)(a[0], a[1], a[2], a[3]); return;
  ROPE_CALL(5, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4]); return;
  ROPE_CALL(6, I, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4], a[5]); return;
  ROPE_CALL(7, I, I, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
    return;
  ROPE_CALL(8, I, I, I, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4], a[5], a[6],
                                       a[7]);
    return;
#undef ROPE_CALL
  default:
    fail("entry points with more than 8 arguments and outputs are not supported");
  }
}

/// The --shape of `what` ("arg0", "out1"), if given.
std::optional<std::vector<int64_t>> givenShape(const std::string &what) {
  for (const std::string &option : shapes) {
    llvm::StringRef name, dims;
    std::tie(name, dims) = llvm::StringRef(option).split('=');
    if (name != what)
      continue;
    std::vector<int64_t> shape;
    llvm::SmallVector<llvm::StringRef> parts;
    dims.split(parts, 'x');
    for (llvm::StringRef part : parts) {
      int64_t extent;
      if (part.getAsInteger(10, extent) || extent < 0)
        fail("--shape=" + option + ": extents must be sizes joined by 'x'");
      shape.push_back(extent);
    }
    return shape;
  }
  return std::nullopt;
}

/// The shape of a tensor of the call: its --shape, or the manifest's with
/// --dynamic-size for every symbol. Never more than 1 TiB.
std::vector<int64_t> concreteShape(const ValueSpec &spec, const std::string &what,
                                   const std::string &name) {
  constexpr uint64_t kMaxBytes = uint64_t(1) << 40;
  std::vector<int64_t> shape;
  if (std::optional<std::vector<int64_t>> given = givenShape(name)) {
    shape = *given;
  } else {
    shape = resolveShape(spec, {}, dynamicSize);
    if (llvm::is_contained(shape, -1))
      fail(what + " has a dynamic extent: pass --dynamic-size");
  }
  size_t element = elementSize(spec.element);
  if (element == 0)
    fail(what + " has unsupported element type '" + spec.element + "'");
  uint64_t bytes = element;
  for (int64_t extent : shape)
    if (__builtin_mul_overflow(bytes, static_cast<uint64_t>(extent), &bytes) ||
        bytes > kMaxBytes)
      fail(what + " would need more than 1 TiB");
  return shape;
}

HostTensor &addTensor(std::vector<HostTensor> &tensors, const std::string &element,
                      std::vector<int64_t> shape, const std::string &what) {
  HostTensor &t = tensors.emplace_back(element, std::move(shape));
  if (!t.data())
    fail("cannot allocate " + std::to_string(t.bytes()) + " bytes for " + what);
  return t;
}

/// Semantics §1 positions of this call, from the apply spec and generated data.
reference::Positions positionsOf(const ApplySpec &apply,
                                 std::vector<HostTensor> &tensors) {
  if (apply.offsetArg >= 0)
    return reference::Positions::fromOffset(apply.staticOffset + offsetValue);
  if (apply.batchOffsetsArg >= 0) {
    std::vector<int64_t> offsets;
    for (double v : tensors[apply.batchOffsetsArg].toDouble())
      offsets.push_back(apply.staticOffset + static_cast<int64_t>(v));
    return reference::Positions::fromBatchOffsets(offsets);
  }
  if (apply.positionsArg >= 0) {
    HostTensor &t = tensors[apply.positionsArg];
    std::vector<int64_t> values;
    for (double v : t.toDouble())
      values.push_back(static_cast<int64_t>(v));
    return reference::Positions::fromExplicit(values, t.shape().size() == 2);
  }
  return reference::Positions::fromOffset(apply.staticOffset);
}

} // namespace

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(argc, argv, "RoPE-MLIR runtime harness\n");
  Manifest parsed;
  std::string manifest = manifestPath.empty() ? libraryPath + ".json"
                                              : std::string(manifestPath);
  std::string manifestText;
  if (std::string e = loadManifest(manifest, "cpu", parsed, manifestText);
      !e.empty())
    fail(e);
  const std::vector<EntrySpec> &entries = parsed.entryPoints;
  auto it = std::find_if(entries.begin(), entries.end(), [](const EntrySpec &e) {
    return entryName.empty() || e.name == entryName;
  });
  if (it == entries.end())
    fail("no entry point '" + entryName + "' in " + manifest);
  const EntrySpec &entry = *it;
  if (inPlace && !entry.apply)
    fail("--in-place needs an entry point that is one rope.apply");

  // An absolute path: dlopen searches the library path for bare names.
  llvm::SmallString<256> absolute(libraryPath);
  llvm::sys::fs::make_absolute(absolute);
  void *library = dlopen(absolute.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    fail(std::string("cannot load library: ") + dlerror());
  // The manifest drives every allocation: it must be the library's own.
  const char *embedded =
      static_cast<const char *>(dlsym(library, "_rope_mlir_manifest"));
  if (!embedded)
    fail("the library has no embedded manifest (not made by rope-compile?)");
  if (std::string e = checkEmbeddedManifest(manifest, manifestText, embedded);
      !e.empty())
    fail(e);
  auto fn = reinterpret_cast<Entry>(dlsym(library, entry.symbol.c_str()));
  if (!fn)
    fail("the library has no symbol '" + entry.symbol + "'");
  std::optional<ApplySpec> apply = entry.apply;
  if (!referenceConfig.empty()) {
    std::string error;
    std::optional<jsonlite::Value> config = jsonlite::parse(referenceConfig, error);
    if (!config)
      fail("--reference-config is not JSON: " + error);
    const jsonlite::Object *object = config->getAsObject();
    if (!apply || !object)
      fail("--reference-config needs a JSON object and an entry point that is "
           "one rope.apply");
    if (std::string e = reference::detail::readConfigFrom(*object, apply->config);
        !e.empty())
      fail("--reference-config: " + e);
  }

  // Shapes first: the compiled code trusts them, so every tie of the
  // manifest is checked before anything is allocated or called.
  std::vector<std::vector<int64_t>> argShapes(entry.args.size()),
      outShapes(entry.outputs.size());
  std::vector<ShapedValue> shaped;
  for (auto [index, arg] : llvm::enumerate(entry.args)) {
    std::string what = "argument #" + std::to_string(index);
    if (!arg.isTensor)
      continue;
    argShapes[index] = concreteShape(arg, what, "arg" + std::to_string(index));
    shaped.push_back({what, &arg, argShapes[index]});
  }
  std::vector<int64_t> inPlaceInput(entry.outputs.size(), -1);
  if (inPlace)
    for (auto [k, result] : llvm::enumerate(entry.apply->results))
      inPlaceInput[result] = entry.apply->inputs[k];
  for (auto [index, spec] : llvm::enumerate(entry.outputs)) {
    std::string what = "output #" + std::to_string(index);
    if (inPlaceInput[index] >= 0) {
      const ValueSpec &input = entry.args[inPlaceInput[index]];
      if (input.element != spec.element)
        fail(what + " does not match its input");
      outShapes[index] = argShapes[inPlaceInput[index]];
    } else {
      outShapes[index] = concreteShape(spec, what, "out" + std::to_string(index));
    }
    shaped.push_back({what, &spec, outShapes[index]});
  }
  if (std::string e = checkShapes(shaped); !e.empty())
    fail(e);

  // Arguments: seeded floats, generated positions, the offset scalar.
  std::vector<HostTensor> tensors;
  std::vector<int64_t> scalars(entry.args.size(), 0);
  std::mt19937_64 gen(seed);
  for (auto [index, arg] : llvm::enumerate(entry.args)) {
    std::string what = "argument #" + std::to_string(index);
    if (!arg.isTensor) {
      if (arg.element == "f32" || arg.element == "f64")
        fail(what + ": rope-run passes integer scalars only");
      scalars[index] = offsetValue;
      tensors.emplace_back("i64", std::vector<int64_t>{});
      continue;
    }
    HostTensor &t = addTensor(tensors, arg.element, argShapes[index], what);
    bool isPositions = entry.apply && (int64_t)index == entry.apply->positionsArg;
    bool isOffsets = entry.apply && (int64_t)index == entry.apply->batchOffsetsArg;
    if (isPositions || isOffsets) {
      reference::Layout layout{entry.apply->layout};
      int64_t seq = layout.extent('s', argShapes[entry.apply->inputs[0]]);
      int64_t top = isOffsets ? std::max<int64_t>(maxPosition - seq + 1, 1)
                              : maxPosition + 1;
      std::uniform_int_distribution<int64_t> dist(0, top - 1);
      std::vector<int64_t> values(t.count());
      for (int64_t &v : values)
        v = dist(gen);
      t.fillIntegers(values);
    } else if (arg.element[0] == 'f' || arg.element == "bf16") {
      t.fillUniform(seed * 1000003 + index);
    }
  }
  std::vector<HostTensor> originals; // inputs before any in-place run
  if (entry.apply)
    for (int64_t input : entry.apply->inputs) {
      originals.emplace_back(tensors[input].element(), tensors[input].shape());
      originals.back().copyFrom(tensors[input]);
    }

  // Outputs: fresh buffers, or the inputs themselves with --in-place.
  std::vector<HostTensor> fresh;
  std::vector<HostTensor *> outputs(entry.outputs.size(), nullptr);
  fresh.reserve(entry.outputs.size());
  for (auto [index, spec] : llvm::enumerate(entry.outputs))
    outputs[index] = inPlaceInput[index] >= 0
                         ? &tensors[inPlaceInput[index]]
                         : &addTensor(fresh, spec.element, outShapes[index],
                                      "output #" + std::to_string(index));

  std::vector<int64_t> callArgs;
  size_t logicalBytes = 0;
  for (auto [index, arg] : llvm::enumerate(entry.args)) {
    if (arg.isTensor) {
      callArgs.push_back(reinterpret_cast<intptr_t>(tensors[index].descriptor()));
      logicalBytes += tensors[index].bytes();
    } else {
      callArgs.push_back(scalars[index]);
    }
  }
  for (HostTensor *out : outputs) {
    callArgs.push_back(reinterpret_cast<intptr_t>(out->descriptor()));
    logicalBytes += out->bytes();
  }

  // One checked call, then the timed ones.
  callEntry(fn, callArgs);
  bool checked = apply && !noCheck;
  CheckResult worst;
  if (checked) {
    reference::Positions positions = positionsOf(*apply, tensors);
    for (auto [k, result] : llvm::enumerate(apply->results)) {
      CheckResult r;
      if (std::string e = checkRotation(apply->config, {apply->layout}, positions,
                                        originals[k].toDouble(),
                                        *outputs[result], r);
          !e.empty())
        fail(e);
      worst.maxAbsError = std::max(worst.maxAbsError, r.maxAbsError);
      worst.maxBoundRatio = std::max(worst.maxBoundRatio, r.maxBoundRatio);
      worst.passThroughExact &= r.passThroughExact;
    }
  }
  bool pass = !checked || (worst.maxBoundRatio <= 1.0 && worst.passThroughExact);
  for (int i = 0; i < warmup; ++i)
    callEntry(fn, callArgs);
  std::vector<double> seconds;
  for (int i = 0; i < std::max(runs.getValue(), 1); ++i) {
    auto start = std::chrono::steady_clock::now();
    callEntry(fn, callArgs);
    seconds.push_back(std::chrono::duration<double>(
                          std::chrono::steady_clock::now() - start)
                          .count());
  }
  std::sort(seconds.begin(), seconds.end());
  double best = seconds.front(), median = seconds[seconds.size() / 2];

  if (jsonOutput) {
    llvm::json::Object out{{"entry", entry.name},
                           {"in_place", inPlace.getValue()},
                           {"bytes", static_cast<int64_t>(logicalBytes)},
                           {"min_s", best},
                           {"median_s", median},
                           {"gbps_min", logicalBytes / best / 1e9},
                           {"gbps_median", logicalBytes / median / 1e9},
                           {"checked", checked},
                           {"pass", pass}};
    if (checked) {
      out["max_abs_error"] = worst.maxAbsError;
      out["max_error_over_bound"] = worst.maxBoundRatio;
      out["pass_through_exact"] = worst.passThroughExact;
    }
    llvm::outs() << llvm::json::Value(std::move(out)) << "\n";
  } else {
    llvm::outs() << "entry " << entry.name << (inPlace ? " (in place)" : "")
                 << "\n";
    if (checked)
      llvm::outs() << llvm::format(
          "check: max abs error %.3e, max error / Semantics §5 bound %.4f, "
          "pass-through channels %s; %s\n",
          worst.maxAbsError, worst.maxBoundRatio,
          worst.passThroughExact ? "exact" : "CHANGED", pass ? "PASS" : "FAIL");
    else
      llvm::outs() << "check: skipped\n";
    llvm::outs() << llvm::format(
        "time: min %.3f ms, median %.3f ms over %d runs; %.2f GB/s (min), "
        "%.2f GB/s (median), %.1f MB moved\n",
        best * 1e3, median * 1e3, (int)seconds.size(), logicalBytes / best / 1e9,
        logicalBytes / median / 1e9, logicalBytes / 1e6);
  }
  return pass ? 0 : 1;
}
