//===- Describer.h - Reading one weighted sum as attention ------*- C++ -*-===//
//
// describeAttention's state while it reads a candidate: the weighted sum
// and its softmax (AttentionElements.cpp), a named attention op
// (NamedAttention.cpp), the roles of q, k and v's axes and the rotations
// (AttentionRoles.cpp), and the mask (AttentionMasks.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_RECOGNITION_ATTENTION_DESCRIBER_H
#define ROPE_LIB_RECOGNITION_ATTENTION_DESCRIBER_H

#include "AttentionElements.h"

#include "rope/Recognition/Elements/ElementEvaluator.h"

#include "llvm/ADT/DenseSet.h"

#include <memory>

namespace mlir::rope::detail {

/// A mask value at or below this hides its key (frontends use -inf, the
/// float's lowest, or -1e9 and the like).
constexpr double kHidden = -1.0e8;
/// A finite hiding value at or below this absorbs any score in f32 and f64
/// (score + hidden rounds to hidden): as an additive bias it gives a row
/// whose every key it hides the frontend's uniform average.
constexpr double kAbsorbingHidden = -1.0e30;

/// Whether `e` varies with dim `dim`.
bool dependsOn(const elements::Expr *e, unsigned dim);
/// Whether `e` applies op `opName` anywhere.
bool contains(const elements::Expr *e, StringRef opName);
/// A read of a tensor: `e` itself, or the tensor an element computed in the
/// IR was first read from; null for neither.
const elements::Expr *asRead(const elements::Expr *e,
                             const elements::Evaluator &eval);
/// The linalg op with one reduction loop whose result `read` reads.
std::pair<Operation *, unsigned> reductionOf(const elements::Expr *read);

/// A mask term: `select(cond, 0, hidden)` or `select(cond, hidden, 0)`
/// (conversions looked through).
struct MaskTerm {
  const elements::Expr *cond = nullptr;
  /// Whether `cond` says "visible" (else "hidden").
  bool visible = true;
  /// What a hidden key's score gets.
  double hidden = 0.0;
};
std::optional<MaskTerm> maskCondition(const elements::Expr *mask);

/// The probabilities of a weighted sum: exp(a) / l.
struct Weights {
  const elements::Expr *numerator = nullptr;
  const elements::Expr *denominator = nullptr;
};

/// `kv * G + g` for atoms kv and g, g a low atom of extent G: the atoms.
std::optional<std::pair<unsigned, unsigned>>
groupedHead(AffineExpr e, const DenseMap<unsigned, int64_t> &lowExtent);
/// The constants N by which result dims are split (see AttentionRoles.cpp).
void collectSplits(AffineExpr e, DenseMap<unsigned, int64_t> &splits,
                   bool &conflict);
/// The last [., ., ., D] tensor on the chain of moves and scales that ends
/// in `value`; null when none.
Value farthestHeadView(Value value, int64_t headDim);

class Describer {
public:
  /// `views`: tensors read as they are (the [B, S, H, D] views of q and k
  /// that carry no rotation).
  Describer(Operation *pv, std::string &why, bool &near,
            const DenseSet<Value> &views = {})
      : pv(pv), why(why), near(near),
        n(cast<RankedTensorType>(pv->getResult(0).getType()).getRank()),
        exprsOwner(std::make_shared<elements::ExprContext>(pv->getContext(),
                                                            n + 2)),
        exprs(*exprsOwner), eval(exprs) {
    eval.setLeaves(views);
  }

  FailureOr<ElementAttention> run();

  /// After a failure: the head views of the operands of Q.K^T, when q and k
  /// carry no rotation and were read past them (a layer without RoPE,
  /// whose q and k are projections reshaped into heads).
  const DenseSet<Value> &headViews() const { return views; }

private:
  LogicalResult fail(const Twine &reason) {
    why = reason.str();
    return failure();
  }
  AffineExpr dimExpr(unsigned d) {
    return getAffineDimExpr(d, pv->getContext());
  }
  const elements::Expr *dim(unsigned d) {
    return exprs.dim(dimExpr(d), IndexType::get(pv->getContext()));
  }
  LogicalResult readWeightedSum();
  LogicalResult readNamedAttention();
  LogicalResult readSoftmax();
  LogicalResult readScores(const elements::Expr *scores);
  LogicalResult readContraction(const elements::Expr *qkRead);
  LogicalResult assignRoles();
  LogicalResult splitMergedDims();
  LogicalResult assignQueryRoles();
  LogicalResult assignKeyRoles();
  LogicalResult assignValueRoles();
  LogicalResult readResultRoles();
  SmallVector<AffineExpr> asRoles(ArrayRef<AffineExpr> at, bool kvHeads);
  LogicalResult readRotations();
  LogicalResult readMask();
  LogicalResult readEmptyRowGuard();
  LogicalResult readKeyMask(ArrayRef<std::pair<const elements::Expr *, bool>> parts);

  Operation *pv;
  std::string &why;
  bool &near;
  unsigned n;
  std::shared_ptr<elements::ExprContext> exprsOwner;
  elements::ExprContext &exprs;
  elements::Evaluator eval;
  ElementAttention match;
  /// The op computing Q.K^T (the named attention op itself), and the head
  /// views found after a failure.
  Operation *scoresOp = nullptr;
  DenseSet<Value> views;

  SmallVector<const elements::Expr *> domain;
  const elements::Expr *key = nullptr;     // j
  const elements::Expr *channel = nullptr; // c
  int64_t keyExtent = 0;
  Weights weights;
  const elements::Expr *arg = nullptr; // of the exp
  /// The weights are 0 where this holds (or, `emptyRowNegated`, where it
  /// does not): torch's guarded softmax of rows without a visible key.
  const elements::Expr *emptyRowGuard = nullptr;
  bool emptyRowNegated = false;
  const elements::Expr *qRead = nullptr, *kRead = nullptr, *vRead = nullptr;
  const elements::Expr *maskCond = nullptr;
  bool maskVisible = true; // maskCond says "visible" (else "hidden")
  /// The score of a hidden key in the frontend: -inf, or a finite value
  /// (gemma's K_MASK, torch's finfo.min) that leaves a row whose every key
  /// it hides a uniform average.
  double hiddenValue = -std::numeric_limits<double>::infinity();
  SmallVector<const elements::Expr *> biasTerms;
  /// Role of each dim of the description (after splitting merged dims).
  SmallVector<AffineExpr> roleOfDim;
  /// Merged result dims written as their parts: the constant each splits
  /// by, its (high, low) atoms, the extent of each low atom.
  DenseMap<AffineExpr, AffineExpr> splitting;
  DenseMap<unsigned, int64_t> splits;
  DenseMap<unsigned, std::pair<unsigned, unsigned>> splitInto;
  DenseMap<unsigned, int64_t> lowExtent;
  unsigned numAtoms = 0;
  /// q, k and v's indices in atoms; the atom of each role q reads (-1 for
  /// none); the atoms of grouped queries' kv head and group; k's layout;
  /// the query head to kv head.
  SmallVector<AffineExpr> qAt, kAt, vAt;
  SmallVector<int64_t> qRoleAtom;
  std::optional<std::pair<unsigned, unsigned>> groupAtoms;
  std::string kLayout;
  DenseMap<AffineExpr, AffineExpr> toKvHead;

  /// An index of the description as an expression of the roles.
  AffineExpr toRoles(AffineExpr e) {
    AffineExpr atoms =
        simplifyAffineExpr(e.replace(splitting), numAtoms, 0);
    return simplifyAffineExpr(atoms.replaceDims(roleOfDim), kNumRoles, 0);
  }
};

} // namespace mlir::rope::detail

#endif // ROPE_LIB_RECOGNITION_ATTENTION_DESCRIBER_H
