//===- ManifestWriter.cpp - JSON description of compiled entry points -----===//

#include "rope/Target/CPU/ManifestWriter.h"

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Target/ExtentTies.h"
#include "rope/Target/ManifestSchema.h"
#include "rope/Target/OpSemantics.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using llvm::json::Array;
using llvm::json::Object;
using mlir::rope::ExtentTies;

namespace {
std::string printed(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

/// "f32", "bf16", "i32", "index", or "" for types the runtime cannot pass.
std::string elementName(Type type) {
  if (type.isF32() || type.isF16() || type.isBF16() || type.isF64() ||
      type.isIndex() || type.isSignlessInteger(32) ||
      type.isSignlessInteger(64)) {
    std::string text;
    llvm::raw_string_ostream os(text);
    type.print(os);
    return text;
  }
  return "";
}

/// `shape` is the manifest shape of a tensor type (symbols for the dynamic
/// extents), ignored for scalars.
FailureOr<Object> describeValueType(Location loc, Type type, Array shape) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    std::string element = elementName(tensor.getElementType());
    if (element.empty())
      return emitError(loc) << "entry points take tensors of f32, f16, bf16, "
                               "f64, i32, i64 or index, not "
                            << type;
    return Object{{"kind", "tensor"}, {"shape", std::move(shape)},
                  {"element", element}};
  }
  std::string element = elementName(type);
  if (element.empty())
    return emitError(loc) << "entry points take ranked tensors or integer, "
                             "index and float scalars, not "
                          << type;
  return Object{{"kind", "scalar"}, {"element", element}};
}

/// The values the function returns, when it returns from one place only
/// (otherwise its outputs tie to nothing).
std::optional<ValueRange> returnedValues(func::FuncOp func) {
  std::optional<ValueRange> returned;
  unsigned count = 0;
  func.walk([&](func::ReturnOp ret) {
    if (ret->getParentOp() == func.getOperation() && count++ == 0)
      returned = ret.getOperands();
  });
  return count == 1 ? returned : std::nullopt;
}

/// Argument index of `value` in `func`, or -1 when it is not an argument.
int64_t argumentIndex(func::FuncOp func, Value value) {
  auto arg = dyn_cast_or_null<BlockArgument>(value);
  if (!arg || arg.getOwner() != &func.getBody().front())
    return -1;
  return arg.getArgNumber();
}

/// The op of a function whose body is exactly that op followed by the
/// return, or null.
template <typename OpT>
OpT singleOpBody(func::FuncOp func, func::ReturnOp &ret) {
  Block &body = func.getBody().front();
  auto op = dyn_cast<OpT>(body.front());
  ret = dyn_cast<func::ReturnOp>(body.back());
  if (!op || !ret || op->getNextNode() != ret)
    return nullptr;
  return op;
}

/// Output index of `value` among the returned values, or -1.
int64_t resultIndex(func::ReturnOp ret, Value value) {
  auto it = llvm::find(ret.getOperands(), value);
  if (it == ret.getOperands().end())
    return -1;
  return it - ret.getOperands().begin();
}

/// Records the argument index of each present operand under its key;
/// false when one is not an argument.
bool describeOptionalArgs(
    func::FuncOp func, Object &entry,
    std::initializer_list<std::pair<const char *, Value>> operands) {
  for (auto [key, value] : operands) {
    if (!value)
      continue;
    int64_t index = argumentIndex(func, value);
    if (index < 0)
      return false;
    entry[key] = index;
  }
  return true;
}

/// For a rope.apply on arguments of `func` whose results `ret` returns as
/// they are: the role of every argument and result and the reference
/// configuration, so a harness can check the results.
std::optional<Object> describeApply(func::FuncOp func, func::ReturnOp ret,
                                    mlir::rope::ApplyOp apply) {
  if (!ret)
    return std::nullopt;
  Array inputs, results;
  for (Value input : apply.getInputs()) {
    int64_t index = argumentIndex(func, input);
    if (index < 0)
      return std::nullopt;
    inputs.push_back(index);
  }
  for (Value result : apply.getResults()) {
    int64_t index = resultIndex(ret, result);
    if (index < 0)
      return std::nullopt;
    results.push_back(index);
  }
  Object entry = mlir::rope::describeSemantics(apply);
  entry["inputs"] = std::move(inputs);
  entry["results"] = std::move(results);
  if (!describeOptionalArgs(func, entry,
                            {{"offset_arg", apply.getOffset()},
                             {"batch_offsets_arg", apply.getBatchOffsets()},
                             {"positions_arg", apply.getPositions()}}))
    return std::nullopt;
  return entry;
}

/// For a function whose body is one rope.apply on its arguments, returning
/// the rotated tensors: describeApply of it.
std::optional<Object> describeSingleApply(func::FuncOp func) {
  func::ReturnOp ret;
  auto apply = singleOpBody<mlir::rope::ApplyOp>(func, ret);
  if (!apply)
    return std::nullopt;
  return describeApply(func, ret, apply);
}

/// The kernel plan of a rope.attention (#rope.cpu_attention_plan).
Object describeCpuAttentionPlan(mlir::rope::CpuAttentionPlanAttr plan) {
  return Object{
      {"matmul", stringifyCpuMatmul(plan.getMatmul()).str()},
      {"vector_bits", plan.getVectorBits()},
      {"query_block", plan.getQueryBlock()},
      {"key_block", plan.getKeyBlock()},
      {"key_tile", plan.getKeyTile()},
      {"row_key_tile", plan.getRowKeyTile()},
      {"output_rows", plan.getOutputRows()},
      {"value_vectors", plan.getValueVectors()},
      {"group_heads", plan.getGroupHeads()},
      {"kv_heads_per_item", plan.getKvHeadsPerItem()},
      {"prefetch_order",
       mlir::rope::stringifyPrefetchOrder(plan.getPrefetchOrder()).str()},
      {"key_rotation", mlir::rope::stringifyKeyRotation(plan.getKeyRotation())},
      {"key_splits", plan.getKeySplits()}};
}

/// The kernel plan of a rope.apply (#rope.cpu_apply_plan).
Object describeCpuApplyPlan(mlir::rope::CpuApplyPlanAttr plan) {
  return Object{{"kernel", plan.getUnrolled() ? "vector" : "loops"},
                {"vector_bits", plan.getVectorBits()}};
}

/// Every rope op of `func`; a rope.apply that a harness can check alone
/// (describeApply) carries its roles as `rope_apply`.
Array describeRopeOps(func::FuncOp func) {
  Array ops;
  Block &body = func.getBody().front();
  auto ret = dyn_cast<func::ReturnOp>(body.back());
  func.walk([&](mlir::rope::RopeOpInterface op) {
    Object entry{{"op", op->getName().getStringRef()},
                 {"params", printed(op.getParams())},
                 {"layout", op.getLayout().getAxes()}};
    entry["inverse"] = op.getRopeConfig().inverse;
    if (auto plan = op->getAttrOfType<mlir::rope::CpuAttentionPlanAttr>(
            mlir::rope::CpuAttentionPlanAttr::getAttrName()))
      entry["cpu_plan"] = describeCpuAttentionPlan(plan);
    if (auto plan = op->getAttrOfType<mlir::rope::CpuApplyPlanAttr>(
            mlir::rope::CpuApplyPlanAttr::getAttrName()))
      entry["cpu_plan"] = describeCpuApplyPlan(plan);
    if (auto apply = dyn_cast<mlir::rope::ApplyOp>(op.getOperation());
        apply && apply->getBlock() == &body)
      if (std::optional<Object> roles = describeApply(func, ret, apply))
        entry["rope_apply"] = std::move(*roles);
    ops.push_back(std::move(entry));
  });
  return ops;
}

/// For a function whose body is one rope.attention on its arguments,
/// returning its result: the same for a harness to check the attention.
std::optional<Object> describeSingleAttention(func::FuncOp func) {
  func::ReturnOp ret;
  auto attention = singleOpBody<mlir::rope::AttentionOp>(func, ret);
  if (!attention)
    return std::nullopt;
  int64_t result = resultIndex(ret, attention.getResult());
  if (result < 0)
    return std::nullopt;
  Object entry = mlir::rope::describeSemantics(attention);
  entry["result"] = result;
  for (auto [key, value] : {std::pair{"q_arg", attention.getQ()},
                            {"k_arg", attention.getK()},
                            {"v_arg", attention.getV()}}) {
    int64_t index = argumentIndex(func, value);
    if (index < 0)
      return std::nullopt;
    entry[key] = index;
  }
  if (!describeOptionalArgs(func, entry,
                            {{"bias_arg", attention.getBias()},
                             {"q_offset_arg", attention.getQOffset()},
                             {"k_offset_arg", attention.getKOffset()},
                             {"q_positions_arg", attention.getQPositions()},
                             {"k_positions_arg", attention.getKPositions()}}))
    return std::nullopt;
  return entry;
}
} // namespace

FailureOr<llvm::json::Value> mlir::rope::describeEntryPoints(ModuleOp module,
                                                       bool outParams) {
  Array entries;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isPrivate() || func.isExternal())
      continue;
    // Every tensor's shape names its dynamic extents with one ExtentTies,
    // so equal symbols mean "the IR needs these equal".
    ExtentTies ties(func);
    Array args, outputs;
    for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
      BlockArgument value = func.getArgument(index);
      FailureOr<Object> arg =
          describeValueType(value.getLoc(), type, ties.shape(value));
      if (failed(arg))
        return failure();
      args.push_back(std::move(*arg));
    }
    std::optional<ValueRange> returned = returnedValues(func);
    for (auto [index, type] : llvm::enumerate(func.getResultTypes())) {
      Array shape;
      if (isa<RankedTensorType>(type))
        shape = returned ? ties.shape((*returned)[index])
                         : ties.freshShape(type);
      FailureOr<Object> out =
          describeValueType(func.getLoc(), type, std::move(shape));
      if (failed(out))
        return failure();
      if (outParams && (*out)["kind"] != "tensor")
        return emitError(func.getLoc())
               << "entry point results must be tensors, got " << type;
      outputs.push_back(std::move(*out));
    }
    Object entry{{"name", func.getSymName()},
                 {"symbol", ("_mlir_ciface_" + func.getSymName()).str()},
                 {"args", std::move(args)},
                 {"outputs", std::move(outputs)},
                 {"rope_ops", describeRopeOps(func)}};
    // With output buffers, rope-guard-entry-points makes it return a status.
    if (outParams)
      entry["returns"] = "status-i32";
    if (std::optional<Object> apply = describeSingleApply(func))
      entry["rope_apply"] = std::move(*apply);
    if (std::optional<Object> attention = describeSingleAttention(func))
      entry["rope_attention"] = std::move(*attention);
    entries.push_back(std::move(entry));
  }
  if (entries.empty())
    return emitError(module.getLoc()) << "no public function to compile";
  return llvm::json::Value(Object{{"schema", kManifestSchema},
                                  {"version", kManifestVersion},
                                  {"target", "cpu"},
                                  {"calling_convention",
                                   outParams ? "outputs-after-inputs"
                                             : "returned-memrefs"},
                                  {"entry_points", std::move(entries)}});
}
