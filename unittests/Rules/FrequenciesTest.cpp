//===- FrequenciesTest.cpp - Hand-checked values of Semantics §2 --------===//
//
// Expected numbers were worked out independently from the formulas of dialect/docs/Semantics.md.
//
//===----------------------------------------------------------------------===//

#include "rope/Rules/Frequencies.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace rope::rules;

namespace {
RopeConfig config(int64_t rotaryDim, double theta, Scaling scaling = {}) {
  RopeConfig c;
  c.headDim = rotaryDim;
  c.rotaryDim = rotaryDim;
  c.theta = theta;
  c.scaling = std::move(scaling);
  return c;
}

Scaling withKind(ScalingKind kind) {
  Scaling s;
  s.kind = kind;
  return s;
}

// Relative comparison for values spanning many orders of magnitude.
void expectRel(double expected, double actual, double tol = 1e-13) {
  EXPECT_NEAR(expected, actual, tol * std::abs(expected))
      << "expected " << expected << " got " << actual;
}
} // namespace

TEST(Frequencies, DefaultSchedule) {
  Frequencies f = computeFrequencies(config(4, 10000.0), 0);
  ASSERT_EQ(f.invFreq.size(), 2u);
  expectRel(1.0, f.invFreq[0]);
  expectRel(0.01, f.invFreq[1]);
  EXPECT_EQ(f.attentionFactor, 1.0);
}

TEST(Frequencies, LinearDividesByFactor) {
  Scaling s = withKind(ScalingKind::Linear);
  s.factor = 4.0;
  Frequencies f = computeFrequencies(config(4, 10000.0, s), 0);
  expectRel(0.25, f.invFreq[0]);
  expectRel(0.0025, f.invFreq[1]);
}

TEST(Frequencies, NtkChangesTheBase) {
  // theta' = 10000 * 2^(4/2) = 40000, f_1 = 40000^-0.5 = 0.005.
  Scaling s = withKind(ScalingKind::Ntk);
  s.alpha = 2.0;
  Frequencies f = computeFrequencies(config(4, 10000.0, s), 0);
  expectRel(1.0, f.invFreq[0]);
  expectRel(0.005, f.invFreq[1]);
}

TEST(Frequencies, DynamicFollowsSequenceLength) {
  Scaling s = withKind(ScalingKind::Dynamic);
  s.factor = 2.0;
  s.originalMax = 4096;
  // Below original_max: L = 4096, base = 1, default schedule.
  expectRel(0.01, computeFrequencies(config(4, 10000.0, s), 100).invFreq[1]);
  // L = 8192: base = 2*2 - 1 = 3, theta' = 90000, f_1 = 1/300.
  expectRel(1.0 / 300.0,
            computeFrequencies(config(4, 10000.0, s), 8192).invFreq[1]);
}

TEST(Frequencies, Llama31) {
  Scaling s = withKind(ScalingKind::Llama3);
  s.factor = 8.0;
  s.lowFreqFactor = 1.0;
  s.highFreqFactor = 4.0;
  s.originalMax = 8192;
  Frequencies f = computeFrequencies(config(128, 500000.0, s), 0);
  ASSERT_EQ(f.invFreq.size(), 64u);
  expectRel(1.0, f.invFreq[0]);                    // short wavelength: kept
  expectRel(0.016560440080994446, f.invFreq[20]);  // kept
  expectRel(0.0013718935677611381, f.invFreq[30]); // smooth band
  expectRel(0.00031269375038406517, f.invFreq[33]); // smooth band
  expectRel(3.428102195952591e-05, f.invFreq[40]); // long: divided by 8
  expectRel(3.068925988914511e-07, f.invFreq[63]);
  EXPECT_EQ(f.attentionFactor, 1.0);
}

TEST(Frequencies, YarnTruncated) {
  Scaling s = withKind(ScalingKind::Yarn);
  s.factor = 4.0;
  s.originalMax = 4096;
  Frequencies f = computeFrequencies(config(128, 10000.0, s), 0);
  // low = floor(20.94) = 20, high = ceil(45.03) = 46.
  expectRel(0.23713737056616552, f.invFreq[10]);   // extrapolated
  expectRel(0.009488517882700576, f.invFreq[30]);  // ramp 10/26
  expectRel(0.00018747355233311396, f.invFreq[50]); // interpolated
  expectRel(1.138629436111989, f.attentionFactor); // 0.1 ln 4 + 1
}

TEST(Frequencies, YarnWithoutTruncation) {
  Scaling s = withKind(ScalingKind::Yarn);
  s.factor = 4.0;
  s.originalMax = 4096;
  s.truncate = false;
  Frequencies f = computeFrequencies(config(128, 10000.0, s), 0);
  expectRel(0.009574461236755236, f.invFreq[30]); // ramp over [20.94, 45.03]
}

TEST(Frequencies, YarnMscaleRatio) {
  Scaling s = withKind(ScalingKind::Yarn);
  s.factor = 40.0;
  s.originalMax = 4096;
  s.mscale = 1.0;
  s.mscaleAllDim = 0.5;
  // (0.1 ln 40 + 1) / (0.05 ln 40 + 1)
  expectRel(1.1557219901962608,
            computeFrequencies(config(64, 10000.0, s), 0).attentionFactor);
  s.mscaleAllDim = 1.0;
  EXPECT_EQ(computeFrequencies(config(64, 10000.0, s), 0).attentionFactor, 1.0);
  s.attentionFactor = 0.75; // explicit value wins
  EXPECT_EQ(computeFrequencies(config(64, 10000.0, s), 0).attentionFactor, 0.75);
}

TEST(Frequencies, LongRopeShortVersusLong) {
  Scaling s = withKind(ScalingKind::LongRope);
  s.shortFactor = {1.0, 2.0};
  s.longFactor = {4.0, 8.0};
  s.originalMax = 4096;
  s.factor = 16.0;
  Frequencies shortF = computeFrequencies(config(4, 10000.0, s), 4096);
  expectRel(1.0, shortF.invFreq[0]);
  expectRel(0.005, shortF.invFreq[1]); // 1 / (2 * 100)
  Frequencies longF = computeFrequencies(config(4, 10000.0, s), 4097);
  expectRel(0.25, longF.invFreq[0]);
  expectRel(0.00125, longF.invFreq[1]); // 1 / (8 * 100)
  expectRel(1.1547005383792517, longF.attentionFactor); // sqrt(1 + 4/12)
  s.factor = 1.0;
  EXPECT_EQ(computeFrequencies(config(4, 10000.0, s), 0).attentionFactor, 1.0);
}

TEST(Frequencies, CustomIsTakenAsGiven) {
  Scaling s = withKind(ScalingKind::Custom);
  s.freqs = {0.5, 0.25};
  s.attentionFactor = 2.0;
  Frequencies f = computeFrequencies(config(4, 10000.0, s), 0);
  EXPECT_EQ(f.invFreq, s.freqs);
  EXPECT_EQ(f.attentionFactor, 2.0);
}

TEST(Frequencies, ProportionalUsesHeadDim) {
  RopeConfig c = config(4, 10000.0);
  c.headDim = 8;
  c.partial = PartialMode::Proportional;
  Frequencies f = computeFrequencies(c, 0);
  ASSERT_EQ(f.invFreq.size(), 2u);
  expectRel(0.1, f.invFreq[1]); // 10000^(-2/8)
}

TEST(Config, RejectsBadInput) {
  RopeConfig c = config(6, 10000.0);
  c.rotaryDim = 5;
  EXPECT_NE(checkConfig(c).find("even"), std::string::npos);
  c.rotaryDim = 8;
  EXPECT_NE(checkConfig(c).find("exceeds"), std::string::npos);
  c = config(4, -1.0);
  EXPECT_NE(checkConfig(c).find("theta"), std::string::npos);
  c = config(4, INFINITY);
  EXPECT_NE(checkConfig(c).find("theta"), std::string::npos);
  Scaling s = withKind(ScalingKind::Linear);
  s.factor = NAN;
  EXPECT_NE(checkScaling(s).find("factor"), std::string::npos);
  s = withKind(ScalingKind::Yarn);
  s.factor = 4.0;
  EXPECT_NE(checkScaling(s).find("original_max"), std::string::npos);
  s = withKind(ScalingKind::Custom);
  s.freqs = {1.0};
  EXPECT_NE(checkConfig(config(8, 10000.0, s)).find("freqs has 1 entries"),
            std::string::npos);
  c = config(8, 10000.0);
  c.rotaryDim = 4;
  c.partial = PartialMode::Offset;
  c.rotaryOffset = 6;
  EXPECT_NE(checkConfig(c).find("does not fit"), std::string::npos);
  EXPECT_EQ(parseScalingKind("yarn2"), std::nullopt);
}
