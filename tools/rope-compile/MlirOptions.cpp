//===- MlirOptions.cpp - MLIR's command-line options in rope-compile ------===//

#include "MlirOptions.h"

#include "rope/InitAll.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace {
/// Runs `registerOptions` and files the options it adds under `category`:
/// MLIR puts them in the general category, which rope-compile hides
/// because every LLVM library linked in adds options there too.
void registerInCategory(cl::OptionCategory &category,
                        llvm::function_ref<void()> registerOptions) {
  auto &options = cl::getRegisteredOptions();
  llvm::StringSet<> before;
  for (const auto &entry : options)
    before.insert(entry.first);
  registerOptions();
  for (const auto &entry : options)
    if (!before.contains(entry.first))
      entry.second->addCategory(category);
}
} // namespace

llvm::SmallVector<const cl::OptionCategory *>
mlir::rope::registerMlirOptions() {
  // --mlir-print-ir-before/after=<pass> name passes by their flags.
  registerAllPasses();
  registerAllRopePasses();
  static cl::OptionCategory passManager("MLIR pass manager options");
  static cl::OptionCategory context("MLIR context options");
  static cl::OptionCategory printer("MLIR printer options");
  static cl::OptionCategory timing("MLIR timing options");
  registerInCategory(passManager, registerPassManagerCLOptions);
  registerInCategory(context, registerMLIRContextCLOptions);
  registerInCategory(printer, registerAsmPrinterCLOptions);
  registerInCategory(timing, registerDefaultTimingManagerCLOptions);
  return {&passManager, &context, &printer, &timing};
}
