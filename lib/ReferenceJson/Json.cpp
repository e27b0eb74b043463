//===- Json.cpp - RoPE configurations as JSON -----------------------------===//

#include "rope/Reference/Json.h"

#include "rope/Reference/ConfigReader.h"

using namespace rope::reference;
using namespace rope::rules;
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

namespace rope::reference {

template <typename T>
std::string readArray(const Object &object, llvm::StringRef key,
                      std::vector<T> &values) {
  return detail::readArrayFrom(object, key.str(), values);
}
template std::string readArray(const Object &, llvm::StringRef,
                               std::vector<double> &);
template std::string readArray(const Object &, llvm::StringRef,
                               std::vector<int64_t> &);

namespace {
Array toArray(const std::vector<double> &values) {
  Array array;
  for (double v : values)
    array.push_back(v);
  return array;
}

Object writeScaling(const rules::Scaling &s) {
  Object o{{"kind", rules::scalingKindName(s.kind)}};
  switch (s.kind) {
  case rules::ScalingKind::Default:
    break;
  case rules::ScalingKind::Linear:
    o["factor"] = s.factor;
    break;
  case rules::ScalingKind::Ntk:
    o["alpha"] = s.alpha;
    break;
  case rules::ScalingKind::Dynamic:
    o["factor"] = s.factor;
    o["original_max"] = s.originalMax;
    break;
  case rules::ScalingKind::Yarn:
    o["factor"] = s.factor;
    o["original_max"] = s.originalMax;
    o["beta_fast"] = s.betaFast;
    o["beta_slow"] = s.betaSlow;
    o["truncate"] = s.truncate;
    break;
  case rules::ScalingKind::Llama3:
    o["factor"] = s.factor;
    o["original_max"] = s.originalMax;
    o["low_freq_factor"] = s.lowFreqFactor;
    o["high_freq_factor"] = s.highFreqFactor;
    break;
  case rules::ScalingKind::LongRope:
    o["short_factor"] = toArray(s.shortFactor);
    o["long_factor"] = toArray(s.longFactor);
    o["original_max"] = s.originalMax;
    o["factor"] = s.factor;
    break;
  case rules::ScalingKind::Custom:
    o["freqs"] = toArray(s.freqs);
    break;
  }
  for (auto [key, value] : {std::pair{"attention_factor", &s.attentionFactor},
                            {"mscale", &s.mscale},
                            {"mscale_all_dim", &s.mscaleAllDim}})
    if (*value)
      o[key] = **value;
  return o;
}
} // namespace

std::string readConfig(const Object &o, rules::RopeConfig &c) {
  return detail::readConfigFrom(o, c);
}

Object writeConfig(const rules::RopeConfig &c) {
  return Object{{"theta", c.theta},
                {"scaling", writeScaling(c.scaling)},
                {"head_dim", c.headDim},
                {"rotary_dim", c.rotaryDim},
                {"pairing", rules::pairingName(c.pairing)},
                {"partial", rules::partialModeName(c.partial)},
                {"rotary_offset", c.rotaryOffset},
                {"position_scale", c.positionScale},
                {"inverse", c.inverse}};
}

std::string readPositions(const Object &object, llvm::StringRef key,
                          rules::Positions &p) {
  const Object *o = nullptr;
  std::string e = detail::readObjectKey(object, key.str(), o);
  if (!e.empty() || !o)
    return e;
  if (e = detail::checkKeys(*o, kPositionsKeys, "'" + key.str() + "'");
      !e.empty())
    return e;
  std::string kind = "offset";
  int64_t offset = 0;
  bool perBatch = false;
  e = detail::readKey(*o, "kind", kind);
  if (e.empty())
    e = detail::readKey(*o, "offset", offset);
  if (e.empty())
    e = detail::readKey(*o, "per_batch", perBatch);
  if (!e.empty())
    return e;
  if (kind == "offset") {
    p = rules::Positions::fromOffset(offset);
    return "";
  }
  std::vector<int64_t> values;
  if (e = readArray(*o, "values", values); !e.empty())
    return e;
  if (kind == "batch_offsets") {
    p = rules::Positions::fromBatchOffsets(std::move(values));
    return "";
  }
  if (kind == "explicit") {
    p = rules::Positions::fromExplicit(std::move(values), perBatch);
    return "";
  }
  return "unknown positions kind '" + kind + "'";
}

} // namespace rope::reference
