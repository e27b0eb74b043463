//===- AtomicOutput.h - Outputs that appear whole or not at all -*- C++ -*-===//

#ifndef ROPE_LIB_COMPILE_ATOMICOUTPUT_H
#define ROPE_LIB_COMPILE_ATOMICOUTPUT_H

#include "mlir/Support/LLVM.h"

#include "llvm/ADT/SmallString.h"

#include <string>

namespace mlir::rope::detail {

/// A temporary file beside `destination`, renamed onto it by commit() and
/// removed otherwise, so a failed step leaves `destination` as it was.
class AtomicOutput {
public:
  explicit AtomicOutput(StringRef destination) : destination(destination) {}
  ~AtomicOutput();

  /// Creates the temporary file; fails with `error` set.
  LogicalResult open(std::string &error);
  /// The temporary file's path, to write to.
  StringRef path() const { return temporary; }
  /// Renames the temporary file onto the destination.
  LogicalResult commit(std::string &error);

private:
  std::string destination;
  llvm::SmallString<128> temporary;
  bool committed = false;
};

/// Writes `text` to `path` through an AtomicOutput.
LogicalResult writeFileAtomically(StringRef path, StringRef text,
                                  std::string &error);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_COMPILE_ATOMICOUTPUT_H
