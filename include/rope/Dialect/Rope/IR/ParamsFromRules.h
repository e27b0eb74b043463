//===- ParamsFromRules.h - #rope.params from a RopeConfig -------*- C++ -*-===//
//
// The inverse of ParamsAttr::toRules, for front ends that describe a
// rotation with the rules' structs (configuration readers, embedding
// compilers) and need the attribute.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_IR_PARAMSFROMRULES_H
#define ROPE_DIALECT_ROPE_IR_PARAMSFROMRULES_H

#include "rope/Dialect/Rope/IR/RopeAttrs.h"

namespace mlir::rope {

/// The scaling attribute of `scaling`; null for the default schedule.
ScalingAttrInterface scalingAttrFromRules(MLIRContext *context,
                                              const ::rope::rules::Scaling &scaling);

/// The #rope.params of `config` (its head dim is not part of the attribute;
/// a rotary dim equal to it is written as the default 0, and `inverse`
/// belongs to the op).
ParamsAttr paramsAttrFromRules(MLIRContext *context,
                                   const ::rope::rules::RopeConfig &config);

} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_IR_PARAMSFROMRULES_H
