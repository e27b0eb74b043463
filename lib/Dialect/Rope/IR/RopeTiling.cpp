//===- RopeTiling.cpp - TilingInterface of rope.apply and rope.apply_table -===//
//
// A rotation is elementwise over tokens and heads, so its iteration domain is
// the shape of its first input, every loop parallel, and a tile of result i
// is the same tile of input i. Three facts decide which tiles stay exact:
//  - pairs span the whole head dim `d` (rotate_half, interleaved, partial
//    rotary), so a tile covers `d` whole;
//  - positions follow the token index (Semantics §1), so a tile whose tokens
//    start at s0 is rotated at positions shifted by s0: a static s0 moves
//    static_offset, a run-time s0 becomes (or adds to) the `offset` operand,
//    explicit positions and batch offsets are sliced; batch offsets with a
//    run-time s0 are refused (no operand carries both);
//  - queries and keys share b, s and d but may differ in heads (GQA): with
//    two inputs `h` is tiled only when both have the same static head count,
//    otherwise a tile covers the heads whole.
// The tables of rope.apply_table are indexed by position, never sliced.
// Both ops also reify their result shapes (their inputs'), which the tiling
// driver needs to build a loop's destination when extents are dynamic.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Positions.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

using namespace mlir;
using namespace mlir::rope;

namespace {
using ::rope::rules::kPositionLimit;

RankedTensorType tensorType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

/// True when [offset, offset + size) is the whole axis `axis` of `tensor`.
bool coversAxis(Value tensor, int64_t axis, OpFoldResult offset,
                OpFoldResult size) {
  if (!isConstantIntValue(offset, 0))
    return false;
  RankedTensorType type = tensorType(tensor);
  if (!type.isDynamicDim(axis))
    return isConstantIntValue(size, type.getDimSize(axis));
  FailureOr<bool> equal = ValueBoundsConstraintSet::areEqual(
      size, ValueBoundsConstraintSet::Variable(tensor, axis));
  return succeeded(equal) && *equal;
}

/// True when both inputs may take the same head tile: one input, no head
/// axis, or two inputs with the same static head count.
template <typename OpT>
bool sharesHeadTiles(OpT op) {
  int64_t heads = op.getLayout().indexOf('h');
  if (op.getInputs().size() == 1 || heads < 0)
    return true;
  int64_t first = tensorType(op.getInputs()[0]).getDimSize(heads);
  int64_t second = tensorType(op.getInputs()[1]).getDimSize(heads);
  return !ShapedType::isDynamic(first) && first == second;
}

/// Why the tile (`offsets`, `sizes`) of input (and result) `index` cannot be
/// computed exactly by a tiled rotation, or "" when it can.
template <typename OpT>
std::string whyNotTileable(OpT op, unsigned index,
                           ArrayRef<OpFoldResult> offsets,
                           ArrayRef<OpFoldResult> sizes) {
  LayoutAttr layout = op.getLayout();
  Value input = op.getInputs()[index];
  int64_t d = layout.getRank() - 1;
  if (!coversAxis(input, d, offsets[d], sizes[d]))
    return "cannot tile the head-dim axis 'd': rotation pairs span the whole "
           "head, so a tile must cover all of it";
  int64_t h = layout.indexOf('h');
  if (h >= 0 && !sharesHeadTiles(op) &&
      !coversAxis(input, h, offsets[h], sizes[h]))
    return "cannot tile the heads axis 'h' of queries and keys whose head "
           "counts differ (or are not static): a tile must cover all heads";
  PositionSource positions = op.getPositionSource(0);
  if (positions.getKind() == PositionSource::Kind::BatchOffsets) {
    OpFoldResult seqStart = offsets[layout.indexOf('s')];
    std::optional<int64_t> start = getConstantIntValue(seqStart);
    if (!start)
      return "cannot tile the sequence axis 's' at a run-time start with "
             "batch_offsets: the shift would need both an offset and batch "
             "offsets";
    if (positions.staticOffset + *start >= kPositionLimit)
      return "the tile's static offset would reach 2^31";
  }
  return "";
}

/// The positions of a tile of `op` whose tokens start at `offsets[s]` (and
/// batch rows at `offsets[b]`): Semantics §1 positions are
/// static_offset + offset + s, so the tile's are shifted by its first token.
/// Emits slices of position operands into `slices`. Assumes whyNotTileable
/// accepted the tile.
template <typename OpT>
PositionSource tilePositions(OpBuilder &b, OpT op,
                             ArrayRef<OpFoldResult> offsets,
                             ArrayRef<OpFoldResult> sizes,
                             SmallVectorImpl<Operation *> &slices) {
  Location loc = op.getLoc();
  LayoutAttr layout = op.getLayout();
  int64_t seqAxis = layout.indexOf('s');
  int64_t batchAxis = layout.indexOf('b');
  OpFoldResult seqStart = offsets[seqAxis];
  std::optional<int64_t> constantStart = getConstantIntValue(seqStart);
  PositionSource source = op.getPositionSource(0);
  PositionSource tile = source;
  auto slice = [&](Value tensor, ArrayRef<OpFoldResult> tileOffsets,
                   ArrayRef<OpFoldResult> tileSizes) {
    SmallVector<OpFoldResult> strides(tileOffsets.size(), b.getIndexAttr(1));
    auto op = tensor::ExtractSliceOp::create(b, loc, tensor, tileOffsets,
                                             tileSizes, strides);
    slices.push_back(op);
    return op.getResult();
  };
  switch (source.getKind()) {
  case PositionSource::Kind::Static:
    // Static positions fit below 2^31 (verified), so any s0 < S keeps them.
    if (constantStart)
      tile.staticOffset += *constantStart;
    else
      tile.offset = getValueOrCreateConstantIndexOp(b, loc, seqStart);
    break;
  case PositionSource::Kind::Offset: {
    if (constantStart == 0)
      break;
    // offset + s0 <= offset + S - 1, a position the untiled op computes, so
    // the sum does not wrap whenever the untiled positions are valid.
    Value start = getValueOrCreateConstantIndexOp(b, loc, seqStart);
    Type offsetType = source.offset.getType();
    if (!offsetType.isIndex())
      start = arith::IndexCastOp::create(b, loc, offsetType, start);
    tile.offset = arith::AddIOp::create(b, loc, source.offset, start);
    break;
  }
  case PositionSource::Kind::BatchOffsets:
    tile.staticOffset += *constantStart;
    if (batchAxis >= 0)
      tile.batchOffsets = slice(source.batchOffsets, {offsets[batchAxis]},
                                {sizes[batchAxis]});
    break;
  case PositionSource::Kind::Explicit:
    if (tensorType(source.positions).getRank() == 1)
      tile.positions = slice(source.positions, {seqStart}, {sizes[seqAxis]});
    else
      tile.positions = slice(source.positions, {offsets[batchAxis], seqStart},
                             {sizes[batchAxis], sizes[seqAxis]});
    break;
  }
  return tile;
}

/// The tile of input `index` for the domain tile (`offsets`, `sizes`): the
/// same, except the heads of a second input with another head count, which
/// are then whole (whyNotTileable made the domain's whole too).
template <typename OpT>
void inputTile(OpBuilder &b, OpT op, unsigned index,
               ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
               SmallVectorImpl<OpFoldResult> &tileOffsets,
               SmallVectorImpl<OpFoldResult> &tileSizes) {
  tileOffsets.assign(offsets.begin(), offsets.end());
  tileSizes.assign(sizes.begin(), sizes.end());
  int64_t h = op.getLayout().indexOf('h');
  if (index == 0 || sharesHeadTiles(op))
    return;
  Value input = op.getInputs()[index];
  tileOffsets[h] = b.getIndexAttr(0);
  tileSizes[h] = tensor::getMixedSize(b, op.getLoc(), input, h);
}

/// The inverse of inputTile: the domain tile that computes the tile of
/// result `index`.
template <typename OpT>
void domainTileOf(OpBuilder &b, OpT op, unsigned index,
                  ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                  SmallVectorImpl<OpFoldResult> &domainOffsets,
                  SmallVectorImpl<OpFoldResult> &domainSizes) {
  domainOffsets.assign(offsets.begin(), offsets.end());
  domainSizes.assign(sizes.begin(), sizes.end());
  int64_t h = op.getLayout().indexOf('h');
  if (index == 0 || sharesHeadTiles(op))
    return;
  domainOffsets[h] = b.getIndexAttr(0);
  domainSizes[h] = tensor::getMixedSize(b, op.getLoc(), op.getInputs()[0], h);
}

/// The same rotation on other inputs and positions.
Operation *buildRotation(OpBuilder &b, ApplyOp op, ValueRange inputs,
                         const PositionSource &p) {
  return ApplyOp::create(b, op.getLoc(), inputs.getTypes(), inputs, p.offset,
                         p.batchOffsets, p.positions, op.getLayoutAttr(),
                         op.getParamsAttr(),
                         b.getI64IntegerAttr(p.staticOffset),
                         op.getInverseAttr());
}
Operation *buildRotation(OpBuilder &b, ApplyTableOp op, ValueRange inputs,
                         const PositionSource &p) {
  return ApplyTableOp::create(b, op.getLoc(), inputs.getTypes(), inputs,
                              op.getCos(), op.getSin(), p.offset,
                              p.batchOffsets, p.positions, op.getLayoutAttr(),
                              op.getParamsAttr(),
                              b.getI64IntegerAttr(p.staticOffset),
                              op.getInverseAttr());
}

/// The rotation of one domain tile; whyNotTileable accepted it.
template <typename OpT>
TilingResult tileRotation(OpBuilder &b, OpT op, ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) {
  TilingResult result;
  SmallVector<Value> inputs;
  for (auto [index, input] : llvm::enumerate(op.getInputs())) {
    SmallVector<OpFoldResult> tileOffsets, tileSizes;
    inputTile(b, op, index, offsets, sizes, tileOffsets, tileSizes);
    SmallVector<OpFoldResult> strides(tileOffsets.size(), b.getIndexAttr(1));
    auto slice = tensor::ExtractSliceOp::create(b, op.getLoc(), input,
                                                tileOffsets, tileSizes, strides);
    result.generatedSlices.push_back(slice);
    inputs.push_back(slice);
  }
  PositionSource positions =
      tilePositions(b, op, offsets, sizes, result.generatedSlices);
  Operation *tiled = buildRotation(b, op, inputs, positions);
  result.tiledOps.push_back(tiled);
  llvm::append_range(result.tiledValues, tiled->getResults());
  return result;
}

//===----------------------------------------------------------------------===//
// The interface methods, shared by both rotation ops
//===----------------------------------------------------------------------===//

template <typename OpT>
SmallVector<Range> rotationDomain(OpBuilder &b, OpT op) {
  Value input = op.getInputs()[0];
  SmallVector<Range> domain;
  for (int64_t axis = 0; axis < tensorType(input).getRank(); ++axis)
    domain.push_back(Range{b.getIndexAttr(0),
                           tensor::getMixedSize(b, op.getLoc(), input, axis),
                           b.getIndexAttr(1)});
  return domain;
}

template <typename OpT>
SmallVector<utils::IteratorType> rotationIterators(OpT op) {
  return SmallVector<utils::IteratorType>(op.getLayout().getRank(),
                                          utils::IteratorType::parallel);
}

/// Tiling the op itself: the caller asked for this tile, so a refusal is
/// an error at the op.
template <typename OpT>
FailureOr<TilingResult> tiledImplementation(OpBuilder &b, OpT op,
                                            ArrayRef<OpFoldResult> offsets,
                                            ArrayRef<OpFoldResult> sizes) {
  if (std::string why = whyNotTileable(op, 0, offsets, sizes); !why.empty())
    return op.emitOpError() << why;
  return tileRotation(b, op, offsets, sizes);
}

template <typename OpT>
LogicalResult resultTilePosition(OpBuilder &b, OpT op, unsigned index,
                                 ArrayRef<OpFoldResult> offsets,
                                 ArrayRef<OpFoldResult> sizes,
                                 SmallVector<OpFoldResult> &resultOffsets,
                                 SmallVector<OpFoldResult> &resultSizes) {
  inputTile(b, op, index, offsets, sizes, resultOffsets, resultSizes);
  return success();
}

template <typename OpT>
LogicalResult domainTileFromResultTile(
    OpBuilder &b, OpT op, unsigned index, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVectorImpl<OpFoldResult> &domainOffsets,
    SmallVectorImpl<OpFoldResult> &domainSizes) {
  if (!whyNotTileable(op, index, offsets, sizes).empty())
    return failure();
  domainTileOf(b, op, index, offsets, sizes, domainOffsets, domainSizes);
  return success();
}

/// Fusing into a consumer's tile: a refusal only means "not fused", so it
/// goes to the rewriter's listener, not to the diagnostics.
template <typename OpT>
FailureOr<TilingResult> resultTileValue(OpBuilder &b, OpT op, unsigned index,
                                        ArrayRef<OpFoldResult> offsets,
                                        ArrayRef<OpFoldResult> sizes) {
  if (std::string why = whyNotTileable(op, index, offsets, sizes);
      !why.empty()) {
    if (auto *listener =
            dyn_cast_if_present<RewriterBase::Listener>(b.getListener()))
      listener->notifyMatchFailure(op.getLoc(),
                                   [&](Diagnostic &diag) { diag << why; });
    return failure();
  }
  SmallVector<OpFoldResult> domainOffsets, domainSizes;
  domainTileOf(b, op, index, offsets, sizes, domainOffsets, domainSizes);
  TilingResult tiled = tileRotation(b, op, domainOffsets, domainSizes);
  // Only the requested result replaces the consumer's slice.
  return TilingResult{tiled.tiledOps, {tiled.tiledValues[index]},
                      tiled.generatedSlices};
}
} // namespace

#define ROPE_ROTATION_TILING(OpT)                                              \
  LogicalResult OpT::reifyResultShapes(OpBuilder &b,                           \
                                       ReifiedRankedShapedTypeDims &shapes) {  \
    for (Value input : getInputs())                                            \
      shapes.push_back(tensor::getMixedSizes(b, getLoc(), input));             \
    return success();                                                          \
  }                                                                            \
  SmallVector<utils::IteratorType> OpT::getLoopIteratorTypes() {               \
    return rotationIterators(*this);                                           \
  }                                                                            \
  SmallVector<Range> OpT::getIterationDomain(OpBuilder &b) {                   \
    return rotationDomain(b, *this);                                           \
  }                                                                            \
  FailureOr<TilingResult> OpT::getTiledImplementation(                         \
      OpBuilder &b, ArrayRef<OpFoldResult> offsets,                            \
      ArrayRef<OpFoldResult> sizes) {                                          \
    return tiledImplementation(b, *this, offsets, sizes);                      \
  }                                                                            \
  LogicalResult OpT::getResultTilePosition(                                    \
      OpBuilder &b, unsigned resultNumber, ArrayRef<OpFoldResult> offsets,     \
      ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,  \
      SmallVector<OpFoldResult> &resultSizes) {                                \
    return resultTilePosition(b, *this, resultNumber, offsets, sizes,          \
                              resultOffsets, resultSizes);                     \
  }                                                                            \
  LogicalResult OpT::getIterationDomainTileFromResultTile(                     \
      OpBuilder &b, unsigned resultNumber, ArrayRef<OpFoldResult> offsets,     \
      ArrayRef<OpFoldResult> sizes,                                            \
      SmallVectorImpl<OpFoldResult> &domainOffsets,                            \
      SmallVectorImpl<OpFoldResult> &domainSizes) {                            \
    return domainTileFromResultTile(b, *this, resultNumber, offsets, sizes,    \
                                    domainOffsets, domainSizes);               \
  }                                                                            \
  FailureOr<TilingResult> OpT::generateResultTileValue(                        \
      OpBuilder &b, unsigned resultNumber, ArrayRef<OpFoldResult> offsets,     \
      ArrayRef<OpFoldResult> sizes) {                                          \
    return resultTileValue(b, *this, resultNumber, offsets, sizes);            \
  }                                                                            \
  bool OpT::isOpFusableWithConsumerSlice(unsigned resultNumber,                \
                                         ArrayRef<OpFoldResult> offsets,       \
                                         ArrayRef<OpFoldResult> sizes) {       \
    return whyNotTileable(*this, resultNumber, offsets, sizes).empty();        \
  }

ROPE_ROTATION_TILING(ApplyOp)
ROPE_ROTATION_TILING(ApplyTableOp)
#undef ROPE_ROTATION_TILING
