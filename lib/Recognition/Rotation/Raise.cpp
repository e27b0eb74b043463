//===- Raise.cpp - Decomposed RoPE to rope ops ----------------------------===//

#include "RaiseState.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Recognition/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/Format.h"

#include <cmath>

#define DEBUG_TYPE "rope-raise"

namespace mlir::rope {
#define GEN_PASS_DEF_RAISEPASS
#include "rope/Recognition/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// "pairing=half, theta=10000, params" or "pairing=half, tables".
std::string describe(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  auto rope = cast<RopeOpInterface>(op);
  ParamsAttr params = rope.getParams();
  os << "pairing=" << stringifyPairing(params.getPairing());
  if (params.getRotaryDim() != 0)
    os << ", rotary_dim=" << params.getRotaryDim();
  if (auto apply = dyn_cast<ApplyOp>(op)) {
    double theta = params.getTheta().convertToDouble();
    if (theta == std::floor(theta) && theta < 1e15)
      os << ", theta=" << static_cast<int64_t>(theta);
    else
      os << ", theta=" << llvm::format("%.17g", theta);
    if (apply.getStaticOffset() != 0)
      os << ", static_offset=" << apply.getStaticOffset();
    if (apply.getOffset())
      os << ", offset";
    if (apply.getInverse())
      os << ", inverse";
    os << ", params";
  } else {
    if (cast<ApplyTableOp>(op).getInverse())
      os << ", inverse";
    os << ", tables";
  }
  return text;
}

} // namespace

namespace mlir::rope {
namespace {
struct Raise : impl::RaisePassBase<Raise> {
  using RaisePassBase::RaisePassBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    RaiseState state(func);
    state.exactAngles = exactAngles;
    state.allowInverse = inverse;
    state.report = report;
    raiseElementRotations(state);
    state.eraseDeadOps();
    mergeQueryKeyPairs(state);
    state.eraseDeadOps();
    if (!report)
      return;
    state.reportNearMisses();
    unsigned rotations = 0, tables = 0, applies = 0;
    for (auto &[op, form] : state.raised) {
      op->emitRemark() << "raised " << form.pattern << " RoPE (" << describe(op)
                       << ")";
      rotations += form.rotations;
      ++(isa<ApplyOp>(op) ? applies : tables);
    }
    func.emitRemark() << "rope-raise: " << rotations
                      << " rotation(s) raised into " << applies
                      << " rope.apply and " << tables << " rope.apply_table";
  }
};

} // namespace
} // namespace mlir::rope
