//===- Layout.h - Axis roles of a RoPE operand ------------------*- C++ -*-===//

#ifndef ROPE_RULES_LAYOUT_H
#define ROPE_RULES_LAYOUT_H

#include <cstdint>
#include <string>
#include <vector>

namespace rope::rules {

/// Names the role of each axis with one letter: 'b' batch, 's' sequence,
/// 'h' heads, 'd' head dim. "bshd", "bhsd", "shd" and "sd" are typical; the
/// sequence and head-dim axes are required and 'd' is last.
struct Layout {
  std::string axes;

  /// Returns an error message, or an empty string when `axes` is valid.
  static std::string check(const std::string &axes);
  /// Index of axis `role` or -1 when absent.
  int64_t indexOf(char role) const;
  /// Extent of axis `role` in `shape`, 1 when the axis is absent.
  int64_t extent(char role, const std::vector<int64_t> &shape) const;
  /// Row-major linear offset of (b, s, h, d) in a tensor of `shape`.
  int64_t linearIndex(const std::vector<int64_t> &shape, int64_t b, int64_t s,
                      int64_t h, int64_t d) const;
};

/// Product of the extents of `shape`; -1 when an extent is negative or the
/// product does not fit int64_t (no buffer has that many elements).
int64_t numElements(const std::vector<int64_t> &shape);

} // namespace rope::rules

#endif // ROPE_RULES_LAYOUT_H
