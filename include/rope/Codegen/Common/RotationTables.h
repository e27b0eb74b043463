//===- RotationTables.h - Positions, frequencies, cos/sin in IR -*- C++ -*-===//
//
// Builders shared by the rope lowerings: the positions of Semantics §1, the
// frequencies of Semantics §2 and the cos/sin table of Semantics §3 as linalg ops on
// tensors.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_COMMON_ROTATIONTABLES_H
#define ROPE_CODEGEN_COMMON_ROTATIONTABLES_H

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Config.h"

#include "mlir/IR/Builders.h"

#include <vector>

namespace mlir::rope::detail {

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
std::vector<double> scaledFrequencies(const ::rope::rules::RopeConfig &config,
                                      int64_t seqTotal);

FrequencyTable buildFrequencies(OpBuilder &b, Location loc,
                                const ::rope::rules::RopeConfig &config,
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
                             const ::rope::rules::RopeConfig &config,
                             const PositionTable &positions);

/// cos and sin (f32) of the angle `position * frequency` (both f64) with
/// the attention factor of `config` folded in and sin negated for the
/// inverse rotation: the factors every rope kernel multiplies a pair by.
std::pair<Value, Value> buildScaledCosSin(OpBuilder &b, Location loc,
                                          const ::rope::rules::RopeConfig &config,
                                          Value position, Value frequency);

/// Per-channel constants of a rotation: pair index (-1 passes through), the
/// partner channel, the sign of the partner term (u' = u c - v s,
/// v' = v c + u s) and the column of a width-R table.
struct ChannelMap {
  std::vector<int32_t> pair, partner, column;
  std::vector<float> sign;
};

ChannelMap buildChannelMap(const ::rope::rules::RopeConfig &config);

/// Extent of the axis `role` of `value` (1 when the layout lacks it).
OpFoldResult axisExtent(OpBuilder &b, Location loc, Value value,
                        LayoutAttr layout, char role);

/// The positions of the tokens of `tokens` (a tensor in `op`'s layout) at
/// `op`'s position source `index`.
PositionTable buildPositionsOf(OpBuilder &b, RopeOpInterface op, Value tokens,
                               unsigned index = 0);

/// Converts an integer or index scalar to i64.
Value toI64(OpBuilder &b, Location loc, Value value);

} // namespace mlir::rope::detail

#endif // ROPE_CODEGEN_COMMON_ROTATIONTABLES_H
