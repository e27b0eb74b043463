//===- RopeOps.cpp - rope dialect operations ------------------------------===//
//
// Verifiers (Semantics §6) and result-type inference. Rules about the
// rotary parameters themselves come from the rules' checkConfig so the
// dialect, the reference and the code generators agree on what is valid.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/CheckedMath.h"
#include "rope/Rules/Positions.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::rope;
namespace rules = ::rope::rules;

//===----------------------------------------------------------------------===//
// Layout syntax: ops print their LayoutAttr as a bare string
//===----------------------------------------------------------------------===//

static ParseResult parseLayout(OpAsmParser &parser, LayoutAttr &layout) {
  SMLoc loc = parser.getCurrentLocation();
  std::string axes;
  if (parser.parseString(&axes))
    return failure();
  layout = LayoutAttr::getChecked(
      [&] { return parser.emitError(loc); }, parser.getContext(), StringRef(axes));
  return success(static_cast<bool>(layout));
}

static void printLayout(OpAsmPrinter &printer, Operation *, LayoutAttr layout) {
  printer.printString(layout.getAxes());
}

#include "rope/Dialect/Rope/IR/RopeOpInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "rope/Dialect/Rope/IR/RopeOps.cpp.inc"

namespace {
using ::rope::rules::kPositionLimit;

/// True when both extents are static and different.
bool extentsDiffer(int64_t a, int64_t b) {
  return !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b;
}

/// Extent of the axis with `role` in `type`, 1 when the layout lacks it.
int64_t extentOf(LayoutAttr layout, RankedTensorType type, char role) {
  return layout.extentOf(role, type.getShape());
}

/// Checks that the static extents of `type` address fewer than 2^63 bytes,
/// so that no index or size computed from them wraps.
LogicalResult verifyAddressable(Operation *op, RankedTensorType type,
                                StringRef what) {
  int64_t bytes = std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
  for (int64_t extent : type.getShape()) {
    if (ShapedType::isDynamic(extent))
      continue;
    std::optional<int64_t> next = rules::checkedMul(bytes, extent);
    if (!next)
      return op->emitOpError()
             << what << " (" << type << ") is larger than 2^63 bytes";
    bytes = *next;
  }
  return success();
}

/// Checks that `type` has one axis per layout letter and a static head dim.
LogicalResult verifyLayoutOf(Operation *op, LayoutAttr layout,
                             RankedTensorType type, StringRef what) {
  if (failed(verifyAddressable(op, type, what)))
    return failure();
  if (type.getRank() != layout.getRank())
    return op->emitOpError()
           << what << " has rank " << type.getRank() << " but layout '"
           << layout.getAxes() << "' names " << layout.getRank() << " axes";
  if (type.isDynamicDim(type.getRank() - 1))
    return op->emitOpError() << what << " must have a static head dim";
  return success();
}

/// Checks the rotary parameters for a head dim of `headDim`.
LogicalResult verifyParams(Operation *op, ParamsAttr params, int64_t headDim) {
  if (std::string message = rules::checkConfig(params.toRules(headDim));
      !message.empty())
    return op->emitOpError() << message;
  return success();
}

/// Checks position operands against tokens of `type` in `layout`; operands
/// are named with `prefix` ("" or "q_"/"k_") in diagnostics.
LogicalResult verifyPositions(Operation *op, LayoutAttr layout,
                              RankedTensorType type, const PositionSource &p,
                              StringRef prefix = "") {
  int given = (p.offset ? 1 : 0) + (p.batchOffsets ? 1 : 0) +
              (p.positions ? 1 : 0);
  if (given > 1 && prefix.empty())
    return op->emitOpError()
           << "expects at most one of offset, batch_offsets and positions";
  if (given > 1)
    return op->emitOpError() << "expects at most one of " << prefix
                             << "offset and " << prefix << "positions";
  if (p.staticOffset < 0 || p.staticOffset >= kPositionLimit)
    return op->emitOpError() << "static_" << prefix
                             << "offset must be in [0, 2^31), got "
                             << p.staticOffset;
  if (p.staticOffset != 0 && p.positions)
    return op->emitOpError() << "static_" << prefix
                             << "offset cannot be combined with explicit "
                             << prefix << "positions";
  const int64_t batch = extentOf(layout, type, 'b');
  const int64_t seq = extentOf(layout, type, 's');
  if (p.batchOffsets) {
    if (layout.indexOf('b') < 0)
      return op->emitOpError()
             << "batch_offsets need a batch axis 'b' in the layout";
    auto vecType = cast<RankedTensorType>(p.batchOffsets.getType());
    if (extentsDiffer(vecType.getDimSize(0), batch))
      return op->emitOpError()
             << "batch_offsets has " << vecType.getDimSize(0)
             << " entries but the batch has " << batch << " rows";
  }
  if (p.positions) {
    auto posType = cast<RankedTensorType>(p.positions.getType());
    bool rank1 = posType.getRank() == 1 && !extentsDiffer(posType.getDimSize(0), seq);
    bool rank2 = posType.getRank() == 2 && layout.indexOf('b') >= 0 &&
                 !extentsDiffer(posType.getDimSize(0), batch) &&
                 !extentsDiffer(posType.getDimSize(1), seq);
    if (!rank1 && !rank2)
      return op->emitOpError()
             << prefix << "positions must have shape [S] or [B, S] matching "
             << "the tokens (" << type << "), got " << posType;
  }
  if (!p.offset && !p.batchOffsets && !p.positions &&
      !ShapedType::isDynamic(seq) &&
      !rules::rangeFits(p.staticOffset, seq, kPositionLimit))
    return op->emitOpError() << "static " << prefix << "positions reach "
                             << rules::checkedAdd(p.staticOffset, seq - 1)
                                    .value_or(std::numeric_limits<int64_t>::max())
                             << ", beyond the valid range [0, 2^31)";
  return success();
}

/// Checks the one-or-two rotated inputs shared by rope.apply and
/// rope.apply_table; returns the head dim through `headDim`.
LogicalResult verifyRotatedInputs(Operation *op, ValueRange inputs,
                                  LayoutAttr layout,
                                  const PositionSource &positions,
                                  int64_t &headDim) {
  if (inputs.empty() || inputs.size() > 2)
    return op->emitOpError()
           << "expects one or two inputs (queries, or queries and keys), got "
           << inputs.size();
  auto first = cast<RankedTensorType>(inputs[0].getType());
  for (auto [index, input] : llvm::enumerate(inputs))
    if (failed(verifyLayoutOf(op, layout,
                              cast<RankedTensorType>(input.getType()),
                              "input #" + std::to_string(index))))
      return failure();
  headDim = first.getDimSize(first.getRank() - 1);
  if (inputs.size() == 2) {
    auto second = cast<RankedTensorType>(inputs[1].getType());
    if (second.getDimSize(second.getRank() - 1) != headDim)
      return op->emitOpError()
             << "inputs have different head dims (" << headDim << " and "
             << second.getDimSize(second.getRank() - 1) << ")";
    for (char role : {'b', 's'})
      if (extentsDiffer(extentOf(layout, first, role),
                        extentOf(layout, second, role)))
        return op->emitOpError()
               << "inputs must share batch and sequence extents, got "
               << first << " and " << second;
  }
  return verifyPositions(op, layout, first, positions);
}

/// The rotated inputs and positions of rope.apply or rope.apply_table;
/// returns the head dim through `headDim`.
template <typename OpT>
LogicalResult verifyRotation(OpT op, int64_t &headDim) {
  return verifyRotatedInputs(op, op.getInputs(), op.getLayout(),
                            op.getPositionSource(0), headDim);
}

/// Rotations return tensors of their inputs' types.
LogicalResult inferInputTypes(ValueRange inputs, SmallVectorImpl<Type> &types) {
  llvm::append_range(types, inputs.getTypes());
  return success();
}
} // namespace

//===----------------------------------------------------------------------===//
// ApplyOp
//===----------------------------------------------------------------------===//

LogicalResult ApplyOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &types) {
  return inferInputTypes(adaptor.getInputs(), types);
}

LogicalResult ApplyOp::verify() {
  int64_t headDim = 0;
  if (failed(verifyRotation(*this, headDim)))
    return failure();
  return verifyParams(*this, getParams(), headDim);
}

//===----------------------------------------------------------------------===//
// RopeOpInterface
//===----------------------------------------------------------------------===//

namespace {
/// Static head dim of a tensor whose last axis is the head dim.
int64_t lastExtent(Value tensor) {
  return cast<RankedTensorType>(tensor.getType()).getShape().back();
}
Type elementTypeOf(Value tensor) {
  return cast<RankedTensorType>(tensor.getType()).getElementType();
}
/// The positions of a rotation op (rope.apply, rope.apply_table).
template <typename OpT>
PositionSource rotationPositions(OpT op) {
  return {op.getOffset(), op.getBatchOffsets(), op.getPositions(),
          static_cast<int64_t>(op.getStaticOffset())};
}
/// The rules description of a rotation op, `inverse` included.
template <typename OpT>
rules::RopeConfig rotationConfig(OpT op) {
  rules::RopeConfig config = op.getParams().toRules(op.getRotaryHeadDim());
  config.inverse = op.getInverse();
  return config;
}
} // namespace

rules::RopeConfig ApplyOp::getRopeConfig() { return rotationConfig(*this); }
int64_t ApplyOp::getRotaryHeadDim() { return lastExtent(getInputs()[0]); }
PositionSource ApplyOp::getPositionSource(unsigned) {
  return rotationPositions(*this);
}
SmallVector<Value> ApplyOp::getRotatedTensors() { return getInputs(); }
Type ApplyOp::getRotaryElementType() { return elementTypeOf(getInputs()[0]); }

rules::RopeConfig ApplyTableOp::getRopeConfig() {
  return rotationConfig(*this);
}
int64_t ApplyTableOp::getRotaryHeadDim() { return lastExtent(getInputs()[0]); }
PositionSource ApplyTableOp::getPositionSource(unsigned) {
  return rotationPositions(*this);
}
SmallVector<Value> ApplyTableOp::getRotatedTensors() { return getInputs(); }
Type ApplyTableOp::getRotaryElementType() {
  return elementTypeOf(getInputs()[0]);
}

LayoutAttr CosSinTableOp::getLayout() {
  return LayoutAttr::get(getContext(), StringRef("sd"));
}
int64_t CosSinTableOp::getRotaryHeadDim() {
  return static_cast<int64_t>(getHeadDim());
}
PositionSource CosSinTableOp::getPositionSource(unsigned) {
  return {getOffset(), Value(), getPositions(),
          static_cast<int64_t>(getStaticOffset())};
}
SmallVector<Value> CosSinTableOp::getRotatedTensors() { return {}; }
Type CosSinTableOp::getRotaryElementType() { return elementTypeOf(getCos()); }

int64_t AttentionOp::getRotaryHeadDim() { return lastExtent(getQ()); }
PositionSource AttentionOp::getPositionSource(unsigned index) {
  if (index == 0)
    return {getQOffset(), Value(), getQPositions(),
            static_cast<int64_t>(getStaticQOffset())};
  return {getKOffset(), Value(), getKPositions(),
          static_cast<int64_t>(getStaticKOffset())};
}
SmallVector<Value> AttentionOp::getRotatedTensors() {
  if (getKeysRotated())
    return {getQ()};
  return {getQ(), getK()};
}
Type AttentionOp::getRotaryElementType() { return elementTypeOf(getQ()); }
double AttentionOp::getScaleOrDefault() {
  if (std::optional<APFloat> scale = getScale())
    return scale->convertToDouble();
  return 1.0 / std::sqrt(static_cast<double>(lastExtent(getQ())));
}

//===----------------------------------------------------------------------===//
// ApplyTableOp
//===----------------------------------------------------------------------===//

LogicalResult ApplyTableOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location>,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &types) {
  return inferInputTypes(adaptor.getInputs(), types);
}

/// Checks cos/sin tables (one type, ODS checks they match) of shape
/// [rows, width] for `config`.
static LogicalResult verifyTables(Operation *op, RankedTensorType cosType,
                                  const rules::RopeConfig &config) {
  if (failed(verifyAddressable(op, cosType, "tables")))
    return failure();
  if (cosType.getRank() != 2)
    return op->emitOpError()
           << "tables must have shape [rows, width], got " << cosType;
  int64_t width = cosType.getDimSize(1);
  if (width != config.numPairs() && width != config.rotaryDim)
    return op->emitOpError()
           << "table width " << width << " must be rotary_dim/2 ("
           << config.numPairs() << ") or rotary_dim (" << config.rotaryDim
           << ")";
  return success();
}

LogicalResult ApplyTableOp::verify() {
  int64_t headDim = 0;
  if (failed(verifyRotation(*this, headDim)))
    return failure();
  if (!getParams().hasOnlyChannelFields())
    return emitOpError()
           << "takes theta, scaling and position_scale from its tables; "
              "params may only set rotary_dim, pairing, partial and "
              "rotary_offset";
  if (failed(verifyParams(*this, getParams(), headDim)))
    return failure();
  auto cosType = cast<RankedTensorType>(getCos().getType());
  if (failed(verifyTables(*this, cosType, getParams().toRules(headDim))))
    return failure();
  // With static positions every row the op reads is known.
  auto input = cast<RankedTensorType>(getInputs()[0].getType());
  int64_t seq = extentOf(getLayout(), input, 's');
  int64_t rows = cosType.getDimSize(0);
  int64_t first = static_cast<int64_t>(getStaticOffset());
  if (getPositionSource(0).isStatic() && !ShapedType::isDynamic(seq) &&
      !ShapedType::isDynamic(rows) && !rules::rangeFits(first, seq, rows))
    return emitOpError() << "positions reach "
                         << rules::checkedAdd(first, seq - 1)
                                .value_or(std::numeric_limits<int64_t>::max())
                         << " but the tables have " << rows << " rows";
  return success();
}

//===----------------------------------------------------------------------===//
// CosSinTableOp
//===----------------------------------------------------------------------===//

LogicalResult CosSinTableOp::verify() {
  if (getHeadDim() < 2)
    return emitOpError() << "head_dim must be at least 2, got "
                         << getHeadDim();
  if (failed(verifyParams(*this, getParams(), getHeadDim())))
    return failure();
  auto type = cast<RankedTensorType>(getCos().getType());
  if (failed(verifyTables(*this, type, getParams().toRules(getHeadDim()))))
    return failure();
  // Only explicit positions carry a run-time row count.
  if (type.isDynamicDim(0) && !getPositions())
    return emitOpError() << "tables with a dynamic number of rows need "
                            "explicit positions (nothing else gives the count)";
  // The table's rows play the role of the sequence axis.
  return verifyPositions(*this, getLayout(), type, getPositionSource(0));
}

//===----------------------------------------------------------------------===//
// AttentionOp
//===----------------------------------------------------------------------===//

LogicalResult AttentionOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location>,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &types) {
  auto q = cast<RankedTensorType>(adaptor.getQ().getType());
  auto v = cast<RankedTensorType>(adaptor.getV().getType());
  if (q.getRank() == 0 || v.getRank() == 0)
    return failure();
  SmallVector<int64_t> shape(q.getShape());
  shape.back() = v.getShape().back();
  types.push_back(RankedTensorType::get(shape, q.getElementType()));
  return success();
}

LogicalResult AttentionOp::verify() {
  LayoutAttr layout = getLayout();
  if (layout.getAxes() != "bshd" && layout.getAxes() != "bhsd")
    return emitOpError() << "layout must be 'bshd' or 'bhsd', got '"
                         << layout.getAxes() << "'";
  auto q = cast<RankedTensorType>(getQ().getType());
  auto k = cast<RankedTensorType>(getK().getType());
  auto v = cast<RankedTensorType>(getV().getType());
  for (auto [type, name] : {std::pair{q, "q"}, {k, "k"}, {v, "v"}})
    if (failed(verifyLayoutOf(*this, layout, type, name)))
      return failure();
  auto extent = [&](RankedTensorType t, char role) {
    return extentOf(layout, t, role);
  };
  if (extentsDiffer(extent(q, 'b'), extent(k, 'b')) ||
      extentsDiffer(extent(k, 'b'), extent(v, 'b')))
    return emitOpError() << "q, k and v must have the same batch size";
  const int64_t headDim = extent(q, 'd');
  if (headDim != extent(k, 'd'))
    return emitOpError() << "q head dim " << headDim
                         << " differs from k head dim " << extent(k, 'd');
  if (extentsDiffer(extent(k, 's'), extent(v, 's')) ||
      extentsDiffer(extent(k, 'h'), extent(v, 'h')))
    return emitOpError()
           << "k and v must have the same sequence length and heads";
  int64_t hq = extent(q, 'h'), hkv = extent(k, 'h');
  if (!ShapedType::isDynamic(hq) && !ShapedType::isDynamic(hkv) &&
      (hkv == 0 || hq % hkv != 0))
    return emitOpError() << "query heads (" << hq
                         << ") are not a multiple of kv heads (" << hkv << ")";
  if (failed(verifyPositions(*this, layout, q, getPositionSource(0), "q_")) ||
      failed(verifyPositions(*this, layout, k, getPositionSource(1), "k_")))
    return failure();
  if (Value bias = getBias()) {
    auto b = cast<RankedTensorType>(bias.getType());
    ArrayRef<int64_t> s = b.getShape();
    int64_t sq = extent(q, 's'), sk = extent(k, 's');
    // Rank 4: B, Hq and Sq may each be 1, broadcast (a padding mask is
    // [B, 1, 1, Sk], transformers' 4-D mask [B, 1, Sq, Sk]).
    auto fullOrOne = [&](int64_t axis, int64_t full) {
      return s[axis] == 1 || !extentsDiffer(s[axis], full);
    };
    bool matches2 = b.getRank() == 2 && !extentsDiffer(s[0], sq) &&
                    !extentsDiffer(s[1], sk);
    bool matches4 = b.getRank() == 4 && fullOrOne(0, extent(q, 'b')) &&
                    fullOrOne(1, hq) && fullOrOne(2, sq) &&
                    !extentsDiffer(s[3], sk);
    if (!matches2 && !matches4)
      return emitOpError() << "bias must have shape [Sq, Sk] or "
                              "[B, Hq, Sq, Sk] (B, Hq and Sq may be 1), got "
                           << b;
  }
  if (std::optional<APFloat> scale = getScale(); scale && !scale->isFinite())
    return emitOpError() << "scale must be finite";
  return verifyParams(*this, getParams(), headDim);
}
