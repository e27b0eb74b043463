//===- JsonLite.cpp - A small JSON reader without LLVM --------------------===//

#include "rope/Support/JsonLite.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

using namespace rope::jsonlite;

std::optional<bool> Value::getAsBoolean() const {
  return kind_ == Kind::Boolean ? std::optional<bool>(boolean_) : std::nullopt;
}
std::optional<double> Value::getAsNumber() const {
  return kind_ == Kind::Number ? std::optional<double>(number_) : std::nullopt;
}
std::optional<int64_t> Value::getAsInteger() const {
  return kind_ == Kind::Number ? integer_ : std::nullopt;
}
std::optional<std::string> Value::getAsString() const {
  return kind_ == Kind::String ? std::optional<std::string>(string_) : std::nullopt;
}
const Array *Value::getAsArray() const {
  return kind_ == Kind::Array ? array_.get() : nullptr;
}
const Object *Value::getAsObject() const {
  return kind_ == Kind::Object ? object_.get() : nullptr;
}
Value Value::boolean(bool b) {
  Value v;
  v.kind_ = Kind::Boolean;
  v.boolean_ = b;
  return v;
}
Value Value::number(double d, std::optional<int64_t> integer) {
  Value v;
  v.kind_ = Kind::Number;
  v.number_ = d;
  v.integer_ = integer;
  return v;
}
Value Value::string(std::string s) {
  Value v;
  v.kind_ = Kind::String;
  v.string_ = std::move(s);
  return v;
}
Value Value::array(Array a) {
  Value v;
  v.kind_ = Kind::Array;
  v.array_ = std::make_shared<Array>(std::move(a));
  return v;
}
Value Value::object(Object o) {
  Value v;
  v.kind_ = Kind::Object;
  v.object_ = std::make_shared<Object>(std::move(o));
  return v;
}

const Value *Object::get(const std::string &key) const {
  auto it = members_.find(key);
  return it == members_.end() ? nullptr : &it->second;
}
std::optional<double> Object::getNumber(const std::string &key) const {
  const Value *v = get(key);
  return v ? v->getAsNumber() : std::nullopt;
}
std::optional<int64_t> Object::getInteger(const std::string &key) const {
  const Value *v = get(key);
  return v ? v->getAsInteger() : std::nullopt;
}
std::optional<bool> Object::getBoolean(const std::string &key) const {
  const Value *v = get(key);
  return v ? v->getAsBoolean() : std::nullopt;
}
std::optional<std::string> Object::getString(const std::string &key) const {
  const Value *v = get(key);
  return v ? v->getAsString() : std::nullopt;
}
const Array *Object::getArray(const std::string &key) const {
  const Value *v = get(key);
  return v ? v->getAsArray() : nullptr;
}
const Object *Object::getObject(const std::string &key) const {
  const Value *v = get(key);
  return v ? v->getAsObject() : nullptr;
}

namespace {
/// Recursive descent over the JSON grammar (RFC 8259), depth-limited.
class Parser {
public:
  explicit Parser(const std::string &text) : text(text) {}

  std::optional<Value> document(std::string &error) {
    std::optional<Value> v = value(0);
    skipSpace();
    if (v && pos != text.size())
      fail("trailing characters");
    if (!message.empty()) {
      error = message + " at offset " + std::to_string(pos);
      return std::nullopt;
    }
    return v;
  }

private:
  void fail(const std::string &m) {
    if (message.empty())
      message = m;
  }
  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\n' ||
                                 text[pos] == '\r' || text[pos] == '\t'))
      ++pos;
  }
  bool literal(const char *word) {
    size_t n = std::char_traits<char>::length(word);
    if (text.compare(pos, n, word) != 0)
      return false;
    pos += n;
    return true;
  }

  std::optional<Value> value(int depth) {
    if (depth > 64) {
      fail("nesting too deep");
      return std::nullopt;
    }
    skipSpace();
    if (pos >= text.size()) {
      fail("unexpected end of input");
      return std::nullopt;
    }
    char c = text[pos];
    if (c == '{')
      return object(depth);
    if (c == '[')
      return array(depth);
    if (c == '"') {
      std::optional<std::string> s = string();
      return s ? std::optional<Value>(Value::string(*s)) : std::nullopt;
    }
    if (literal("true"))
      return Value::boolean(true);
    if (literal("false"))
      return Value::boolean(false);
    if (literal("null"))
      return Value();
    return number();
  }

  std::optional<Value> number() {
    size_t start = pos;
    bool integral = true;
    if (pos < text.size() && text[pos] == '-')
      ++pos;
    while (pos < text.size()) {
      char c = text[pos];
      if (c == '.' || c == 'e' || c == 'E' || c == '+' || (c == '-' && pos > start))
        integral = false;
      else if (c < '0' || c > '9')
        break;
      ++pos;
    }
    std::string token = text.substr(start, pos - start);
    char *end = nullptr;
    double d = std::strtod(token.c_str(), &end);
    if (token.empty() || end != token.c_str() + token.size() || !std::isfinite(d)) {
      pos = start;
      fail("invalid value");
      return std::nullopt;
    }
    std::optional<int64_t> integer;
    if (integral) {
      errno = 0;
      long long i = std::strtoll(token.c_str(), nullptr, 10);
      if (errno == 0)
        integer = i;
    }
    return Value::number(d, integer);
  }

  std::optional<std::string> string() {
    ++pos; // opening quote
    std::string out;
    while (pos < text.size() && text[pos] != '"') {
      char c = text[pos++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos >= text.size())
        break;
      char e = text[pos++];
      switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'u': // code points are kept only when ASCII
        if (pos + 4 > text.size()) {
          fail("bad \\u escape");
          return std::nullopt;
        } else {
          unsigned cp = std::strtoul(text.substr(pos, 4).c_str(), nullptr, 16);
          out += cp < 0x80 ? static_cast<char>(cp) : '?';
          pos += 4;
        }
        break;
      default: out += e; break;
      }
    }
    if (pos >= text.size()) {
      fail("unterminated string");
      return std::nullopt;
    }
    ++pos; // closing quote
    return out;
  }

  std::optional<Value> array(int depth) {
    ++pos;
    Array items;
    skipSpace();
    if (pos < text.size() && text[pos] == ']') {
      ++pos;
      return Value::array(std::move(items));
    }
    while (true) {
      std::optional<Value> item = value(depth + 1);
      if (!item)
        return std::nullopt;
      items.push_back(std::move(*item));
      skipSpace();
      if (pos < text.size() && text[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < text.size() && text[pos] == ']') {
        ++pos;
        return Value::array(std::move(items));
      }
      fail("expected ',' or ']'");
      return std::nullopt;
    }
  }

  std::optional<Value> object(int depth) {
    ++pos;
    Object members;
    skipSpace();
    if (pos < text.size() && text[pos] == '}') {
      ++pos;
      return Value::object(std::move(members));
    }
    while (true) {
      skipSpace();
      if (pos >= text.size() || text[pos] != '"') {
        fail("expected a key");
        return std::nullopt;
      }
      std::optional<std::string> key = string();
      if (!key)
        return std::nullopt;
      skipSpace();
      if (pos >= text.size() || text[pos] != ':') {
        fail("expected ':'");
        return std::nullopt;
      }
      ++pos;
      std::optional<Value> item = value(depth + 1);
      if (!item)
        return std::nullopt;
      members.set(*key, std::move(*item));
      skipSpace();
      if (pos < text.size() && text[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < text.size() && text[pos] == '}') {
        ++pos;
        return Value::object(std::move(members));
      }
      fail("expected ',' or '}'");
      return std::nullopt;
    }
  }

  const std::string &text;
  size_t pos = 0;
  std::string message;
};
} // namespace

std::optional<Value> rope::jsonlite::parse(const std::string &text,
                                           std::string &error) {
  return Parser(text).document(error);
}
