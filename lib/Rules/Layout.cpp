//===- Layout.cpp - Axis roles of a RoPE operand --------------------------===//

#include "rope/Rules/Layout.h"

#include "rope/Rules/CheckedMath.h"

namespace rope::rules {

std::string Layout::check(const std::string &axes) {
  if (axes.size() < 2 || axes.size() > 4)
    return "layout '" + axes + "' must name 2 to 4 axes";
  for (size_t i = 0; i < axes.size(); ++i) {
    char c = axes[i];
    if (c != 'b' && c != 's' && c != 'h' && c != 'd')
      return "layout '" + axes + "' has unknown axis '" + std::string(1, c) +
             "' (expected b, s, h, d)";
    if (axes.find(c, i + 1) != std::string::npos)
      return "layout '" + axes + "' names axis '" + std::string(1, c) +
             "' twice";
  }
  if (axes.back() != 'd')
    return "layout '" + axes + "' must end with the head-dim axis 'd'";
  if (axes.find('s') == std::string::npos)
    return "layout '" + axes + "' has no sequence axis 's'";
  return "";
}

int64_t Layout::indexOf(char role) const {
  size_t i = axes.find(role);
  return i == std::string::npos ? -1 : static_cast<int64_t>(i);
}

int64_t Layout::extent(char role, const std::vector<int64_t> &shape) const {
  int64_t i = indexOf(role);
  return i < 0 ? 1 : shape[i];
}

int64_t Layout::linearIndex(const std::vector<int64_t> &shape, int64_t b,
                            int64_t s, int64_t h, int64_t d) const {
  int64_t index = 0;
  for (size_t axis = 0; axis < axes.size(); ++axis) {
    int64_t coord = 0;
    switch (axes[axis]) {
    case 'b':
      coord = b;
      break;
    case 's':
      coord = s;
      break;
    case 'h':
      coord = h;
      break;
    default:
      coord = d;
    }
    index = index * shape[axis] + coord;
  }
  return index;
}

int64_t numElements(const std::vector<int64_t> &shape) {
  std::optional<int64_t> n = 1;
  for (int64_t e : shape)
    n = n && e >= 0 ? checkedMul(*n, e) : std::nullopt;
  return n.value_or(-1);
}

} // namespace rope::rules
