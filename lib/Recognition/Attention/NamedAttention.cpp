//===- NamedAttention.cpp - Another compiler's attention op, read ---------===//
//
// IREE's iree_linalg_ext.attention (torch's scaled_dot_product_attention
// through iree-turbine) read by its definition: its indexing maps give the
// roles, its operands the scale and the mask.
//
//===----------------------------------------------------------------------===//

#include "Describer.h"

#include "rope/Recognition/Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::rope::detail {
using namespace elements;

LogicalResult Describer::readNamedAttention() {
  // IREE's op (torch's scaled_dot_product_attention through iree-turbine),
  // in generic form: q, k, v, a scalar scale, an optional mask (i1: the key
  // is visible; float: added), the init; one indexing map each, over loops
  // that the maps name (batch dims, queries, value channels, q/k channels,
  // keys); a region that may rewrite each score.
  auto maps = pv->getAttrOfType<ArrayAttr>("indexing_maps");
  unsigned operands = pv->getNumOperands();
  if (!maps || maps.size() != operands || (operands != 5 && operands != 6) ||
      !llvm::all_of(maps, [](Attribute a) { return isa<AffineMapAttr>(a); }))
    return fail("the named attention has no indexing map per operand");
  auto mapOf = [&](unsigned i) {
    return cast<AffineMapAttr>(maps[i]).getValue();
  };
  AffineMap qMap = mapOf(0), kMap = mapOf(1), vMap = mapOf(2),
            outMap = mapOf(operands - 1);
  unsigned numLoops = outMap.getNumDims();
  // The loops: the output's are the description's dims; the key loop is
  // k's that q lacks, the channel loop q's that the output lacks.
  SmallVector<const Expr *> loops(numLoops, nullptr);
  std::optional<unsigned> keyLoop, channelLoop;
  auto type = cast<RankedTensorType>(pv->getResult(0).getType());
  for (auto [axis, e] : llvm::enumerate(outMap.getResults())) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d)
      return fail("the named attention's output map is not a projection");
    loops[d.getPosition()] =
        type.getDimSize(axis) == 1 ? exprs.dim(0) : dim(axis);
    domain.push_back(loops[d.getPosition()]);
    if (!type.isDynamicDim(axis))
      exprs.setDimExtent(axis, type.getDimSize(axis));
  }
  for (unsigned loop = 0; loop < numLoops; ++loop) {
    if (loops[loop])
      continue;
    bool inQ = qMap.isFunctionOfDim(loop), inK = kMap.isFunctionOfDim(loop);
    if (inK && !inQ && !keyLoop)
      keyLoop = loop;
    else if (inQ && inK && !channelLoop)
      channelLoop = loop;
    else
      return fail("the named attention has a loop that is neither a key, a "
                  "channel nor an axis of its output");
  }
  if (!keyLoop || !channelLoop)
    return fail("the named attention has no key or no channel loop");
  key = dim(n);
  channel = dim(n + 1);
  loops[*keyLoop] = key;
  loops[*channelLoop] = channel;
  auto extentOf = [&](unsigned loop, AffineMap map, Value operand) {
    auto shaped = cast<ShapedType>(operand.getType());
    for (auto [axis, e] : llvm::enumerate(map.getResults()))
      if (e == getAffineDimExpr(loop, pv->getContext()))
        return shaped.getDimSize(axis);
    return ShapedType::kDynamic;
  };
  keyExtent = extentOf(*keyLoop, kMap, pv->getOperand(1));
  if (!ShapedType::isDynamic(keyExtent))
    exprs.setDimExtent(n, keyExtent);
  int64_t channels = extentOf(*channelLoop, qMap, pv->getOperand(0));
  if (!ShapedType::isDynamic(channels))
    exprs.setDimExtent(n + 1, channels);

  // The region must hand each score on unchanged.
  Region &region = pv->getRegion(0);
  if (!region.hasOneBlock() || region.front().getNumArguments() != 1 ||
      region.front().getTerminator()->getNumOperands() != 1 ||
      region.front().getTerminator()->getOperand(0) !=
          region.front().getArgument(0))
    return fail("the named attention rewrites its scores (a soft cap or "
                "another score function)");
  auto readAt = [&](unsigned i, AffineMap map) -> const Expr * {
    SmallVector<const Expr *> at;
    for (AffineExpr e : map.getResults()) {
      AffineExpr index = e.replaceDims(llvm::map_to_vector(
          loops, [](const Expr *l) { return l->affine; }));
      at.push_back(exprs.dim(index, IndexType::get(pv->getContext())));
    }
    return eval.element(pv->getOperand(i), at);
  };
  scoresOp = pv;
  qRead = asRead(readAt(0, qMap), eval);
  kRead = asRead(readAt(1, kMap), eval);
  vRead = asRead(readAt(2, vMap), eval);
  if (!qRead || !kRead || !vRead)
    return fail("q, k or v is not read from a tensor");
  near = true;
  std::optional<double> scale = eval.scalar(pv->getOperand(3))->numeric();
  if (!scale)
    return fail("the scale is not a constant");
  match.scale = *scale;
  if (operands == 6) {
    const Expr *mask = readAt(4, mapOf(4));
    if (mask->type.isInteger(1)) {
      maskCond = mask;
      maskVisible = true;
    } else {
      biasTerms.push_back(mask);
    }
  }
  match.extents.assign(kNumRoles, 0);
  match.extents[kChannel] = channels;
  return success();
}

} // namespace mlir::rope::detail
