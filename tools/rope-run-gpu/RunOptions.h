//===- RunOptions.h - rope-run-gpu's command line ---------------*- C++ -*-===//

#ifndef ROPE_TOOLS_ROPE_RUN_GPU_RUNOPTIONS_H
#define ROPE_TOOLS_ROPE_RUN_GPU_RUNOPTIONS_H

#include "rope/Runtime/HarnessOptions.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rope::gpu {

/// Prints `message` as rope-run-gpu's error and exits with code 2.
[[noreturn]] void fail(const std::string &message);

/// The command line: what to load, the shared harness options and the
/// launch options of attention kernels.
struct Options {
  std::string ptx, manifest, kernel;
  /// A cubin of the PTX (ptxas for the device's chip), loaded instead of
  /// JIT-compiling the PTX.
  std::string cubin;
  run::HarnessOptions harness;
  /// Key splits instead of the split rule's.
  std::optional<int64_t> splits;
  /// Print the launch plan, open no device.
  bool dryRun = false;
  /// The flags given that only an attention kernel takes.
  std::string attentionFlags;
};

/// The flags of `argv` (--help prints the usage and exits 0); a bad flag
/// fails.
Options parseOptions(int argc, char **argv);

} // namespace rope::gpu

#endif // ROPE_TOOLS_ROPE_RUN_GPU_RUNOPTIONS_H
