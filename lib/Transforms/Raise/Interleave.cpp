//===- Interleave.cpp - GPT-J rotate_every_two ----------------------------===//
//
// GPT-J and RoFormer rotate adjacent channels:
//   rotate_every_two(x) = stack(-x[..., 1::2], x[..., ::2], -1).flatten(-2)
// puts -x[2i+1] in channel 2i and x[2i] in channel 2i+1. Frontends take
// the channels of one parity apart (a stride-2 slice, or one component of
// x viewed as [..., D/2, 2]) and put them back (a concat of the two
// components then a collapse, or stride-2 insert_slice ops), or swap the
// components of the [..., D/2, 2] view with one linalg.generic.
//
//===----------------------------------------------------------------------===//

#include "Channels.h"
#include "Elementwise.h"
#include "PairSwap.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// The channels of one parity of `source`'s last axis, perhaps negated.
struct ParityChannels {
  Value source;
  int64_t parity = 0;
  bool negated = false;
};

/// `v` without a negation, toggling `negated` when there was one.
Value peelNegation(Value v, bool &negated) {
  if (std::optional<Value> inner = matchNegation(v)) {
    negated = !negated;
    return *inner;
  }
  return v;
}

/// One slot of the interleaved result: x[..., parity::2] as a stride-2
/// slice, or component `parity` of x viewed as [..., D/2, 2]; with or
/// without a trailing unit axis.
std::optional<ParityChannels> matchParityChannels(Value piece) {
  ParityChannels channels;
  piece = peelNegation(piece, channels.negated);
  if (std::optional<Value> inner = matchUnitAxisExpansion(piece))
    piece = peelNegation(*inner, channels.negated);
  std::optional<ChannelSlice> slice =
      matchChannelSlice(piece, /*allowStride=*/true);
  if (slice && slice->stride == 2) {
    std::optional<int64_t> width = lastExtent(slice->source);
    if (!width || !isTwice(slice->width, *width) || slice->offset > 1)
      return std::nullopt;
    channels.source = slice->source;
    channels.parity = slice->offset;
    channels.negated ^= slice->negated;
    return channels;
  }
  std::optional<PairComponent> component = matchPairComponent(piece);
  if (!component)
    return std::nullopt;
  std::optional<Value> x =
      matchSplitPairs(peelNegation(component->pairs, channels.negated));
  if (!x)
    return std::nullopt;
  channels.source = peelNegation(*x, channels.negated);
  channels.parity = component->index;
  return channels;
}

/// The two tensors `v` interleaves, slot 0 (even channels) first: a concat
/// of [..., D/2, 1] pieces collapsed to [..., D], or stride-2 insert_slice
/// ops at offsets 0 and 1 filling a tensor.empty.
std::optional<std::pair<Value, Value>> matchInterleaveJoin(Value v) {
  std::optional<int64_t> width = lastExtent(v);
  if (!width)
    return std::nullopt;
  if (std::optional<Value> pairs = matchMergedPairs(v)) {
    std::optional<SmallVector<Value>> pieces = matchChannelJoin(*pairs);
    if (!pieces || pieces->size() != 2 || lastExtent((*pieces)[0]) != 1)
      return std::nullopt;
    return std::pair{(*pieces)[0], (*pieces)[1]};
  }
  Value slots[2];
  while (auto insert = v.getDefiningOp<tensor::InsertSliceOp>()) {
    std::optional<LastAxisRange> range =
        lastAxisRange(insert.getDestType(), insert.getStaticOffsets(),
                      insert.getStaticSizes(), insert.getStaticStrides(),
                      /*allowStride=*/true);
    if (!range || range->stride != 2 || !isTwice(range->width, *width) ||
        range->offset > 1 || slots[range->offset] ||
        insert.getSourceType().getRank() != insert.getDestType().getRank())
      return std::nullopt;
    slots[range->offset] = insert.getSource();
    v = insert.getDest();
  }
  if (!v.getDefiningOp<tensor::EmptyOp>() || !slots[0] || !slots[1])
    return std::nullopt;
  return std::pair{slots[0], slots[1]};
}

/// For a linalg.generic over [..., D/2, 2] that reads component 1 - k for
/// component k and negates one of them: its input and the negated
/// component. The body is select(index(last) ==/!= c, -in, in) in either
/// order.
std::optional<std::pair<Value, int64_t>> matchComponentSwap(Value v) {
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || generic->getNumResults() != 1 ||
      !generic.hasPureTensorSemantics() ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return std::nullopt;
  Value input = generic.getDpsInputOperand(0)->get();
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || input.getType() != type || type.getRank() < 2 ||
      type.getShape().back() != 2)
    return std::nullopt;
  int64_t last = type.getRank() - 1;
  MLIRContext *context = v.getContext();
  SmallVector<AffineExpr> swapped;
  for (int64_t axis = 0; axis < last; ++axis)
    swapped.push_back(getAffineDimExpr(axis, context));
  swapped.push_back(1 - getAffineDimExpr(last, context));
  auto maps = generic.getIndexingMapsArray();
  if (!maps[1].isIdentity() ||
      maps[0] != AffineMap::get(last + 1, 0, swapped, context))
    return std::nullopt;

  Block *body = generic.getBody();
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  auto select = yield && yield.getNumOperands() == 1
                    ? yield.getOperand(0).getDefiningOp<arith::SelectOp>()
                    : arith::SelectOp();
  if (!select)
    return std::nullopt;
  Value in = body->getArgument(0);
  auto isNegatedInput = [&](Value s) {
    auto neg = s.getDefiningOp<arith::NegFOp>();
    return neg && neg.getOperand() == in;
  };
  bool negatedWhenTrue;
  if (isNegatedInput(select.getTrueValue()) && select.getFalseValue() == in)
    negatedWhenTrue = true;
  else if (isNegatedInput(select.getFalseValue()) &&
           select.getTrueValue() == in)
    negatedWhenTrue = false;
  else
    return std::nullopt;
  auto compare = select.getCondition().getDefiningOp<arith::CmpIOp>();
  auto index = compare ? compare.getLhs().getDefiningOp<linalg::IndexOp>()
                       : linalg::IndexOp();
  APInt constant;
  if (!index || index.getDim() != static_cast<uint64_t>(last) ||
      !matchPattern(compare.getRhs(), m_ConstantInt(&constant)) ||
      (compare.getPredicate() != arith::CmpIPredicate::eq &&
       compare.getPredicate() != arith::CmpIPredicate::ne) ||
      constant.getSExtValue() < 0 || constant.getSExtValue() > 1)
    return std::nullopt;
  // The component for which the select picks -in.
  bool equal = compare.getPredicate() == arith::CmpIPredicate::eq;
  int64_t matched = constant.getSExtValue();
  int64_t negated = (equal == negatedWhenTrue) ? matched : 1 - matched;
  return std::pair{input, negated};
}

} // namespace

std::optional<PairSwap> mlir::rope::raise::matchRotateEveryTwo(Value v) {
  std::optional<int64_t> width = lastExtent(v);
  if (!width || *width % 2 != 0)
    return std::nullopt;
  // One generic swapping the components of the [..., D/2, 2] view.
  if (std::optional<Value> pairs = matchMergedPairs(v))
    if (auto swap = matchComponentSwap(*pairs)) {
      std::optional<Value> x = matchSplitPairs(swap->first);
      if (!x || x->getType() != v.getType())
        return std::nullopt;
      return PairSwap{*x, Pairing::interleaved, swap->second == 0};
    }
  std::optional<std::pair<Value, Value>> slots = matchInterleaveJoin(v);
  if (!slots)
    return std::nullopt;
  std::optional<ParityChannels> toEven = matchParityChannels(slots->first);
  std::optional<ParityChannels> toOdd = matchParityChannels(slots->second);
  // The even channels receive the odd ones and the odd channels the even
  // ones, exactly one side negated: x[..., 1::2] for the forward rotation.
  if (!toEven || !toOdd || toEven->source != toOdd->source ||
      toEven->source.getType() != v.getType() || toEven->parity != 1 ||
      toOdd->parity != 0 || toEven->negated == toOdd->negated)
    return std::nullopt;
  return PairSwap{toEven->source, Pairing::interleaved, toEven->negated};
}
