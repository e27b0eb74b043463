//===- KernelCall.cpp - The host data of one launch of a GPU kernel -------===//

#include "rope/Runtime/KernelCall.h"

#include "rope/Rules/CheckedMath.h"
#include "rope/Rules/Layout.h"
#include "rope/Runtime/ShapeCheck.h"

#include <random>

namespace rope::run {

namespace {
/// The grid has one block per token, at most 2^31 - 1 of them.
constexpr int64_t kMaxBlocks = 0x7fffffff;
/// Batch row b starts at offset + b * kBatchOffsetStride: rows that differ.
constexpr int64_t kBatchOffsetStride = 4099;
} // namespace

std::string kernelTensorShape(const ValueSpec &spec, const std::string &layout,
                              const KernelExtents &sizes,
                              const std::string &what,
                              std::vector<int64_t> &shape) {
  shape.clear();
  for (size_t axis = 0; axis < spec.shape.size(); ++axis) {
    shape.push_back(spec.shape[axis].size);
    if (!spec.shape[axis].isDynamic())
      continue;
    char role = axis < layout.size() ? layout[axis] : 's';
    int64_t given = role == 'b' ? sizes.batch : role == 's' ? sizes.seq : -1;
    if (given < 1)
      return what + " has a dynamic " +
             (role == 'b' ? "batch" : role == 's' ? "sequence" : "head") +
             " extent: pass " + (role == 'b' ? "--batch" : sizes.seqFlag);
    shape[axis] = given;
  }
  uint64_t bytes = 8;
  for (int64_t extent : shape)
    if (__builtin_mul_overflow(bytes, static_cast<uint64_t>(extent), &bytes) ||
        bytes > kMaxKernelTensorBytes)
      return what + " would need more than 256 GiB";
  return "";
}

std::string prepareKernelCall(const KernelSpec &kernel,
                              const HarnessOptions &options, KernelCall &call) {
  call.kernel = &kernel;
  call.referenceConfig = kernel.config;
  if (std::string e = overrideReferenceConfig(options, call.referenceConfig);
      !e.empty())
    return e;
  rules::Layout layout{kernel.layout};

  // Seeded inputs and output buffers of their shapes.
  for (size_t k = 0; k < kernel.inputs.size(); ++k) {
    const std::string what = "input #" + std::to_string(k);
    std::vector<int64_t> shape;
    if (std::string e =
            kernelTensorShape(kernel.inputs[k], kernel.layout,
                              {options.batch, options.seq}, what, shape);
        !e.empty())
      return e;
    HostTensor &input = call.inputs.emplace_back(kernel.inputs[k].element, shape);
    HostTensor &output = call.outputs.emplace_back(kernel.inputs[k].element, shape);
    if (!input.data() || !output.data())
      return "cannot allocate host memory for " + what;
    input.fillUniform(options.seed + k);
    call.logicalBytes += 2.0 * input.bytes();
  }
  const std::vector<int64_t> &shape0 = call.inputs[0].shape();
  call.batch = layout.extent('b', shape0);
  call.seq = layout.extent('s', shape0);

  // Positions of the kind the kernel reads. The offset feeds its run-time
  // offset (or the batch offsets); a static offset kernel ignores it.
  std::mt19937_64 generator(options.seed * 7919 + 17);
  call.positions = rules::Positions::fromOffset(
      kernel.staticOffset + (kernel.runtimeOffset ? options.offset : 0));
  if (kernel.positions) {
    std::vector<int64_t> shape = kernel.positions->shape.size() == 2
                                     ? std::vector<int64_t>{call.batch, call.seq}
                                     : std::vector<int64_t>{call.seq};
    call.positionsTensor.emplace(kernel.positions->element, shape);
    std::vector<int64_t> values(call.positionsTensor->count());
    std::uniform_int_distribution<int64_t> dist(0, options.maxPosition);
    for (int64_t &v : values)
      v = dist(generator);
    call.positionsTensor->fillIntegers(values);
    call.positions =
        rules::Positions::fromExplicit(values, shape.size() == 2);
  } else if (kernel.batchOffsets) {
    call.offsetsTensor.emplace(kernel.batchOffsets->element,
                               std::vector<int64_t>{call.batch});
    std::vector<int64_t> values(call.batch);
    for (int64_t b = 0; b < call.batch; ++b)
      values[b] = options.offset + b * kBatchOffsetStride;
    call.offsetsTensor->fillIntegers(values);
    for (int64_t &v : values)
      v += kernel.staticOffset;
    call.positions = rules::Positions::fromBatchOffsets(values);
  }

  // The kernel trusts these shapes and positions: check them all now.
  std::vector<ShapedValue> shaped;
  for (size_t k = 0; k < call.inputs.size(); ++k) {
    shaped.push_back({"input #" + std::to_string(k), &kernel.inputs[k],
                      call.inputs[k].shape()});
    shaped.push_back({"output #" + std::to_string(k), &kernel.outputs[k],
                      call.outputs[k].shape()});
  }
  if (call.positionsTensor)
    shaped.push_back(
        {"positions", &*kernel.positions, call.positionsTensor->shape()});
  if (call.offsetsTensor)
    shaped.push_back(
        {"batch offsets", &*kernel.batchOffsets, call.offsetsTensor->shape()});
  if (std::string e = checkShapes(shaped); !e.empty())
    return e;
  if (std::string e = call.positions.check(call.batch, call.seq); !e.empty())
    return e;
  std::optional<int64_t> blocks =
      rules::checkedProduct({call.batch, call.seq});
  if (!blocks || *blocks > kMaxBlocks)
    return "batch * seq exceeds the grid limit (2^31 - 1 blocks)";
  return "";
}

std::string checkKernelCall(const KernelCall &call, CheckResult &worst) {
  std::vector<const HostTensor *> inputs, outputs;
  for (size_t k = 0; k < call.inputs.size(); ++k) {
    inputs.push_back(&call.inputs[k]);
    outputs.push_back(&call.outputs[k]);
  }
  return checkRotations(call.referenceConfig, {call.kernel->layout},
                        call.positions, inputs, outputs, worst);
}

} // namespace rope::run
