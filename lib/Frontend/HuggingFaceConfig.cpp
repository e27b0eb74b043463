//===- HuggingFaceConfig.cpp - Rotary parameters of a config.json ---------===//
//
// Follows transformers 5.x (modeling_rope_utils.py and the configuration
// classes), which reads 4.x configs the same way: rope_scaling takes the
// place of rope_parameters, `type` of `rope_type`, and a top-level
// rope_theta / partial_rotary_factor / original_max_position_embeddings
// fill in what the dictionary lacks.
//
//===----------------------------------------------------------------------===//

#include "rope/Frontend/HuggingFaceConfig.h"

#include "JsonFieldReader.h"

#include "rope/Rules/Frequencies.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using mlir::rope::detail::JsonFieldReader;
namespace json = llvm::json;
namespace rules = ::rope::rules;

namespace {

/// How a model family lays out its rotary channels and names its keys
/// (transformers' configuration and modeling files of each family).
struct Family {
  StringRef modelType;
  rules::Pairing pairing = rules::Pairing::Half;
  /// partial_rotary_factor when the config gives none.
  double defaultPartialFactor = 1.0;
  /// The family's own spelling of partial_rotary_factor and rope_theta.
  StringRef partialKey;
  StringRef thetaKey;
  /// GPT-J style: the config counts rotated channels in `rotary_dim`
  /// (this default when absent, null meaning the whole head).
  std::optional<int64_t> defaultRotaryDim;
  /// Phi-3 reads its older rope types "su" and "yarn" as longrope.
  bool longRopeAliases = false;
};

const Family kFamilies[] = {
    {"gpt_neox", rules::Pairing::Half, 0.25, "rotary_pct", "rotary_emb_base",
     std::nullopt, false},
    {"phi", rules::Pairing::Half, 0.5, "", "", std::nullopt, false},
    {"phi3", rules::Pairing::Half, 1.0, "", "", std::nullopt, true},
    {"gptj", rules::Pairing::Interleaved, 1.0, "", "", 64, false},
    {"codegen", rules::Pairing::Interleaved, 1.0, "", "", 64, false},
};

const Family &familyOf(StringRef modelType) {
  static const Family generic;
  for (const Family &family : kFamilies)
    if (family.modelType == modelType)
      return family;
  return generic;
}

/// Every key transformers reads from rope_scaling / rope_parameters.
constexpr StringRef kRopeKeys[] = {
    "attention_factor", "beta_fast",        "beta_slow",
    "factor",           "high_freq_factor", "long_factor",
    "low_freq_factor",  "mscale",           "mscale_all_dim",
    "original_max_position_embeddings",     "partial_rotary_factor",
    "rope_theta",       "rope_type",        "short_factor",
    "truncate",         "type"};

/// The rope_scaling / rope_parameters dictionary, every key optional.
struct RopeDict {
  std::string name; // "rope_scaling" or "rope_parameters"
  std::string typeKey = "rope_type";
  std::string type = "default";
  std::optional<double> theta, partialFactor, factor, attentionFactor,
      betaFast, betaSlow, mscale, mscaleAllDim, lowFreqFactor, highFreqFactor;
  std::optional<int64_t> originalMax;
  std::optional<bool> truncate;
  std::optional<std::vector<double>> shortFactor, longFactor;
};

void readRopeDict(JsonFieldReader &keys, RopeDict &d) {
  keys.rejectUnknown(kRopeKeys);
  std::optional<std::string> type = keys.string("rope_type");
  std::optional<std::string> legacy = keys.string("type");
  if (type && legacy && *type != *legacy)
    keys.fail("type",
              "'" + *legacy + "' contradicts rope_type '" + *type + "'");
  if (!type && legacy)
    d.typeKey = "type";
  d.type = type ? *type : legacy.value_or("default");
  d.theta = keys.number("rope_theta");
  d.partialFactor = keys.number("partial_rotary_factor");
  d.factor = keys.number("factor");
  d.attentionFactor = keys.number("attention_factor");
  d.betaFast = keys.number("beta_fast");
  d.betaSlow = keys.number("beta_slow");
  d.mscale = keys.number("mscale");
  d.mscaleAllDim = keys.number("mscale_all_dim");
  d.lowFreqFactor = keys.number("low_freq_factor");
  d.highFreqFactor = keys.number("high_freq_factor");
  d.originalMax = keys.integer("original_max_position_embeddings");
  d.truncate = keys.boolean("truncate");
  d.shortFactor = keys.numbers("short_factor");
  d.longFactor = keys.numbers("long_factor");
}

/// The top-level keys that matter, before any default is applied.
struct TopKeys {
  std::optional<int64_t> heads, kvHeads, hidden, headDim, maxPositions,
      originalMax, rotaryDim, qkRopeHeadDim, qkNopeHeadDim, vHeadDim;
  std::optional<double> theta, partialFactor;
  /// The key `theta` came from, as messages name it.
  std::string thetaKey = "rope_theta";
  std::optional<bool> ropeInterleave;
  bool hasRotaryDim = false;
};

template <typename T>
std::optional<T> firstOf(std::optional<T> a, std::optional<T> b) {
  return a ? a : b;
}

void readTopKeys(JsonFieldReader &keys, const Family &family, TopKeys &t) {
  // GPT-J and CodeGen spell the shape keys n_head, n_embd, n_positions.
  t.heads =
      firstOf(keys.integer("num_attention_heads"), keys.integer("n_head"));
  t.kvHeads = keys.integer("num_key_value_heads");
  t.hidden = firstOf(keys.integer("hidden_size"), keys.integer("n_embd"));
  t.headDim = keys.integer("head_dim");
  t.maxPositions = firstOf(keys.integer("max_position_embeddings"),
                           keys.integer("n_positions"));
  t.originalMax = keys.integer("original_max_position_embeddings");
  t.theta = keys.number("rope_theta");
  if (!t.theta && !family.thetaKey.empty()) {
    t.theta = keys.number(family.thetaKey);
    t.thetaKey = family.thetaKey.str();
  }
  t.partialFactor = keys.number("partial_rotary_factor");
  if (!t.partialFactor && !family.partialKey.empty())
    t.partialFactor = keys.number(family.partialKey);
  if (family.defaultRotaryDim) {
    t.hasRotaryDim = true;
    t.rotaryDim = keys.present("rotary_dim") ? keys.integer("rotary_dim")
                                             : family.defaultRotaryDim;
  }
  // Multi-head latent attention (DeepSeek-V2/V3).
  t.qkRopeHeadDim = keys.integer("qk_rope_head_dim");
  t.qkNopeHeadDim = keys.integer("qk_nope_head_dim");
  t.vHeadDim = keys.integer("v_head_dim");
  t.ropeInterleave = keys.boolean("rope_interleave");
}

llvm::Error configError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// An empty dictionary counts as absent, as transformers' `or` makes it.
const json::Object *nonEmpty(const json::Object *object) {
  return object && !object->empty() ? object : nullptr;
}

/// Maps the dictionary's rope_type onto a schedule of Semantics §2 with
/// transformers' defaults; returns an error message or "".
std::string readScaling(const RopeDict &d, const TopKeys &t, rules::Scaling &s) {
  auto required = [&](StringRef key) {
    return d.name + "." + key.str() + ": required for rope_type '" + d.type +
           "'";
  };
  // llama3, yarn and longrope: a top-level value wins over the dictionary's
  // (Phi-3 keeps it there), and max_position_embeddings stands in for both.
  std::optional<int64_t> originalMax =
      firstOf(firstOf(t.originalMax, d.originalMax), t.maxPositions);
  // yarn and longrope without a factor: the context extension itself.
  auto extension = [&]() -> std::optional<double> {
    if (d.factor)
      return d.factor;
    if (!t.maxPositions || !originalMax || *originalMax == 0)
      return std::nullopt;
    return double(*t.maxPositions) / double(*originalMax);
  };
  const StringRef type = d.type;
  if (type == "default")
    return "";
  if (type == "linear" || type == "proportional") {
    if (!d.factor && type == "linear")
      return required("factor");
    if (d.factor.value_or(1.0) != 1.0)
      s = rules::linearScaling(*d.factor);
    return "";
  }
  if (type == "dynamic") {
    if (!d.factor)
      return required("factor");
    // transformers compares the sequence with max_position_embeddings here.
    if (!t.maxPositions)
      return "max_position_embeddings: required for rope_type 'dynamic'";
    s = rules::dynamicScaling(*d.factor, *t.maxPositions);
    return "";
  }
  if (!originalMax)
    return "max_position_embeddings: required for rope_type '" + d.type + "'";
  if (type == "llama3") {
    for (auto [key, value] : {std::pair{"factor", d.factor},
                              {"low_freq_factor", d.lowFreqFactor},
                              {"high_freq_factor", d.highFreqFactor}})
      if (!value)
        return required(key);
    s = rules::llama3Scaling(*d.factor, *d.lowFreqFactor, *d.highFreqFactor,
                           *originalMax);
    return "";
  }
  std::optional<double> factor = extension();
  if (!factor)
    return required("factor");
  if (type == "yarn") {
    // transformers tests these with `or` / truthiness: 0 means "not set".
    auto given = [](std::optional<double> x) { return x && *x != 0.0; };
    bool bothMscales = given(d.mscale) && given(d.mscaleAllDim);
    s = rules::yarnScaling(
        *factor, *originalMax, given(d.betaFast) ? *d.betaFast : 32.0,
        given(d.betaSlow) ? *d.betaSlow : 1.0, d.attentionFactor,
        bothMscales ? d.mscale : std::nullopt,
        bothMscales ? d.mscaleAllDim : std::nullopt, d.truncate.value_or(true));
    return "";
  }
  if (type == "longrope") {
    if (!d.shortFactor)
      return required("short_factor");
    if (!d.longFactor)
      return required("long_factor");
    s.kind = rules::ScalingKind::LongRope;
    s.shortFactor = *d.shortFactor;
    s.longFactor = *d.longFactor;
    s.originalMax = *originalMax;
    s.factor = *factor;
    s.attentionFactor = d.attentionFactor;
    return "";
  }
  return d.name + "." + d.typeKey + ": unsupported rope type '" + d.type +
         "' (expected default, linear, dynamic, yarn, longrope, llama3 or "
         "proportional)";
}

/// Head counts and head dims; returns an error message or "".
std::string readShape(const TopKeys &t, HuggingFaceModel &model) {
  if (!t.heads)
    return "num_attention_heads: required";
  if (*t.heads < 1)
    return "num_attention_heads: must be positive, got " +
           std::to_string(*t.heads);
  model.numAttentionHeads = *t.heads;
  model.numKeyValueHeads = t.kvHeads.value_or(*t.heads);
  if (model.numKeyValueHeads < 1 ||
      model.numAttentionHeads % model.numKeyValueHeads != 0)
    return "num_key_value_heads: must divide num_attention_heads (" +
           std::to_string(*t.heads) + "), got " +
           std::to_string(model.numKeyValueHeads);
  if (t.qkRopeHeadDim) {
    // MLA: each q/k head is [nope | rope] and values have their own dim.
    model.headDim = t.qkNopeHeadDim.value_or(0) + *t.qkRopeHeadDim;
    model.valueHeadDim = t.vHeadDim.value_or(model.headDim);
  } else if (t.headDim) {
    model.headDim = *t.headDim;
  } else if (t.hidden) {
    model.headDim = *t.hidden / *t.heads;
  } else {
    return "hidden_size: required when head_dim is absent";
  }
  if (!model.valueHeadDim)
    model.valueHeadDim = model.headDim;
  if (model.headDim < 2 || model.headDim > rules::kHeadDimLimit)
    return "head_dim: must lie in [2, 65536], got " +
           std::to_string(model.headDim);
  return "";
}

/// The rotated channels: rotary_dim, pairing and partial convention.
std::string readChannels(const RopeDict &d, const TopKeys &t,
                         const Family &family, rules::RopeConfig &c) {
  const double partial = d.partialFactor ? *d.partialFactor
                         : t.partialFactor ? *t.partialFactor
                                           : family.defaultPartialFactor;
  c.pairing = family.pairing;
  // transformers truncates: int(head_dim * partial_rotary_factor).
  if (t.qkRopeHeadDim) {
    c.pairing = t.ropeInterleave.value_or(true) ? rules::Pairing::Interleaved
                                                : rules::Pairing::Half;
    c.rotaryDim = int64_t(double(*t.qkRopeHeadDim) * partial);
    c.rotaryOffset = c.headDim - *t.qkRopeHeadDim;
    if (c.rotaryOffset != 0)
      c.partial = rules::PartialMode::Offset;
  } else if (d.type == "proportional") {
    // Pairs span the whole head; the first partial * D / 2 of them turn.
    c.partial = rules::PartialMode::Proportional;
    c.rotaryDim = 2 * int64_t(std::floor(partial * double(c.headDim) / 2));
  } else if (t.hasRotaryDim) {
    c.rotaryDim = t.rotaryDim.value_or(c.headDim);
  } else {
    c.rotaryDim = int64_t(double(c.headDim) * partial);
  }
  if (c.rotaryDim < 2 || c.rotaryDim % 2 != 0 || c.rotaryDim > c.headDim)
    return std::string(t.hasRotaryDim ? "rotary_dim" : "partial_rotary_factor") +
           ": gives " + std::to_string(c.rotaryDim) +
           " rotary channels for head dim " + std::to_string(c.headDim) +
           ", which must be even and in [2, head dim]";
  return "";
}

/// DeepSeek's softmax scale (transformers' yarn_apply_mscale).
void readAttentionScale(const RopeDict &d, const TopKeys &t,
                        HuggingFaceModel &model) {
  if (!t.qkRopeHeadDim || d.type == "default" || !d.mscaleAllDim ||
      *d.mscaleAllDim == 0.0 || !d.factor)
    return;
  double m = rules::yarnMscale(*d.factor, *d.mscaleAllDim);
  model.attentionScale = m * m / std::sqrt(double(model.headDim));
}

/// The rope dictionary of `layerType` in `rope` and its name in `name`;
/// returns an error message or "". transformers 5.x gives models whose
/// layer types rotate differently (Gemma-3) one dictionary per layer type
/// under rope_parameters; 4.x Gemma-3 configs give the sliding layers'
/// base as rope_local_base_freq (which then stands for rope_theta in `t`).
std::string selectLayerType(JsonFieldReader &top, const json::Object &root,
                            StringRef layerType, TopKeys &t,
                            const json::Object *&rope, std::string &name) {
  std::optional<double> localBase = top.number("rope_local_base_freq");
  const bool nested = rope && llvm::any_of(*rope, [](const auto &entry) {
                        return entry.second.getAsObject() != nullptr;
                      });
  std::vector<std::string> types;
  if (nested)
    for (const auto &entry : *rope)
      types.push_back(entry.first.str());
  else if (localBase)
    types = {"full_attention", "sliding_attention"};
  llvm::sort(types);
  if (types.empty()) {
    const json::Array *listed = root.getArray("layer_types");
    auto isLayerType = [&](const json::Value &v) {
      return v.getAsString() == std::optional<StringRef>(layerType);
    };
    if (!layerType.empty() && !(listed && llvm::any_of(*listed, isLayerType)))
      return "layer_type: '" + layerType.str() +
             "' is not a layer type of this config (it gives every layer the "
             "same rotary parameters)";
    return "";
  }
  if (layerType.empty())
    return name +
           ": this model gives each layer type its own rotary parameters (" +
           llvm::join(types, ", ") +
           "); choose one with layer_type= (rope-compile --hf-layer-type=)";
  if (!llvm::is_contained(types, layerType))
    return "layer_type: expected one of " + llvm::join(types, ", ") +
           ", got '" + layerType.str() + "'";
  if (!nested) {
    if (layerType == "sliding_attention") {
      t.theta = localBase;
      t.thetaKey = "rope_local_base_freq";
      rope = nullptr;
    }
    return "";
  }
  std::string error;
  JsonFieldReader keys(*rope, name + ".", error);
  rope = keys.object(layerType);
  name += "." + layerType.str();
  return error;
}

/// The window of the layers read, where keys beyond it are masked.
std::optional<int64_t> readSlidingWindow(JsonFieldReader &top,
                                         const json::Object &root,
                                         StringRef layerType) {
  std::optional<int64_t> window = top.integer("sliding_window");
  if (!window || top.boolean("use_sliding_window") == false)
    return std::nullopt;
  if (!layerType.empty())
    return layerType == "sliding_attention" ? window : std::nullopt;
  if (const json::Array *listed = root.getArray("layer_types"))
    if (llvm::none_of(*listed, [](const json::Value &v) {
          return v.getAsString() == std::optional<StringRef>("sliding_attention");
        }))
      return std::nullopt;
  return window;
}

/// The reference's validity rules on what was read, the message naming
/// the config key behind the field it names.
std::string checkValues(const RopeDict &d, const TopKeys &t,
                        const rules::RopeConfig &c) {
  std::string message = rules::checkConfig(c);
  if (message.empty())
    return "";
  StringRef field = StringRef(message).split(' ').first;
  std::string rest = message.substr(field.size() + 1);
  if (field == "theta")
    return (d.theta ? d.name + ".rope_theta" : t.thetaKey) + ": " + rest;
  if (llvm::is_contained(kRopeKeys, field))
    return d.name + "." + field.str() + ": " + rest;
  return "invalid rotary parameters: " + message;
}

} // namespace

llvm::Expected<HuggingFaceModel>
mlir::rope::readHuggingFaceConfig(const json::Value &config,
                                  StringRef layerType) {
  const json::Object *root = config.getAsObject();
  if (!root)
    return configError("config: expected an object, got " +
                   detail::jsonKindName(config));
  std::string error;
  JsonFieldReader top(*root, "", error);
  HuggingFaceModel model;
  model.modelType = top.string("model_type").value_or("");
  const Family &family = familyOf(model.modelType);
  TopKeys t;
  readTopKeys(top, family, t);
  const json::Object *scaling = nonEmpty(top.object("rope_scaling"));
  const json::Object *parameters = nonEmpty(top.object("rope_parameters"));
  if (!error.empty())
    return configError(error);
  if (scaling && parameters)
    return configError("rope_scaling: give rope_scaling (transformers 4.x) or "
                   "rope_parameters (5.x), not both");
  RopeDict d;
  d.name = scaling ? "rope_scaling" : "rope_parameters";
  const json::Object *dict = scaling ? scaling : parameters;
  error = selectLayerType(top, *root, layerType, t, dict, d.name);
  if (error.empty() && dict) {
    JsonFieldReader keys(*dict, d.name + ".", error);
    readRopeDict(keys, d);
  }
  if (error.empty())
    error = readShape(t, model);
  rules::RopeConfig &c = model.rope;
  c.headDim = model.headDim;
  c.theta = d.theta ? *d.theta : t.theta.value_or(10000.0);
  if (error.empty())
    error = readChannels(d, t, family, c);
  if (error.empty())
    error = readScaling(d, t, c.scaling);
  if (error.empty())
    error = checkValues(d, t, c);
  if (!error.empty())
    return configError(error);
  readAttentionScale(d, t, model);
  model.layerType = layerType.str();
  std::optional<double> preAttn = top.number("query_pre_attn_scalar");
  model.slidingWindow = readSlidingWindow(top, *root, layerType);
  model.logitSoftcapping = top.number("attn_logit_softcapping");
  if (preAttn && !(*preAttn > 0))
    error = "query_pre_attn_scalar: must be positive, got " +
            std::to_string(*preAttn);
  if (!error.empty())
    return configError(error);
  if (preAttn)
    model.attentionScale = 1.0 / std::sqrt(*preAttn);
  return model;
}

llvm::Expected<HuggingFaceModel>
mlir::rope::readHuggingFaceConfigFile(StringRef path, StringRef layerType) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file)
    return configError("cannot read '" + path + "': " + file.getError().message());
  llvm::Expected<json::Value> value = json::parse((*file)->getBuffer());
  if (!value)
    return configError("'" + path + "' is not valid JSON: " +
                   llvm::toString(value.takeError()));
  return readHuggingFaceConfig(*value, layerType);
}
