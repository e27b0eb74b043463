//===- AttentionTest.cpp - Attention with RoPE in float64 -----------------===//

#include "rope/Reference/Attention.h"

#include "TestData.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace rope::reference;
using namespace rope::rules;
using rope::reference::testing::randomData;

namespace {
RopeConfig headConfig(int64_t d) {
  RopeConfig c;
  c.headDim = d;
  c.rotaryDim = d;
  return c;
}
} // namespace

TEST(Attention, SingleKeyReturnsItsValue) {
  RopeConfig c = headConfig(4);
  auto q = randomData(4, 1), k = randomData(4, 2), v = randomData(4, 3);
  std::vector<double> out;
  ASSERT_EQ(attention(c, Layout{"bshd"}, {1, 1, 1, 4}, {1, 1, 1, 4},
                      {1, 1, 1, 4}, Positions::fromOffset(9),
                      Positions::fromOffset(2), {}, q, k, v, out),
            "");
  for (int i = 0; i < 4; ++i)
    EXPECT_NEAR(out[i], v[i], 1e-15);
}

TEST(Attention, CausalByPositionAndFullyMaskedRows) {
  RopeConfig c = headConfig(4);
  // Two queries at positions 0 and 1; keys at positions 1 and 2.
  auto q = randomData(8, 4), k = randomData(8, 5), v = randomData(8, 6);
  AttentionOptions options;
  options.causal = true;
  std::vector<double> out;
  ASSERT_EQ(attention(c, Layout{"bshd"}, {1, 2, 1, 4}, {1, 2, 1, 4},
                      {1, 2, 1, 4}, Positions::fromOffset(0),
                      Positions::fromOffset(1), options, q, k, v, out),
            "");
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(out[i], 0.0);                 // query 0 sees no key
    EXPECT_NEAR(out[4 + i], v[i], 1e-15);   // query 1 sees only key 0
  }
}

TEST(Attention, GqaMatchesRepeatedKvHeads) {
  RopeConfig c = headConfig(4);
  const int64_t s = 3;
  auto q = randomData(s * 4 * 4, 7), k = randomData(s * 2 * 4, 8),
       v = randomData(s * 2 * 4, 9);
  // Repeat each kv head for its group of 2 query heads.
  std::vector<double> kr(s * 4 * 4), vr(s * 4 * 4);
  for (int64_t t = 0; t < s; ++t)
    for (int64_t h = 0; h < 4; ++h)
      for (int64_t d = 0; d < 4; ++d) {
        kr[(t * 4 + h) * 4 + d] = k[(t * 2 + h / 2) * 4 + d];
        vr[(t * 4 + h) * 4 + d] = v[(t * 2 + h / 2) * 4 + d];
      }
  AttentionOptions options;
  options.causal = true;
  std::vector<double> gqa, mha;
  Positions p = Positions::fromOffset(100);
  ASSERT_EQ(attention(c, Layout{"bshd"}, {1, s, 4, 4}, {1, s, 2, 4},
                      {1, s, 2, 4}, p, p, options, q, k, v, gqa),
            "");
  ASSERT_EQ(attention(c, Layout{"bshd"}, {1, s, 4, 4}, {1, s, 4, 4},
                      {1, s, 4, 4}, p, p, options, q, kr, vr, mha),
            "");
  for (size_t i = 0; i < gqa.size(); ++i)
    EXPECT_NEAR(gqa[i], mha[i], 1e-14);
}

TEST(Attention, PreRotatedKeysGiveTheSameResult) {
  RopeConfig c = headConfig(8);
  auto q = randomData(2 * 8, 10), k = randomData(5 * 8, 11),
       v = randomData(5 * 8, 12);
  Positions qp = Positions::fromOffset(3), kp = Positions::fromOffset(0);
  std::vector<double> rotatedK, a, b;
  ASSERT_EQ(rotate(c, Layout{"bshd"}, {1, 5, 1, 8}, kp, k, rotatedK), "");
  AttentionOptions options;
  options.causal = true;
  ASSERT_EQ(attention(c, Layout{"bshd"}, {1, 2, 1, 8}, {1, 5, 1, 8},
                      {1, 5, 1, 8}, qp, kp, options, q, k, v, a),
            "");
  options.keysRotated = true;
  ASSERT_EQ(attention(c, Layout{"bshd"}, {1, 2, 1, 8}, {1, 5, 1, 8},
                      {1, 5, 1, 8}, qp, kp, options, q, rotatedK, v, b),
            "");
  for (size_t i = 0; i < a.size(); ++i)
    EXPECT_NEAR(a[i], b[i], 1e-14);
}

TEST(Attention, RejectsBadShapes) {
  RopeConfig c = headConfig(4);
  std::vector<double> out, x(48);
  Positions p = Positions::fromOffset(0);
  EXPECT_NE(attention(c, Layout{"bshd"}, {1, 2, 3, 4}, {1, 2, 2, 4},
                      {1, 2, 2, 4}, p, p, {}, x, x, x, out)
                .find("not a multiple"),
            std::string::npos);
  EXPECT_NE(attention(c, Layout{"shd"}, {2, 3, 4}, {2, 3, 4}, {2, 3, 4}, p, p,
                      {}, x, x, x, out)
                .find("layout"),
            std::string::npos);
}
