//===- Passes.h - rope transformation passes --------------------*- C++ -*-===//

#ifndef ROPE_TRANSFORMS_PASSES_H
#define ROPE_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"

namespace mlir::rope {

#define GEN_PASS_DECL
#include "rope/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "rope/Transforms/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_TRANSFORMS_PASSES_H
