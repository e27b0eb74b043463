//===- EntryCall.h - The host data of one call of a CPU entry ---*- C++ -*-===//
//
// Everything rope-run passes to a C entry point of a rope-compile library,
// made from its manifest entry and the harness options: shapes checked
// against the manifest, seeded inputs, generated positions, outputs (fresh
// or the inputs themselves), and the positions checked before any call.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_ENTRYCALL_H
#define ROPE_RUNTIME_ENTRYCALL_H

#include "rope/Rules/Positions.h"
#include "rope/Runtime/AttentionCheck.h"
#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/HostTensor.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RotationCheck.h"

#include <optional>
#include <vector>

namespace rope::run {

/// One call of an entry point. Holds pointers into itself: build it in
/// place with prepareEntryCall and do not copy or move it.
struct EntryCall {
  EntryCall() = default;
  EntryCall(const EntryCall &) = delete;
  EntryCall &operator=(const EntryCall &) = delete;

  /// The manifest entry.
  const EntrySpec *entry = nullptr;
  /// One tensor per manifest argument (an empty one for a scalar).
  std::vector<HostTensor> args;
  /// Result buffers that are not inputs.
  std::vector<HostTensor> freshOutputs;
  /// Every output of the entry: a fresh buffer or, in place, its input.
  std::vector<HostTensor *> outputs;
  /// The inputs of the rope.apply ops as they were before any call, op by
  /// op.
  std::vector<HostTensor> originals;
  /// What each rope.apply of the entry is checked against: its rotation
  /// (the op's, or the options' reference configuration) and its Semantics
  /// §1 positions, checked to lie in [0, 2^31).
  struct ApplyCheck {
    const ApplySpec *spec = nullptr;
    rules::RopeConfig config;
    rules::Positions positions;
    /// Index of its first input in `originals`.
    size_t firstOriginal = 0;
  };
  std::vector<ApplyCheck> applies;
  /// The rotation of the rope.attention (the artifact's, or the options'
  /// reference configuration).
  std::optional<rules::RopeConfig> referenceConfig;
  /// The positions of the queries of the rope.attention ...
  std::optional<rules::Positions> positions;
  /// ... and of its keys.
  std::optional<rules::Positions> keyPositions;
  /// Floating-point operations of one call of a rope.attention (0
  /// otherwise).
  double flops = 0;
  /// The C arguments in order: descriptor addresses and integer scalars.
  std::vector<int64_t> arguments;
  /// Bytes of every argument and output, read or written once.
  size_t logicalBytes = 0;
};

/// Builds `call` for `entry` with `options`: every refusal (shapes that
/// break the manifest, sizes over 1 TiB, positions outside [0, 2^31), a
/// bad reference configuration) comes here, before the library is called.
/// An attention entry point gets `options.qOffset` and `options.kOffset`
/// for its run-time offsets.
/// Returns an error or "".
std::string prepareEntryCall(const EntrySpec &entry,
                             const HarnessOptions &options, EntryCall &call);

/// "" when the entry point's results can be checked against the float64
/// reference, else exactly why not: its rope ops are not all rope.apply ops
/// on its arguments whose results it returns as they are, nor one
/// rope.attention.
std::string describeUncheckable(const EntrySpec &entry);

/// Checks every result of every rope.apply against the float64 reference
/// (Semantics §5), each op with its own parameters and positions; `worst`
/// gathers the largest errors. Returns an error or "".
std::string checkEntryCall(const EntryCall &call, CheckResult &worst);

/// Checks the result of the rope.attention against the float64 reference
/// (Semantics §5: relative L2 error of the whole output). Returns an error
/// or "".
std::string checkAttentionCall(const EntryCall &call,
                               AttentionCheckResult &result);

/// "" for the status 0 an entry point returns after running, else what its
/// own checks refused (docs/Manifest.md, "Status").
std::string describeEntryStatus(int32_t status);

} // namespace rope::run

#endif // ROPE_RUNTIME_ENTRYCALL_H
