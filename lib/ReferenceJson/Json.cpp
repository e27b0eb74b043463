//===- Json.cpp - RoPE configurations as JSON -----------------------------===//

#include "rope/Reference/Json.h"

using namespace rope::reference;
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

namespace rope::reference {

template <typename T>
std::string readArray(const Object &object, llvm::StringRef key,
                      std::vector<T> &values) {
  const Array *array = object.getArray(key);
  if (!array)
    return "missing array '" + key.str() + "'";
  values.clear();
  for (const Value &v : *array) {
    if constexpr (std::is_same_v<T, int64_t>) {
      std::optional<int64_t> i = v.getAsInteger();
      if (!i)
        return "'" + key.str() + "' must hold integers";
      values.push_back(*i);
    } else {
      std::optional<double> d = v.getAsNumber();
      if (!d)
        return "'" + key.str() + "' must hold numbers";
      values.push_back(*d);
    }
  }
  return "";
}
template std::string readArray(const Object &, llvm::StringRef,
                               std::vector<double> &);
template std::string readArray(const Object &, llvm::StringRef,
                               std::vector<int64_t> &);

namespace {
std::string readScaling(const Object *o, Scaling &s) {
  if (!o)
    return "";
  std::optional<llvm::StringRef> kind = o->getString("kind");
  if (!kind)
    return "scaling needs a 'kind'";
  std::optional<ScalingKind> parsed = parseScalingKind(kind->str());
  if (!parsed)
    return "unknown scaling kind '" + kind->str() + "'";
  s.kind = *parsed;
  s.factor = o->getNumber("factor").value_or(s.factor);
  s.alpha = o->getNumber("alpha").value_or(s.alpha);
  s.originalMax = o->getInteger("original_max").value_or(s.originalMax);
  s.betaFast = o->getNumber("beta_fast").value_or(s.betaFast);
  s.betaSlow = o->getNumber("beta_slow").value_or(s.betaSlow);
  s.attentionFactor = o->getNumber("attention_factor");
  s.mscale = o->getNumber("mscale");
  s.mscaleAllDim = o->getNumber("mscale_all_dim");
  s.truncate = o->getBoolean("truncate").value_or(s.truncate);
  s.lowFreqFactor = o->getNumber("low_freq_factor").value_or(s.lowFreqFactor);
  s.highFreqFactor = o->getNumber("high_freq_factor").value_or(s.highFreqFactor);
  for (auto [key, field] :
       {std::pair{"short_factor", &s.shortFactor},
        {"long_factor", &s.longFactor}, {"freqs", &s.freqs}})
    if (o->get(key))
      if (std::string e = readArray(*o, key, *field); !e.empty())
        return e;
  return "";
}


Array toArray(const std::vector<double> &values) {
  Array array;
  for (double v : values)
    array.push_back(v);
  return array;
}

Object writeScaling(const Scaling &s) {
  Object o{{"kind", scalingKindName(s.kind)}};
  switch (s.kind) {
  case ScalingKind::Default:
    break;
  case ScalingKind::Linear:
    o["factor"] = s.factor;
    break;
  case ScalingKind::Ntk:
    o["alpha"] = s.alpha;
    break;
  case ScalingKind::Dynamic:
    o["factor"] = s.factor;
    o["original_max"] = s.originalMax;
    break;
  case ScalingKind::Yarn:
    o["factor"] = s.factor;
    o["original_max"] = s.originalMax;
    o["beta_fast"] = s.betaFast;
    o["beta_slow"] = s.betaSlow;
    o["truncate"] = s.truncate;
    break;
  case ScalingKind::Llama3:
    o["factor"] = s.factor;
    o["original_max"] = s.originalMax;
    o["low_freq_factor"] = s.lowFreqFactor;
    o["high_freq_factor"] = s.highFreqFactor;
    break;
  case ScalingKind::LongRope:
    o["short_factor"] = toArray(s.shortFactor);
    o["long_factor"] = toArray(s.longFactor);
    o["original_max"] = s.originalMax;
    o["factor"] = s.factor;
    break;
  case ScalingKind::Custom:
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

std::string readConfig(const Object &o, RopeConfig &c) {
  c.theta = o.getNumber("theta").value_or(c.theta);
  c.headDim = o.getInteger("head_dim").value_or(0);
  c.rotaryDim = o.getInteger("rotary_dim").value_or(c.headDim);
  if (std::optional<llvm::StringRef> name = o.getString("pairing")) {
    std::optional<Pairing> p = parsePairing(name->str());
    if (!p)
      return "unknown pairing '" + name->str() + "'";
    c.pairing = *p;
  }
  if (std::optional<llvm::StringRef> name = o.getString("partial")) {
    std::optional<PartialMode> m = parsePartialMode(name->str());
    if (!m)
      return "unknown partial convention '" + name->str() + "'";
    c.partial = *m;
  }
  c.rotaryOffset = o.getInteger("rotary_offset").value_or(0);
  c.positionScale = o.getNumber("position_scale").value_or(1.0);
  c.inverse = o.getBoolean("inverse").value_or(false);
  if (std::string e = readScaling(o.getObject("scaling"), c.scaling);
      !e.empty())
    return e;
  return checkConfig(c);
}

Object writeConfig(const RopeConfig &c) {
  return Object{{"theta", c.theta},
                {"scaling", writeScaling(c.scaling)},
                {"head_dim", c.headDim},
                {"rotary_dim", c.rotaryDim},
                {"pairing", pairingName(c.pairing)},
                {"partial", partialModeName(c.partial)},
                {"rotary_offset", c.rotaryOffset},
                {"position_scale", c.positionScale},
                {"inverse", c.inverse}};
}

std::string readPositions(const Object *o, Positions &p) {
  if (!o)
    return "";
  llvm::StringRef kind = o->getString("kind").value_or("offset");
  std::vector<int64_t> values;
  if (kind == "offset") {
    p = Positions::fromOffset(o->getInteger("offset").value_or(0));
    return "";
  }
  if (std::string e = readArray(*o, "values", values); !e.empty())
    return e;
  if (kind == "batch_offsets") {
    p = Positions::fromBatchOffsets(std::move(values));
    return "";
  }
  if (kind == "explicit") {
    p = Positions::fromExplicit(std::move(values),
                                o->getBoolean("per_batch").value_or(false));
    return "";
  }
  return "unknown positions kind '" + kind.str() + "'";
}

} // namespace rope::reference
