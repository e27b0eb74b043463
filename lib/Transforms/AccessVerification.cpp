//===- AccessVerification.cpp - Bounds checks of vector accesses ----------===//
//
// Every element a vector or AMX access touches must lie inside its memref:
// the indices of the dims the access does not span are in [0, extent), and
// the window of a spanned dim, from its index, ends by the extent. A
// failed check reports the op and aborts (cf.assert).
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/AccessVerification.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/RuntimeVerifiableOpInterface.h"

using namespace mlir;

namespace {
using Message = function_ref<std::string(Operation *, StringRef)>;

/// Elements an access spans along each dim of its memref (1 where it takes
/// one index; 0 for a dim it does not check).
struct Access {
  Value memref;
  ValueRange indices;
  SmallVector<int64_t> spans;
};

void assertInside(OpBuilder &b, Location loc, Operation *op,
                  const Access &access, Message message) {
  Value inside = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  for (auto [dim, index] : llvm::enumerate(access.indices)) {
    const int64_t span = access.spans[dim];
    if (span == 0)
      continue;
    Value extent = memref::DimOp::create(b, loc, access.memref, dim);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value end = arith::AddIOp::create(
        b, loc, index, arith::ConstantIndexOp::create(b, loc, span));
    Value fits = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index, zero),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, end,
                              extent));
    inside = arith::AndIOp::create(b, loc, inside, fits);
  }
  cf::AssertOp::create(b, loc, inside,
                       message(op, "the access reaches outside its memref"));
}

/// Spans of a vector of `shape` along the trailing dims of a memref of
/// `rank`.
SmallVector<int64_t> trailingSpans(int64_t rank, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> spans(rank, 1);
  llvm::copy(shape, spans.end() - shape.size());
  return spans;
}

template <typename Op>
struct VectorAccessModel
    : RuntimeVerifiableOpInterface::ExternalModel<VectorAccessModel<Op>, Op> {
  void generateRuntimeVerification(Operation *op, OpBuilder &b, Location loc,
                                   Message message) const {
    auto access = cast<Op>(op);
    MemRefType type = access.getMemRefType();
    ArrayRef<int64_t> shape = access.getVectorType().getShape();
    if (access.getVectorType().isScalable() ||
        static_cast<int64_t>(shape.size()) > type.getRank())
      return;
    assertInside(b, loc, op,
                 {access.getBase(), access.getIndices(),
                  trailingSpans(type.getRank(), shape)},
                 message);
  }
};

/// Transfers on memrefs whose map is a minor identity: the dims marked in
/// bounds are checked, the others may be masked off and are not.
template <typename Op>
struct TransferModel
    : RuntimeVerifiableOpInterface::ExternalModel<TransferModel<Op>, Op> {
  void generateRuntimeVerification(Operation *op, OpBuilder &b, Location loc,
                                   Message message) const {
    auto transfer = cast<Op>(op);
    auto type = dyn_cast<MemRefType>(transfer.getBase().getType());
    VectorType vector = transfer.getVectorType();
    if (!type || vector.isScalable() || transfer.getMask() ||
        !transfer.getPermutationMap().isMinorIdentity())
      return;
    SmallVector<int64_t> spans =
        trailingSpans(type.getRank(), vector.getShape());
    const int64_t first = type.getRank() - vector.getRank();
    for (auto [i, inBounds] : llvm::enumerate(transfer.getInBoundsValues()))
      if (!inBounds)
        spans[first + i] = 0;
    assertInside(b, loc, op, {transfer.getBase(), transfer.getIndices(), spans},
                 message);
  }
};

/// Tile rows along the memref's second innermost dim, columns along its
/// innermost (the implicit stride); an explicit stride is not checked.
template <typename Op>
struct TileAccessModel
    : RuntimeVerifiableOpInterface::ExternalModel<TileAccessModel<Op>, Op> {
  void generateRuntimeVerification(Operation *op, OpBuilder &b, Location loc,
                                   Message message) const {
    auto access = cast<Op>(op);
    MemRefType type = access.getMemRefType();
    if (access.getStride() || type.getRank() < 2)
      return;
    assertInside(b, loc, op,
                 {access.getBase(), access.getIndices(),
                  trailingSpans(type.getRank(),
                                access.getTileType().getShape())},
                 message);
  }
};
} // namespace

void mlir::rope::registerAccessVerificationModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, vector::VectorDialect *) {
    vector::LoadOp::attachInterface<VectorAccessModel<vector::LoadOp>>(
        *context);
    vector::StoreOp::attachInterface<VectorAccessModel<vector::StoreOp>>(
        *context);
    vector::TransferReadOp::attachInterface<
        TransferModel<vector::TransferReadOp>>(*context);
    vector::TransferWriteOp::attachInterface<
        TransferModel<vector::TransferWriteOp>>(*context);
    // The checks build these.
    context->loadDialect<arith::ArithDialect, cf::ControlFlowDialect,
                         memref::MemRefDialect>();
  });
  registry.addExtension(+[](MLIRContext *context, amx::AMXDialect *) {
    amx::TileLoadOp::attachInterface<TileAccessModel<amx::TileLoadOp>>(
        *context);
    amx::TileStoreOp::attachInterface<TileAccessModel<amx::TileStoreOp>>(
        *context);
    context->loadDialect<arith::ArithDialect, cf::ControlFlowDialect,
                         memref::MemRefDialect>();
  });
}
