//===- MatchScoreModifiers.cpp - Scale, causal mask and bias --------------===//
//
// Walks up from the softmax input through rank-4 elementwise generics,
// each one step: a scale (x * c, c * x or x / c for a constant c), a causal
// mask (select on a compare of linalg.index 2 and 3 against -inf or a
// value <= -1e30) or an additive bias. The scale must apply to Q.K^T
// itself: a bias added before it would be scaled too, which rope.attention
// cannot express.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::rope::detail {
namespace {

/// Softmax gives these the weight exp(-1e30 - max) = 0 exactly, as -inf.
constexpr double kMaskThreshold = -1e30;

/// The scores input of `op` whose body argument `bodyValue` is: a rank-4
/// input read by the identity.
OpOperand *getScoresOperand(linalg::GenericOp op, Value bodyValue) {
  OpOperand *operand = getOperandOfBodyArg(op, bodyValue);
  if (!operand || !op.isDpsInput(operand) ||
      !op.getMatchingIndexingMap(operand).isIdentity())
    return nullptr;
  return operand;
}

FailureOr<Value> matchScale(linalg::GenericOp op, Operation *step,
                            ScoreModifiers &modifiers, std::string &why) {
  Value scoresArg = step->getOperand(0), factor = step->getOperand(1);
  bool divides = isa<arith::DivFOp>(step);
  std::optional<APFloat> constant = getFloatConstant(op, factor);
  if (!constant && !divides) {
    std::swap(scoresArg, factor);
    constant = getFloatConstant(op, factor);
  }
  if (!constant)
    return reject(why, "the score scale is not a constant");
  OpOperand *scores = getScoresOperand(op, scoresArg);
  if (!scores)
    return reject(why, "the scores are scaled by an op that does not read "
                       "them elementwise");
  double value = constant->convertToDouble();
  double scale = divides ? 1.0 / value : value;
  if (!std::isfinite(scale) || scale == 0.0)
    return reject(why, "the score scale is zero or not finite");
  modifiers.scale = scale;
  return scores->get();
}

/// Strips the integer casts frontends put on linalg.index values.
Value stripIntegerCasts(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
             arith::ExtUIOp>(op))
      break;
    value = op->getOperand(0);
  }
  return value;
}

/// The loop `value` is the index of, in the body of `op`.
std::optional<uint64_t> indexedLoop(linalg::GenericOp op, Value value) {
  auto index = stripIntegerCasts(value).getDefiningOp<linalg::IndexOp>();
  if (!index || index->getParentOp() != op.getOperation())
    return std::nullopt;
  return index.getDim();
}

/// True when `select` masks exactly the keys after the query: j > i. The
/// compare is evaluated on every order of two indices, so any predicate
/// and operand order that means this is accepted.
bool masksKeysAfterQuery(arith::CmpIOp compare, bool masksWhenTrue,
                         bool lhsIsKey) {
  for (uint64_t i = 0; i < 3; ++i) {
    for (uint64_t j = 0; j < 3; ++j) {
      APInt query(64, i), key(64, j);
      bool condition = arith::applyCmpPredicate(compare.getPredicate(),
                                                lhsIsKey ? key : query,
                                                lhsIsKey ? query : key);
      if ((condition == masksWhenTrue) != (j > i))
        return false;
    }
  }
  return true;
}

FailureOr<Value> matchCausalMask(linalg::GenericOp op, arith::SelectOp select,
                                 ScoreModifiers &modifiers, std::string &why) {
  bool masksWhenTrue = true;
  OpOperand *scores = getScoresOperand(op, select.getFalseValue());
  Value fill = select.getTrueValue();
  if (!scores) {
    masksWhenTrue = false;
    scores = getScoresOperand(op, select.getTrueValue());
    fill = select.getFalseValue();
  }
  if (!scores)
    return reject(why, "the mask selects between values other than the "
                       "scores");
  std::optional<APFloat> masked = getFloatConstant(op, fill);
  if (!masked || !masked->isNegative() ||
      (!masked->isInfinity() && masked->convertToDouble() > kMaskThreshold))
    return reject(why, "the mask value is not -inf or at most -1e30");
  auto compare = select.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!compare)
    return reject(why, "the mask condition is not an integer compare");
  std::optional<uint64_t> lhsLoop = indexedLoop(op, compare.getLhs());
  std::optional<uint64_t> rhsLoop = indexedLoop(op, compare.getRhs());
  if (!lhsLoop || !rhsLoop)
    return reject(why, "the mask compares something other than the query "
                       "and key indices");
  std::pair<uint64_t, uint64_t> loops = std::minmax(*lhsLoop, *rhsLoop);
  if (loops != std::pair<uint64_t, uint64_t>{kQueryAxis, kKeyAxis})
    return reject(why, "the mask compares axes " + Twine(*lhsLoop) + " and " +
                           Twine(*rhsLoop) +
                           ", not the query and key axes 2 and 3");
  if (!masksKeysAfterQuery(compare, masksWhenTrue, *lhsLoop == kKeyAxis))
    return reject(why, "the mask is not causal (keys after the query)");
  if (modifiers.causal)
    return reject(why, "the scores are masked twice");
  modifiers.causal = true;
  return scores->get();
}

/// The bias operand rope.attention takes for `bias` read through `map`.
FailureOr<BiasOperand> matchBiasOperand(OpOperand &bias, AffineMap map,
                                        std::string &why) {
  MLIRContext *context = map.getContext();
  AffineExpr zero = getAffineConstantExpr(0, context);
  AffineExpr b = getAffineDimExpr(0, context), h = getAffineDimExpr(1, context),
             i = getAffineDimExpr(kQueryAxis, context),
             j = getAffineDimExpr(kKeyAxis, context);
  ArrayRef<AffineExpr> results = map.getResults();
  if (results == ArrayRef<AffineExpr>{b, h, i, j}) {
    // A [Sq, Sk] bias broadcast over batch and heads is taken as it is.
    auto broadcast = bias.get().getDefiningOp<linalg::BroadcastOp>();
    if (broadcast && broadcast.getDimensions() == ArrayRef<int64_t>{0, 1})
      return BiasOperand{broadcast.getInput(), false};
    return BiasOperand{bias.get(), false};
  }
  if (results == ArrayRef<AffineExpr>{i, j})
    return BiasOperand{bias.get(), false};
  if (results == ArrayRef<AffineExpr>{zero, zero, i, j})
    return BiasOperand{bias.get(), true};
  return reject(why, "the bias is read other than as [B, H, Sq, Sk], "
                     "[Sq, Sk] or [1, 1, Sq, Sk]");
}

FailureOr<Value> matchBias(linalg::GenericOp op, arith::AddFOp add,
                           ScoreModifiers &modifiers, std::string &why) {
  // The scores come first, as frontends write scores + bias; a bias that is
  // not read by the identity is the second either way.
  Value scoresArg = add.getLhs(), biasArg = add.getRhs();
  if (!getScoresOperand(op, scoresArg))
    std::swap(scoresArg, biasArg);
  OpOperand *scores = getScoresOperand(op, scoresArg);
  OpOperand *bias = getOperandOfBodyArg(op, biasArg);
  if (!scores || !bias || !op.isDpsInput(bias) || bias == scores)
    return reject(why, "the scores are added to something other than a "
                       "bias tensor");
  auto biasType = cast<ShapedType>(bias->get().getType());
  if (biasType.getElementType() != getElementTypeOrSelf(scores->get()))
    return reject(why, "the bias element type differs from the scores'");
  FailureOr<BiasOperand> operand =
      matchBiasOperand(*bias, op.getMatchingIndexingMap(bias), why);
  if (failed(operand))
    return failure();
  if (modifiers.bias.tensor)
    return reject(why, "the scores have two biases");
  modifiers.bias = *operand;
  return scores->get();
}

} // namespace

FailureOr<ScoreModifiers> matchScoreModifiers(Value softmaxInput,
                                              std::string &why) {
  ScoreModifiers modifiers;
  bool scaled = false;
  Value scores = softmaxInput;
  while (auto op = scores.getDefiningOp<linalg::GenericOp>()) {
    if (!isRank4Elementwise(op))
      break;
    if (scores != softmaxInput && !scores.hasOneUse())
      return reject(why, "an intermediate score tensor has another user");
    if (scaled)
      return reject(why, "the scale is not applied to Q.K^T itself");
    Value yielded = getYieldedValue(op);
    Operation *step = yielded ? yielded.getDefiningOp() : nullptr;
    if (!step || step->getParentOp() != op.getOperation() ||
        op.getNumDpsInputs() > 2)
      return reject(why, "an elementwise op on the scores is not a scale, "
                         "a causal mask or a bias");
    FailureOr<Value> next =
        llvm::TypeSwitch<Operation *, FailureOr<Value>>(step)
            .Case<arith::MulFOp, arith::DivFOp>([&](Operation *scale) {
              scaled = true;
              return matchScale(op, scale, modifiers, why);
            })
            .Case([&](arith::SelectOp select) {
              return matchCausalMask(op, select, modifiers, why);
            })
            .Case([&](arith::AddFOp add) {
              return matchBias(op, add, modifiers, why);
            })
            .Default([&](Operation *) {
              return reject(why, "an elementwise op on the scores is not a "
                                 "scale, a causal mask or a bias");
            });
    if (failed(next))
      return failure();
    scores = *next;
  }
  modifiers.scores = scores;
  return modifiers;
}

} // namespace mlir::rope::detail
