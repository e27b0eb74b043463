//===- HuggingFaceConfig.h - Rotary parameters of a config.json -*- C++ -*-===//
//
// Reads a Hugging Face model configuration (config.json) into the
// reference's RopeConfig plus the attention shape (head counts and head
// dims), following transformers' RoPE initialisation (rope_theta,
// rope_scaling of 4.x, rope_parameters of 5.x, partial rotary keys) and
// mapping each rope_type onto the schedules of Semantics §2.
// docs/HuggingFace.md has the key-by-key table.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_FRONTEND_HUGGINGFACECONFIG_H
#define ROPE_FRONTEND_HUGGINGFACECONFIG_H

#include "rope/Rules/Config.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::rope {

/// What a config.json says about attention and its rotary embedding.
struct HuggingFaceModel {
  /// The rotation of queries and keys; headDim is the q/k head dim.
  ::rope::rules::RopeConfig rope;
  int64_t numAttentionHeads = 0;
  int64_t numKeyValueHeads = 0;
  /// Head dim of queries and keys (rope.headDim) and of values; they differ
  /// only for multi-head latent attention (DeepSeek-V2/V3).
  int64_t headDim = 0;
  int64_t valueHeadDim = 0;
  /// The model's softmax scale where it is not 1/sqrt(headDim): DeepSeek
  /// multiplies it by the square of YaRN's m(factor, mscale_all_dim);
  /// Gemma scales by query_pre_attn_scalar^-1/2.
  std::optional<double> attentionScale;
  /// The config's model_type, "" when absent.
  std::string modelType;
  /// The layer type read, for models whose layer types rotate differently.
  std::string layerType;
  /// Attention that rope.attention does not compute: keys older than this
  /// many positions masked out (sliding-window layers), logits soft-capped
  /// by tanh. Consumers building attention refuse them.
  std::optional<int64_t> slidingWindow;
  std::optional<double> logitSoftcapping;
};

/// Reads a parsed config.json. Keys unrelated to RoPE or attention shapes
/// are ignored; unknown keys inside rope_scaling / rope_parameters,
/// ill-typed known keys and values that give no valid rotation are errors
/// that name the key ("rope_scaling.factor: expected a number, got
/// string"). `layerType` chooses the parameters of one layer type where
/// the config gives each its own (Gemma-3's "full_attention" and
/// "sliding_attention"); it is required there and refused where the config
/// has no such layer type.
llvm::Expected<HuggingFaceModel>
readHuggingFaceConfig(const llvm::json::Value &config,
                      llvm::StringRef layerType = "");

/// Reads and parses the file at `path`, then readHuggingFaceConfig.
llvm::Expected<HuggingFaceModel>
readHuggingFaceConfigFile(llvm::StringRef path, llvm::StringRef layerType = "");

} // namespace mlir::rope

#endif // ROPE_FRONTEND_HUGGINGFACECONFIG_H
