//===- DeviceCall.h - rope-run-gpu's device layer ---------------*- C++ -*-===//
//
// The module, buffers, launch arguments and CUDA-event timing rope-run-gpu
// drives a kernel with, over the driver of CudaDriver.h. Every driver
// error fails (RunOptions.h).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TOOLS_ROPE_RUN_GPU_DEVICECALL_H
#define ROPE_TOOLS_ROPE_RUN_GPU_DEVICECALL_H

#include "CudaDriver.h"

#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/HostTensor.h"
#include "rope/Runtime/KernelCall.h"
#include "rope/Runtime/Timing.h"

#include <cstring>
#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace rope::gpu {
using run::HarnessOptions;
using run::HostTensor;
using run::KernelCall;
using run::TimingSummary;

/// Fails with the driver's description of `r` unless it is success.
void check(const CudaDriver &cuda, const char *call, CUresult r);

/// The PTX module loaded on the first device, in its primary context.
struct LoadedModule {
  CudaDriver cuda{};
  std::string deviceName;
  CUdevice device = 0;
  CUmodule module = nullptr;

  CUfunction function(const std::string &name) const {
    CUfunction f = nullptr;
    check(cuda, "cuModuleGetFunction",
          cuda.moduleGetFunction(&f, module, name.c_str()));
    return f;
  }
  int attribute(int which) const {
    int value = 0;
    check(cuda, "cuDeviceGetAttribute",
          cuda.deviceGetAttribute(&value, which, device));
    return value;
  }
};

/// Loads the driver, opens device 0 and loads `image`: PTX, which the
/// driver JIT-compiles (its error log becomes part of the message on
/// failure), or a cubin.
void loadModule(const std::string &image, LoadedModule &loaded);

/// A device copy of a host tensor; frees its memory, so never copied.
struct DeviceBuffer {
  DeviceBuffer() = default;
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  const CudaDriver *cuda = nullptr;
  CUdeviceptr ptr = 0;
  size_t bytes = 0;
  ~DeviceBuffer() {
    if (ptr)
      cuda->memFree(ptr);
  }
};

/// A device buffer of `bytes` (at least 1), holding a copy of `host` when
/// one is given.
DeviceBuffer &allocate(const CudaDriver &cuda, std::deque<DeviceBuffer> &buffers,
                       size_t bytes, HostTensor *host);

/// A device copy of `host`.
DeviceBuffer &upload(const CudaDriver &cuda, std::deque<DeviceBuffer> &buffers,
                     HostTensor &host);

/// Launch arguments in the order of the manifest's params.
class ParamPack {
public:
  void memref(CUdeviceptr ptr, int64_t count) {
    push(&ptr, sizeof ptr);
    push(&ptr, sizeof ptr);
    int64_t descriptor[3] = {0, count, 1};
    for (int64_t &v : descriptor)
      push(&v, sizeof v);
  }
  void scalar(int64_t v) { push(&v, sizeof v); }
  void **pointers() {
    pointers_.clear();
    for (auto &slot : storage_)
      pointers_.push_back(slot.data());
    return pointers_.data();
  }

private:
  void push(const void *value, size_t size) {
    storage_.emplace_back(size);
    std::memcpy(storage_.back().data(), value, size);
  }
  std::vector<std::vector<uint8_t>> storage_;
  std::vector<void *> pointers_;
};

/// The call's tensors on the device and the launch arguments that name
/// them; in place, each output is its input's buffer.
struct DeviceCall {
  std::deque<DeviceBuffer> buffers; // a deque keeps them in place
  std::vector<CUdeviceptr> inputs, outputs;
  ParamPack params;
};

/// Uploads the inputs (and outputs, unless in place) of `call` and packs
/// the launch arguments in the order of its kernel's params.
void uploadCall(const CudaDriver &cuda, KernelCall &call,
                const HarnessOptions &options, DeviceCall &device);

/// Times `launch` (one run of everything the kernel needs) with CUDA
/// events: `warmup` untimed runs, then `runs` timed ones.
TimingSummary timeOnDevice(const CudaDriver &cuda, const HarnessOptions &options,
                           const std::function<void()> &launch);

} // namespace rope::gpu

#endif // ROPE_TOOLS_ROPE_RUN_GPU_DEVICECALL_H
