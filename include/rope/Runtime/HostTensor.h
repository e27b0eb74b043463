//===- HostTensor.h - Typed host buffers with memref descriptors -*- C++ -*-===//

#ifndef ROPE_RUNTIME_HOSTTENSOR_H
#define ROPE_RUNTIME_HOSTTENSOR_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace rope::run {

/// Bytes per element of a manifest element type, 0 when unsupported.
size_t elementSize(const std::string &element);

/// Bytes of memory the system can give this process now without swapping
/// (Linux's MemAvailable); 0 when unknown.
uint64_t availableHostMemory();

/// A 64-byte aligned, pre-faulted buffer of `element` values with the MLIR
/// memref descriptor that passes it to compiled code.
class HostTensor {
public:
  HostTensor(std::string element, std::vector<int64_t> shape);

  const std::string &element() const { return element_; }
  const std::vector<int64_t> &shape() const { return shape_; }
  int64_t count() const { return count_; }
  size_t bytes() const { return count_ * elementSize(element_); }
  /// Null when the allocation failed.
  void *data() { return data_.get(); }

  /// Seeded values in [-1, 1), rounded to the element type.
  void fillUniform(uint64_t seed);
  /// Integer contents (i32, i64, index tensors).
  void fillIntegers(const std::vector<int64_t> &values);
  /// Every element as float64 (exactly the stored value; integers below
  /// 2^53).
  std::vector<double> toDouble() const;
  /// Copies another tensor's contents (same type and shape).
  void copyFrom(const HostTensor &other);
  /// {allocated, aligned, offset, sizes..., strides...} as the ABI wants.
  int64_t *descriptor();

private:
  std::string element_;
  std::vector<int64_t> shape_;
  int64_t count_ = 1;
  std::unique_ptr<uint8_t[], void (*)(void *)> data_;
  std::vector<int64_t> descriptor_;
};

/// Float values representable by one unit in the last place of `element`
/// at magnitude |x| (f32, f16, bf16).
double ulpOf(const std::string &element, double x);

} // namespace rope::run

#endif // ROPE_RUNTIME_HOSTTENSOR_H
