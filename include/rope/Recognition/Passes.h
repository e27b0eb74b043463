//===- Passes.h - rope recognition passes -----------------------*- C++ -*-===//

#ifndef ROPE_RECOGNITION_PASSES_H
#define ROPE_RECOGNITION_PASSES_H

#include "mlir/Pass/Pass.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"

namespace mlir::rope {

#define GEN_PASS_DECL
#include "rope/Recognition/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "rope/Recognition/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_RECOGNITION_PASSES_H
