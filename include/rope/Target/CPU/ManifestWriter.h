//===- ManifestWriter.h - JSON description of compiled entry points ----*- C++ -*-===//

#ifndef ROPE_TARGET_CPU_MANIFESTWRITER_H
#define ROPE_TARGET_CPU_MANIFESTWRITER_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/JSON.h"

namespace mlir::rope {

/// Describes every public function of `module` (before lowering): its C
/// symbol, arguments and outputs (shape with a symbol such as "s0" for each
/// dynamic extent, equal symbols where the IR ties extents; element type),
/// and the rope ops it contains with their parameters. Returns failure with
/// a diagnostic on arguments the runtime cannot pass.
FailureOr<llvm::json::Value> describeEntryPoints(ModuleOp module,
                                                 bool outParams);

} // namespace mlir::rope

#endif // ROPE_TARGET_CPU_MANIFESTWRITER_H
