//===- GuardEntryPoints.cpp - Public functions that check their input -----===//

#include "rope/Transforms/EntryChecks.h"
#include "rope/Transforms/Passes.h"

#include "rope/Rules/Positions.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/SymbolTable.h"

#include <limits>

namespace mlir::rope {
#define GEN_PASS_DEF_GUARDENTRYPOINTSPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
constexpr llvm::StringLiteral kCInterfaceAttrName = "llvm.emit_c_interface";

/// Builds the checks of one wrapper, all in i64.
class CheckBuilder {
public:
  CheckBuilder(ImplicitLocOpBuilder &b, ValueRange args) : b(b), args(args) {}

  /// Conjunction of the static extents and ties of `shapes` (one code
  /// array per argument, checked by verifyRecord).
  Value checkShapes(ArrayAttr shapes) {
    Value ok = constantBool(true);
    for (auto [index, attr] : llvm::enumerate(shapes)) {
      auto codes = cast<DenseI64ArrayAttr>(attr);
      for (auto [axis, code] : llvm::enumerate(codes.asArrayRef())) {
        Value extent = toI64(memref::DimOp::create(b, args[index], axis));
        Value expected = code >= 0 ? constantI64(code) : classExtent(code);
        if (!expected) {
          classExtents[code] = extent;
          continue;
        }
        ok = andI(ok, cmp(arith::CmpIPredicate::eq, extent, expected));
      }
    }
    return ok;
  }

  /// True when every position of `check` ([kind, argument, static offset,
  /// tokens, rows], checked by verifyRecord) is valid.
  Value checkPositions(ArrayRef<int64_t> check) {
    auto kind = static_cast<EntryPositionKind>(check[0]);
    Value operand = args[check[1]];
    // Unknown counts (extents that no argument carries) check what can be
    // checked: the first position, against the position range.
    Value tokens = valueOf(check[3]);
    Value rows = valueOf(check[4]);
    if (!rows)
      rows = constantI64(::rope::rules::kPositionLimit);
    Value span = constantI64(1);
    if (kind != EntryPositionKind::Explicit && tokens)
      span = tokens;
    auto [low, high] = kind == EntryPositionKind::Offset
                           ? std::pair{toI64(operand), toI64(operand)}
                           : bounds(operand);
    // static + high + span - 1 < rows, rearranged so that nothing wraps:
    // span <= rows first, then high <= rows - span - static.
    Value room = arith::SubIOp::create(
        b, arith::SubIOp::create(b, rows, span), constantI64(check[2]));
    Value valid = andI(cmp(arith::CmpIPredicate::sge, low, constantI64(0)),
                       andI(cmp(arith::CmpIPredicate::sle, span, rows),
                            cmp(arith::CmpIPredicate::sle, high, room)));
    // No tokens: no positions.
    return orI(cmp(arith::CmpIPredicate::eq, span, constantI64(0)), valid);
  }

  /// True when extent `check[0]` is a multiple of extent `check[1]` (0 of
  /// 0); unknown extents (no argument carries them) pass.
  Value checkMultiple(ArrayRef<int64_t> check) {
    Value multiple = valueOf(check[0]), divisor = valueOf(check[1]);
    if (!multiple || !divisor)
      return constantBool(true);
    Value zero = constantI64(0);
    Value safeDivisor = arith::MaxUIOp::create(b, divisor, constantI64(1));
    Value remainder = arith::RemUIOp::create(b, multiple, safeDivisor);
    Value divides = cmp(arith::CmpIPredicate::eq, remainder, zero);
    Value none = cmp(arith::CmpIPredicate::eq, multiple, zero);
    return arith::SelectOp::create(
        b, cmp(arith::CmpIPredicate::eq, divisor, zero), none, divides);
  }

  Value constantBool(bool v) {
    return arith::ConstantIntOp::create(b, b.getI1Type(), v);
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, x, y); }

private:
  Value classExtent(int64_t code) { return classExtents.lookup(code); }
  Value valueOf(int64_t code) {
    return code >= 0 ? constantI64(code) : classExtent(code);
  }
  Value constantI64(int64_t v) {
    return arith::ConstantIntOp::create(b, b.getI64Type(), v);
  }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, x, y); }
  Value cmp(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, predicate, x, y);
  }
  Value toI64(Value v) {
    Type i64 = b.getI64Type();
    if (v.getType().isIndex())
      return arith::IndexCastOp::create(b, i64, v);
    if (v.getType().getIntOrFloatBitWidth() < 64)
      return arith::ExtSIOp::create(b, i64, v);
    return v;
  }

  /// Smallest and largest value of an integer buffer of any rank (INT64_MAX
  /// and INT64_MIN when it is empty).
  std::pair<Value, Value> bounds(Value buffer) {
    auto type = cast<MemRefType>(buffer.getType());
    SmallVector<Value> lbs, ubs, steps;
    Value zero = arith::ConstantIndexOp::create(b, 0);
    Value one = arith::ConstantIndexOp::create(b, 1);
    for (int64_t axis = 0; axis < type.getRank(); ++axis) {
      lbs.push_back(zero);
      ubs.push_back(memref::DimOp::create(b, buffer, axis));
      steps.push_back(one);
    }
    Value init[] = {constantI64(std::numeric_limits<int64_t>::max()),
                    constantI64(std::numeric_limits<int64_t>::min())};
    scf::LoopNest nest = scf::buildLoopNest(
        b, b.getLoc(), lbs, ubs, steps, init,
        [&](OpBuilder &nb, Location loc, ValueRange ivs, ValueRange minMax) {
          ImplicitLocOpBuilder ib(loc, nb);
          CheckBuilder inner(ib, args);
          Value v = inner.toI64(memref::LoadOp::create(ib, buffer, ivs));
          return scf::ValueVector{arith::MinSIOp::create(ib, minMax[0], v),
                                  arith::MaxSIOp::create(ib, minMax[1], v)};
        });
    return {nest.results[0], nest.results[1]};
  }

  ImplicitLocOpBuilder &b;
  ValueRange args;
  llvm::DenseMap<int64_t, Value> classExtents;
};

/// `type` with every extent dynamic (the caller's sizes are then read).
Type withDynamicExtents(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref)
    return type;
  return MemRefType::get(
      SmallVector<int64_t>(memref.getRank(), ShapedType::kDynamic),
      memref.getElementType());
}

std::string uniqueName(SymbolTable &symbols, StringRef base) {
  std::string name = (base + "_unchecked").str();
  for (unsigned k = 1; symbols.lookup(name); ++k)
    name = (base + "_unchecked" + Twine(k)).str();
  return name;
}

/// Checks that the record of `func` describes its arguments.
LogicalResult verifyRecord(func::FuncOp func, ArrayAttr shapes,
                           ArrayAttr positions, ArrayAttr multiples) {
  auto fail = [&](const Twine &message) {
    return func.emitError() << "rope-guard-entry-points: " << message;
  };
  if (!shapes || !positions)
    return fail("malformed " + kEntryChecksAttrName);
  if (func.getNumResults() != 0 || shapes.size() != func.getNumArguments())
    return fail("expects results passed as output arguments (run "
                "buffer-results-to-out-params first)");
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto memref = dyn_cast<MemRefType>(type);
    if (memref && !memref.getLayout().isIdentity())
      return fail("argument #" + Twine(index) + " has a non-identity layout");
    auto codes = dyn_cast<DenseI64ArrayAttr>(shapes[index]);
    if (!codes || codes.size() != (memref ? memref.getRank() : 0))
      return fail("the record of argument #" + Twine(index) +
                  " does not match its type");
  }
  for (Attribute attr : positions) {
    auto check = dyn_cast<DenseI64ArrayAttr>(attr);
    if (!check || check.size() != 5 || check[1] < 0 ||
        check[1] >= func.getNumArguments() || check[0] < 1 || check[0] > 3)
      return fail("malformed position record");
  }
  for (Attribute attr : multiples) {
    auto check = dyn_cast<DenseI64ArrayAttr>(attr);
    if (!check || check.size() != 2)
      return fail("malformed multiple record");
  }
  return success();
}

LogicalResult guard(func::FuncOp func, SymbolTable &symbols,
                    bool usesAmxTiles) {
  auto record = func->getAttrOfType<DictionaryAttr>(kEntryChecksAttrName);
  func->removeAttr(kEntryChecksAttrName);
  auto shapes = record ? record.getAs<ArrayAttr>("shapes") : nullptr;
  auto positions = record ? record.getAs<ArrayAttr>("positions") : nullptr;
  // `multiples` is optional (records written by hand may omit it).
  auto multiples = record ? record.getAs<ArrayAttr>("multiples") : nullptr;
  if (!multiples)
    multiples = ArrayAttr::get(func.getContext(), {});
  if (failed(verifyRecord(func, shapes, positions, multiples)))
    return failure();

  const std::string publicName = func.getName().str();
  if (failed(symbols.rename(func, uniqueName(symbols, publicName))))
    return func.emitError() << "rope-guard-entry-points: cannot rename";
  const bool cInterface = func->hasAttr(kCInterfaceAttrName);
  func->removeAttr(kCInterfaceAttrName);
  func.setPrivate();

  MLIRContext *context = func.getContext();
  ImplicitLocOpBuilder b(func.getLoc(), context);
  b.setInsertionPoint(func);
  SmallVector<Type> argTypes =
      llvm::map_to_vector(func.getArgumentTypes(), withDynamicExtents);
  auto wrapper = func::FuncOp::create(
      b, publicName, FunctionType::get(context, argTypes, {b.getI32Type()}));
  symbols.insert(wrapper);
  if (cInterface)
    wrapper->setAttr(kCInterfaceAttrName, UnitAttr::get(context));
  // Callers size the workspace by the public function.
  if (Attribute bytes = func->removeAttr(kWorkspaceBytesAttrName))
    wrapper->setAttr(kWorkspaceBytesAttrName, bytes);
  b.setInsertionPointToStart(wrapper.addEntryBlock());
  ValueRange args = wrapper.getArguments();

  CheckBuilder checks(b, args);
  Value shapesOk = checks.checkShapes(shapes);
  for (Attribute attr : multiples)
    shapesOk = checks.andI(
        shapesOk,
        checks.checkMultiple(cast<DenseI64ArrayAttr>(attr).asArrayRef()));
  Value positionsOk = checks.constantBool(true);
  for (Attribute attr : positions)
    positionsOk = checks.andI(
        positionsOk,
        checks.checkPositions(cast<DenseI64ArrayAttr>(attr).asArrayRef()));
  auto status = [&](EntryStatus s) -> Value {
    return arith::ConstantIntOp::create(b, b.getI32Type(),
                                        static_cast<int32_t>(s));
  };
  Value ready = status(EntryStatus::Ok);
  if (usesAmxTiles)
    ready = arith::SelectOp::create(b, buildAmxTilesReady(b),
                                    status(EntryStatus::Ok),
                                    status(EntryStatus::TilesUnavailable));
  Value result = arith::SelectOp::create(
      b, shapesOk,
      arith::SelectOp::create(b, positionsOk, ready,
                              status(EntryStatus::PositionOutOfRange)),
      status(EntryStatus::ShapeMismatch));
  Value run = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, result,
                                    status(EntryStatus::Ok));
  scf::IfOp::create(b, run, [&](OpBuilder &nb, Location loc) {
    SmallVector<Value> operands;
    for (auto [arg, type] : llvm::zip(args, func.getArgumentTypes()))
      operands.push_back(arg.getType() == type
                             ? Value(arg)
                             : memref::CastOp::create(nb, loc, type, arg));
    func::CallOp::create(nb, loc, func, operands);
    scf::YieldOp::create(nb, loc);
  });
  func::ReturnOp::create(b, result);
  return success();
}

/// Whether `func` or a function it calls (directly or not) holds an AMX op.
bool reachesAmxTiles(func::FuncOp func, SymbolTable &symbols,
                     llvm::DenseMap<Operation *, bool> &reaches) {
  auto [it, inserted] = reaches.try_emplace(func, false); // cycles: false
  if (!inserted)
    return it->second;
  bool found = false;
  func.walk([&](Operation *op) {
    if (isa_and_nonnull<amx::AMXDialect>(op->getDialect()))
      found = true;
    else if (auto call = dyn_cast<func::CallOp>(op))
      if (auto callee = symbols.lookup<func::FuncOp>(call.getCallee()))
        found = reachesAmxTiles(callee, symbols, reaches);
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  reaches[func] = found;
  return found;
}

struct GuardEntryPoints : impl::GuardEntryPointsPassBase<GuardEntryPoints> {
  void runOnOperation() override {
    SymbolTable symbols(getOperation());
    SmallVector<func::FuncOp> recorded;
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (func->hasAttr(kEntryChecksAttrName))
        recorded.push_back(func);
    // Entry points that reach AMX tile ops first make sure the tiles may
    // be used.
    llvm::DenseMap<Operation *, bool> reaches;
    for (func::FuncOp func : recorded)
      if (failed(guard(func, symbols, reachesAmxTiles(func, symbols, reaches))))
        return signalPassFailure();
  }
};
} // namespace
} // namespace mlir::rope
