//===- AttentionElements.h - Attention read off its elements ----*- C++ -*-===//
//
// rope-fuse-attention's matcher: whether the result of a contraction
// is attention, decided from what its elements are (ElementEvaluator),
// whatever ops spell the steps between the reductions. Element (b, h, i, e)
// of the output must be
//     sum_j  exp(s(j) - m) / l  *  v[b, j, h_kv, e]
//     s(j) = scale * sum_c q[b, i, h, c] * k[b, j, h_kv, c]  + mask(i, j)
//     l    = sum_j exp(s(j) - m)          (m: anything constant along j)
// with q and k the results of rope.apply ops (or taken as they arrive),
// h_kv = h / g for GQA, and the mask absent, causal, or a bias tensor the
// function receives. The reductions are the linalg ops that compute them;
// everything between them (broadcasts, reshapes, transposes, unit axes,
// repeat_kv, conversions, where the scale and the mask are applied) is
// read through.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ATTENTION_ATTENTIONELEMENTS_H
#define ROPE_LIB_RECOGNITION_ATTENTION_ATTENTIONELEMENTS_H

#include "rope/Recognition/Elements/ElementExpr.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/PatternMatch.h"

#include <limits>
#include <memory>
#include <string>

namespace mlir::rope::detail {

/// A tensor the attention reads and where: `at` gives each of its axes as
/// an affine expression of the roles (b, h, i, e, j, c, h_kv: AttentionRole).
struct RoleRead {
  Value tensor;
  SmallVector<AffineExpr> at;
};

/// The symbols of RoleRead::at.
enum AttentionRole : unsigned {
  kBatch = 0,   // b
  kHead = 1,    // h, the query head
  kQuery = 2,   // i
  kValue = 3,   // e, the value channel
  kKey = 4,     // j
  kChannel = 5, // c, the q/k channel
  kKvHead = 6,  // h_kv
  kNumRoles = 7
};

/// Keys hidden by a rule of the batch, the query head and the key alone (a
/// padding mask computed from an input), on top of any mask by index.
struct KeyMask {
  /// Owns `visible`.
  std::shared_ptr<elements::ExprContext> exprs;
  /// i1: the key is visible. Its dims are those of the description; dim x
  /// is `dimRoles[x]`, an affine expression of the roles b, h and j.
  const elements::Expr *visible = nullptr;
  SmallVector<AffineExpr> dimRoles;
  /// Whether it varies with the batch, the query head.
  bool perBatch = false, perHead = false;
  /// A causal mask by index that is no mask by position, or a causal mask
  /// whose rows the padding can empty (see `hidden`), held by the same
  /// bias: key j also hidden from query i when j - i > indexShift.
  std::optional<int64_t> indexShift;
  /// The bias of a hidden key: the frontend's own hiding value where it is
  /// finite (a row whose every key it hides then averages the values, as
  /// in the frontend), else -inf.
  double hidden = -std::numeric_limits<double>::infinity();
};

struct ElementAttention {
  /// The contraction replaced, and the value replaced (its result).
  Operation *pv = nullptr;
  Value result;
  /// Layout of q, k, v and of the attention's result: "bshd" or "bhsd".
  std::string layout;
  /// q and k before rotation and v, as read (views in `layout` are built).
  RoleRead q, k, v;
  ParamsAttr params;
  PositionSource qPositions, kPositions;
  bool keysRotated = false;
  bool causal = false;
  double scale = 1.0;
  /// An additive bias the function receives, read at roles.
  std::optional<RoleRead> bias;
  /// A causal mask by index that is no mask by position (explicit
  /// positions): key j hidden from query i when j - i > shift; it becomes
  /// a [Sq, Sk] bias of 0 and -inf.
  std::optional<int64_t> indexMaskShift;
  /// A padding mask; it becomes a [B|1, Hq|1, 1|Sq, Sk] bias of 0 and -inf.
  std::optional<KeyMask> keyMask;
  /// Extents of the roles b, h, i, e, j, c, h_kv (kDynamic where dynamic).
  SmallVector<int64_t> extents;
  /// Each role as an affine expression of the result's indices (rank of
  /// the result): how the result reads the attention's output.
  SmallVector<AffineExpr> roleOfResult;
  unsigned resultRank = 0;
};

/// Whether `op` is a named attention op of another compiler that the
/// matcher reads by its definition (IREE's `iree_linalg_ext.attention`, in
/// generic form).
bool isNamedAttention(Operation *op);

/// Describes `pv` (a linalg op with one reduction loop, or a named attention
/// op) as attention, or
/// fails with the reason; `near` is set when it looked like attention (a
/// weighted sum by a softmax) before failing.
FailureOr<ElementAttention> describeAttention(Operation *pv, std::string &why,
                                              bool &near);

/// Records `reason` unless an earlier one was recorded, and fails.
LogicalResult reject(std::string &why, const Twine &reason);

/// `root` and every pure op that only `root` needs, transitively: what
/// replacing `root` makes dead.
DenseSet<Operation *> getOpsDeadAfterReplacing(Operation *root);

/// Erases `ops`, users first (an op goes once nothing uses it).
void eraseAll(RewriterBase &rewriter, const DenseSet<Operation *> &ops);

/// The [Sq, Sk] bias of a causal mask by index: 0 where key j <= query i +
/// shift, -inf elsewhere.
Value indexMaskBias(OpBuilder &builder, Location loc, int64_t queries,
                    int64_t keys, int64_t shift);

/// The [B|1, Hq|1, 1, Sk] bias of a padding mask ([B|1, Hq|1, Sq, Sk] with
/// a mask by index): 0 where `mask` says the key is visible, -inf
/// elsewhere; null when an extent it needs is dynamic.
Value keyMaskBias(OpBuilder &builder, Location loc, const KeyMask &mask,
                  ArrayRef<int64_t> extents);

/// Replaces the result by one rope.attention in the layout that needs the
/// fewest copies; fails, leaving the IR alone,
/// when rope.attention refuses the operands.
FailureOr<AttentionOp> buildElementAttention(RewriterBase &rewriter,
                                             ElementAttention match,
                                             std::string &why);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_RECOGNITION_ATTENTION_ATTENTIONELEMENTS_H
