//===- AttentionPlanTest.cpp - The CPU attention kernel's cost model ------===//

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace mlir::rope;

TEST(AttentionPlan, TilesFitTheRegisterFile) {
  AttentionTiling avx2 = planAttentionTiling(256, 128, 128);
  EXPECT_EQ(avx2.lanes, 8);
  EXPECT_EQ(avx2.queryBlock, 16);
  // 6x2 score accumulators + 2 query vectors + 1 broadcast <= 16, and
  // 4x3 of P.V + 3 value vectors + 1 broadcast: 12 accumulators each.
  EXPECT_LE(avx2.keyTile * avx2.queryVectors + avx2.queryVectors + 1, 16);
  EXPECT_LE(avx2.outputRows * avx2.valueVectors + avx2.valueVectors + 1, 16);
  EXPECT_EQ(avx2.keyTile * avx2.queryVectors, 12);
  EXPECT_EQ(avx2.outputRows * avx2.valueVectors, 12);
  // Decode keeps 4 x 2 tiles and blocks of 64 keys with 16 registers.
  AttentionTiling avx2Decode = planAttentionTiling(256, 128, 128, true);
  EXPECT_EQ(avx2Decode.keyTile, 4);
  EXPECT_EQ(avx2Decode.valueVectors, 2);
  EXPECT_EQ(avx2Decode.keyBlock, 64);
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
  // Every score tile (the last vector of rows takes keyTile x
  // queryVectors keys) lies inside a key block, for short and long rows.
  for (int64_t bits : {128, 256, 512})
    for (int64_t d : {64, 128, 1024})
      for (bool fewRows : {false, true}) {
        AttentionTiling t = planAttentionTiling(bits, d, d, fewRows);
        EXPECT_EQ(t.keyBlock % (t.keyTile * t.queryVectors), 0);
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

// The rules as rope-configure-cpu-kernels evaluates them (the lowering
// evaluates the same templates on index values).
bool rotatesOnce(int64_t querySeq, int64_t queryHeads, int64_t kvHeads) {
  StaticArithmetic a;
  return planCallWork(a, planAttentionTiling(256, 128, 128), 1, querySeq,
                      queryHeads, kvHeads)
      .rotateOnce;
}

int64_t splitsOf(int64_t batch, int64_t querySeq, int64_t kvHeads,
                 int64_t keySeq, int64_t kvHeadsPerItem = 1) {
  StaticArithmetic a;
  AttentionTiling t = planAttentionTiling(256, 128, 128);
  t.kvHeadsPerItem = kvHeadsPerItem;
  CallWork<int64_t, bool> work =
      planCallWork(a, t, batch, querySeq, 4 * kvHeads, kvHeads);
  return splitKeys(a, t, keySeq, chooseKeySplits(a, work.workItems, keySeq))
      .splits;
}

TEST(AttentionPlan, KeysVisitedTwiceAreRotatedOnce) {
  // Decode and one query block of GQA 4 (one head chunk): one visit.
  EXPECT_FALSE(rotatesOnce(1, 32, 8));
  EXPECT_FALSE(rotatesOnce(16, 32, 8));
  // A second query block or a second head chunk (GQA 16 > 8 heads per
  // item) repeats the rotation.
  EXPECT_TRUE(rotatesOnce(17, 32, 8));
  EXPECT_TRUE(rotatesOnce(1, 32, 2));
  EXPECT_TRUE(rotatesOnce(2048, 32, 8));
}

TEST(AttentionPlan, DecodeSplitsTheKeysNotThePrefill) {
  // Prefill: plenty of work items, no split.
  EXPECT_EQ(splitsOf(1, 2048, 8, 2048), 1);
  // Decode, 8 kv heads: 8 splits of 512 keys make 64 items.
  EXPECT_EQ(splitsOf(1, 1, 8, 4096), 8);
  // The same kv heads in one item: the splits alone make the items, as
  // many as kMinKeysPerSplit allows.
  EXPECT_EQ(splitsOf(1, 1, 8, 4096, 8), 8);
  EXPECT_EQ(splitsOf(1, 1, 8, 16384, 8), 32);
  EXPECT_EQ(splitsOf(1, 1, 8, 1 << 20, 8), kMinWorkItems);
  // Short caches are not cut below kMinKeysPerSplit keys, and splits are
  // whole key blocks: 600 keys in 2 wanted splits are 320 + 280.
  EXPECT_EQ(splitsOf(1, 1, 1, 600), 2);
  EXPECT_EQ(splitsOf(1, 1, 1, 500), 1);
  EXPECT_EQ(splitsOf(1, 1, 1, 100), 1);
  EXPECT_EQ(splitsOf(1, 1, 1, 0), 1);
  // One item, long cache: kMinWorkItems splits.
  EXPECT_EQ(splitsOf(1, 1, 1, 1 << 20), kMinWorkItems);
}

TEST(AttentionPlan, ItemsOfFewRowsTakeSeveralKvHeads) {
  // AVX-512: 16 lanes, query blocks of 32.
  StaticArithmetic a;
  AttentionTiling t = planAttentionTiling(512, 128, 128);
  t.kvHeadsPerItem = kMaxKvHeadsPerItem;
  auto work = [&](int64_t querySeq, int64_t queryHeads, int64_t kvHeads) {
    return planCallWork(a, t, 2, querySeq, queryHeads, kvHeads);
  };
  // Decode, GQA 4: 4 rows per kv head, all 8 kv heads in one item.
  CallWork<int64_t, bool> decode = work(1, 32, 8);
  EXPECT_EQ(decode.kvHeadsPerItem, 8);
  EXPECT_EQ(decode.workItems, 2);
  EXPECT_EQ(decode.parts, 16);
  // 12 kv heads: items of 8 and 4.
  EXPECT_EQ(work(1, 48, 12).kvHeadGroups, 2);
  // 4 queries of 4 heads fill one vector; 5 do not.
  EXPECT_EQ(work(4, 32, 8).kvHeadsPerItem, 8);
  EXPECT_EQ(work(5, 32, 8).kvHeadsPerItem, 1);
  // Prefill: one kv head per item.
  CallWork<int64_t, bool> prefill = work(2048, 32, 8);
  EXPECT_EQ(prefill.kvHeadsPerItem, 1);
  EXPECT_EQ(prefill.workItems, prefill.parts);
  // A plan without them keeps one.
  t.kvHeadsPerItem = 1;
  EXPECT_EQ(work(1, 32, 8).kvHeadsPerItem, 1);
}

TEST(AttentionPlan, DecodeItemsTakeTheWholeGroup) {
  // AVX-512, D = 128: the prefill tiling shares an item among 4 heads.
  StaticArithmetic a;
  AttentionTiling t = planAttentionTiling(512, 128, 128);
  ASSERT_EQ(t.groupHeads, 4);
  auto work = [&](int64_t querySeq, int64_t queryHeads, int64_t kvHeads) {
    return planCallWork(a, t, 1, querySeq, queryHeads, kvHeads);
  };
  // GQA 8 decode: 8 rows, one vector: one chunk reads K and V once.
  EXPECT_EQ(work(1, 64, 8).groupHeads, 8);
  EXPECT_EQ(work(1, 64, 8).groupChunks, 1);
  // Two queries of GQA 6 are 12 rows; three of GQA 8 (24) are not one
  // vector, nor is GQA 32 decode: the tiling's 4.
  EXPECT_EQ(work(2, 48, 8).groupHeads, 6);
  EXPECT_EQ(work(3, 64, 8).groupHeads, 4);
  EXPECT_EQ(work(1, 256, 8).groupHeads, 4);
  EXPECT_EQ(work(2048, 64, 8).groupHeads, 4);
  // The whole group's rows stay within the tile's bound of group_heads
  // query blocks, for every tiling.
  for (int64_t bits : {128, 256, 512})
    for (int64_t d : {64, 128, 256, 1024}) {
      AttentionTiling u = planAttentionTiling(bits, d, d);
      for (int64_t querySeq : {1, 2, 3, 8})
        for (int64_t group = 1; group <= 32; ++group) {
          CallWork<int64_t, bool> w =
              planCallWork(a, u, 1, querySeq, group * 2, 2);
          EXPECT_LE(w.groupHeads * std::min(querySeq, u.queryBlock),
                    std::max(u.groupHeads * u.queryBlock, u.lanes));
        }
    }
}

TEST(AttentionPlan, StoredSplitsGiveBackTheSameKeyRanges) {
  // The plan stores the splits that result; the lowering derives the
  // ranges from them again and must find the same ones.
  StaticArithmetic a;
  AttentionTiling t = planAttentionTiling(512, 128, 128);
  for (int64_t keySeq : {1, 63, 64, 65, 300, 1000, 4096, 5000, 16384, 100003})
    for (int64_t wanted : {1, 2, 3, 7, 8, 64}) {
      KeyRanges<int64_t> ranges = splitKeys(a, t, keySeq, wanted);
      KeyRanges<int64_t> again = splitKeys(a, t, keySeq, ranges.splits);
      EXPECT_EQ(again.keysPerSplit, ranges.keysPerSplit)
          << keySeq << " keys, " << wanted << " splits wanted";
      EXPECT_EQ(again.splits, ranges.splits);
    }
}
