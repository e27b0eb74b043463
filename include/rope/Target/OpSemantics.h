//===- OpSemantics.h - What a rope op computes, for the manifests -*- C++ -*-===//
//
// The manifest fields that say what a rope op computes, the same in the CPU
// and GPU manifests (docs/Manifest.md): its layout and reference
// configuration; for a rope.apply its static offset; for a rope.attention
// its mask, scale, static offsets and whether its keys arrive rotated.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TARGET_OPSEMANTICS_H
#define ROPE_TARGET_OPSEMANTICS_H

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "llvm/Support/JSON.h"

namespace mlir::rope {

llvm::json::Object describeSemantics(ApplyOp op);
llvm::json::Object describeSemantics(AttentionOp op);

} // namespace mlir::rope

#endif // ROPE_TARGET_OPSEMANTICS_H
