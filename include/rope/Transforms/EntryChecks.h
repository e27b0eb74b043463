//===- EntryChecks.h - What a compiled entry point checks -------*- C++ -*-===//
//
// Compiled code trusts its shapes and positions. rope-plan-entry-checks
// records, on each public function, what its arguments and outputs must
// satisfy (the extents the IR ties together, every static extent, the
// range of positions that arrive as arguments); rope-guard-entry-points
// turns that record into a checking wrapper that returns a status instead
// of running on bad input (docs/Manifest.md, "Status").
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_ENTRYCHECKS_H
#define ROPE_TRANSFORMS_ENTRYCHECKS_H

#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir::rope {

/// The function attribute that carries the record: a dictionary with
///  - `shapes`: one `array<i64>` per argument, then one per output (empty
///    for scalars): per axis the static extent (>= 0), or -(k + 1) for the
///    k-th class of extents that must be equal;
///  - `positions`: one `array<i64>` per position operand that is an
///    argument: [kind, argument, static offset, tokens, rows], where
///    `tokens` is the code of the token count and `rows` the code of the
///    number of valid positions (2^31, or a table's rows);
///  - `multiples`: one `array<i64>` [multiple, divisor] of extent codes per
///    rope.attention whose query or kv head count is dynamic: the query
///    heads must be a multiple of the kv heads.
inline constexpr llvm::StringLiteral kEntryChecksAttrName = "rope.entry_checks";

/// On a public function that takes a workspace (rope-scratch-to-workspace):
/// its size in bytes, an i64.
inline constexpr llvm::StringLiteral kWorkspaceBytesAttrName =
    "rope.workspace_bytes";

/// On a public function split by rope-split-phases: its phases in order,
/// each a dictionary {name, iterations, parallel}.
inline constexpr llvm::StringLiteral kPhasesAttrName = "rope.phases";

/// On a public function split by rope-split-phases whose checks depend on
/// its input at run time (positions that arrive as arguments): the name of
/// the function that runs them alone over the phases' arguments and
/// returns the status.
inline constexpr llvm::StringLiteral kCheckAttrName = "rope.check";

/// How a position operand gives positions (Semantics §1).
enum class EntryPositionKind : int64_t {
  Offset = 1,       // a scalar: static_offset + offset + s
  BatchOffsets = 2, // [B]: static_offset + offsets[b] + s
  Explicit = 3,     // [S] or [B, S]: the values themselves
};

/// What a guarded entry point returns.
enum class EntryStatus : int32_t {
  Ok = 0,
  /// An extent differs from a static extent or from one it is tied to, or
  /// query heads are not a multiple of kv heads; nothing was read or
  /// written.
  ShapeMismatch = 1,
  /// A position lies outside [0, 2^31) or outside its table; nothing was
  /// written.
  PositionOutOfRange = 2,
  /// The body computes on AMX tiles and this CPU lacks AMX-TILE or
  /// AMX-BF16 (CPUID), or Linux refused the process the tile data state
  /// (arch_prctl ARCH_REQ_XCOMP_PERM); nothing was read or written.
  TilesUnavailable = 3,
};

/// An i1 that holds when this process may run AMX bf16 tile instructions:
/// CPUID leaf 7 reports AMX-TILE and AMX-BF16, and Linux grants the
/// process the tile data state (arch_prctl ARCH_REQ_XCOMP_PERM; a second
/// request is granted again). x86-64 Linux only: inline `cpuid` and
/// `syscall`, no library call.
Value buildAmxTilesReady(ImplicitLocOpBuilder &b);

} // namespace mlir::rope

#endif // ROPE_TRANSFORMS_ENTRYCHECKS_H
