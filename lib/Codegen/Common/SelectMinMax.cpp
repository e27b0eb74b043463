//===- SelectMinMax.cpp - min and max as a compare and a select -----------===//

#include "rope/Codegen/Common/SelectMinMax.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

Value mlir::rope::detail::buildSelectMax(OpBuilder &b, Location loc, Value x,
                                         Value y) {
  Value larger = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, y);
  return arith::SelectOp::create(b, loc, larger, x, y);
}

Value mlir::rope::detail::buildSelectMin(OpBuilder &b, Location loc, Value x,
                                         Value y) {
  Value smaller =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, y);
  return arith::SelectOp::create(b, loc, smaller, x, y);
}
