//===- rope-reference.cpp - Evaluate the float64 reference ----------------===//
//
// Reads one JSON request per line on stdin and writes one JSON response per
// line on stdout: {"output": [...]}, {"inv_freq": [...], ...} or
// {"error": "..."}. Malformed JSON gets an error response, never a crash.
//
//===----------------------------------------------------------------------===//

#include "JsonRequest.h"

#include "llvm/Support/raw_ostream.h"

#include <iostream>
#include <string>

int main() {
  std::string line;
  bool anyError = false;
  while (std::getline(std::cin, line)) {
    if (line.empty())
      continue;
    llvm::json::Object response;
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(line);
    if (!parsed) {
      response = llvm::json::Object{
          {"error", "invalid JSON: " + llvm::toString(parsed.takeError())}};
    } else if (const llvm::json::Object *request = parsed->getAsObject()) {
      response = rope::tools::evaluate(*request);
    } else {
      response = llvm::json::Object{{"error", "each request must be a JSON object"}};
    }
    anyError |= response.get("error") != nullptr;
    llvm::outs() << llvm::json::Value(std::move(response)) << "\n";
  }
  llvm::outs().flush();
  return anyError ? 1 : 0;
}
