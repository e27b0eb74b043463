//===- rope-opt.cpp - MLIR optimizer driver with the rope dialect ---------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "rope/InitAll.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::rope::registerAllRopePasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::rope::registerAllRopeDialects(registry);
  mlir::rope::registerRopeGPUTargets(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "RoPE-MLIR optimizer driver\n", registry));
}
