//===- rope-embed.cpp - A compiler embedding the rope dialect -------------===//
//
// Parses a file, runs a pass pipeline on it (default: the CPU pipeline) and
// prints the result. Everything rope comes from the installed package.
//
//===----------------------------------------------------------------------===//

#include "rope/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3) {
    llvm::errs() << "usage: rope-embed <file.mlir> [pass pipeline]\n";
    return 2;
  }
  // rope passes and named pipelines, so textual pipelines can name them.
  mlir::rope::registerAllRopePasses();

  mlir::DialectRegistry registry;
  mlir::rope::registerAllRopeDialects(registry);
  // The pipelines bufferize and lower upstream dialects: their
  // bufferization and convert-to-llvm interfaces are extensions.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // Only rope-lower-to-nvvm-pipeline needs these (PTX serialization).
  mlir::rope::registerRopeGPUTargets(registry);
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  mlir::PassManager pm(&context);
  llvm::StringRef pipeline = argc == 3 ? argv[2] : "rope-lower-to-cpu-pipeline";
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm, llvm::errs())) ||
      mlir::failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
