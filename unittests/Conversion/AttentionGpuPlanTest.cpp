//===- AttentionGpuPlanTest.cpp - The tensor-core attention's work split --===//

#include "rope/Conversion/RopeToGPU/AttentionGpuPlan.h"
#include "rope/Rules/GpuAttentionSplits.h"

#include <gtest/gtest.h>

using namespace mlir::rope;

namespace {

GpuAttentionShape shape(int64_t queryHeads, int64_t kvHeads, int64_t headDim,
                        int64_t valueDim) {
  GpuAttentionShape s;
  s.queryHeads = queryHeads;
  s.kvHeads = kvHeads;
  s.queryLength = 4096;
  s.keyLength = 4096;
  s.headDim = headDim;
  s.valueDim = valueDim;
  return s;
}

TEST(AttentionGpuPlan, PaddedTilesAndQueryInTheSecondValueBuffer) {
  std::string error;
  auto plan = planGpuAttention(shape(32, 8, 128, 128), {}, error);
  ASSERT_TRUE(succeeded(plan)) << error;
  EXPECT_EQ(plan->keyPitch, 136);
  EXPECT_EQ(plan->keyTileBytes, 64 * 136 * 2);
  EXPECT_EQ(plan->keyOffsets[1], plan->keyTileBytes);
  EXPECT_EQ(plan->valueOffsets[0], 2 * plan->keyTileBytes);
  EXPECT_EQ(plan->queryOffset, plan->valueOffsets[1]);
  EXPECT_EQ(plan->sharedBytes, 69632);
  // 16-byte alignment of every tile and row (cp.async, ldmatrix).
  for (int64_t offset : {plan->keyOffsets[1], plan->valueOffsets[0],
                         plan->valueOffsets[1], plan->queryOffset})
    EXPECT_EQ(offset % 16, 0);
  EXPECT_EQ(plan->keyPitch * 2 % 16, 0);
}

TEST(AttentionGpuPlan, WiderQueriesGetTheirOwnTile) {
  std::string error;
  auto plan = planGpuAttention(shape(8, 8, 128, 64), {}, error);
  ASSERT_TRUE(succeeded(plan)) << error;
  EXPECT_EQ(plan->queryOffset, 2 * plan->keyTileBytes +
                                   2 * plan->valueTileBytes);
  EXPECT_EQ(plan->sharedBytes, plan->queryOffset + plan->queryTileBytes);
}

TEST(AttentionGpuPlan, HeadsOfAGroupShareTheBlockInWholeWarps) {
  std::string error;
  struct Case {
    int64_t queryHeads, kvHeads, heads;
  };
  for (Case c : {Case{32, 8, 4}, Case{64, 8, 4}, Case{12, 2, 2},
                 Case{12, 4, 1}, Case{8, 8, 1}}) {
    auto plan = planGpuAttention(shape(c.queryHeads, c.kvHeads, 64, 64), {},
                                 error);
    ASSERT_TRUE(succeeded(plan)) << error;
    EXPECT_EQ(plan->headsPerBlock, c.heads)
        << c.queryHeads << " / " << c.kvHeads;
    EXPECT_EQ(plan->headsPerBlock * plan->positionsPerBlock, plan->blockRows);
    EXPECT_EQ(plan->positionsPerBlock % 16, 0);
  }
}

TEST(AttentionGpuPlan, RefusesWhatTensorCoresCannotTake) {
  std::string error;
  GpuAttentionShape f32 = shape(8, 8, 128, 128);
  f32.elementBytes = 4;
  EXPECT_TRUE(failed(planGpuAttention(f32, {}, error)));
  EXPECT_NE(error.find("bf16 or f16"), std::string::npos) << error;
  EXPECT_TRUE(failed(planGpuAttention(shape(8, 8, 72, 72), {}, error)));
  EXPECT_NE(error.find("multiple of 16"), std::string::npos) << error;
  EXPECT_NE(error.find("72"), std::string::npos) << error;
  EXPECT_TRUE(failed(planGpuAttention(shape(8, 8, 512, 512), {}, error)));
  EXPECT_TRUE(failed(planGpuAttention(shape(8, 3, 64, 64), {}, error)));
  EXPECT_NE(error.find("multiple of the kv heads"), std::string::npos);
  GpuAttentionTarget small;
  small.maxSharedBytes = 48 * 1024;
  EXPECT_TRUE(failed(planGpuAttention(shape(8, 8, 128, 128), small, error)));
  EXPECT_NE(error.find("69632"), std::string::npos) << error;
  // D = 256 reads Q from its own tile per key tile (its fragments would
  // not fit the registers): 5 tiles of 64 x 264, beyond sm_80's 163 KiB,
  // within sm_90's 227 KiB.
  GpuAttentionTarget sm80;
  sm80.maxSharedBytes = 163 * 1024;
  EXPECT_TRUE(failed(planGpuAttention(shape(8, 8, 256, 256), sm80, error)));
  EXPECT_NE(error.find("168960"), std::string::npos) << error;
  auto wide = planGpuAttention(shape(8, 8, 256, 256), {}, error);
  ASSERT_TRUE(succeeded(wide)) << error;
  EXPECT_FALSE(wide->queryInRegisters);
  EXPECT_EQ(wide->queryOffset, 4 * wide->keyTileBytes);
}

TEST(AttentionGpuPlan, DecodeSplitsTheKeysToFillTheChip) {
  std::string error;
  auto plan = planGpuAttention(shape(32, 8, 128, 128), {}, error);
  ASSERT_TRUE(succeeded(plan)) << error;
  // The grid the lowering and the harness hand the split rule.
  rope::rules::GpuAttentionGrid grid;
  grid.positionsPerBlock = plan->positionsPerBlock;
  grid.kvHeads = 8;
  grid.headBlocks = 4 / plan->headsPerBlock;
  grid.minKeysPerSplit = plan->minKeysPerSplit;
  auto splits = [&](int64_t batch, int64_t qSeq, int64_t kSeq) {
    return rope::rules::gpuAttentionKeySplits(grid, batch, qSeq, kSeq, 132);
  };
  // One query, 8 kv heads: 8 blocks on 132 multiprocessors.
  EXPECT_EQ(splits(1, 1, 16384), 33);
  // Short caches keep 256 keys per split.
  EXPECT_EQ(splits(1, 1, 1024), 4);
  EXPECT_EQ(splits(1, 1, 100), 1);
  // Prefill already fills the chip; empty or overflowing launches take 1.
  EXPECT_EQ(splits(1, 4096, 4096), 1);
  EXPECT_EQ(splits(1, 1, 0), 1);
  EXPECT_EQ(splits(int64_t(1) << 62, 1, 4096), 1);
}

} // namespace
