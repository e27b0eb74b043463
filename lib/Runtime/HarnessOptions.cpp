//===- HarnessOptions.cpp - What a harness run makes and checks -----------===//

#include "rope/Runtime/HarnessOptions.h"

#include "rope/Reference/ConfigReader.h"
#include "rope/Rules/Positions.h"
#include "rope/Support/JsonLite.h"

#include <cerrno>
#include <cstdlib>

namespace rope::run {

std::string checkOptions(const HarnessOptions &options) {
  if (options.runs < 1 || options.warmup < 0)
    return "--runs must be at least 1 and --warmup not negative";
  for (auto [flag, offset] :
       {std::pair{"--offset", std::optional(options.offset)},
        {"--q-offset", options.qOffset},
        {"--k-offset", options.kOffset}})
    if (offset && (*offset < 0 || *offset >= rules::kPositionLimit))
      return std::string(flag) + " must lie in [0, 2^31)";
  return "";
}

std::string givenShape(const HarnessOptions &options, const std::string &name,
                       std::optional<std::vector<int64_t>> &shape) {
  shape.reset();
  const std::string prefix = name + "=";
  for (const std::string &option : options.shapes) {
    if (option.compare(0, prefix.size(), prefix) != 0)
      continue;
    const std::string syntaxError =
        "--shape=" + option + ": extents must be sizes joined by 'x'";
    std::vector<int64_t> extents;
    size_t start = prefix.size();
    while (true) {
      size_t end = option.find('x', start);
      std::string part = option.substr(start, end - start);
      char *last = nullptr;
      errno = 0;
      long long extent = std::strtoll(part.c_str(), &last, 10);
      // Digits only: no sign, space or trailing text.
      if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos ||
          *last || errno)
        return syntaxError;
      extents.push_back(extent);
      if (end == std::string::npos)
        break;
      start = end + 1;
    }
    shape = std::move(extents);
    return "";
  }
  return "";
}

std::string overrideReferenceConfig(const HarnessOptions &options,
                                    rules::RopeConfig &config) {
  if (options.referenceConfig.empty())
    return "";
  std::string error;
  std::optional<jsonlite::Value> parsed =
      jsonlite::parse(options.referenceConfig, error);
  if (!parsed)
    return "--reference-config is not JSON: " + error;
  const jsonlite::Object *object = parsed->getAsObject();
  if (!object)
    return "--reference-config needs a JSON object";
  if (std::string e = reference::detail::readConfigFrom(*object, config);
      !e.empty())
    return "--reference-config: " + e;
  return "";
}

} // namespace rope::run
