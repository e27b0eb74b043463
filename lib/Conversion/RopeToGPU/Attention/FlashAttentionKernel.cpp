//===- FlashAttentionKernel.cpp - The tensor-core flash-attention kernel ---===//
//
// One block of 4 warps owns 64 query rows (headsPerBlock query heads of one
// kv head x positionsPerBlock positions; warp w holds rows 16w .. 16w+15)
// and walks its keys in tiles of 64 (docs/GPU.md, "Attention"):
//
//   prologue  cp.async Q, K_0 (group 0); V_0 (group 1); wait for group 0;
//             barrier; rotate Q (and K_0) in shared memory; barrier;
//             Q fragments to registers (ldmatrix)
//   tile j    S = Q K_j^T (mma.sync); prefetch K_{j+1}; mask by position;
//             online softmax in registers; wait V_j; barrier; O += P V_j
//             (P straight from the S registers); prefetch V_{j+1}; wait
//             K_{j+1}; barrier; [rotate K_{j+1}; barrier]
//   epilogue  O / l (0 for a row that saw no key), stored as the output or,
//             with key splits, as the split's f32 partial and log2-sum-exp.
//
// A group is committed after every prefetch, even an empty one, so that
// `cp.async.wait_group 1` always means "all but the newest group". Causal
// blocks visit only the key tiles up to their last query's position; only
// tiles that can hold a masked key pay for the mask.
//
//===----------------------------------------------------------------------===//

#include "AttentionKernels.h"
#include "MmaFragments.h"

#include "rope/Conversion/RopeToGPU/MmaLayout.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
constexpr int64_t kChunkElements = 8; // 16 bytes of bf16 / f16

class FlashAttentionBuilder : LoopBuilder {
public:
  FlashAttentionBuilder(ImplicitLocOpBuilder &b, const AttentionKernelContext &ctx,
                       const AttentionKernelValues &v,
                       const RotationGlobals &globals)
      : LoopBuilder{b}, ctx(ctx), v(v), globals(globals), plan(ctx.kernels.plan),
        f32(b.getF32Type()), i64(b.getI64Type()) {}

  void build();

private:
  Value div(Value x, Value y) { return arith::DivUIOp::create(b, x, y); }
  Value rem(Value x, Value y) { return arith::RemUIOp::create(b, x, y); }
  Value minU(Value x, Value y) { return arith::MinUIOp::create(b, x, y); }
  Value ult(Value x, Value y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::ult, x, y);
  }
  Value f32Const(double x) {
    return arith::ConstantOp::create(b, b.getF32FloatAttr(x));
  }
  /// The affine map `map` of MmaLayout.h at (lane, x, y).
  SmallVector<Value> layoutAt(AffineMap map, ValueRange operands) {
    return *affine::expandAffineMap(b, b.getLoc(), map, operands);
  }

  void setUp();
  /// cp.async of `rows` rows of `width` channels into `tile` (at `leading`
  /// indices), row r from global element `rowAt(r).second` when
  /// `rowAt(r).first`, zeros otherwise. Returns the copies' tokens.
  SmallVector<Value>
  copyRows(Value source, Value tile, ValueRange leading, int64_t width,
           function_ref<std::pair<Value, Value>(Value)> rowAt);
  std::pair<Value, Value> queryRow(Value r);
  std::pair<Value, Value> keyRow(int64_t dim, Value first, Value r);
  Value queryToken(Value r);
  SmallVector<Value> copyKeys(Value first, Value buffer);
  SmallVector<Value> copyValues(Value first, Value buffer);
  Value commit(ValueRange tokens);
  void waitAllButNewest(Value group);
  void rotateKeys(Value first, Value buffer);
  SmallVector<Value> loadQueryFragments(int64_t kk);
  void keyRange();
  void loop();
  SmallVector<Value> mask(ArrayRef<Value> scores, Value first);
  void epilogue(ValueRange results);

  const AttentionKernelContext &ctx;
  const AttentionKernelValues &v;
  const RotationGlobals &globals;
  const GpuAttentionPlan &plan;
  Type f32, i64;

  Value thread, warp, lane, batch, firstHead, kvHead, split;
  Value queryBlock, kStart, kEnd, tiles;
  Value qTile, kTiles, vTiles;
  Value group0;
  /// Per lane: its two accumulator rows (g and g + 8 of the warp), their
  /// query head, token, validity and position.
  Value rowHead[2], rowToken[2], rowValid[2], rowPosition[2];
  /// Smallest query position of the block (causal mask skipping).
  Value firstQueryPosition;
  SmallVector<SmallVector<Value>> queryFragments;
};

void FlashAttentionBuilder::setUp() {
  thread = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  warp = div(thread, c(32));
  lane = rem(thread, c(32));
  queryBlock = gpu::BlockIdOp::create(b, gpu::Dimension::x);
  Value y = gpu::BlockIdOp::create(b, gpu::Dimension::y);
  split = gpu::BlockIdOp::create(b, gpu::Dimension::z);
  const GpuAttentionKernels &k = ctx.kernels;
  Value perBatch = c(k.kvHeads * k.headBlocks);
  batch = div(y, perBatch);
  Value inBatch = rem(y, perBatch);
  kvHead = div(inBatch, c(k.headBlocks));
  Value headBlock = rem(inBatch, c(k.headBlocks));
  firstHead = add(mul(kvHead, c(k.groupSize)),
                  mul(headBlock, c(plan.headsPerBlock)));

  auto space = gpu::AddressSpaceAttr::get(b.getContext(),
                                          gpu::AddressSpace::Workgroup);
  auto bytes = MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                               MemRefLayoutAttrInterface(), space);
  Value dynamic = gpu::DynamicSharedMemoryOp::create(b, bytes);
  auto view = [&](int64_t offset, ArrayRef<int64_t> shape) -> Value {
    return memref::ViewOp::create(
        b, MemRefType::get(shape, ctx.element, MemRefLayoutAttrInterface(), space),
        dynamic, c(offset), ValueRange{});
  };
  qTile = view(plan.queryOffset, {plan.blockRows, plan.keyPitch});
  kTiles = view(plan.keyOffsets[0], {2, plan.blockKeys, plan.keyPitch});
  vTiles = view(plan.valueOffsets[0], {2, plan.blockKeys, plan.valuePitch});

  // The lane's accumulator rows: their head, token and position.
  AffineMap acc = getAccumulatorPosition(b.getContext());
  for (int64_t h = 0; h < 2; ++h) {
    Value inWarp = layoutAt(acc, {lane, c(2 * h)})[0];
    Value r = add(mul(warp, c(16)), inWarp);
    rowHead[h] = add(firstHead, div(r, c(plan.positionsPerBlock)));
    rowToken[h] = queryToken(r);
    rowValid[h] = ult(rowToken[h], v.querySeq);
    Value last = arith::SubIOp::create(b, v.querySeq, c(1));
    rowPosition[h] =
        ctx.position(b, v, /*queries=*/true, batch, minU(rowToken[h], last));
  }
  firstQueryPosition = ctx.position(
      b, v, true, batch, mul(queryBlock, c(plan.positionsPerBlock)));
}

/// Token of row r of the block (rows are heads x positions).
Value FlashAttentionBuilder::queryToken(Value r) {
  return add(mul(queryBlock, c(plan.positionsPerBlock)),
             rem(r, c(plan.positionsPerBlock)));
}

std::pair<Value, Value> FlashAttentionBuilder::queryRow(Value r) {
  Value head = add(firstHead, div(r, c(plan.positionsPerBlock)));
  Value s = queryToken(r);
  Value offset = ctx.elementOffset(b, batch, s, head, c(0), v.querySeq,
                                   ctx.kernels.queryHeads, ctx.kernels.headDim);
  return {ult(s, v.querySeq), offset};
}

std::pair<Value, Value> FlashAttentionBuilder::keyRow(int64_t dim, Value first,
                                                     Value r) {
  Value s = add(first, r);
  Value offset = ctx.elementOffset(b, batch, s, kvHead, c(0), v.keySeq,
                                   ctx.kernels.kvHeads, dim);
  return {ult(s, kEnd), offset};
}

SmallVector<Value> FlashAttentionBuilder::copyRows(
    Value source, Value tile, ValueRange leading, int64_t width,
    function_ref<std::pair<Value, Value>(Value)> rowAt) {
  const int64_t chunksPerRow = width / kChunkElements;
  const int64_t chunks = plan.blockRows * chunksPerRow;
  SmallVector<Value> tokens;
  for (int64_t i = 0; i < chunks; i += ctx.kernels.blockSize) {
    Value chunk = add(thread, c(i));
    Value r = div(chunk, c(chunksPerRow));
    Value col = mul(rem(chunk, c(chunksPerRow)), c(kChunkElements));
    auto [valid, rowOffset] = rowAt(r);
    // A row past the end is zero-filled: no byte is read (src-size 0) from
    // an address that stays in the tensor.
    Value from = arith::SelectOp::create(b, valid, add(rowOffset, col), c(0));
    Value count = arith::SelectOp::create(b, valid, c(kChunkElements), c(0));
    SmallVector<Value> to(leading.begin(), leading.end());
    to.append({r, col});
    tokens.push_back(nvgpu::DeviceAsyncCopyOp::create(
        b, nvgpu::DeviceAsyncTokenType::get(b.getContext()), tile, to, source,
        ValueRange{from}, b.getIndexAttr(kChunkElements), count,
        b.getUnitAttr()));
  }
  return tokens;
}

SmallVector<Value> FlashAttentionBuilder::copyKeys(Value first, Value buffer) {
  return copyRows(v.k, kTiles, {buffer}, ctx.kernels.headDim, [&](Value r) {
    return keyRow(ctx.kernels.headDim, first, r);
  });
}

SmallVector<Value> FlashAttentionBuilder::copyValues(Value first,
                                                    Value buffer) {
  return copyRows(v.v, vTiles, {buffer}, ctx.kernels.valueDim, [&](Value r) {
    return keyRow(ctx.kernels.valueDim, first, r);
  });
}

Value FlashAttentionBuilder::commit(ValueRange tokens) {
  return nvgpu::DeviceAsyncCreateGroupOp::create(
      b, nvgpu::DeviceAsyncTokenType::get(b.getContext()), tokens);
}

void FlashAttentionBuilder::waitAllButNewest(Value group) {
  // The token is only documentation: the wait counts groups.
  nvgpu::DeviceAsyncWaitOp::create(b, group, b.getI32IntegerAttr(1));
}

void FlashAttentionBuilder::rotateKeys(Value first, Value buffer) {
  ctx.rotateSharedRows(b, kTiles, {buffer}, plan.blockKeys, thread, globals,
                       [&](Value r) -> std::pair<Value, Value> {
                         Value s = add(first, r);
                         Value valid = ult(s, kEnd);
                         Value safe = arith::SelectOp::create(b, valid, s, c(0));
                         return {valid, ctx.position(b, v, false, batch, safe)};
                       });
}

SmallVector<Value> FlashAttentionBuilder::loadQueryFragments(int64_t kk) {
  AffineMap map = getLdmatrixRowMajorAAddress(b.getContext());
  SmallVector<Value> at = layoutAt(map, {lane, warp, c(kk)});
  std::array<Value, 4> regs = loadMatrixX4(b, b.getLoc(), qTile, at, false);
  return SmallVector<Value>(regs.begin(), regs.end());
}

/// [kStart, kEnd): this split's keys, cut after the block's last query
/// position when causal and both positions are offsets.
void FlashAttentionBuilder::keyRange() {
  Value tileKeys = c(plan.blockKeys);
  Value perSplit = div(add(v.keySeq, arith::SubIOp::create(b, v.splits, c(1))),
                       v.splits);
  perSplit = mul(div(add(perSplit, c(plan.blockKeys - 1)), tileKeys), tileKeys);
  kStart = mul(split, perSplit);
  kEnd = minU(add(kStart, perSplit), v.keySeq);
  AttentionOp op = ctx.op;
  if (op.getCausal() && !op.getQPositions() && !op.getKPositions()) {
    // Keys at positions up to the last query's: index <= pq_last - pk_0.
    Value lastToken =
        arith::SubIOp::create(b,
                              minU(add(mul(queryBlock, c(plan.positionsPerBlock)),
                                       c(plan.positionsPerBlock)),
                                   v.querySeq),
                              c(1));
    Value lastPosition = ctx.position(b, v, true, batch, lastToken);
    Value keyZero = ctx.position(b, v, false, batch, c(0));
    Value visible = arith::AddIOp::create(
        b, arith::SubIOp::create(b, lastPosition, keyZero),
        arith::ConstantOp::create(b, b.getI64IntegerAttr(1)));
    visible = arith::MaxSIOp::create(
        b, visible, arith::ConstantOp::create(b, b.getI64IntegerAttr(0)));
    Value limit = arith::IndexCastOp::create(b, b.getIndexType(), visible);
    kEnd = minU(kEnd, limit);
  }
  Value count = arith::SelectOp::create(
      b, ult(kStart, kEnd), arith::SubIOp::create(b, kEnd, kStart), c(0));
  tiles = div(add(count, c(plan.blockKeys - 1)), tileKeys);
}

/// The scores of one tile with every masked key at -inf: keys past the
/// split's end, and with causal masking keys after the row's position.
SmallVector<Value> FlashAttentionBuilder::mask(ArrayRef<Value> x, Value first) {
  AttentionOp op = ctx.op;
  // Only tiles that reach past the end, or past the block's first query
  // position, can hold a masked key.
  Value lastKey = add(first, c(plan.blockKeys - 1));
  Value needed = arith::CmpIOp::create(b, arith::CmpIPredicate::uge, lastKey, kEnd);
  if (op.getCausal()) {
    Value late;
    if (op.getQPositions() || op.getKPositions()) {
      late = arith::ConstantOp::create(b, b.getBoolAttr(true));
    } else {
      Value lastPosition = ctx.position(b, v, false, batch, lastKey);
      late = arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, lastPosition,
                                   firstQueryPosition);
    }
    needed = arith::OrIOp::create(b, needed, late);
  }
  SmallVector<Type> types(x.size(), f32);
  auto ifOp = scf::IfOp::create(b, types, needed, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.elseBlock());
    scf::YieldOp::create(b, x);
    b.setInsertionPointToStart(ifOp.thenBlock());
    Value minusInf = f32Const(-INFINITY);
    AffineMap acc = getAccumulatorPosition(b.getContext());
    SmallVector<Value> masked;
    for (size_t n = 0; n < x.size() / 4; ++n)
      for (int64_t i = 0; i < 4; ++i) {
        Value column = layoutAt(acc, {lane, c(i)})[1];
        Value key = add(first, add(c(8 * n), column));
        Value drop = arith::CmpIOp::create(b, arith::CmpIPredicate::uge, key, kEnd);
        if (op.getCausal()) {
          Value safe = arith::SelectOp::create(b, drop, c(0), key);
          Value pk = ctx.position(b, v, false, batch, safe);
          drop = arith::OrIOp::create(
              b, drop,
              arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, pk,
                                    rowPosition[i / 2]));
        }
        masked.push_back(
            arith::SelectOp::create(b, drop, minusInf, x[4 * n + i]));
      }
    scf::YieldOp::create(b, masked);
  }
  return SmallVector<Value>(ifOp.getResults());
}

void FlashAttentionBuilder::loop() {
  const GpuAttentionKernels &k = ctx.kernels;
  const int64_t keyTiles = plan.blockKeys / 8;   // n-tiles of S
  const int64_t valueTiles = k.valueDim / 8;     // n-tiles of O
  const double scaleLog2 = ctx.op.getScaleOrDefault() * M_LOG2E;
  Value minusInf = f32Const(-INFINITY), zero = f32Const(0.0);
  SmallVector<Value> init = {minusInf, minusInf, zero, zero};
  init.append(valueTiles * 4, zero);
  auto forOp = scf::ForOp::create(b, c(0), tiles, c(1), init);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forOp.getBody());
  Value j = forOp.getInductionVar();
  ValueRange carried = forOp.getRegionIterArgs();
  Value buffer = rem(j, c(2));
  Value other = arith::SubIOp::create(b, c(1), buffer);
  Value first = add(kStart, mul(j, c(plan.blockKeys)));
  Value next = add(first, c(plan.blockKeys));
  Value hasNext = ult(add(j, c(1)), tiles);

  // S = Q K^T.
  MLIRContext *context = b.getContext();
  AffineMap keyMap = getLdmatrixKeyBAddress(context);
  SmallVector<SmallVector<Value>> s(keyTiles, SmallVector<Value>(4, zero));
  for (int64_t kk = 0; kk < k.headDim / 16; ++kk) {
    SmallVector<Value> a = plan.queryInRegisters ? queryFragments[kk]
                                                 : loadQueryFragments(kk);
    for (int64_t jn2 = 0; jn2 < keyTiles / 2; ++jn2) {
      SmallVector<Value> at = layoutAt(keyMap, {lane, c(jn2), c(kk)});
      std::array<Value, 4> r =
          loadMatrixX4(b, b.getLoc(), kTiles, {buffer, at[0], at[1]}, false);
      for (int64_t half = 0; half < 2; ++half) {
        std::array<Value, 4> d = multiplyAccumulate(
            b, b.getLoc(), ctx.element, a, {r[2 * half], r[2 * half + 1]},
            s[2 * jn2 + half]);
        s[2 * jn2 + half].assign(d.begin(), d.end());
      }
    }
  }

  // Prefetch K_{j+1}: its buffer was last read by the S of tile j - 1,
  // which every warp finished before the V barrier of tile j - 1.
  auto prefetch = [&](function_ref<SmallVector<Value>()> copy) {
    auto ifOp = scf::IfOp::create(b, hasNext, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      copy();
    }
    return commit({});
  };
  prefetch([&] { return copyKeys(next, other); });

  // Mask, then the online softmax (log2 domain: p = 2^(x - m)).
  SmallVector<Value> x;
  Value scale = f32Const(scaleLog2);
  for (auto &tile : s)
    for (Value score : tile)
      x.push_back(arith::MulFOp::create(b, score, scale));
  x = mask(x, first);
  Value m[2], mSafe[2], alpha[2], l[2];
  for (int64_t h = 0; h < 2; ++h) {
    Value rowMax;
    for (int64_t n = 0; n < keyTiles; ++n)
      for (int64_t i = 2 * h; i < 2 * h + 2; ++i)
        rowMax = rowMax ? arith::MaximumFOp::create(b, rowMax, x[4 * n + i])
                              .getResult()
                        : x[4 * n + i];
    rowMax = reduceOverQuad(b, b.getLoc(), rowMax, /*maximum=*/true);
    m[h] = arith::MaximumFOp::create(b, carried[h], rowMax);
    // A row with no visible key yet keeps m = -inf; 0 keeps it NaN-free.
    Value none = arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, m[h], minusInf);
    mSafe[h] = arith::SelectOp::create(b, none, zero, m[h]);
    alpha[h] = fastExp2(b, b.getLoc(),
                        arith::SubFOp::create(b, carried[h], mSafe[h]));
  }
  SmallVector<Value> p(x.size());
  Value rowSum[2];
  for (int64_t n = 0; n < keyTiles; ++n)
    for (int64_t i = 0; i < 4; ++i) {
      int64_t h = i / 2;
      p[4 * n + i] = fastExp2(
          b, b.getLoc(), arith::SubFOp::create(b, x[4 * n + i], mSafe[h]));
      rowSum[h] = rowSum[h] ? arith::AddFOp::create(b, rowSum[h], p[4 * n + i])
                                  .getResult()
                            : p[4 * n + i];
    }
  for (int64_t h = 0; h < 2; ++h)
    l[h] = arith::AddFOp::create(
        b, arith::MulFOp::create(b, carried[2 + h], alpha[h]), rowSum[h]);
  SmallVector<Value> o;
  for (int64_t n = 0; n < valueTiles; ++n)
    for (int64_t i = 0; i < 4; ++i)
      o.push_back(
          arith::MulFOp::create(b, carried[4 + 4 * n + i], alpha[i / 2]));
  // P in the A layout, straight from the S registers.
  SmallVector<SmallVector<Value>> pa;
  for (int64_t kk = 0; kk < keyTiles / 2; ++kk) {
    SmallVector<Value> regs;
    for (const AccumulatorPair &src : kPFromS) {
      int64_t t = 2 * kk + src.tile;
      regs.push_back(packPair(b, b.getLoc(), ctx.element, p[4 * t + src.first],
                              p[4 * t + src.first + 1]));
    }
    pa.push_back(regs);
  }

  // V_j landed (only K_{j+1} may be in flight); O += P V_j.
  waitAllButNewest(group0);
  gpu::BarrierOp::create(b);
  AffineMap valueMap = getLdmatrixValueBAddress(context);
  for (int64_t kk = 0; kk < keyTiles / 2; ++kk)
    for (int64_t dn2 = 0; dn2 < valueTiles / 2; ++dn2) {
      SmallVector<Value> at = layoutAt(valueMap, {lane, c(kk), c(dn2)});
      std::array<Value, 4> r =
          loadMatrixX4(b, b.getLoc(), vTiles, {buffer, at[0], at[1]}, true);
      for (int64_t half = 0; half < 2; ++half) {
        int64_t t = 2 * dn2 + half;
        std::array<Value, 4> d = multiplyAccumulate(
            b, b.getLoc(), ctx.element, pa[kk], {r[2 * half], r[2 * half + 1]},
            ArrayRef<Value>(o).slice(4 * t, 4));
        std::copy(d.begin(), d.end(), o.begin() + 4 * t);
      }
    }

  // Prefetch V_{j+1} (its buffer's last readers, the P V of tile j - 1,
  // are behind the end barrier of tile j - 1), then wait for K_{j+1}.
  prefetch([&] { return copyValues(next, other); });
  waitAllButNewest(group0);
  gpu::BarrierOp::create(b);
  if (ctx.kernels.rotateKeysInKernel) {
    auto ifOp = scf::IfOp::create(b, hasNext, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    rotateKeys(next, other);
    gpu::BarrierOp::create(b);
  }
  SmallVector<Value> yielded = {m[0], m[1], l[0], l[1]};
  yielded.append(o);
  scf::YieldOp::create(b, yielded);
  b.setInsertionPointAfter(forOp);
  epilogue(forOp.getResults());
}

void FlashAttentionBuilder::epilogue(ValueRange results) {
  const GpuAttentionKernels &k = ctx.kernels;
  const int64_t valueTiles = k.valueDim / 8;
  Value zero = f32Const(0.0), one = f32Const(1.0);
  AffineMap acc = getAccumulatorPosition(b.getContext());
  Value column0 = layoutAt(acc, {lane, c(0)})[1];
  Value whole = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, v.splits, c(1));
  for (int64_t h = 0; h < 2; ++h) {
    Value l = reduceOverQuad(b, b.getLoc(), results[2 + h], /*maximum=*/false);
    Value seen = arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, l, zero);
    Value inverse = arith::SelectOp::create(
        b, seen, arith::DivFOp::create(b, one, l), zero);
    auto ifValid = scf::IfOp::create(b, rowValid[h], /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifValid.thenBlock());
    auto pairAt = [&](int64_t n) {
      Value a = arith::MulFOp::create(b, results[4 + 4 * n + 2 * h], inverse);
      Value c1 = arith::MulFOp::create(b, results[4 + 4 * n + 2 * h + 1], inverse);
      return vector::FromElementsOp::create(
          b, VectorType::get({2}, f32), ValueRange{a, c1});
    };
    auto split1 = scf::IfOp::create(b, whole, /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(split1.thenBlock());
      for (int64_t n = 0; n < valueTiles; ++n) {
        Value at = ctx.elementOffset(b, batch, rowToken[h], rowHead[h],
                                     add(c(8 * n), column0), v.querySeq,
                                     k.queryHeads, k.valueDim);
        Value pair = arith::TruncFOp::create(
            b, VectorType::get({2}, ctx.element), pairAt(n));
        vector::StoreOp::create(b, pair, v.out, ValueRange{at},
                                /*nontemporal=*/false, llvm::Align(4));
      }
      b.setInsertionPointToStart(split1.elseBlock());
      // Row (split, b, h, s) of the partial results.
      Value row = add(
          mul(add(mul(add(mul(split, v.batch), batch), c(k.queryHeads)),
                  rowHead[h]),
              v.querySeq),
          rowToken[h]);
      for (int64_t n = 0; n < valueTiles; ++n) {
        Value at = add(mul(row, c(k.valueDim)), add(c(8 * n), column0));
        vector::StoreOp::create(b, pairAt(n), v.partialOut, ValueRange{at},
                                /*nontemporal=*/false, llvm::Align(8));
      }
      // log2 of the row's softmax denominator: m + log2(l), -inf unseen.
      Value lg = LLVM::CallIntrinsicOp::create(
                     b, f32, b.getStringAttr("llvm.nvvm.lg2.approx.f"),
                     ValueRange{l})
                     .getResult(0);
      Value lse = arith::SelectOp::create(
          b, seen, arith::AddFOp::create(b, results[h], lg),
          f32Const(-INFINITY));
      Value firstOfQuad =
          arith::CmpIOp::create(b, arith::CmpIPredicate::eq, column0, c(0));
      auto ifFirst = scf::IfOp::create(b, firstOfQuad, false);
      b.setInsertionPointToStart(ifFirst.thenBlock());
      memref::StoreOp::create(b, lse, v.partialLse, ValueRange{row});
    }
  }
}

void FlashAttentionBuilder::build() {
  setUp();
  keyRange();
  // Prologue: group 0 = {Q, K_0}, group 1 = {V_0}.
  SmallVector<Value> tokens =
      copyRows(v.q, qTile, {}, ctx.kernels.headDim,
               [&](Value r) { return queryRow(r); });
  tokens.append(copyKeys(kStart, c(0)));
  group0 = commit(tokens);
  commit(copyValues(kStart, c(0)));
  waitAllButNewest(group0);
  gpu::BarrierOp::create(b);
  if (ctx.kernels.rotateQueries) {
    ctx.rotateSharedRows(b, qTile, {}, plan.blockRows, thread, globals,
                         [&](Value r) -> std::pair<Value, Value> {
                           Value s = queryToken(r);
                           Value valid = ult(s, v.querySeq);
                           Value safe = arith::SelectOp::create(b, valid, s, c(0));
                           return {valid, ctx.position(b, v, true, batch, safe)};
                         });
    if (ctx.kernels.rotateKeysInKernel)
      rotateKeys(kStart, c(0));
    gpu::BarrierOp::create(b);
  }
  if (plan.queryInRegisters)
    for (int64_t kk = 0; kk < ctx.kernels.headDim / 16; ++kk)
      queryFragments.push_back(loadQueryFragments(kk));
  loop();
}
} // namespace

void mlir::rope::detail::buildFlashAttentionBody(
    ImplicitLocOpBuilder &b, const AttentionKernelContext &ctx,
    const AttentionKernelValues &values, const RotationGlobals &globals) {
  FlashAttentionBuilder(b, ctx, values, globals).build();
}
