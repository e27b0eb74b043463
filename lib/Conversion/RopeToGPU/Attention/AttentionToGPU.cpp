//===- AttentionToGPU.cpp - rope.attention to its kernels and launches ----===//

#include "AttentionToGPU.h"

#include "AttentionKernels.h"
#include "HostBuffers.h"

#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"
#include "rope/Rules/GpuKernelAbi.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
rules::GpuAttentionOperands operandsOf(AttentionOp op) {
  return {op.getQPositions() != nullptr, op.getKPositions() != nullptr,
          op.getQOffset() != nullptr, op.getKOffset() != nullptr};
}

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
  /// The element type of a buffer parameter (GpuKernelAbi.h).
  Type elementOf(const rules::GpuKernelParam &param);
  /// A kernel `name` of `blockSize` threads with the parameters `params`,
  /// each argument tagged with its role; `fill` builds the body (gpu.return
  /// added) from the arguments bound by role.
  gpu::GPUFuncOp kernelFunc(StringRef name,
                            ArrayRef<rules::GpuKernelParam> params,
                            int64_t blockSize,
                            function_ref<void(AttentionKernelValues &)> fill);
  /// The operands of a launch of a kernel with the parameters `params`.
  static SmallVector<Value> launchOperands(ArrayRef<rules::GpuKernelParam> params,
                                           const llvm::StringMap<Value> &host);
  void createGlobals();
  /// The launch facts of the attention kernel beyond its block and grid
  /// (docs/Manifest.md, "GPU attention kernels").
  SmallVector<NamedAttribute> attentionLaunch();
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

Type AttentionKernelsBuilder::elementOf(const rules::GpuKernelParam &param) {
  Value tensor = llvm::StringSwitch<Value>(param.elementOf)
                     .Case("q", op.getQ())
                     .Case("k", op.getK())
                     .Case("v", op.getV())
                     .Case("output", op.getResult())
                     .Case("q_positions", op.getQPositions())
                     .Case("k_positions", op.getKPositions())
                     .Default(Value());
  return tensor ? ::elementOf(tensor) : b.getF32Type();
}

gpu::GPUFuncOp AttentionKernelsBuilder::kernelFunc(
    StringRef name, ArrayRef<rules::GpuKernelParam> params, int64_t blockSize,
    function_ref<void(AttentionKernelValues &)> fill) {
  SmallVector<Type> types;
  for (const rules::GpuKernelParam &param : params)
    types.push_back(param.isBuffer ? flatType(elementOf(param))
                                   : Type(b.getI64Type()));
  auto func = gpu::GPUFuncOp::create(b, name, b.getFunctionType(types, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(blockSize), 1, 1}));
  for (auto [index, param] : llvm::enumerate(params))
    func.setArgAttr(index, RopeDialect::getParamRoleAttrName(),
                    b.getStringAttr(param.role));
  OpBuilder::InsertionGuard guard(b);
  Block &body = func.getBody().front();
  b.setInsertionPointToStart(&body);
  llvm::StringMap<Value> args;
  for (auto [index, param] : llvm::enumerate(params))
    args[param.role] = body.getArgument(index);
  // Sizes are indices in the body; offsets stay i64 position arithmetic.
  auto size = [&](StringRef role) -> Value {
    Value arg = args.lookup(role);
    return arg ? arith::IndexCastOp::create(b, b.getIndexType(), arg) : arg;
  };
  AttentionKernelValues v;
  v.q = args.lookup("q");
  v.k = args.lookup("k");
  v.v = args.lookup("v");
  v.out = args.lookup("output");
  v.partialOut = args.lookup("partial_out");
  v.partialLse = args.lookup("partial_lse");
  v.rotatedK = args.lookup("rotated_k");
  v.qPositions = args.lookup("q_positions");
  v.kPositions = args.lookup("k_positions");
  v.qOffset = args.lookup("q_offset");
  v.kOffset = args.lookup("k_offset");
  v.batch = size("batch");
  v.querySeq = size("q_seq");
  v.keySeq = size("k_seq");
  v.splits = size("splits");
  fill(v);
  gpu::ReturnOp::create(b);
  return func;
}

SmallVector<Value> AttentionKernelsBuilder::launchOperands(
    ArrayRef<rules::GpuKernelParam> params, const llvm::StringMap<Value> &host) {
  SmallVector<Value> operands;
  for (const rules::GpuKernelParam &param : params) {
    operands.push_back(host.lookup(param.role));
    assert(operands.back() && "a kernel parameter without a host value");
  }
  return operands;
}

void AttentionKernelsBuilder::createGlobals() {
  const ::rope::rules::RopeConfig &config = ctx.config;
  const int64_t pairs = config.numPairs();
  if (pairs == 0 || (!kernels.rotateQueries && kernels.rotateKeys.empty()))
    return;
  std::vector<double> f = scaledFrequencies(config, 0);
  SmallVector<int32_t> u, w;
  for (int64_t i = 0; i < pairs; ++i) {
    auto [a, c] = ::rope::rules::pairChannels(config, i);
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
  auto fill = [&](AttentionKernelValues &v) {
    RotationGlobals globals;
    if (freqs)
      globals = {get(freqs), get(pairU), get(pairV)};
    buildFlashAttentionBody(b, ctx, v, globals);
  };
  gpu::GPUFuncOp func =
      kernelFunc(kernels.attention, rules::gpuAttentionParams(operandsOf(op)),
                 kernels.blockSize, fill);
  func->setAttr(GpuKernelAttr::getAttrName(),
                op->getAttr(GpuKernelAttr::getAttrName()));
  setLaunchFacts(func,
                 b.getStrArrayAttr({"ceil(q_seq/positions_per_block)",
                                    "batch*kv_heads*head_blocks", "splits"}),
                 attentionLaunch());
  return func;
}

SmallVector<NamedAttribute> AttentionKernelsBuilder::attentionLaunch() {
  const GpuAttentionPlan &plan = kernels.plan;
  auto i64 = [&](int64_t x) { return b.getI64IntegerAttr(x); };
  SmallVector<NamedAttribute> facts = {
      b.getNamedAttr("dynamic_shared_bytes", i64(plan.sharedBytes)),
      b.getNamedAttr("positions_per_block", i64(plan.positionsPerBlock)),
      b.getNamedAttr("head_blocks", i64(kernels.headBlocks)),
      b.getNamedAttr("query_heads", i64(kernels.queryHeads)),
      b.getNamedAttr("kv_heads", i64(kernels.kvHeads)),
      b.getNamedAttr("head_dim", i64(kernels.headDim)),
      b.getNamedAttr("value_dim", i64(kernels.valueDim)),
      b.getNamedAttr(
          "splits",
          b.getDictionaryAttr(
              {b.getNamedAttr("min_keys_per_split", i64(plan.minKeysPerSplit)),
               b.getNamedAttr("multiprocessors",
                              i64(kernels.target.multiprocessors))})),
      b.getNamedAttr("merge", b.getStringAttr(kernels.merge))};
  // The kernels launched before and after it, by name.
  if (!kernels.rotateKeys.empty())
    facts.push_back(
        b.getNamedAttr("rotate_keys", b.getStringAttr(kernels.rotateKeys)));
  return facts;
}

gpu::GPUFuncOp AttentionKernelsBuilder::buildRotateKeys() {
  auto fill = [&](AttentionKernelValues &v) {
    buildRotateKeysBody(b, ctx, v,
                        {get(freqs), get(pairU), get(pairV)},
                        {get(channelPair), get(channelPartner),
                         get(channelSign), get(cosShared), get(sinShared)});
  };
  gpu::GPUFuncOp func = kernelFunc(kernels.rotateKeys,
                                   rules::gpuRotateKeysParams(operandsOf(op)),
                                   kernels.blockSize, fill);
  setLaunchFacts(func, b.getStringAttr("batch*k_seq"));
  return func;
}

gpu::GPUFuncOp AttentionKernelsBuilder::buildMerge() {
  gpu::GPUFuncOp func = kernelFunc(
      kernels.merge, rules::gpuMergeParams(), kernels.valueDim,
      [&](AttentionKernelValues &v) { buildMergeBody(b, ctx, v); });
  setLaunchFacts(func, b.getStringAttr("batch*q_seq*query_heads"));
  return func;
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
  // Host values by the role of the kernel parameter they fill.
  llvm::StringMap<Value> host;
  if (Value p = op.getQPositions())
    host["q_positions"] = flatBuffer(b, loc, p);
  if (Value p = op.getKPositions())
    host["k_positions"] = flatBuffer(b, loc, p);
  if (Value o = op.getQOffset())
    host["q_offset"] = toI64(b, loc, o);
  if (Value o = op.getKOffset())
    host["k_offset"] = toI64(b, loc, o);
  host["q"] = flatBuffer(b, loc, op.getQ());
  host["k"] = flatBuffer(b, loc, op.getK());
  host["v"] = flatBuffer(b, loc, op.getV());
  host["batch"] = i64Of(batch);
  host["k_seq"] = i64Of(keySeq);
  Value one = index(1);
  if (keys) {
    Value rotated = allocateLike(
        b, loc, cast<RankedTensorType>(op.getK().getType()), op.getK());
    host["rotated_k"] = flatView(b, loc, rotated);
    gpu::LaunchFuncOp::create(
        b, keys, gpu::KernelDim3{arith::MulIOp::create(b, batch, keySeq), one, one},
        gpu::KernelDim3{index(kernels.blockSize), one, one}, Value(),
        launchOperands(rules::gpuRotateKeysParams(operandsOf(op)), host));
    // The attention kernel reads the rotated keys as its k.
    host["k"] = host["rotated_k"];
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
  int64_t partialRows =
      splits > 1 ? splits * *b0 * kernels.queryHeads * *s0 : 1;
  auto f32Buffer = [&](int64_t size) {
    return flatView(b, loc,
                    memref::AllocOp::create(
                        b, MemRefType::get({size}, b.getF32Type())));
  };
  host["output"] = flatView(b, loc, out);
  host["partial_out"] =
      f32Buffer(splits > 1 ? partialRows * kernels.valueDim : 1);
  host["partial_lse"] = f32Buffer(partialRows);
  host["q_seq"] = i64Of(querySeq);
  host["splits"] = arith::ConstantOp::create(b, b.getI64IntegerAttr(splits));
  const GpuAttentionPlan &plan = kernels.plan;
  Value queryBlocks = arith::CeilDivUIOp::create(
      b, querySeq, index(plan.positionsPerBlock));
  Value rows = arith::MulIOp::create(
      b, batch, index(kernels.kvHeads * kernels.headBlocks));
  auto launch = gpu::LaunchFuncOp::create(
      b, attention, gpu::KernelDim3{queryBlocks, rows, index(splits)},
      gpu::KernelDim3{index(kernels.blockSize), one, one},
      arith::ConstantOp::create(b, b.getI32IntegerAttr(plan.sharedBytes)),
      launchOperands(rules::gpuAttentionParams(operandsOf(op)), host));
  launch->setAttr(GpuKernelAttr::getAttrName(),
                  op->getAttr(GpuKernelAttr::getAttrName()));
  if (merge && splits > 1) {
    Value mergeRows = arith::MulIOp::create(
        b, arith::MulIOp::create(b, batch, querySeq), index(kernels.queryHeads));
    gpu::LaunchFuncOp::create(
        b, merge, gpu::KernelDim3{mergeRows, one, one},
        gpu::KernelDim3{index(kernels.valueDim), one, one}, Value(),
        launchOperands(rules::gpuMergeParams(), host));
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
