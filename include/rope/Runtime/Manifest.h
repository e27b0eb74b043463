//===- Manifest.h - Reads the manifest of an artifact -----------*- C++ -*-===//
//
// The one reader of the manifest schema of docs/Manifest.md, for CPU entry
// points and GPU kernels alike. Plain C++ on JsonLite, no LLVM, so the GPU
// harness builds it on a machine without LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_MANIFEST_H
#define ROPE_RUNTIME_MANIFEST_H

#include "rope/Rules/Config.h"

#include <cstdint>
#include "rope/Target/ManifestSchema.h"

#include <optional>
#include <string>
#include <vector>

namespace rope::run {

/// The schema name and version this reader accepts: those rope-compile
/// writes.
using mlir::rope::kManifestSchema;
using mlir::rope::kManifestVersion;

/// One extent of a tensor: a static size, or a symbol ("s0", ...) that
/// stands for a dynamic size; equal symbols must have equal sizes.
struct Extent {
  int64_t size = 0;
  std::string symbol;
  bool isDynamic() const { return !symbol.empty(); }
};

/// A tensor (shape and element type), or a scalar (element type only).
struct ValueSpec {
  bool isTensor = false;
  std::vector<Extent> shape;
  std::string element;
};

/// The roles of a rope.apply on arguments of an entry point whose results
/// the entry point returns as they are.
struct ApplySpec {
  std::vector<int64_t> inputs, results;
  std::string layout;
  int64_t staticOffset = 0;
  int64_t offsetArg = -1, batchOffsetsArg = -1, positionsArg = -1;
  rules::RopeConfig config;
};

/// The roles of an entry point that is one rope.attention on its
/// arguments: argument indices (-1 for an operand the op does not have),
/// the output index of its result and the op's attributes.
struct AttentionSpec {
  int64_t qArg = 0, kArg = 0, vArg = 0, biasArg = -1;
  int64_t result = 0;
  std::string layout; // "bshd" or "bhsd"
  int64_t staticQOffset = 0, staticKOffset = 0;
  int64_t qOffsetArg = -1, kOffsetArg = -1;
  int64_t qPositionsArg = -1, kPositionsArg = -1;
  bool causal = false, keysRotated = false;
  std::optional<double> scale; // absent: 1/sqrt(D)
  rules::RopeConfig config;
};

/// A C entry point of a CPU library.
struct EntrySpec {
  std::string name, symbol;
  std::vector<ValueSpec> args, outputs;
  /// The name of every rope op of the body, in order.
  std::vector<std::string> ropeOps;
  /// Each rope op that is a rope.apply on arguments with its results
  /// returned as they are, in order, by its index in ropeOps.
  std::vector<std::pair<size_t, ApplySpec>> applies;
  /// The body is exactly one rope.apply (its results may then overwrite its
  /// inputs: --in-place).
  bool singleApply = false;
  std::optional<AttentionSpec> attention;

  /// Every rope op is a rope.apply a harness can check: each on arguments,
  /// its results returned as they are.
  bool everyOpApplies() const {
    return !ropeOps.empty() && applies.size() == ropeOps.size();
  }
};

/// One kernel parameter: a flat memref (5 values) or an i64 scalar.
struct ParamSpec {
  bool isMemref = false;
  /// rope.apply: input, output, positions, batch_offsets, offset, batch,
  /// seq; rope.attention: the roles of docs/Manifest.md.
  std::string role;
  /// rope.apply: the index into the kernel's inputs or outputs.
  int64_t index = 0;
  /// The element type of a memref ("" when the manifest gives none).
  std::string element;
};

/// A PTX kernel: one rope.apply.
struct KernelSpec {
  std::string name, layout;
  int64_t staticOffset = 0;
  std::vector<ValueSpec> inputs, outputs;
  std::optional<ValueSpec> positions, batchOffsets;
  bool runtimeOffset = false;
  rules::RopeConfig config;
  std::vector<ParamSpec> params;
  unsigned block[3] = {1, 1, 1};
};

/// One launch of the kernels of a rope.attention: its PTX entry, its
/// parameters in order and its threads per block.
struct GpuLaunchSpec {
  std::string name;
  std::vector<ParamSpec> params;
  unsigned block[3] = {1, 1, 1};
};

/// The kernels of one rope.attention (docs/Manifest.md, "GPU attention
/// kernels"): an optional key rotation, the attention itself and the merge
/// of key splits. Heads and head dims are static; batch and sequence
/// lengths come from the call.
struct GpuAttentionKernelSpec {
  std::string name, layout; // layout "bshd" or "bhsd"
  rules::RopeConfig config;
  bool causal = false, keysRotated = false;
  double scale = 1;
  int64_t staticQOffset = 0, staticKOffset = 0;
  ValueSpec q, k, v, output;
  std::optional<ValueSpec> qPositions, kPositions;
  /// The op takes a run-time query / key offset (an i64 parameter).
  bool runtimeQOffset = false, runtimeKOffset = false;
  int64_t queryHeads = 0, kvHeads = 0, headDim = 0, valueDim = 0;
  /// Launch shape of the attention kernel: grid x = ceil(q_seq /
  /// positionsPerBlock), y = batch * kvHeads * headBlocks, z = splits.
  int64_t positionsPerBlock = 0, headBlocks = 0;
  int64_t dynamicSharedBytes = 0;
  /// The split rule's inputs; `multiprocessors` is the compile-time
  /// target's.
  int64_t minKeysPerSplit = 0, multiprocessors = 0;
  GpuLaunchSpec attention, merge;
  std::optional<GpuLaunchSpec> rotateKeys;
};

struct Manifest {
  std::string target; // "cpu" or "nvptx"
  // cpu
  std::vector<EntrySpec> entryPoints;
  // nvptx: the kernels of rope.apply and of rope.attention ops, and the
  // name of every entry in manifest order.
  std::string chip, ptxHash;
  std::vector<KernelSpec> kernels;
  std::vector<GpuAttentionKernelSpec> attentionKernels;
  std::vector<std::string> kernelNames;
};

/// Reads and checks the manifest file at `path` into `manifest` and its
/// exact text into `text` (for the embedded-copy check). `target` is the
/// one the caller runs ("cpu" or "nvptx"). Returns an error or "".
std::string loadManifest(const std::string &path, const std::string &target,
                         Manifest &manifest, std::string &text);

/// Checks that the manifest file text equals `embedded`, the copy
/// rope-compile put in the library (trailing white space aside). Returns an
/// error naming `path`, or "".
std::string checkEmbeddedManifest(const std::string &path,
                                  const std::string &text,
                                  const char *embedded);

/// Makes `entry` checked as `reference` is: `entry` is another compilation
/// of the same function (e.g. tiled), so it must take and return the same
/// tensors and scalars, and adopts the reference's rope op descriptions
/// (rope.apply roles or the rope.attention) and its shape symbols (ties derived from the
/// untransformed IR, which the call then satisfies). Returns an error or "".
std::string adoptReferenceEntry(EntrySpec &entry, const EntrySpec &reference);


} // namespace rope::run

#endif // ROPE_RUNTIME_MANIFEST_H
