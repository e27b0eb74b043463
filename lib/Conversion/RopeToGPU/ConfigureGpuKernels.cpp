//===- ConfigureGpuKernels.cpp - One GPU kernel configuration per op ------===//

#include "rope/Conversion/Passes.h"
#include "rope/Conversion/RopeToGPU/AttentionGpuConfig.h"
#include "rope/Conversion/RopeToGPU/ApplyGpuConfig.h"

#define DEBUG_TYPE "rope-configure-gpu-kernels"

namespace mlir::rope {
#define GEN_PASS_DEF_CONFIGUREGPUKERNELSPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

namespace {
struct ConfigureGpuKernels
    : mlir::rope::impl::ConfigureGpuKernelsPassBase<ConfigureGpuKernels> {
  using Base::Base;
  void runOnOperation() override {
    if (std::string error = mlir::rope::checkMaxBlockSize(maxBlockSize);
        !error.empty()) {
      getOperation().emitError(getArgument()) << ": " << error;
      return signalPassFailure();
    }
    if (failed(mlir::rope::configureGpuApply(getOperation(), maxBlockSize)) ||
        failed(mlir::rope::configureGpuAttention(getOperation(), chip)))
      signalPassFailure();
  }
};
} // namespace
