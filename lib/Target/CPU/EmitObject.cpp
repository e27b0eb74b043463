//===- EmitObject.cpp - LLVM-dialect module -> native library -------------===//

#include "rope/Target/CPU/EmitObject.h"
#include "rope/Target/TargetInfo.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"

using namespace mlir;

#ifndef ROPE_LLVM_TOOLS_DIR
#define ROPE_LLVM_TOOLS_DIR ""
#endif
#ifndef ROPE_LLVM_LIBRARY_DIR
#define ROPE_LLVM_LIBRARY_DIR ""
#endif

namespace {
/// The C compiler driver used to link shared libraries.
std::string findLinkerDriver() {
  for (const char *name : {"clang-22", "clang", "cc"}) {
    auto found = llvm::sys::findProgramByName(
        name, {ROPE_LLVM_TOOLS_DIR, "/usr/bin", "/usr/local/bin"});
    if (found)
      return *found;
  }
  return "";
}

LogicalResult writeObject(llvm::Module &module, llvm::TargetMachine &machine,
                          StringRef path, std::string &error) {
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec) {
    error = "cannot write '" + path.str() + "': " + ec.message();
    return failure();
  }
  llvm::legacy::PassManager passes;
  if (machine.addPassesToEmitFile(passes, out.os(), nullptr,
                                  llvm::CodeGenFileType::ObjectFile)) {
    error = "the target cannot emit object files";
    return failure();
  }
  passes.run(module);
  out.keep();
  return success();
}
} // namespace

LogicalResult mlir::rope::emitNative(ModuleOp module, const NativeEmitOptions &options,
                               StringRef outputPath, std::string &error) {
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
  module->getContext()->appendDialectRegistry(registry);

  std::unique_ptr<llvm::TargetMachine> machine =
      createCPUTargetMachine(options.cpu, options.features, error);
  if (!machine)
    return failure();
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext);
  if (!llvmModule) {
    error = "translation to LLVM IR failed (is the module in the LLVM "
            "dialect?)";
    return failure();
  }
  llvmModule->setTargetTriple(machine->getTargetTriple());
  llvmModule->setDataLayout(machine->createDataLayout());
  if (llvm::Error err = makeOptimizingTransformer(3, 0, machine.get())(
          llvmModule.get())) {
    error = "LLVM optimization failed: " + llvm::toString(std::move(err));
    return failure();
  }
  const bool usesOpenMP = llvmModule->getFunction("__kmpc_fork_call") != nullptr;
  if (options.kind == NativeEmitOptions::Kind::LLVMIR ||
      options.kind == NativeEmitOptions::Kind::Bitcode) {
    const bool text = options.kind == NativeEmitOptions::Kind::LLVMIR;
    std::error_code ec;
    llvm::ToolOutputFile out(outputPath, ec,
                             text ? llvm::sys::fs::OF_Text
                                  : llvm::sys::fs::OF_None);
    if (ec) {
      error = "cannot write '" + outputPath.str() + "': " + ec.message();
      return failure();
    }
    if (text)
      llvmModule->print(out.os(), nullptr);
    else
      llvm::WriteBitcodeToFile(*llvmModule, out.os());
    out.keep();
    return success();
  }
  if (options.kind == NativeEmitOptions::Kind::Object)
    return writeObject(*llvmModule, *machine, outputPath, error);

  // Shared library: object in a temporary file, linked by the C driver.
  llvm::SmallString<128> objectPath;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("rope", "o", objectPath)) {
    error = "cannot create a temporary object file: " + ec.message();
    return failure();
  }
  llvm::FileRemover removeObject(objectPath);
  if (failed(writeObject(*llvmModule, *machine, objectPath, error)))
    return failure();
  std::string driver = findLinkerDriver();
  if (driver.empty()) {
    error = "no C compiler driver (clang-22, clang or cc) to link with";
    return failure();
  }
  std::string outPath = outputPath.str();
  std::string objPath = objectPath.str().str();
  llvm::SmallVector<llvm::StringRef> args{driver, "-shared", "-o", outPath,
                                          objPath, "-lm"};
  // OpenMP code calls into LLVM's libomp (Debian's libomp-22-dev).
  const std::string ompDir = "-L" ROPE_LLVM_LIBRARY_DIR;
  const std::string ompRpath = "-Wl,-rpath," ROPE_LLVM_LIBRARY_DIR;
  if (usesOpenMP)
    args.append({ompDir, ompRpath, "-lomp"});
  std::string message;
  if (llvm::sys::ExecuteAndWait(driver, args, std::nullopt, {}, 0, 0,
                                &message) != 0) {
    error = "linking '" + outPath + "' failed" +
            (message.empty() ? "" : ": " + message);
    return failure();
  }
  return success();
}
