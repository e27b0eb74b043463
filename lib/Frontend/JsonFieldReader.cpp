//===- JsonFieldReader.cpp - Typed fields of a JSON object ----------------===//

#include "JsonFieldReader.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::rope::detail;
using llvm::json::Value;

StringRef mlir::rope::detail::jsonKindName(const Value &value) {
  switch (value.kind()) {
  case Value::Null:
    return "null";
  case Value::Boolean:
    return "boolean";
  case Value::Number:
    return "number";
  case Value::String:
    return "string";
  case Value::Array:
    return "array";
  case Value::Object:
    return "object";
  }
  return "value";
}

const Value *JsonFieldReader::find(StringRef key) const {
  const Value *value = fields.get(key);
  return value && value->kind() != Value::Null ? value : nullptr;
}

bool JsonFieldReader::has(StringRef key) const { return find(key) != nullptr; }

void JsonFieldReader::fail(StringRef key, const Twine &message) {
  if (error.empty())
    error = (name(key) + ": " + message).str();
}

void JsonFieldReader::expected(StringRef key, StringRef what, const Value &got) {
  fail(key, "expected " + what + ", got " + jsonKindName(got));
}

template <typename T, typename GetT>
std::optional<T> JsonFieldReader::read(StringRef key, StringRef what, GetT get) {
  const Value *value = find(key);
  if (!value)
    return std::nullopt;
  if (auto x = get(*value))
    return T(*x);
  expected(key, what, *value);
  return std::nullopt;
}

std::optional<double> JsonFieldReader::number(StringRef key) {
  return read<double>(key, "a number",
                      [](const Value &v) { return v.getAsNumber(); });
}

std::optional<int64_t> JsonFieldReader::integer(StringRef key) {
  // getAsInteger also takes integral doubles (4096.0), as Python's int() would.
  return read<int64_t>(key, "an integer",
                       [](const Value &v) { return v.getAsInteger(); });
}

std::optional<std::string> JsonFieldReader::string(StringRef key) {
  return read<std::string>(key, "a string",
                           [](const Value &v) { return v.getAsString(); });
}

std::optional<bool> JsonFieldReader::boolean(StringRef key) {
  return read<bool>(key, "a boolean",
                    [](const Value &v) { return v.getAsBoolean(); });
}

std::optional<std::vector<double>> JsonFieldReader::numbers(StringRef key) {
  const Value *value = find(key);
  if (!value)
    return std::nullopt;
  const llvm::json::Array *array = value->getAsArray();
  if (!array) {
    expected(key, "an array of numbers", *value);
    return std::nullopt;
  }
  std::vector<double> out;
  for (const Value &element : *array) {
    std::optional<double> x = element.getAsNumber();
    if (!x) {
      fail(key, "expected an array of numbers, got an array holding a " +
                    jsonKindName(element));
      return std::nullopt;
    }
    out.push_back(*x);
  }
  return out;
}

const llvm::json::Object *JsonFieldReader::object(StringRef key) {
  const Value *value = find(key);
  if (!value)
    return nullptr;
  if (const llvm::json::Object *o = value->getAsObject())
    return o;
  expected(key, "an object", *value);
  return nullptr;
}

void JsonFieldReader::rejectUnknown(ArrayRef<StringRef> known) {
  std::vector<std::string> keys;
  for (const auto &entry : fields)
    keys.push_back(entry.first.str());
  std::sort(keys.begin(), keys.end());
  for (const std::string &key : keys)
    if (!llvm::is_contained(known, StringRef(key))) {
      fail(key, "unknown key");
      return;
    }
}
