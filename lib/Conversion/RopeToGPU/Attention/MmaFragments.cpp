//===- MmaFragments.cpp - IR for tensor-core fragments --------------------===//

#include "MmaFragments.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope::detail;

namespace {
/// One 32-bit register of two 16-bit elements as i32.
Value asRegister(OpBuilder &b, Location loc, Value pair) {
  auto i32x1 = VectorType::get({1}, b.getI32Type());
  Value bits = vector::BitCastOp::create(b, loc, i32x1, pair);
  return vector::ExtractOp::create(b, loc, bits, ArrayRef<int64_t>{0});
}

NVVM::MMATypes ptxType(Type element) {
  return element.isBF16() ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
}
} // namespace

std::array<Value, 4> mlir::rope::detail::loadMatrixX4(OpBuilder &b,
                                                      Location loc, Value tile,
                                                      ValueRange indices,
                                                      bool transpose) {
  Type element = cast<MemRefType>(tile.getType()).getElementType();
  auto type = VectorType::get({4, 2}, element);
  Value rows = nvgpu::LdMatrixOp::create(b, loc, type, tile, indices,
                                         transpose, /*numTiles=*/4);
  std::array<Value, 4> registers;
  for (int64_t r = 0; r < 4; ++r)
    registers[r] = asRegister(
        b, loc, vector::ExtractOp::create(b, loc, rows, ArrayRef<int64_t>{r}));
  return registers;
}

std::array<Value, 4> mlir::rope::detail::multiplyAccumulate(
    OpBuilder &b, Location loc, Type element, ArrayRef<Value> a,
    ArrayRef<Value> bFragment, ArrayRef<Value> c) {
  // MLIR 22's nvgpu.mma.sync lowering has no bf16 operand types; the NVVM
  // op takes the registers as i32 with the element type as an attribute.
  Type f32 = b.getF32Type();
  auto result = LLVM::LLVMStructType::getLiteral(b.getContext(),
                                                 {f32, f32, f32, f32});
  MLIRContext *context = b.getContext();
  auto types = NVVM::MMATypesAttr::get(context, ptxType(element));
  // f16 operands are vector<2xf16> registers in NVVM; bf16 ones i32.
  auto operands = [&](ArrayRef<Value> registers) {
    SmallVector<Value> out(registers.begin(), registers.end());
    if (element.isF16())
      for (Value &r : out)
        r = vector::BitCastOp::create(
            b, loc, VectorType::get({2}, element),
            vector::BroadcastOp::create(
                b, loc, VectorType::get({1}, b.getI32Type()), r));
    return out;
  };
  Value d = NVVM::MmaOp::create(
      b, loc, result, NVVM::MMAShapeAttr::get(context, 16, 8, 16),
      /*b1Op=*/nullptr, /*intOverflowBehavior=*/nullptr,
      NVVM::MMALayout::row, NVVM::MMALayout::col, types, types, operands(a),
      operands(bFragment), c);
  std::array<Value, 4> out;
  for (int64_t i = 0; i < 4; ++i)
    out[i] = LLVM::ExtractValueOp::create(b, loc, d, ArrayRef<int64_t>{i});
  return out;
}

Value mlir::rope::detail::packPair(OpBuilder &b, Location loc, Type element,
                                   Value low, Value high) {
  Value pair = vector::FromElementsOp::create(
      b, loc, VectorType::get({2}, b.getF32Type()), ValueRange{low, high});
  Value narrow = arith::TruncFOp::create(
      b, loc, VectorType::get({2}, element), pair);
  return asRegister(b, loc, narrow);
}

Value mlir::rope::detail::reduceOverQuad(OpBuilder &b, Location loc, Value x,
                                         bool maximum) {
  Value width = arith::ConstantIntOp::create(b, loc, 32, 32);
  for (int64_t distance : {1, 2}) {
    Value offset = arith::ConstantIntOp::create(b, loc, distance, 32);
    Value other = gpu::ShuffleOp::create(b, loc, x, offset, width,
                                         gpu::ShuffleMode::XOR)
                      .getShuffleResult();
    x = maximum ? arith::MaximumFOp::create(b, loc, x, other).getResult()
                : arith::AddFOp::create(b, loc, x, other).getResult();
  }
  return x;
}

Value mlir::rope::detail::fastExp2(OpBuilder &b, Location loc, Value x) {
  // math.exp2 would become a libdevice call; the NVVM intrinsic is the
  // instruction itself.
  return LLVM::CallIntrinsicOp::create(
             b, loc, b.getF32Type(),
             b.getStringAttr("llvm.nvvm.ex2.approx.ftz.f"), ValueRange{x})
      .getResult(0);
}
