//===- RotationTest.cpp - Properties of the float64 rotation --------------===//

#include "rope/Rules/Frequencies.h"
#include "rope/Reference/Rotation.h"

#include "TestData.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace rope::reference;
using namespace rope::rules;
using rope::reference::testing::randomData;

namespace {
RopeConfig makeConfig(int64_t d, int64_t r, Pairing pairing,
                      PartialMode partial = PartialMode::Leading,
                      int64_t offset = 0) {
  RopeConfig c;
  c.headDim = d;
  c.rotaryDim = r;
  c.pairing = pairing;
  c.partial = partial;
  c.rotaryOffset = offset;
  return c;
}

std::vector<double> rotateOrDie(const RopeConfig &c, const Layout &layout,
                                const std::vector<int64_t> &shape,
                                const Positions &p,
                                const std::vector<double> &x) {
  std::vector<double> y;
  std::string error = rotate(c, layout, shape, p, x, y);
  EXPECT_EQ(error, "");
  return y;
}

struct PartialCase {
  PartialMode mode;
  int64_t d, r, offset;
  Pairing pairing;
};
const PartialCase kPartialCases[] = {
    {PartialMode::Leading, 10, 6, 0, Pairing::Half},
    {PartialMode::Leading, 10, 6, 0, Pairing::Interleaved},
    {PartialMode::Offset, 12, 4, 6, Pairing::Half},
    {PartialMode::Offset, 12, 4, 5, Pairing::Interleaved},
    {PartialMode::Proportional, 12, 4, 0, Pairing::Half},
    {PartialMode::Proportional, 12, 4, 0, Pairing::Interleaved},
};
} // namespace

TEST(Rotation, HandComputedSinglePair) {
  // D = R = 2, pair (0, 1), f_0 = 1, p = 1: rotate (1, 0) by 1 radian.
  RopeConfig c = makeConfig(2, 2, Pairing::Half);
  auto y = rotateOrDie(c, Layout{"sd"}, {2, 2}, Positions::fromOffset(0),
                       {1.0, 0.0, 1.0, 0.0});
  EXPECT_DOUBLE_EQ(y[0], 1.0);
  EXPECT_DOUBLE_EQ(y[1], 0.0);
  EXPECT_DOUBLE_EQ(y[2], std::cos(1.0));
  EXPECT_DOUBLE_EQ(y[3], std::sin(1.0));
}

TEST(Rotation, PreservesPairNormUpToAttentionFactor) {
  for (const PartialCase &pc : kPartialCases) {
    RopeConfig c = makeConfig(pc.d, pc.r, pc.pairing, pc.mode, pc.offset);
    c.scaling.kind = ScalingKind::Yarn;
    c.scaling.factor = 4.0;
    c.scaling.originalMax = 64;
    const double a = attentionFactor(c.scaling);
    std::vector<int64_t> shape = {2, 3, 4, pc.d};
    auto x = randomData(numElements(shape), 1);
    auto y = rotateOrDie(c, Layout{"bshd"}, shape, Positions::fromOffset(1000),
                         x);
    for (int64_t row = 0; row < numElements(shape) / pc.d; ++row)
      for (int64_t i = 0; i < c.numPairs(); ++i) {
        auto [cu, cv] = pairChannels(c, i);
        int64_t u = row * pc.d + cu, v = row * pc.d + cv;
        EXPECT_NEAR(std::hypot(y[u], y[v]), a * std::hypot(x[u], x[v]), 1e-12);
      }
  }
}

TEST(Rotation, PassThroughChannelsAreUntouched) {
  for (const PartialCase &pc : kPartialCases) {
    RopeConfig c = makeConfig(pc.d, pc.r, pc.pairing, pc.mode, pc.offset);
    c.scaling.kind = ScalingKind::Custom;
    c.scaling.freqs = std::vector<double>(c.numPairs(), 0.5);
    c.scaling.attentionFactor = 3.0; // must not touch pass-through channels
    std::vector<int64_t> shape = {5, pc.d};
    auto x = randomData(numElements(shape), 2);
    auto y = rotateOrDie(c, Layout{"sd"}, shape, Positions::fromOffset(7), x);
    std::vector<bool> rotated(pc.d, false);
    for (int64_t i = 0; i < c.numPairs(); ++i) {
      auto [cu, cv] = pairChannels(c, i);
      rotated[cu] = rotated[cv] = true;
    }
    int passThrough = 0;
    for (int64_t s = 0; s < 5; ++s)
      for (int64_t ch = 0; ch < pc.d; ++ch)
        if (!rotated[ch]) {
          EXPECT_EQ(y[s * pc.d + ch], x[s * pc.d + ch]);
          ++passThrough;
        }
    EXPECT_EQ(passThrough, 5 * (pc.d - pc.r));
  }
}

TEST(Rotation, InverseUndoesForward) {
  for (const PartialCase &pc : kPartialCases) {
    RopeConfig c = makeConfig(pc.d, pc.r, pc.pairing, pc.mode, pc.offset);
    std::vector<int64_t> shape = {3, 2, pc.d};
    auto x = randomData(numElements(shape), 3);
    Positions p = Positions::fromExplicit({5, 1 << 20, (1 << 24) - 1}, false);
    auto y = rotateOrDie(c, Layout{"shd"}, shape, p, x);
    c.inverse = true;
    auto z = rotateOrDie(c, Layout{"shd"}, shape, p, y);
    for (size_t i = 0; i < x.size(); ++i)
      EXPECT_NEAR(z[i], x[i], 1e-12);
  }
}

TEST(Rotation, ScoreDependsOnlyOnRelativePosition) {
  RopeConfig c = makeConfig(8, 8, Pairing::Half);
  auto q = randomData(8, 4), k = randomData(8, 5);
  auto score = [&](int64_t m, int64_t n) {
    auto rq = rotateOrDie(c, Layout{"sd"}, {1, 8}, Positions::fromOffset(m), q);
    auto rk = rotateOrDie(c, Layout{"sd"}, {1, 8}, Positions::fromOffset(n), k);
    double dot = 0;
    for (int i = 0; i < 8; ++i)
      dot += rq[i] * rk[i];
    return dot;
  };
  double reference = score(7, 3);
  EXPECT_NEAR(score(4, 0), reference, 1e-12);
  EXPECT_NEAR(score(1007, 1003), reference, 1e-11);
  EXPECT_NEAR(score(123457, 123453), reference, 1e-9);
  EXPECT_GT(std::abs(score(7, 4) - reference), 1e-6); // and does change with m-n
}

TEST(Rotation, InterleavedIsHalfUpToChannelPermutation) {
  const int64_t d = 8, n = 4;
  // Interleaved channel 2i holds half channel i, 2i+1 holds half channel i+n.
  auto permute = [&](const std::vector<double> &half) {
    std::vector<double> out(half.size());
    for (size_t row = 0; row < half.size() / d; ++row)
      for (int64_t i = 0; i < n; ++i) {
        out[row * d + 2 * i] = half[row * d + i];
        out[row * d + 2 * i + 1] = half[row * d + i + n];
      }
    return out;
  };
  auto x = randomData(3 * d, 6);
  auto half = rotateOrDie(makeConfig(d, d, Pairing::Half), Layout{"sd"},
                          {3, d}, Positions::fromOffset(11), x);
  auto inter = rotateOrDie(makeConfig(d, d, Pairing::Interleaved), Layout{"sd"},
                           {3, d}, Positions::fromOffset(11), permute(x));
  auto expected = permute(half);
  for (size_t i = 0; i < expected.size(); ++i)
    EXPECT_DOUBLE_EQ(inter[i], expected[i]);
}

TEST(Rotation, LayoutsAgree) {
  // [B, S, H, D] and [B, H, S, D] hold the same tokens in another order.
  const int64_t b = 2, s = 3, h = 2, d = 4;
  RopeConfig c = makeConfig(d, d, Pairing::Half);
  auto x = randomData(b * s * h * d, 7);
  std::vector<double> t(x.size());
  Layout bshd{"bshd"}, bhsd{"bhsd"};
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < s; ++j)
      for (int64_t k = 0; k < h; ++k)
        for (int64_t l = 0; l < d; ++l)
          t[bhsd.linearIndex({b, h, s, d}, i, j, k, l)] =
              x[bshd.linearIndex({b, s, h, d}, i, j, k, l)];
  Positions p = Positions::fromBatchOffsets({3, 900});
  auto y1 = rotateOrDie(c, bshd, {b, s, h, d}, p, x);
  auto y2 = rotateOrDie(c, bhsd, {b, h, s, d}, p, t);
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < s; ++j)
      for (int64_t k = 0; k < h; ++k)
        for (int64_t l = 0; l < d; ++l)
          EXPECT_EQ(y2[bhsd.linearIndex({b, h, s, d}, i, j, k, l)],
                    y1[bshd.linearIndex({b, s, h, d}, i, j, k, l)]);
}

TEST(Rotation, TableFormMatchesDirectForm) {
  for (const PartialCase &pc : kPartialCases)
    for (bool fullWidth : {false, true}) {
      RopeConfig c = makeConfig(pc.d, pc.r, pc.pairing, pc.mode, pc.offset);
      c.scaling.kind = ScalingKind::Yarn;
      c.scaling.factor = 2.0;
      c.scaling.originalMax = 16;
      std::vector<int64_t> shape = {2, 4, pc.d};
      std::vector<int64_t> rows(40);
      for (int64_t r = 0; r < 40; ++r)
        rows[r] = r;
      const int64_t width = fullWidth ? c.rotaryDim : c.numPairs();
      std::vector<double> cosT, sinT;
      ASSERT_EQ(buildTable(c, rows, 40, width, cosT, sinT), "");
      auto x = randomData(numElements(shape), 8);
      Positions p = Positions::fromOffset(30);
      auto direct = rotateOrDie(c, Layout{"bsd"}, shape, p, x);
      std::vector<double> tabled;
      ASSERT_EQ(rotateWithTable(c, Layout{"bsd"}, shape, p, cosT, sinT, width,
                                x, tabled),
                "");
      for (size_t i = 0; i < x.size(); ++i)
        EXPECT_NEAR(tabled[i], direct[i], 1e-14);
      // Position 40 has no row: an error, not an out-of-bounds read.
      EXPECT_NE(rotateWithTable(c, Layout{"bsd"}, shape,
                                Positions::fromOffset(37), cosT, sinT, width,
                                x, tabled)
                    .find("no row"),
                std::string::npos);
    }
}

TEST(Rotation, RejectsBadCalls) {
  RopeConfig c = makeConfig(4, 4, Pairing::Half);
  std::vector<double> y;
  EXPECT_NE(rotate(c, Layout{"sd"}, {2, 4}, Positions::fromOffset(0),
                   std::vector<double>(7), y)
                .find("input buffer has 7 elements"),
            std::string::npos);
  EXPECT_NE(rotate(c, Layout{"sd"}, {2, 4}, Positions::fromOffset(-1),
                   std::vector<double>(8), y)
                .find("outside [0, 2^31)"),
            std::string::npos);
  EXPECT_NE(rotate(c, Layout{"bsd"}, {2, 2, 4},
                   Positions::fromBatchOffsets({0}), std::vector<double>(16), y)
                .find("per-batch offsets have 1 entries"),
            std::string::npos);
  EXPECT_NE(rotate(c, Layout{"sd"}, {2, 4}, Positions::fromExplicit({0}, false),
                   std::vector<double>(8), y)
                .find("positions have 1 entries"),
            std::string::npos);
  EXPECT_NE(rotate(c, Layout{"dsx"}, {2, 4}, Positions::fromOffset(0),
                   std::vector<double>(8), y)
                .find("unknown axis"),
            std::string::npos);
  EXPECT_NE(rotate(c, Layout{"sd"}, {2, 6}, Positions::fromOffset(0),
                   std::vector<double>(12), y)
                .find("head dim"),
            std::string::npos);
}

TEST(Rotation, DynamicScalingUsesPerRowSequenceTotal) {
  RopeConfig c = makeConfig(4, 4, Pairing::Half);
  c.scaling.kind = ScalingKind::Dynamic;
  c.scaling.factor = 2.0;
  c.scaling.originalMax = 8;
  auto x = randomData(2 * 1 * 4, 9);
  // Row 0 ends at 5 (< 8: default), row 1 at 16 (theta grows).
  auto y = rotateOrDie(c, Layout{"bsd"}, {2, 1, 4},
                       Positions::fromBatchOffsets({4, 15}), x);
  RopeConfig plain = makeConfig(4, 4, Pairing::Half);
  auto row0 = rotateOrDie(plain, Layout{"sd"}, {1, 4}, Positions::fromOffset(4),
                          {x.begin(), x.begin() + 4});
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(y[i], row0[i]);
  Frequencies f = computeFrequencies(c, 16);
  double phi = 15 * f.invFreq[1];
  EXPECT_NEAR(y[4 + 1], x[4 + 1] * std::cos(phi) - x[4 + 3] * std::sin(phi),
              1e-15);
}
