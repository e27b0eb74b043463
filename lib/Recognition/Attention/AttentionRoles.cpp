//===- AttentionRoles.cpp - Which axis of q, k and v is which -------------===//
//
// Reads of q, k and v give the attention's roles: heads merged with the
// batch (a [B*H, S, D] batch matmul) are split back through the floordiv /
// mod the reads carry, grouped queries through kv head * G + group. Then
// the rotations of q and k.
//
//===----------------------------------------------------------------------===//

#include "SharedRotation.h"
#include "Describer.h"

#include "rope/Recognition/Elements/Polynomial.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::rope::detail {
using namespace elements;

namespace {
/// Whether `op` only moves or broadcasts its one tensor input, or scales
/// it by a constant: what lies between a projection reshaped into heads and
/// the Q.K^T that reads it.
bool movesOrScales(Operation *op) {
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
          linalg::TransposeOp, linalg::CopyOp, linalg::BroadcastOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumReductionLoops() != 0 || op->getNumResults() != 1)
    return false;
  Block *body = generic.getBody();
  Value yielded = body->getTerminator()->getOperand(0);
  if (yielded == body->getArgument(0))
    return true;
  Operation *def = yielded.getDefiningOp();
  return isa_and_present<arith::MulFOp, arith::DivFOp>(def) &&
         def->getOperand(0) == body->getArgument(0) &&
         matchPattern(def->getOperand(1), m_Constant());
}

/// The last [., ., ., D] tensor on the chain of moves and scales that ends
/// in `value`, walking back to the op that computes it; null when none.
} // namespace

Value farthestHeadView(Value value, int64_t headDim) {
  Value view;
  while (true) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (type && type.getRank() == 4 && type.getShape().back() == headDim)
      view = value;
    Operation *op = value.getDefiningOp();
    if (!op || !movesOrScales(op))
      return view;
    value = op->getOperand(0);
  }
}


/// `kv * G + g` for atoms kv and g, g a low atom of extent G: the atoms.
std::optional<std::pair<unsigned, unsigned>>
groupedHead(AffineExpr e, const DenseMap<unsigned, int64_t> &lowExtent) {
  auto sum = dyn_cast<AffineBinaryOpExpr>(e);
  if (!sum || sum.getKind() != AffineExprKind::Add)
    return std::nullopt;
  for (auto [scaled, low] : {std::pair(sum.getLHS(), sum.getRHS()),
                             std::pair(sum.getRHS(), sum.getLHS())}) {
    auto group = dyn_cast<AffineDimExpr>(low);
    auto product = dyn_cast<AffineBinaryOpExpr>(scaled);
    if (!group || !product || product.getKind() != AffineExprKind::Mul)
      continue;
    auto kv = dyn_cast<AffineDimExpr>(product.getLHS());
    auto size = dyn_cast<AffineConstantExpr>(product.getRHS());
    int64_t extent = lowExtent.lookup(group.getPosition());
    if (kv && size && extent > 0 && size.getValue() == extent)
      return std::pair(kv.getPosition(), group.getPosition());
  }
  return std::nullopt;
}

/// The constants N of `x mod N` reading result dim x: an axis that merges
/// two (batch and heads), read back as `x floordiv N` and `x mod N` (the
/// mod also spelled `x - (x floordiv N) * N`). (A floordiv alone is GQA's
/// query head to kv head.)
void collectSplits(AffineExpr e, DenseMap<unsigned, int64_t> &splits,
                   bool &conflict) {
  auto record = [&](unsigned x, int64_t size) {
    auto [it, inserted] = splits.try_emplace(x, size);
    conflict |= !inserted && it->second != size;
  };
  e.walk([&](AffineExpr sub) {
    auto binary = dyn_cast<AffineBinaryOpExpr>(sub);
    if (!binary || (binary.getKind() != AffineExprKind::Mod &&
                    binary.getKind() != AffineExprKind::FloorDiv))
      return;
    auto lhs = dyn_cast<AffineDimExpr>(binary.getLHS());
    auto rhs = dyn_cast<AffineConstantExpr>(binary.getRHS());
    if (!lhs || !rhs)
      return;
    if (binary.getKind() == AffineExprKind::Mod) {
      record(lhs.getPosition(), rhs.getValue());
      return;
    }
    // A floordiv beside x itself: the mod written out.
    AffineExpr rest = e.replace(sub, getAffineConstantExpr(0, e.getContext()));
    if (rest.isFunctionOfDim(lhs.getPosition()))
      record(lhs.getPosition(), rhs.getValue());
  });
}

LogicalResult Describer::assignRoles() {
  for (const Expr *read : {qRead, kRead, vRead})
    for (const Expr *index : read->operands)
      if (!index->isDim())
        return fail("q, k or v is read at a computed index");
  if (failed(splitMergedDims()) || failed(assignQueryRoles()) ||
      failed(assignKeyRoles()) || failed(assignValueRoles()))
    return failure();
  return readResultRoles();
}

// Dims merged by a reshape (batch and heads in one) are split back into
// atoms: result dim x of `x floordiv N` and `x mod N` into (high, low).
LogicalResult Describer::splitMergedDims() {
  bool conflict = false;
  for (const Expr *read : {qRead, kRead, vRead})
    for (const Expr *index : read->operands)
      collectSplits(index->affine, splits, conflict);
  if (conflict)
    return fail("a merged axis is split two ways");
  unsigned next = n + 2;
  for (auto [x, size] : splits) {
    if (x >= n)
      return fail("the key or channel axis is split");
    AffineExpr d = dimExpr(x), hi = dimExpr(next), lo = dimExpr(next + 1);
    splitting[d.floorDiv(size)] = hi;
    splitting[d % size] = lo;
    splitting[d] = hi * size + lo;
    splitInto[x] = {next, next + 1};
    lowExtent[next + 1] = size;
    next += 2;
  }
  numAtoms = next;
  auto atoms = [&](const Expr *read) {
    SmallVector<AffineExpr> at;
    for (const Expr *index : read->operands)
      at.push_back(simplifyAffineExpr(index->affine.replace(splitting),
                                      numAtoms, 0));
    return at;
  };
  qAt = atoms(qRead);
  kAt = atoms(kRead);
  vAt = atoms(vRead);
  return success();
}

// Roles from q: its channel axis reads c, the others one atom each.
LogicalResult Describer::assignQueryRoles() {
  MLIRContext *context = pv->getContext();
  auto qType = cast<RankedTensorType>(qRead->source.getType());
  if (qType.getRank() != 4 || qAt.back() != dimExpr(n + 1)) {
    if (!qRead->source.getDefiningOp<ApplyOp>() && scoresOp)
      for (unsigned i = 0; i < 2; ++i)
        if (Value view = farthestHeadView(scoresOp->getOperand(i),
                                          match.extents[kChannel]))
          views.insert(view);
    return fail("q is not a [B, S, H, D] or [B, H, S, D] tensor read at the "
                "channel the scores sum over");
  }
  // The layouts of the rotations; a tensor taken as it arrives has its
  // sequence axis where k reads the keys.
  auto rotationLayout = [](const Expr *read) -> std::string {
    if (auto apply = read->source.getDefiningOp<ApplyOp>())
      return apply.getLayout().getAxes().str();
    return "";
  };
  kLayout = rotationLayout(kRead);
  if (kLayout.empty() && kAt.size() == 4)
    kLayout = kAt[1] == dimExpr(n) ? "bshd" : kAt[2] == dimExpr(n) ? "bhsd" : "";
  std::string layout = rotationLayout(qRead);
  if (layout.empty())
    layout = kLayout;
  if (layout != "bshd" && layout != "bhsd")
    return fail("q is not in a [B, S, H, D] or [B, H, S, D] layout");
  roleOfDim.assign(numAtoms, getAffineConstantExpr(0, context));
  roleOfDim[n] = getAffineDimExpr(kKey, context);
  roleOfDim[n + 1] = getAffineDimExpr(kChannel, context);
  qRoleAtom.assign(kNumRoles, -1);
  for (unsigned axis = 0; axis < 3; ++axis) {
    char role = layout[axis];
    unsigned which = role == 'b' ? kBatch : role == 'h' ? kHead : kQuery;
    AffineExpr at = qAt[axis];
    if (auto c = dyn_cast<AffineConstantExpr>(at)) {
      if (c.getValue() != 0 || qType.getDimSize(axis) != 1)
        return fail("q is read at a fixed index of a wide axis");
      match.extents[which] = 1;
      continue;
    }
    auto atom = dyn_cast<AffineDimExpr>(at);
    // Grouped queries (JAX's [B, T, K, G, H] einsums): q's head read at
    // kv head * G + group, two atoms.
    if (!atom && which == kHead)
      if (std::optional<std::pair<unsigned, unsigned>> grouped =
              groupedHead(at, lowExtent)) {
        groupAtoms = grouped;
        int64_t group = lowExtent.lookup(grouped->second);
        AffineExpr head = getAffineDimExpr(kHead, context);
        roleOfDim[grouped->first] = head.floorDiv(group);
        roleOfDim[grouped->second] = head % group;
        match.extents[kHead] = qType.getDimSize(axis);
        continue;
      }
    if (!atom)
      return fail("q is not read at one index per axis");
    if (atom.getPosition() == n || atom.getPosition() == n + 1)
      return fail("q varies along the keys");
    qRoleAtom[which] = atom.getPosition();
    roleOfDim[atom.getPosition()] = getAffineDimExpr(which, context);
    match.extents[which] = qType.getDimSize(axis);
  }
  match.layout = layout;
  return success();
}

// k: the head axis reads h (or h / g for GQA, or 0 for one kv head).
LogicalResult Describer::assignKeyRoles() {
  MLIRContext *context = pv->getContext();
  auto kType = cast<RankedTensorType>(kRead->source.getType());
  if (kType.getRank() != 4 || kAt.back() != dimExpr(n + 1))
    return fail("k is not a four-axis tensor read at the scores' channel");
  if (kLayout != "bshd" && kLayout != "bhsd")
    return fail("k is not in a [B, S, H, D] or [B, H, S, D] layout");
  AffineExpr headRole = getAffineDimExpr(kHead, context);
  int64_t groups = 1;
  for (unsigned axis = 0; axis < 4; ++axis) {
    AffineExpr role = simplifyAffineExpr(kAt[axis].replaceDims(roleOfDim),
                                         kNumRoles, 0);
    char expect = kLayout[axis];
    if (expect == 's' && role != getAffineDimExpr(kKey, context))
      return fail("k is not read along the key axis at the key");
    if (expect == 'b' && role != (qRoleAtom[kBatch] >= 0
                                      ? getAffineDimExpr(kBatch, context)
                                      : getAffineConstantExpr(0, context)))
      return fail("k is read at another batch row than q");
    if (expect != 'h')
      continue;
    int64_t hkv = kType.getDimSize(axis);
    match.extents[kKvHead] = hkv;
    if (role == headRole) {
      groups = 1;
    } else if (auto c = dyn_cast<AffineConstantExpr>(role);
               c && c.getValue() == 0 && hkv == 1) {
      groups = match.extents[kHead];
    } else if (auto div = dyn_cast<AffineBinaryOpExpr>(role);
               div && div.getKind() == AffineExprKind::FloorDiv &&
               div.getLHS() == headRole &&
               isa<AffineConstantExpr>(div.getRHS())) {
      groups = cast<AffineConstantExpr>(div.getRHS()).getValue();
    } else {
      return fail("k's heads are not the query heads or a divisor of them");
    }
  }
  if (groups < 1 || ShapedType::isDynamic(match.extents[kHead]) ||
      match.extents[kKvHead] * groups != match.extents[kHead])
    return fail("the query heads are not a multiple of the kv heads");
  match.extents[kKey] = keyExtent;
  // The kv head as a role: h / g (or h for one group, 0 for one kv head).
  AffineExpr kvRole = getAffineDimExpr(kKvHead, context);
  if (groups == 1)
    toKvHead[headRole] = kvRole;
  else
    toKvHead[headRole.floorDiv(groups)] = kvRole;
  return success();
}

// k and v read the kv heads; q the query heads.
SmallVector<AffineExpr> Describer::asRoles(ArrayRef<AffineExpr> at,
                                           bool kvHeads) {
  SmallVector<AffineExpr> roles;
  for (AffineExpr e : at) {
    AffineExpr role =
        simplifyAffineExpr(e.replaceDims(roleOfDim), kNumRoles, 0);
    if (kvHeads)
      role = simplifyAffineExpr(role.replace(toKvHead), kNumRoles, 0);
    roles.push_back(role);
  }
  return roles;
}

// v: the one atom q and k do not read is its channel e.
LogicalResult Describer::assignValueRoles() {
  MLIRContext *context = pv->getContext();
  llvm::SmallBitVector seen(numAtoms);
  for (unsigned which : {kBatch, kHead, kQuery})
    if (qRoleAtom[which] >= 0)
      seen.set(qRoleAtom[which]);
  if (groupAtoms) {
    seen.set(groupAtoms->first);
    seen.set(groupAtoms->second);
  }
  seen.set(n);
  seen.set(n + 1);
  std::optional<unsigned> valueAtom;
  for (AffineExpr e : vAt)
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub); d && !seen.test(d.getPosition()))
        valueAtom = d.getPosition();
    });
  if (!valueAtom)
    return fail("v has no channel of its own");
  roleOfDim[*valueAtom] = getAffineDimExpr(kValue, context);
  match.q = {qRead->source, asRoles(qAt, false)};
  match.k = {kRead->source, asRoles(kAt, true)};
  match.v = {vRead->source, asRoles(vAt, true)};
  for (AffineExpr e : match.v.at) {
    bool ok = true;
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        ok &= d.getPosition() == kBatch || d.getPosition() == kKvHead ||
              d.getPosition() == kKey || d.getPosition() == kValue;
    });
    if (!ok)
      return fail("v is read at the query or its heads, not the kv heads");
  }
  auto vType = cast<RankedTensorType>(vRead->source.getType());
  // v read along the kv heads as they are: it must hold k's kv heads.
  for (auto [axis, e] : llvm::enumerate(match.v.at))
    if (e == getAffineDimExpr(kKvHead, context) &&
        vType.getDimSize(axis) != match.extents[kKvHead])
      return fail("v has another number of kv heads than k");
  int64_t valueExtent = ShapedType::kDynamic;
  for (auto [axis, e] : llvm::enumerate(match.v.at))
    if (e == getAffineDimExpr(kValue, context))
      valueExtent = vType.getDimSize(axis);
  // A merged axis (heads and channels in one): the result says.
  auto resultType = cast<RankedTensorType>(pv->getResult(0).getType());
  for (unsigned axis = 0; axis < n; ++axis)
    if (!domain[axis]->constantIndex() && *valueAtom == axis)
      valueExtent = resultType.getDimSize(axis);
  match.extents[kValue] = valueExtent;
  return success();
}

// How the result reads the attention: each role in the result's dims (the
// head of grouped queries from its kv head and group).
LogicalResult Describer::readResultRoles() {
  MLIRContext *context = pv->getContext();
  AffineExpr groupInResult[2];
  match.resultRank = n;
  match.roleOfResult.assign(kNumRoles, getAffineConstantExpr(0, context));
  for (unsigned x = 0; x < n; ++x) {
    auto split = splitInto.find(x);
    SmallVector<std::pair<unsigned, AffineExpr>> parts;
    if (split == splitInto.end()) {
      parts.push_back({x, dimExpr(x)});
    } else {
      int64_t size = splits[x];
      parts.push_back({split->second.first, dimExpr(x).floorDiv(size)});
      parts.push_back({split->second.second, dimExpr(x) % size});
    }
    for (auto [atom, expr] : parts) {
      if (groupAtoms && (atom == groupAtoms->first || atom == groupAtoms->second)) {
        groupInResult[atom == groupAtoms->second] = expr;
        continue;
      }
      auto role = dyn_cast<AffineDimExpr>(roleOfDim[atom]);
      if (!role || role.getPosition() >= kKey) {
        if (!domain[x]->constantIndex() && atom == x)
          return fail("an axis of the result is no role of the attention");
        continue;
      }
      match.roleOfResult[role.getPosition()] = expr;
    }
  }
  if (groupAtoms) {
    if (!groupInResult[0] || !groupInResult[1])
      return fail("the result does not keep the kv heads and groups of q");
    match.roleOfResult[kHead] =
        groupInResult[0] * lowExtent.lookup(groupAtoms->second) +
        groupInResult[1];
  }
  return success();
}

LogicalResult Describer::readRotations() {
  auto qApply = match.q.tensor.getDefiningOp<ApplyOp>();
  auto kApply = match.k.tensor.getDefiningOp<ApplyOp>();
  if (!qApply) {
    if (kApply)
      return fail("k is the result of a rope.apply but q is not");
    match.keysRotated = true;
    int64_t headDim = match.extents[kChannel];
    SmallVector<double> zeros(headDim / 2, 0.0);
    MLIRContext *context = pv->getContext();
    auto scaling = CustomScalingAttr::get(
        context, DenseF64ArrayAttr::get(context, zeros), std::nullopt);
    match.params = ParamsAttr::get(context, APFloat(10000.0), scaling, 0,
                                   Pairing::half, PartialMode::leading, 0,
                                   APFloat(1.0));
    return success();
  }
  for (ApplyOp apply : {qApply, kApply}) {
    if (!apply)
      continue;
    if (apply.getInverse())
      return fail("q or k is rotated by the inverse rotation");
    if (apply.getPositionSource(0).getKind() ==
        PositionSource::Kind::BatchOffsets)
      return fail("per-batch offsets have no rope.attention form");
  }
  match.params = qApply.getParams();
  match.qPositions = qApply.getPositionSource(0);
  // Fusing must remove the rotation of q, not duplicate it.
  DenseSet<Operation *> dead = getOpsDeadAfterReplacing(pv);
  Value rotatedQ = match.q.tensor;
  if (!llvm::all_of(rotatedQ.getUsers(),
                    [&](Operation *user) { return dead.contains(user); }))
    return fail("the rotated q, or scores or weights made from it, has a "
                "user outside the attention");
  match.q.tensor = qApply.getInputs()[cast<OpResult>(rotatedQ).getResultNumber()];
  // Keys also written elsewhere (a KV cache) are read rotated.
  if (!kApply || !dead.contains(kApply)) {
    match.keysRotated = true;
    return success();
  }
  std::optional<SharedRotation> shared = shareRotation(
      qApply.getParams(), kApply.getParams(), match.extents[kChannel]);
  if (!shared)
    return fail("q and k are rotated with different params");
  match.params = shared->params;
  match.scale *= shared->scoreFactor;
  match.kPositions = kApply.getPositionSource(0);
  match.k.tensor =
      kApply.getInputs()[cast<OpResult>(match.k.tensor).getResultNumber()];
  return success();
}

} // namespace mlir::rope::detail
