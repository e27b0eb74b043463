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

#include "rope/Reference/Config.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::rope {

/// What a config.json says about attention and its rotary embedding.
struct HuggingFaceModel {
  /// The rotation of queries and keys; headDim is the q/k head dim.
  ::rope::reference::RopeConfig rope;
  int64_t numAttentionHeads = 0;
  int64_t numKeyValueHeads = 0;
  /// Head dim of queries and keys (rope.headDim) and of values; they differ
  /// only for multi-head latent attention (DeepSeek-V2/V3).
  int64_t headDim = 0;
  int64_t valueHeadDim = 0;
  /// The model's softmax scale where it is not 1/sqrt(headDim): DeepSeek
  /// multiplies it by the square of YaRN's m(factor, mscale_all_dim).
  std::optional<double> attentionScale;
  /// The config's model_type, "" when absent.
  std::string modelType;
};

/// Reads a parsed config.json. Keys unrelated to RoPE or attention shapes
/// are ignored; unknown keys inside rope_scaling / rope_parameters and
/// ill-typed known keys are errors that name the key
/// ("rope_scaling.factor: expected a number, got string").
llvm::Expected<HuggingFaceModel>
readHuggingFaceConfig(const llvm::json::Value &config);

/// Reads and parses the file at `path`, then readHuggingFaceConfig.
llvm::Expected<HuggingFaceModel> readHuggingFaceConfigFile(llvm::StringRef path);

} // namespace mlir::rope

#endif // ROPE_FRONTEND_HUGGINGFACECONFIG_H
