//===- RopeDialect.cpp - rope dialect registration ------------------------===//

#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Dialect/Rope/IR/RopeAttrs.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

using namespace mlir;
using namespace mlir::rope;

#include "rope/Dialect/Rope/IR/RopeDialect.cpp.inc"

void RopeDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "rope/Dialect/Rope/IR/RopeOps.cpp.inc"
      >();
}
