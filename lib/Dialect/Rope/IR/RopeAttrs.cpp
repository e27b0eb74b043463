//===- RopeAttrs.cpp - rope dialect attributes ----------------------------===//
//
// Parsing helpers, verifiers and the translation of every attribute to the
// reference's plain C++ description, whose rules the verifiers reuse.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeAttrs.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Rules/Frequencies.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::rope;
namespace rules = ::rope::rules;

#include "rope/Dialect/Rope/IR/RopeEnums.cpp.inc"
#include "rope/Dialect/Rope/IR/RopeAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "rope/Dialect/Rope/IR/RopeAttrs.cpp.inc"

void RopeDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "rope/Dialect/Rope/IR/RopeAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Parameter parsing and printing
//===----------------------------------------------------------------------===//

FailureOr<APFloat> mlir::rope::detail::parseF64Param(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  const bool negative = succeeded(parser.parseOptionalMinus());
  // MLIR's float literals need a '.', so "theta = 500000" is read here as
  // an integer and converted (exactly up to 2^53). A hex integer stays a
  // float's bit pattern, as parseFloat reads it. The lexer keeps its
  // buffer NUL-terminated, so peeking two characters is safe.
  const char *token = parser.getCurrentLocation().getPointer();
  if (!llvm::isDigit(token[0]))
    return parser.emitError(loc,
                            "expected a number (integer or float literal)");
  const bool hex = token[0] == '0' && (token[1] == 'x' || token[1] == 'X');
  APInt integer;
  OptionalParseResult parsedInteger =
      hex ? OptionalParseResult(std::nullopt)
          : parser.parseOptionalDecimalInteger(integer);
  APFloat value(0.0);
  if (parsedInteger.has_value()) {
    if (failed(*parsedInteger))
      return failure();
    value.convertFromAPInt(integer, /*IsSigned=*/true,
                           APFloat::rmNearestTiesToEven);
  } else {
    double parsed;
    if (parser.parseFloat(parsed))
      return failure();
    value = APFloat(parsed);
  }
  if (negative)
    value.changeSign();
  return value;
}

FailureOr<std::optional<APFloat>>
mlir::rope::detail::parseOptionalF64Param(AsmParser &parser) {
  FailureOr<APFloat> value = parseF64Param(parser);
  if (failed(value))
    return failure();
  return std::optional<APFloat>(*value);
}

FailureOr<DenseF64ArrayAttr>
mlir::rope::detail::parseF64ArrayParam(AsmParser &parser) {
  SmallVector<double> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        FailureOr<APFloat> value = parseF64Param(parser);
        if (failed(value))
          return failure();
        values.push_back(value->convertToDouble());
        return success();
      }))
    return failure();
  return DenseF64ArrayAttr::get(parser.getContext(), values);
}

void mlir::rope::detail::printF64ArrayParam(AsmPrinter &printer,
                                            DenseF64ArrayAttr array) {
  printer << '[';
  llvm::interleaveComma(array.asArrayRef(), printer,
                        [&](double value) { printer.printFloat(APFloat(value)); });
  printer << ']';
}

bool mlir::rope::detail::sameOptionalF64(const std::optional<APFloat> &a,
                                         const std::optional<APFloat> &b) {
  if (!a || !b)
    return !a && !b;
  return a->bitwiseIsEqual(*b);
}

FailureOr<bool> mlir::rope::detail::parseBoolParam(AsmParser &parser) {
  if (succeeded(parser.parseOptionalKeyword("true")))
    return true;
  if (succeeded(parser.parseOptionalKeyword("false")))
    return false;
  return parser.emitError(parser.getCurrentLocation(),
                          "expected 'true' or 'false'");
}


//===----------------------------------------------------------------------===//
// Scaling attributes
//===----------------------------------------------------------------------===//

namespace {
using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

double toDouble(const APFloat &x) { return x.convertToDouble(); }

std::optional<double> toDouble(const std::optional<APFloat> &x) {
  if (!x)
    return std::nullopt;
  return x->convertToDouble();
}

LogicalResult verifyScaling(EmitErrorFn emitError, const rules::Scaling &s) {
  std::string message = rules::checkScaling(s);
  if (message.empty())
    return success();
  return emitError() << rules::scalingKindName(s.kind) << " scaling: " << message;
}

std::vector<double> toVector(DenseF64ArrayAttr array) {
  if (!array)
    return {};
  return std::vector<double>(array.asArrayRef().begin(),
                             array.asArrayRef().end());
}

rules::Scaling longRope(DenseF64ArrayAttr shortFactor,
                      DenseF64ArrayAttr longFactor, int64_t originalMax,
                      double factor, std::optional<double> attentionFactor) {
  rules::Scaling s;
  s.kind = rules::ScalingKind::LongRope;
  s.shortFactor = toVector(shortFactor);
  s.longFactor = toVector(longFactor);
  s.originalMax = originalMax;
  s.factor = factor;
  s.attentionFactor = attentionFactor;
  return s;
}

rules::Scaling custom(DenseF64ArrayAttr freqs,
                    std::optional<double> attentionFactor) {
  rules::Scaling s;
  s.kind = rules::ScalingKind::Custom;
  s.freqs = toVector(freqs);
  s.attentionFactor = attentionFactor;
  return s;
}
} // namespace

rules::Scaling DefaultScalingAttr::toRules() const { return {}; }

LogicalResult LinearScalingAttr::verify(EmitErrorFn emitError,
                                        APFloat factor) {
  return verifyScaling(emitError, rules::linearScaling(toDouble(factor)));
}
rules::Scaling LinearScalingAttr::toRules() const {
  return rules::linearScaling(toDouble(getFactor()));
}

LogicalResult NtkScalingAttr::verify(EmitErrorFn emitError, APFloat alpha) {
  return verifyScaling(emitError, rules::ntkScaling(toDouble(alpha)));
}
rules::Scaling NtkScalingAttr::toRules() const {
  return rules::ntkScaling(toDouble(getAlpha()));
}

LogicalResult DynamicScalingAttr::verify(EmitErrorFn emitError, APFloat factor,
                                         int64_t originalMax) {
  return verifyScaling(emitError, rules::dynamicScaling(toDouble(factor), originalMax));
}
rules::Scaling DynamicScalingAttr::toRules() const {
  return rules::dynamicScaling(toDouble(getFactor()), getOriginalMax());
}

LogicalResult YarnScalingAttr::verify(
    EmitErrorFn emitError, APFloat factor, int64_t originalMax,
    APFloat betaFast, APFloat betaSlow, std::optional<APFloat> attentionFactor,
    std::optional<APFloat> mscale, std::optional<APFloat> mscaleAllDim,
    bool truncate) {
  return verifyScaling(
      emitError, rules::yarnScaling(toDouble(factor), originalMax, toDouble(betaFast),
                      toDouble(betaSlow), toDouble(attentionFactor),
                      toDouble(mscale), toDouble(mscaleAllDim), truncate));
}
rules::Scaling YarnScalingAttr::toRules() const {
  return rules::yarnScaling(toDouble(getFactor()), getOriginalMax(), toDouble(getBetaFast()),
              toDouble(getBetaSlow()), toDouble(getAttentionFactor()),
              toDouble(getMscale()), toDouble(getMscaleAllDim()),
              getTruncate());
}

LogicalResult Llama3ScalingAttr::verify(EmitErrorFn emitError, APFloat factor,
                                        APFloat low, APFloat high,
                                        int64_t originalMax) {
  return verifyScaling(emitError, rules::llama3Scaling(toDouble(factor), toDouble(low),
                                         toDouble(high), originalMax));
}
rules::Scaling Llama3ScalingAttr::toRules() const {
  return rules::llama3Scaling(toDouble(getFactor()), toDouble(getLowFreqFactor()),
                toDouble(getHighFreqFactor()), getOriginalMax());
}

LogicalResult LongRopeScalingAttr::verify(
    EmitErrorFn emitError, DenseF64ArrayAttr shortFactor,
    DenseF64ArrayAttr longFactor, int64_t originalMax, APFloat factor,
    std::optional<APFloat> attentionFactor) {
  return verifyScaling(emitError,
                       longRope(shortFactor, longFactor, originalMax,
                                toDouble(factor), toDouble(attentionFactor)));
}
rules::Scaling LongRopeScalingAttr::toRules() const {
  return longRope(getShortFactor(), getLongFactor(), getOriginalMax(),
                  toDouble(getFactor()), toDouble(getAttentionFactor()));
}

LogicalResult CustomScalingAttr::verify(EmitErrorFn emitError,
                                        DenseF64ArrayAttr freqs,
                                        std::optional<APFloat> attentionFactor) {
  return verifyScaling(emitError, custom(freqs, toDouble(attentionFactor)));
}
rules::Scaling CustomScalingAttr::toRules() const {
  return custom(getFreqs(), toDouble(getAttentionFactor()));
}

//===----------------------------------------------------------------------===//
// ParamsAttr
//===----------------------------------------------------------------------===//

static rules::Pairing toRules(Pairing pairing) {
  return pairing == Pairing::half ? rules::Pairing::Half
                                  : rules::Pairing::Interleaved;
}

static rules::PartialMode toRules(PartialMode mode) {
  switch (mode) {
  case PartialMode::leading:
    return rules::PartialMode::Leading;
  case PartialMode::offset:
    return rules::PartialMode::Offset;
  case PartialMode::proportional:
    return rules::PartialMode::Proportional;
  }
  llvm_unreachable("unknown partial mode");
}

LogicalResult ParamsAttr::verify(EmitErrorFn emitError, APFloat thetaValue,
                                 ScalingAttrInterface scaling,
                                 int64_t rotaryDim, Pairing pairing,
                                 PartialMode partial, int64_t rotaryOffset,
                                 APFloat positionScaleValue) {
  const double theta = toDouble(thetaValue);
  const double positionScale = toDouble(positionScaleValue);
  // Head-dim dependent rules are checked by the ops that know the head dim.
  if (!(std::isfinite(theta) && theta > 0))
    return emitError() << "theta must be finite and positive, got " << theta;
  if (!(std::isfinite(positionScale) && positionScale > 0))
    return emitError() << "position_scale must be finite and positive, got "
                       << positionScale;
  if (rotaryDim < 0 || rotaryDim % 2 != 0)
    return emitError() << "rotary_dim must be even and non-negative, got "
                       << rotaryDim;
  if (rotaryOffset != 0 && partial != PartialMode::offset)
    return emitError()
           << "rotary_offset is only valid with partial = offset";
  if (rotaryOffset < 0)
    return emitError() << "rotary_offset must be non-negative, got "
                       << rotaryOffset;
  return success();
}

rules::RopeConfig ParamsAttr::toRules(int64_t headDim) const {
  rules::RopeConfig config;
  config.theta = toDouble(getTheta());
  if (getScaling())
    config.scaling = getScaling().toRules();
  config.headDim = headDim;
  config.rotaryDim = getRotaryDim() == 0 ? headDim : getRotaryDim();
  config.pairing = ::toRules(getPairing());
  config.partial = ::toRules(getPartial());
  config.rotaryOffset = getRotaryOffset();
  config.positionScale = toDouble(getPositionScale());
  return config;
}

bool ParamsAttr::hasStaticFrequencies() const {
  return !getScaling() || !getScaling().toRules().dependsOnSequenceLength();
}

bool ParamsAttr::hasUnitAttentionFactor() const {
  return !getScaling() || rules::attentionFactor(getScaling().toRules()) == 1.0;
}

bool ParamsAttr::hasOnlyChannelFields() const {
  return toDouble(getTheta()) == 10000.0 && !getScaling() &&
         toDouble(getPositionScale()) == 1.0;
}

//===----------------------------------------------------------------------===//
// LayoutAttr
//===----------------------------------------------------------------------===//

LogicalResult LayoutAttr::verify(EmitErrorFn emitError, StringRef axes) {
  if (std::string message = rules::Layout::check(axes.str()); !message.empty())
    return emitError() << message;
  return success();
}

int64_t LayoutAttr::indexOf(char role) const {
  size_t index = getAxes().find(role);
  return index == StringRef::npos ? -1 : static_cast<int64_t>(index);
}

int64_t LayoutAttr::extentOf(char role, ArrayRef<int64_t> shape) const {
  int64_t index = indexOf(role);
  return index < 0 ? 1 : shape[index];
}

rules::Layout LayoutAttr::toRules() const { return {getAxes().str()}; }

//===----------------------------------------------------------------------===//
// GpuKernelAttr
//===----------------------------------------------------------------------===//

LogicalResult GpuKernelAttr::verify(EmitErrorFn emitError, StringRef name,
                                    int64_t blockSize, int64_t vectorBytes,
                                    int64_t sharedBytes) {
  if (name.empty())
    return emitError() << "gpu_kernel needs a kernel name";
  // The name becomes a PTX entry symbol: LLVM aborts on other characters.
  auto isSymbolChar = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  if (llvm::isDigit(name.front()) || !llvm::all_of(name, isSymbolChar)) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    llvm::printEscapedString(name, os);
    return emitError() << "gpu_kernel name must be an identifier (letters, "
                          "digits and '_', not starting with a digit), got \""
                       << printed << "\"";
  }
  if (blockSize < 32 || blockSize > 1024 || blockSize % 32 != 0)
    return emitError() << "gpu_kernel block_size must be a multiple of 32 in "
                          "[32, 1024], got "
                       << blockSize;
  if (vectorBytes < 1 || vectorBytes > 16 || !llvm::isPowerOf2_64(vectorBytes))
    return emitError() << "gpu_kernel vector_bytes must be 1, 2, 4, 8 or 16, "
                          "got "
                       << vectorBytes;
  if (sharedBytes < 0 || sharedBytes > kGpuKernelMaxSharedBytes)
    return emitError() << "gpu_kernel shared_bytes must be in [0, "
                       << kGpuKernelMaxSharedBytes << "], got " << sharedBytes;
  return success();
}

//===----------------------------------------------------------------------===//
// CpuAttentionPlanAttr
//===----------------------------------------------------------------------===//

namespace {
/// The vector width of a CPU plan `plan`: a multiple of 64 up to 2048.
LogicalResult verifyPlanVectorBits(EmitErrorFn emitError,
                                   StringRef plan, int64_t vectorBits) {
  if (vectorBits >= 64 && vectorBits <= 2048 && vectorBits % 64 == 0)
    return success();
  return emitError() << plan
                     << " vector_bits must be a multiple of 64 in [64, 2048], "
                        "got "
                     << vectorBits;
}
} // namespace

LogicalResult CpuAttentionPlanAttr::verify(
    EmitErrorFn emitError, int64_t vectorBits, int64_t queryBlock,
    int64_t keyBlock, int64_t keyTile, int64_t rowKeyTile, int64_t outputRows,
    int64_t valueVectors, int64_t groupHeads, KeyRotation keyRotation,
    int64_t keySplits, CpuMatmul matmul, int64_t kvHeadsPerItem,
    PrefetchOrder prefetchOrder) {
  if (failed(verifyPlanVectorBits(emitError, "cpu_attention_plan",
                                  vectorBits)))
    return failure();
  // Register tiles are unrolled in the IR: none wider than the 32 vector
  // registers of the largest x86 register file.
  constexpr int64_t kMaxRegisterTile = 32;
  const int64_t lanes = vectorBits / 32;
  if (queryBlock < lanes || queryBlock % lanes != 0 ||
      queryBlock / lanes > kMaxRegisterTile)
    return emitError() << "cpu_attention_plan query_block must be a multiple "
                          "of the "
                       << lanes << " f32 lanes of vector_bits, at most "
                       << kMaxRegisterTile << " vectors, got " << queryBlock;
  for (auto [name, value] : {std::pair{"key_tile", keyTile},
                             {"row_key_tile", rowKeyTile},
                             {"output_rows", outputRows},
                             {"value_vectors", valueVectors}})
    if (value < 1 || value > kMaxRegisterTile)
      return emitError() << "cpu_attention_plan " << name << " must be in [1, "
                         << kMaxRegisterTile << "], got " << value;
  // Query heads of one work item: a kv head's group, at most 256 heads.
  if (groupHeads < 1 || groupHeads > 256)
    return emitError() << "cpu_attention_plan group_heads must be in [1, "
                          "256], got "
                       << groupHeads;
  // Score tiles never reach past a block: the last vector of rows takes
  // key_tile x (query_block / lanes) keys at a time (Attention/TileScores.cpp).
  const int64_t narrowKeys = keyTile * (queryBlock / lanes);
  if (keyBlock < 1 || keyBlock > 4096 || keyBlock % narrowKeys != 0 ||
      keyBlock % rowKeyTile != 0)
    return emitError() << "cpu_attention_plan key_block must be a multiple "
                          "of row_key_tile and of key_tile x query_block / "
                       << lanes << " lanes (" << narrowKeys
                       << ") in [1, 4096], got " << keyBlock;
  if (keySplits < 0)
    return emitError() << "cpu_attention_plan key_splits must be 0 (chosen "
                          "per call) or positive, got "
                       << keySplits;
  // AMX tiles: 16 rows of f32 (one 512-bit vector of rows) by pairs of 32
  // bf16 keys.
  if (matmul == CpuMatmul::amx && (vectorBits != 512 || keyBlock % 32 != 0))
    return emitError() << "cpu_attention_plan matmul = amx needs vector_bits "
                          "= 512 and a key_block that is a multiple of 32, "
                          "got "
                       << vectorBits << " and " << keyBlock;
  // vdpbf16ps: 4, 8 or 16 f32 lanes.
  if (matmul == CpuMatmul::bf16_dot && vectorBits != 128 &&
      vectorBits != 256 && vectorBits != 512)
    return emitError() << "cpu_attention_plan matmul = bf16_dot needs "
                          "vector_bits of 128, 256 or 512, got "
                       << vectorBits;
  // Each kv head of an item has its own packed queries on the stack; AMX
  // items pack one kv head's query pairs.
  if (kvHeadsPerItem < 1 || kvHeadsPerItem > 64)
    return emitError() << "cpu_attention_plan kv_heads_per_item must be in "
                          "[1, 64], got "
                       << kvHeadsPerItem;
  if (matmul == CpuMatmul::amx && kvHeadsPerItem != 1)
    return emitError() << "cpu_attention_plan matmul = amx needs "
                          "kv_heads_per_item = 1, got "
                       << kvHeadsPerItem;
  return success();
}

//===----------------------------------------------------------------------===//
// CpuApplyPlanAttr
//===----------------------------------------------------------------------===//

LogicalResult CpuApplyPlanAttr::verify(EmitErrorFn emitError,
                                       int64_t vectorBits, bool unrolled) {
  return verifyPlanVectorBits(emitError, "cpu_apply_plan", vectorBits);
}

//===----------------------------------------------------------------------===//
// GpuAttentionPlanAttr
//===----------------------------------------------------------------------===//

LogicalResult GpuAttentionPlanAttr::verify(
    EmitErrorFn emitError, int64_t headsPerBlock, bool queryInRegisters,
    KeyRotation keyRotation, bool rotateQueries, int64_t multiprocessors,
    int64_t minKeysPerSplit) {
  if (headsPerBlock < 1)
    return emitError() << "gpu_attention_plan heads_per_block must be at "
                          "least 1, got "
                       << headsPerBlock;
  if (keyRotation == KeyRotation::at_run_time)
    return emitError() << "gpu_attention_plan key_rotation must be once, "
                          "per_block or none";
  if (multiprocessors < 1 || minKeysPerSplit < 1)
    return emitError() << "gpu_attention_plan multiprocessors and "
                          "min_keys_per_split must be at least 1";
  return success();
}
