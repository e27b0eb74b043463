//===- rope-reference.cpp - Evaluate the float64 reference ----------------===//
//
// Reads one JSON request per line on stdin and writes one JSON response per
// line on stdout: {"output": [...]}, {"inv_freq": [...], ...} or
// {"error": "..."}. Malformed JSON gets an error response, never a crash.
// --help lists every request kind and key (RequestKeys.h, JsonKeys.h).
//
//===----------------------------------------------------------------------===//

#include "JsonRequest.h"
#include "RequestKeys.h"

#include "rope/Support/JsonLite.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <iostream>
#include <new>
#include <stdexcept>
#include <string>

namespace {
/// One key per line: name, type, default, meaning.
void describeKeys(llvm::raw_ostream &os,
                  llvm::ArrayRef<rope::reference::JsonKey> keys) {
  for (const rope::reference::JsonKey &key : keys)
    os << llvm::formatv("    {0,-17} {1,-18} {2,-19} {3}\n", key.name,
                        key.type, key.defaultValue, key.meaning);
}

/// The --help overview: the protocol, then every key of every object.
std::string describeRequests() {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "RoPE-MLIR float64 reference\n\n"
        "Reads one JSON request per line on stdin and writes one JSON line "
        "per request\non stdout: the answer, or {\"error\": \"...\"}. "
        "Exits 1 when any request failed.\nA key not listed for its object "
        "is an error, as is a value of another type.\n\n"
        "  key               type               default             "
        "meaning\n";
  for (const rope::tools::RequestKind &kind : rope::tools::kRequestKinds) {
    os << "\n  {\"op\": \"" << kind.op << "\", ...} -> " << kind.answer
       << "\n";
    describeKeys(os, kind.keys);
  }
  os << "\n  config keys\n";
  describeKeys(os, rope::reference::kConfigKeys);
  os << "\n  scaling keys (each used by the kinds it names)\n";
  describeKeys(os, rope::reference::kScalingKeys);
  os << "\n  positions keys\n";
  describeKeys(os, rope::reference::kPositionsKeys);
  return text;
}

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

int main(int argc, char **argv) {
  // No options: --help documents the requests; anything else is an error.
  static llvm::cl::OptionCategory noOptions("rope-reference options");
  llvm::cl::HideUnrelatedOptions(noOptions);
  llvm::cl::ParseCommandLineOptions(argc, argv, describeRequests());
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
