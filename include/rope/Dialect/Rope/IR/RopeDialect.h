//===- RopeDialect.h - rope dialect -----------------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEDIALECT_H
#define ROPE_DIALECT_ROPE_IR_ROPEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

#include "rope/Dialect/Rope/IR/RopeDialect.h.inc"

#endif // ROPE_DIALECT_ROPE_IR_ROPEDIALECT_H
