//===- JsonRequest.cpp - Evaluate reference requests given as JSON --------===//

#include "JsonRequest.h"

#include "rope/Reference/Frequencies.h"

using namespace rope;
using namespace rope::reference;
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

namespace rope::tools {

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
std::optional<double> optionalNumber(const Object &o, llvm::StringRef key) {
  return o.getNumber(key);
}

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
  s.attentionFactor = optionalNumber(*o, "attention_factor");
  s.mscale = optionalNumber(*o, "mscale");
  s.mscaleAllDim = optionalNumber(*o, "mscale_all_dim");
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

Object errorResponse(const std::string &message) {
  return Object{{"error", message}};
}

std::vector<int64_t> readShape(const Object &request, llvm::StringRef key,
                               std::string &error) {
  std::vector<int64_t> shape;
  if (error.empty())
    error = readArray(request, key, shape);
  return shape;
}

std::vector<double> readData(const Object &request, llvm::StringRef key,
                             std::string &error) {
  std::vector<double> data;
  if (error.empty())
    error = readArray(request, key, data);
  return data;
}

Object evaluateAttention(const Object &request, const RopeConfig &config,
                         const Layout &layout) {
  std::string error;
  Positions qPos, kPos;
  error = readPositions(request.getObject("q_positions"), qPos);
  if (error.empty())
    error = readPositions(request.getObject("k_positions"), kPos);
  auto qShape = readShape(request, "q_shape", error);
  auto kShape = readShape(request, "k_shape", error);
  auto vShape = readShape(request, "v_shape", error);
  auto q = readData(request, "q", error);
  auto k = readData(request, "k", error);
  auto v = readData(request, "v", error);
  if (!error.empty())
    return errorResponse(error);
  AttentionOptions options;
  options.causal = request.getBoolean("causal").value_or(false);
  options.keysRotated = request.getBoolean("keys_rotated").value_or(false);
  options.scale = request.getNumber("scale");
  if (request.get("bias"))
    if (std::string e = readArray(request, "bias", options.bias); !e.empty())
      return errorResponse(e);
  std::vector<double> out;
  error = attention(config, layout, qShape, kShape, vShape, qPos, kPos,
                    options, q, k, v, out);
  if (!error.empty())
    return errorResponse(error);
  return Object{{"output", toArray(out)}};
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

Object evaluate(const Object &request) {
  const Object *configObject = request.getObject("config");
  if (!configObject)
    return errorResponse("request needs a 'config' object");
  RopeConfig config;
  if (std::string e = readConfig(*configObject, config); !e.empty())
    return errorResponse(e);
  llvm::StringRef op = request.getString("op").value_or("");
  if (op == "frequencies") {
    Frequencies f =
        computeFrequencies(config, request.getInteger("seq_total").value_or(0));
    return Object{{"inv_freq", toArray(f.invFreq)},
                  {"attention_factor", f.attentionFactor}};
  }
  Layout layout{request.getString("layout").value_or("").str()};
  if (op == "attention")
    return evaluateAttention(request, config, layout);
  if (op != "rotate")
    return errorResponse("unknown op '" + op.str() +
                         "' (expected frequencies, rotate or attention)");
  Positions positions;
  std::string error = readPositions(request.getObject("positions"), positions);
  auto shape = readShape(request, "shape", error);
  auto input = readData(request, "input", error);
  if (!error.empty())
    return errorResponse(error);
  std::vector<double> output;
  error = rotate(config, layout, shape, positions, input, output);
  if (!error.empty())
    return errorResponse(error);
  return Object{{"output", toArray(output)}};
}

} // namespace rope::tools
