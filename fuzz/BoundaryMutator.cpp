//===- BoundaryMutator.cpp - Boundary values into MLIR text ---------------===//

#include "BoundaryMutator.h"

#include <cctype>

namespace rope::fuzz {
namespace {

bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)); }
bool isHexDigit(char c) { return std::isxdigit(static_cast<unsigned char>(c)); }
bool isLetter(char c) { return std::isalpha(static_cast<unsigned char>(c)); }

/// Characters that continue an identifier or start a symbol (`%x`, `@f`,
/// `#map`, `^bb`, `!type`): a number or type name after one is part of it.
bool continuesName(char c) {
  return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.' ||
         c == '%' || c == '@' || c == '#' || c == '^' || c == '!';
}

/// Whether position `i` of `text` sits right after `<` or `Nx` of a shape.
bool startsDimension(const std::string &text, size_t i) {
  if (i == 0)
    return false;
  char before = text[i - 1];
  return before == '<' || (before == 'x' && i >= 2 &&
                           (isDigit(text[i - 2]) || text[i - 2] == '?'));
}

const std::vector<std::string> &elementTypes() {
  static const std::vector<std::string> types = {
      "f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
      "i1",  "i8",   "i16", "i32", "i64", "i128", "index"};
  return types;
}

bool isElementType(const std::string &word) {
  for (const std::string &type : elementTypes())
    if (word == type)
      return true;
  return false;
}

/// The end of the number starting at `i` (digits, fraction, exponent).
size_t scanDecimal(const std::string &text, size_t i, bool &isFloat) {
  const size_t n = text.size();
  while (i < n && isDigit(text[i]))
    ++i;
  if (i + 1 < n && text[i] == '.' && isDigit(text[i + 1])) {
    isFloat = true;
    for (++i; i < n && isDigit(text[i]);)
      ++i;
  }
  if (i < n && (text[i] == 'e' || text[i] == 'E')) {
    size_t exponent = i + 1;
    if (exponent < n && (text[exponent] == '+' || text[exponent] == '-'))
      ++exponent;
    if (exponent < n && isDigit(text[exponent])) {
      isFloat = true;
      for (i = exponent; i < n && isDigit(text[i]);)
        ++i;
    }
  }
  return i;
}

} // namespace

std::vector<Token> findMutableTokens(const std::string &text) {
  std::vector<Token> tokens;
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const char c = text[i];
    const bool free = i == 0 || !continuesName(text[i - 1]);
    if ((isDigit(c) || c == '?') && startsDimension(text, i)) {
      size_t end = c == '?' ? i + 1 : i;
      while (end < n && isDigit(text[end]))
        ++end;
      if (end < n && text[end] == 'x') {
        tokens.push_back({TokenKind::Dimension, i, end - i});
        i = end + 1; // past the `x`
        continue;
      }
    }
    if (isDigit(c) && free) {
      size_t begin = i;
      // A minus sign belongs to the number unless it ends a name (`a-1`).
      if (i > 0 && text[i - 1] == '-' &&
          (i == 1 || !continuesName(text[i - 2])))
        begin = i - 1;
      size_t end;
      bool isFloat = false;
      if (c == '0' && i + 2 < n && text[i + 1] == 'x' &&
          isHexDigit(text[i + 2])) {
        for (end = i + 2; end < n && isHexDigit(text[end]);)
          ++end;
        isFloat = true; // hexadecimal literals spell float bit patterns
      } else {
        end = scanDecimal(text, i, isFloat);
      }
      if (end == n || !continuesName(text[end]) || text[end] == '.') {
        tokens.push_back({isFloat ? TokenKind::Float : TokenKind::Integer,
                          begin, end - begin});
      }
      i = end;
      continue;
    }
    if (isLetter(c) && (free || startsDimension(text, i))) {
      size_t end = i;
      while (end < n &&
             (isLetter(text[end]) || isDigit(text[end]) || text[end] == '_'))
        ++end;
      // `index.add` is an op name, not a type.
      const bool opName = end < n && text[end] == '.';
      if (!opName && isElementType(text.substr(i, end - i)))
        tokens.push_back({TokenKind::ElementType, i, end - i});
      i = end;
      continue;
    }
    ++i;
  }
  return tokens;
}

const std::vector<std::string> &boundaryValues(TokenKind kind) {
  // One line per reason a value is interesting.
  // clang-format off
  static const std::vector<std::string> integers = {
      "0", "1", "-1", "2", "3",                    // empty, single, odd
      "16777216",                                  // 2^24: f32 stops counting
      "2147483647", "-2147483648",                 // i32 limits
      "4294967301",                                // 2^32 + 5: 5 in i32
      "1099511627776", "4611686018427387904",      // 2^40, 2^62
      "9223372036854775807", "-9223372036854775808" // i64 limits
  };
  static const std::vector<std::string> floats = {
      "0.0", "-0.0", "1.0", "-1.0",                // signs and units
      "1.0e308", "1.7976931348623157e308",         // near and at f64 max
      "1.0e-320", "4.9e-324",                      // subnormals
      "nan", "inf", "-inf",                        // as keywords
      "0x7FF8000000000000", "0x7FF0000000000000"   // nan and inf as bits
  };
  static const std::vector<std::string> dimensions = {
      "?", "0", "1", "2", "3",                     // dynamic, empty, tiny
      "4096", "65536",                             // large head dims
      "2147483648", "4294967296",                  // past i32, past u32
      "9223372036854775807"                        // i64 max
  };
  // clang-format on
  switch (kind) {
  case TokenKind::Integer:
    return integers;
  case TokenKind::Float:
    return floats;
  case TokenKind::Dimension:
    return dimensions;
  case TokenKind::ElementType:
    return elementTypes();
  }
  return integers;
}

bool mutateBoundary(std::string &text, std::mt19937 &rng) {
  std::vector<Token> tokens = findMutableTokens(text);
  if (tokens.empty())
    return false;
  const Token &token =
      tokens[std::uniform_int_distribution<size_t>(0, tokens.size() - 1)(rng)];
  TokenKind kind = token.kind;
  // One time in four an integer becomes a float or the other way round.
  if ((kind == TokenKind::Integer || kind == TokenKind::Float) &&
      rng() % 4 == 0)
    kind = kind == TokenKind::Integer ? TokenKind::Float : TokenKind::Integer;
  const std::vector<std::string> &values = boundaryValues(kind);
  const std::string &value =
      values[std::uniform_int_distribution<size_t>(0, values.size() - 1)(rng)];
  text.replace(token.begin, token.size, value);
  return true;
}

} // namespace rope::fuzz
