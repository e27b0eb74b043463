//===- RowChunks.h - Cutting a head row into vector-sized pieces -*- C++ -*-===//
//
// The CPU kernel rotates each head row piece by piece: a piece is read,
// rotated and written before the next one is read. Keeping loads and stores
// interleaved at register width lets a row stream through the caches (a
// whole-row load followed by a whole-row store runs at two thirds of the
// speed when rotating in place).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ROWCHUNKS_H
#define ROPE_CONVERSION_ROPETOVECTOR_ROWCHUNKS_H

#include "rope/Rules/Config.h"

#include "llvm/ADT/SmallVector.h"

#include <cstdint>

namespace mlir::rope::detail {

/// One piece of a head row.
struct RowChunk {
  enum class Kind {
    /// Channels [first, first + width) are copied unchanged (width a power
    /// of two).
    PassThrough,
    /// Half pairing: channels [first, first + width) are the u channels of
    /// pairs [firstPair, firstPair + width); their v channels start at
    /// `partner`. Both sides are read and written together.
    HalfPairs,
    /// Interleaved pairing: channels [first, first + width) hold width / 2
    /// whole (u, v) pairs, starting with pair `firstPair`.
    AdjacentPairs,
  };
  Kind kind;
  int64_t first = 0;
  int64_t width = 0;
  int64_t partner = 0;
  int64_t firstPair = 0;
};

/// Cuts the rows of `config` into pieces of at most `lanes` channels (per
/// side for half pairs) that cover every channel exactly once.
llvm::SmallVector<RowChunk>
planRowChunks(const ::rope::rules::RopeConfig &config, int64_t lanes);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_ROWCHUNKS_H
