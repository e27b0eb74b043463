//===- DeviceCall.cpp - rope-run-gpu's device layer ----------------------===//

#include "DeviceCall.h"

#include "RunOptions.h"

#include <algorithm>

using namespace rope::run;

namespace rope::gpu {

void check(const CudaDriver &cuda, const char *call, CUresult r) {
  if (r != 0)
    fail(cuda.describe(call, r));
}

/// Loads the driver, opens device 0 and loads `image`: PTX, which the
/// driver JIT-compiles (its error log becomes part of the message on
/// failure), or a cubin.
void loadModule(const std::string &image, LoadedModule &loaded) {
  CudaDriver &cuda = loaded.cuda;
  if (std::string e = cuda.load(); !e.empty())
    fail(e);
  int devices = 0;
  if (cuda.init(0) != 0 || cuda.deviceGetCount(&devices) != 0 || devices == 0)
    fail("no CUDA device");
  CUcontext context;
  check(cuda, "cuDeviceGet", cuda.deviceGet(&loaded.device, 0));
  char deviceName[128] = {};
  cuda.deviceGetName(deviceName, sizeof deviceName, loaded.device);
  loaded.deviceName = deviceName;
  check(cuda, "cuDevicePrimaryCtxRetain",
        cuda.primaryCtxRetain(&context, loaded.device));
  check(cuda, "cuCtxSetCurrent", cuda.ctxSetCurrent(context));
  static char errorLog[16384], infoLog[16384];
  int jitKeys[] = {kJitErrorLogBuffer, kJitErrorLogBufferSize, kJitInfoLogBuffer,
                   kJitInfoLogBufferSize};
  void *jitValues[] = {errorLog, reinterpret_cast<void *>(sizeof errorLog), infoLog,
                       reinterpret_cast<void *>(sizeof infoLog)};
  if (CUresult r =
          cuda.moduleLoadDataEx(&loaded.module, image.c_str(), 4, jitKeys, jitValues))
    fail(cuda.describe("cuModuleLoadDataEx", r) + "\nJIT log:\n" + errorLog);
}

/// A device buffer of `bytes` (at least 1), holding a copy of `host` when
/// one is given.
DeviceBuffer &allocate(const CudaDriver &cuda, std::deque<DeviceBuffer> &buffers,
                       size_t bytes, HostTensor *host) {
  DeviceBuffer &b = buffers.emplace_back();
  b.cuda = &cuda;
  b.bytes = std::max<size_t>(bytes, 1);
  check(cuda, "cuMemAlloc", cuda.memAlloc(&b.ptr, b.bytes));
  if (host)
    check(cuda, "cuMemcpyHtoD",
          cuda.memcpyHtoD(b.ptr, host->data(), host->bytes()));
  return b;
}

DeviceBuffer &upload(const CudaDriver &cuda, std::deque<DeviceBuffer> &buffers,
                     HostTensor &host) {
  return allocate(cuda, buffers, host.bytes(), &host);
}

void uploadCall(const CudaDriver &cuda, KernelCall &call,
                const HarnessOptions &options, DeviceCall &device) {
  for (HostTensor &t : call.inputs)
    device.inputs.push_back(upload(cuda, device.buffers, t).ptr);
  for (size_t k = 0; k < call.outputs.size(); ++k)
    device.outputs.push_back(options.inPlace ? device.inputs[k]
                                     : upload(cuda, device.buffers, call.outputs[k]).ptr);
  for (const ParamSpec &p : call.kernel->params) {
    if (p.role == "input")
      device.params.memref(device.inputs[p.index], call.inputs[p.index].count());
    else if (p.role == "output")
      device.params.memref(device.outputs[p.index], call.outputs[p.index].count());
    else if (p.role == "positions" && call.positionsTensor)
      device.params.memref(upload(cuda, device.buffers, *call.positionsTensor).ptr,
                           call.positionsTensor->count());
    else if (p.role == "batch_offsets" && call.offsetsTensor)
      device.params.memref(upload(cuda, device.buffers, *call.offsetsTensor).ptr,
                           call.offsetsTensor->count());
    else if (p.role == "offset")
      device.params.scalar(options.offset);
    else if (p.role == "batch")
      device.params.scalar(call.batch);
    else if (p.role == "seq")
      device.params.scalar(call.seq);
    else
      fail("kernel parameter of unknown role '" + p.role + "'");
  }
}

/// Times `launch` (one run of everything the kernel needs) with CUDA
/// events: `warmup` untimed runs, then `runs` timed ones.
TimingSummary timeOnDevice(const CudaDriver &cuda, const HarnessOptions &options,
                           const std::function<void()> &launch) {
  CUevent start, stop;
  check(cuda, "cuEventCreate", cuda.eventCreate(&start, 0));
  check(cuda, "cuEventCreate", cuda.eventCreate(&stop, 0));
  return timeCalls(options.warmup, options.runs, launch, [&] {
    cuda.eventRecord(start, nullptr);
    launch();
    cuda.eventRecord(stop, nullptr);
    check(cuda, "cuEventSynchronize", cuda.eventSynchronize(stop));
    float milliseconds = 0;
    cuda.eventElapsedTime(&milliseconds, start, stop);
    return milliseconds / 1e3;
  });
}

} // namespace rope::gpu
