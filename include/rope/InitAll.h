//===- InitAll.h - Register everything RoPE-MLIR provides -------*- C++ -*-===//
//
// One place for tools (rope-opt, the plugin, embedding compilers) to register
// the rope dialect and passes.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_INITALL_H
#define ROPE_INITALL_H

#include "mlir/IR/DialectRegistry.h"
#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Transforms/Passes.h"

namespace mlir::rope {

inline void registerAllRopeDialects(DialectRegistry &registry) {
  registry.insert<RopeDialect>();
}

inline void registerAllRopePasses() {
  registerRopePasses();
  registerRopeConversionPasses();
  registerRopePipelines();
}

} // namespace mlir::rope

#endif // ROPE_INITALL_H
