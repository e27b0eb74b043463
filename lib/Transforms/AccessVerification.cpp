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
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [dim, index] : llvm::enumerate(access.indices)) {
    const int64_t span = access.spans[dim];
    if (span == 0)
      continue;
    Value extent = memref::DimOp::create(b, loc, access.memref, dim);
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

using Spans = std::optional<SmallVector<int64_t>>;

/// vector.load and vector.store: the vector over the trailing dims.
template <typename Op>
Spans vectorSpans(Op access) {
  VectorType vector = access.getVectorType();
  const int64_t rank = access.getMemRefType().getRank();
  if (vector.isScalable() || vector.getRank() > rank)
    return std::nullopt;
  return trailingSpans(rank, vector.getShape());
}
Spans spansOf(vector::LoadOp op) { return vectorSpans(op); }
Spans spansOf(vector::StoreOp op) { return vectorSpans(op); }

/// Transfers on memrefs whose map is a minor identity: the dims marked in
/// bounds; the others may be masked off.
template <typename Op>
Spans transferSpans(Op transfer) {
  auto type = dyn_cast<MemRefType>(transfer.getBase().getType());
  VectorType vector = transfer.getVectorType();
  if (!type || vector.isScalable() || transfer.getMask() ||
      !transfer.getPermutationMap().isMinorIdentity())
    return std::nullopt;
  SmallVector<int64_t> spans =
      trailingSpans(type.getRank(), vector.getShape());
  const int64_t first = type.getRank() - vector.getRank();
  for (auto [i, inBounds] : llvm::enumerate(transfer.getInBoundsValues()))
    if (!inBounds)
      spans[first + i] = 0;
  return spans;
}
Spans spansOf(vector::TransferReadOp op) { return transferSpans(op); }
Spans spansOf(vector::TransferWriteOp op) { return transferSpans(op); }

/// Tile rows along the memref's second innermost dim, columns along its
/// innermost (the implicit stride); an explicit stride is not checked.
template <typename Op>
Spans tileSpans(Op access) {
  const int64_t rank = access.getMemRefType().getRank();
  if (access.getStride() || rank < 2)
    return std::nullopt;
  return trailingSpans(rank, access.getTileType().getShape());
}
Spans spansOf(amx::TileLoadOp op) { return tileSpans(op); }
Spans spansOf(amx::TileStoreOp op) { return tileSpans(op); }

template <typename Op>
struct AccessModel
    : RuntimeVerifiableOpInterface::ExternalModel<AccessModel<Op>, Op> {
  void generateRuntimeVerification(Operation *op, OpBuilder &b, Location loc,
                                   Message message) const {
    auto access = cast<Op>(op);
    if (Spans spans = spansOf(access))
      assertInside(b, loc, op,
                   {access.getBase(), access.getIndices(), *spans}, message);
  }
};

template <typename... Ops>
void attachModels(MLIRContext *context) {
  (Ops::template attachInterface<AccessModel<Ops>>(*context), ...);
  // The checks build these.
  context->loadDialect<arith::ArithDialect, cf::ControlFlowDialect,
                       memref::MemRefDialect>();
}
} // namespace

void mlir::rope::registerAccessVerificationModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, vector::VectorDialect *) {
    attachModels<vector::LoadOp, vector::StoreOp, vector::TransferReadOp,
                 vector::TransferWriteOp>(context);
  });
  registry.addExtension(+[](MLIRContext *context, amx::AMXDialect *) {
    attachModels<amx::TileLoadOp, amx::TileStoreOp>(context);
  });
}
