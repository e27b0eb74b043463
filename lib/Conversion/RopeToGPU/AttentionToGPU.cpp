//===- AttentionToGPU.cpp - rope.attention to its kernels and launches ----===//

#include "AttentionToGPU.h"

#include "AttentionKernels.h"
#include "HostBuffers.h"

#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Conversion/RopeToGPU/KernelPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
/// Builds the kernels of one op; `b` inserts into the gpu.module.
class AttentionKernelsBuilder {
public:
  AttentionKernelsBuilder(RewriterBase &rewriter, ModuleOp module,
                          AttentionOp op, const GpuAttentionKernels &kernels)
      : op(op), kernels(kernels), ctx(op, kernels),
        gpuModule(getOrCreateKernelModule(rewriter, module)),
        rewriter(rewriter), b(op.getLoc(), rewriter) {}

  void lower();

private:
  template <typename T>
  memref::GlobalOp constantTable(StringRef suffix, Type element,
                                 ArrayRef<T> values) {
    auto type = MemRefType::get({static_cast<int64_t>(values.size())}, element);
    auto tensorType = RankedTensorType::get(type.getShape(), element);
    return memref::GlobalOp::create(
        b, (kernels.attention + suffix).str(), b.getStringAttr("private"), type,
        DenseElementsAttr::get(tensorType, values), /*constant=*/true,
        b.getI64IntegerAttr(16));
  }
  memref::GlobalOp sharedTable(StringRef suffix, int64_t size) {
    auto space = gpu::AddressSpaceAttr::get(b.getContext(),
                                            gpu::AddressSpace::Workgroup);
    auto type = MemRefType::get({size}, b.getF32Type(),
                                MemRefLayoutAttrInterface(), space);
    return memref::GlobalOp::create(
        b, (kernels.attention + suffix).str(), b.getStringAttr("private"), type,
        Attribute(), /*constant=*/false, b.getI64IntegerAttr(16));
  }
  Value get(memref::GlobalOp global) {
    return memref::GetGlobalOp::create(b, global.getType(), global.getSymName());
  }
  /// A kernel `name` of `blockSize` threads whose body `fill` builds from
  /// its arguments (gpu.return added).
  gpu::GPUFuncOp kernelFunc(StringRef name, ArrayRef<Type> args,
                            int64_t blockSize,
                            function_ref<void(Block &body)> fill);
  void positionArgs(SmallVectorImpl<Type> &types, bool keysOnly);
  void bindPositions(AttentionKernelValues &v, Block &body, unsigned &next,
                     bool keysOnly);
  /// The next i64 arguments of `body`, as indices, into `slots`.
  void bindSizes(Block &body, unsigned &next,
                 std::initializer_list<Value *> slots);
  void createGlobals();
  gpu::GPUFuncOp buildAttention();
  gpu::GPUFuncOp buildRotateKeys();
  gpu::GPUFuncOp buildMerge();
  void launch(gpu::GPUFuncOp attention, gpu::GPUFuncOp keys,
              gpu::GPUFuncOp merge);

  AttentionOp op;
  const GpuAttentionKernels &kernels;
  AttentionKernelContext ctx;
  gpu::GPUModuleOp gpuModule;
  RewriterBase &rewriter;
  /// Creates through `rewriter`, so a pattern driver sees every new op.
  ImplicitLocOpBuilder b;
  memref::GlobalOp freqs, pairU, pairV, channelPair, channelPartner,
      channelSign, cosShared, sinShared;
};

Type elementOf(Value tensor) {
  return cast<RankedTensorType>(tensor.getType()).getElementType();
}

gpu::GPUFuncOp AttentionKernelsBuilder::kernelFunc(
    StringRef name, ArrayRef<Type> args, int64_t blockSize,
    function_ref<void(Block &body)> fill) {
  auto func = gpu::GPUFuncOp::create(b, name, b.getFunctionType(args, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(blockSize), 1, 1}));
  OpBuilder::InsertionGuard guard(b);
  Block &body = func.getBody().front();
  b.setInsertionPointToStart(&body);
  fill(body);
  gpu::ReturnOp::create(b);
  return func;
}

void AttentionKernelsBuilder::positionArgs(SmallVectorImpl<Type> &types,
                                           bool keysOnly) {
  if (!keysOnly && op.getQPositions())
    types.push_back(flatType(elementOf(op.getQPositions())));
  if (op.getKPositions())
    types.push_back(flatType(elementOf(op.getKPositions())));
  if (!keysOnly && op.getQOffset())
    types.push_back(b.getI64Type());
  if (op.getKOffset())
    types.push_back(b.getI64Type());
}

void AttentionKernelsBuilder::bindPositions(AttentionKernelValues &v,
                                            Block &body, unsigned &next,
                                            bool keysOnly) {
  if (!keysOnly && op.getQPositions())
    v.qPositions = body.getArgument(next++);
  if (op.getKPositions())
    v.kPositions = body.getArgument(next++);
  if (!keysOnly && op.getQOffset())
    v.qOffset = body.getArgument(next++);
  if (op.getKOffset())
    v.kOffset = body.getArgument(next++);
}

void AttentionKernelsBuilder::bindSizes(Block &body, unsigned &next,
                                        std::initializer_list<Value *> slots) {
  for (Value *slot : slots)
    *slot = arith::IndexCastOp::create(b, b.getIndexType(),
                                       body.getArgument(next++));
}

void AttentionKernelsBuilder::createGlobals() {
  const ::rope::reference::RopeConfig &config = ctx.config;
  const int64_t pairs = config.numPairs();
  if (pairs == 0 || (!kernels.rotateQueries && kernels.rotateKeys.empty()))
    return;
  std::vector<double> f = scaledFrequencies(config, 0);
  SmallVector<int32_t> u, w;
  for (int64_t i = 0; i < pairs; ++i) {
    auto [a, c] = ::rope::reference::pairChannels(config, i);
    u.push_back(static_cast<int32_t>(a));
    w.push_back(static_cast<int32_t>(c));
  }
  freqs = constantTable("_freqs", b.getF64Type(), ArrayRef<double>(f));
  pairU = constantTable("_pair_u", b.getI32Type(), ArrayRef<int32_t>(u));
  pairV = constantTable("_pair_v", b.getI32Type(), ArrayRef<int32_t>(w));
  if (kernels.rotateKeys.empty())
    return;
  ChannelMap map = buildChannelMap(config);
  channelPair = constantTable("_channel_pair", b.getI32Type(),
                              ArrayRef<int32_t>(map.pair));
  channelPartner = constantTable("_channel_partner", b.getI32Type(),
                                 ArrayRef<int32_t>(map.partner));
  channelSign = constantTable("_channel_sign", b.getF32Type(),
                              ArrayRef<float>(map.sign));
  cosShared = sharedTable("_cos", pairs);
  sinShared = sharedTable("_sin", pairs);
}

gpu::GPUFuncOp AttentionKernelsBuilder::buildAttention() {
  Type element = ctx.element, f32 = b.getF32Type(), i64 = b.getI64Type();
  SmallVector<Type> args(4, flatType(element));
  args.append(2, flatType(f32));
  positionArgs(args, /*keysOnly=*/false);
  args.append(4, i64);
  auto fill = [&](Block &body) {
    AttentionKernelValues v;
    unsigned next = 0;
    for (Value *slot :
         {&v.q, &v.k, &v.v, &v.out, &v.partialOut, &v.partialLse})
      *slot = body.getArgument(next++);
    bindPositions(v, body, next, /*keysOnly=*/false);
    bindSizes(body, next, {&v.batch, &v.querySeq, &v.keySeq, &v.splits});
    RotationGlobals globals;
    if (freqs)
      globals = {get(freqs), get(pairU), get(pairV)};
    buildFlashAttentionBody(b, ctx, v, globals);
  };
  gpu::GPUFuncOp func =
      kernelFunc(kernels.attention, args, kernels.blockSize, fill);
  func->setAttr(kGpuKernelAttrName, op->getAttr(kGpuKernelAttrName));
  return func;
}

gpu::GPUFuncOp AttentionKernelsBuilder::buildRotateKeys() {
  SmallVector<Type> args(2, flatType(elementOf(op.getK())));
  positionArgs(args, /*keysOnly=*/true);
  args.append(2, b.getI64Type());
  auto fill = [&](Block &body) {
    AttentionKernelValues v;
    v.k = body.getArgument(0);
    Value rotated = body.getArgument(1);
    unsigned next = 2;
    bindPositions(v, body, next, /*keysOnly=*/true);
    bindSizes(body, next, {&v.batch, &v.keySeq});
    buildRotateKeysBody(b, ctx, v, rotated,
                        {get(freqs), get(pairU), get(pairV)},
                        {get(channelPair), get(channelPartner),
                         get(channelSign), get(cosShared), get(sinShared)});
  };
  return kernelFunc(kernels.rotateKeys, args, kernels.blockSize, fill);
}

gpu::GPUFuncOp AttentionKernelsBuilder::buildMerge() {
  Type f32 = b.getF32Type(), i64 = b.getI64Type();
  SmallVector<Type> args = {flatType(f32), flatType(f32),
                            flatType(ctx.element), i64, i64, i64};
  auto fill = [&](Block &body) {
    AttentionKernelValues v;
    v.partialOut = body.getArgument(0);
    v.partialLse = body.getArgument(1);
    v.out = body.getArgument(2);
    unsigned next = 3;
    bindSizes(body, next, {&v.batch, &v.querySeq, &v.splits});
    buildMergeBody(b, ctx, v);
  };
  return kernelFunc(kernels.merge, args, kernels.valueDim, fill);
}

void AttentionKernelsBuilder::launch(gpu::GPUFuncOp attention,
                                     gpu::GPUFuncOp keys,
                                     gpu::GPUFuncOp merge) {
  b.setInsertionPoint(op);
  Location loc = op.getLoc();
  LayoutAttr layout = op.getLayout();
  auto index = [&](int64_t x) { return constantIndex(b, x); };
  auto i64Of = [&](Value x) {
    return arith::IndexCastOp::create(b, b.getI64Type(), x);
  };
  auto extent = [&](Value t, char role) {
    return getValueOrCreateConstantIndexOp(b, loc,
                                           axisExtent(b, loc, t, layout, role));
  };
  Value batch = extent(op.getQ(), 'b');
  Value querySeq = extent(op.getQ(), 's');
  Value keySeq = extent(op.getK(), 's');
  SmallVector<Value> positionOperands, keyPositionOperands;
  if (Value p = op.getQPositions())
    positionOperands.push_back(flatBuffer(b, loc, p));
  if (Value p = op.getKPositions()) {
    positionOperands.push_back(flatBuffer(b, loc, p));
    keyPositionOperands.push_back(positionOperands.back());
  }
  if (Value o = op.getQOffset())
    positionOperands.push_back(toI64(b, loc, o));
  if (Value o = op.getKOffset()) {
    positionOperands.push_back(toI64(b, loc, o));
    keyPositionOperands.push_back(positionOperands.back());
  }
  Value q = flatBuffer(b, loc, op.getQ());
  Value k = flatBuffer(b, loc, op.getK());
  Value v = flatBuffer(b, loc, op.getV());
  Value one = index(1);
  if (keys) {
    Value rotated = allocateLike(
        b, loc, cast<RankedTensorType>(op.getK().getType()), op.getK());
    Value flat = flatView(b, loc, rotated);
    SmallVector<Value> operands = {k, flat};
    operands.append(keyPositionOperands);
    operands.append({i64Of(batch), i64Of(keySeq)});
    gpu::LaunchFuncOp::create(
        b, keys, gpu::KernelDim3{arith::MulIOp::create(b, batch, keySeq), one, one},
        gpu::KernelDim3{index(kernels.blockSize), one, one}, Value(), operands);
    k = flat;
  }
  // Key splits: chosen here when every extent is static (the host of a
  // dynamic shape picks them with attentionKeySplits), else one.
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  int64_t splits = 1;
  std::optional<int64_t> b0 = getConstantIntValue(batch),
                         s0 = getConstantIntValue(querySeq),
                         k0 = getConstantIntValue(keySeq);
  if (b0 && s0 && k0)
    splits = attentionKeySplits(kernels, *b0, *s0, *k0,
                                kernels.target.multiprocessors);
  Value out = allocateLike(b, loc, resultType, op.getQ());
  Value outFlat = flatView(b, loc, out);
  int64_t partialRows =
      splits > 1 ? splits * *b0 * kernels.queryHeads * *s0 : 1;
  auto f32Buffer = [&](int64_t size) {
    return flatView(b, loc,
                    memref::AllocOp::create(
                        b, MemRefType::get({size}, b.getF32Type())));
  };
  Value partialOut = f32Buffer(splits > 1 ? partialRows * kernels.valueDim : 1);
  Value partialLse = f32Buffer(partialRows);
  SmallVector<Value> operands = {q, k, v, outFlat, partialOut, partialLse};
  operands.append(positionOperands);
  operands.append({i64Of(batch), i64Of(querySeq), i64Of(keySeq),
                   arith::ConstantOp::create(b, b.getI64IntegerAttr(splits))});
  const GpuAttentionPlan &plan = kernels.plan;
  Value queryBlocks = arith::CeilDivUIOp::create(
      b, querySeq, index(plan.positionsPerBlock));
  Value rows = arith::MulIOp::create(
      b, batch, index(kernels.kvHeads * kernels.headBlocks));
  auto launch = gpu::LaunchFuncOp::create(
      b, attention, gpu::KernelDim3{queryBlocks, rows, index(splits)},
      gpu::KernelDim3{index(kernels.blockSize), one, one},
      arith::ConstantOp::create(b, b.getI32IntegerAttr(plan.sharedBytes)),
      operands);
  launch->setAttr(kGpuKernelAttrName, op->getAttr(kGpuKernelAttrName));
  if (merge && splits > 1) {
    Value mergeRows = arith::MulIOp::create(
        b, arith::MulIOp::create(b, batch, querySeq), index(kernels.queryHeads));
    gpu::LaunchFuncOp::create(
        b, merge, gpu::KernelDim3{mergeRows, one, one},
        gpu::KernelDim3{index(kernels.valueDim), one, one}, Value(),
        ValueRange{partialOut, partialLse, outFlat, i64Of(batch),
                   i64Of(querySeq),
                   arith::ConstantOp::create(b, b.getI64IntegerAttr(splits))});
  }
  Value result = bufferization::ToTensorOp::create(
      b, resultType, out, b.getUnitAttr(), b.getUnitAttr());
  rewriter.replaceOp(op, result);
}

void AttentionKernelsBuilder::lower() {
  b.setInsertionPointToEnd(gpuModule.getBody());
  createGlobals();
  gpu::GPUFuncOp keys = kernels.rotateKeys.empty() ? gpu::GPUFuncOp()
                                                   : buildRotateKeys();
  gpu::GPUFuncOp attention = buildAttention();
  gpu::GPUFuncOp merge = buildMerge();
  launch(attention, keys, merge);
}
} // namespace

void mlir::rope::detail::lowerAttentionToGPU(RewriterBase &rewriter,
                                             ModuleOp module, AttentionOp op,
                                             const GpuAttentionKernels &kernels) {
  OpBuilder::InsertionGuard guard(rewriter);
  AttentionKernelsBuilder(rewriter, module, op, kernels).lower();
}
