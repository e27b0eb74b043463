//===- AmxTilesReady.cpp - May this process run AMX tile instructions? ----===//

#include "rope/Transforms/EntryChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;

namespace {
// CPUID.(EAX=7, ECX=0):EDX.
constexpr int64_t kAmxBF16Bit = 22, kAmxTileBit = 24;
// x86-64 Linux: SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA.
constexpr int64_t kSysArchPrctl = 158, kReqXcompPerm = 0x1023,
                  kXtileData = 18;

Value asmCall(ImplicitLocOpBuilder &b, Type result, ValueRange operands,
              StringRef text, StringRef constraints) {
  return LLVM::InlineAsmOp::create(
             b, result, operands, text, constraints,
             /*has_side_effects=*/true, /*is_align_stack=*/false,
             LLVM::tailcallkind::TailCallKind::None,
             LLVM::AsmDialectAttr::get(b.getContext(),
                                       LLVM::AsmDialect::AD_ATT),
             /*operand_attrs=*/ArrayAttr())
      .getResult(0);
}
} // namespace

Value mlir::rope::buildAmxTilesReady(ImplicitLocOpBuilder &b) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  auto i32Of = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, i32, v).getResult();
  };
  auto i64Of = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, i64, v).getResult();
  };
  auto registers =
      LLVM::LLVMStructType::getLiteral(b.getContext(), {i32, i32, i32, i32});
  Value cpuid = asmCall(b, registers, {i32Of(7), i32Of(0)}, "cpuid",
                        "={eax},={ebx},={ecx},={edx},{eax},{ecx}");
  Value edx = LLVM::ExtractValueOp::create(b, cpuid, ArrayRef<int64_t>{3});
  Value bits = i32Of((int64_t(1) << kAmxBF16Bit) | (int64_t(1) << kAmxTileBit));
  Value hasAmx = arith::CmpIOp::create(
      b, arith::CmpIPredicate::eq, arith::AndIOp::create(b, edx, bits), bits);
  // Without AMX the request fails too (-EINVAL); it is harmless to make.
  Value granted = asmCall(b, i64,
                          {i64Of(kSysArchPrctl), i64Of(kReqXcompPerm),
                           i64Of(kXtileData)},
                          "syscall",
                          "={rax},{rax},{rdi},{rsi},~{rcx},~{r11},~{memory}");
  Value permitted =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, granted, i64Of(0));
  return arith::AndIOp::create(b, hasAmx, permitted);
}
