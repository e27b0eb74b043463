//===- Rotation.h - RoPE rotation in float64 (Semantics §3) ---*- C++ -*-===//

#ifndef ROPE_REFERENCE_ROTATION_H
#define ROPE_REFERENCE_ROTATION_H

#include "rope/Rules/Config.h"
#include "rope/Rules/Layout.h"
#include "rope/Rules/Positions.h"

namespace rope::reference {

/// Rotates `input` (row-major, `shape` with axis roles `layout`) into
/// `output` (same size; may alias `input`). Returns an error message for bad
/// configurations, shapes or buffer sizes, or an empty string on success.
std::string rotate(const rules::RopeConfig &config, const rules::Layout &layout,
                   const std::vector<int64_t> &shape,
                   const rules::Positions &positions, const std::vector<double> &input,
                   std::vector<double> &output);

/// Table form: rotates with precomputed `cos`/`sin` tables of shape
/// [rows, width], width n (one column per pair) or R (one column per rotated
/// channel). Row r holds position r. Same error convention as rotate().
std::string rotateWithTable(const rules::RopeConfig &config, const rules::Layout &layout,
                            const std::vector<int64_t> &shape,
                            const rules::Positions &positions,
                            const std::vector<double> &cosTable,
                            const std::vector<double> &sinTable, int64_t width,
                            const std::vector<double> &input,
                            std::vector<double> &output);

/// Materialises a cos/sin table ([P, width], width n or R) for the positions
/// p_0 .. p_{P-1}, with the attention factor folded in.
std::string buildTable(const rules::RopeConfig &config,
                       const std::vector<int64_t> &rowPositions,
                       int64_t seqTotal, int64_t width,
                       std::vector<double> &cosTable,
                       std::vector<double> &sinTable);

} // namespace rope::reference

#endif // ROPE_REFERENCE_ROTATION_H
