//===- JsonLite.h - A small JSON reader without LLVM ------------*- C++ -*-===//
//
// For code that must build without LLVM: the manifest reader of both
// harnesses (lib/Runtime/ManifestReader.cpp) and the GPU harness. Its accessors
// are named like llvm::json's, so ConfigReader.h reads configurations from
// either.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_SUPPORT_JSONLITE_H
#define ROPE_SUPPORT_JSONLITE_H

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rope::jsonlite {

class Object;
class Value;
using Array = std::vector<Value>;

class Value {
public:
  enum class Kind { Null, Boolean, Number, String, Array, Object };
  Value() = default;
  Kind kind() const { return kind_; }
  std::optional<bool> getAsBoolean() const;
  std::optional<double> getAsNumber() const;
  /// Numbers written without fraction or exponent.
  std::optional<int64_t> getAsInteger() const;
  std::optional<std::string> getAsString() const;
  const Array *getAsArray() const;
  const Object *getAsObject() const;

  static Value boolean(bool b);
  static Value number(double d, std::optional<int64_t> integer);
  static Value string(std::string s);
  static Value array(Array a);
  static Value object(Object o);

private:
  Kind kind_ = Kind::Null;
  bool boolean_ = false;
  double number_ = 0;
  std::optional<int64_t> integer_;
  std::string string_;
  std::shared_ptr<Array> array_;
  std::shared_ptr<Object> object_;
};

class Object {
public:
  const Value *get(const std::string &key) const;
  std::optional<double> getNumber(const std::string &key) const;
  std::optional<int64_t> getInteger(const std::string &key) const;
  std::optional<bool> getBoolean(const std::string &key) const;
  std::optional<std::string> getString(const std::string &key) const;
  const Array *getArray(const std::string &key) const;
  const Object *getObject(const std::string &key) const;
  void set(std::string key, Value value) { members_[std::move(key)] = std::move(value); }
  /// (key, value) members, as llvm::json::Object iterates them.
  auto begin() const { return members_.begin(); }
  auto end() const { return members_.end(); }

private:
  std::map<std::string, Value> members_;
};

/// Parses `text`; on failure returns nullopt and sets `error` (with offset).
std::optional<Value> parse(const std::string &text, std::string &error);

} // namespace rope::jsonlite

#endif // ROPE_SUPPORT_JSONLITE_H
