//===- RopeAttrs.h - rope dialect attributes --------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEATTRS_H
#define ROPE_DIALECT_ROPE_IR_ROPEATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "rope/Rules/Config.h"
#include "rope/Rules/Layout.h"

#include <optional>

#include "rope/Dialect/Rope/IR/RopeEnums.h.inc"

namespace mlir::rope {
/// Static shared memory one GPU kernel may declare: 48 KiB on every chip.
constexpr int64_t kGpuKernelMaxSharedBytes = 48 * 1024;
} // namespace mlir::rope

namespace mlir::rope::detail {
/// Parsers and printers of the attribute parameters declared in RopeAttrs.td.
FailureOr<llvm::APFloat> parseF64Param(AsmParser &parser);
FailureOr<std::optional<llvm::APFloat>> parseOptionalF64Param(AsmParser &parser);
FailureOr<bool> parseBoolParam(AsmParser &parser);
FailureOr<DenseF64ArrayAttr> parseF64ArrayParam(AsmParser &parser);
void printF64ArrayParam(AsmPrinter &printer, DenseF64ArrayAttr array);
/// Bitwise equality of optional float parameters.
bool sameOptionalF64(const std::optional<llvm::APFloat> &a,
                     const std::optional<llvm::APFloat> &b);
} // namespace mlir::rope::detail

#include "rope/Dialect/Rope/IR/RopeAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "rope/Dialect/Rope/IR/RopeAttrs.h.inc"

#endif // ROPE_DIALECT_ROPE_IR_ROPEATTRS_H
