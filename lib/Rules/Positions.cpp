//===- Positions.cpp - Token positions of Semantics §1 ------------------===//

#include "rope/Rules/Positions.h"

#include "rope/Rules/CheckedMath.h"

#include <algorithm>

namespace rope::rules {

namespace {
std::string outOfRange(int64_t p) {
  return "position " + std::to_string(p) + " is outside [0, 2^31)";
}
} // namespace

Positions Positions::fromOffset(int64_t offset) {
  Positions p;
  p.offset = offset;
  return p;
}

Positions Positions::fromBatchOffsets(std::vector<int64_t> offsets) {
  Positions p;
  p.kind = Kind::BatchOffsets;
  p.batchOffsets = std::move(offsets);
  return p;
}

Positions Positions::fromExplicit(std::vector<int64_t> positions,
                                  bool perBatch) {
  Positions p;
  p.kind = Kind::Explicit;
  p.explicitPositions = std::move(positions);
  p.explicitPerBatch = perBatch;
  return p;
}

std::string Positions::check(int64_t batch, int64_t seq) const {
  auto checkOffset = [&](int64_t offset) -> std::string {
    if (rangeFits(offset, seq, kPositionLimit))
      return "";
    if (offset < 0)
      return outOfRange(offset);
    std::optional<int64_t> last = checkedAdd(offset, seq - 1);
    return last ? outOfRange(*last)
                : "positions from " + std::to_string(offset) + " over " +
                      std::to_string(seq) + " tokens pass 2^63";
  };
  switch (kind) {
  case Kind::Offset:
    return checkOffset(offset);
  case Kind::BatchOffsets:
    if (static_cast<int64_t>(batchOffsets.size()) != batch)
      return "per-batch offsets have " + std::to_string(batchOffsets.size()) +
             " entries but the batch has " + std::to_string(batch) + " rows";
    for (int64_t o : batchOffsets)
      if (std::string e = checkOffset(o); !e.empty())
        return e;
    return "";
  case Kind::Explicit: {
    std::optional<int64_t> expected =
        explicitPerBatch ? checkedProduct({batch, seq}) : seq;
    if (!expected || static_cast<int64_t>(explicitPositions.size()) != *expected)
      return "positions have " + std::to_string(explicitPositions.size()) +
             " entries but " +
             (expected ? std::to_string(*expected) : std::string("B*S")) +
             " are needed";
    for (int64_t p : explicitPositions)
      if (p < 0 || p >= kPositionLimit)
        return outOfRange(p);
    return "";
  }
  }
  return "unknown position kind";
}

int64_t Positions::at(int64_t b, int64_t s, int64_t seq) const {
  switch (kind) {
  case Kind::Offset:
    return offset + s;
  case Kind::BatchOffsets:
    return batchOffsets[b] + s;
  case Kind::Explicit:
    return explicitPositions[explicitPerBatch ? b * seq + s : s];
  }
  return 0;
}

int64_t Positions::sequenceTotal(int64_t b, int64_t seq) const {
  switch (kind) {
  case Kind::Offset:
    return offset + seq;
  case Kind::BatchOffsets:
    return batchOffsets[b] + seq;
  case Kind::Explicit: {
    auto begin = explicitPositions.begin() + (explicitPerBatch ? b * seq : 0);
    if (seq == 0)
      return 0;
    return *std::max_element(begin, begin + seq) + 1;
  }
  }
  return 0;
}

} // namespace rope::rules
