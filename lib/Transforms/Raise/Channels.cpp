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

std::optional<LastAxisRange> mlir::rope::raise::lastAxisRange(
    RankedTensorType full, ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
    ArrayRef<int64_t> strides, bool allowStride) {
  int64_t rank = full.getRank();
  if (rank == 0 || static_cast<int64_t>(offsets.size()) != rank ||
      static_cast<int64_t>(sizes.size()) != rank ||
      static_cast<int64_t>(strides.size()) != rank)
    return std::nullopt;
  for (int64_t axis = 0; axis + 1 < rank; ++axis)
    if (strides[axis] != 1 || offsets[axis] != 0 || full.isDynamicDim(axis) ||
        sizes[axis] != full.getDimSize(axis))
      return std::nullopt;
  int64_t offset = offsets.back(), width = sizes.back(),
          stride = strides.back();
  if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(width) ||
      ShapedType::isDynamic(stride) || full.isDynamicDim(rank - 1) ||
      offset < 0 || offset >= full.getDimSize(rank - 1) || width <= 0 ||
      stride < 1 || (stride != 1 && !allowStride))
    return std::nullopt;
  // The last channel read must lie inside the axis.
  if ((width - 1) > (full.getDimSize(rank - 1) - 1 - offset) / stride)
    return std::nullopt;
  return LastAxisRange{offset, width, stride};
}

std::optional<ChannelSlice>
mlir::rope::raise::matchChannelSlice(Value v, bool allowStride) {
  ChannelSlice slice;
  if (std::optional<Value> negated = matchNegation(v)) {
    slice.negated = true;
    v = *negated;
  }
  auto extract = v.getDefiningOp<tensor::ExtractSliceOp>();
  if (!extract ||
      extract.getResultType().getRank() != extract.getSourceType().getRank())
    return std::nullopt;
  auto range = lastAxisRange(
      extract.getSourceType(), extract.getStaticOffsets(),
      extract.getStaticSizes(), extract.getStaticStrides(), allowStride);
  if (!range)
    return std::nullopt;
  slice.offset = range->offset;
  slice.width = range->width;
  slice.stride = range->stride;
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
        !pieces.try_emplace(range->offset, range->width, insert.getSource())
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

std::optional<Value> mlir::rope::raise::matchSplitPairs(Value v) {
  auto expand = v.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand)
    return std::nullopt;
  RankedTensorType source = expand.getSrcType(),
                   result = expand.getResultType();
  int64_t rank = result.getRank();
  if (rank < 2 || source.getRank() != rank - 1 ||
      result.isDynamicDim(rank - 1) || result.isDynamicDim(rank - 2) ||
      source.isDynamicDim(rank - 2) || result.getDimSize(rank - 1) != 2 ||
      result.getShape().drop_back(2) != source.getShape().drop_back() ||
      !isTwice(result.getDimSize(rank - 2), source.getShape().back()))
    return std::nullopt;
  return expand.getSrc();
}

std::optional<Value> mlir::rope::raise::matchMergedPairs(Value v) {
  auto collapse = v.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse)
    return std::nullopt;
  RankedTensorType source = collapse.getSrcType(),
                   result = collapse.getResultType();
  int64_t rank = source.getRank();
  if (rank < 2 || result.getRank() != rank - 1 ||
      source.isDynamicDim(rank - 1) || source.isDynamicDim(rank - 2) ||
      result.isDynamicDim(rank - 2) || source.getDimSize(rank - 1) != 2 ||
      source.getShape().drop_back(2) != result.getShape().drop_back() ||
      !isTwice(source.getDimSize(rank - 2), result.getShape().back()))
    return std::nullopt;
  return collapse.getSrc();
}

std::optional<PairComponent> mlir::rope::raise::matchPairComponent(Value v) {
  auto extract = v.getDefiningOp<tensor::ExtractSliceOp>();
  if (!extract)
    return std::nullopt;
  RankedTensorType pairs = extract.getSourceType();
  int64_t rank = pairs.getRank();
  if (rank < 2 || pairs.isDynamicDim(rank - 1) ||
      pairs.getDimSize(rank - 1) != 2)
    return std::nullopt;
  auto range =
      lastAxisRange(pairs, extract.getStaticOffsets(), extract.getStaticSizes(),
                    extract.getStaticStrides());
  if (!range || range->width != 1)
    return std::nullopt;
  // Kept as a unit axis, or dropped: nothing else may be dropped.
  RankedTensorType result = extract.getResultType();
  if (result.getShape() != pairs.getShape().drop_back() &&
      result.getRank() != rank)
    return std::nullopt;
  return PairComponent{extract.getSource(), range->offset};
}

std::optional<Value> mlir::rope::raise::matchUnitAxisExpansion(Value v) {
  auto expand = v.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand)
    return std::nullopt;
  ArrayRef<int64_t> result = expand.getResultType().getShape();
  if (result.empty() || result.back() != 1 ||
      result.drop_back() != expand.getSrcType().getShape())
    return std::nullopt;
  return expand.getSrc();
}
