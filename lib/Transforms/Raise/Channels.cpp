//===- Channels.cpp - Slicing and joining the head dim --------------------===//

#include "Channels.h"
#include "Elementwise.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <map>

using namespace mlir;
using namespace mlir::rope::raise;

std::optional<int64_t> mlir::rope::raise::lastExtent(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() == 0 || type.isDynamicDim(type.getRank() - 1))
    return std::nullopt;
  return type.getShape().back();
}

namespace {

/// Offset and width along the last axis when `offsets`, `sizes`, `strides`
/// cover the whole of `full` except a unit-stride range of the last axis.
std::optional<std::pair<int64_t, int64_t>>
lastAxisRange(RankedTensorType full, ArrayRef<int64_t> offsets,
              ArrayRef<int64_t> sizes, ArrayRef<int64_t> strides) {
  int64_t rank = full.getRank();
  if (rank == 0 || static_cast<int64_t>(offsets.size()) != rank ||
      static_cast<int64_t>(sizes.size()) != rank)
    return std::nullopt;
  for (int64_t axis = 0; axis < rank; ++axis) {
    if (strides[axis] != 1)
      return std::nullopt;
    if (axis == rank - 1)
      break;
    if (offsets[axis] != 0 || full.isDynamicDim(axis) ||
        sizes[axis] != full.getDimSize(axis))
      return std::nullopt;
  }
  int64_t offset = offsets.back(), width = sizes.back();
  if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(width) ||
      full.isDynamicDim(rank - 1) || offset < 0 || width <= 0 ||
      width > full.getDimSize(rank - 1) - offset)
    return std::nullopt;
  return std::pair{offset, width};
}

} // namespace

std::optional<ChannelSlice> mlir::rope::raise::matchChannelSlice(Value v) {
  ChannelSlice slice;
  if (std::optional<Value> negated = matchNegation(v)) {
    slice.negated = true;
    v = *negated;
  }
  auto extract = v.getDefiningOp<tensor::ExtractSliceOp>();
  if (!extract ||
      extract.getResultType().getRank() != extract.getSourceType().getRank())
    return std::nullopt;
  auto range =
      lastAxisRange(extract.getSourceType(), extract.getStaticOffsets(),
                    extract.getStaticSizes(), extract.getStaticStrides());
  if (!range)
    return std::nullopt;
  std::tie(slice.offset, slice.width) = *range;
  slice.source = extract.getSource();
  if (std::optional<Value> negated = matchNegation(slice.source)) {
    slice.negated = !slice.negated;
    slice.source = *negated;
  }
  return slice;
}

std::optional<SmallVector<Value>> mlir::rope::raise::matchChannelJoin(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() == 0)
    return std::nullopt;
  int64_t last = type.getRank() - 1;
  if (auto concat = v.getDefiningOp<tensor::ConcatOp>()) {
    if (static_cast<int64_t>(concat.getDim()) != last)
      return std::nullopt;
    return SmallVector<Value>(concat.getInputs());
  }
  // insert_slice ops, each writing a channel range, down to a tensor.empty.
  std::map<int64_t, std::pair<int64_t, Value>> pieces;
  while (auto insert = v.getDefiningOp<tensor::InsertSliceOp>()) {
    if (insert.getSourceType().getRank() != type.getRank())
      return std::nullopt;
    auto range =
        lastAxisRange(insert.getDestType(), insert.getStaticOffsets(),
                      insert.getStaticSizes(), insert.getStaticStrides());
    // An earlier insert into the same channels was overwritten: no join.
    if (!range ||
        !pieces.try_emplace(range->first, range->second, insert.getSource())
             .second)
      return std::nullopt;
    v = insert.getDest();
  }
  if (!v.getDefiningOp<tensor::EmptyOp>() || pieces.empty())
    return std::nullopt;
  SmallVector<Value> ordered;
  int64_t next = 0;
  for (auto &[offset, piece] : pieces) {
    if (offset != next)
      return std::nullopt;
    next += piece.first;
    ordered.push_back(piece.second);
  }
  if (type.isDynamicDim(last) || next != type.getDimSize(last))
    return std::nullopt;
  return ordered;
}
