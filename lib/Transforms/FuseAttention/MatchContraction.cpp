//===- MatchContraction.cpp - Batched Q.K^T and P.V contractions ----------===//
//
// Both contractions of attention have the shape out[b, h, m, n] =
// sum_r lhs[b, h, m, r] * rhs[b, h', ., .]; they differ only in which of
// rhs's last two axes is reduced, which the caller decides.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::rope::detail {
namespace {

bool isMulAdd(Operation *elementwise, Operation *reduce) {
  return isa<arith::MulFOp>(elementwise) && isa<arith::AddFOp>(reduce);
}

/// Two inputs, one init of zeros, sum of products.
LogicalResult checkMulAddIntoZeros(linalg::LinalgOp op, std::string &why) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1 || op->getNumRegions() != 1)
    return reject(why, "the scores or output are not a two-input contraction");
  if (!linalg::detail::isContractionBody(*op.getBlock(), isMulAdd))
    return reject(why, "the contraction body is not a sum of products");
  if (!isZeroFilled(op.getDpsInits()[0]))
    return reject(why, "the contraction does not accumulate into zeros");
  return success();
}

AffineExpr dim(MLIRContext *context, unsigned position) {
  return getAffineDimExpr(position, context);
}

/// The rhs head expression: the output's head dim, or that dim floordiv a
/// positive constant (query head h reads kv head h / g).
std::optional<int64_t> headGroups(AffineExpr expr, AffineExpr head) {
  if (expr == head)
    return 1;
  auto floorDiv = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!floorDiv || floorDiv.getKind() != AffineExprKind::FloorDiv ||
      floorDiv.getLHS() != head)
    return std::nullopt;
  auto groups = dyn_cast<AffineConstantExpr>(floorDiv.getRHS());
  if (!groups || groups.getValue() <= 0)
    return std::nullopt;
  return groups.getValue();
}

/// A rank-5 generic over (b, h, m, n, r) in any loop order.
FailureOr<BatchedContraction> matchRank4(linalg::LinalgOp op,
                                         std::string &why) {
  if (failed(checkMulAddIntoZeros(op, why)))
    return failure();
  if (op.getNumLoops() != 5 || op.getNumReductionLoops() != 1)
    return reject(why, "the contraction is not a batched matrix product "
                       "over one reduced axis");
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  AffineMap out = maps[2];
  if (out.getNumResults() != 4 || !out.isProjectedPermutation())
    return reject(why, "the contraction output is not indexed by four loops");
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  std::optional<unsigned> reduced;
  for (unsigned loop = 0; loop < 5; ++loop)
    if (iterators[loop] == utils::IteratorType::reduction)
      reduced = loop;
  if (!reduced || out.isFunctionOfDim(*reduced))
    return reject(why, "the contraction reduces an output axis");
  MLIRContext *context = op->getContext();
  AffineExpr b = out.getResult(0), h = out.getResult(1), m = out.getResult(2),
             n = out.getResult(3), r = dim(context, *reduced);
  AffineMap lhs = maps[0], rhs = maps[1];
  if (lhs.getResults() != ArrayRef<AffineExpr>{b, h, m, r})
    return reject(why, "the contraction's first operand is not read as "
                       "[b, h, m, reduced]");
  if (rhs.getNumResults() != 4 || rhs.getResult(0) != b)
    return reject(why, "the contraction's second operand is not read per "
                       "batch and head");
  std::optional<int64_t> groups = headGroups(rhs.getResult(1), h);
  if (!groups)
    return reject(why, "the contraction's second operand reads a head other "
                       "than h or h floordiv g");
  BatchedContraction match{op.getDpsInputs()[0], op.getDpsInputs()[1],
                           /*rhsReductionFirst=*/false, *groups};
  if (rhs.getResult(2) == r && rhs.getResult(3) == n)
    match.rhsReductionFirst = true;
  else if (rhs.getResult(2) != n || rhs.getResult(3) != r)
    return reject(why, "the contraction's second operand is not read as "
                       "[n, reduced] or [reduced, n]");
  // A floordiv map must cover every query head with a kv head.
  auto lhsType = cast<ShapedType>(match.lhs.getType());
  auto rhsType = cast<ShapedType>(match.rhs.getType());
  int64_t heads = lhsType.getDimSize(1), kvHeads = rhsType.getDimSize(1);
  // Divide rather than multiply: g comes from the IR and may be any int64.
  if (*groups != 1 &&
      (ShapedType::isDynamic(heads) || ShapedType::isDynamic(kvHeads) ||
       heads % *groups != 0 || heads / *groups != kvHeads))
    return reject(why, "the GQA head map does not match the head counts");
  return match;
}

/// expand_shape(contraction(collapse_shape(lhs), collapse_shape(rhs))) with
/// [B, H] merged, e.g. linalg.batch_matmul on [B*H, ., .].
FailureOr<BatchedContraction> matchCollapsed(tensor::ExpandShapeOp expand,
                                             std::string &why) {
  if (!mergesBatchAndHeads(expand.getReassociationIndices()))
    return reject(why, "the scores are expanded from something other than "
                       "[B*H, M, N]");
  auto op = expand.getSrc().getDefiningOp<linalg::LinalgOp>();
  if (!op)
    return reject(why, "the expanded scores are not a contraction");
  if (failed(checkMulAddIntoZeros(op, why)))
    return failure();
  if (op.getNumLoops() != 4 || op.getNumReductionLoops() != 1)
    return reject(why, "the collapsed contraction is not a batch matmul");
  MLIRContext *context = op->getContext();
  AffineExpr p = dim(context, 0), m = dim(context, 1), n = dim(context, 2),
             r = dim(context, 3);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[2].getResults() != ArrayRef<AffineExpr>{p, m, n} ||
      maps[0].getResults() != ArrayRef<AffineExpr>{p, m, r})
    return reject(why, "the collapsed contraction is not [P, M, K] x "
                       "[P, ., .] -> [P, M, N]");
  BatchedContraction match;
  if (maps[1].getResults() == ArrayRef<AffineExpr>{p, r, n})
    match.rhsReductionFirst = true;
  else if (maps[1].getResults() != ArrayRef<AffineExpr>{p, n, r})
    return reject(why, "the collapsed contraction's second operand is not "
                       "[P, K, N] or [P, N, K]");
  auto lhs = op.getDpsInputs()[0].getDefiningOp<tensor::CollapseShapeOp>();
  auto rhs = op.getDpsInputs()[1].getDefiningOp<tensor::CollapseShapeOp>();
  if (!lhs || !rhs || !mergesBatchAndHeads(lhs.getReassociationIndices()) ||
      !mergesBatchAndHeads(rhs.getReassociationIndices()))
    return reject(why, "the batch matmul operands are not [B, H, ., .] "
                       "tensors collapsed to [B*H, ., .]");
  // The expansion must split B*H the way the operands merged it: the head
  // count is static and equal, and so is the batch or it is dynamic.
  ArrayRef<int64_t> outShape = expand.getResultType().getShape();
  for (tensor::CollapseShapeOp operand : {lhs, rhs}) {
    ArrayRef<int64_t> shape = operand.getSrcType().getShape();
    if (ShapedType::isDynamic(shape[1]) || shape[1] != outShape[1] ||
        shape[0] != outShape[0])
      return reject(why, "the batch matmul result is not split into the "
                         "operands' batch and heads");
  }
  match.lhs = lhs.getSrc();
  match.rhs = rhs.getSrc();
  return match;
}

} // namespace

FailureOr<BatchedContraction> matchBatchedContraction(Value result,
                                                      std::string &why) {
  if (auto expand = result.getDefiningOp<tensor::ExpandShapeOp>())
    return matchCollapsed(expand, why);
  auto op = result.getDefiningOp<linalg::LinalgOp>();
  if (!op)
    return reject(why, "the scores or output are not made by a contraction");
  return matchRank4(op, why);
}

} // namespace mlir::rope::detail
