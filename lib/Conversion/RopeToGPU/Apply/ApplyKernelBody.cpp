//===- ApplyKernelBody.cpp - The body of the rope.apply kernel ------------===//

#include "ApplyKernelBody.h"

#include "rope/Codegen/Common/LayoutOffset.h"
#include "rope/Codegen/Common/LoopBuilder.h"
#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Codegen/Common/RuntimeSchedules.h"
#include "rope/Codegen/Common/ScalarMath.h"
#include "rope/Rules/Frequencies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
Value cI64(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
}
/// Builds the body of one kernel.
class KernelBuilder {
public:
  KernelBuilder(OpBuilder &b, Location loc, ApplyOp op, const ApplyGpuWork &plan,
                const ApplyKernelValues &values, const ApplyKernelGlobals &globals)
      : b(b), loc(loc), op(op), plan(plan), v(values), freqs(globals.freqs),
        longFreqs(globals.longFreqs), cosShared(globals.cosShared),
        sinShared(globals.sinShared), totalShared(globals.totalShared),
        config(op.getRopeConfig()), layout(op.getLayout()) {}

  void build() {
    tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
    Value row = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    bIdx = arith::DivUIOp::create(b, loc, row, v.seq);
    sIdx = arith::RemUIOp::create(b, loc, row, v.seq);
    Value p = position();
    buildCosSin(p);
    gpu::BarrierOp::create(b, loc);
    buildItems();
  }

private:
  /// p of this row (Semantics §1) as i64.
  Value position() {
    if (v.positions) {
      Value p = memref::LoadOp::create(b, loc, v.positions,
                                       ValueRange{positionIndex(sIdx)});
      return toI64(b, loc, p);
    }
    ImplicitLocOpBuilder ib(loc, b);
    Value batchOffset =
        v.batchOffsets
            ? toI64(b, loc, memref::LoadOp::create(b, loc, v.batchOffsets,
                                                   ValueRange{bIdx}))
            : Value();
    return buildOffsetPosition(
        ib, arith::IndexCastOp::create(b, loc, b.getI64Type(), sIdx),
        static_cast<int64_t>(op.getStaticOffset()), v.offset, batchOffset);
  }

  /// Index of token `s` of this row in the flat positions buffer.
  Value positionIndex(Value s) {
    auto type = cast<RankedTensorType>(op.getPositions().getType());
    if (type.getRank() == 1)
      return s;
    return arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, bIdx, v.seq), s);
  }

  /// S_total of this row: offset + S, or max(p) + 1 over the row's explicit
  /// positions (a block-wide max through shared memory).
  Value sequenceTotal(Value p) {
    if (!v.positions)
      return arith::AddIOp::create(
          b, loc,
          arith::SubIOp::create(
              b, loc, p, arith::IndexCastOp::create(b, loc, b.getI64Type(), sIdx)),
          arith::IndexCastOp::create(b, loc, b.getI64Type(), v.seq));
    Value zero = constantIndex(b, loc, 0);
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, zero);
    auto init = scf::IfOp::create(b, loc, first, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(init.thenBlock());
      memref::StoreOp::create(b, loc, cI64(b, loc, 0), totalShared, ValueRange{zero});
    }
    gpu::BarrierOp::create(b, loc);
    scf::ForOp::create(
        b, loc, tid, v.seq, constantIndex(b, loc, plan.blockSize), ValueRange{},
        [&](OpBuilder &nb, Location nl, Value s, ValueRange) {
          Value q = toI64(nb, nl, memref::LoadOp::create(nb, nl, v.positions,
                                                         ValueRange{positionIndex(s)}));
          memref::AtomicRMWOp::create(
              nb, nl, arith::AtomicRMWKind::maxs,
              arith::AddIOp::create(nb, nl, q, cI64(nb, nl, 1)), totalShared,
              ValueRange{zero});
          scf::YieldOp::create(nb, nl);
        });
    gpu::BarrierOp::create(b, loc);
    return memref::LoadOp::create(b, loc, totalShared, ValueRange{zero});
  }

  /// cos/sin of the row's pairs into shared memory, attention factor and
  /// inverse folded in. Angles in float64, reduced modulo pi/2 exactly.
  void buildCosSin(Value p) {
    Value useLong, logTheta;
    const rules::Scaling &scaling = config.scaling;
    if (scaling.dependsOnSequenceLength()) {
      Value total = sequenceTotal(p);
      ImplicitLocOpBuilder ib(loc, b);
      if (scaling.kind == rules::ScalingKind::LongRope)
        useLong = buildUsesLongFactors(ib, config, total);
      else
        logTheta = buildDynamicLogTheta(ib, config, total);
    }
    Value pf = arith::SIToFPOp::create(b, loc, b.getF64Type(), p);
    scf::ForOp::create(
        b, loc, tid, constantIndex(b, loc, config.numPairs()),
        constantIndex(b, loc, plan.blockSize), ValueRange{},
        [&](OpBuilder &nb, Location nl, Value i, ValueRange) {
          ImplicitLocOpBuilder ib(nl, nb);
          Value f = logTheta ? buildDynamicFrequency(ib, config, logTheta, i)
                             : memref::LoadOp::create(nb, nl, freqs, ValueRange{i});
          if (longFreqs)
            f = arith::SelectOp::create(
                nb, nl, useLong,
                memref::LoadOp::create(nb, nl, longFreqs, ValueRange{i}), f);
          auto [c0, s0] = buildScaledCosSin(nb, nl, config, pf, f);
          memref::StoreOp::create(nb, nl, c0, cosShared, ValueRange{i});
          memref::StoreOp::create(nb, nl, s0, sinShared, ValueRange{i});
          scf::YieldOp::create(nb, nl);
        });
  }

  /// for (w = tid; w < items; w += blockSize): dispatch to an input.
  void buildItems() {
    scf::ForOp::create(
        b, loc, tid, constantIndex(b, loc, plan.itemsPerRow),
        constantIndex(b, loc, plan.blockSize), ValueRange{},
        [&](OpBuilder &nb, Location nl, Value w, ValueRange) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(scf::YieldOp::create(nb, nl));
          dispatch(w, 0, 0);
        });
  }

  int64_t headsOf(unsigned input) {
    auto type = cast<RankedTensorType>(op.getInputs()[input].getType());
    int64_t axis = layout.indexOf('h');
    return axis < 0 ? 1 : type.getDimSize(axis);
  }

  int64_t itemsPerHead() const {
    return plan.rotationItemsPerHead + plan.copyItemsPerHead;
  }

  void dispatch(Value w, unsigned input, int64_t start) {
    Value local = arith::SubIOp::create(b, loc, w, constantIndex(b, loc, start));
    if (input + 1 == op.getInputs().size())
      return processItem(input, local);
    int64_t end = start + headsOf(input) * itemsPerHead();
    Value here = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, w,
                                       constantIndex(b, loc, end));
    auto ifOp = scf::IfOp::create(b, loc, here, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    processItem(input, local);
    b.setInsertionPoint(ifOp.elseBlock()->getTerminator());
    dispatch(w, input + 1, end);
  }

  /// Element offset of channel 0 of head `h` in this row of `input`.
  Value rowBase(unsigned input, Value h) {
    auto type = cast<RankedTensorType>(op.getInputs()[input].getType());
    return buildLayoutOffset(
        b, loc, layout,
        [&](char role) {
          return role == 'b'   ? bIdx
                 : role == 's' ? sIdx
                 : role == 'h' ? h
                               : Value();
        },
        [&](char role, int64_t axis) {
          return role == 'b'   ? v.batch
                 : role == 's' ? v.seq
                               : constantIndex(b, loc, type.getDimSize(axis));
        });
  }

  void processItem(unsigned input, Value local) {
    Value perHead = constantIndex(b, loc, itemsPerHead());
    Value h = arith::DivUIOp::create(b, loc, local, perHead);
    Value j = arith::RemUIOp::create(b, loc, local, perHead);
    Value base = rowBase(input, h);
    if (plan.copyItemsPerHead == 0)
      return rotate(input, base, j);
    if (plan.rotationItemsPerHead == 0)
      return copy(input, base, j);
    Value isRotation = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult, j,
        constantIndex(b, loc, plan.rotationItemsPerHead));
    auto ifOp = scf::IfOp::create(b, loc, isRotation, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    rotate(input, base, j);
    b.setInsertionPoint(ifOp.elseBlock()->getTerminator());
    copy(input, base,
         arith::SubIOp::create(b, loc, j, constantIndex(b, loc, plan.rotationItemsPerHead)));
  }

  Value load(Value memref, Value offset, VectorType type, int64_t alignment) {
    return vector::LoadOp::create(b, loc, type, memref, ValueRange{offset},
                                  /*nontemporal=*/false,
                                  llvm::MaybeAlign(alignment));
  }
  void store(Value value, Value memref, Value offset, int64_t alignment) {
    vector::StoreOp::create(b, loc, value, memref, ValueRange{offset},
                            /*nontemporal=*/false, llvm::MaybeAlign(alignment));
  }
  Value toF32(Value x) {
    auto type = cast<VectorType>(x.getType());
    if (type.getElementType().isF32())
      return x;
    return arith::ExtFOp::create(b, loc, type.clone(b.getF32Type()), x);
  }
  Value fromF32(Value x, Type element) {
    if (element.isF32())
      return x;
    return arith::TruncFOp::create(
        b, loc, cast<VectorType>(x.getType()).clone(element), x);
  }
  static int64_t sharedAlignment(int64_t lanes) {
    return std::min<int64_t>(16, 4 * (lanes & -lanes));
  }

  /// Rotation item j: pairs [jV, jV + V) (half) or channels
  /// [base + jV, base + jV + V) (interleaved).
  void rotate(unsigned input, Value rowOffset, Value j) {
    Type element = cast<RankedTensorType>(op.getInputs()[input].getType()).getElementType();
    const int64_t width = plan.rotationWidth;
    auto rowType = VectorType::get({width}, element);
    Value first = arith::MulIOp::create(b, loc, j, constantIndex(b, loc, width));
    Value at = arith::AddIOp::create(
        b, loc, rowOffset,
        arith::AddIOp::create(b, loc, first, constantIndex(b, loc, plan.rotationBase)));
    Value in = v.inputs[input], out = v.outputs[input];
    if (config.pairing == rules::Pairing::Half) {
      auto pairType = VectorType::get({width}, b.getF32Type());
      Value c = load(cosShared, first, pairType, sharedAlignment(width));
      Value s = load(sinShared, first, pairType, sharedAlignment(width));
      Value partnerAt = arith::AddIOp::create(
          b, loc, at, constantIndex(b, loc, plan.partnerDistance));
      Value u = toF32(load(in, at, rowType, plan.alignment));
      Value w = toF32(load(in, partnerAt, rowType, plan.alignment));
      // u' = u c - w s, w' = w c + u s.
      Value u2 = arith::SubFOp::create(b, loc, arith::MulFOp::create(b, loc, u, c),
                                       arith::MulFOp::create(b, loc, w, s));
      Value w2 = arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, w, c),
                                       arith::MulFOp::create(b, loc, u, s));
      store(fromF32(u2, element), out, at, plan.alignment);
      store(fromF32(w2, element), out, partnerAt, plan.alignment);
      return;
    }
    // Interleaved: V/2 whole pairs; spread cos/sin with shuffles.
    const int64_t pairs = width / 2;
    auto pairType = VectorType::get({pairs}, b.getF32Type());
    Value pairFirst = arith::DivUIOp::create(b, loc, first, constantIndex(b, loc, 2));
    Value c = load(cosShared, pairFirst, pairType, sharedAlignment(pairs));
    Value s = load(sinShared, pairFirst, pairType, sharedAlignment(pairs));
    SmallVector<int64_t> spread, signedSin, swap;
    for (int64_t k = 0; k < pairs; ++k) {
      spread.append({k, k});
      signedSin.append({pairs + k, k}); // (-s_k, s_k)
      swap.append({2 * k + 1, 2 * k});
    }
    Value cosRow = vector::ShuffleOp::create(b, loc, c, c, spread);
    Value sinRow = vector::ShuffleOp::create(
        b, loc, s, arith::NegFOp::create(b, loc, s), signedSin);
    Value x = toF32(load(in, at, rowType, plan.alignment));
    Value partner = vector::ShuffleOp::create(b, loc, x, x, swap);
    Value result = arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, x, cosRow),
                                         arith::MulFOp::create(b, loc, partner, sinRow));
    store(fromF32(result, element), out, at, plan.alignment);
  }

  /// Copy item j of the pass-through runs (exact copy).
  void copy(unsigned input, Value rowOffset, Value j) {
    Type element = cast<RankedTensorType>(op.getInputs()[input].getType()).getElementType();
    const int64_t width = plan.copyWidth;
    // channel = start_r + (j - first item of run r) * width, for j's run r.
    Value channel;
    int64_t firstItem = 0;
    SmallVector<std::pair<int64_t, int64_t>> runs; // (first item, start)
    for (const ChannelRun &run : plan.copyRuns) {
      runs.push_back({firstItem, run.start});
      firstItem += run.length / width;
    }
    for (auto [first, start] : runs) {
      Value here = arith::AddIOp::create(
          b, loc, constantIndex(b, loc, start),
          arith::MulIOp::create(
              b, loc, arith::SubIOp::create(b, loc, j, constantIndex(b, loc, first)),
              constantIndex(b, loc, width)));
      if (!channel) {
        channel = here;
        continue;
      }
      Value inRun = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, j,
                                          constantIndex(b, loc, first));
      channel = arith::SelectOp::create(b, loc, inRun, here, channel);
    }
    Value at = arith::AddIOp::create(b, loc, rowOffset, channel);
    auto type = VectorType::get({width}, element);
    store(load(v.inputs[input], at, type, plan.alignment), v.outputs[input], at,
          plan.alignment);
  }

  OpBuilder &b;
  Location loc;
  ApplyOp op;
  const ApplyGpuWork &plan;
  const ApplyKernelValues &v;
  Value freqs, longFreqs, cosShared, sinShared, totalShared;
  rules::RopeConfig config;
  LayoutAttr layout;
  Value tid, bIdx, sIdx;
};
} // namespace

void mlir::rope::detail::buildApplyKernelBody(OpBuilder &b, Location loc,
                                              ApplyOp op,
                                         const ApplyGpuWork &plan,
                                         const ApplyKernelValues &values,
                                         const ApplyKernelGlobals &globals) {
  KernelBuilder(b, loc, op, plan, values, globals).build();
}
