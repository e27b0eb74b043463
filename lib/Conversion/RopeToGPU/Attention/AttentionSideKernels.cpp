//===- AttentionSideKernels.cpp - Key rotation and split merge kernels ----===//

#include "AttentionKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
/// for (i = thread; i < end; i += step) body(i)
void strided(ImplicitLocOpBuilder &b, Value thread, int64_t end, int64_t step,
             function_ref<void(ImplicitLocOpBuilder &, Value)> body) {
  scf::ForOp::create(b, thread, constantIndex(b, end), constantIndex(b, step),
                     ValueRange{},
                     [&](OpBuilder &nb, Location nl, Value i, ValueRange) {
                       ImplicitLocOpBuilder ib(nl, nb);
                       body(ib, i);
                       scf::YieldOp::create(ib);
                     });
}

Value loadIndex(ImplicitLocOpBuilder &b, Value table, Value i) {
  return arith::IndexCastOp::create(b, b.getIndexType(),
                                    memref::LoadOp::create(b, table, i));
}
} // namespace

void mlir::rope::detail::buildRotateKeysBody(
    ImplicitLocOpBuilder &b, const AttentionKernelContext &ctx,
    const AttentionKernelValues &v, const RotationGlobals &rotation,
    const ChannelGlobals &channels) {
  const GpuAttentionKernels &k = ctx.kernels;
  Value thread = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  Value row = gpu::BlockIdOp::create(b, gpu::Dimension::x);
  Value batch = arith::DivUIOp::create(b, row, v.keySeq);
  Value s = arith::RemUIOp::create(b, row, v.keySeq);
  Value position = ctx.position(b, v, /*queries=*/false, batch, s);
  // The token's cos/sin once, for all its kv heads.
  strided(b, thread, ctx.config.numPairs(), k.blockSize,
          [&](ImplicitLocOpBuilder &ib, Value i) {
            Value f = memref::LoadOp::create(ib, rotation.freqs, i);
            auto [c, sn] = ctx.cosSin(ib, position, f);
            memref::StoreOp::create(ib, c, channels.cosShared, i);
            memref::StoreOp::create(ib, sn, channels.sinShared, i);
          });
  gpu::BarrierOp::create(b);
  Type f32 = b.getF32Type();
  const int64_t dim = k.headDim;
  strided(b, thread, k.kvHeads * dim, k.blockSize,
          [&](ImplicitLocOpBuilder &ib, Value e) {
            Value head = arith::DivUIOp::create(ib, e, constantIndex(ib, dim));
            Value d = arith::RemUIOp::create(ib, e, constantIndex(ib, dim));
            Value base = ctx.elementOffset(ib, batch, s, head,
                                           constantIndex(ib, 0), v.keySeq,
                                           k.kvHeads, dim);
            Value at = arith::AddIOp::create(ib, base, d);
            Value x = memref::LoadOp::create(ib, v.k, at);
            Value pair = memref::LoadOp::create(ib, channels.pair, d);
            Value passes = arith::CmpIOp::create(
                ib, arith::CmpIPredicate::slt, pair,
                arith::ConstantOp::create(ib, ib.getI32IntegerAttr(0)));
            auto ifOp = scf::IfOp::create(ib, passes, /*withElseRegion=*/true);
            {
              // Pass-through channels are copied bit for bit.
              OpBuilder::InsertionGuard guard(ib);
              ib.setInsertionPointToStart(ifOp.thenBlock());
              memref::StoreOp::create(ib, x, v.rotatedK, at);
              ib.setInsertionPointToStart(ifOp.elseBlock());
              Value p = arith::IndexCastOp::create(ib, ib.getIndexType(), pair);
              Value partner = arith::AddIOp::create(
                  ib, base, loadIndex(ib, channels.partner, d));
              Value y = arith::ExtFOp::create(
                  ib, f32, Value(memref::LoadOp::create(ib, v.k, partner)));
              Value c = memref::LoadOp::create(ib, channels.cosShared, p);
              Value sn = memref::LoadOp::create(ib, channels.sinShared, p);
              Value sign = memref::LoadOp::create(ib, channels.sign, d);
              // x' = x c + sign * y s (u' = u c - w s, w' = w c + u s).
              Value out = arith::AddFOp::create(
                  ib,
                  arith::MulFOp::create(ib, arith::ExtFOp::create(ib, f32, x), c),
                  arith::MulFOp::create(ib, arith::MulFOp::create(ib, sign, y),
                                        sn));
              memref::StoreOp::create(
                  ib, arith::TruncFOp::create(ib, ctx.element, out), v.rotatedK, at);
            }
          });
}

void mlir::rope::detail::buildMergeBody(ImplicitLocOpBuilder &b,
                                        const AttentionKernelContext &ctx,
                                        const AttentionKernelValues &v) {
  const GpuAttentionKernels &k = ctx.kernels;
  Type f32 = b.getF32Type();
  Value d = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  // Rows are (b, h, s), the order of the partial buffers.
  Value row = gpu::BlockIdOp::create(b, gpu::Dimension::x);
  Value rows = arith::MulIOp::create(
      b, arith::MulIOp::create(b, v.batch, constantIndex(b, k.queryHeads)),
      v.querySeq);
  Value s = arith::RemUIOp::create(b, row, v.querySeq);
  Value bh = arith::DivUIOp::create(b, row, v.querySeq);
  Value head = arith::RemUIOp::create(b, bh, constantIndex(b, k.queryHeads));
  Value batch = arith::DivUIOp::create(b, bh, constantIndex(b, k.queryHeads));
  auto lseAt = [&](ImplicitLocOpBuilder &ib, Value split) {
    return memref::LoadOp::create(
        ib, v.partialLse,
        ValueRange{arith::AddIOp::create(ib, arith::MulIOp::create(ib, split, rows),
                                         row)});
  };
  Value minusInf = arith::ConstantOp::create(b, b.getF32FloatAttr(-INFINITY));
  Value zero = arith::ConstantOp::create(b, b.getF32FloatAttr(0.0));
  auto maxLoop = scf::ForOp::create(
      b, constantIndex(b, 0), v.splits, constantIndex(b, 1), ValueRange{minusInf},
      [&](OpBuilder &nb, Location nl, Value split, ValueRange acc) {
        ImplicitLocOpBuilder ib(nl, nb);
        scf::YieldOp::create(
            ib, ValueRange{arith::MaximumFOp::create(ib, acc[0], lseAt(ib, split))});
      });
  Value top = maxLoop.getResult(0);
  Value seen = arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, top, minusInf);
  Value safeTop = arith::SelectOp::create(b, seen, top, zero);
  auto sumLoop = scf::ForOp::create(
      b, constantIndex(b, 0), v.splits, constantIndex(b, 1),
      ValueRange{zero, zero},
      [&](OpBuilder &nb, Location nl, Value split, ValueRange acc) {
        ImplicitLocOpBuilder ib(nl, nb);
        Value w = LLVM::CallIntrinsicOp::create(
                      ib, f32, ib.getStringAttr("llvm.nvvm.ex2.approx.ftz.f"),
                      ValueRange{arith::SubFOp::create(ib, lseAt(ib, split), safeTop)})
                      .getResult(0);
        Value at = arith::AddIOp::create(
            ib,
            arith::MulIOp::create(
                ib, arith::AddIOp::create(ib, arith::MulIOp::create(ib, split, rows), row),
                constantIndex(ib, k.valueDim)),
            d);
        Value o = memref::LoadOp::create(ib, v.partialOut, ValueRange{at});
        scf::YieldOp::create(
            ib, ValueRange{arith::AddFOp::create(ib, acc[0], arith::MulFOp::create(ib, w, o)),
                           arith::AddFOp::create(ib, acc[1], w)});
      });
  Value out = arith::SelectOp::create(
      b, seen, arith::DivFOp::create(b, sumLoop.getResult(0), sumLoop.getResult(1)),
      zero);
  Value at = ctx.elementOffset(b, batch, s, head, d, v.querySeq, k.queryHeads,
                               k.valueDim);
  memref::StoreOp::create(b, arith::TruncFOp::create(b, ctx.element, out),
                          v.out, ValueRange{at});
}
