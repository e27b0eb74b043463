//===- HostTensor.cpp - Typed host buffers with memref descriptors --------===//

#include "rope/Runtime/HostTensor.h"

#include "rope/Rules/CheckedMath.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

namespace rope::run {

namespace {
/// No host buffer is larger; rounding sizes up cannot wrap below it.
constexpr int64_t kMaxBytes = int64_t(1) << 62;

/// The rounding rule of the kernels (rope/Codegen/Common/BF16.h): to
/// nearest, ties to even; a NaN becomes the quiet NaN 0x7FC0.
uint16_t floatToBf16(float value) {
  if (std::isnan(value))
    return 0x7FC0;
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  bits += 0x7FFF + ((bits >> 16) & 1); // round to nearest even
  return static_cast<uint16_t>(bits >> 16);
}

float bf16ToFloat(uint16_t value) {
  uint32_t bits = uint32_t(value) << 16;
  float out;
  std::memcpy(&out, &bits, 4);
  return out;
}
} // namespace

uint64_t availableHostMemory() {
  // The kernel's estimate of what can be allocated without swapping.
  std::FILE *meminfo = std::fopen("/proc/meminfo", "r");
  if (!meminfo)
    return 0;
  char line[256];
  unsigned long long kib = 0;
  while (std::fgets(line, sizeof(line), meminfo))
    if (std::sscanf(line, "MemAvailable: %llu kB", &kib) == 1)
      break;
  std::fclose(meminfo);
  return uint64_t(kib) * 1024;
}

size_t elementSize(const std::string &element) {
  if (element == "f16" || element == "bf16")
    return 2;
  if (element == "f32" || element == "i32")
    return 4;
  if (element == "f64" || element == "i64" || element == "index")
    return 8;
  return 0;
}

HostTensor::HostTensor(std::string element, std::vector<int64_t> shape)
    : element_(std::move(element)), shape_(std::move(shape)),
      data_(nullptr, std::free) {
  // A shape whose size does not fit in memory gets no data (and no count,
  // so that nothing iterates over it); callers report the failed allocation.
  std::optional<int64_t> bytes = 1;
  for (int64_t extent : shape_) {
    bytes = extent < 0 || !bytes ? std::nullopt
                                 : rules::checkedMul(*bytes, extent);
  }
  if (bytes)
    bytes = rules::checkedMul(*bytes, std::max<int64_t>(
                                              elementSize(element_), 1));
  if (!bytes || *bytes > kMaxBytes) {
    count_ = 0;
    return;
  }
  count_ = *bytes / std::max<int64_t>(elementSize(element_), 1);
  size_t size = (std::max<size_t>(*bytes, 1) + 63) / 64 * 64;
  data_.reset(static_cast<uint8_t *>(std::aligned_alloc(64, size)));
  if (data_) // fault every page in before timing
    std::memset(data_.get(), 0, size);
}

void HostTensor::fillUniform(uint64_t seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  for (int64_t i = 0; i < count_; ++i) {
    float v = dist(gen);
    if (element_ == "f32")
      reinterpret_cast<float *>(data())[i] = v;
    else if (element_ == "f16")
      reinterpret_cast<_Float16 *>(data())[i] = static_cast<_Float16>(v);
    else if (element_ == "bf16")
      reinterpret_cast<uint16_t *>(data())[i] = floatToBf16(v);
    else if (element_ == "f64")
      reinterpret_cast<double *>(data())[i] = v;
  }
}

void HostTensor::fillIntegers(const std::vector<int64_t> &values) {
  for (int64_t i = 0; i < count_; ++i) {
    if (element_ == "i32")
      reinterpret_cast<int32_t *>(data())[i] = static_cast<int32_t>(values[i]);
    else
      reinterpret_cast<int64_t *>(data())[i] = values[i];
  }
}

std::vector<double> HostTensor::toDouble() const {
  std::vector<double> out(count_);
  const uint8_t *raw = data_.get();
  for (int64_t i = 0; i < count_; ++i) {
    if (element_ == "f32")
      out[i] = reinterpret_cast<const float *>(raw)[i];
    else if (element_ == "f16")
      out[i] = static_cast<double>(reinterpret_cast<const _Float16 *>(raw)[i]);
    else if (element_ == "bf16")
      out[i] = bf16ToFloat(reinterpret_cast<const uint16_t *>(raw)[i]);
    else if (element_ == "f64")
      out[i] = reinterpret_cast<const double *>(raw)[i];
    else if (element_ == "i32")
      out[i] = reinterpret_cast<const int32_t *>(raw)[i];
    else // i64, index
      out[i] = static_cast<double>(reinterpret_cast<const int64_t *>(raw)[i]);
  }
  return out;
}

void HostTensor::copyFrom(const HostTensor &other) {
  std::memcpy(data_.get(), other.data_.get(), bytes());
}

int64_t *HostTensor::descriptor() {
  const int64_t rank = static_cast<int64_t>(shape_.size());
  descriptor_.assign(3 + 2 * rank, 0);
  descriptor_[0] = descriptor_[1] = reinterpret_cast<intptr_t>(data_.get());
  int64_t stride = 1;
  for (int64_t axis = rank - 1; axis >= 0; --axis) {
    descriptor_[3 + axis] = shape_[axis];
    descriptor_[3 + rank + axis] = stride;
    stride *= shape_[axis];
  }
  return descriptor_.data();
}

double ulpOf(const std::string &element, double x) {
  int mantissa = element == "f16" ? 10 : element == "bf16" ? 7 : 23;
  int minExponent = element == "f16" ? -14 : -126;
  int exponent = std::max(static_cast<int>(std::floor(std::log2(std::max(
                              std::abs(x), std::ldexp(1.0, minExponent))))),
                          minExponent);
  return std::ldexp(1.0, exponent - mantissa);
}

} // namespace rope::run
