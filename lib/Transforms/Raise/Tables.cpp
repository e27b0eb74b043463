//===- Tables.cpp - cos/sin operands of decomposed RoPE -------------------===//

#include "Tables.h"
#include "Channels.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope::raise;

std::optional<TableView> mlir::rope::raise::matchTable(const AxisMapped &traced,
                                                       Value rotated) {
  auto type = dyn_cast<RankedTensorType>(rotated.getType());
  if (!type)
    return std::nullopt;
  return matchTable(traced, type);
}

std::optional<TableView> mlir::rope::raise::matchTable(const AxisMapped &traced,
                                                       RankedTensorType type) {
  auto table = dyn_cast<RankedTensorType>(traced.value.getType());
  std::optional<int64_t> width;
  if (type.getRank() > 0 && !type.isDynamicDim(type.getRank() - 1))
    width = type.getShape().back();
  if (!table || !width || !table.hasStaticShape() || table.getRank() < 2 ||
      static_cast<int64_t>(traced.axisOf.size()) != type.getRank())
    return std::nullopt;
  int64_t last = type.getRank() - 1;
  TableView view;
  view.source = traced.value;
  view.columnAxis = traced.axisOf[last];
  // One column per channel: the decomposed form multiplies channel j by
  // column j, which is rope.apply_table's W = R convention.
  if (view.columnAxis < 0 || table.getDimSize(view.columnAxis) != *width)
    return std::nullopt;

  // The row axis is the one non-unit table axis besides the columns.
  SmallVector<int64_t> wide;
  for (int64_t axis = 0; axis < last; ++axis)
    if (traced.axisOf[axis] >= 0 && table.getDimSize(traced.axisOf[axis]) != 1)
      wide.push_back(axis);
  if (wide.size() > 1)
    return std::nullopt;
  if (wide.size() == 1) {
    view.seqAxis = wide.front();
    view.rowAxis = traced.axisOf[view.seqAxis];
  } else {
    // A single row (one token, as in decoding): any unit axis of the
    // rotated tensor may carry the tokens; take the innermost.
    view.seqAxis = -1;
    for (int64_t axis = last - 1; axis >= 0 && view.seqAxis < 0; --axis)
      if (type.getDimSize(axis) == 1)
        view.seqAxis = axis;
    if (view.seqAxis < 0 || view.columnAxis == 0)
      return std::nullopt;
    view.rowAxis = view.columnAxis - 1;
  }
  // Rows before columns, so one collapse gives [rows, W].
  if (view.rowAxis >= view.columnAxis)
    return std::nullopt;
  for (int64_t axis = 0; axis < table.getRank(); ++axis)
    if (axis != view.rowAxis && axis != view.columnAxis &&
        table.getDimSize(axis) != 1)
      return std::nullopt;
  return view;
}

std::string mlir::rope::raise::layoutFor(int64_t rank, int64_t seqAxis) {
  if (rank < 2 || rank > 4 || seqAxis < 0 || seqAxis >= rank - 1)
    return "";
  std::string axes(rank, 'd');
  axes[seqAxis] = 's';
  // A lone axis after the tokens is the heads; otherwise batch comes first.
  StringRef others = (rank == 3 && seqAxis == 0) ? "h" : "bh";
  size_t next = 0;
  for (int64_t axis = 0; axis < rank - 1; ++axis)
    if (axis != seqAxis)
      axes[axis] = others[next++];
  return axes;
}

Value TableCache::get(OpBuilder &builder, const TableView &view) {
  auto type = cast<RankedTensorType>(view.source.getType());
  if (type.getRank() == 2)
    return view.source;
  auto [it, inserted] = collapsed.try_emplace(view.source);
  if (!inserted)
    return it->second;
  SmallVector<ReassociationIndices> groups(2);
  for (int64_t axis = 0; axis < type.getRank(); ++axis)
    groups[axis <= view.rowAxis ? 0 : 1].push_back(axis);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointAfterValue(view.source);
  it->second = tensor::CollapseShapeOp::create(builder, view.source.getLoc(),
                                               view.source, groups);
  return it->second;
}

SmallVector<Operation *> TableCache::created() const {
  SmallVector<Operation *> ops;
  for (auto &entry : collapsed)
    ops.push_back(entry.second.getDefiningOp());
  return ops;
}
