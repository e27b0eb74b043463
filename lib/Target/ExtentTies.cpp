//===- ExtentTies.cpp - Which tensor extents the IR makes equal -----------===//

#include "rope/Target/ExtentTies.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"

using namespace mlir;
using namespace mlir::rope;

namespace {
int64_t rankOf(Value value) {
  auto type = value ? dyn_cast<RankedTensorType>(value.getType()) : nullptr;
  return type ? type.getRank() : -1;
}

/// rope.apply and rope.apply_table: inputs share batch, sequence and head
/// dim (heads may differ: GQA); each result has its input's shape;
/// positions are [S] or [B, S], batch offsets [B].
template <typename OpT> void tieRotation(ExtentTies &ties, OpT op) {
  LayoutAttr layout = op.getLayout();
  int64_t b = layout.indexOf('b'), s = layout.indexOf('s'),
          d = layout.indexOf('d');
  if (op.getInputs().empty())
    return;
  Value first = op.getInputs().front();
  for (auto [input, result] : llvm::zip(op.getInputs(), op.getResults())) {
    ties.tieShapes(input, result);
    for (int64_t axis : {b, s, d})
      ties.tie(first, axis, input, axis);
  }
  if (Value positions = op.getPositions()) {
    bool perBatch = rankOf(positions) == 2;
    ties.tie(positions, perBatch ? 1 : 0, first, s);
    if (perBatch)
      ties.tie(positions, 0, first, b);
  }
  if (Value offsets = op.getBatchOffsets())
    ties.tie(offsets, 0, first, b);
}

/// rope.attention: q, k and v share the batch, k and v the sequence and
/// heads, q and k the head dim; the result has q's shape with v's head dim;
/// positions are [S] or [B, S] of their tensor; bias [Sq, Sk] or
/// [B, Hq, Sq, Sk] (B, Hq and Sq of a static 1 broadcast, tied to nothing).
void tieAttention(ExtentTies &ties, AttentionOp op) {
  LayoutAttr layout = op.getLayout();
  int64_t b = layout.indexOf('b'), s = layout.indexOf('s'),
          h = layout.indexOf('h'), d = layout.indexOf('d');
  Value q = op.getQ(), k = op.getK(), v = op.getV(), out = op.getResult();
  ties.tie(q, b, k, b);
  ties.tie(q, b, v, b);
  ties.tie(k, s, v, s);
  ties.tie(k, h, v, h);
  ties.tie(q, d, k, d);
  for (int64_t axis : {b, s, h})
    ties.tie(out, axis, q, axis);
  ties.tie(out, d, v, d);
  for (auto [positions, tensor] :
       {std::pair{op.getQPositions(), q}, {op.getKPositions(), k}}) {
    if (!positions)
      continue;
    bool perBatch = rankOf(positions) == 2;
    ties.tie(positions, perBatch ? 1 : 0, tensor, s);
    if (perBatch)
      ties.tie(positions, 0, tensor, b);
  }
  if (Value bias = op.getBias()) {
    auto type = cast<RankedTensorType>(bias.getType());
    bool full = type.getRank() == 4;
    auto tieUnlessBroadcast = [&](int64_t axis, Value tensor, int64_t to) {
      if (!full || axis == 3 || type.getDimSize(axis) != 1)
        ties.tie(bias, axis, tensor, to);
    };
    tieUnlessBroadcast(full ? 2 : 0, q, s);
    tieUnlessBroadcast(full ? 3 : 1, k, s);
    if (full) {
      tieUnlessBroadcast(0, q, b);
      tieUnlessBroadcast(1, q, h);
    }
  }
}

/// rope.cos_sin_table: both tables share a shape; explicit positions [P]
/// give one row each.
void tieTable(ExtentTies &ties, CosSinTableOp op) {
  ties.tieShapes(op.getCos(), op.getSin());
  if (Value positions = op.getPositions())
    ties.tie(positions, 0, op.getCos(), 0);
}

/// Ops whose tensor operands and results all have one shape.
bool preservesShape(Operation *op) {
  return isa<tensor::CastOp>(op) ||
         op->hasTrait<OpTrait::SameOperandsAndResultShape>() ||
         op->hasTrait<OpTrait::Elementwise>();
}
} // namespace

ExtentTies::ExtentTies(Operation *scope) {
  scope->walk([&](Operation *op) {
    if (auto apply = dyn_cast<ApplyOp>(op))
      return tieRotation(*this, apply);
    if (auto apply = dyn_cast<ApplyTableOp>(op)) {
      tieRotation(*this, apply);
      return tieShapes(apply.getCos(), apply.getSin());
    }
    if (auto attention = dyn_cast<AttentionOp>(op))
      return tieAttention(*this, attention);
    if (auto table = dyn_cast<CosSinTableOp>(op))
      return tieTable(*this, table);
    if (!preservesShape(op))
      return;
    Value first;
    for (Value value :
         llvm::concat<Value>(op->getOperands(), op->getResults())) {
      if (rankOf(value) < 0)
        continue;
      if (first)
        tieShapes(first, value);
      else
        first = value;
    }
  });
}

void ExtentTies::tieShapes(Value a, Value b) {
  if (rankOf(a) != rankOf(b))
    return;
  for (int64_t axis = 0; axis < rankOf(a); ++axis)
    tie(a, axis, b, axis);
}

void ExtentTies::tie(Value a, int64_t axisA, Value b, int64_t axisB) {
  if (axisA < 0 || axisB < 0 || axisA >= rankOf(a) || axisB >= rankOf(b))
    return;
  unsigned rootA = find(classOf(a, axisA)), rootB = find(classOf(b, axisB));
  if (rootA == rootB)
    return;
  parent[rootB] = rootA;
  if (ShapedType::isDynamic(staticExtent[rootA]))
    staticExtent[rootA] = staticExtent[rootB];
}

unsigned ExtentTies::classOf(Value value, int64_t axis) {
  auto [it, inserted] = ids.try_emplace({value, axis}, parent.size());
  if (inserted) {
    parent.push_back(it->second);
    staticExtent.push_back(
        cast<RankedTensorType>(value.getType()).getDimSize(axis));
  }
  return it->second;
}

unsigned ExtentTies::find(unsigned id) {
  while (parent[id] != id)
    id = parent[id] = parent[parent[id]];
  return id;
}

int64_t ExtentTies::code(Value value, int64_t axis) {
  unsigned root = find(classOf(value, axis));
  if (!ShapedType::isDynamic(staticExtent[root]))
    return staticExtent[root];
  auto [it, inserted] = classCodes.try_emplace(root, 0);
  if (inserted)
    it->second = freshCode();
  return it->second;
}

llvm::json::Array ExtentTies::shape(Value value) {
  llvm::json::Array shape;
  for (int64_t axis = 0; axis < rankOf(value); ++axis) {
    int64_t extent = code(value, axis);
    if (extent >= 0)
      shape.push_back(extent);
    else
      shape.push_back(symbolOf(extent));
  }
  return shape;
}

llvm::json::Array ExtentTies::freshShape(Type type) {
  llvm::json::Array shape;
  for (int64_t extent : cast<RankedTensorType>(type).getShape())
    if (ShapedType::isDynamic(extent))
      shape.push_back(symbolOf(freshCode()));
    else
      shape.push_back(extent);
  return shape;
}
