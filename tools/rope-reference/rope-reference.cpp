//===- rope-reference.cpp - Evaluate the float64 reference ----------------===//
//
// Reads one JSON request per line on stdin and writes one JSON response per
// line on stdout: {"output": [...]}, {"inv_freq": [...], ...} or
// {"error": "..."}. Malformed JSON gets an error response, never a crash.
//
//===----------------------------------------------------------------------===//

#include "JsonRequest.h"

#include "rope/Support/JsonLite.h"

#include "llvm/Support/raw_ostream.h"

#include <iostream>
#include <new>
#include <stdexcept>
#include <string>

namespace {
/// The response to one request line.
llvm::json::Object respond(const std::string &line) {
  // llvm::json recurses without a bound: the depth-limited reader sees the
  // line first, so deep nesting is an error, not a stack overflow.
  std::string error;
  if (!rope::jsonlite::parse(line, error))
    return llvm::json::Object{{"error", "invalid JSON: " + error}};
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(line);
  if (!parsed)
    return llvm::json::Object{
        {"error", "invalid JSON: " + llvm::toString(parsed.takeError())}};
  const llvm::json::Object *request = parsed->getAsObject();
  if (!request)
    return llvm::json::Object{{"error", "each request must be a JSON object"}};
  try {
    return rope::tools::evaluate(*request);
  } catch (const std::bad_alloc &) {
    return llvm::json::Object{{"error", "the request needs more memory than "
                                        "is available"}};
  } catch (const std::length_error &) {
    return llvm::json::Object{{"error", "the request asks for a buffer "
                                        "larger than the address space"}};
  }
}
} // namespace

int main() {
  std::string line;
  bool anyError = false;
  while (std::getline(std::cin, line)) {
    if (line.empty())
      continue;
    llvm::json::Object response = respond(line);
    anyError |= response.get("error") != nullptr;
    llvm::outs() << llvm::json::Value(std::move(response)) << "\n";
  }
  llvm::outs().flush();
  return anyError ? 1 : 0;
}
