//===- Legality.h - What a rope lowering leaves behind ----------*- C++ -*-===//
//
// Every rope conversion declares the rope ops it lowers in a
// ConversionTarget. The last rope conversion of a target (the CPU path's
// convert-rope-to-linalg, the GPU path's convert-rope-to-gpu) marks the
// whole dialect illegal; an op it has no pattern for gets one diagnostic at
// the op naming the op and the target, before any rewriting starts.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_UTILS_LEGALITY_H
#define ROPE_CONVERSION_UTILS_LEGALITY_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::rope {

/// What a conversion lowers, for diagnostics: `targetName` ("CPU",
/// "NVPTX") and the names of the ops its patterns rewrite.
struct RopeLoweringScope {
  StringRef targetName;
  StringRef passArgument;
  ArrayRef<StringRef> loweredOps;
};

/// Emits "'<op>' op has no lowering on the <target> target" at every op under
/// `root` that `target` declares illegal and that `scope` does not lower;
/// fails when there is one.
LogicalResult checkLoweringExists(Operation *root,
                                  const ConversionTarget &target,
                                  const RopeLoweringScope &scope);

/// checkLoweringExists, then `patterns` applied to `root`; fails with a
/// diagnostic at any op `target` declares illegal that is still there.
LogicalResult applyRopeConversion(Operation *root,
                                  const ConversionTarget &target,
                                  const RopeLoweringScope &scope,
                                  RewritePatternSet &&patterns);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_UTILS_LEGALITY_H
