//===- ReportFailedChecks.cpp - Failed cf.assert to stderr, then abort ----===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir::rope {
#define GEN_PASS_DEF_REPORTFAILEDCHECKSPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
constexpr StringLiteral kCheckFunction = "rope_check";

/// `void rope_check(i1 ok, ptr message, i64 length)`: when not ok, the
/// message goes to file descriptor 2 as it is (no stdio buffer that abort
/// would drop), then abort.
FailureOr<LLVM::LLVMFuncOp> buildCheckFunction(ModuleOp module) {
  MLIRContext *context = module.getContext();
  OpBuilder b(context);
  b.setInsertionPointToEnd(module.getBody());
  Location loc = module.getLoc();
  Type i1 = b.getI1Type(), i32 = b.getI32Type(), i64 = b.getI64Type();
  Type ptr = LLVM::LLVMPointerType::get(context);
  FailureOr<LLVM::LLVMFuncOp> write =
      LLVM::lookupOrCreateFn(b, module, "write", {i32, ptr, i64}, i64);
  FailureOr<LLVM::LLVMFuncOp> abort = LLVM::lookupOrCreateFn(
      b, module, "abort", {}, LLVM::LLVMVoidType::get(context));
  if (failed(write) || failed(abort))
    return failure();
  auto check = LLVM::LLVMFuncOp::create(
      b, loc, kCheckFunction,
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                  {i1, ptr, i64}),
      LLVM::Linkage::Internal);
  Block *entry = check.addEntryBlock(b);
  Block *fail = b.createBlock(&check.getBody());
  Block *done = b.createBlock(&check.getBody());
  b.setInsertionPointToEnd(entry);
  LLVM::CondBrOp::create(b, loc, entry->getArgument(0), done, fail);
  b.setInsertionPointToEnd(fail);
  Value stderrFd = LLVM::ConstantOp::create(b, loc, i32, 2);
  LLVM::CallOp::create(b, loc, *write,
                       ValueRange{stderrFd, entry->getArgument(1),
                                  entry->getArgument(2)});
  LLVM::CallOp::create(b, loc, *abort, ValueRange{});
  LLVM::UnreachableOp::create(b, loc);
  b.setInsertionPointToEnd(done);
  LLVM::ReturnOp::create(b, loc, ValueRange{});
  return check;
}

struct ReportFailedChecks
    : impl::ReportFailedChecksPassBase<ReportFailedChecks> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<cf::AssertOp> asserts;
    module.walk([&](cf::AssertOp op) { asserts.push_back(op); });
    if (asserts.empty())
      return;
    if (module.lookupSymbol(kCheckFunction)) {
      module.emitError("rope-report-failed-checks: the symbol '")
          << kCheckFunction << "' is taken";
      return signalPassFailure();
    }
    FailureOr<LLVM::LLVMFuncOp> check = buildCheckFunction(module);
    if (failed(check)) {
      module.emitError("rope-report-failed-checks: 'write' or 'abort' is "
                       "declared with another signature");
      return signalPassFailure();
    }
    OpBuilder b(&getContext());
    Type i64 = b.getI64Type();
    for (auto [i, op] : llvm::enumerate(asserts)) {
      b.setInsertionPoint(op);
      std::string message = (op.getMsg() + "\n").str();
      Value text = LLVM::createGlobalString(
          op.getLoc(), b, ("rope_check_message_" + Twine(i)).str(), message,
          LLVM::Linkage::Internal);
      Value length = LLVM::ConstantOp::create(
          b, op.getLoc(), i64, static_cast<int64_t>(message.size()));
      LLVM::CallOp::create(b, op.getLoc(), *check,
                           ValueRange{op.getArg(), text, length});
      op.erase();
    }
  }
};
} // namespace
} // namespace mlir::rope
