//===- RopeToVector.h - rope.apply to a vectorized kernel -------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
#define ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {

/// Patterns lowering rope.apply to scf.forall/scf.for + vector ops on
/// tensors (the CPU kernel).
void populateRopeToVectorConversionPatterns(RewritePatternSet &patterns);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
