//===- Tables.cpp - cos/sin operands of decomposed RoPE -------------------===//

#include "Tables.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope::raise;

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
