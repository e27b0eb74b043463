//===- BoundaryMutatorTest.cpp - The fuzzer's boundary-value mutator ------===//

#include "BoundaryMutator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace rope::fuzz;

namespace {

/// The spans findMutableTokens reports, as text.
std::vector<std::string> spans(const std::string &text, TokenKind kind) {
  std::vector<std::string> result;
  for (const Token &token : findMutableTokens(text))
    if (token.kind == kind)
      result.push_back(text.substr(token.begin, token.size));
  return result;
}

bool isBoundary(TokenKind kind, const std::string &value) {
  const std::vector<std::string> &values = boundaryValues(kind);
  return std::find(values.begin(), values.end(), value) != values.end();
}

/// Every text one mutation of `text` gives over `seeds` seeds.
std::set<std::string> mutations(const std::string &text, unsigned seeds) {
  std::set<std::string> results;
  for (unsigned seed = 0; seed < seeds; ++seed) {
    std::string copy = text;
    std::mt19937 rng(seed);
    EXPECT_TRUE(mutateBoundary(copy, rng));
    results.insert(copy);
  }
  return results;
}

} // namespace

TEST(BoundaryMutator, FindsNumbersWithSignAndExponent) {
  std::string text = "static_offset 4096 theta = 5.000000e+05, x = -3, y = 0.5";
  EXPECT_EQ(spans(text, TokenKind::Integer),
            (std::vector<std::string>{"4096", "-3"}));
  EXPECT_EQ(spans(text, TokenKind::Float),
            (std::vector<std::string>{"5.000000e+05", "0.5"}));
}

TEST(BoundaryMutator, FindsDimensionsAndElementTypes) {
  std::string text = "tensor<1x?x32x128xbf16>, tensor<2xi64>, index";
  EXPECT_EQ(spans(text, TokenKind::Dimension),
            (std::vector<std::string>{"1", "?", "32", "128", "2"}));
  EXPECT_EQ(spans(text, TokenKind::ElementType),
            (std::vector<std::string>{"bf16", "i64", "index"}));
  EXPECT_TRUE(spans(text, TokenKind::Integer).empty());
}

TEST(BoundaryMutator, LeavesNamesAlone) {
  std::string text = "%arg0 %c1_i32 @f16 #map0 ^bb1 sm_90 +ptx80 index.add";
  EXPECT_TRUE(findMutableTokens(text).empty());
  std::mt19937 rng(1);
  EXPECT_FALSE(mutateBoundary(text, rng));
  EXPECT_EQ(text, "%arg0 %c1_i32 @f16 #map0 ^bb1 sm_90 +ptx80 index.add");
}

TEST(BoundaryMutator, MinusAfterANameIsNoSign) {
  EXPECT_EQ(spans("(d0) -> (d0-1, -2)", TokenKind::Integer),
            (std::vector<std::string>{"1", "-2"}));
}

TEST(BoundaryMutator, HexadecimalLiteralIsOneFloat) {
  EXPECT_EQ(spans("0x7FF8000000000000 : f64", TokenKind::Float),
            (std::vector<std::string>{"0x7FF8000000000000"}));
}

TEST(BoundaryMutator, ReplacesAWholeNumberWithABoundary) {
  for (const std::string &result : mutations("offset = 5.000000e+05", 200)) {
    const std::string value = result.substr(std::string("offset = ").size());
    EXPECT_TRUE(isBoundary(TokenKind::Float, value) ||
                isBoundary(TokenKind::Integer, value))
        << result;
  }
}

TEST(BoundaryMutator, ReachesEveryBoundaryOfAKind) {
  std::set<std::string> dims = mutations("tensor<8xf32>", 2000);
  for (const std::string &value : boundaryValues(TokenKind::Dimension))
    EXPECT_TRUE(dims.count("tensor<" + value + "xf32>")) << value;
  for (const std::string &type : boundaryValues(TokenKind::ElementType))
    EXPECT_TRUE(dims.count("tensor<8x" + type + ">")) << type;
}

TEST(BoundaryMutator, SameSeedSameMutation) {
  std::string a =
      "rope.apply %x layout \"sd\" static_offset 7 : tensor<4x8xf32>";
  std::string b = a;
  std::mt19937 first(42), second(42);
  ASSERT_TRUE(mutateBoundary(a, first));
  ASSERT_TRUE(mutateBoundary(b, second));
  EXPECT_EQ(a, b);
}
