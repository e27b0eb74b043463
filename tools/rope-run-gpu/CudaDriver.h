//===- CudaDriver.h - The CUDA driver API, loaded at run time ---*- C++ -*-===//
//
// libcuda is opened with dlopen so the harness builds and runs on machines
// without CUDA and says so. Only the entry points the harness uses are
// declared, with the driver's C ABI (no CUDA headers needed to build).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TOOLS_ROPE_RUN_GPU_CUDADRIVER_H
#define ROPE_TOOLS_ROPE_RUN_GPU_CUDADRIVER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace rope::gpu {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;

/// The driver entry points in use, resolved by name.
struct CudaDriver {
  CUresult (*init)(unsigned);
  CUresult (*deviceGetCount)(int *);
  CUresult (*deviceGet)(CUdevice *, int);
  CUresult (*deviceGetName)(char *, int, CUdevice);
  CUresult (*deviceGetAttribute)(int *, int, CUdevice);
  CUresult (*primaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*ctxSetCurrent)(CUcontext);
  CUresult (*ctxSynchronize)();
  CUresult (*moduleLoadDataEx)(CUmodule *, const void *, unsigned, int *, void **);
  CUresult (*moduleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*funcSetAttribute)(CUfunction, int, int);
  CUresult (*memAlloc)(CUdeviceptr *, size_t);
  CUresult (*memFree)(CUdeviceptr);
  CUresult (*memcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*memcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*launchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, CUstream, void **,
                           void **);
  CUresult (*eventCreate)(CUevent *, unsigned);
  CUresult (*eventRecord)(CUevent, CUstream);
  CUresult (*eventSynchronize)(CUevent);
  CUresult (*eventElapsedTime)(float *, CUevent, CUevent);
  CUresult (*getErrorString)(CUresult, const char **);

  /// Opens `library` (libcuda.so.1 unless ROPE_CUDA_LIBRARY names another)
  /// and resolves every entry point; returns an error message or "".
  std::string load();
  /// "<name>: <driver message>" for a failed call.
  std::string describe(const char *call, CUresult result) const;
};

/// JIT options of cuModuleLoadDataEx (CUjit_option values).
enum JitOption : int {
  kJitInfoLogBuffer = 3,
  kJitInfoLogBufferSize = 4,
  kJitErrorLogBuffer = 5,
  kJitErrorLogBufferSize = 6,
};

/// Device attributes of cuDeviceGetAttribute (CUdevice_attribute values).
enum DeviceAttribute : int {
  kDeviceMultiprocessorCount = 16,
  kDeviceMaxSharedMemoryPerBlockOptin = 97,
};

/// Function attributes of cuFuncSetAttribute (CUfunction_attribute values).
enum FunctionAttribute : int {
  kFuncMaxDynamicSharedSizeBytes = 8,
};

/// Dynamic shared memory a kernel may use without opting in.
constexpr unsigned kDefaultDynamicSharedBytes = 48 * 1024;

} // namespace rope::gpu

#endif // ROPE_TOOLS_ROPE_RUN_GPU_CUDADRIVER_H
