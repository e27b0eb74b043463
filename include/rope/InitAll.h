//===- InitAll.h - Register everything RoPE-MLIR provides -------*- C++ -*-===//
//
// One place for tools (rope-opt, the plugin, embedding compilers) to register
// the rope dialect and passes.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_INITALL_H
#define ROPE_INITALL_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Recognition/Passes.h"
#include "rope/Transforms/AccessVerification.h"
#include "rope/Transforms/Passes.h"

namespace mlir::rope {

inline void registerAllRopeDialects(DialectRegistry &registry) {
  registry.insert<RopeDialect>();
  // Bounds checks of the kernels' vector and AMX accesses for
  // generate-runtime-verification (rope-compile --check-accesses).
  registerAccessVerificationModels(registry);
}

/// What the GPU pipeline needs to serialize kernels: LLVM IR translations
/// and the NVVM target attribute's implementation.
inline void registerRopeGPUTargets(DialectRegistry &registry) {
  registerAllToLLVMIRTranslations(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
}

inline void registerAllRopePasses() {
  registerRopePasses();
  registerRopeRecognitionPasses();
  registerRopeConversionPasses();
  registerRopePipelines();
}

} // namespace mlir::rope

#endif // ROPE_INITALL_H
