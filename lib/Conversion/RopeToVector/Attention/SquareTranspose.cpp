//===- SquareTranspose.cpp - A square of vectors transposed by shuffles ---===//

#include "SquareTranspose.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope::detail;

/// The stage of bit `bit` swaps element (i, j) with (i ^ bit, j ^ bit)
/// where bit `bit` of i and j differ, so after the log2(n) stages (i, j)
/// sits at (j, i). Each shuffle of two registers is one AVX-512 permute.
SmallVector<Value>
mlir::rope::detail::transposeSquare(ImplicitLocOpBuilder &b,
                                    SmallVector<Value> rows) {
  const int64_t n = static_cast<int64_t>(rows.size());
  for (int64_t bit = n / 2; bit >= 1; bit /= 2) {
    SmallVector<int64_t> low, high;
    for (int64_t j = 0; j < n; ++j) {
      low.push_back(j & bit ? n + (j ^ bit) : j);
      high.push_back(j & bit ? n + j : j ^ bit);
    }
    for (int64_t i = 0; i < n; ++i) {
      if (i & bit)
        continue;
      Value x = rows[i], y = rows[i | bit];
      rows[i] = vector::ShuffleOp::create(b, x, y, low);
      rows[i | bit] = vector::ShuffleOp::create(b, x, y, high);
    }
  }
  return rows;
}
