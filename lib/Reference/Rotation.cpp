//===- Rotation.cpp - Semantics §3 in float64 ---------------------------===//

#include "rope/Reference/Rotation.h"
#include "rope/Rules/Frequencies.h"

#include <cmath>

namespace rope::reference {

namespace {
/// Validates everything a rotation call depends on; returns an error or "".
std::string checkCall(const rules::RopeConfig &config, const rules::Layout &layout,
                      const std::vector<int64_t> &shape,
                      const rules::Positions &positions, size_t inputSize) {
  if (std::string e = rules::Layout::check(layout.axes); !e.empty())
    return e;
  if (shape.size() != layout.axes.size())
    return "shape has rank " + std::to_string(shape.size()) +
           " but layout '" + layout.axes + "' has rank " +
           std::to_string(layout.axes.size());
  for (int64_t e : shape)
    if (e < 0)
      return "shape has a negative extent";
  if (rules::numElements(shape) < 0)
    return "shape has more than 2^63 elements";
  if (shape.back() != config.headDim)
    return "shape's last axis is " + std::to_string(shape.back()) +
           " but the head dim is " + std::to_string(config.headDim);
  if (std::string e = rules::checkConfig(config); !e.empty())
    return e;
  if (static_cast<int64_t>(inputSize) != rules::numElements(shape))
    return "input buffer has " + std::to_string(inputSize) +
           " elements but the shape needs " + std::to_string(rules::numElements(shape));
  return positions.check(layout.extent('b', shape), layout.extent('s', shape));
}

/// Calls `body(b, s, h, base)` for every token row, with `base` the linear
/// index of channel 0 of that row (the head-dim axis is last and contiguous).
template <typename Body>
void forEachRow(const rules::Layout &layout, const std::vector<int64_t> &shape,
                Body body) {
  const int64_t batch = layout.extent('b', shape);
  const int64_t seq = layout.extent('s', shape);
  const int64_t heads = layout.extent('h', shape);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t s = 0; s < seq; ++s)
      for (int64_t h = 0; h < heads; ++h)
        body(b, s, h, layout.linearIndex(shape, b, s, h, 0));
}

/// Table column of the rotated channel of pair i ('u' first or 'v' second).
int64_t tableColumn(const rules::RopeConfig &config, int64_t i, bool second,
                    int64_t width) {
  const int64_t n = config.numPairs();
  if (width == n)
    return i;
  if (config.pairing == rules::Pairing::Half)
    return second ? i + n : i;
  return second ? 2 * i + 1 : 2 * i;
}
} // namespace

std::string rotate(const rules::RopeConfig &config, const rules::Layout &layout,
                   const std::vector<int64_t> &shape,
                   const rules::Positions &positions, const std::vector<double> &input,
                   std::vector<double> &output) {
  if (std::string e = checkCall(config, layout, shape, positions, input.size());
      !e.empty())
    return e;
  const int64_t seq = layout.extent('s', shape);
  const int64_t n = config.numPairs();
  const double sign = config.inverse ? -1.0 : 1.0;
  std::vector<double> result = input; // pass-through channels copied exactly
  int64_t cachedTotal = -1;
  rules::Frequencies freqs;
  forEachRow(layout, shape, [&](int64_t b, int64_t s, int64_t, int64_t base) {
    int64_t total = positions.sequenceTotal(b, seq);
    if (total != cachedTotal) {
      freqs = rules::computeFrequencies(config, total);
      cachedTotal = total;
    }
    const double p = static_cast<double>(positions.at(b, s, seq));
    const double a = freqs.attentionFactor;
    for (int64_t i = 0; i < n; ++i) {
      auto [cu, cv] = rules::pairChannels(config, i);
      double phi = sign * (p * config.positionScale * freqs.invFreq[i]);
      double c = std::cos(phi), sn = std::sin(phi);
      double u = input[base + cu], v = input[base + cv];
      result[base + cu] = a * (u * c - v * sn);
      result[base + cv] = a * (v * c + u * sn);
    }
  });
  output = std::move(result);
  return "";
}

std::string rotateWithTable(const rules::RopeConfig &config, const rules::Layout &layout,
                            const std::vector<int64_t> &shape,
                            const rules::Positions &positions,
                            const std::vector<double> &cosTable,
                            const std::vector<double> &sinTable, int64_t width,
                            const std::vector<double> &input,
                            std::vector<double> &output) {
  if (std::string e = checkCall(config, layout, shape, positions, input.size());
      !e.empty())
    return e;
  const int64_t n = config.numPairs();
  if (width != n && width != config.rotaryDim)
    return "table width " + std::to_string(width) +
           " must be rotary_dim/2 or rotary_dim";
  if (cosTable.size() != sinTable.size() || cosTable.size() % width != 0)
    return "cos and sin tables must both have rows of " +
           std::to_string(width) + " entries";
  const int64_t rows = static_cast<int64_t>(cosTable.size()) / width;
  const int64_t seq = layout.extent('s', shape);
  const double sign = config.inverse ? -1.0 : 1.0;
  std::vector<double> result = input;
  std::string error;
  forEachRow(layout, shape, [&](int64_t b, int64_t s, int64_t, int64_t base) {
    const int64_t row = positions.at(b, s, seq);
    if (row >= rows) {
      error = "position " + std::to_string(row) + " has no row in a table of " +
              std::to_string(rows) + " rows";
      return;
    }
    for (int64_t i = 0; i < n; ++i) {
      auto [cu, cv] = rules::pairChannels(config, i);
      int64_t ku = row * width + tableColumn(config, i, false, width);
      int64_t kv = row * width + tableColumn(config, i, true, width);
      double u = input[base + cu], v = input[base + cv];
      result[base + cu] = u * cosTable[ku] - v * sign * sinTable[ku];
      result[base + cv] = v * cosTable[kv] + u * sign * sinTable[kv];
    }
  });
  if (!error.empty())
    return error;
  output = std::move(result);
  return "";
}

std::string buildTable(const rules::RopeConfig &config,
                       const std::vector<int64_t> &rowPositions,
                       int64_t seqTotal, int64_t width,
                       std::vector<double> &cosTable,
                       std::vector<double> &sinTable) {
  if (std::string e = rules::checkConfig(config); !e.empty())
    return e;
  const int64_t n = config.numPairs();
  if (width != n && width != config.rotaryDim)
    return "table width " + std::to_string(width) +
           " must be rotary_dim/2 or rotary_dim";
  rules::Frequencies freqs = rules::computeFrequencies(config, seqTotal);
  const int64_t rows = static_cast<int64_t>(rowPositions.size());
  cosTable.assign(rows * width, 0.0);
  sinTable.assign(rows * width, 0.0);
  for (int64_t r = 0; r < rows; ++r) {
    const double p = static_cast<double>(rowPositions[r]);
    for (int64_t i = 0; i < n; ++i) {
      double phi = p * config.positionScale * freqs.invFreq[i];
      double c = freqs.attentionFactor * std::cos(phi);
      double s = freqs.attentionFactor * std::sin(phi);
      for (bool second : {false, true}) {
        int64_t k = r * width + tableColumn(config, i, second, width);
        cosTable[k] = c;
        sinTable[k] = s;
      }
    }
  }
  return "";
}

} // namespace rope::reference
