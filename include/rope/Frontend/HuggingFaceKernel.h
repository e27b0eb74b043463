//===- HuggingFaceKernel.h - rope IR for a Hugging Face model ---*- C++ -*-===//
//
// Builds, with the dialect's builders, a module holding one entry point for
// a model read by readHuggingFaceConfig: its queries and keys rotated
// (rope.apply) or its whole attention (rope.attention), in the "bshd"
// layout that transformers' attention inputs use before the head
// transpose. rope-compile --hf-config compiles it; embedders call it too.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_FRONTEND_HUGGINGFACEKERNEL_H
#define ROPE_FRONTEND_HUGGINGFACEKERNEL_H

#include "rope/Frontend/HuggingFaceConfig.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <optional>
#include <string>

namespace mlir::rope {

/// What the entry point computes.
enum class HuggingFaceOp {
  /// (q [B,S,Hq,D], k [B,S,Hkv,D], offset: index) -> rotated (q, k), both
  /// at positions offset + s.
  Apply,
  /// (q [B,S,Hq,D], k [B,Sk,Hkv,D], v [B,Sk,Hkv,Dv], q_offset: index) ->
  /// causal attention output [B,S,Hq,Dv]; queries sit at q_offset + s (the
  /// tokens already cached), keys at 0 .. Sk-1.
  Attention,
};

struct HuggingFaceKernelOptions {
  HuggingFaceOp op = HuggingFaceOp::Apply;
  /// Element type of q, k, v: "f32", "f16" or "bf16".
  std::string dtype = "f32";
  /// Batch and query sequence extents; ShapedType::kDynamic for "?". The
  /// keys' sequence extent is always dynamic (the cache grows).
  int64_t batch = ShapedType::kDynamic;
  int64_t seq = ShapedType::kDynamic;
  /// The function's name; "" gives "rope_apply" or "rope_attention".
  std::string name;
};

/// Parses "apply" or "attention".
std::optional<HuggingFaceOp> parseHuggingFaceOp(StringRef name);
/// Parses a non-negative extent or "?" (ShapedType::kDynamic).
std::optional<int64_t> parseExtent(StringRef text);

/// Builds the module; on failure returns null with `error` set (a bad
/// dtype) or a diagnostic emitted to the context (an op the verifier
/// refuses).
OwningOpRef<ModuleOp>
buildHuggingFaceModule(MLIRContext &context, const HuggingFaceModel &model,
                       const HuggingFaceKernelOptions &options,
                       std::string &error);

} // namespace mlir::rope

#endif // ROPE_FRONTEND_HUGGINGFACEKERNEL_H
