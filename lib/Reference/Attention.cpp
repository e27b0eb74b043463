//===- Attention.cpp - Semantics §4 in float64 --------------------------===//

#include "rope/Reference/Attention.h"

#include "rope/Rules/CheckedMath.h"

#include <cmath>
#include <limits>

namespace rope::reference {

namespace {
std::string checkShapes(const rules::RopeConfig &config, const rules::Layout &layout,
                        const std::vector<int64_t> &q,
                        const std::vector<int64_t> &k,
                        const std::vector<int64_t> &v) {
  if (layout.axes != "bshd" && layout.axes != "bhsd")
    return "attention layout must be 'bshd' or 'bhsd', got '" + layout.axes +
           "'";
  if (q.size() != 4 || k.size() != 4 || v.size() != 4)
    return "attention operands must have rank 4";
  for (const std::vector<int64_t> *shape : {&q, &k, &v})
    if (rules::numElements(*shape) < 0)
      return "attention shapes need non-negative extents with fewer than "
             "2^63 elements";
  const char roles[] = {'b', 's', 'h', 'd'};
  int64_t qe[4], ke[4], ve[4];
  for (int i = 0; i < 4; ++i) {
    qe[i] = layout.extent(roles[i], q);
    ke[i] = layout.extent(roles[i], k);
    ve[i] = layout.extent(roles[i], v);
  }
  if (qe[0] != ke[0] || ke[0] != ve[0])
    return "q, k and v must have the same batch size";
  if (qe[3] != ke[3])
    return "q head dim " + std::to_string(qe[3]) + " differs from k head dim " +
           std::to_string(ke[3]);
  if (qe[3] != config.headDim)
    return "q head dim differs from the RoPE head dim";
  if (ke[1] != ve[1] || ke[2] != ve[2])
    return "k and v must have the same sequence length and heads";
  if (ke[2] == 0 || qe[2] % ke[2] != 0)
    return "query heads " + std::to_string(qe[2]) +
           " are not a multiple of kv heads " + std::to_string(ke[2]);
  return "";
}
} // namespace

std::string attention(const rules::RopeConfig &config, const rules::Layout &layout,
                      const std::vector<int64_t> &qShape,
                      const std::vector<int64_t> &kShape,
                      const std::vector<int64_t> &vShape,
                      const rules::Positions &qPositions, const rules::Positions &kPositions,
                      const AttentionOptions &options,
                      const std::vector<double> &q, const std::vector<double> &k,
                      const std::vector<double> &v, std::vector<double> &output) {
  if (std::string e = checkShapes(config, layout, qShape, kShape, vShape);
      !e.empty())
    return e;
  if (static_cast<int64_t>(v.size()) != rules::numElements(vShape))
    return "v buffer has the wrong number of elements";
  std::vector<double> qr, kr;
  if (std::string e = rotate(config, layout, qShape, qPositions, q, qr);
      !e.empty())
    return "q: " + e;
  if (options.keysRotated) {
    if (static_cast<int64_t>(k.size()) != rules::numElements(kShape))
      return "k buffer has the wrong number of elements";
    if (std::string e = kPositions.check(layout.extent('b', kShape),
                                         layout.extent('s', kShape));
        !e.empty())
      return "k: " + e;
    kr = k;
  } else if (std::string e = rotate(config, layout, kShape, kPositions, k, kr);
             !e.empty()) {
    return "k: " + e;
  }
  const int64_t batch = layout.extent('b', qShape);
  const int64_t sq = layout.extent('s', qShape), sk = layout.extent('s', kShape);
  const int64_t hq = layout.extent('h', qShape), hkv = layout.extent('h', kShape);
  const int64_t d = qShape.back(), dv = vShape.back();
  const int64_t group = hq / hkv;
  const int64_t biasSize = static_cast<int64_t>(options.bias.size());
  // The bias as [B', Hq', Sq', Sk], each of the first three 1 or full.
  std::vector<int64_t> biasShape = options.biasShape;
  if (biasShape.empty() && biasSize != 0)
    biasShape = std::optional<int64_t>(biasSize) ==
                        rules::checkedProduct({batch, hq, sq, sk})
                    ? std::vector<int64_t>{batch, hq, sq, sk}
                    : std::vector<int64_t>{1, 1, sq, sk};
  if (biasSize != 0) {
    if (biasShape.size() == 2)
      biasShape.insert(biasShape.begin(), {1, 1});
    const int64_t full[] = {batch, hq, sq, sk};
    bool fits = biasShape.size() == 4 && biasShape[3] == sk &&
                std::optional<int64_t>(biasSize) == rules::checkedProduct(biasShape);
    for (int axis = 0; fits && axis < 3; ++axis)
      fits = biasShape[axis] == 1 || biasShape[axis] == full[axis];
    if (!fits)
      return "bias must be [Sq, Sk] or [B, Hq, Sq, Sk] with B, Hq and Sq "
             "full or 1";
  }
  auto biasAt = [&](int64_t b, int64_t h, int64_t i, int64_t j) {
    auto at = [&](int axis, int64_t index) {
      return biasShape[axis] == 1 ? 0 : index;
    };
    return options.bias[((at(0, b) * biasShape[1] + at(1, h)) * biasShape[2] +
                         at(2, i)) *
                            sk +
                        j];
  };
  const double scale = options.scale.value_or(1.0 / std::sqrt(double(d)));
  std::vector<int64_t> outShape = qShape;
  outShape.back() = dv;
  if (rules::numElements(outShape) < 0)
    return "the output would have more than 2^63 elements";
  output.assign(rules::numElements(outShape), 0.0);
  std::vector<double> scores(sk);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < hq; ++h)
      for (int64_t i = 0; i < sq; ++i) {
        const int64_t pq = qPositions.at(b, i, sq);
        const int64_t qBase = layout.linearIndex(qShape, b, i, h, 0);
        double maxScore = -std::numeric_limits<double>::infinity();
        for (int64_t j = 0; j < sk; ++j) {
          if (options.causal && kPositions.at(b, j, sk) > pq) {
            scores[j] = -std::numeric_limits<double>::infinity();
            continue;
          }
          const int64_t kBase = layout.linearIndex(kShape, b, j, h / group, 0);
          double dot = 0;
          for (int64_t c = 0; c < d; ++c)
            dot += qr[qBase + c] * kr[kBase + c];
          double s = scale * dot;
          if (biasSize)
            s += biasAt(b, h, i, j);
          scores[j] = s;
          maxScore = std::max(maxScore, s);
        }
        const int64_t outBase = layout.linearIndex(outShape, b, i, h, 0);
        if (maxScore == -std::numeric_limits<double>::infinity())
          continue; // fully masked row: zeros
        double sum = 0;
        for (int64_t j = 0; j < sk; ++j) {
          scores[j] = std::exp(scores[j] - maxScore);
          sum += scores[j];
        }
        for (int64_t j = 0; j < sk; ++j) {
          if (scores[j] == 0)
            continue;
          const int64_t vBase = layout.linearIndex(vShape, b, j, h / group, 0);
          for (int64_t c = 0; c < dv; ++c)
            output[outBase + c] += scores[j] / sum * v[vBase + c];
        }
      }
  return "";
}

} // namespace rope::reference
