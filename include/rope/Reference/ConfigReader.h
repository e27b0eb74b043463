//===- ConfigReader.h - Reads configurations from a JSON object -*- C++ -*-===//
//
// One reader for both JSON libraries in use: llvm::json (the tools built on
// LLVM) and rope::jsonlite (the GPU harness, built without LLVM). ObjectT
// needs get / getArray / getObject and iteration over (key, value) members,
// and its values getAsNumber / getAsInteger / getAsBoolean / getAsString,
// as both provide.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_REFERENCE_CONFIGREADER_H
#define ROPE_REFERENCE_CONFIGREADER_H

#include "rope/Rules/Config.h"
#include "rope/Reference/JsonKeys.h"

#include <algorithm>
#include <iterator>
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

/// A member's key as a std::string, from either library's objects.
template <typename KeyT>
std::string keyName(const KeyT &key) {
  if constexpr (std::is_convertible_v<const KeyT &, std::string>)
    return key;
  else
    return key.str();
}

/// "" when every key of `object` is one of `keys`, else an error naming the
/// first unknown key (in sorted order) and the keys `where` accepts.
template <typename ObjectT, typename Keys>
std::string checkKeys(const ObjectT &object, const Keys &keys,
                      const std::string &where) {
  std::vector<std::string> unknown;
  for (const auto &member : object) {
    std::string name = keyName(member.first);
    if (std::none_of(std::begin(keys), std::end(keys),
                     [&](const JsonKey &key) { return name == key.name; }))
      unknown.push_back(std::move(name));
  }
  if (unknown.empty())
    return "";
  std::string accepted;
  for (const JsonKey &key : keys)
    accepted += (accepted.empty() ? "" : ", ") + std::string(key.name);
  return "unknown key '" + *std::min_element(unknown.begin(), unknown.end()) +
         "' in " + where + " (accepted: " + accepted + ")";
}

/// Reads `key` into `out` when `object` has it: an error naming the key
/// when its value has another type; an absent key leaves `out` as it is.
/// T is bool, int64_t, double, std::optional<double> or std::string.
template <typename ObjectT, typename T>
std::string readKey(const ObjectT &object, const std::string &key, T &out) {
  const auto *value = object.get(key);
  if (!value)
    return "";
  auto typeError = [&](const char *type) {
    return "'" + key + "' must be " + type;
  };
  if constexpr (std::is_same_v<T, bool>) {
    auto b = value->getAsBoolean();
    if (!b)
      return typeError("true or false");
    out = *b;
  } else if constexpr (std::is_same_v<T, int64_t>) {
    auto i = value->getAsInteger();
    if (!i)
      return typeError("an integer");
    out = *i;
  } else if constexpr (std::is_same_v<T, std::string>) {
    auto text = value->getAsString();
    if (!text)
      return typeError("a string");
    out = std::string(*text);
  } else {
    auto d = value->getAsNumber();
    if (!d)
      return typeError("a number");
    out = *d;
  }
  return "";
}

/// The object under `key` in `out` (null when absent); an error naming the
/// key when it holds something else.
template <typename ObjectT>
std::string readObjectKey(const ObjectT &object, const std::string &key,
                          const ObjectT *&out) {
  out = object.getObject(key);
  if (!out && object.get(key))
    return "'" + key + "' must be an object";
  return "";
}

template <typename ObjectT>
std::string readScalingFrom(const ObjectT &o, rules::Scaling &s) {
  if (std::string e = checkKeys(o, kScalingKeys, "scaling"); !e.empty())
    return e;
  if (!o.get("kind"))
    return "scaling needs a 'kind'";
  std::string kind;
  std::string e = readKey(o, "kind", kind);
  if (!e.empty())
    return e;
  std::optional<rules::ScalingKind> parsed = rules::parseScalingKind(kind);
  if (!parsed)
    return "unknown scaling kind '" + kind + "'";
  s.kind = *parsed;
  s.attentionFactor = s.mscale = s.mscaleAllDim = std::nullopt;
  auto read = [&](const char *key, auto &field) {
    if (e.empty())
      e = readKey(o, key, field);
  };
  read("factor", s.factor);
  read("alpha", s.alpha);
  read("original_max", s.originalMax);
  read("beta_fast", s.betaFast);
  read("beta_slow", s.betaSlow);
  read("attention_factor", s.attentionFactor);
  read("mscale", s.mscale);
  read("mscale_all_dim", s.mscaleAllDim);
  read("truncate", s.truncate);
  read("low_freq_factor", s.lowFreqFactor);
  read("high_freq_factor", s.highFreqFactor);
  for (auto [key, field] :
       {std::pair{"short_factor", &s.shortFactor},
        {"long_factor", &s.longFactor}, {"freqs", &s.freqs}})
    if (e.empty() && o.get(key))
      e = readArrayFrom(o, key, *field);
  return e;
}

/// Reads and checks a configuration; returns an error message or "".
/// Keys other than kConfigKeys (and kScalingKeys inside "scaling") and
/// values of the wrong type are errors that name the key.
template <typename ObjectT>
std::string readConfigFrom(const ObjectT &o, rules::RopeConfig &c) {
  if (std::string e = checkKeys(o, kConfigKeys, "the config"); !e.empty())
    return e;
  std::string e;
  auto read = [&](const char *key, auto &field) {
    if (e.empty())
      e = readKey(o, key, field);
  };
  read("theta", c.theta);
  c.headDim = 0;
  read("head_dim", c.headDim);
  c.rotaryDim = c.headDim;
  read("rotary_dim", c.rotaryDim);
  std::string pairing = rules::pairingName(c.pairing);
  std::string partial = rules::partialModeName(c.partial);
  read("pairing", pairing);
  read("partial", partial);
  c.rotaryOffset = 0;
  read("rotary_offset", c.rotaryOffset);
  c.positionScale = 1.0;
  read("position_scale", c.positionScale);
  c.inverse = false;
  read("inverse", c.inverse);
  const ObjectT *scaling = nullptr;
  if (e.empty())
    e = readObjectKey(o, "scaling", scaling);
  if (!e.empty())
    return e;
  std::optional<rules::Pairing> p = rules::parsePairing(pairing);
  if (!p)
    return "unknown pairing '" + pairing + "'";
  c.pairing = *p;
  std::optional<rules::PartialMode> m = rules::parsePartialMode(partial);
  if (!m)
    return "unknown partial convention '" + partial + "'";
  c.partial = *m;
  if (scaling)
    e = readScalingFrom(*scaling, c.scaling);
  return e.empty() ? rules::checkConfig(c) : e;
}

} // namespace rope::reference::detail

#endif // ROPE_REFERENCE_CONFIGREADER_H
