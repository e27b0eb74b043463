//===- AttentionCall.cpp - Positions and work of an attention -------------===//

#include "rope/Runtime/AttentionCall.h"

#include "rope/Rules/Layout.h"

#include <algorithm>
#include <random>

namespace rope::run {

namespace {
/// Batch rows and sequence length of the q or k argument `arg`.
std::pair<int64_t, int64_t> rowsAndTokens(const AttentionSpec &spec,
                                          const std::vector<HostTensor> &args,
                                          int64_t arg) {
  rules::Layout layout{spec.layout};
  const std::vector<int64_t> &shape = args[arg].shape();
  return {layout.extent('b', shape), layout.extent('s', shape)};
}

std::vector<int64_t> integersOf(const HostTensor &tensor) {
  std::vector<int64_t> values;
  for (double v : tensor.toDouble())
    values.push_back(static_cast<int64_t>(v));
  return values;
}

rules::Positions positionsOf(const std::vector<HostTensor> &args,
                                 int64_t staticOffset, int64_t offsetArg,
                                 int64_t positionsArg, int64_t offset) {
  if (positionsArg >= 0) {
    const HostTensor &t = args[positionsArg];
    return rules::Positions::fromExplicit(integersOf(t),
                                              t.shape().size() == 2);
  }
  return rules::Positions::fromOffset(staticOffset +
                                          (offsetArg >= 0 ? offset : 0));
}
} // namespace

std::string checkAttentionShapes(
    const AttentionSpec &spec,
    const std::vector<std::vector<int64_t>> &argShapes) {
  rules::Layout layout{spec.layout};
  const std::vector<int64_t> &q = argShapes[spec.qArg];
  const std::vector<int64_t> &k = argShapes[spec.kArg];
  const int64_t hq = layout.extent('h', q), hkv = layout.extent('h', k);
  if (hkv == 0 || hq % hkv != 0)
    return "the query heads of argument #" + std::to_string(spec.qArg) + " (" +
           std::to_string(hq) + ") are not a multiple of the kv heads of "
           "argument #" + std::to_string(spec.kArg) + " (" +
           std::to_string(hkv) + ")";
  if (q.back() != spec.config.headDim)
    return "the head dim of argument #" + std::to_string(spec.qArg) + " (" +
           std::to_string(q.back()) + ") differs from the RoPE head dim " +
           std::to_string(spec.config.headDim);
  return "";
}

std::string fillAttentionPositions(const AttentionSpec &spec, uint64_t seed,
                                   int64_t maxPosition,
                                   std::vector<HostTensor> &args) {
  if (spec.qPositionsArg < 0 && spec.kPositionsArg < 0)
    return "";
  auto [batch, sq] = rowsAndTokens(spec, args, spec.qArg);
  const int64_t sk = rowsAndTokens(spec, args, spec.kArg).second;
  const int64_t queryShift = std::max<int64_t>(sk - sq, 0);
  const int64_t span = std::max(sq, sk);
  std::mt19937_64 generator(seed);
  std::uniform_int_distribution<int64_t> start(
      0, std::max<int64_t>(maxPosition - span + 1, 1) - 1);
  std::vector<int64_t> starts(std::max<int64_t>(batch, 1));
  for (int64_t &s : starts)
    s = start(generator);
  auto fill = [&](int64_t arg, int64_t tokens, int64_t shift) -> std::string {
    if (arg < 0)
      return "";
    HostTensor &t = args[arg];
    std::vector<int64_t> values(t.count());
    // A tensor that breaks its ties is refused later; it must not be read
    // past `starts` here.
    for (int64_t k = 0; k < t.count(); ++k) {
      size_t row = tokens ? static_cast<size_t>(k / tokens) : 0;
      values[k] = starts[std::min(row, starts.size() - 1)] + shift +
                  (tokens ? k % tokens : k);
      // Checked before an i32 tensor would wrap it into range.
      if (values[k] >= rules::kPositionLimit)
        return "generated position " + std::to_string(values[k]) +
               " is outside [0, 2^31): lower --max-position";
    }
    t.fillIntegers(values);
    return "";
  };
  if (std::string e = fill(spec.qPositionsArg, sq, queryShift); !e.empty())
    return e;
  return fill(spec.kPositionsArg, sk, 0);
}

std::string attentionPositionsOf(const AttentionSpec &spec,
                                 const std::vector<HostTensor> &args,
                                 int64_t qOffset, int64_t kOffset,
                                 rules::Positions &queries,
                                 rules::Positions &keys) {
  queries = positionsOf(args, spec.staticQOffset, spec.qOffsetArg,
                        spec.qPositionsArg, qOffset);
  keys = positionsOf(args, spec.staticKOffset, spec.kOffsetArg,
                     spec.kPositionsArg, kOffset);
  auto [batch, sq] = rowsAndTokens(spec, args, spec.qArg);
  const int64_t sk = rowsAndTokens(spec, args, spec.kArg).second;
  if (std::string e = queries.check(batch, sq); !e.empty())
    return "queries: " + e;
  if (std::string e = keys.check(batch, sk); !e.empty())
    return "keys: " + e;
  return "";
}

reference::AttentionOptions attentionOptionsOf(const AttentionSpec &spec) {
  reference::AttentionOptions options;
  options.causal = spec.causal;
  options.keysRotated = spec.keysRotated;
  options.scale = spec.scale;
  return options;
}

double attentionFlops(const AttentionSpec &spec,
                      const std::vector<HostTensor> &args,
                      const rules::Positions &queries,
                      const rules::Positions &keys) {
  rules::Layout layout{spec.layout};
  const std::vector<int64_t> &q = args[spec.qArg].shape();
  const std::vector<int64_t> &v = args[spec.vArg].shape();
  auto [batch, sq] = rowsAndTokens(spec, args, spec.qArg);
  const int64_t sk = rowsAndTokens(spec, args, spec.kArg).second;
  const double perPair =
      2.0 * double(q.back() + v.back()) * double(layout.extent('h', q));
  if (!spec.causal)
    return perPair * double(batch) * double(sq) * double(sk);
  // Per row: sort the key positions, count those at or before each query.
  double pairs = 0;
  std::vector<int64_t> keyPositions(sk);
  for (int64_t b = 0; b < batch; ++b) {
    for (int64_t j = 0; j < sk; ++j)
      keyPositions[j] = keys.at(b, j, sk);
    std::sort(keyPositions.begin(), keyPositions.end());
    for (int64_t i = 0; i < sq; ++i)
      pairs += std::upper_bound(keyPositions.begin(), keyPositions.end(),
                                queries.at(b, i, sq)) -
               keyPositions.begin();
  }
  return perPair * pairs;
}

} // namespace rope::run
