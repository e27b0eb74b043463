//===- ElementExpr.h - One tensor element as a scalar expression -*- C++ -*-===//
//
// Frontends spell one computation in many ways: broadcasts as indexing maps
// or as ops, unit axes kept or dropped, concatenations as tensor.concat or
// insert_slice, chains of ops or one fused generic. What an element of the
// result IS does not depend on the spelling. These expressions describe
// one element: scalar arith/math operations over reads of tensors the
// evaluator does not look into (arguments, contractions), at indices that
// are affine functions of the element's position (the domain dims).
//
// Expressions are uniqued in an ExprContext, so equal expressions are the
// same pointer and structural comparison is pointer comparison. Operations
// on constants are folded as they are built, in the operation's type.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RECOGNITION_ELEMENTS_ELEMENTEXPR_H
#define ROPE_RECOGNITION_ELEMENTS_ELEMENTEXPR_H

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/Support/Allocator.h"

#include <optional>

namespace mlir::rope::elements {

enum class ExprKind : uint8_t {
  /// A float or integer constant (`constant`).
  Constant,
  /// An index (or integer) equal to an affine expression of the domain
  /// dims (`affine`); constants of index type are Dims too.
  Dim,
  /// `source` read at `operands` (one index expression per axis; none for
  /// a scalar value). The evaluator does not look into `source`.
  Read,
  /// Operation `name` (with `attr`, e.g. a comparison predicate) applied
  /// to `operands`.
  Op,
};

class Expr : public llvm::FoldingSetNode {
public:
  ExprKind kind;
  Type type;
  Attribute constant;  // Constant
  AffineExpr affine;   // Dim
  Value source;        // Read
  std::optional<OperationName> name; // Op
  Attribute attr;      // Op: the attribute that distinguishes it, or null
  llvm::ArrayRef<const Expr *> operands;

  bool isConstant() const { return kind == ExprKind::Constant; }
  bool isDim() const { return kind == ExprKind::Dim; }
  bool isRead() const { return kind == ExprKind::Read; }
  bool isOp() const { return kind == ExprKind::Op; }
  /// The op's name when this is an Op, else "".
  StringRef opName() const {
    return name ? name->getStringRef() : StringRef();
  }
  bool isOp(StringRef opName) const { return this->opName() == opName; }
  /// The value of a float or integer constant, or of a constant Dim.
  std::optional<double> numeric() const;
  /// The constant index of a Dim that is a constant.
  std::optional<int64_t> constantIndex() const;

  void Profile(llvm::FoldingSetNodeID &id) const;

private:
  Expr(ExprKind kind, Type type) : kind(kind), type(type) {}
  friend class ExprContext;
};

/// Owns and uniques expressions. Builders fold operations on constants;
/// every builder counts toward `budget`, and returns null once it is spent
/// (callers treat null as "too large to describe").
class ExprContext {
public:
  ExprContext(MLIRContext *context, unsigned numDims,
              unsigned budget = 200000);

  MLIRContext *getContext() const { return context; }

  /// Dim `d` runs over [0, extent): index expressions of it simplify with
  /// that range (`d mod N` is `d` and `d floordiv N` is 0 when extent <= N).
  void setDimExtent(unsigned d, int64_t extent);
  unsigned getNumDims() const { return numDims; }
  bool exhausted() const { return budget == 0; }

  const Expr *constant(TypedAttr value);
  const Expr *floatConstant(Type type, double value);
  /// An index-typed (or `type`d integer) value equal to `affine`.
  const Expr *dim(AffineExpr affine, Type type);
  const Expr *dim(int64_t constantIndex);
  const Expr *read(Value source, ArrayRef<const Expr *> indices);
  /// `name` applied to `operands`, folded when they are constants (or
  /// affine, for index arithmetic). `resultType` is the scalar result type.
  const Expr *op(OperationName name, Attribute attr,
                 ArrayRef<const Expr *> operands, Type resultType);
  const Expr *op(StringRef name, ArrayRef<const Expr *> operands,
                 Type resultType, Attribute attr = {});

private:
  const Expr *unique(Expr &&probe, ArrayRef<const Expr *> operands);
  const Expr *fold(OperationName name, Attribute attr,
                   ArrayRef<const Expr *> operands, Type resultType);

  /// `e` with mods and floordivs that the dims' ranges make trivial folded.
  AffineExpr simplifyWithRanges(AffineExpr e);
  /// One past the largest value `e` takes, when the ranges bound it.
  std::optional<int64_t> upperBound(AffineExpr e);

  MLIRContext *context;
  unsigned numDims;
  DenseMap<unsigned, int64_t> dimExtents;
  unsigned budget;
  llvm::BumpPtrAllocator allocator;
  llvm::FoldingSet<Expr> exprs;
};

/// Rounds `value` to the float type `type` (f64, f32, f16, bf16) as a cast
/// to it would; nullopt for other types.
std::optional<double> roundToFloatType(double value, Type type);

/// Prints `e` compactly ("mulf(cos(...), read(%arg0)[d0, 3])"), for
/// debugging and remarks.
void print(const Expr *e, llvm::raw_ostream &os);

} // namespace mlir::rope::elements

#endif // ROPE_RECOGNITION_ELEMENTS_ELEMENTEXPR_H
