//===- RaiseState.h - What rope-raise's rewrites share ----------*- C++ -*-===//
//
// rope-raise recognises rotations by their elements (raiseElementRotations),
// then joins queries and keys rotated alike into one op
// (mergeQueryKeyPairs). The two steps share the table cache, the ops they
// consumed, the values derived once per source (collapsed positions,
// tables) and a description of every rope op created, for the remarks.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ROTATION_RAISESTATE_H
#define ROPE_LIB_RECOGNITION_ROTATION_RAISESTATE_H

#include "Tables.h"

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::rope::raise {

/// How a raised rope op came about.
struct RaisedForm {
  std::string pattern;    // "rotate_half", "interleaved", ...
  unsigned rotations = 1; // decomposed rotations it replaces
};

class RaiseState {
public:
  explicit RaiseState(func::FuncOp func) : func(func), builder(func) {}

  /// Replaces the results of `root`, the last op of a decomposed form, by
  /// those of `raisedOp` (or by `replacement`, computed from them). The
  /// decomposed ops are erased at the end, as far as nothing else uses them.
  void replace(Operation *root, Operation *raisedOp, RaisedForm form,
               Value replacement = {});
  /// Takes back a rope op this pass created, about to be rewritten again,
  /// and returns its description.
  RaisedForm release(Operation *ropeOp);

  /// Erases the ops rewritten away (and what only they used) once they are
  /// dead, and tables and derived values built but left unused.
  void eraseDeadOps();

  /// Notes why `root` looked like a rotation but was not raised; reported
  /// at the end (`reportNearMisses`) unless a later matcher raises it.
  void noteNearMiss(Operation *root, std::string why) {
    nearMisses[root] = std::move(why);
  }
  /// Emits the notes of roots that no matcher raised and that still exist.
  void reportNearMisses();

  /// A value `make` derives from `source` (collapsed positions, an offset
  /// extracted from a tensor), built right after `source` is defined and
  /// once per (source, key), so that the ops of queries and keys share it.
  Value derived(Value source, int64_t key,
                function_ref<Value(OpBuilder &, Location)> make);

  /// Ops with one ranked tensor result, in walk order: the roots a rewrite
  /// tries (collected first, so rewriting does not disturb the walk).
  SmallVector<Operation *> tensorResultOps();

  /// Calls `visit` with each of tensorResultOps() and its result while the
  /// result still has users when its turn comes (earlier rewrites replace
  /// what they raised).
  void forEachUsedResult(function_ref<void(Operation *root, Value result)> visit);

  func::FuncOp func;
  OpBuilder builder;
  TableCache tables;
  /// Computed rotations become rope.apply with exact angles (the pass's
  /// `exact-angles`); off, they keep the frontend's tables.
  bool exactAngles = true;
  /// Rotations by the negated angles are raised as `inverse` ops (the
  /// pass's `inverse`).
  bool allowInverse = false;
  /// Near misses get a remark saying why they were left alone.
  bool report = false;
  /// Every live rope op this pass created, in creation order.
  llvm::MapVector<Operation *, RaisedForm> raised;

private:
  llvm::SetVector<Operation *> consumed;
  llvm::MapVector<Operation *, std::string> nearMisses;
  DenseMap<std::pair<Value, int64_t>, Value> derivedValues;
};

/// True when `op` passes its verifier; its diagnostics are dropped. A
/// rewrite whose op would not verify is not made.
bool verifiesQuietly(Operation *op);

// The matchers, in the order the pass runs them. Each rewrites what it
// recognises in `state.func`.
void raiseElementRotations(RaiseState &state);
void mergeQueryKeyPairs(RaiseState &state);

} // namespace mlir::rope::raise

#endif // ROPE_LIB_RECOGNITION_ROTATION_RAISESTATE_H
