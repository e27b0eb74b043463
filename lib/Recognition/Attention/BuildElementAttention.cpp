//===- BuildElementAttention.cpp - rope.attention from its elements -------===//
//
// The operands arrive as reads at role expressions; those not already a
// [B, S, H, D] or [B, H, S, D] tensor in the attention's layout are copied
// into one by a linalg.generic whose map is the read itself (a reshape, a
// transpose, heads and channels merged in one axis, a conversion). The
// result goes back the same way: a generic reads the attention's output
// at the roles of the replaced value's indices.
//
//===----------------------------------------------------------------------===//

#include "AttentionElements.h"

#include "rope/Recognition/Elements/ElementEvaluator.h"
#include "rope/Recognition/Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"

#include <limits>

namespace mlir::rope::detail {
namespace {

/// The roles of the axes of q, k, v or the output in `layout`.
SmallVector<unsigned> rolesOf(StringRef layout, unsigned seq, unsigned heads,
                              unsigned channel) {
  SmallVector<unsigned> roles;
  for (char axis : layout)
    roles.push_back(axis == 'b'   ? kBatch
                    : axis == 's' ? seq
                    : axis == 'h' ? heads
                                  : channel);
  return roles;
}

Value convert(OpBuilder &b, Location loc, Value v, Type to) {
  Type from = v.getType();
  if (from == to)
    return v;
  if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
    return arith::ExtFOp::create(b, loc, to, v);
  return arith::TruncFOp::create(b, loc, to, v);
}

/// The type of a tensor whose axes are `roles` and the read of it that is
/// the identity (a role of extent 1 is read at 0).
std::pair<RankedTensorType, SmallVector<AffineExpr>>
viewType(MLIRContext *context, ArrayRef<unsigned> roles,
         ArrayRef<int64_t> extents, Type element) {
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> identity;
  for (unsigned role : roles) {
    shape.push_back(extents[role]);
    identity.push_back(extents[role] == 1 ? getAffineConstantExpr(0, context)
                                          : getAffineDimExpr(role, context));
  }
  return {RankedTensorType::get(shape, element), identity};
}

/// True when `read` is already a tensor whose axes are `roles`.
bool isViewAlready(const RoleRead &read, ArrayRef<unsigned> roles,
                   ArrayRef<int64_t> extents, Type element) {
  auto [target, identity] =
      viewType(read.tensor.getContext(), roles, extents, element);
  return read.tensor.getType() == target &&
         ArrayRef(read.at) == ArrayRef(identity);
}

/// `source` reshaped to `target` when the two differ only in unit axes and
/// the others are read in order: a [1, 1, Sq, Sk] bias as [Sq, Sk].
Value reshapeInto(OpBuilder &builder, Location loc, Value source,
                  ArrayRef<AffineExpr> reads, RankedTensorType target) {
  auto type = cast<RankedTensorType>(source.getType());
  if (type.getElementType() != target.getElementType() ||
      type.getRank() == target.getRank())
    return {};
  SmallVector<std::pair<AffineExpr, int64_t>> from, to;
  for (auto [axis, e] : llvm::enumerate(reads)) {
    if (type.getDimSize(axis) == 1)
      continue;
    if (isa<AffineConstantExpr>(e))
      return {};
    from.push_back({e, type.getDimSize(axis)});
  }
  for (int64_t axis = 0; axis < target.getRank(); ++axis)
    if (target.getDimSize(axis) != 1)
      to.push_back({getAffineDimExpr(axis, builder.getContext()),
                    target.getDimSize(axis)});
  if (from != to)
    return {};
  std::optional<SmallVector<ReassociationIndices>> groups =
      getReassociationIndicesForReshape(type, target);
  if (!groups)
    return {};
  if (type.getRank() > target.getRank())
    return tensor::CollapseShapeOp::create(builder, loc, target, source,
                                           *groups);
  return tensor::ExpandShapeOp::create(builder, loc, target, source, *groups);
}

/// `source` transposed to `target` when each target axis reads one source
/// axis.
Value transposeInto(OpBuilder &builder, Location loc, Value source,
                    ArrayRef<AffineExpr> reads, RankedTensorType target) {
  auto type = cast<RankedTensorType>(source.getType());
  if (type.getElementType() != target.getElementType() ||
      type.getRank() != target.getRank())
    return {};
  // Target axis a is source axis permutation[a]; unit axes (read at 0)
  // pair with the target's unit axes left.
  SmallVector<int64_t> permutation(target.getRank(), -1);
  SmallVector<int64_t> units;
  for (auto [axis, e] : llvm::enumerate(reads)) {
    if (isa<AffineConstantExpr>(e) && type.getDimSize(axis) == 1) {
      units.push_back(axis);
      continue;
    }
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d || permutation[d.getPosition()] != -1 ||
        type.getDimSize(axis) != target.getDimSize(d.getPosition()))
      return {};
    permutation[d.getPosition()] = axis;
  }
  for (auto [axis, from] : llvm::enumerate(permutation)) {
    if (from != -1)
      continue;
    if (units.empty() || target.getDimSize(axis) != 1)
      return {};
    from = units.pop_back_val();
  }
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(builder, loc, source);
  applyPermutationToVector(sizes, permutation);
  Value init = tensor::EmptyOp::create(builder, loc, sizes,
                                       target.getElementType());
  return linalg::TransposeOp::create(builder, loc, source, init, permutation)
      ->getResult(0);
}

/// True when `map`, over a static `domain`, reads inside `source` at the
/// first and the last point of the domain: what linalg.generic's verifier
/// asks of an indexing map. IR whose own maps reach outside their tensors
/// for some extents (valid only where those extents are 1) can describe
/// such reads.
bool readsInside(AffineMap map, ArrayRef<int64_t> domain,
                 RankedTensorType source) {
  SmallVector<int64_t> first(domain.size(), 0), last;
  for (int64_t extent : domain)
    last.push_back(extent - 1);
  for (ArrayRef<int64_t> point : {ArrayRef<int64_t>(first), ArrayRef(last)})
    for (auto [axis, index] : llvm::enumerate(map.compose(point)))
      if (index < 0 || (!source.isDynamicDim(axis) &&
                        index >= source.getDimSize(axis)))
        return false;
  return true;
}

/// A `target` tensor whose element x is `source[reads(x)]`, converted to
/// its element type: a reshape or a transpose when one does, else a
/// linalg.generic. Null when that needs a dynamic extent or would read
/// outside `source`.
Value copyInto(OpBuilder &builder, Location loc, Value source,
               ArrayRef<AffineExpr> reads, RankedTensorType target) {
  if (Value reshaped = reshapeInto(builder, loc, source, reads, target))
    return reshaped;
  if (Value transposed = transposeInto(builder, loc, source, reads, target))
    return transposed;
  if (!target.hasStaticShape())
    return {};
  MLIRContext *context = builder.getContext();
  unsigned rank = target.getRank();
  AffineMap read = AffineMap::get(rank, 0, reads, context);
  if (!readsInside(read, target.getShape(),
                   cast<RankedTensorType>(source.getType())))
    return {};
  Type element = target.getElementType();
  Value empty =
      tensor::EmptyOp::create(builder, loc, target.getShape(), element);
  SmallVector<AffineMap> maps = {
      read, AffineMap::getMultiDimIdentityMap(rank, context)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             builder, loc, target, ValueRange{source}, ValueRange{empty},
             maps, iterators,
             [&](OpBuilder &b, Location l, ValueRange args) {
               linalg::YieldOp::create(b, l, convert(b, l, args[0], element));
             })
      .getResult(0);
}

/// `read.tensor` as a tensor whose axes are `roles` (extents from the
/// match), of element type `element`: the tensor itself when it is one.
/// Null when a copy would need a dynamic extent.
Value viewOf(OpBuilder &builder, Location loc, const RoleRead &read,
             ArrayRef<unsigned> roles, ArrayRef<int64_t> extents,
             Type element) {
  MLIRContext *context = builder.getContext();
  if (isViewAlready(read, roles, extents, element))
    return read.tensor;
  // The copy's dims are the target's axes: role `roles[a]` is dim a.
  SmallVector<AffineExpr> dimOfRole(kNumRoles,
                                    getAffineConstantExpr(0, context));
  for (auto [axis, role] : llvm::enumerate(roles))
    dimOfRole[role] = getAffineDimExpr(axis, context);
  SmallVector<AffineExpr> reads;
  for (AffineExpr e : read.at) {
    bool known = true;
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        known &= llvm::is_contained(roles, d.getPosition());
    });
    if (!known)
      return {};
    reads.push_back(e.replaceDims(dimOfRole));
  }
  return copyInto(builder, loc, read.tensor, reads,
                  viewType(context, roles, extents, element).first);
}

/// `read` through the ops that only move elements (transposes, reshapes,
/// broadcasts, repeat_kv): the tensor they first read, when that is read
/// at affine indices of the roles; else `read` itself.
RoleRead readThroughMoves(const RoleRead &read, ArrayRef<int64_t> extents) {
  MLIRContext *context = read.tensor.getContext();
  elements::ExprContext exprs(context, kNumRoles);
  for (unsigned role = 0; role < kNumRoles; ++role)
    if (extents[role] > 0)
      exprs.setDimExtent(role, extents[role]);
  elements::Evaluator eval(exprs);
  SmallVector<const elements::Expr *> at;
  for (AffineExpr e : read.at)
    at.push_back(exprs.dim(e, IndexType::get(context)));
  const elements::Expr *e = eval.element(read.tensor, at);
  if (!e || !e->isRead() || e->source == read.tensor)
    return read;
  RoleRead first{e->source, {}};
  for (const elements::Expr *index : e->operands) {
    if (!index->isDim())
      return read;
    first.at.push_back(index->affine);
  }
  return first;
}

/// How the replaced value reads the attention's output in `layout`.
SmallVector<AffineExpr> outputReads(const ElementAttention &match,
                                    StringRef layout) {
  SmallVector<AffineExpr> reads;
  for (unsigned role : rolesOf(layout, kQuery, kHead, kValue))
    reads.push_back(match.roleOfResult[role]);
  return reads;
}

/// True when the replaced value is the attention's output in `layout`.
bool isOutputAlready(const ElementAttention &match, StringRef layout) {
  auto resultType = cast<RankedTensorType>(match.result.getType());
  SmallVector<AffineExpr> reads = outputReads(match, layout);
  if (reads.size() != match.resultRank)
    return false;
  for (auto [axis, e] : llvm::enumerate(reads)) {
    bool unit = resultType.getDimSize(axis) == 1;
    if (e != getAffineDimExpr(axis, resultType.getContext()) &&
        !(unit && isa<AffineConstantExpr>(e)))
      return false;
    if (resultType.getDimSize(axis) !=
        match.extents[rolesOf(layout, kQuery, kHead, kValue)[axis]])
      return false;
  }
  return true;
}

/// The layout that needs the fewest copies of q, k, v and the output
/// (read through the moves before them); the rotation's layout on a tie.
void chooseLayout(ElementAttention &match) {
  for (RoleRead *read : {&match.q, &match.k, &match.v})
    *read = readThroughMoves(*read, match.extents);
  Type element = cast<ShapedType>(match.q.tensor.getType()).getElementType();
  auto copies = [&](StringRef layout) {
    int count = 0;
    count += !isViewAlready(match.q, rolesOf(layout, kQuery, kHead, kChannel),
                            match.extents, element);
    count += !isViewAlready(match.k, rolesOf(layout, kKey, kKvHead, kChannel),
                            match.extents, element);
    count += !isViewAlready(match.v, rolesOf(layout, kKey, kKvHead, kValue),
                            match.extents, element);
    count += !isOutputAlready(match, layout);
    return count;
  };
  StringRef other = match.layout == "bshd" ? "bhsd" : "bshd";
  if (copies(other) < copies(match.layout))
    match.layout = other.str();
}

/// Ops that only move (or convert) the elements of their one tensor input.
bool movesElements(Operation *op) {
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
          linalg::TransposeOp, linalg::CopyOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumReductionLoops() != 0 || op->getNumResults() != 1)
    return false;
  Value yielded =
      cast<linalg::YieldOp>(generic.getBody()->getTerminator()).getOperand(0);
  if (Operation *def = yielded.getDefiningOp();
      def && isa<arith::ExtFOp, arith::TruncFOp>(def))
    yielded = def->getOperand(0);
  return yielded == generic.getBody()->getArgument(0);
}

/// The value the attention replaces: the end of the chain of reshapes,
/// transposes and conversions that only bring the contraction's result
/// back to the attention's own shape, when it is exactly the attention's
/// output; else the contraction's result.
Value replacedValue(const ElementAttention &match, AttentionOp attention,
                    ArrayRef<unsigned> outputRoles) {
  SmallVector<Value> chain = {match.result};
  while (chain.size() < 8 && chain.back().hasOneUse()) {
    Operation *user = *chain.back().getUsers().begin();
    if (!movesElements(user) || user->getNumResults() != 1)
      break;
    chain.push_back(user->getResult(0));
  }
  MLIRContext *context = attention.getContext();
  auto type = cast<RankedTensorType>(attention.getType());
  for (Value end : llvm::reverse(chain)) {
    if (end.getType() != type)
      continue;
    // end[x] = result[f(x)] = attention[roles(f(x))]: identity?
    elements::ExprContext exprs(context, type.getRank());
    for (int64_t axis = 0; axis < type.getRank(); ++axis)
      if (!type.isDynamicDim(axis))
        exprs.setDimExtent(axis, type.getDimSize(axis));
    elements::Evaluator eval(exprs);
    SmallVector<const elements::Expr *> at;
    for (int64_t axis = 0; axis < type.getRank(); ++axis)
      at.push_back(type.getDimSize(axis) == 1
                       ? exprs.dim(0)
                       : exprs.dim(getAffineDimExpr(axis, context),
                                   IndexType::get(context)));
    bool rounded = false;
    const elements::Expr *e =
        elements::peelConversions(eval.element(end, at), rounded);
    if (!e || !e->isRead() || e->source != match.result)
      continue;
    SmallVector<AffineExpr> resultIndex;
    for (const elements::Expr *index : e->operands)
      resultIndex.push_back(index->isDim() ? index->affine : AffineExpr());
    if (llvm::is_contained(resultIndex, AffineExpr()))
      continue;
    bool identity = true;
    for (auto [axis, role] : llvm::enumerate(outputRoles)) {
      AffineExpr read =
          exprs
              .dim(match.roleOfResult[role].replaceDims(resultIndex),
                   IndexType::get(context))
              ->affine;
      bool unit = type.getDimSize(axis) == 1;
      identity &= read == getAffineDimExpr(axis, context) ||
                  (unit && isa<AffineConstantExpr>(read));
    }
    if (identity)
      return end;
  }
  return match.result;
}

} // namespace

FailureOr<AttentionOp> buildElementAttention(RewriterBase &rewriter,
                                             ElementAttention match,
                                             std::string &why) {
  chooseLayout(match);
  MLIRContext *context = rewriter.getContext();
  Operation *root = match.pv;
  Location loc = root->getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(root);
  Block *block = root->getBlock();
  Operation *before = root->getPrevNode();
  auto undo = [&](const Twine &reason) -> FailureOr<AttentionOp> {
    auto begin = before ? std::next(before->getIterator()) : block->begin();
    SmallVector<Operation *> created;
    for (auto it = begin; &*it != root; ++it)
      created.push_back(&*it);
    for (Operation *op : llvm::reverse(created))
      rewriter.eraseOp(op);
    return reject(why, reason);
  };

  StringRef layout = match.layout;
  Type element = cast<ShapedType>(match.q.tensor.getType()).getElementType();
  Value q = viewOf(rewriter, loc, match.q,
                   rolesOf(layout, kQuery, kHead, kChannel), match.extents,
                   element);
  Value k = viewOf(rewriter, loc, match.k,
                   rolesOf(layout, kKey, kKvHead, kChannel), match.extents,
                   element);
  Value v = viewOf(rewriter, loc, match.v,
                   rolesOf(layout, kKey, kKvHead, kValue), match.extents,
                   element);
  if (!q || !k || !v) {
    return undo("q, k or v cannot be copied into the attention's layout "
                "(an extent that is not static, or a read outside the "
                "tensor)");
  }
  Value bias;
  if (match.bias) {
    bool perHead = llvm::any_of(match.bias->at, [](AffineExpr e) {
      bool found = false;
      e.walk([&](AffineExpr sub) {
        if (auto d = dyn_cast<AffineDimExpr>(sub))
          found |= d.getPosition() == kBatch || d.getPosition() == kHead;
      });
      return found;
    });
    Type biasElement =
        cast<ShapedType>(match.bias->tensor.getType()).getElementType();
    bias = perHead ? viewOf(rewriter, loc, *match.bias,
                            {kBatch, kHead, kQuery, kKey}, match.extents,
                            biasElement)
                   : viewOf(rewriter, loc, *match.bias, {kQuery, kKey},
                            match.extents, biasElement);
    if (!bias)
      return undo("the bias is not read at the query and key (and batch and "
                  "head)");
  } else if (match.indexMaskShift) {
    if (ShapedType::isDynamic(match.extents[kQuery]) ||
        ShapedType::isDynamic(match.extents[kKey]))
      return undo("the mask by index has a dynamic extent");
    bias = indexMaskBias(rewriter, loc, match.extents[kQuery],
                         match.extents[kKey], *match.indexMaskShift);
  } else if (match.keyMask) {
    bias = keyMaskBias(rewriter, loc, *match.keyMask, match.extents);
    if (!bias)
      return undo("the padding mask has a dynamic extent or reads a tensor "
                  "at an index that is not an integer");
  }

  const PositionSource &qp = match.qPositions, &kp = match.kPositions;
  auto qType = cast<RankedTensorType>(q.getType());
  SmallVector<int64_t> shape(qType.getShape());
  shape.back() = cast<RankedTensorType>(v.getType()).getShape().back();
  auto type = RankedTensorType::get(shape, element);
  auto attention = AttentionOp::create(
      rewriter, loc, type, q, k, v, qp.offset, kp.offset, qp.positions,
      kp.positions, bias, LayoutAttr::get(context, layout), match.params,
      rewriter.getI64IntegerAttr(qp.staticOffset),
      rewriter.getI64IntegerAttr(kp.staticOffset),
      rewriter.getF64FloatAttr(match.scale),
      match.causal ? rewriter.getUnitAttr() : UnitAttr(),
      match.keysRotated ? rewriter.getUnitAttr() : UnitAttr());
  {
    ScopedDiagnosticHandler silence(context,
                                    [](Diagnostic &) { return success(); });
    if (failed(verify(attention, /*verifyRecursively=*/false)))
      return undo("rope.attention does not accept these operands");
  }

  // A chain back to the attention's own shape is replaced as a whole.
  if (Value end = replacedValue(match, attention,
                                rolesOf(layout, kQuery, kHead, kValue));
      end != match.result) {
    DenseSet<Operation *> dead = getOpsDeadAfterReplacing(end.getDefiningOp());
    rewriter.replaceAllUsesWith(end, attention.getResult());
    eraseAll(rewriter, dead);
    return attention;
  }
  // The replaced value reads the attention's output at its roles: the
  // output itself when that is the identity.
  auto resultType = cast<RankedTensorType>(match.result.getType());
  if (isOutputAlready(match, layout) && resultType == attention.getType()) {
    DenseSet<Operation *> dead = getOpsDeadAfterReplacing(root);
    rewriter.replaceAllUsesWith(match.result, attention.getResult());
    eraseAll(rewriter, dead);
    return attention;
  }
  Value replacement = copyInto(rewriter, loc, attention.getResult(),
                               outputReads(match, layout), resultType);
  if (!replacement)
    return undo("the attention's output cannot be copied into the result "
                "(a dynamic shape, or a read outside the attention)");
  DenseSet<Operation *> dead = getOpsDeadAfterReplacing(root);
  rewriter.replaceAllUsesWith(match.result, replacement);
  eraseAll(rewriter, dead);
  return attention;
}

} // namespace mlir::rope::detail
