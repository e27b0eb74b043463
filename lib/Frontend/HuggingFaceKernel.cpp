//===- HuggingFaceKernel.cpp - rope IR for a Hugging Face model -----------===//

#include "rope/Frontend/HuggingFaceKernel.h"

#include "rope/Dialect/Rope/IR/ParamsFromRules.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::rope;

std::optional<HuggingFaceOp> mlir::rope::parseHuggingFaceOp(StringRef name) {
  return llvm::StringSwitch<std::optional<HuggingFaceOp>>(name)
      .Case("apply", HuggingFaceOp::Apply)
      .Case("attention", HuggingFaceOp::Attention)
      .Default(std::nullopt);
}

std::optional<int64_t> mlir::rope::parseExtent(StringRef text) {
  if (text == "?")
    return ShapedType::kDynamic;
  int64_t extent;
  if (text.getAsInteger(10, extent) || extent < 0)
    return std::nullopt;
  return extent;
}

namespace {
Type elementType(OpBuilder &b, StringRef dtype) {
  return llvm::StringSwitch<Type>(dtype)
      .Case("f32", b.getF32Type())
      .Case("f16", b.getF16Type())
      .Case("bf16", b.getBF16Type())
      .Default(Type());
}

/// The entry point's argument types, in order, and its result types.
struct Signature {
  SmallVector<Type> inputs;
  SmallVector<Type> results;
};

Signature signatureFor(OpBuilder &b, const HuggingFaceModel &model,
                       const HuggingFaceKernelOptions &options, Type element) {
  auto tensor = [&](int64_t seq, int64_t heads, int64_t headDim) -> Type {
    return RankedTensorType::get({options.batch, seq, heads, headDim}, element);
  };
  Type q = tensor(options.seq, model.numAttentionHeads, model.headDim);
  if (options.op == HuggingFaceOp::Apply) {
    Type k = tensor(options.seq, model.numKeyValueHeads, model.headDim);
    return {{q, k, b.getIndexType()}, {q, k}};
  }
  Type k = tensor(ShapedType::kDynamic, model.numKeyValueHeads, model.headDim);
  Type v =
      tensor(ShapedType::kDynamic, model.numKeyValueHeads, model.valueHeadDim);
  Type out = tensor(options.seq, model.numAttentionHeads, model.valueHeadDim);
  return {{q, k, v, b.getIndexType()}, {out}};
}

/// The body: one rope op on the arguments, returned.
SmallVector<Value> buildBody(OpBuilder &b, Location loc,
                             const HuggingFaceModel &model,
                             const HuggingFaceKernelOptions &options,
                             Block::BlockArgListType args,
                             TypeRange results) {
  MLIRContext *context = b.getContext();
  ParamsAttr params = paramsAttrFromRules(context, model.rope);
  auto layout = LayoutAttr::get(context, "bshd");
  if (options.op == HuggingFaceOp::Apply) {
    auto apply = ApplyOp::create(
        b, loc, ValueRange{args[0], args[1]}, /*offset=*/args[2],
        /*batch_offsets=*/Value(), /*positions=*/Value(), layout, params,
        /*static_offset=*/0, /*inverse=*/false);
    return apply.getResults();
  }
  FloatAttr scale;
  if (model.attentionScale)
    scale = b.getF64FloatAttr(*model.attentionScale);
  auto attention = AttentionOp::create(
      b, loc, results[0], args[0], args[1], args[2], /*q_offset=*/args[3],
      /*k_offset=*/Value(), /*q_positions=*/Value(), /*k_positions=*/Value(),
      /*bias=*/Value(), layout, params, b.getI64IntegerAttr(0),
      b.getI64IntegerAttr(0), scale, b.getUnitAttr(), UnitAttr());
  return {attention.getResult()};
}
} // namespace

OwningOpRef<ModuleOp>
mlir::rope::buildHuggingFaceModule(MLIRContext &context,
                                   const HuggingFaceModel &model,
                                   const HuggingFaceKernelOptions &options,
                                   std::string &error) {
  context.loadDialect<RopeDialect, func::FuncDialect>();
  OpBuilder b(&context);
  Type element = elementType(b, options.dtype);
  if (!element) {
    error = "dtype must be f32, f16 or bf16, got '" + options.dtype + "'";
    return nullptr;
  }
  if (options.op == HuggingFaceOp::Attention && model.slidingWindow) {
    error = "sliding_window: rope.attention attends to every earlier key, not "
            "to a window of " +
            std::to_string(*model.slidingWindow) +
            (model.layerType.empty()
                 ? std::string(" (the config's layers use one)")
                 : " (layer type " + model.layerType + ")") +
            "; --hf-op=apply rotates this model's queries and keys";
    return nullptr;
  }
  if (options.op == HuggingFaceOp::Attention && model.logitSoftcapping) {
    error = "attn_logit_softcapping: rope.attention does not soft-cap its "
            "logits; --hf-op=apply rotates this model's queries and keys";
    return nullptr;
  }
  Location loc = b.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  Signature signature = signatureFor(b, model, options, element);
  std::string name = options.name;
  if (name.empty())
    name = options.op == HuggingFaceOp::Apply ? "rope_apply" : "rope_attention";
  auto func = func::FuncOp::create(
      b, loc, name, b.getFunctionType(signature.inputs, signature.results));
  Block *body = func.addEntryBlock();
  b.setInsertionPointToEnd(body);
  SmallVector<Value> results = buildBody(b, loc, model, options,
                                         body->getArguments(),
                                         signature.results);
  func::ReturnOp::create(b, loc, results);
  if (failed(verify(*module)))
    return nullptr;
  return module;
}
