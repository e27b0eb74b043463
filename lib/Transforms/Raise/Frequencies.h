//===- Frequencies.h - Inverse frequencies computed in the IR ---*- C++ -*-===//
//
// Frameworks compute the inverse frequencies theta^(-2i/R) once, as a
// constant vector or with pow/exp over an iota. rope-raise evaluates such a
// vector and recovers theta, so that the rotation can become rope.apply.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_FREQUENCIES_H
#define ROPE_TRANSFORMS_RAISE_FREQUENCIES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::rope::raise {

/// The values of a static 1-D float tensor: a dense constant, or a
/// linalg.generic without inputs whose body computes each element from
/// its index with arith and math ops.
std::optional<SmallVector<double>> evaluateVector(Value v);

/// theta such that freqs[i] = theta^(-2i/R) for every i within float32
/// rounding (relative 1e-5), with R = 2 * freqs.size(); an integer theta
/// when one fits. nullopt when no theta does (a scaled schedule).
std::optional<double> recoverTheta(ArrayRef<double> freqs);

/// Whether a frequency (or attention factor) `actual` read from the IR is
/// `expected` up to float32 rounding (relative 1e-5): the test every
/// recovered schedule passes.
bool isCloseFrequency(double actual, double expected);

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_FREQUENCIES_H
