//===- MatchAttention.cpp - The pieces assembled into one attention -------===//
//
// From a softmax: forward to the P.V contraction, backward through the
// score modifiers to the Q.K^T contraction, and from both contractions to
// the unrotated q, k and v. Then the checks that make rope.attention
// compute what the chain computed: one set of params, positions for which
// a causal mask by index is the mask by position, one layout for all three
// operands, and a chain that becomes dead once replaced.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::rope::detail {
namespace {

/// [B, H, S, D] read as [B, H, D, S] by Q.K^T.
constexpr int64_t kSwapLastTwo[] = {0, 1, 3, 2};
/// [B, H, S, D] <-> [B, S, H, D].
constexpr int64_t kSwapSeqAndHeads[] = {0, 2, 1, 3};

Operation *getOnlyUser(Value value) {
  return value.hasOneUse() ? *value.getUsers().begin() : nullptr;
}

/// The result of the contraction that reads `lhs`: the op's own, or the
/// expand_shape after a batch matmul on the collapsed `lhs`.
Value getContractionResult(Value lhs) {
  Operation *user = getOnlyUser(lhs);
  bool collapsed = false;
  if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(user)) {
    user = getOnlyUser(collapse.getResult());
    collapsed = true;
  }
  if (!user || user->getNumResults() != 1)
    return {};
  Value result = user->getResult(0);
  if (!collapsed)
    return result;
  auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(getOnlyUser(result));
  return expand ? expand.getResult() : Value();
}

/// Params and positions of the two rotations, as rope.attention takes them.
/// Without `kRope` the keys arrive rotated, at positions 0, 1, ...
LogicalResult matchRotations(ApplyOp qRope, ApplyOp kRope, bool causal,
                             AttentionMatch &match, std::string &why) {
  for (ApplyOp rope : {qRope, kRope}) {
    if (!rope)
      continue;
    if (rope.getInverse())
      return reject(why, "q or k is rotated by the inverse rotation");
    if (rope.getPositionSource(0).getKind() ==
        PositionSource::Kind::BatchOffsets)
      return reject(why, "per-batch offsets have no rope.attention form");
  }
  if (kRope && qRope.getParams() != kRope.getParams())
    return reject(why, "q and k are rotated with different params");
  match.params = qRope.getParams();
  match.qPositions = qRope.getPositionSource(0);
  match.kPositions = kRope ? kRope.getPositionSource(0) : PositionSource();
  if (!causal)
    return success();
  // rope.attention masks by position; the chain masked by index. The two
  // agree when query and key i sit at the same position `offset + i`.
  const PositionSource &q = match.qPositions, &k = match.kPositions;
  if (q.getKind() == PositionSource::Kind::Explicit)
    return reject(why, "a causal mask by index is not one by position when "
                       "positions are explicit");
  if (q.offset != k.offset || q.staticOffset != k.staticOffset)
    return reject(why, "q and k are rotated at different offsets, so the "
                       "causal mask by index is not the mask by position");
  return success();
}

/// One layout for q, k and v: "bshd" when all three are transposes of
/// [B, S, H, D] tensors, else "bhsd" when all three exist as [B, H, S, D].
LogicalResult matchLayout(const LayoutViews &q, const LayoutViews &k,
                          const LayoutViews &v, AttentionMatch &match,
                          std::string &why) {
  if (q.bshd && k.bshd && v.bshd) {
    match.layout = "bshd";
    std::tie(match.q, match.k, match.v) = std::tuple(q.bshd, k.bshd, v.bshd);
    return success();
  }
  if (q.bhsd && k.bhsd && v.bhsd) {
    match.layout = "bhsd";
    std::tie(match.q, match.k, match.v) = std::tuple(q.bhsd, k.bhsd, v.bhsd);
    return success();
  }
  return reject(why, "q, k and v do not all arrive in one layout");
}

/// The value to replace: the [B, H, Sq, Dv] output, or in "bshd" the
/// transpose back to [B, Sq, H, Dv] when that is its only use.
void matchResult(Value output, AttentionMatch &match) {
  match.result = output;
  match.resultInLayout = match.layout == "bhsd";
  auto back = dyn_cast_or_null<linalg::TransposeOp>(getOnlyUser(output));
  if (match.layout == "bshd" && back && back.getInput() == output &&
      back.getPermutation() == ArrayRef(kSwapSeqAndHeads)) {
    match.result = back->getResult(0);
    match.resultInLayout = true;
  }
}

LogicalResult checkTypes(const AttentionMatch &match, Value scores,
                         std::string &why) {
  if (!llvm::all_of(ValueRange{match.q, match.k, match.v}, [](Value value) {
        return isa<RankedTensorType>(value.getType());
      }))
    return reject(why, "q, k and v are not all ranked tensors");
  Type element = getElementTypeOrSelf(match.q);
  for (Value value : {match.k, match.v, scores, match.result})
    if (getElementTypeOrSelf(value) != element)
      return reject(why, "q, k, v, scores and output differ in element type");
  auto q = cast<ShapedType>(match.q.getType());
  if (q.isDynamicDim(3))
    return reject(why, "the head dim is dynamic");
  return success();
}

/// Whether `value` is a rope.apply result, read as it is or transposed to
/// heads first.
bool isRopeResult(Value value) {
  if (value.getDefiningOp<ApplyOp>())
    return true;
  Value rotated = getTransposeInput(value, kSwapSeqAndHeads);
  return rotated && rotated.getDefiningOp<ApplyOp>();
}

/// Params that rotate by nothing: every inverse frequency is 0, so each
/// pair is multiplied by cos 0 = 1 and sin 0 = 0, exactly.
ParamsAttr identityParams(MLIRContext *context, int64_t headDim) {
  SmallVector<double> zeros(headDim / 2, 0.0);
  auto scaling = CustomScalingAttr::get(
      context, DenseF64ArrayAttr::get(context, zeros), std::nullopt);
  return ParamsAttr::get(context, APFloat(10000.0), scaling,
                         /*rotary_dim=*/0, Pairing::half, PartialMode::leading,
                         /*rotary_offset=*/0, APFloat(1.0));
}

} // namespace

FailureOr<AttentionMatch> matchAttention(Operation *candidate,
                                         std::string &why) {
  AttentionMatch match;
  match.softmax = candidate;
  FailureOr<SoftmaxMatch> softmax = matchSoftmax(candidate, why);
  if (failed(softmax))
    return failure();
  if (isa<linalg::SoftmaxOp>(candidate) && !softmax->scores.hasOneUse())
    return reject(why, "the scores have another user");
  // A bf16 / f16 model's softmax in f32 (HF: softmax(s, dtype=float32)
  // .to(q.dtype)): the widening before it and the narrowing after it are
  // the attention's own (rope.attention takes the softmax in f32).
  if (Value narrowScores =
          getConversionInput(softmax->scores, /*widening=*/true)) {
    if (!softmax->probabilities.hasOneUse())
      return reject(why, "the f32 attention weights have another user");
    Operation *narrowing = *softmax->probabilities.getUsers().begin();
    Value narrowed =
        narrowing->getNumResults() == 1 ? narrowing->getResult(0) : Value();
    if (!narrowed ||
        getConversionInput(narrowed, /*widening=*/false) !=
            softmax->probabilities ||
        getElementTypeOrSelf(narrowed) != getElementTypeOrSelf(narrowScores))
      return reject(why, "the softmax is taken in f32 but its weights are "
                         "not narrowed back to the scores' type");
    softmax->scores = narrowScores;
    softmax->probabilities = narrowed;
  }

  // P.V, with v possibly expanded from fewer heads.
  Value output = getContractionResult(softmax->probabilities);
  if (!output)
    return reject(why, "the attention weights are not used by one "
                       "contraction alone");
  FailureOr<BatchedContraction> pv = matchBatchedContraction(output, why);
  if (failed(pv))
    return failure();
  if (pv->lhs != softmax->probabilities || !pv->rhsReductionFirst)
    return reject(why, "the output is not weights x v over the key axis");
  int64_t vGroups = pv->groups;
  Value v = lookThroughRepeatKV(pv->rhs, vGroups);

  // Q.K^T, k possibly transposed and expanded.
  FailureOr<ScoreModifiers> modifiers =
      matchScoreModifiers(softmax->scores, why);
  if (failed(modifiers))
    return failure();
  match.modifiers = *modifiers;
  FailureOr<BatchedContraction> qk =
      matchBatchedContraction(modifiers->scores, why);
  if (failed(qk))
    return failure();
  Value rotatedK = qk->rhs;
  if (qk->rhsReductionFirst) {
    rotatedK = getTransposeInput(rotatedK, kSwapLastTwo);
    if (!rotatedK)
      return reject(why, "the scores contract over an axis of k other than "
                         "its head dim");
  }
  match.groups = qk->groups;
  rotatedK = lookThroughRepeatKV(rotatedK, match.groups);
  if (match.groups != vGroups)
    return reject(why, "k and v are expanded to the query heads differently");

  // Neither q nor k from a rope.apply: rotated elsewhere (tables, a
  // rotated cache) or no RoPE at all; the attention still fuses, with q and
  // k taken as they are. Causal by index is then causal by position: both
  // count from 0. Only q from a rope.apply: the keys arrive rotated (a
  // rotated KV cache, concatenated with the new keys), q is rotated inside.
  bool qRotatedHere = isRopeResult(qk->lhs);
  bool kRotatedHere = isRopeResult(rotatedK);
  if (kRotatedHere && !qRotatedHere)
    return reject(why, "k is the result of a rope.apply but q is not");
  std::optional<RotatedOperand> q, k;
  if (!qRotatedHere) {
    match.keysRotated = true;
    if (failed(matchLayout(viewsOf(qk->lhs), viewsOf(rotatedK), viewsOf(v),
                           match, why)))
      return failure();
  } else {
    FailureOr<RotatedOperand> tracedQ = traceRotated(qk->lhs, "q", why);
    if (failed(tracedQ))
      return failure();
    q = *tracedQ;
    if (kRotatedHere) {
      FailureOr<RotatedOperand> tracedK = traceRotated(rotatedK, "k", why);
      if (failed(tracedK))
        return failure();
      k = *tracedK;
    }
    match.keysRotated = !k;
    if (failed(matchRotations(q->rope, k ? k->rope : ApplyOp(),
                              modifiers->causal, match, why)) ||
        failed(matchLayout(q->unrotated,
                           k ? k->unrotated : viewsOf(rotatedK), viewsOf(v),
                           match, why)))
      return failure();
  }
  matchResult(output, match);
  if (failed(checkTypes(match, softmax->scores, why)))
    return failure();
  if (!q)
    match.params = identityParams(
        candidate->getContext(),
        cast<ShapedType>(match.q.getType()).getShape().back());

  // Fusing must remove the rotations and the products, not duplicate them.
  DenseSet<Operation *> dead =
      getOpsDeadAfterReplacing(match.result.getDefiningOp());
  auto onlyDeadUsers = [&](Value value) {
    return llvm::all_of(value.getUsers(), [&](Operation *user) {
      return dead.contains(user);
    });
  };
  if (q && !onlyDeadUsers(q->rotated))
    return reject(why, "the rotated q has a user outside the attention");
  // Rotated keys used elsewhere too (written to a KV cache): the attention
  // reads them rotated; the rotation stays for the other users
  // (canonicalization drops its then unused q result).
  if (k && !dead.contains(k->rope)) {
    match.keysRotated = true;
    if (failed(matchLayout(q->unrotated, viewsOf(rotatedK), viewsOf(v), match,
                           why)))
      return failure();
    matchResult(output, match);
    if (failed(checkTypes(match, softmax->scores, why)))
      return failure();
  }
  if (!dead.contains(modifiers->scores.getDefiningOp()))
    return reject(why, "the scores have a user outside the attention");
  return match;
}

} // namespace mlir::rope::detail
