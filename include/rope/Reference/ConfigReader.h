//===- ConfigReader.h - Reads configurations from a JSON object -*- C++ -*-===//
//
// One reader for both JSON libraries in use: llvm::json (the tools built on
// LLVM) and rope::jsonlite (the GPU harness, built without LLVM). ObjectT
// needs getNumber / getInteger / getBoolean / getString / getArray /
// getObject / get, as both provide.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_REFERENCE_CONFIGREADER_H
#define ROPE_REFERENCE_CONFIGREADER_H

#include "rope/Reference/Config.h"

#include <string>
#include <type_traits>
#include <vector>

namespace rope::reference::detail {

template <typename ObjectT, typename T>
std::string readArrayFrom(const ObjectT &object, const std::string &key,
                          std::vector<T> &values) {
  const auto *array = object.getArray(key);
  if (!array)
    return "missing array '" + key + "'";
  values.clear();
  for (const auto &v : *array) {
    if constexpr (std::is_same_v<T, int64_t>) {
      auto i = v.getAsInteger();
      if (!i)
        return "'" + key + "' must hold integers";
      values.push_back(*i);
    } else {
      auto d = v.getAsNumber();
      if (!d)
        return "'" + key + "' must hold numbers";
      values.push_back(*d);
    }
  }
  return "";
}

template <typename ObjectT>
std::string readScalingFrom(const ObjectT *o, Scaling &s) {
  if (!o)
    return "";
  auto kind = o->getString("kind");
  if (!kind)
    return "scaling needs a 'kind'";
  std::optional<ScalingKind> parsed = parseScalingKind(std::string(*kind));
  if (!parsed)
    return "unknown scaling kind '" + std::string(*kind) + "'";
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
      if (std::string e = readArrayFrom(*o, key, *field); !e.empty())
        return e;
  return "";
}

/// Reads and checks a configuration; returns an error message or "".
template <typename ObjectT>
std::string readConfigFrom(const ObjectT &o, RopeConfig &c) {
  c.theta = o.getNumber("theta").value_or(c.theta);
  c.headDim = o.getInteger("head_dim").value_or(0);
  c.rotaryDim = o.getInteger("rotary_dim").value_or(c.headDim);
  if (auto name = o.getString("pairing")) {
    std::optional<Pairing> p = parsePairing(std::string(*name));
    if (!p)
      return "unknown pairing '" + std::string(*name) + "'";
    c.pairing = *p;
  }
  if (auto name = o.getString("partial")) {
    std::optional<PartialMode> m = parsePartialMode(std::string(*name));
    if (!m)
      return "unknown partial convention '" + std::string(*name) + "'";
    c.partial = *m;
  }
  c.rotaryOffset = o.getInteger("rotary_offset").value_or(0);
  c.positionScale = o.getNumber("position_scale").value_or(1.0);
  c.inverse = o.getBoolean("inverse").value_or(false);
  if (std::string e = readScalingFrom(o.getObject("scaling"), c.scaling);
      !e.empty())
    return e;
  return checkConfig(c);
}

} // namespace rope::reference::detail

#endif // ROPE_REFERENCE_CONFIGREADER_H
