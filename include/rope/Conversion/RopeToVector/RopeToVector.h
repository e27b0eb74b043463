//===- RopeToVector.h - rope.apply to a vectorized kernel -------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
#define ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H

#include "mlir/IR/PatternMatch.h"

#include <string>

namespace mlir::rope {

/// "" when the kernels can use registers of `vectorBits` bits (a positive
/// multiple of 64, at most 2048 as in SVE), else why not.
std::string checkVectorBits(int64_t vectorBits);

/// Patterns lowering rope.apply to scf.forall/scf.for + vector ops on
/// tensors (the CPU kernel). Head rows are processed in pieces of one
/// `vectorBits` register of f32 lanes (512 for AVX-512, 256 for AVX2).
void populateRopeToVectorConversionPatterns(RewritePatternSet &patterns,
                                            int64_t vectorBits = 512);

/// The pattern lowering rope.attention to the CPU flash-attention kernel
/// (docs/CPU.md, "Attention"): parallel phases over buffers and an
/// outlined tile function, with registers of `vectorBits` bits.
void populateRopeAttentionToVectorPatterns(RewritePatternSet &patterns,
                                           int64_t vectorBits = 512);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
