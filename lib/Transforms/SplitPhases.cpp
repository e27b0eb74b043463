//===- SplitPhases.cpp - Entry points per phase, for runtime workgroups ---===//

#include "rope/Transforms/EntryChecks.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_SPLITPHASESPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
/// Ops of one phase: a parallel loop, or the ops with effects between two.
struct Segment {
  SmallVector<Operation *> ops;
  scf::ForallOp loop; // null: serial
  int64_t iterations = 1;
};

/// The body a public entry point runs: the function its guard calls, or
/// itself.
func::FuncOp bodyOf(func::FuncOp entry, SymbolTable &symbols) {
  func::FuncOp body = entry;
  entry.walk([&](func::CallOp call) {
    if (auto callee = symbols.lookup<func::FuncOp>(call.getCallee()))
      if (callee.getName() == (entry.getName() + "_unchecked").str())
        body = callee;
  });
  return body;
}

FailureOr<SmallVector<Segment>> segmentsOf(func::FuncOp body) {
  SmallVector<Segment> segments;
  for (Operation &op : body.getBody().front().without_terminator()) {
    if (isMemoryEffectFree(&op))
      continue;
    if (auto loop = dyn_cast<scf::ForallOp>(op)) {
      std::optional<SmallVector<int64_t>> bounds =
          getConstantIntValues(loop.getMixedUpperBound());
      if (!loop.isNormalized() || !bounds)
        return loop.emitError()
               << "rope-split-phases: a parallel loop needs static, "
                  "normalized bounds to be shared between workgroups";
      Segment segment;
      segment.ops.push_back(loop);
      segment.loop = loop;
      for (int64_t bound : *bounds)
        segment.iterations *= bound;
      segments.push_back(std::move(segment));
      continue;
    }
    if (segments.empty() || segments.back().loop)
      segments.emplace_back();
    segments.back().ops.push_back(&op);
  }
  return segments;
}

/// Whether `op` only reads memory (a load): it may be read again in a later
/// phase, as long as no phase in between writes what it reads.
bool onlyReads(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return false;
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  return llvm::all_of(instances, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Read>(e.getEffect());
  });
}

/// Whether an op of `ops` writes the buffer `value`.
bool writes(ArrayRef<Operation *> ops, Value value) {
  for (Operation *op : ops) {
    bool found = false;
    op->walk([&](MemoryEffectOpInterface inner) {
      SmallVector<MemoryEffects::EffectInstance> instances;
      inner.getEffects(instances);
      for (const MemoryEffects::EffectInstance &e : instances)
        found |= isa<MemoryEffects::Write>(e.getEffect()) &&
                 (!e.getValue() || e.getValue() == value);
    });
    if (found)
      return true;
  }
  return false;
}

/// Outlines the phases of one body.
class PhaseOutliner {
public:
  PhaseOutliner(func::FuncOp body, ArrayRef<Segment> segments)
      : body(body), segments(segments) {
    for (auto [index, segment] : llvm::enumerate(segments))
      for (Operation *op : segment.ops)
        segmentOf[op] = index;
  }

  /// Phase `index` as public function `name`: the body's arguments and,
  /// for a loop, the first linear iteration and how many to run.
  FailureOr<func::FuncOp> outline(size_t index, StringRef name,
                                  OpBuilder &moduleBuilder);

private:
  /// Clones into `b` the ops of earlier phases and the effect-free ops
  /// that `op` needs, first.
  LogicalResult cloneDefinitions(Operation *op, size_t phase, OpBuilder &b,
                                 IRMapping &mapping);

  func::FuncOp body;
  ArrayRef<Segment> segments;
  llvm::DenseMap<Operation *, size_t> segmentOf;
};

LogicalResult PhaseOutliner::cloneDefinitions(Operation *op, size_t phase,
                                              OpBuilder &b,
                                              IRMapping &mapping) {
  auto visit = [&](Value value, auto &self) -> LogicalResult {
    if (mapping.contains(value))
      return success();
    Operation *def = value.getDefiningOp();
    if (!def || def->getParentOp() != body)
      return success();
    auto owner = segmentOf.find(def);
    if (owner != segmentOf.end()) {
      // Cloned in order with its own phase.
      if (owner->second == phase)
        return success();
      if (!onlyReads(def) ||
          llvm::any_of(def->getOperands(), [&](Value buffer) {
            for (size_t between = owner->second + 1; between < phase;
                 ++between)
              if (writes(segments[between].ops, buffer))
                return true;
            return false;
          }))
        return def->emitError()
               << "rope-split-phases: a value computed in one phase is "
                  "used by a later one and cannot be computed again there";
    }
    for (Value operand : def->getOperands())
      if (failed(self(operand, self)))
        return failure();
    b.clone(*def, mapping);
    return success();
  };
  WalkResult result = op->walk([&](Operation *inner) {
    for (Value operand : inner->getOperands())
      if (failed(visit(operand, visit)))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

FailureOr<func::FuncOp> PhaseOutliner::outline(size_t index, StringRef name,
                                               OpBuilder &moduleBuilder) {
  const Segment &phase = segments[index];
  Location loc = phase.ops.front()->getLoc();
  MLIRContext *context = body.getContext();
  SmallVector<Type> types(body.getArgumentTypes());
  if (phase.loop)
    types.append({IndexType::get(context), IndexType::get(context)});
  auto fn = func::FuncOp::create(moduleBuilder, loc, name,
                                 FunctionType::get(context, types, {}));
  Block *entry = fn.addEntryBlock();
  OpBuilder b = OpBuilder::atBlockEnd(entry);
  IRMapping mapping;
  for (auto [from, to] : llvm::zip(body.getArguments(), fn.getArguments()))
    mapping.map(from, to);
  if (!phase.loop) {
    for (Operation *op : phase.ops) {
      if (failed(cloneDefinitions(op, index, b, mapping)))
        return failure();
      b.clone(*op, mapping);
    }
    func::ReturnOp::create(b, loc);
    return fn;
  }
  scf::ForallOp forall = phase.loop;
  if (failed(cloneDefinitions(forall, index, b, mapping)))
    return failure();
  // Iterations [first, min(first + count, total)) of the loop, linearized
  // with the last index fastest.
  Value first = fn.getArgument(types.size() - 2);
  Value count = fn.getArgument(types.size() - 1);
  Value total = arith::ConstantIndexOp::create(b, loc, phase.iterations);
  Value end = arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, first, count), total);
  Value start = arith::MinUIOp::create(b, loc, first, total);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(b, loc, start, end, one);
  b.setInsertionPointToStart(loop.getBody());
  SmallVector<int64_t> bounds =
      *getConstantIntValues(forall.getMixedUpperBound());
  Value rest = loop.getInductionVar();
  SmallVector<Value> ivs(bounds.size());
  for (int64_t axis = bounds.size() - 1; axis >= 0; --axis) {
    Value bound = arith::ConstantIndexOp::create(b, loc, bounds[axis]);
    ivs[axis] = arith::RemUIOp::create(b, loc, rest, bound);
    rest = arith::DivUIOp::create(b, loc, rest, bound);
  }
  for (auto [from, to] : llvm::zip(forall.getInductionVars(), ivs))
    mapping.map(from, to);
  for (Operation &op : forall.getBody()->without_terminator())
    b.clone(op, mapping);
  b.setInsertionPointAfter(loop);
  func::ReturnOp::create(b, loc);
  return fn;
}

/// Whether `op` runs `body` (the guard's call, within its `scf.if`).
bool callsBody(Operation *op, func::FuncOp body) {
  return op->walk([&](func::CallOp call) {
             return call.getCallee() == body.getName()
                        ? WalkResult::interrupt()
                        : WalkResult::advance();
           }).wasInterrupted();
}

/// The guard's checks without its call, as `name` over the body's (static)
/// arguments, returning the status; none when every check holds by
/// construction (the static shapes a runtime workgroup passes).
FailureOr<func::FuncOp> outlineChecks(func::FuncOp entry, func::FuncOp body,
                                      StringRef name, OpBuilder &moduleBuilder,
                                      const FrozenRewritePatternSet &canonical) {
  if (entry == body || entry.getNumResults() != 1)
    return func::FuncOp();
  MLIRContext *context = entry.getContext();
  auto fn = func::FuncOp::create(
      moduleBuilder, entry.getLoc(), name,
      FunctionType::get(context, body.getArgumentTypes(),
                        entry.getResultTypes()));
  OpBuilder b = OpBuilder::atBlockEnd(fn.addEntryBlock());
  IRMapping mapping;
  for (auto [from, to] : llvm::zip(entry.getArguments(), fn.getArguments()))
    mapping.map(from, from.getType() == to.getType()
                          ? Value(to)
                          : memref::CastOp::create(b, fn.getLoc(),
                                                   from.getType(), to));
  for (Operation &op : entry.getBody().front())
    if (!callsBody(&op, body))
      b.clone(op, mapping);
  if (failed(applyPatternsGreedily(fn, canonical)))
    return fn.emitError() << "rope-split-phases: checks did not settle";
  auto ret = cast<func::ReturnOp>(fn.getBody().front().getTerminator());
  if (matchPattern(ret.getOperand(0), m_Zero())) {
    fn.erase();
    return func::FuncOp();
  }
  return fn;
}

struct SplitPhases : impl::SplitPhasesPassBase<SplitPhases> {
  /// The canonicalization patterns the check functions are folded with,
  /// gathered once.
  FrozenRewritePatternSet canonical;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet patterns(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(patterns, context);
    canonical = FrozenRewritePatternSet(std::move(patterns));
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> entries;
    for (auto fn : module.getOps<func::FuncOp>())
      if (fn.isPublic() && !fn.isExternal())
        entries.push_back(fn);
    MLIRContext *context = &getContext();
    for (func::FuncOp entry : entries) {
      func::FuncOp body = bodyOf(entry, symbols);
      FailureOr<SmallVector<Segment>> segments = segmentsOf(body);
      if (failed(segments))
        return signalPassFailure();
      OpBuilder moduleBuilder(context);
      moduleBuilder.setInsertionPointAfter(body);
      SmallVector<Attribute> phases;
      PhaseOutliner outliner(body, *segments);
      for (auto [index, phase] : llvm::enumerate(*segments)) {
        std::string name =
            (entry.getName() + "_phase" + Twine(index)).str();
        FailureOr<func::FuncOp> outlined =
            outliner.outline(index, name, moduleBuilder);
        if (failed(outlined))
          return signalPassFailure();
        func::FuncOp fn = *outlined;
        symbols.insert(fn);
        moduleBuilder.setInsertionPointAfter(fn);
        phases.push_back(DictionaryAttr::get(
            context,
            {NamedAttribute(StringAttr::get(context, "name"),
                            StringAttr::get(context, fn.getName())),
             NamedAttribute(StringAttr::get(context, "iterations"),
                            IntegerAttr::get(IntegerType::get(context, 64),
                                             phase.loop ? phase.iterations
                                                        : 1)),
             NamedAttribute(StringAttr::get(context, "parallel"),
                            BoolAttr::get(context, bool(phase.loop)))}));
      }
      entry->setAttr(kPhasesAttrName, ArrayAttr::get(context, phases));
      FailureOr<func::FuncOp> checks =
          outlineChecks(entry, body, (entry.getName() + "_check").str(),
                        moduleBuilder, canonical);
      if (failed(checks))
        return signalPassFailure();
      if (*checks) {
        symbols.insert(*checks);
        entry->setAttr(kCheckAttrName,
                       StringAttr::get(context, checks->getName()));
      }
    }
  }
};
} // namespace
} // namespace mlir::rope
