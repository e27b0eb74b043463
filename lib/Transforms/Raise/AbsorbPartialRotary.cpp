//===- AbsorbPartialRotary.cpp - Rotate a slice, join the rest back -------===//
//
// Partial rotary (Semantics §3): frameworks slice the rotary block off,
// rotate it and concatenate the pass-through channels back:
//   cat(rope(x[..., :R]), x[..., R:])                   leading
//   cat(x[..., :c0], rope(x[..., c0:c0+R]), x[..., c0+R:])  offset c0
// Once the rotation of the block is a rope op, the whole is one rope op on
// x with rotary_dim = R.
//
//===----------------------------------------------------------------------===//

#include "Channels.h"
#include "RaiseState.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// A rope op this pass created that rotates one whole-width input.
ApplyTableOp fullRotation(RaiseState &state, Value v) {
  auto op = v.getDefiningOp<ApplyTableOp>();
  if (!op || !state.raised.contains(op) || op.getInputs().size() != 1 ||
      op.getParams().getRotaryDim() != 0 || !v.hasOneUse())
    return nullptr;
  return op;
}

struct PartialRotation {
  ApplyTableOp block;
  Value x;
  int64_t offset = 0;
  int64_t width = 0;
};

/// The rotated block of `join` when its other pieces pass x through.
std::optional<PartialRotation> matchPartial(RaiseState &state, Value join) {
  std::optional<SmallVector<Value>> pieces = matchChannelJoin(join);
  if (!pieces || pieces->size() < 2)
    return std::nullopt;
  PartialRotation partial;
  int64_t next = 0;
  for (Value piece : *pieces) {
    std::optional<ChannelSlice> slice;
    if (ApplyTableOp block = fullRotation(state, piece)) {
      if (partial.block)
        return std::nullopt;
      partial.block = block;
      slice = matchChannelSlice(block.getInputs()[0]);
      if (slice) {
        partial.offset = slice->offset;
        partial.width = slice->width;
      }
    } else {
      slice = matchChannelSlice(piece);
    }
    if (!slice || slice->negated || slice->offset != next ||
        (partial.x && slice->source != partial.x))
      return std::nullopt;
    partial.x = slice->source;
    next += slice->width;
  }
  if (!partial.block || partial.x.getType() != join.getType())
    return std::nullopt;
  return partial;
}

} // namespace

void mlir::rope::raise::absorbPartialRotary(RaiseState &state) {
  SmallVector<Operation *> candidates = state.tensorResultOps();
  MLIRContext *context = state.func.getContext();
  for (Operation *root : candidates) {
    std::optional<PartialRotation> partial =
        matchPartial(state, root->getResult(0));
    if (!partial)
      continue;
    ApplyTableOp block = partial->block;
    ParamsAttr params = block.getParams();
    auto wider = ParamsAttr::get(
        context, params.getTheta(), params.getScaling(), partial->width,
        params.getPairing(),
        partial->offset == 0 ? PartialMode::leading : PartialMode::offset,
        partial->offset, params.getPositionScale());
    state.builder.setInsertionPointAfter(root);
    auto op = ApplyTableOp::create(
        state.builder, root->getLoc(), ValueRange{partial->x}, block.getCos(),
        block.getSin(), block.getOffset(), block.getBatchOffsets(),
        block.getPositions(), block.getLayout(), wider, block.getStaticOffset(),
        block.getInverse());
    if (!verifiesQuietly(op) ||
        op->getResultTypes() != root->getResultTypes()) {
      op->erase();
      continue;
    }
    RaisedForm form = state.release(block);
    form.pattern += " partial";
    state.replace(root, op, form);
  }
}
