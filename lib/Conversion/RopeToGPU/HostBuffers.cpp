//===- HostBuffers.cpp - Host-side buffers of the GPU kernels -------------===//

#include "HostBuffers.h"

#include "rope/Dialect/Rope/IR/RopeDialect.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope::detail;

namespace {
constexpr StringLiteral kKernelModule = "rope_kernels";
} // namespace

gpu::GPUModuleOp
mlir::rope::detail::getOrCreateKernelModule(RewriterBase &rewriter,
                                            ModuleOp module) {
  StringRef container = gpu::GPUDialect::getContainerModuleAttrName();
  if (!module->hasAttr(container))
    rewriter.modifyOpInPlace(module, [&] {
      module->setAttr(container, rewriter.getUnitAttr());
    });
  if (auto kernels = module.lookupSymbol<gpu::GPUModuleOp>(kKernelModule))
    return kernels;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToEnd(module.getBody());
  return gpu::GPUModuleOp::create(rewriter, module.getLoc(), kKernelModule);
}

MemRefType mlir::rope::detail::flatType(Type element) {
  return MemRefType::get({ShapedType::kDynamic}, element);
}

Value mlir::rope::detail::flatView(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() != 1) {
    ReassociationIndices all;
    for (int64_t i = 0; i < type.getRank(); ++i)
      all.push_back(i);
    buffer = memref::CollapseShapeOp::create(b, loc, buffer, {all});
  }
  return memref::CastOp::create(b, loc, flatType(type.getElementType()), buffer);
}

Value mlir::rope::detail::flatBuffer(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  Value buffer = bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor,
      /*read_only=*/true);
  return flatView(b, loc, buffer);
}

Value mlir::rope::detail::allocateLike(OpBuilder &b, Location loc,
                                       RankedTensorType type, Value like) {
  SmallVector<Value> dynamicSizes;
  for (int64_t axis = 0; axis < type.getRank(); ++axis)
    if (type.isDynamicDim(axis))
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, like, axis));
  return memref::AllocOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()),
      dynamicSizes);
}

void mlir::rope::detail::setLaunchFacts(gpu::GPUFuncOp kernel,
                                        Attribute grid,
                                        ArrayRef<NamedAttribute> facts) {
  Builder b(kernel.getContext());
  std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
  SmallVector<Attribute> block;
  for (int32_t threads : known.value())
    block.push_back(b.getI64IntegerAttr(threads));
  SmallVector<NamedAttribute> all(facts);
  all.push_back(b.getNamedAttr("block", b.getArrayAttr(block)));
  all.push_back(b.getNamedAttr("grid", grid));
  kernel->setAttr(RopeDialect::getLaunchAttrName(), b.getDictionaryAttr(all));
}
