//===- ElementsTest.cpp - What one element of a tensor is -----------------===//
//
// The element descriptions both recognisers decide on: folding as they are
// built, reading through the ops that spell a computation, complex
// arithmetic on its parts, reductions, and emitting an expression back as
// ops that compute the same element.
//
//===----------------------------------------------------------------------===//

#include "rope/Recognition/Elements/ElementEvaluator.h"
#include "rope/Recognition/Elements/ExprEmitter.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::rope::elements;

namespace {

class ElementsTest : public ::testing::Test {
protected:
  ElementsTest() {
    context.loadDialect<affine::AffineDialect, arith::ArithDialect,
                        complex::ComplexDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  /// The function's returned value, its module parsed from `body`.
  Value returned(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    auto func = cast<func::FuncOp>(module->getBody()->front());
    return func.getBody().front().getTerminator()->getOperand(0);
  }

  static std::string text(const Expr *e) {
    std::string s;
    llvm::raw_string_ostream os(s);
    print(e, os);
    return s;
  }

  SmallVector<const Expr *> dims(ExprContext &exprs, unsigned rank) {
    SmallVector<const Expr *> indices;
    for (unsigned d = 0; d < rank; ++d)
      indices.push_back(
          exprs.dim(getAffineDimExpr(d, &context), IndexType::get(&context)));
    return indices;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(ElementsTest, EqualExpressionsAreOnePointer) {
  ExprContext exprs(&context, 2);
  Type f32 = Float32Type::get(&context);
  const Expr *a = exprs.floatConstant(f32, 2.0);
  const Expr *d = exprs.dim(getAffineDimExpr(0, &context), IndexType::get(&context));
  EXPECT_EQ(exprs.op("math.cos", {a}, f32), exprs.op("math.cos", {a}, f32));
  // (d0 + 1) - 1 and d0 are one index.
  const Expr *one = exprs.dim(1);
  const Expr *sum = exprs.op("arith.addi", {d, one}, IndexType::get(&context));
  EXPECT_EQ(exprs.op("arith.subi", {sum, one}, IndexType::get(&context)), d);
}

TEST_F(ElementsTest, FoldsWhatIsKnownAndKeepsAngles) {
  ExprContext exprs(&context, 1);
  Type f32 = Float32Type::get(&context), i64 = IntegerType::get(&context, 64);
  // An i64 position plus a constant stays an affine index: d0 + 15.
  const Expr *token = exprs.dim(getAffineDimExpr(0, &context), i64);
  const Expr *fifteen = exprs.constant(IntegerAttr::get(i64, 15));
  const Expr *position = exprs.op("arith.addi", {token, fifteen}, i64);
  ASSERT_TRUE(position->isDim());
  EXPECT_EQ(text(position), "d0 + 15");
  // An index is never negative: the wrap-around of negative indices folds.
  const Expr *zero = exprs.constant(IntegerAttr::get(i64, 0));
  const Expr *negative = exprs.op("arith.cmpi", {token, zero},
                                  IntegerType::get(&context, 1),
                                  arith::CmpIPredicateAttr::get(
                                      &context, arith::CmpIPredicate::slt));
  EXPECT_EQ(negative->numeric(), 0.0);
  // cos of a constant stays: its angle tells the position of a token the
  // frontend folded.
  const Expr *angle = exprs.floatConstant(f32, 15.0);
  EXPECT_TRUE(exprs.op("math.cos", {angle}, f32)->isOp("math.cos"));
  // x * 1 is x, x * 0 is 0, x + 0 is x.
  const Expr *c = exprs.op("math.cos", {angle}, f32);
  EXPECT_EQ(exprs.op("arith.mulf", {c, exprs.floatConstant(f32, 1.0)}, f32), c);
  EXPECT_EQ(exprs.op("arith.mulf", {c, exprs.floatConstant(f32, 0.0)}, f32)
                ->numeric(),
            0.0);
  EXPECT_EQ(exprs.op("arith.addf", {c, exprs.floatConstant(f32, 0.0)}, f32), c);
}

TEST_F(ElementsTest, ReadsThroughTransposesAndBroadcasts) {
  Value y = returned(R"mlir(
    #id = affine_map<(d0, d1) -> (d0, d1)>
    #col = affine_map<(d0, d1) -> (d1)>
    func.func @f(%x: tensor<4x8xf32>, %c: tensor<8xf32>) -> tensor<8x4xf32> {
      %e = tensor.empty() : tensor<4x8xf32>
      %m = linalg.generic {indexing_maps = [#id, #col, #id],
                           iterator_types = ["parallel", "parallel"]}
          ins(%x, %c : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
      ^bb0(%a: f32, %b: f32, %o: f32):
        %p = arith.mulf %a, %b : f32
        linalg.yield %p : f32
      } -> tensor<4x8xf32>
      %et = tensor.empty() : tensor<8x4xf32>
      %t = linalg.transpose ins(%m : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>)
          permutation = [1, 0]
      return %t : tensor<8x4xf32>
    })mlir");
  ExprContext exprs(&context, 2);
  Evaluator eval(exprs);
  const Expr *e = eval.element(y, dims(exprs, 2));
  EXPECT_EQ(text(e), "mulf(arg0[d1, d0], arg1[d0])");
  // The product is the element of the generic's result: its origin.
  ASSERT_TRUE(eval.originOf(e));
  EXPECT_TRUE(isa<linalg::GenericOp>(eval.originOf(e)->source.getDefiningOp()));
}

TEST_F(ElementsTest, ComplexArithmeticOnItsParts) {
  Value y = returned(R"mlir(
    #id = affine_map<(d0) -> (d0)>
    func.func @f(%re: tensor<4xf32>, %im: tensor<4xf32>, %a: tensor<4xf32>)
        -> tensor<4xf32> {
      %e = tensor.empty() : tensor<4xf32>
      %y = linalg.generic {indexing_maps = [#id, #id, #id, #id],
                           iterator_types = ["parallel"]}
          ins(%re, %im, %a : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
          outs(%e : tensor<4xf32>) {
      ^bb0(%r: f32, %i: f32, %t: f32, %o: f32):
        %z = complex.create %r, %i : complex<f32>
        %zero = arith.constant 0.0 : f32
        %ta = complex.create %zero, %t : complex<f32>
        %f = complex.exp %ta : complex<f32>
        %m = complex.mul %z, %f : complex<f32>
        %v = complex.im %m : complex<f32>
        linalg.yield %v : f32
      } -> tensor<4xf32>
      return %y : tensor<4xf32>
    })mlir");
  ExprContext exprs(&context, 1);
  Evaluator eval(exprs);
  // im(z * exp(i t)) = re(z) sin t + im(z) cos t.
  EXPECT_EQ(text(eval.element(y, dims(exprs, 1))),
            "addf(mulf(arg0[d0], sin(arg2[d0])), mulf(arg1[d0], cos(arg2[d0])))");
}

TEST_F(ElementsTest, ReductionsOfBooleans) {
  Value y = returned(R"mlir(
    #in = affine_map<(d0, d1) -> (d0, d1)>
    #out = affine_map<(d0, d1) -> (d0)>
    func.func @f(%s: tensor<4x8xf32>) -> tensor<4xi1> {
      %false = arith.constant false
      %ninf = arith.constant 0xFF800000 : f32
      %e = tensor.empty() : tensor<4xi1>
      %init = linalg.fill ins(%false : i1) outs(%e : tensor<4xi1>) -> tensor<4xi1>
      %any = linalg.generic {indexing_maps = [#in, #out],
                             iterator_types = ["parallel", "reduction"]}
          ins(%s : tensor<4x8xf32>) outs(%init : tensor<4xi1>) {
      ^bb0(%x: f32, %acc: i1):
        %hidden = arith.cmpf oeq, %x, %ninf : f32
        %r = arith.ori %hidden, %acc : i1
        linalg.yield %r : i1
      } -> tensor<4xi1>
      return %any : tensor<4xi1>
    })mlir");
  ExprContext exprs(&context, 2);
  Evaluator eval(exprs);
  const Expr *key = exprs.dim(getAffineDimExpr(1, &context), IndexType::get(&context));
  std::optional<Evaluator::ReductionStep> step = eval.reduction(
      y.getDefiningOp(), 0, {dims(exprs, 1)[0]}, key);
  ASSERT_TRUE(step);
  EXPECT_EQ(step->kind, Evaluator::ReductionStep::Kind::Or);
  EXPECT_EQ(step->init->numeric(), 0.0);
  EXPECT_EQ(text(step->term), "cmpf(arg0[d0, d1], -INF)");
}

TEST_F(ElementsTest, EmittedOpsComputeTheSameElement) {
  Value y = returned(R"mlir(
    #id = affine_map<(d0, d1) -> (d0, d1)>
    func.func @f(%x: tensor<4x8xf32>, %pad: tensor<4x8xi64>) -> tensor<4x8xf32> {
      %zero = arith.constant 0 : i64
      %ninf = arith.constant 0xFF800000 : f32
      %e = tensor.empty() : tensor<4x8xf32>
      %y = linalg.generic {indexing_maps = [#id, #id],
                           iterator_types = ["parallel", "parallel"]}
          ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
      ^bb0(%a: f32, %o: f32):
        %i = linalg.index 0 : index
        %j = linalg.index 1 : index
        %keep = tensor.extract %pad[%i, %j] : tensor<4x8xi64>
        %visible = arith.cmpi ne, %keep, %zero : i64
        %v = arith.select %visible, %a, %ninf : f32
        linalg.yield %v : f32
      } -> tensor<4x8xf32>
      return %y : tensor<4x8xf32>
    })mlir");
  ExprContext exprs(&context, 2);
  Evaluator eval(exprs);
  const Expr *element = eval.element(y, dims(exprs, 2));
  // Emitted into a new generic of the same shape, read again.
  auto func = cast<func::FuncOp>(module->getBody()->front());
  Operation *ret = func.getBody().front().getTerminator();
  OpBuilder builder(ret);
  auto type = cast<RankedTensorType>(y.getType());
  Value empty = tensor::EmptyOp::create(builder, ret->getLoc(), type.getShape(),
                                        type.getElementType());
  AffineMap id = AffineMap::getMultiDimIdentityMap(2, &context);
  auto copy = linalg::GenericOp::create(
      builder, ret->getLoc(), type, ValueRange{}, ValueRange{empty},
      SmallVector<AffineMap>{id},
      SmallVector<utils::IteratorType>(2, utils::IteratorType::parallel),
      [&](OpBuilder &b, Location loc, ValueRange) {
        SmallVector<Value> indices = {linalg::IndexOp::create(b, loc, 0),
                                      linalg::IndexOp::create(b, loc, 1)};
        ExprEmitter emitter(b, loc, [&](unsigned d) { return indices[d]; });
        linalg::YieldOp::create(b, loc, emitter.emit(element));
      });
  ExprContext again(&context, 2);
  Evaluator evalAgain(again);
  EXPECT_EQ(text(evalAgain.element(copy.getResult(0), dims(again, 2))),
            text(element));
}

} // namespace
