//===- BodyReads.h - Scalars of linalg bodies as tensor reads ---*- C++ -*-===//
//
// After elementwise fusion one linalg.generic may compute a whole chain
// (view_as_complex, the product, view_as_real) in its body, reading its
// operands through block arguments or tensor.extract at linalg.index
// positions. These helpers follow a body scalar back to the tensor element
// it reads, as an affine access from the loops of the op the matcher
// started at (the domain), through the bodies of producer generics.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_RAISE_BODYREADS_H
#define ROPE_TRANSFORMS_RAISE_BODYREADS_H

#include "Elementwise.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineMap.h"

#include <optional>

namespace mlir::rope::raise {

/// `tensor` read at every point of the domain: `access` gives, for each
/// axis of `tensor`, the domain dim or constant that indexes it.
struct Read {
  Value tensor;
  AffineMap access;

  bool operator==(const Read &other) const {
    return tensor == other.tensor && access == other.access;
  }
};

/// A linalg.generic body evaluated over the domain: `loops` gives the op's
/// loop dims as functions of the domain's dims.
struct BodyContext {
  mutable linalg::GenericOp op; // op handles have no const accessors
  AffineMap loops;
};

/// The body of the all-parallel generic with identity output map that
/// computes `read.tensor`, evaluated where `read` reads it.
std::optional<BodyContext> producerOf(const Read &read);

/// The one value `ctx.op` yields.
Value yieldedValue(const BodyContext &ctx);

/// `scalar` as an input block argument of `ctx.op`, or a tensor.extract in
/// its body at linalg.index and constant positions: the tensor it reads.
std::optional<Read> readOf(Value scalar, const BodyContext &ctx);

/// Follows `scalar` through reads of tensors that generics compute, into
/// their bodies, until it is computed by an op of a body (`scalar` and
/// `ctx` updated, nullopt returned) or reads a tensor no generic computes
/// (that read returned). `valid` is cleared when neither holds.
std::optional<Read> resolve(Value &scalar, BodyContext &ctx, bool &valid);

/// A real scalar read from a tensor, perhaps negated (negf, a product with
/// -1, or a tensor that is itself a negation).
struct RealRead {
  Read read;
  bool negated = false;
};
std::optional<RealRead> matchRealRead(Value scalar, const BodyContext &ctx);

/// Whether `scalar` is computed by an op of the body.
bool definedInBody(Value scalar, const BodyContext &ctx);

/// `scalar` without the negations and multiplications by +-1 the body
/// applies to it; `negated` flips with each sign change.
Value peelSigns(Value scalar, const BodyContext &ctx, bool &negated);

/// `read` seen over the first `rank` domain dims as an operand of an
/// elementwise op: the AxisMapped that traceBroadcasts and matchTable take.
/// Fails when it reads a later dim, a dim twice, or a constant other than
/// 0 on an axis of extent 1.
std::optional<AxisMapped> asAxisMapped(const Read &read, int64_t rank);

/// Whether `read` reads its tensor's first `rank` axes at domain dims
/// 0 .. rank-1 and any further axis at the constants `trailing`.
bool readsLeadingAxes(const Read &read, int64_t rank,
                      ArrayRef<int64_t> trailing = {});

/// The float constant `scalar` is, if it is one.
std::optional<double> floatConstantOf(Value scalar);

} // namespace mlir::rope::raise

#endif // ROPE_TRANSFORMS_RAISE_BODYREADS_H
