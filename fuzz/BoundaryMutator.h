//===- BoundaryMutator.h - Boundary values into MLIR text -------*- C++ -*-===//
//
// A structured mutation for the fuzzer: pick one number, shape dimension or
// element type in MLIR text and replace it with a value at a boundary
// (INT64_MAX, 2^32 + 5, 1e-320, nan, a dynamic `?`, f80, i128, ...). Bugs
// live at those boundaries and byte-level mutation rarely reaches them.
// Plain C++: no MLIR, no libFuzzer.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_FUZZ_BOUNDARYMUTATOR_H
#define ROPE_FUZZ_BOUNDARYMUTATOR_H

#include <random>
#include <string>
#include <vector>

namespace rope::fuzz {

/// What a replaceable span of text is.
enum class TokenKind {
  Integer,    ///< 42, -1
  Float,      ///< 0.5, 5.000000e+05, 0x7FF8000000000000
  Dimension,  ///< 16 or ? in tensor<16x?xf32>
  ElementType ///< f32, bf16, i64, index, ...
};

/// A span of `text` the mutator may replace.
struct Token {
  TokenKind kind;
  size_t begin;
  size_t size;
};

/// Every number literal (with its sign), shape dimension and element type
/// name in `text`, in order. Identifiers such as `%arg0`, `@f1` or `sm_90`
/// hold none.
std::vector<Token> findMutableTokens(const std::string &text);

/// The values a token of `kind` may become.
const std::vector<std::string> &boundaryValues(TokenKind kind);

/// Replaces one token of `text`, chosen by `rng`, with a boundary value of
/// its kind (a number sometimes takes one of the other number kind).
/// Returns false, leaving `text` alone, when it has no token.
bool mutateBoundary(std::string &text, std::mt19937 &rng);

} // namespace rope::fuzz

#endif // ROPE_FUZZ_BOUNDARYMUTATOR_H
