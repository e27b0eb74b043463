//===- MmaLayoutTest.cpp - ldmatrix addresses give the mma fragments ------===//
//
// The PTX ISA's fragment tables of mma.m16n8k16 and its description of
// ldmatrix x4 (with and without .trans), written out here independently of
// MmaLayout.cpp, applied to the lane addresses MmaLayout.cpp chooses: the
// registers each lane loads must be exactly the fragments the mma reads.
//
//===----------------------------------------------------------------------===//

#include "rope/Conversion/RopeToGPU/MmaLayout.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <array>
#include <set>
#include <utility>

using namespace mlir;
using namespace mlir::rope;

namespace {

using Element = std::pair<int64_t, int64_t>; // (row, column) of a tile
using Register = std::array<Element, 2>;     // two 16-bit halves, low first

/// PTX ISA, ldmatrix .m8n8.x4.b16: lanes 8j .. 8j + 7 give the row
/// addresses of 8x8 matrix j; register j of lane l holds row l / 4,
/// columns 2 (l % 4) and + 1 of it (transposed: rows 2 (l % 4) and + 1 of
/// column l / 4).
Register ldmatrixRegister(AffineMap address, int64_t a, int64_t b,
                          int64_t lane, int64_t matrix, bool transpose) {
  auto at = [&](int64_t row, int64_t column) {
    SmallVector<int64_t, 4> start = address.compose({8 * matrix + row, a, b});
    return Element{start[0], start[1] + column};
  };
  int64_t g = lane / 4, t = lane % 4;
  if (transpose)
    return {at(2 * t, g), at(2 * t + 1, g)};
  return {at(g, 2 * t), at(g, 2 * t + 1)};
}

/// PTX ISA, mma.m16n8k16 A fragment (16x16, row major), register r.
Register aFragment(int64_t lane, int64_t r) {
  int64_t g = lane / 4, t = lane % 4;
  int64_t row = g + 8 * (r % 2), column = 2 * t + 8 * (r / 2);
  return {Element{row, column}, Element{row, column + 1}};
}

/// PTX ISA, mma.m16n8k16 B fragment (16x8, k by n), register r: elements
/// (k, n).
Register bFragment(int64_t lane, int64_t r) {
  int64_t g = lane / 4, t = lane % 4;
  int64_t k = 2 * t + 8 * r;
  return {Element{k, g}, Element{k + 1, g}};
}

/// PTX ISA, mma.m16n8k16 C/D fragment (16x8 f32), element i.
Element cFragment(int64_t lane, int64_t i) {
  int64_t g = lane / 4, t = lane % 4;
  return {g + 8 * (i / 2), 2 * t + i % 2};
}

class MmaLayout : public ::testing::Test {
protected:
  MLIRContext context;
};

TEST_F(MmaLayout, QueryLoadsAreAFragments) {
  AffineMap address = getLdmatrixRowMajorAAddress(&context);
  for (int64_t warp = 0; warp < 4; ++warp)
    for (int64_t kk = 0; kk < 8; ++kk)
      for (int64_t lane = 0; lane < 32; ++lane)
        for (int64_t r = 0; r < 4; ++r) {
          Register loaded = ldmatrixRegister(address, warp, kk, lane, r,
                                             /*transpose=*/false);
          Register want = aFragment(lane, r);
          for (int h = 0; h < 2; ++h)
            EXPECT_EQ(loaded[h], (Element{16 * warp + want[h].first,
                                          16 * kk + want[h].second}))
                << "warp " << warp << " kk " << kk << " lane " << lane
                << " register " << r;
        }
}

/// Checks an ldmatrix.x4 load that gives the B fragments of two n-tiles
/// (registers 0, 1 of n-tile 2 pair, 2, 3 of 2 pair + 1): `at(step, tile,
/// k, n)` is the tile element B[k][n] of n-tile `tile` at k-step `step`.
template <typename ElementOf>
void expectBFragmentPairs(AffineMap address, bool transpose, int64_t steps,
                          int64_t pairs, bool stepFirst, ElementOf at) {
  for (int64_t step = 0; step < steps; ++step)
    for (int64_t pair = 0; pair < pairs; ++pair)
      for (int64_t lane = 0; lane < 32; ++lane)
        for (int64_t r = 0; r < 4; ++r) {
          Register loaded =
              stepFirst
                  ? ldmatrixRegister(address, step, pair, lane, r, transpose)
                  : ldmatrixRegister(address, pair, step, lane, r, transpose);
          Register want = bFragment(lane, r % 2);
          for (int h = 0; h < 2; ++h)
            EXPECT_EQ(loaded[h], at(step, 2 * pair + r / 2, want[h].first,
                                    want[h].second))
                << "step " << step << " pair " << pair << " lane " << lane
                << " register " << r;
        }
}

TEST_F(MmaLayout, KeyLoadsAreBFragmentsOfTwoKeyTiles) {
  // B[k = d][n = key] = K[key][d]; the map takes (lane, jn2, kk).
  expectBFragmentPairs(getLdmatrixKeyBAddress(&context), /*transpose=*/false,
                       /*steps=*/8, /*pairs=*/4, /*stepFirst=*/false,
                       [](int64_t kk, int64_t tile, int64_t k, int64_t n) {
                         return Element{8 * tile + n, 16 * kk + k};
                       });
}

TEST_F(MmaLayout, TransposedValueLoadsAreBFragmentsOfTwoValueTiles) {
  // B[k = key][n = d] = V[key][d]; the map takes (lane, kk, dn2).
  expectBFragmentPairs(getLdmatrixValueBAddress(&context), /*transpose=*/true,
                       /*steps=*/4, /*pairs=*/8, /*stepFirst=*/true,
                       [](int64_t kk, int64_t tile, int64_t k, int64_t n) {
                         return Element{16 * kk + k, 8 * tile + n};
                       });
}

TEST_F(MmaLayout, AccumulatorsCoverTheTileOnce) {
  AffineMap position = getAccumulatorPosition(&context);
  std::set<Element> seen;
  for (int64_t lane = 0; lane < 32; ++lane)
    for (int64_t i = 0; i < 4; ++i) {
      SmallVector<int64_t, 4> at = position.compose({lane, i});
      Element element{at[0], at[1]};
      EXPECT_EQ(element, cFragment(lane, i));
      EXPECT_TRUE(seen.insert(element).second);
    }
  EXPECT_EQ(seen.size(), static_cast<size_t>(kMmaM * kMmaN));
}

TEST_F(MmaLayout, ScoreAccumulatorsAreTheAFragmentsOfP) {
  // Key step kk covers n-tiles 2 kk and 2 kk + 1: key 8 tile + column.
  AffineMap position = getAccumulatorPosition(&context);
  for (int64_t lane = 0; lane < 32; ++lane)
    for (int64_t r = 0; r < 4; ++r) {
      Register want = aFragment(lane, r);
      for (int h = 0; h < 2; ++h) {
        SmallVector<int64_t, 4> at =
            position.compose({lane, kPFromS[r].first + h});
        EXPECT_EQ((Element{at[0], 8 * kPFromS[r].tile + at[1]}), want[h])
            << "lane " << lane << " register " << r;
      }
    }
}

} // namespace
