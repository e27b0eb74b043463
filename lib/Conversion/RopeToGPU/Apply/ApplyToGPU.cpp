//===- ApplyToGPU.cpp - rope.apply to its kernel and launch ---------------===//
//
// One thread block per token row: the block first computes the row's
// cos/sin into shared memory (once for all heads and for Q and K), then its
// threads stream over the row's items (ApplyGpuConfig.h) with 128-bit loads
// and stores where alignment allows (ApplyKernelBody.cpp).
//
//===----------------------------------------------------------------------===//

#include "ApplyToGPU.h"

#include "ApplyKernelBody.h"
#include "HostBuffers.h"

#include "rope/Codegen/Common/LoopBuilder.h"
#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
Value toIndex(OpBuilder &b, Location loc, Value v) {
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

class ApplyToGPU {
public:
  ApplyToGPU(RewriterBase &rewriter, ModuleOp module)
      : rewriter(rewriter), module(module) {}

  void lower(ApplyOp op, GpuKernelAttr kernel) {
    rules::RopeConfig config = op.getRopeConfig();
    LayoutAttr layout = op.getLayout();
    ApplyGpuWork plan = planApplyGpuWork(op, kernel);
    StringRef name = kernel.getName();
    gpu::GPUModuleOp kernels = getOrCreateKernelModule(rewriter, module);
    // Creates through the rewriter, so the pattern driver sees every op.
    OpBuilder b(static_cast<OpBuilder &>(rewriter));
    Location loc = op.getLoc();

    // Kernel arguments: inputs, outputs, position operand, batch, seq;
    // each with its role (and a buffer with its index) for the manifest.
    SmallVector<Type> argTypes;
    SmallVector<std::pair<StringRef, int64_t>> roles;
    auto buffer = [&](Value tensor, StringRef role, int64_t index) {
      argTypes.push_back(flatType(
          cast<RankedTensorType>(tensor.getType()).getElementType()));
      roles.push_back({role, index});
    };
    auto scalar = [&](StringRef role) {
      argTypes.push_back(b.getI64Type());
      roles.push_back({role, -1});
    };
    for (StringRef role : {"input", "output"})
      for (auto [index, input] : llvm::enumerate(op.getInputs()))
        buffer(input, role, index);
    if (Value positions = op.getPositions())
      buffer(positions, "positions", 0);
    if (Value offsets = op.getBatchOffsets())
      buffer(offsets, "batch_offsets", 0);
    if (op.getOffset())
      scalar("offset");
    scalar("batch");
    scalar("seq");

    b.setInsertionPointToEnd(kernels.getBody());
    auto constantTable = [&](StringRef suffix, int64_t seqTotal) {
      std::vector<double> f = scaledFrequencies(config, seqTotal);
      auto type = MemRefType::get({config.numPairs()}, b.getF64Type());
      auto global = memref::GlobalOp::create(
          b, loc, (name + suffix).str(), b.getStringAttr("private"), type,
          DenseElementsAttr::get(RankedTensorType::get(type.getShape(), b.getF64Type()),
                                 ArrayRef<double>(f)),
          /*constant=*/true, b.getI64IntegerAttr(16));
      return global;
    };
    auto shared = [&](StringRef suffix, Type elementType, int64_t size) {
      auto space = gpu::AddressSpaceAttr::get(b.getContext(),
                                              gpu::AddressSpace::Workgroup);
      auto type = MemRefType::get({size}, elementType, MemRefLayoutAttrInterface(), space);
      return memref::GlobalOp::create(b, loc, (name + suffix).str(),
                                      b.getStringAttr("private"), type, Attribute(),
                                      /*constant=*/false, b.getI64IntegerAttr(16));
    };
    const bool longrope = config.scaling.kind == rules::ScalingKind::LongRope;
    const bool dynamic = config.scaling.kind == rules::ScalingKind::Dynamic;
    memref::GlobalOp freqGlobal =
        dynamic ? memref::GlobalOp() : constantTable("_freqs", 0);
    memref::GlobalOp longGlobal =
        longrope ? constantTable("_long_freqs", config.scaling.originalMax + 1)
                 : memref::GlobalOp();
    memref::GlobalOp cosGlobal = shared("_cos", b.getF32Type(), config.numPairs());
    memref::GlobalOp sinGlobal = shared("_sin", b.getF32Type(), config.numPairs());
    memref::GlobalOp totalGlobal =
        config.scaling.dependsOnSequenceLength() && op.getPositions()
            ? shared("_total", b.getI64Type(), 1)
            : memref::GlobalOp();

    auto func = gpu::GPUFuncOp::create(b, loc, name,
                                       b.getFunctionType(argTypes, {}));
    func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
    func->setAttr(GpuKernelAttr::getAttrName(), kernel);
    func.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr(
        {static_cast<int32_t>(plan.blockSize), 1, 1}));
    // One block per token row.
    setLaunchFacts(
        func, b.getStringAttr("batch*seq"),
        {b.getNamedAttr("shared_bytes",
                        b.getI64IntegerAttr(kernel.getSharedBytes())),
         b.getNamedAttr("vector_bytes",
                        b.getI64IntegerAttr(kernel.getVectorBytes()))});
    for (auto [index, role] : llvm::enumerate(roles)) {
      func.setArgAttr(index, RopeDialect::getParamRoleAttrName(),
                      b.getStringAttr(role.first));
      if (role.second >= 0)
        func.setArgAttr(index, RopeDialect::getParamIndexAttrName(),
                        b.getI64IntegerAttr(role.second));
    }
    {
      OpBuilder::InsertionGuard guard(b);
      Block &body = func.getBody().front();
      b.setInsertionPointToStart(&body);
      ApplyKernelValues values;
      unsigned k = op.getInputs().size(), next = 2 * k;
      for (unsigned i = 0; i < k; ++i) {
        values.inputs.push_back(body.getArgument(i));
        values.outputs.push_back(body.getArgument(k + i));
      }
      if (op.getPositions())
        values.positions = body.getArgument(next++);
      if (op.getBatchOffsets())
        values.batchOffsets = body.getArgument(next++);
      if (op.getOffset())
        values.offset = body.getArgument(next++);
      values.batch = toIndex(b, loc, body.getArgument(next++));
      values.seq = toIndex(b, loc, body.getArgument(next++));
      auto get = [&](memref::GlobalOp global) -> Value {
        if (!global)
          return Value();
        return memref::GetGlobalOp::create(b, loc, global.getType(), global.getSymName());
      };
      buildApplyKernelBody(b, loc, op, plan, values,
                      {get(freqGlobal), get(longGlobal), get(cosGlobal),
                       get(sinGlobal), get(totalGlobal)});
      gpu::ReturnOp::create(b, loc);
    }

    // Host side: buffers, the launch, results as tensors.
    b.setInsertionPoint(op);
    Value input0 = op.getInputs()[0];
    Value batch = getValueOrCreateConstantIndexOp(
        b, loc, axisExtent(b, loc, input0, layout, 'b'));
    Value seq = getValueOrCreateConstantIndexOp(
        b, loc, axisExtent(b, loc, input0, layout, 's'));
    SmallVector<Value> operands, outputs, results;
    for (Value input : op.getInputs())
      operands.push_back(flatBuffer(b, loc, input));
    for (Value input : op.getInputs()) {
      Value buffer = allocateLike(
          b, loc, cast<RankedTensorType>(input.getType()), input);
      outputs.push_back(buffer);
      operands.push_back(flatView(b, loc, buffer));
    }
    for (Value operand : {op.getPositions(), op.getBatchOffsets()})
      if (operand)
        operands.push_back(flatBuffer(b, loc, operand));
    if (op.getOffset())
      operands.push_back(toI64(b, loc, op.getOffset()));
    operands.push_back(arith::IndexCastOp::create(b, loc, b.getI64Type(), batch));
    operands.push_back(arith::IndexCastOp::create(b, loc, b.getI64Type(), seq));
    Value one = constantIndex(b, loc, 1);
    Value rows = arith::MulIOp::create(b, loc, batch, seq);
    auto launch = gpu::LaunchFuncOp::create(
        b, loc, func, gpu::KernelDim3{rows, one, one},
        gpu::KernelDim3{constantIndex(b, loc, plan.blockSize), one, one}, Value(),
        operands);
    launch->setAttr(GpuKernelAttr::getAttrName(), kernel);
    for (auto [buffer, result] : llvm::zip(outputs, op.getResults()))
      results.push_back(bufferization::ToTensorOp::create(
          b, loc, result.getType(), buffer, b.getUnitAttr(), b.getUnitAttr()));
    rewriter.replaceOp(op, results);
  }

private:
  RewriterBase &rewriter;
  ModuleOp module;
};

} // namespace

void mlir::rope::detail::lowerApplyToGPU(RewriterBase &rewriter,
                                         ModuleOp module, ApplyOp op,
                                         GpuKernelAttr kernel) {
  ApplyToGPU(rewriter, module).lower(op, kernel);
}
