//===- EmulateAmxTiles.cpp - rope-emulate-amx-tiles -----------------------===//
//
// AMX tile operations as vector code with the instructions' semantics, so
// the AMX attention kernel's packing and indexing run on CPUs without AMX.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::rope {
#define GEN_PASS_DEF_EMULATEAMXTILESPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
VectorType vectorOf(amx::TileType tile) {
  return VectorType::get(tile.getShape(), tile.getElementType());
}

Value zerosOf(ImplicitLocOpBuilder &b, VectorType type) {
  return arith::ConstantOp::create(
      b, DenseElementsAttr::get(type, b.getZeroAttr(type.getElementType())));
}

/// The indices of row `row` of a tile at `indices`: rows run along the
/// memref's second innermost dimension.
SmallVector<Value> rowIndices(ImplicitLocOpBuilder &b, ValueRange indices,
                              int64_t row) {
  SmallVector<Value> at(indices);
  Value &axis = at[at.size() - 2];
  axis = arith::AddIOp::create(b, axis,
                               arith::ConstantIndexOp::create(b, row));
  return at;
}

struct TileZero : OpConversionPattern<amx::TileZeroOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(amx::TileZeroOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    rewriter.replaceOp(op, zerosOf(b, vectorOf(op.getTileType())));
    return success();
  }
};

struct TileLoad : OpConversionPattern<amx::TileLoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(amx::TileLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    VectorType type = vectorOf(op.getTileType());
    auto rowType = VectorType::get({type.getDimSize(1)},
                                   type.getElementType());
    Value tile = zerosOf(b, type);
    for (int64_t row = 0; row < type.getDimSize(0); ++row) {
      Value values = vector::LoadOp::create(
          b, rowType, adaptor.getBase(),
          rowIndices(b, adaptor.getIndices(), row));
      tile = vector::InsertOp::create(b, values, tile,
                                      ArrayRef<int64_t>{row});
    }
    rewriter.replaceOp(op, tile);
    return success();
  }
};

struct TileStore : OpConversionPattern<amx::TileStoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(amx::TileStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    const int64_t rows = op.getTileType().getDimSize(0);
    for (int64_t row = 0; row < rows; ++row) {
      Value values = vector::ExtractOp::create(b, adaptor.getVal(),
                                               ArrayRef<int64_t>{row});
      vector::StoreOp::create(b, values, adaptor.getBase(),
                              rowIndices(b, adaptor.getIndices(), row));
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// acc[m][n] += lhs[m][2k] rhs[k][2n] + lhs[m][2k+1] rhs[k][2n+1].
struct TileMulF : OpConversionPattern<amx::TileMulFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(amx::TileMulFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    Type f32 = b.getF32Type();
    amx::TileType lhsType = op.getLhsTileType();
    amx::TileType rhsType = op.getRhsTileType();
    const int64_t rows = lhsType.getDimSize(0);
    const int64_t depth = rhsType.getDimSize(0);
    auto widen = [&](Value tile, int64_t row, int64_t width) {
      Value values =
          vector::ExtractOp::create(b, tile, ArrayRef<int64_t>{row});
      return arith::ExtFOp::create(b, VectorType::get({width}, f32), values);
    };
    // Row k of rhs: its even elements pair with lhs[m][2k], its odd ones
    // with lhs[m][2k + 1].
    SmallVector<Value> evens, odds;
    for (int64_t k = 0; k < depth; ++k) {
      auto halves = vector::DeinterleaveOp::create(
          b, widen(adaptor.getRhs(), k, rhsType.getDimSize(1)));
      evens.push_back(halves.getRes1());
      odds.push_back(halves.getRes2());
    }
    auto rowType = cast<VectorType>(evens.front().getType());
    Value result = adaptor.getAcc();
    for (int64_t m = 0; m < rows; ++m) {
      Value lhsRow = widen(adaptor.getLhs(), m, lhsType.getDimSize(1));
      Value acc = vector::ExtractOp::create(b, result, ArrayRef<int64_t>{m});
      for (int64_t k = 0; k < depth; ++k)
        for (auto [offset, rhsRow] : {std::pair{0, evens[k]}, {1, odds[k]}}) {
          Value a = vector::ExtractOp::create(
              b, lhsRow, ArrayRef<int64_t>{2 * k + offset});
          acc = vector::FMAOp::create(
              b, vector::BroadcastOp::create(b, rowType, a), rhsRow, acc);
        }
      result = vector::InsertOp::create(b, acc, result,
                                        ArrayRef<int64_t>{m});
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// What the patterns take: tiles that flow from amx ops to amx ops of
/// their block (a tile carried by a loop or a branch would need its control
/// flow converted too), rows at the memref's own row stride.
LogicalResult checkEmulable(Operation *root) {
  WalkResult walk = root->walk([](Operation *op) {
    Value stride;
    if (auto load = dyn_cast<amx::TileLoadOp>(op))
      stride = load.getStride();
    if (auto store = dyn_cast<amx::TileStoreOp>(op))
      stride = store.getStride();
    if (stride) {
      op->emitError("rope-emulate-amx-tiles: tile rows with an explicit "
                    "stride are not emulated");
      return WalkResult::interrupt();
    }
    if (!isa_and_nonnull<amx::AMXDialect>(op->getDialect())) {
      for (Type type : op->getResultTypes())
        if (isa<amx::TileType>(type)) {
          op->emitError("rope-emulate-amx-tiles: a tile produced outside "
                        "the amx dialect is not emulated");
          return WalkResult::interrupt();
        }
      return WalkResult::advance();
    }
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (!isa_and_nonnull<amx::AMXDialect>(user->getDialect()) ||
            user->getBlock() != op->getBlock()) {
          user->emitError("rope-emulate-amx-tiles: a tile used outside the "
                          "amx ops of its block is not emulated");
          return WalkResult::interrupt();
        }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct EmulateAmxTiles : impl::EmulateAmxTilesPassBase<EmulateAmxTiles> {
  void runOnOperation() override {
    if (failed(checkEmulable(getOperation())))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    TypeConverter tiles;
    tiles.addConversion([](Type type) { return type; });
    tiles.addConversion(
        [](amx::TileType tile) -> Type { return vectorOf(tile); });
    ConversionTarget target(*context);
    target.addIllegalDialect<amx::AMXDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(context);
    patterns.add<TileZero, TileLoad, TileStore, TileMulF>(tiles, context);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
} // namespace mlir::rope
