//===- JsonRequest.cpp - Evaluate reference requests given as JSON --------===//

#include "JsonRequest.h"

#include "rope/Reference/Frequencies.h"
#include "rope/Reference/Json.h"

#include <cmath>

using namespace rope;
using namespace rope::reference;
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

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
  return numbersResponse("output", out);
}
} // namespace

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
    Object response = numbersResponse("inv_freq", f.invFreq);
    if (!response.get("error"))
      response["attention_factor"] = f.attentionFactor;
    return response;
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
  return numbersResponse("output", output);
}

} // namespace rope::tools
