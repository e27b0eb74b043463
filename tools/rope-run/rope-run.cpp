//===- rope-run.cpp - Load, check and time a rope-compile artifact --------===//
//
//   rope-run librope.so [--entry=NAME] [--batch=N] [--seq=N] [--k-seq=N]
//            [--dynamic-size=N] [--shape=argI=AxB]
//            [--offset=N] [--q-offset=N] [--k-offset=N] [--max-position=P]
//            [--seed=S] [--warmup=W] [--runs=R] [--in-place] [--no-check]
//            [--reference-entry=NAME] [--json]
//
// Makes seeded inputs for the entry point's arguments, checks their shapes
// against the manifest (equal symbols, equal sizes) and their positions
// (within [0, 2^31)), runs it, checks the results against the float64
// reference with the Semantics §5 bound (every rotated element of each
// rope.apply, each op with its own parameters; the relative L2 error of a
// rope.attention) and times it
// (minimum and median over the runs, GB/s of logical traffic, GFLOP/s of
// an attention). The harness itself lives in lib/Runtime; this tool parses
// flags and loads the library.
// Exit status: 0 pass, 1 accuracy failure, 2 bad usage or artifact.
//
//===----------------------------------------------------------------------===//

#include "rope/Runtime/EntryCall.h"
#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RunReport.h"
#include "rope/Runtime/Timing.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <dlfcn.h>

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
static cl::opt<std::string> referenceEntry(
    cl::cat(toolOptions), "reference-entry",
    cl::desc("check --entry as this entry point (rope.apply ops or one "
             "rope.attention, with the same signature) is checked, e.g. a "
             "tiled copy against its untiled original"));
static cl::opt<int64_t>
    batchSize(cl::cat(toolOptions), "batch", cl::init(-1),
              cl::desc("size of the dynamic batch extents of the rope ops' "
                       "operands (and of every extent tied to them)"));
static cl::opt<int64_t>
    seqSize(cl::cat(toolOptions), "seq", cl::init(-1),
            cl::desc("size of the dynamic sequence extents (an attention's "
                     "queries; its keys too unless --k-seq is given)"));
static cl::opt<int64_t>
    keySeqSize(cl::cat(toolOptions), "k-seq", cl::init(-1),
               cl::desc("size of the dynamic sequence extent of an "
                        "attention's keys and values"));
static cl::opt<int64_t> dynamicSize(
    cl::cat(toolOptions), "dynamic-size", cl::init(-1),
    cl::desc("size of every dynamic extent --batch, --seq, --k-seq and "
             "--shape leave unset"));
static cl::list<std::string>
    shapes(cl::cat(toolOptions), "shape",
           cl::desc("shape of one tensor, e.g. arg0=1x3x4x80 or out1=1x3x1x80 "
                    "(overrides --dynamic-size for it; repeatable)"));
static cl::opt<int64_t> offsetValue(cl::cat(toolOptions), "offset", cl::init(0),
                                    cl::desc("runtime offset argument"));
static cl::opt<int64_t>
    queryOffset(cl::cat(toolOptions), "q-offset",
                cl::desc("runtime query offset of an attention (default: "
                         "--offset)"));
static cl::opt<int64_t>
    keyOffset(cl::cat(toolOptions), "k-offset",
              cl::desc("runtime key offset of an attention (default: "
                       "--offset)"));
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
/// integer scalars all travel in general registers / 8-byte stack slots);
/// returns its status.
int32_t callEntry(Entry fn, const std::vector<int64_t> &a) {
  using I = int64_t;
  switch (a.size()) {
#define ROPE_CALL(N, ...)                                                      \
  case N:                                                                      \
    return reinterpret_cast<int32_t (*)(__VA_ARGS__)>(fn)
  ROPE_CALL(1, I)(a[0]);
  ROPE_CALL(2, I, I)(a[0], a[1]);
  ROPE_CALL(3, I, I, I)(a[0], a[1], a[2]);
  ROPE_CALL(4, I, I, I, I)(a[0], a[1], a[2], a[3]);
  ROPE_CALL(5, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4]);
  ROPE_CALL(6, I, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4], a[5]);
  ROPE_CALL(7, I, I, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
  ROPE_CALL(8, I, I, I, I, I, I, I, I)(a[0], a[1], a[2], a[3], a[4], a[5], a[6],
                                       a[7]);
#undef ROPE_CALL
  default:
    fail("entry points with more than 8 arguments and outputs are not supported");
  }
}

HarnessOptions harnessOptions() {
  HarnessOptions options;
  options.offset = offsetValue;
  if (queryOffset.getNumOccurrences())
    options.qOffset = queryOffset;
  if (keyOffset.getNumOccurrences())
    options.kOffset = keyOffset;
  options.seed = seed;
  options.warmup = warmup;
  options.runs = runs;
  options.inPlace = inPlace;
  options.check = !noCheck;
  options.json = jsonOutput;
  options.referenceConfig = referenceConfig;
  options.shapes.assign(shapes.begin(), shapes.end());
  options.dynamicSize = dynamicSize;
  options.batch = batchSize;
  options.seq = seqSize;
  options.kSeq = keySeqSize;
  options.maxPosition = maxPosition;
  return options;
}

/// Opens the library and finds `symbol` in it, after checking that the
/// manifest is the library's own (it drives every allocation).
Entry loadEntry(const std::string &manifest, const std::string &manifestText,
                const std::string &symbol) {
  // An absolute path: dlopen searches the library path for bare names.
  llvm::SmallString<256> absolute(libraryPath);
  llvm::sys::fs::make_absolute(absolute);
  void *library = dlopen(absolute.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    fail(std::string("cannot load library: ") + dlerror());
  const char *embedded =
      static_cast<const char *>(dlsym(library, "_rope_mlir_manifest"));
  if (!embedded)
    fail("the library has no embedded manifest (not made by rope-compile?)");
  if (std::string e = checkEmbeddedManifest(manifest, manifestText, embedded);
      !e.empty())
    fail(e);
  auto fn = reinterpret_cast<Entry>(dlsym(library, symbol.c_str()));
  if (!fn)
    fail("the library has no symbol '" + symbol + "'");
  return fn;
}
} // namespace

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(
      argc, argv,
      "RoPE-MLIR runtime harness\n\n"
      "The results of each rope.apply are checked element by element with "
      "the op's own\n"
      "parameters, a rope.attention by the relative L2 error of its whole "
      "output\n"
      "(Semantics §5: 1e-4 for f32, 1e-2 for f16 and bf16). Attention "
      "GFLOP/s count\n"
      "2 * (D + Dv) per query head and attended (query, key) pair: "
      "4 * B * Hq * Sq * Sk * D\n"
      "without masking, only the pairs with key position <= query position "
      "when causal.\n"
      "Generated explicit positions increase from a seeded start, the "
      "queries being the\n"
      "last tokens of the keys. An entry point whose rope ops are not all "
      "rope.apply ops\n"
      "on its arguments with their results returned as they are, nor one "
      "rope.attention,\n"
      "cannot be checked: rope-run refuses it unless --no-check is given.\n");
  HarnessOptions options = harnessOptions();
  if (std::string e = checkOptions(options); !e.empty())
    fail(e);
  for (const cl::opt<int64_t> *size :
       {&batchSize, &seqSize, &keySeqSize, &dynamicSize})
    if (size->getNumOccurrences() && *size < 0)
      fail("--" + size->ArgStr.str() + " must not be negative");

  std::string manifest = manifestPath.empty() ? libraryPath + ".json"
                                              : std::string(manifestPath);
  Manifest parsed;
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
  EntrySpec entry = *it;
  if (!referenceEntry.empty()) {
    auto ref = std::find_if(entries.begin(), entries.end(),
                            [](const EntrySpec &e) {
                              return e.name == referenceEntry;
                            });
    if (ref == entries.end())
      fail("no entry point '" + referenceEntry + "' in " + manifest);
    if (std::string e = adoptReferenceEntry(entry, *ref); !e.empty())
      fail("--reference-entry: " + e);
  }
  Entry fn = loadEntry(manifest, manifestText, entry.symbol);

  EntryCall call;
  if (std::string e = prepareEntryCall(entry, options, call); !e.empty())
    fail(e);

  // One checked call, then the timed ones.
  if (std::string e = describeEntryStatus(callEntry(fn, call.arguments));
      !e.empty())
    fail(e);
  RunReport report;
  report.name = entry.name;
  report.inPlace = options.inPlace;
  report.bytes = static_cast<double>(call.logicalBytes);
  report.attention = entry.attention.has_value();
  report.flops = call.flops;
  // prepareEntryCall refused an entry point it cannot check.
  report.checked = options.check;
  if (report.checked)
    if (std::string e = report.attention
                            ? checkAttentionCall(call, report.attentionCheck)
                            : checkEntryCall(call, report.worst);
        !e.empty())
      fail(e);
  report.timing = timeHostCalls(options.warmup, options.runs,
                                [&] { callEntry(fn, call.arguments); });
  llvm::outs() << formatEntryReport(report, options.json);
  return report.pass() ? 0 : 1;
}
