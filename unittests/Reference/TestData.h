//===- TestData.h - Seeded inputs for the reference tests -------*- C++ -*-===//

#ifndef ROPE_UNITTESTS_REFERENCE_TESTDATA_H
#define ROPE_UNITTESTS_REFERENCE_TESTDATA_H

#include <random>
#include <vector>

namespace rope::reference::testing {

/// `n` values uniform in [-1, 1) from a fixed seed.
inline std::vector<double> randomData(size_t n, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  std::vector<double> v(n);
  for (double &x : v)
    x = dist(gen);
  return v;
}

} // namespace rope::reference::testing

#endif // ROPE_UNITTESTS_REFERENCE_TESTDATA_H
