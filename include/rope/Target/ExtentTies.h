//===- ExtentTies.h - Which tensor extents the IR makes equal ---*- C++ -*-===//
//
// A harness that picks the sizes of dynamic extents must know which of them
// the compiled code assumes equal (a rope.apply result has its input's
// shape, keys share the queries' batch, ...). ExtentTies derives that from
// the IR and names each class of equal extents with a symbol for the
// manifest (docs/Manifest.md).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TARGET_EXTENTTIES_H
#define ROPE_TARGET_EXTENTTIES_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/JSON.h"

#include <vector>

namespace mlir::rope {

/// Union-find over the extents (value, axis) of ranked tensors.
class ExtentTies {
public:
  /// Ties the extents that the rope ops and shape-preserving ops nested in
  /// `scope` require to be equal. A tie it cannot derive stays free.
  explicit ExtentTies(Operation *scope);

  /// Ties every extent of `a` to the same axis of `b` (equal ranks).
  void tieShapes(Value a, Value b);
  /// Ties axis `axisA` of `a` to axis `axisB` of `b`; negative axes (a role
  /// the layout lacks) tie nothing.
  void tie(Value a, int64_t axisA, Value b, int64_t axisB);

  /// The manifest shape of `value`: static extents as integers (also a
  /// dynamic one tied to a static one), other dynamic extents as symbols
  /// "s0", "s1", ... named in order of first use; equal symbols, equal
  /// sizes.
  llvm::json::Array shape(Value value);
  /// The manifest shape of a type no value ties: a fresh symbol per dynamic
  /// extent.
  llvm::json::Array freshShape(Type type);

  /// One extent as a number: its static size, or -(k + 1) for the class
  /// that shape() names "sk".
  int64_t code(Value value, int64_t axis);
  /// A code for a dynamic extent tied to nothing.
  int64_t freshCode() { return -static_cast<int64_t>(symbolCount++) - 1; }

private:
  unsigned classOf(Value value, int64_t axis);
  unsigned find(unsigned id);
  /// The symbol of a negative code.
  static std::string symbolOf(int64_t code) {
    return "s" + std::to_string(-code - 1);
  }

  llvm::DenseMap<std::pair<Value, int64_t>, unsigned> ids;
  std::vector<unsigned> parent;
  std::vector<int64_t> staticExtent;             // per class root, or kDynamic
  llvm::DenseMap<unsigned, int64_t> classCodes;  // per class root
  unsigned symbolCount = 0;
};

} // namespace mlir::rope

#endif // ROPE_TARGET_EXTENTTIES_H
