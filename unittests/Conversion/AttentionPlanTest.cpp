//===- AttentionPlanTest.cpp - The CPU attention kernel's cost model ------===//

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include <gtest/gtest.h>

using namespace mlir::rope;

TEST(AttentionPlan, TilesFitTheRegisterFile) {
  AttentionTiling avx2 = planAttentionTiling(256, 128, 128);
  EXPECT_EQ(avx2.lanes, 8);
  EXPECT_EQ(avx2.queryBlock, 16);
  // 4x2 score accumulators + 2 query vectors + 1 broadcast <= 16.
  EXPECT_LE(avx2.keyTile * avx2.queryVectors + avx2.queryVectors + 1, 16);
  EXPECT_LE(avx2.outputRows * avx2.valueVectors + avx2.valueVectors + 1, 16);
  AttentionTiling avx512 = planAttentionTiling(512, 128, 128);
  EXPECT_EQ(avx512.queryBlock, 32);
  EXPECT_LE(avx512.keyTile * avx512.queryVectors + avx512.queryVectors + 1,
            32);
  AttentionTiling sse2 = planAttentionTiling(128, 64, 64);
  EXPECT_EQ(sse2.queryBlock, 8);
  // Row-major score tiles (decode): rowKeyTile x 4 accumulators + the
  // key rows + 4 query vectors.
  EXPECT_LE(avx2.rowKeyTile * 4 + avx2.rowKeyTile + 4, 16);
  EXPECT_LE(avx512.rowKeyTile * 4 + avx512.rowKeyTile + 4, 32);
  // Every key tile lies inside a key block.
  for (const AttentionTiling &t : {avx2, avx512, sse2}) {
    EXPECT_EQ(t.keyBlock % t.keyTile, 0);
    EXPECT_EQ(t.keyBlock % t.rowKeyTile, 0);
  }
}

TEST(AttentionPlan, GroupChunksStayWithinTheStackBudget) {
  for (int64_t d : {64, 128, 256, 512, 1024}) {
    AttentionTiling t = planAttentionTiling(512, d, d);
    int64_t bytes = t.groupHeads * t.queryBlock * (2 * d + t.keyBlock) * 4;
    EXPECT_GE(t.groupHeads, 1);
    EXPECT_LE(t.groupHeads, 8);
    if (t.groupHeads > 1)
      EXPECT_LE(bytes, 192 << 10) << "head dim " << d;
  }
}

TEST(AttentionPlan, KeysVisitedTwiceAreRotatedOnce) {
  // Decode (one query block, one head chunk): once per key anyway.
  EXPECT_EQ(keyVisits(1, 16, 1), 1);
  EXPECT_EQ(chooseKeyRotation(false, keyVisits(1, 16, 1)),
            KeyRotation::PerBlock);
  EXPECT_EQ(chooseKeyRotation(false, keyVisits(16, 16, 1)),
            KeyRotation::PerBlock);
  // A second query block or a second head chunk repeats the rotation.
  EXPECT_EQ(chooseKeyRotation(false, keyVisits(17, 16, 1)), KeyRotation::Once);
  EXPECT_EQ(chooseKeyRotation(false, keyVisits(1, 16, 2)), KeyRotation::Once);
  EXPECT_EQ(chooseKeyRotation(false, keyVisits(2048, 16, 1)),
            KeyRotation::Once);
  // A rotated cache is never rotated.
  EXPECT_EQ(chooseKeyRotation(true, keyVisits(2048, 16, 1)),
            KeyRotation::None);
}

TEST(AttentionPlan, DecodeSplitsTheKeysNotThePrefill) {
  // Prefill: plenty of work items, no split.
  EXPECT_EQ(keySplits(8 * 128, 2048), 1);
  // Decode, 8 kv heads: 8 splits of 512 keys make 64 items.
  EXPECT_EQ(keySplits(8, 4096), 8);
  // Short caches are not cut below kMinKeysPerSplit keys.
  EXPECT_EQ(keySplits(1, 300), 2);
  EXPECT_EQ(keySplits(1, 100), 1);
  EXPECT_EQ(keySplits(1, 0), 1);
  // One item, long cache: kMinWorkItems splits.
  EXPECT_EQ(keySplits(1, 1 << 20), kMinWorkItems);
}
