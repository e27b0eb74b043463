//===- ElementEvaluator.h - What one element of a tensor is -----*- C++ -*-===//
//
// Describes the element of a tensor value at given indices as an Expr,
// following the value back through the ops that only move, broadcast,
// convert or compute elementwise:
//   - linalg ops (generic and named) whose loops the result's indices fix,
//     their bodies evaluated with their inputs' elements; reductions over
//     one element; `linalg.index` gives the loop's index;
//   - tensor.expand_shape / collapse_shape (static inner extents),
//     extract_slice and insert_slice (static offsets and strides),
//     concat, cast, splat, from_elements, extract in bodies (gathers);
//   - arith / math ops on tensors and on scalars;
//   - constants: splats, dense elements and dense_resource blobs, read at
//     constant indices.
// Anything else (a contraction over many elements, a function argument, an
// element of a concat at an index that is not known) is a Read leaf of the
// value at the indices.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RECOGNITION_ELEMENTS_ELEMENTEVALUATOR_H
#define ROPE_RECOGNITION_ELEMENTS_ELEMENTEVALUATOR_H

#include "rope/Recognition/Elements/ElementExpr.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::rope::elements {

class Evaluator {
public:
  explicit Evaluator(ExprContext &exprs) : exprs(exprs) {}

  /// The element of `tensor` at `indices` (one index expression per axis),
  /// or null when the description outgrew the context's budget.
  const Expr *element(Value tensor, ArrayRef<const Expr *> indices);
  /// A scalar SSA value (not inside a body being evaluated).
  const Expr *scalar(Value value);

  /// Tensors read as they are, their ops not looked into (a caller that
  /// wants reads of chosen intermediate tensors).
  void setLeaves(const DenseSet<Value> &values) { leaves = values; }

  /// One step of a reduction: result `result` of linalg op `op` at
  /// `indices` folds `term` into its accumulator with `kind`, once per
  /// value of its reduction loop, which `reduced` stands for (a dim the
  /// caller reserves). nullopt when the op has not exactly one reduction
  /// loop or its body is not `acc + term`, `max(acc, term)` or, on i1,
  /// `acc | term` / `acc & term` (any / all).
  struct ReductionStep {
    enum class Kind { Add, Max, Or, And } kind;
    const Expr *term = nullptr;
    /// The accumulator's start: the element of the init at `indices`.
    const Expr *init = nullptr;
    /// The reduction loop's static extent, or ShapedType::kDynamic.
    int64_t extent = 0;
  };
  std::optional<ReductionStep> reduction(Operation *op, unsigned result,
                                         ArrayRef<const Expr *> indices,
                                         const Expr *reduced);

  /// Every op whose result was looked into so far: what an expression
  /// describes, and so what replacing the described value may make dead.
  const llvm::SetVector<Operation *> &visitedOps() const { return visited; }

  ExprContext &context() { return exprs; }

  /// The tensor element that `e` first described: a Read of the innermost
  /// tensor whose element it is (through views), or null for a leaf or an
  /// expression no tensor holds.
  const Expr *originOf(const Expr *e) const {
    auto it = origins.find(e);
    return it == origins.end() ? nullptr : it->second.front();
  }
  /// Every tensor element `e` described, first first: one value held by
  /// several tensors, or by one at several places (cat(freqs, freqs)).
  ArrayRef<const Expr *> originsOf(const Expr *e) const {
    auto it = origins.find(e);
    return it == origins.end() ? ArrayRef<const Expr *>() : it->second;
  }

  /// The values of a constant tensor (dense or dense_resource) of static
  /// shape, row-major, as doubles; nullopt for anything else.
  static std::optional<SmallVector<double>> constantValues(Value tensor);
  /// The same for one part of a constant: 0 the real values (or a real
  /// tensor's values), 1 the imaginary parts of a complex tensor.
  static std::optional<SmallVector<double>> constantParts(Value tensor,
                                                         int part);

private:
  const Expr *evaluate(Value tensor, ArrayRef<const Expr *> indices);
  const Expr *linalgElement(Operation *op, unsigned result,
                            ArrayRef<const Expr *> indices);
  const Expr *constantElement(Value tensor, Attribute value,
                              ArrayRef<const Expr *> indices);
  /// Loop index expressions of linalg op `op` computing `indices` of result
  /// `result`; loops the result does not fix are `reduced` (or 0 when they
  /// run once and `reduced` is null). nullopt when the indices do not fix
  /// the loops.
  std::optional<SmallVector<const Expr *>>
  loopsOf(Operation *op, unsigned result, ArrayRef<const Expr *> indices,
          const Expr *reduced);
  /// Body scalar `v` with block arguments bound in `env`.
  const Expr *bodyScalar(Value v, DenseMap<Value, const Expr *> &env,
                         ArrayRef<const Expr *> loops, Block *body);
  const Expr *scalarOp(Operation *op, ArrayRef<const Expr *> operands);
  /// Part `part` (0 real, 1 imaginary) of complex `z`, its arithmetic
  /// written out on the parts of its operands.
  const Expr *complexPart(const Expr *z, int part);

  ExprContext &exprs;
  DenseMap<const Expr *, const Expr *> memo; // Read(tensor, idx) -> element
  DenseMap<const Expr *, SmallVector<const Expr *, 1>> origins; // -> Reads
  DenseMap<Value, const Expr *> scalars;
  llvm::SetVector<Operation *> visited;
  DenseSet<Value> leaves;
  unsigned depth = 0;
};

} // namespace mlir::rope::elements

#endif // ROPE_RECOGNITION_ELEMENTS_ELEMENTEVALUATOR_H
