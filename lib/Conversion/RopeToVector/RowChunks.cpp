//===- RowChunks.cpp - Cutting a head row into vector-sized pieces --------===//

#include "RowChunks.h"

#include "rope/Codegen/Common/RotationTables.h"

#include "llvm/ADT/bit.h"

#include <cassert>

using namespace mlir::rope::detail;

llvm::SmallVector<RowChunk>
mlir::rope::detail::planRowChunks(const ::rope::rules::RopeConfig &config,
                                  int64_t lanes) {
  assert(lanes >= 2 && lanes % 2 == 0 && "lanes must be even");
  const ChannelMap map = buildChannelMap(config);
  const int64_t d = config.headDim;
  const bool half = config.pairing == ::rope::rules::Pairing::Half;
  std::vector<bool> covered(d, false); // v channels taken by a u chunk
  llvm::SmallVector<RowChunk> chunks;
  int64_t c = 0;
  while (c < d) {
    if (covered[c]) {
      ++c;
      continue;
    }
    RowChunk chunk;
    chunk.first = c;
    int64_t end = c;
    if (map.pair[c] < 0) {
      // Powers of two: LLVM's x86 backend cannot legalize loads of odd
      // 16-bit float vectors such as <15 x bfloat>.
      chunk.kind = RowChunk::Kind::PassThrough;
      while (end < d && map.pair[end] < 0 && end - c < lanes)
        ++end;
      end = c + static_cast<int64_t>(llvm::bit_floor(
                    static_cast<uint64_t>(end - c)));
    } else if (half) {
      // Ascending order meets the u channel of a pair before its v channel.
      const int64_t delta = map.partner[c] - c;
      assert(delta > 0 && "half pairs start with their u channel");
      chunk.kind = RowChunk::Kind::HalfPairs;
      chunk.partner = c + delta;
      chunk.firstPair = map.pair[c];
      while (end < d && end - c < lanes && !covered[end] &&
             map.pair[end] == chunk.firstPair + (end - c) &&
             map.partner[end] == end + delta)
        ++end;
      for (int64_t v = c + delta; v < end + delta; ++v)
        covered[v] = true;
    } else {
      chunk.kind = RowChunk::Kind::AdjacentPairs;
      chunk.firstPair = map.pair[c];
      while (end + 1 < d && end - c + 2 <= lanes && map.partner[end] == end + 1 &&
             map.pair[end] == chunk.firstPair + (end - c) / 2)
        end += 2;
      assert(end > c && "interleaved pairs start with their u channel");
    }
    chunk.width = end - c;
    chunks.push_back(chunk);
    c = end;
  }
  return chunks;
}
