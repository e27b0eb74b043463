//===- AttentionKernelCommon.cpp - What the attention kernels share -------===//

#include "AttentionKernelCommon.h"

#include "rope/Codegen/Common/LayoutOffset.h"
#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Codegen/Common/RuntimeSchedules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

AttentionKernelContext::AttentionKernelContext(
    AttentionOp op, const GpuAttentionKernels &kernels)
    : op(op), kernels(kernels), config(op.getRopeConfig()),
      layout(op.getLayout()),
      element(cast<RankedTensorType>(op.getQ().getType()).getElementType()) {}

Value AttentionKernelContext::position(ImplicitLocOpBuilder &b,
                                       const AttentionKernelValues &v,
                                       bool queries, Value batch,
                                       Value s) const {
  Value positions = queries ? v.qPositions : v.kPositions;
  if (positions) {
    Value tokens = queries ? op.getQPositions() : op.getKPositions();
    Value index = s;
    if (cast<RankedTensorType>(tokens.getType()).getRank() == 2)
      index = arith::AddIOp::create(
          b, arith::MulIOp::create(b, batch, queries ? v.querySeq : v.keySeq),
          s);
    return toI64(b, b.getLoc(),
                 memref::LoadOp::create(b, positions, ValueRange{index}));
  }
  int64_t staticOffset = static_cast<int64_t>(
      queries ? op.getStaticQOffset() : op.getStaticKOffset());
  return buildOffsetPosition(
      b, arith::IndexCastOp::create(b, b.getI64Type(), s), staticOffset,
      queries ? v.qOffset : v.kOffset, Value());
}

Value AttentionKernelContext::elementOffset(ImplicitLocOpBuilder &b,
                                            Value batch, Value s, Value head,
                                            Value d, Value seq, int64_t heads,
                                            int64_t dim) const {
  return buildLayoutOffset(
      b, b.getLoc(), layout,
      [&](char role) {
        return role == 'b'   ? batch
               : role == 's' ? s
               : role == 'h' ? head
                             : d;
      },
      [&](char role, int64_t) {
        return role == 'b'   ? Value()
               : role == 's' ? seq
               : role == 'h' ? constantIndex(b, heads)
                             : constantIndex(b, dim);
      });
}

std::pair<Value, Value>
AttentionKernelContext::cosSin(ImplicitLocOpBuilder &b, Value position,
                               Value frequency) const {
  return buildScaledCosSin(
      b, b.getLoc(), config,
      arith::SIToFPOp::create(b, b.getF64Type(), position), frequency);
}

void AttentionKernelContext::rotateSharedRows(
    ImplicitLocOpBuilder &b, Value tile, ValueRange leading, int64_t rows,
    Value thread, const RotationGlobals &globals,
    function_ref<std::pair<Value, Value>(Value row)> positionOf) const {
  const int64_t pairs = config.numPairs();
  if (pairs == 0)
    return;
  Type f32 = b.getF32Type();
  scf::ForOp::create(
      b, thread, constantIndex(b, rows * pairs),
      constantIndex(b, kernels.blockSize), ValueRange{},
      [&](OpBuilder &nb, Location nl, Value item, ValueRange) {
        ImplicitLocOpBuilder ib(nl, nb);
        Value row = arith::DivUIOp::create(ib, item, constantIndex(ib, pairs));
        Value pair = arith::RemUIOp::create(ib, item, constantIndex(ib, pairs));
        auto [valid, position] = positionOf(row);
        auto ifValid = scf::IfOp::create(ib, valid, /*withElseRegion=*/false);
        {
          OpBuilder::InsertionGuard guard(ib);
          ib.setInsertionPointToStart(ifValid.thenBlock());
          Value f = memref::LoadOp::create(ib, globals.freqs, ValueRange{pair});
          auto [c, s] = cosSin(ib, position, f);
          auto channel = [&](Value table) -> Value {
            return arith::IndexCastOp::create(
                ib, ib.getIndexType(),
                memref::LoadOp::create(ib, table, ValueRange{pair}));
          };
          auto at = [&](Value d) {
            SmallVector<Value> indices(leading.begin(), leading.end());
            indices.append({row, d});
            return indices;
          };
          Value u = channel(globals.pairU), w = channel(globals.pairV);
          Value xu = arith::ExtFOp::create(
              ib, f32, Value(memref::LoadOp::create(ib, tile, at(u))));
          Value xw = arith::ExtFOp::create(
              ib, f32, Value(memref::LoadOp::create(ib, tile, at(w))));
          // u' = u c - w s, w' = w c + u s, in f32, rounded once.
          Value yu = arith::SubFOp::create(ib, arith::MulFOp::create(ib, xu, c),
                                           arith::MulFOp::create(ib, xw, s));
          Value yw = arith::AddFOp::create(ib, arith::MulFOp::create(ib, xw, c),
                                           arith::MulFOp::create(ib, xu, s));
          memref::StoreOp::create(ib, Value(arith::TruncFOp::create(ib, element, yu)),
                                  tile, at(u));
          memref::StoreOp::create(ib, Value(arith::TruncFOp::create(ib, element, yw)),
                                  tile, at(w));
        }
        scf::YieldOp::create(ib);
      });
}
