//===- RunOptions.cpp - rope-run-gpu's command line ----------------------===//

#include "RunOptions.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>

using namespace rope::run;

namespace rope::gpu {

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "rope-run-gpu: error: %s\n", message.c_str());
  std::exit(2);
}

namespace {
int64_t parseInteger(const std::string &flag, const std::string &text) {
  char *end = nullptr;
  errno = 0;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end || errno)
    fail(flag + " needs an integer, got '" + text + "'");
  return v;
}
} // namespace

Options parseOptions(int argc, char **argv) {
  Options o;
  HarnessOptions &h = o.harness;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](const char *flag) -> std::optional<std::string> {
      std::string prefix = std::string(flag) + "=";
      if (arg.rfind(prefix, 0) == 0)
        return arg.substr(prefix.size());
      return std::nullopt;
    };
    // Sizes are at least 1.
    auto size = [&](const char *flag, const std::string &text) {
      int64_t v = parseInteger(flag, text);
      if (v < 1)
        fail(std::string(flag) + " must be at least 1, got " + text);
      return v;
    };
    auto attentionOnly = [&](const char *flag) {
      o.attentionFlags += (o.attentionFlags.empty() ? "" : ", ") +
                          std::string(flag);
    };
    if (arg == "--help" || arg == "-h") {
      std::printf(
          "usage: rope-run-gpu rope.ptx [--manifest=F] [--kernel=NAME] "
          "[--seq=N] [--batch=N] [--offset=N] [--runs=N] [--warmup=N] "
          "[--seed=N] [--in-place] [--json] [--no-check] "
          "[--reference-config=JSON] [--dry-run] [--k-seq=N] [--q-offset=N] "
          "[--k-offset=N] [--splits=N] [--cubin=F]\n"
          "  --kernel=NAME   the manifest kernel to run (default: the first)\n"
          "  --batch, --seq  sizes of dynamic batch and sequence extents "
          "(attention: the queries')\n"
          "  --offset=N      the run-time offset\n"
          "  --dry-run       check everything, print the launch plan, open no "
          "device\n"
          "  --cubin=F       load F, ptxas's output of the same PTX for the "
          "device's chip,\n"
          "                  instead of JIT-compiling the PTX\n"
          "rope.attention kernels:\n"
          "  --k-seq=N       key length (default: --seq)\n"
          "  --q-offset=N, --k-offset=N  run-time query / key offsets "
          "(default: --offset)\n"
          "  --splits=N      key splits (default: the split rule for the "
          "device's multiprocessors)\n");
      std::exit(0);
    } else if (auto v = value("--manifest")) {
      o.manifest = *v;
    } else if (auto v = value("--cubin")) {
      o.cubin = *v;
    } else if (auto v = value("--kernel")) {
      o.kernel = *v;
    } else if (auto v = value("--seq")) {
      h.seq = size("--seq", *v);
    } else if (auto v = value("--batch")) {
      h.batch = size("--batch", *v);
    } else if (auto v = value("--k-seq")) {
      h.kSeq = size("--k-seq", *v);
      attentionOnly("--k-seq");
    } else if (auto v = value("--splits")) {
      o.splits = size("--splits", *v);
      attentionOnly("--splits");
    } else if (auto v = value("--q-offset")) {
      h.qOffset = parseInteger("--q-offset", *v);
      attentionOnly("--q-offset");
    } else if (auto v = value("--k-offset")) {
      h.kOffset = parseInteger("--k-offset", *v);
      attentionOnly("--k-offset");
    } else if (arg == "--dry-run") {
      o.dryRun = true;
    } else if (auto v = value("--offset")) {
      h.offset = parseInteger("--offset", *v);
    } else if (auto v = value("--runs")) {
      h.runs = static_cast<int>(parseInteger("--runs", *v));
    } else if (auto v = value("--warmup")) {
      h.warmup = static_cast<int>(parseInteger("--warmup", *v));
    } else if (auto v = value("--seed")) {
      h.seed = parseInteger("--seed", *v);
    } else if (auto v = value("--reference-config")) {
      h.referenceConfig = *v;
    } else if (arg == "--in-place") {
      h.inPlace = true;
    } else if (arg == "--json") {
      h.json = true;
    } else if (arg == "--no-check") {
      h.check = false;
    } else if (arg.rfind("--", 0) == 0 || !o.ptx.empty()) {
      fail("unknown argument '" + arg + "' (see --help)");
    } else {
      o.ptx = arg;
    }
  }
  if (o.ptx.empty())
    fail("no PTX file given (see --help)");
  if (o.manifest.empty())
    o.manifest = o.ptx + ".json";
  if (std::string e = checkOptions(h); !e.empty())
    fail(e);
  return o;
}

} // namespace rope::gpu
