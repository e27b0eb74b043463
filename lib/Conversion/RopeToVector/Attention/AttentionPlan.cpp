//===- AttentionPlan.cpp - How the CPU attention kernel cuts its work -----===//

#include "rope/Conversion/RopeToVector/AttentionPlan.h"

#include <algorithm>

using namespace mlir::rope;

AttentionTiling mlir::rope::planAttentionTiling(int64_t vectorBits,
                                                int64_t headDim,
                                                int64_t valueDim) {
  AttentionTiling t;
  t.lanes = std::max<int64_t>(vectorBits / 32, 1);
  const bool wideFile = t.wideRegisterFile();
  t.queryVectors = 2;
  t.queryBlock = t.queryVectors * t.lanes;
  // Accumulators + operands must fit the register file: 4x2 + 2 + 1 of 16,
  // 8x2 + 2 + 1 of 32.
  t.keyTile = wideFile ? 8 : 4;
  // 2x4 + 2 + 4 of 16, 4x4 + 4 + 4 of 32.
  t.rowKeyTile = wideFile ? 4 : 2;
  t.outputRows = 4;
  t.valueVectors = wideFile ? 4 : 2;
  // Long rows: fewer keys per block so a block of K and V stays in L2.
  t.keyBlock = headDim + valueDim > 1024 ? 16 : 64;
  // A work item's packed queries, scores and outputs (f32) stay near 192
  // KiB per group head chunk, within L2 and far below a thread's stack.
  const int64_t perHead =
      t.queryBlock * (headDim + valueDim + t.keyBlock) * 4;
  t.groupHeads = std::clamp<int64_t>((192 << 10) / perHead, 1, 8);
  return t;
}

int64_t mlir::rope::attentionStackBytes(const AttentionTiling &t,
                                        int64_t headDim, int64_t valueDim,
                                        bool amx, bool dots) {
  // Rows of a work item: at most groupHeads heads of a whole query block,
  // padded to the row unit.
  auto padded = [&](int64_t n) {
    return (n + t.rowUnit() - 1) / t.rowUnit() * t.rowUnit();
  };
  const int64_t rows = padded(t.groupHeads * t.queryBlock);
  // The FMA kernel's f32 key and value blocks; AMX tiles read bf16 ones.
  const int64_t blocks = amx ? 0 : t.keyBlock * (headDim + valueDim);
  // Items of several kv heads hold at most one vector of rows per head,
  // with the queries of each: transposed, row-major and, for bf16 dot
  // products, rounded to bf16.
  const int64_t headRows = t.kvHeadsPerItem * padded(t.lanes);
  const int64_t floats = headDim * std::max(rows, headRows) // transposed
                         + headRows * headDim               // row-major
                         + t.keyBlock * rows                // scores
                         + blocks               // packed keys, values
                         + 2 * rows + headDim;  // softmax state, a row
  // With bf16 dot products: the key rows and the queries in bf16, P.V's
  // probability pairs (a 32-bit word per row and pair of keys) and the
  // block's value pairs.
  const int64_t dotBytes =
      dots ? (t.keyBlock + std::max(rows, headRows)) * headDim * 2 +
                 t.keyBlock / 2 * rows * 4 + t.keyBlock * valueDim * 2
           : 0;
  if (!amx)
    return floats * 4 + headRows * headDim * 2 + dotBytes;
  // bf16: query pairs and key rows over the head dim padded to 32, P
  // transposed, value pairs.
  const int64_t paddedHead =
      (headDim + kAmxOperandColumns - 1) / kAmxOperandColumns *
      kAmxOperandColumns;
  const int64_t halves = paddedHead * rows + t.keyBlock * paddedHead +
                         rows * t.keyBlock + t.keyBlock * valueDim;
  return floats * 4 + halves * 2;
}
