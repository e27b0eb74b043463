//===- CudaDriver.cpp - The CUDA driver API, loaded at run time -----------===//

#include "CudaDriver.h"

#include <cstdlib>
#include <dlfcn.h>

using namespace rope::gpu;

namespace {
template <typename F>
bool resolve(void *library, const char *name, F &slot) {
  slot = reinterpret_cast<F>(dlsym(library, name));
  return slot != nullptr;
}
} // namespace

std::string CudaDriver::load() {
  const char *path = std::getenv("ROPE_CUDA_LIBRARY");
  if (!path || !*path)
    path = "libcuda.so.1";
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!library)
    return std::string("no CUDA device: cannot load the CUDA driver (") +
           dlerror() + ")";
  // Versioned names where the driver has replaced the original ABI.
  bool ok = resolve(library, "cuInit", init) &&
            resolve(library, "cuDeviceGetCount", deviceGetCount) &&
            resolve(library, "cuDeviceGet", deviceGet) &&
            resolve(library, "cuDeviceGetName", deviceGetName) &&
            resolve(library, "cuDeviceGetAttribute", deviceGetAttribute) &&
            resolve(library, "cuDevicePrimaryCtxRetain", primaryCtxRetain) &&
            resolve(library, "cuCtxSetCurrent", ctxSetCurrent) &&
            resolve(library, "cuCtxSynchronize", ctxSynchronize) &&
            resolve(library, "cuModuleLoadDataEx", moduleLoadDataEx) &&
            resolve(library, "cuModuleGetFunction", moduleGetFunction) &&
            resolve(library, "cuFuncSetAttribute", funcSetAttribute) &&
            resolve(library, "cuMemAlloc_v2", memAlloc) &&
            resolve(library, "cuMemFree_v2", memFree) &&
            resolve(library, "cuMemcpyHtoD_v2", memcpyHtoD) &&
            resolve(library, "cuMemcpyDtoH_v2", memcpyDtoH) &&
            resolve(library, "cuLaunchKernel", launchKernel) &&
            resolve(library, "cuEventCreate", eventCreate) &&
            resolve(library, "cuEventRecord", eventRecord) &&
            resolve(library, "cuEventSynchronize", eventSynchronize) &&
            resolve(library, "cuEventElapsedTime", eventElapsedTime) &&
            resolve(library, "cuGetErrorString", getErrorString);
  if (!ok)
    return std::string("no CUDA device: the CUDA driver lacks an entry point (") +
           dlerror() + ")";
  return "";
}

std::string CudaDriver::describe(const char *call, CUresult result) const {
  const char *message = nullptr;
  if (getErrorString)
    getErrorString(result, &message);
  return std::string(call) + " failed: " +
         (message ? message : "error " + std::to_string(result));
}
