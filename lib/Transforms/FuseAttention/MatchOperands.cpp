//===- MatchOperands.cpp - q, k and v traced to their sources -------------===//
//
// The contractions read q, k and v as [B, H, S, D]. Upstream of that sit
// the GQA expansion of k and v (repeat_kv), the rope.apply that rotated q
// and k, and for inputs that arrive as [B, S, H, D] the transpose to heads
// first, before or after the rotation.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::rope::detail {
namespace {
/// [B, S, H, D] <-> [B, H, S, D].
constexpr int64_t kSwapSeqAndHeads[] = {0, 2, 1, 3};
} // namespace

Value lookThroughRepeatKV(Value value, int64_t &groups) {
  auto collapse = value.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse || collapse.getSrcType().getRank() != 5)
    return value;
  SmallVector<ReassociationIndices> reassociation =
      collapse.getReassociationIndices();
  if (reassociation != SmallVector<ReassociationIndices>{{0}, {1, 2}, {3}, {4}})
    return value;
  auto broadcast = collapse.getSrc().getDefiningOp<linalg::BroadcastOp>();
  int64_t repeats = collapse.getSrcType().getDimSize(2);
  if (!broadcast || broadcast.getDimensions() != ArrayRef<int64_t>{2} ||
      ShapedType::isDynamic(repeats))
    return value;
  // Static extents may be any int64; an overflowing head count is no GQA.
  int64_t expanded;
  if (llvm::MulOverflow(groups, repeats, expanded))
    return value;
  groups = expanded;
  return broadcast.getInput();
}

LayoutViews viewsOf(Value bhsd) {
  return {bhsd, getTransposeInput(bhsd, kSwapSeqAndHeads)};
}

FailureOr<RotatedOperand> traceRotated(Value value, StringRef name,
                                       std::string &why) {
  if (auto rope = value.getDefiningOp<ApplyOp>()) {
    if (rope.getLayout().getAxes() != "bhsd")
      return reject(why, name + " is rotated in layout \"" +
                             rope.getLayout().getAxes() +
                             "\" but read as [B, H, S, D]");
    unsigned index = cast<OpResult>(value).getResultNumber();
    return RotatedOperand{rope, value, viewsOf(rope.getInputs()[index])};
  }
  // Rotated as [B, S, H, D], then transposed to heads first.
  Value rotated = getTransposeInput(value, kSwapSeqAndHeads);
  auto rope = rotated ? rotated.getDefiningOp<ApplyOp>() : ApplyOp();
  if (!rope)
    return reject(why, name + " is not the result of a rope.apply");
  if (rope.getLayout().getAxes() != "bshd")
    return reject(why, name + " is rotated in layout \"" +
                           rope.getLayout().getAxes() +
                           "\" and transposed to [B, H, S, D]");
  unsigned index = cast<OpResult>(rotated).getResultNumber();
  return RotatedOperand{rope, rotated, {Value(), rope.getInputs()[index]}};
}

} // namespace mlir::rope::detail
