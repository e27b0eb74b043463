//===- RaiseElementRotations.cpp - Rotations found by their elements ------===//
//
// The first matcher of rope-raise: every tensor whose elements are RoPE of
// another tensor (describeRotation), whatever ops spell it, becomes one
// rope.apply with the frequencies, positions and attention factor read off
// the elements. Values are tried from the last to the first, so that the
// whole rotation (partial rotary joined back included) is raised before
// any part of it.
//
// The op computes the angles exactly (Semantics §3); a frontend that
// rounds its tables or angles to its model's precision computes them less
// exactly. With `exact-angles=false` such rotations are left to the table
// matchers, which keep the frontend's own tables.
//
//===----------------------------------------------------------------------===//

#include "RaiseState.h"
#include "RotationElements.h"
#include "ScheduleRecovery.h"
#include "Tables.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;
using namespace mlir::rope::elements;

namespace {

/// The axis of y its tokens run along: the positions' axis, or for one
/// token the innermost unit axis (any unit axis holds one token).
int64_t tokenAxisOf(const ElementRotation &rotation, RankedTensorType type) {
  if (rotation.positions.tokenAxis >= 0)
    return rotation.positions.tokenAxis;
  for (int64_t axis = type.getRank() - 2; axis >= 0; --axis)
    if (type.getDimSize(axis) == 1)
      return axis;
  return -1;
}

/// x as y's elements read it: x itself when it has y's type and is read
/// at y's own indices, else a linalg.generic copying it into y's shape
/// (and element type).
Value sourceView(OpBuilder &builder, Location loc, const ElementRotation &r,
                 ArrayRef<const Expr *> domain, RankedTensorType type) {
  auto sourceType = cast<RankedTensorType>(r.source.getType());
  bool zeroBase = isa<AffineConstantExpr>(r.channelBase) &&
                  cast<AffineConstantExpr>(r.channelBase).getValue() == 0 &&
                  !r.channelOrder;
  bool channelLast = r.channelAxis + 1 == sourceType.getRank();
  if (sourceType == type && ArrayRef(r.sourceIndices) == domain && zeroBase &&
      channelLast)
    return r.source;
  MLIRContext *context = builder.getContext();
  unsigned rank = type.getRank();
  SmallVector<AffineExpr> reads;
  for (const Expr *index : r.sourceIndices) {
    if (!index->isDim())
      return {};
    reads.push_back(index->affine);
  }
  AffineExpr channel = getAffineDimExpr(rank - 1, context);
  if (r.channelOrder)
    channel = r.channelOrder.replaceDims({channel});
  reads.insert(reads.begin() + r.channelAxis, r.channelBase + channel);
  // Dynamic extents of y come from the source axis read at the same dim.
  SmallVector<Value> sizes;
  for (unsigned axis = 0; axis + 1 < rank; ++axis) {
    if (!type.isDynamicDim(axis))
      continue;
    AffineExpr dim = getAffineDimExpr(axis, context);
    auto match = llvm::find(reads, dim);
    if (match == reads.end())
      return {};
    sizes.push_back(tensor::DimOp::create(builder, loc, r.source,
                                          match - reads.begin()));
  }
  // An axis read at one of y's dims whose extent is wider than y's (the
  // leading channels of a wider tensor) is sliced to y's extent first: a
  // map cannot read part of an axis it ranges over.
  Value source = r.source;
  SmallVector<OpFoldResult> offsets, extents, strides;
  bool slice = false;
  for (auto [axis, read] : llvm::enumerate(reads)) {
    offsets.push_back(builder.getIndexAttr(0));
    strides.push_back(builder.getIndexAttr(1));
    extents.push_back(builder.getIndexAttr(sourceType.getDimSize(axis)));
    auto d = dyn_cast<AffineDimExpr>(read);
    if (!d || sourceType.isDynamicDim(axis) ||
        type.isDynamicDim(d.getPosition()) ||
        sourceType.getDimSize(axis) == type.getDimSize(d.getPosition()))
      continue;
    if (sourceType.getDimSize(axis) < type.getDimSize(d.getPosition()))
      return {};
    extents.back() = builder.getIndexAttr(type.getDimSize(d.getPosition()));
    slice = true;
  }
  if (slice && sourceType.hasStaticShape()) {
    source = tensor::ExtractSliceOp::create(builder, loc, source, offsets,
                                            extents, strides);
    if (source.getType() == type &&
        AffineMap::get(rank, 0, reads, context).isIdentity())
      return source;
  }
  Value empty = tensor::EmptyOp::create(builder, loc, type, sizes);
  SmallVector<AffineMap> maps = {
      AffineMap::get(rank, 0, reads, context),
      AffineMap::getMultiDimIdentityMap(rank, context)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  Type from = sourceType.getElementType(), to = type.getElementType();
  auto copy = linalg::GenericOp::create(
      builder, loc, type, ValueRange{source}, ValueRange{empty}, maps,
      iterators, [&](OpBuilder &b, Location l, ValueRange args) {
        Value v = args[0];
        if (from != to)
          v = from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()
                  ? arith::ExtFOp::create(b, l, to, v).getResult()
                  : arith::TruncFOp::create(b, l, to, v).getResult();
        linalg::YieldOp::create(b, l, v);
      });
  return copy.getResult(0);
}

/// Where the rope op rotates: x as y reads it (a copy when it must be), or
/// x itself in its own order of axes when y reads it transposed (the
/// rotation before the transpose, which then stays after it: no copy of x,
/// and attention fusion reads through the transpose).
struct Frame {
  Value x;
  RankedTensorType type;
  /// y's axis i is x's axis `sourceAxis[i]`; empty when x has y's order.
  SmallVector<int64_t> sourceAxis;

  int64_t axis(int64_t yAxis) const {
    return sourceAxis.empty() || yAxis < 0 ? yAxis : sourceAxis[yAxis];
  }
  /// The rotated x as y: transposed back where x has another order.
  Value finish(OpBuilder &builder, Location loc, Value rotated,
               RankedTensorType yType) const {
    if (sourceAxis.empty())
      return rotated;
    Value empty = tensor::EmptyOp::create(builder, loc, yType.getShape(),
                                          yType.getElementType());
    return linalg::TransposeOp::create(builder, loc, rotated, empty,
                                       sourceAxis)
        .getResult()[0];
  }
};

Frame frameOf(OpBuilder &builder, Location loc, const ElementRotation &r,
              ArrayRef<const Expr *> domain, RankedTensorType type) {
  auto sourceType = cast<RankedTensorType>(r.source.getType());
  int64_t rank = type.getRank();
  bool zeroBase = isa<AffineConstantExpr>(r.channelBase) &&
                  cast<AffineConstantExpr>(r.channelBase).getValue() == 0 &&
                  !r.channelOrder;
  if (sourceType.getRank() == rank && zeroBase &&
      r.channelAxis + 1 == rank &&
      sourceType.getElementType() == type.getElementType() &&
      sourceType.hasStaticShape() && type.hasStaticShape() &&
      sourceType.getShape().back() == type.getShape().back()) {
    // Every other axis of x reads one of y's axes, each once; unit axes
    // (read at 0) pair with y's unit axes in order.
    SmallVector<int64_t> sourceAxis(rank, -1);
    sourceAxis[rank - 1] = rank - 1;
    bool permutes = true;
    SmallVector<int64_t> unitSourceAxes;
    for (auto [axis, index] : llvm::enumerate(r.sourceIndices)) {
      if (index->constantIndex() == 0 && sourceType.getDimSize(axis) == 1) {
        unitSourceAxes.push_back(axis);
        continue;
      }
      auto d = index->isDim() ? dyn_cast<AffineDimExpr>(index->affine)
                              : AffineDimExpr(nullptr);
      if (!d || sourceAxis[d.getPosition()] >= 0 ||
          sourceType.getDimSize(axis) != type.getDimSize(d.getPosition())) {
        permutes = false;
        break;
      }
      sourceAxis[d.getPosition()] = axis;
    }
    for (int64_t axis = 0; permutes && axis + 1 < rank; ++axis) {
      if (sourceAxis[axis] >= 0)
        continue;
      permutes = type.getDimSize(axis) == 1 && !unitSourceAxes.empty();
      if (permutes) {
        sourceAxis[axis] = unitSourceAxes.front();
        unitSourceAxes.erase(unitSourceAxes.begin());
      }
    }
    bool identity = llvm::all_of(llvm::enumerate(sourceAxis), [](auto e) {
      return static_cast<int64_t>(e.index()) == e.value();
    });
    if (permutes && !identity)
      return {r.source, sourceType, sourceAxis};
  }
  return {sourceView(builder, loc, r, domain, type), type, {}};
}

/// The explicit positions as rope.apply takes them: [S], or [B, S] when
/// they vary per batch row; unit axes of the tensor collapsed away. HF's
/// position_ids [1, S] for a batch of one stay as they are.
Value positionsOperand(RaiseState &state, const ElementPositions &where,
                       RankedTensorType rotated, StringRef layout) {
  auto type = cast<RankedTensorType>(where.tensor.getType());
  size_t batch = layout.find('b');
  if (type.getRank() == 2 && where.tensorTokenAxis == 1 &&
      type.getDimSize(0) == 1 && batch != StringRef::npos &&
      rotated.getDimSize(batch) == 1)
    return where.tensor;
  SmallVector<int64_t> kept;
  if (where.tensorBatchAxis >= 0)
    kept.push_back(where.tensorBatchAxis);
  if (where.tensorTokenAxis >= 0)
    kept.push_back(where.tensorTokenAxis);
  if (kept.empty())
    kept.push_back(type.getRank() - 1);
  if (static_cast<int64_t>(kept.size()) == type.getRank())
    return where.tensor;
  // Each kept axis takes the unit axes after it (the first, those before).
  SmallVector<ReassociationIndices> groups(kept.size());
  size_t group = 0;
  for (int64_t axis = 0; axis < type.getRank(); ++axis) {
    if (group + 1 < kept.size() && axis == kept[group + 1])
      ++group;
    groups[group].push_back(axis);
  }
  int64_t key = where.tensorTokenAxis * 64 + where.tensorBatchAxis + 1;
  return state.derived(where.tensor, key, [&](OpBuilder &b, Location loc) {
    return tensor::CollapseShapeOp::create(b, loc, where.tensor, groups)
        .getResult();
  });
}

/// The run-time offset a scalar read stands for.
Value offsetOperand(RaiseState &state, const Expr *offset) {
  if (offset->operands.empty())
    return offset->source;
  SmallVector<int64_t> at;
  int64_t key = -1;
  for (const Expr *index : offset->operands) {
    std::optional<int64_t> c = index->constantIndex();
    if (!c)
      return {};
    at.push_back(*c);
    key = key * 1000003 + *c;
  }
  return state.derived(offset->source, key, [&](OpBuilder &b, Location loc) {
    SmallVector<Value> indices;
    for (int64_t c : at)
      indices.push_back(arith::ConstantIndexOp::create(b, loc, c));
    return tensor::ExtractOp::create(b, loc, offset->source, indices)
        .getResult();
  });
}

/// Builds the rope.apply of `r` before `root`; null (nothing left behind)
/// when the op cannot express it.
Operation *buildApply(RaiseState &state, Operation *root,
                      const ElementRotation &r, ArrayRef<const Expr *> domain,
                      Value &replacement) {
  Value y = root->getResult(0);
  auto type = cast<RankedTensorType>(y.getType());
  MLIRContext *context = state.func.getContext();
  std::optional<RecoveredSchedule> schedule =
      r.longFrequencies.empty()
          ? recoverSchedule(r.frequencies, r.attentionFactor, context)
          : recoverLongRope(r.frequencies, r.longFrequencies, r.originalMax,
                            r.attentionFactor, context);
  if (!schedule)
    return nullptr;
  int64_t headDim = type.getShape().back();
  auto params = ParamsAttr::get(
      context, llvm::APFloat(schedule->theta), schedule->scaling,
      r.rotaryDim == headDim ? 0 : r.rotaryDim, r.pairing,
      r.rotaryOffset != 0 ? PartialMode::offset : PartialMode::leading,
      r.rotaryOffset, llvm::APFloat(1.0));

  OpBuilder &builder = state.builder;
  builder.setInsertionPoint(root);
  Location loc = root->getLoc();
  // What is created goes again if the op does not verify.
  Block *block = root->getBlock();
  Operation *before = root->getPrevNode();
  auto undo = [&]() {
    auto begin = before ? std::next(before->getIterator()) : block->begin();
    SmallVector<Operation *> created;
    for (auto it = begin; &*it != root; ++it)
      created.push_back(&*it);
    for (Operation *op : llvm::reverse(created))
      op->erase();
    return nullptr;
  };
  Frame frame = frameOf(builder, loc, r, domain, type);
  std::string layout =
      layoutFor(type.getRank(), frame.axis(tokenAxisOf(r, type)));
  if (layout.empty() || (r.positions.batchAxis >= 0 &&
                         layout[frame.axis(r.positions.batchAxis)] != 'b'))
    return undo();
  Value positions, offset;
  if (r.positions.tensor)
    positions = positionsOperand(state, r.positions, frame.type, layout);
  else if (r.positions.offset)
    offset = offsetOperand(state, r.positions.offset);
  builder.setInsertionPoint(root);
  if (!frame.x || (r.positions.offset && !offset))
    return undo();
  auto apply = ApplyOp::create(builder, loc, ValueRange{frame.x}, offset,
                               /*batch_offsets=*/Value(), positions,
                               LayoutAttr::get(context, layout), params,
                               r.positions.staticOffset, r.inverse);
  if (!verifiesQuietly(apply) ||
      apply->getResultTypes() != TypeRange{frame.type})
    return undo();
  replacement = frame.finish(builder, loc, apply->getResult(0), type);
  return apply;
}

/// A table as rope.apply_table takes it: [rows, W], real (the part of a
/// complex table taken once per source), times `factor`.
Value tableOperand(RaiseState &state, const ElementTable &table,
                   double factor) {
  Value source = table.source;
  auto type = cast<RankedTensorType>(source.getType());
  auto complexType = dyn_cast<ComplexType>(type.getElementType());
  if (complexType || table.trig != TableTrig::None) {
    // The part of a complex table, or the cos or sin of angles, once per
    // source.
    Type real = complexType ? complexType.getElementType()
                            : type.getElementType();
    int64_t key = -1 - table.part - 2 * static_cast<int64_t>(table.trig);
    source = state.derived(source, key, [&](OpBuilder &b, Location loc) {
      auto realType = RankedTensorType::get(type.getShape(), real);
      Value empty = tensor::EmptyOp::create(b, loc, type.getShape(), real);
      AffineMap id = AffineMap::getMultiDimIdentityMap(type.getRank(),
                                                       b.getContext());
      SmallVector<utils::IteratorType> iterators(type.getRank(),
                                                 utils::IteratorType::parallel);
      return linalg::GenericOp::create(
                 b, loc, realType, ValueRange{table.source}, ValueRange{empty},
                 SmallVector<AffineMap>{id, id}, iterators,
                 [&](OpBuilder &nb, Location l, ValueRange args) {
                   Value v = args[0];
                   if (complexType)
                     v = table.part == 0
                             ? complex::ReOp::create(nb, l, v).getResult()
                             : complex::ImOp::create(nb, l, v).getResult();
                   if (table.trig == TableTrig::Cos)
                     v = math::CosOp::create(nb, l, v);
                   else if (table.trig == TableTrig::Sin)
                     v = math::SinOp::create(nb, l, v);
                   linalg::YieldOp::create(nb, l, v);
                 })
          .getResult(0);
    });
  }
  Value collapsed = state.tables.get(
      state.builder,
      TableView{source, table.rowAxis, table.columnAxis, table.tokenAxis});
  if (factor == 1.0)
    return collapsed;
  // The factor the frontend multiplies its cos and sin by (LongRoPE's,
  // YaRN's attention factor), which the rotation's terms carry apart from
  // the table the factor is applied to.
  auto collapsedType = cast<RankedTensorType>(collapsed.getType());
  OpBuilder &builder = state.builder;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointAfterValue(collapsed);
  Location loc = collapsed.getLoc();
  Type element = collapsedType.getElementType();
  Value empty = tensor::EmptyOp::create(builder, loc, collapsedType.getShape(),
                                        element);
  Value scale = arith::ConstantOp::create(
      builder, loc, builder.getFloatAttr(element, factor));
  AffineMap id = AffineMap::getMultiDimIdentityMap(2, builder.getContext());
  SmallVector<utils::IteratorType> iterators(2, utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             builder, loc, collapsedType, ValueRange{collapsed},
             ValueRange{empty}, SmallVector<AffineMap>{id, id}, iterators,
             [&](OpBuilder &b, Location l, ValueRange args) {
               linalg::YieldOp::create(
                   b, l, arith::MulFOp::create(b, l, args[0], scale).getResult());
             })
      .getResult(0);
}

/// Builds the rope.apply_table of `r`'s tables before `root`; null (nothing
/// left behind) when the op cannot express it.
Operation *buildApplyTable(RaiseState &state, Operation *root,
                           const ElementRotation &r,
                           ArrayRef<const Expr *> domain, Value &replacement) {
  Value y = root->getResult(0);
  auto type = cast<RankedTensorType>(y.getType());
  const auto &[cos, sin] = *r.tables;
  int64_t tokenAxis = cos.tokenAxis;
  // A single row: any unit axis holds the one token.
  for (int64_t axis = type.getRank() - 2; tokenAxis < 0 && axis >= 0; --axis)
    if (type.getDimSize(axis) == 1)
      tokenAxis = axis;
  MLIRContext *context = state.func.getContext();
  int64_t headDim = type.getShape().back();
  auto params = ParamsAttr::get(
      context, llvm::APFloat(10000.0), nullptr,
      r.rotaryDim == headDim ? 0 : r.rotaryDim, r.pairing,
      r.rotaryOffset != 0 ? PartialMode::offset : PartialMode::leading,
      r.rotaryOffset, llvm::APFloat(1.0));
  OpBuilder &builder = state.builder;
  builder.setInsertionPoint(root);
  Block *block = root->getBlock();
  Operation *before = root->getPrevNode();
  Frame frame = frameOf(builder, root->getLoc(), r, domain, type);
  std::string layout = layoutFor(type.getRank(), frame.axis(tokenAxis));
  // Each table is built right after its source: the sine first, so that a
  // cosine of the same source comes before it.
  Value sinTable = tableOperand(state, sin, r.attentionFactor);
  Value cosTable = tableOperand(state, cos, r.attentionFactor);
  builder.setInsertionPoint(root);
  Operation *op = nullptr;
  if (frame.x && !layout.empty())
    op = ApplyTableOp::create(builder, root->getLoc(), ValueRange{frame.x},
                              cosTable, sinTable, /*offset=*/Value(),
                              /*batch_offsets=*/Value(), /*positions=*/Value(),
                              LayoutAttr::get(context, layout), params,
                              /*static_offset=*/0, r.inverse);
  if (op && verifiesQuietly(op) &&
      op->getResultTypes() == TypeRange{frame.type}) {
    replacement =
        frame.finish(builder, root->getLoc(), op->getResult(0), type);
    return op;
  }
  auto begin = before ? std::next(before->getIterator()) : block->begin();
  SmallVector<Operation *> created;
  for (auto it = begin; &*it != root; ++it)
    created.push_back(&*it);
  for (Operation *dead : llvm::reverse(created))
    dead->erase();
  return nullptr;
}

/// Ops that only move, copy, broadcast or convert whole heads: a rotation
/// seen through them is raised where it is computed (before a GQA repeat, a
/// transpose or the widening of a bf16 model's keys for the softmax), not on
/// their result. A reshape that forms the channel axis (the complex form's
/// pairs joined back) is where the rotation ends.
bool movesHeads(Operation *op) {
  bool moves = isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
                   tensor::ExtractSliceOp, tensor::CastOp, linalg::TransposeOp,
                   linalg::BroadcastOp, linalg::CopyOp>(op);
  if (auto generic = dyn_cast<linalg::GenericOp>(op);
      generic && generic.getNumDpsInputs() == 1) {
    auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
    Value yielded = yield.getOperand(0);
    if (auto convert = yielded.getDefiningOp<arith::ExtFOp>())
      yielded = convert.getIn();
    else if (auto convert = yielded.getDefiningOp<arith::TruncFOp>())
      yielded = convert.getIn();
    auto arg = dyn_cast<BlockArgument>(yielded);
    moves = arg && arg.getOwner() == generic.getBody() &&
            arg.getArgNumber() == 0;
  }
  if (!moves || op->getNumOperands() == 0)
    return false;
  auto in = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
  auto out = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  return in && out && in.getRank() > 0 && out.getRank() > 0 &&
         in.getShape().back() == out.getShape().back();
}

/// Ops that multiply (or divide) every element of one tensor by one
/// constant: a scale applied to a rotated tensor (SDPA's core-ATen
/// decomposition multiplies q and k by sqrt(scale)) is raised as the
/// rotation of its input followed by the scale, not as an attention factor
/// that hides the model's schedule.
bool scalesByConstant(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumReductionLoops() != 0 || op->getNumResults() != 1 ||
      op->getOperand(0).getType() != op->getResult(0).getType() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  Block *body = generic.getBody();
  Operation *yielded =
      cast<linalg::YieldOp>(body->getTerminator()).getOperand(0).getDefiningOp();
  if (!isa_and_present<arith::MulFOp, arith::DivFOp>(yielded))
    return false;
  Value in = body->getArgument(0);
  Value lhs = yielded->getOperand(0), rhs = yielded->getOperand(1);
  auto constant = [](Value v) { return matchPattern(v, m_Constant()); };
  return (lhs == in && constant(rhs)) ||
         (rhs == in && constant(lhs) && isa<arith::MulFOp>(yielded));
}

} // namespace

void mlir::rope::raise::raiseElementRotations(RaiseState &state) {
  SmallVector<Operation *> candidates = state.tensorResultOps();
  DenseSet<Operation *> described;
  for (Operation *root : llvm::reverse(candidates)) {
    Value y = root->getResult(0);
    auto type = dyn_cast<RankedTensorType>(y.getType());
    if (y.use_empty() || described.contains(root) || !type ||
        isa<RopeOpInterface>(root) || movesHeads(root) ||
        scalesByConstant(root) ||
        type.getRank() < 2 ||
        type.getRank() > 4 || !isa<FloatType>(type.getElementType()))
      continue;
    ExprContext exprs(state.func.getContext(), type.getRank() - 1);
    Evaluator eval(exprs);
    std::string why;
    bool near = false;
    std::optional<ElementRotation> rotation =
        describeRotation(y, eval, why, near);
    if (rotation && rotation->inverse && !state.allowInverse) {
      why = "it rotates by the negated angles (the inverse; `inverse=true` "
            "raises it)";
      near = true;
      rotation.reset();
    }
    if (!rotation) {
      if (near)
        state.noteNearMiss(root, why);
      continue;
    }
    // The exact angles where they are known and asked for, else the
    // frontend's own tables.
    SmallVector<const Expr *> domain = elementDomain(exprs, type);
    bool angles = state.exactAngles && !rotation->frequencies.empty();
    Value replacement;
    Operation *raised =
        angles ? buildApply(state, root, *rotation, domain, replacement)
               : nullptr;
    if (!raised && rotation->tables)
      raised = buildApplyTable(state, root, *rotation, domain, replacement);
    if (!raised) {
      if (!rotation->tables && !state.exactAngles)
        state.noteNearMiss(root, "the frontend's cos and sin are not tables "
                                 "of one row per token (`exact-angles=false` "
                                 "keeps only those)");
      continue;
    }
    described.insert(eval.visitedOps().begin(), eval.visitedOps().end());
    std::string pattern =
        rotation->pairing == Pairing::half ? "half-split" : "interleaved";
    if (rotation->rotaryDim != type.getShape().back())
      pattern += " partial";
    state.replace(root, raised, {pattern}, replacement);
  }
}
