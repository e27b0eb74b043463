//===- PlanEntryChecks.cpp - What callers of a function must pass ---------===//

#include "rope/Transforms/EntryChecks.h"
#include "rope/Transforms/Passes.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Positions.h"
#include "rope/Target/ExtentTies.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::rope {
#define GEN_PASS_DEF_PLANENTRYCHECKSPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
/// The tensor whose sequence axis counts the tokens of position source
/// `index` of `op`, and that axis.
std::pair<Value, int64_t> tokensOf(RopeOpInterface op, unsigned index) {
  int64_t seqAxis = op.getLayout().indexOf('s');
  return llvm::TypeSwitch<Operation *, std::pair<Value, int64_t>>(op)
      .Case([&](ApplyOp apply) {
        return std::pair{apply.getInputs()[0], seqAxis};
      })
      .Case([&](ApplyTableOp apply) {
        return std::pair{apply.getInputs()[0], seqAxis};
      })
      .Case([&](AttentionOp attention) {
        return std::pair{index == 0 ? attention.getQ() : attention.getK(),
                         seqAxis};
      })
      .Case([&](CosSinTableOp table) {
        return std::pair{table.getCos(), int64_t{0}};
      })
      .Default([](Operation *) { return std::pair{Value(), int64_t{-1}}; });
}

class EntryRecord {
public:
  explicit EntryRecord(func::FuncOp func) : func(func), ties(func) {}

  DictionaryAttr build() {
    Builder b(func.getContext());
    SmallVector<Attribute> shapes;
    for (BlockArgument arg : func.getArguments())
      shapes.push_back(b.getDenseI64ArrayAttr(codesOf(arg)));
    SmallVector<func::ReturnOp> returns(
        func.getFunctionBody().getOps<func::ReturnOp>());
    for (auto [index, type] : llvm::enumerate(func.getResultTypes())) {
      // With one return, output i is tied to the value it returns.
      if (returns.size() == 1)
        shapes.push_back(
            b.getDenseI64ArrayAttr(codesOf(returns[0].getOperand(index))));
      else
        shapes.push_back(b.getDenseI64ArrayAttr(freshCodes(type)));
    }
    SmallVector<Attribute> positions;
    func.walk([&](RopeOpInterface op) {
      for (unsigned i = 0; i < op.getNumPositionSources(); ++i)
        if (std::optional<SmallVector<int64_t>> check = positionCheck(op, i))
          positions.push_back(b.getDenseI64ArrayAttr(*check));
    });
    // Query heads must be a multiple of kv heads (checked statically by
    // the verifier when both are known).
    SmallVector<Attribute> multiples;
    func.walk([&](AttentionOp attention) {
      int64_t heads = attention.getLayout().indexOf('h');
      int64_t queryHeads = ties.code(attention.getQ(), heads);
      int64_t kvHeads = ties.code(attention.getK(), heads);
      if (queryHeads < 0 || kvHeads < 0)
        multiples.push_back(b.getDenseI64ArrayAttr({queryHeads, kvHeads}));
    });
    return b.getDictionaryAttr(
        {b.getNamedAttr("multiples", b.getArrayAttr(multiples)),
         b.getNamedAttr("positions", b.getArrayAttr(positions)),
         b.getNamedAttr("shapes", b.getArrayAttr(shapes))});
  }

private:
  SmallVector<int64_t> codesOf(Value value) {
    SmallVector<int64_t> codes;
    if (auto type = dyn_cast<RankedTensorType>(value.getType()))
      for (int64_t axis = 0; axis < type.getRank(); ++axis)
        codes.push_back(ties.code(value, axis));
    return codes;
  }

  SmallVector<int64_t> freshCodes(Type type) {
    SmallVector<int64_t> codes;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      for (int64_t extent : tensor.getShape())
        codes.push_back(ShapedType::isDynamic(extent) ? ties.freshCode()
                                                      : extent);
    return codes;
  }

  /// [kind, argument, static offset, tokens, rows] when the position
  /// operand of source `index` is an argument of the function.
  std::optional<SmallVector<int64_t>> positionCheck(RopeOpInterface op,
                                                    unsigned index) {
    PositionSource source = op.getPositionSource(index);
    Value operand;
    EntryPositionKind kind;
    switch (source.getKind()) {
    case PositionSource::Kind::Static:
      return std::nullopt; // the verifier checked it
    case PositionSource::Kind::Offset:
      operand = source.offset;
      kind = EntryPositionKind::Offset;
      break;
    case PositionSource::Kind::BatchOffsets:
      operand = source.batchOffsets;
      kind = EntryPositionKind::BatchOffsets;
      break;
    case PositionSource::Kind::Explicit:
      operand = source.positions;
      kind = EntryPositionKind::Explicit;
      break;
    }
    auto arg = dyn_cast<BlockArgument>(operand);
    if (!arg || arg.getOwner() != &func.getFunctionBody().front()) {
      // Table rows are read at these positions: one the entry point cannot
      // check (computed inside, e.g. shifted by a tile's first token) could
      // read past the tables.
      if (isa<ApplyTableOp>(op.getOperation())) {
        op->emitOpError("reads its tables at run-time positions computed "
                        "inside the function, which the entry point cannot "
                        "check against the table rows; pass them as "
                        "function arguments");
        failed = true;
      }
      return std::nullopt;
    }
    auto [tokens, seqAxis] = tokensOf(op, index);
    int64_t tokenCode = seqAxis < 0 ? 1 : ties.code(tokens, seqAxis);
    int64_t rows = ::rope::rules::kPositionLimit;
    if (auto table = dyn_cast<ApplyTableOp>(op.getOperation()))
      rows = ties.code(table.getCos(), 0);
    return SmallVector<int64_t>{static_cast<int64_t>(kind),
                                static_cast<int64_t>(arg.getArgNumber()),
                                source.staticOffset, tokenCode, rows};
  }

  func::FuncOp func;
  ExtentTies ties;

public:
  /// Set when a position operand cannot be checked and must be.
  bool failed = false;
};

struct PlanEntryChecks : impl::PlanEntryChecksPassBase<PlanEntryChecks> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!func.isPublic() || func.isExternal())
        continue;
      EntryRecord record(func);
      func->setAttr(kEntryChecksAttrName, record.build());
      if (record.failed)
        signalPassFailure();
    }
  }
};
} // namespace
} // namespace mlir::rope
