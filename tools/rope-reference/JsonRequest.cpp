//===- JsonRequest.cpp - Evaluate reference requests given as JSON --------===//

#include "JsonRequest.h"
#include "RequestKeys.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Rules/Frequencies.h"
#include "rope/Reference/Json.h"

#include <cmath>

using namespace rope;
using namespace rope::reference;
using namespace rope::rules;
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;
using reference::detail::readKey;

namespace rope::tools {

namespace {
Object errorResponse(const std::string &message) {
  return Object{{"error", message}};
}

/// `{key: values}`, or an error: JSON has no NaN or infinity (large inputs
/// can overflow a result).
Object numbersResponse(llvm::StringRef key, const std::vector<double> &values) {
  Array array;
  for (double v : values) {
    if (!std::isfinite(v))
      return errorResponse("the result holds a value that is not finite (" +
                           std::to_string(v) + ")");
    array.push_back(v);
  }
  return Object{{key, std::move(array)}};
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
  error = readPositions(request, "q_positions", qPos);
  if (error.empty())
    error = readPositions(request, "k_positions", kPos);
  auto qShape = readShape(request, "q_shape", error);
  auto kShape = readShape(request, "k_shape", error);
  auto vShape = readShape(request, "v_shape", error);
  auto q = readData(request, "q", error);
  auto k = readData(request, "k", error);
  auto v = readData(request, "v", error);
  AttentionOptions options;
  for (auto [key, field] : {std::pair{"causal", &options.causal},
                            {"keys_rotated", &options.keysRotated}})
    if (error.empty())
      error = readKey(request, key, *field);
  if (error.empty())
    error = readKey(request, "scale", options.scale);
  if (error.empty() && request.get("bias"))
    error = readArray(request, "bias", options.bias);
  if (!error.empty())
    return errorResponse(error);
  std::vector<double> out;
  error = attention(config, layout, qShape, kShape, vShape, qPos, kPos,
                    options, q, k, v, out);
  if (!error.empty())
    return errorResponse(error);
  return numbersResponse("output", out);
}

/// The kind of request `op` names, or null.
const RequestKind *findRequestKind(llvm::StringRef op) {
  for (const RequestKind &kind : kRequestKinds)
    if (op == kind.op)
      return &kind;
  return nullptr;
}
} // namespace

Object evaluate(const Object &request) {
  std::string op;
  if (std::string e = readKey(request, "op", op); !e.empty())
    return errorResponse(e);
  const RequestKind *kind = findRequestKind(op);
  if (!kind)
    return errorResponse("unknown op '" + op +
                         "' (expected frequencies, rotate or attention)");
  if (std::string e = reference::detail::checkKeys(
          request, kind->keys, "the '" + op + "' request");
      !e.empty())
    return errorResponse(e);
  const Object *configObject = request.getObject("config");
  if (!configObject)
    return errorResponse("request needs a 'config' object");
  RopeConfig config;
  if (std::string e = readConfig(*configObject, config); !e.empty())
    return errorResponse(e);
  if (op == "frequencies") {
    int64_t seqTotal = 0;
    if (std::string e = readKey(request, "seq_total", seqTotal); !e.empty())
      return errorResponse(e);
    Frequencies f = computeFrequencies(config, seqTotal);
    Object response = numbersResponse("inv_freq", f.invFreq);
    if (!response.get("error"))
      response["attention_factor"] = f.attentionFactor;
    return response;
  }
  Layout layout;
  if (std::string e = readKey(request, "layout", layout.axes); !e.empty())
    return errorResponse(e);
  if (op == "attention")
    return evaluateAttention(request, config, layout);
  Positions positions;
  std::string error = readPositions(request, "positions", positions);
  auto shape = readShape(request, "shape", error);
  auto input = readData(request, "input", error);
  if (!error.empty())
    return errorResponse(error);
  std::vector<double> output;
  error = rotate(config, layout, shape, positions, input, output);
  if (!error.empty())
    return errorResponse(error);
  return numbersResponse("output", output);
}

} // namespace rope::tools
