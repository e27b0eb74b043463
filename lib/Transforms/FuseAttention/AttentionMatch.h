//===- AttentionMatch.h - Pieces of a linalg attention ----------*- C++ -*-===//
//
// What rope-fuse-attention recognises in linalg-on-tensors attention, one
// matcher per piece: the two batched contractions, the softmax, the score
// modifiers (scale, causal mask, bias), and the q/k/v operands traced to
// their rope.apply and to the layout they arrive in. Every matcher either
// returns its piece or fails with the first reason, in words, that the
// pass reports as a remark. Matchers never change the IR.
//
// Score tensors are [B, H, Sq, Sk] (axes b, h, i, j): the query axis is 2
// and the key axis 3.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_TRANSFORMS_FUSEATTENTION_ATTENTIONMATCH_H
#define ROPE_LIB_TRANSFORMS_FUSEATTENTION_ATTENTIONMATCH_H

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/APFloat.h"

#include <string>

namespace mlir::rope::detail {

/// The query and key axes of a [B, H, Sq, Sk] score tensor.
constexpr unsigned kQueryAxis = 2;
constexpr unsigned kKeyAxis = 3;

/// Records `reason` unless an earlier one was recorded, and fails.
LogicalResult reject(std::string &why, const Twine &reason);

//===----------------------------------------------------------------------===//
// Linalg bodies and values (LinalgBody.cpp)
//===----------------------------------------------------------------------===//

/// The one value the body of `op` yields, or null.
Value getYieldedValue(linalg::LinalgOp op);

/// The operand of `op` whose body argument `bodyValue` is, or null.
OpOperand *getOperandOfBodyArg(linalg::LinalgOp op, Value bodyValue);

/// The float `bodyValue` is when it is a constant: defined by a constant
/// (inside the body or above it) or the argument of a splat constant input.
std::optional<APFloat> getFloatConstant(linalg::LinalgOp op, Value bodyValue);

/// True when `init` is a zero tensor (a fill or a splat constant).
bool isZeroFilled(Value init);

/// True for an all-parallel rank-4 op with one init read by the identity.
bool isRank4Elementwise(linalg::LinalgOp op);

/// The input `x` when `value` is a rank-4 elementwise float conversion of
/// it alone (`arith.extf` when `widening`, else `arith.truncf`), or null.
Value getConversionInput(Value value, bool widening);

/// True when every use of `value` is by one of `users`.
bool isUsedOnlyBy(Value value, ArrayRef<Operation *> users);

/// The input of a `linalg.transpose` with `permutation` that produced
/// `value`, or null.
Value getTransposeInput(Value value, ArrayRef<int64_t> permutation);

/// True for reassociation [[0, 1], [2], [3]]: batch and heads merged.
bool mergesBatchAndHeads(ArrayRef<ReassociationIndices> reassociation);

//===----------------------------------------------------------------------===//
// Contractions (MatchContraction.cpp)
//===----------------------------------------------------------------------===//

/// out[b, h, m, n] = sum_r lhs[b, h, m, r] * rhs[b, h / groups, n, r], or
/// rhs[b, h / groups, r, n] when `rhsReductionFirst`: a rank-5
/// `linalg.generic`, or a rank-3 contraction (`linalg.batch_matmul`, with
/// or without indexing maps) on collapse_shape'd [B*H, ., .] operands whose
/// result is expand_shape'd back. Accumulates into zeros.
struct BatchedContraction {
  Value lhs;
  Value rhs;
  bool rhsReductionFirst = false;
  int64_t groups = 1;
};

FailureOr<BatchedContraction> matchBatchedContraction(Value result,
                                                      std::string &why);

//===----------------------------------------------------------------------===//
// Softmax (MatchSoftmax.cpp)
//===----------------------------------------------------------------------===//

/// softmax over the key axis: `linalg.softmax dimension(3)` or
/// e = exp(x - max_j x), p = e / sum_j e as linalg.generic ops.
struct SoftmaxMatch {
  Value scores;
  Value probabilities;
};

/// True for the ops a softmax ends with: `linalg.softmax`, or a generic
/// that divides by a reduction.
bool isSoftmaxCandidate(Operation *op);

FailureOr<SoftmaxMatch> matchSoftmax(Operation *candidate, std::string &why);

//===----------------------------------------------------------------------===//
// Scale, causal mask and bias (MatchScoreModifiers.cpp)
//===----------------------------------------------------------------------===//

/// An additive bias as rope.attention takes it: [B, H, Sq, Sk] or
/// [Sq, Sk]; `dropUnitBatchHeads` when it is [1, 1, Sq, Sk] broadcast
/// over batch and heads and must be collapsed to [Sq, Sk].
struct BiasOperand {
  Value tensor;
  bool dropUnitBatchHeads = false;
};

/// softmax input = bias + mask(scale * scores), each step optional.
struct ScoreModifiers {
  Value scores;
  double scale = 1.0;
  bool causal = false;
  BiasOperand bias;
};

FailureOr<ScoreModifiers> matchScoreModifiers(Value softmaxInput,
                                              std::string &why);

//===----------------------------------------------------------------------===//
// Operands (MatchOperands.cpp)
//===----------------------------------------------------------------------===//

/// A tensor as the contraction reads it ([B, H, S, D]) and, when it is a
/// [0, 2, 1, 3] transpose of one, the [B, S, H, D] tensor. Either may be
/// null.
struct LayoutViews {
  Value bhsd;
  Value bshd;
};

/// A rotated query or key traced to its rope.apply.
struct RotatedOperand {
  ApplyOp rope;
  /// The rope.apply result the attention reads.
  Value rotated;
  LayoutViews unrotated;
};

/// `value` with a GQA expansion (repeat_kv: linalg.broadcast of the heads
/// to [B, Hkv, g, S, D], collapse_shape'd to [B, Hkv * g, S, D]) looked
/// through; `groups` is multiplied by g.
Value lookThroughRepeatKV(Value value, int64_t &groups);

/// Traces a rotated [B, H, S, D] value to the rope.apply that made it.
/// Every value on the way must have exactly one use.
FailureOr<RotatedOperand> traceRotated(Value value, StringRef name,
                                       std::string &why);

/// The views of an unrotated [B, H, S, D] value.
LayoutViews viewsOf(Value bhsd);

//===----------------------------------------------------------------------===//
// The whole attention (MatchAttention.cpp) and its rewrite
// (BuildAttention.cpp)
//===----------------------------------------------------------------------===//

struct AttentionMatch {
  Operation *softmax = nullptr;
  Value q, k, v;
  StringRef layout;
  ParamsAttr params;
  PositionSource qPositions, kPositions;
  /// q and k are used as they arrive (already rotated, or a model without
  /// RoPE): an identity rotation of q and `keys_rotated`.
  bool keysRotated = false;
  ScoreModifiers modifiers;
  int64_t groups = 1;
  /// The value the attention replaces, and whether it is already in
  /// `layout` (otherwise it is [B, H, Sq, Dv] and layout is "bshd").
  Value result;
  bool resultInLayout = true;
};

FailureOr<AttentionMatch> matchAttention(Operation *softmax, std::string &why);

/// `root` and every pure op that only `root` needs, transitively: what
/// replacing `root` makes dead.
DenseSet<Operation *> getOpsDeadAfterReplacing(Operation *root);

/// Replaces the match by one rope.attention and erases what became dead.
/// Fails, leaving the IR alone, when rope.attention refuses the operands.
FailureOr<AttentionOp> buildAttention(RewriterBase &rewriter,
                                      const AttentionMatch &match,
                                      std::string &why);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_TRANSFORMS_FUSEATTENTION_ATTENTIONMATCH_H
