//===- ManifestSchema.h - Manifest schema name and version ------*- C++ -*-===//

#ifndef ROPE_TARGET_MANIFESTSCHEMA_H
#define ROPE_TARGET_MANIFESTSCHEMA_H

#include <cstdint>

namespace mlir::rope {

/// The "schema" and "version" of every manifest rope-compile writes, CPU
/// and GPU alike (docs/Manifest.md). Readers refuse any other. Plain C++:
/// the LLVM-free runtime reads the same constants.
inline constexpr const char *kManifestSchema = "rope-mlir-manifest";
/// 3: CPU entry points check their arguments and return an int32 status.
inline constexpr int64_t kManifestVersion = 4;

} // namespace mlir::rope

#endif // ROPE_TARGET_MANIFESTSCHEMA_H
