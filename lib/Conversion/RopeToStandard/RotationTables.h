//===- RotationTables.h - Positions, frequencies, cos/sin in IR -*- C++ -*-===//
//
// Builders shared by the rope lowerings: the positions of SPEC 1, the
// frequencies of SPEC 2 and the cos/sin table of SPEC 3 as linalg ops on
// tensors.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOSTANDARD_ROTATIONTABLES_H
#define ROPE_LIB_CONVERSION_ROPETOSTANDARD_ROTATIONTABLES_H

#include "rope/Reference/Config.h"

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// Where positions come from (the operands of SPEC 1).
struct PositionSource {
  Value offset;       // runtime scalar, or null
  Value batchOffsets; // [B], or null
  Value positions;    // [S] or [B, S], or null
  int64_t staticOffset = 0;
};

/// Token positions as tensor<Bp x S x i64>; Bp = B when they differ per
/// batch row (`perBatch`), else 1.
struct PositionTable {
  Value positions;
  bool perBatch = false;
};

/// Builds the positions of a call with `batch` rows of `seq` tokens.
PositionTable buildPositions(OpBuilder &b, Location loc,
                             const PositionSource &source, OpFoldResult batch,
                             OpFoldResult seq);

/// cos/sin tables tensor<Bp x S x n x f32> with the attention factor folded
/// in and the sines negated for the inverse rotation.
struct CosSinTable {
  Value cos;
  Value sin;
  bool perBatch = false;
};

/// Builds the cos/sin table of `config` at `positions`; angles are formed
/// and reduced in float64.
CosSinTable buildCosSinTable(OpBuilder &b, Location loc,
                             const ::rope::reference::RopeConfig &config,
                             const PositionTable &positions);

/// Converts an integer or index scalar to i64.
Value toI64(OpBuilder &b, Location loc, Value value);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOSTANDARD_ROTATIONTABLES_H
