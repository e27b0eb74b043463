//===- IndexArithmetic.cpp - The plan's rules on index values ------------===//

#include "IndexArithmetic.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::rope::detail;

Value IndexArithmetic::div(Value x, Value y) {
  return arith::DivUIOp::create(l.b, x, y);
}
Value IndexArithmetic::max(Value x, Value y) {
  return arith::MaxUIOp::create(l.b, x, y);
}
Value IndexArithmetic::atLeast(Value x, Value y) {
  return arith::CmpIOp::create(l.b, arith::CmpIPredicate::uge, x, y);
}
Value IndexArithmetic::select(Value c, Value x, Value y) {
  return arith::SelectOp::create(l.b, c, x, y);
}

SmallVector<std::pair<int64_t, int64_t>>
mlir::rope::detail::rowPieces(int64_t width, int64_t lanes) {
  SmallVector<std::pair<int64_t, int64_t>> pieces;
  int64_t first = 0;
  for (int64_t piece = lanes; piece >= 1; piece /= 2)
    for (; first + piece <= width; first += piece)
      pieces.push_back({first, piece});
  return pieces;
}
