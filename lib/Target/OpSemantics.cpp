//===- OpSemantics.cpp - What a rope op computes, for the manifests -------===//

#include "rope/Target/OpSemantics.h"

#include "rope/Reference/Json.h"

using namespace mlir;
using namespace mlir::rope;
using llvm::json::Object;

Object mlir::rope::describeSemantics(ApplyOp op) {
  return Object{
      {"layout", op.getLayout().getAxes()},
      {"static_offset", static_cast<int64_t>(op.getStaticOffset())},
      {"config", ::rope::reference::writeConfig(op.getRopeConfig())}};
}

Object mlir::rope::describeSemantics(AttentionOp op) {
  return Object{
      {"layout", op.getLayout().getAxes()},
      {"static_q_offset", static_cast<int64_t>(op.getStaticQOffset())},
      {"static_k_offset", static_cast<int64_t>(op.getStaticKOffset())},
      {"causal", op.getCausal()},
      {"keys_rotated", op.getKeysRotated()},
      {"scale", op.getScaleOrDefault()},
      {"config", ::rope::reference::writeConfig(op.getRopeConfig())}};
}
