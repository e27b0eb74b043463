//===- RotationTables.h - Positions, frequencies, cos/sin in IR -*- C++ -*-===//
//
// Builders shared by the rope lowerings: the positions of SPEC 1, the
// frequencies of SPEC 2 and the cos/sin table of SPEC 3 as linalg ops on
// tensors.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_UTILS_ROTATIONTABLES_H
#define ROPE_CONVERSION_UTILS_ROTATIONTABLES_H

#include "rope/Reference/Config.h"
#include "rope/Reference/Layout.h"

#include "mlir/IR/Builders.h"

#include <vector>

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

/// Inverse frequencies times the position scale: tensor<n x f64> for
/// compile-time schedules, tensor<Bp x n x f64> (`perRow`) for
/// sequence-length dependent ones (S_total = max position + 1 per row).
struct FrequencyTable {
  Value freqs;
  bool perRow = false;
};

/// Inverse frequencies times the position scale at sequence length
/// `seqTotal` (any value for compile-time schedules).
std::vector<double> scaledFrequencies(const ::rope::reference::RopeConfig &config,
                                      int64_t seqTotal);

FrequencyTable buildFrequencies(OpBuilder &b, Location loc,
                                const ::rope::reference::RopeConfig &config,
                                const PositionTable &positions);

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

/// Per-channel constants of a rotation: pair index (-1 passes through), the
/// partner channel, the sign of the partner term (u' = u c - v s,
/// v' = v c + u s) and the column of a width-R table.
struct ChannelMap {
  std::vector<int32_t> pair, partner, column;
  std::vector<float> sign;
};

ChannelMap buildChannelMap(const ::rope::reference::RopeConfig &config);

/// Extent of the axis `role` of `value` (1 when the layout lacks it).
OpFoldResult axisExtent(OpBuilder &b, Location loc, Value value,
                        const ::rope::reference::Layout &layout, char role);

/// The positions of a rope.apply / rope.apply_table call (operands and
/// extents taken from the op and its first input).
template <typename OpT>
PositionTable buildPositionsOf(OpBuilder &b, OpT op,
                               const ::rope::reference::Layout &layout) {
  Location loc = op.getLoc();
  Value input = op.getInputs()[0];
  PositionSource source{op.getOffset(), op.getBatchOffsets(), op.getPositions(),
                        static_cast<int64_t>(op.getStaticOffset())};
  return buildPositions(b, loc, source, axisExtent(b, loc, input, layout, 'b'),
                        axisExtent(b, loc, input, layout, 's'));
}

/// Converts an integer or index scalar to i64.
Value toI64(OpBuilder &b, Location loc, Value value);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_UTILS_ROTATIONTABLES_H
