//===- AccessVerification.h - Bounds checks of vector accesses --*- C++ -*-===//
//
// RuntimeVerifiableOpInterface for the vector and AMX memory operations the
// kernels use (vector.load, vector.store, in-bounds vector.transfer_read and
// transfer_write, amx.tile_load, amx.tile_store), so upstream's
// generate-runtime-verification checks them as it checks memref.load.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_ACCESSVERIFICATION_H
#define ROPE_TRANSFORMS_ACCESSVERIFICATION_H

namespace mlir {
class DialectRegistry;

namespace rope {
void registerAccessVerificationModels(DialectRegistry &registry);
} // namespace rope
} // namespace mlir

#endif // ROPE_TRANSFORMS_ACCESSVERIFICATION_H
