//===- MlirOptions.h - MLIR's options in rope-compile -----------*- C++ -*-===//
//
// The options every MLIR tool takes (--mlir-timing, --mlir-print-ir-after,
// --mlir-disable-threading, ...), registered under categories that
// --help shows beside the tool's own.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TOOLS_ROPE_COMPILE_MLIROPTIONS_H
#define ROPE_TOOLS_ROPE_COMPILE_MLIROPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::rope {

/// Registers the pass-manager, context, printer and timing options (and
/// the passes --mlir-print-ir-before/after can name); returns their
/// categories.
llvm::SmallVector<const llvm::cl::OptionCategory *> registerMlirOptions();

} // namespace mlir::rope

#endif // ROPE_TOOLS_ROPE_COMPILE_MLIROPTIONS_H
