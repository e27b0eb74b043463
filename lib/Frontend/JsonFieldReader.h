//===- JsonFieldReader.h - Typed fields of a JSON object --------*- C++ -*-===//
//
// Reads the keys of one configuration object by type. A key that is absent
// or null reads as nothing; one of another type records an error that names
// it with its path ("rope_scaling.factor: expected a number, got string").
// Only the first error is kept, so a reader reads every key and checks once.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_FRONTEND_JSONFIELDREADER_H
#define ROPE_LIB_FRONTEND_JSONFIELDREADER_H

#include "mlir/Support/LLVM.h"

#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::rope::detail {

class JsonFieldReader {
public:
  /// `path` prefixes every key in messages ("" or "rope_scaling.").
  JsonFieldReader(const llvm::json::Object &object, std::string path,
           std::string &error)
      : fields(object), path(std::move(path)), error(error) {}

  /// True when `key` is present and not null.
  bool has(StringRef key) const;
  /// True when `key` is present, null included.
  bool present(StringRef key) const { return fields.get(key) != nullptr; }
  std::optional<double> number(StringRef key);
  std::optional<int64_t> integer(StringRef key);
  std::optional<std::string> string(StringRef key);
  std::optional<bool> boolean(StringRef key);
  std::optional<std::vector<double>> numbers(StringRef key);
  const llvm::json::Object *object(StringRef key);

  /// The key with its path, as messages name it.
  std::string name(StringRef key) const { return path + key.str(); }
  /// Records "<path><key>: <message>" unless an error is already recorded.
  void fail(StringRef key, const Twine &message);
  /// Records an error for the first key (in sorted order) not in `known`.
  void rejectUnknown(ArrayRef<StringRef> known);

private:
  /// The value of `key` when present and not null.
  const llvm::json::Value *find(StringRef key) const;
  void expected(StringRef key, StringRef what, const llvm::json::Value &got);
  /// The value of `key` as `get` converts it, or an error naming `what`.
  template <typename T, typename GetT>
  std::optional<T> read(StringRef key, StringRef what, GetT get);

  const llvm::json::Object &fields;
  std::string path;
  std::string &error;
};

/// "null", "boolean", "number", "string", "array" or "object".
StringRef jsonKindName(const llvm::json::Value &value);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_FRONTEND_JSONFIELDREADER_H
