//===- AtomicOutput.cpp - Outputs that appear whole or not at all ---------===//

#include "AtomicOutput.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::rope::detail;

AtomicOutput::~AtomicOutput() {
  if (!temporary.empty() && !committed)
    llvm::sys::fs::remove(temporary);
}

LogicalResult AtomicOutput::open(std::string &error) {
  llvm::SmallString<128> model(llvm::sys::path::parent_path(destination));
  llvm::sys::path::append(
      model, "." + llvm::sys::path::filename(destination) + "-%%%%%%.tmp");
  int fd = -1;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueFile(model, fd, temporary)) {
    error = "cannot write '" + destination + "': " + ec.message();
    return failure();
  }
  llvm::sys::fs::closeFile(fd);
  return success();
}

LogicalResult AtomicOutput::commit(std::string &error) {
  if (std::error_code ec = llvm::sys::fs::rename(temporary, destination)) {
    error = "cannot write '" + destination + "': " + ec.message();
    return failure();
  }
  committed = true;
  return success();
}

LogicalResult mlir::rope::detail::writeFileAtomically(StringRef path,
                                                      StringRef text,
                                                      std::string &error) {
  if (path == "-") {
    llvm::outs() << text;
    llvm::outs().flush();
    return success();
  }
  AtomicOutput output(path);
  if (failed(output.open(error)))
    return failure();
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(output.path(), ec);
    if (ec) {
      error = "cannot write '" + path.str() + "': " + ec.message();
      return failure();
    }
    os << text;
    os.close();
    if (os.has_error()) {
      error = "cannot write '" + path.str() + "': " + os.error().message();
      os.clear_error();
      return failure();
    }
  }
  return output.commit(error);
}
