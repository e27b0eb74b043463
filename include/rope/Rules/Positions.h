//===- Positions.h - Where each token sits (Semantics §1) -----*- C++ -*-===//

#ifndef ROPE_RULES_POSITIONS_H
#define ROPE_RULES_POSITIONS_H

#include <cstdint>
#include <string>
#include <vector>

namespace rope::rules {

/// Every valid position lies in [0, kPositionLimit) (Semantics §1).
constexpr int64_t kPositionLimit = int64_t(1) << 31;

/// The four ways a call names positions: p = offset + s, with offset static or
/// dynamic (both just a number here), per batch row, or explicit positions of
/// shape [S] or [B, S].
struct Positions {
  enum class Kind { Offset, BatchOffsets, Explicit } kind = Kind::Offset;
  int64_t offset = 0;
  std::vector<int64_t> batchOffsets; // [B]
  std::vector<int64_t> explicitPositions;
  bool explicitPerBatch = false; // explicit shape is [B, S] rather than [S]

  static Positions fromOffset(int64_t offset);
  static Positions fromBatchOffsets(std::vector<int64_t> offsets);
  static Positions fromExplicit(std::vector<int64_t> positions, bool perBatch);

  /// Checks sizes against a call with `batch` rows of `seq` tokens and that
  /// every position lies in [0, 2^31). Returns an error or an empty string.
  std::string check(int64_t batch, int64_t seq) const;
  /// Position of token s of batch row b.
  int64_t at(int64_t b, int64_t s, int64_t seq) const;
  /// S_total of Semantics §2 for batch row b.
  int64_t sequenceTotal(int64_t b, int64_t seq) const;
};

} // namespace rope::rules

#endif // ROPE_RULES_POSITIONS_H
