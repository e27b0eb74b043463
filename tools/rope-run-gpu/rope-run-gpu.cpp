//===- rope-run-gpu.cpp - Runs, checks and times rope PTX kernels ---------===//
//
//   rope-run-gpu rope.ptx [--manifest=rope.ptx.json] [--kernel=NAME]
//                [--seq=N] [--batch=N] [--offset=N] [--runs=N] [--warmup=N]
//                [--seed=N] [--in-place] [--json] [--no-check]
//                [--reference-config=JSON]
//
// Loads the PTX with the CUDA driver (cuModuleLoadDataEx, JIT error log on
// failure), makes seeded inputs and positions, launches the kernel as its
// manifest says, checks every output element against the float64 reference
// (Semantics §5), and times it with CUDA events (min and median, GB/s). The
// harness itself lives in lib/Runtime; this tool parses flags and drives the
// device. Builds without LLVM or MLIR; without a driver or device it says so
// and exits 2.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"

#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/KernelCall.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RunReport.h"
#include "rope/Runtime/Timing.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <sstream>

using namespace rope;
using namespace rope::gpu;
using namespace rope::run;

namespace {
[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "rope-run-gpu: error: %s\n", message.c_str());
  std::exit(2);
}

/// The command line: what to load, and the shared harness options.
struct Options {
  std::string ptx, manifest, kernel;
  HarnessOptions harness;
};

int64_t parseInteger(const std::string &flag, const std::string &text) {
  char *end = nullptr;
  errno = 0;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end || errno)
    fail(flag + " needs an integer, got '" + text + "'");
  return v;
}

Options parseOptions(int argc, char **argv) {
  Options o;
  HarnessOptions &h = o.harness;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](const char *flag) -> std::optional<std::string> {
      std::string prefix = std::string(flag) + "=";
      if (arg.rfind(prefix, 0) == 0)
        return arg.substr(prefix.size());
      return std::nullopt;
    };
    if (arg == "--help" || arg == "-h") {
      std::printf("usage: rope-run-gpu rope.ptx [--manifest=F] [--kernel=NAME] "
                  "[--seq=N] [--batch=N] [--offset=N] [--runs=N] [--warmup=N] "
                  "[--seed=N] [--in-place] [--json] [--no-check] "
                  "[--reference-config=JSON]\n");
      std::exit(0);
    } else if (auto v = value("--manifest")) {
      o.manifest = *v;
    } else if (auto v = value("--kernel")) {
      o.kernel = *v;
    } else if (auto v = value("--seq")) {
      h.seq = parseInteger("--seq", *v);
    } else if (auto v = value("--batch")) {
      h.batch = parseInteger("--batch", *v);
    } else if (auto v = value("--offset")) {
      h.offset = parseInteger("--offset", *v);
    } else if (auto v = value("--runs")) {
      h.runs = static_cast<int>(parseInteger("--runs", *v));
    } else if (auto v = value("--warmup")) {
      h.warmup = static_cast<int>(parseInteger("--warmup", *v));
    } else if (auto v = value("--seed")) {
      h.seed = parseInteger("--seed", *v);
    } else if (auto v = value("--reference-config")) {
      h.referenceConfig = *v;
    } else if (arg == "--in-place") {
      h.inPlace = true;
    } else if (arg == "--json") {
      h.json = true;
    } else if (arg == "--no-check") {
      h.check = false;
    } else if (arg.rfind("--", 0) == 0 || !o.ptx.empty()) {
      fail("unknown argument '" + arg + "' (see --help)");
    } else {
      o.ptx = arg;
    }
  }
  if (o.ptx.empty())
    fail("no PTX file given (see --help)");
  if (o.manifest.empty())
    o.manifest = o.ptx + ".json";
  if (std::string e = checkOptions(h); !e.empty())
    fail(e);
  return o;
}

std::string readFile(const std::string &path) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    fail("cannot read '" + path + "'");
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

void check(const CudaDriver &cuda, const char *call, CUresult r) {
  if (r != 0)
    fail(cuda.describe(call, r));
}

/// A kernel loaded on the first device, in its primary context.
struct LoadedKernel {
  CudaDriver cuda{};
  std::string deviceName;
  CUfunction function = nullptr;
};

/// Loads the driver, opens device 0 and JIT-compiles `ptx` (the JIT error
/// log becomes part of the message on failure).
void loadKernel(const std::string &ptx, const std::string &name,
                LoadedKernel &loaded) {
  CudaDriver &cuda = loaded.cuda;
  if (std::string e = cuda.load(); !e.empty())
    fail(e);
  int devices = 0;
  if (cuda.init(0) != 0 || cuda.deviceGetCount(&devices) != 0 || devices == 0)
    fail("no CUDA device");
  CUdevice device;
  CUcontext context;
  check(cuda, "cuDeviceGet", cuda.deviceGet(&device, 0));
  char deviceName[128] = {};
  cuda.deviceGetName(deviceName, sizeof deviceName, device);
  loaded.deviceName = deviceName;
  check(cuda, "cuDevicePrimaryCtxRetain", cuda.primaryCtxRetain(&context, device));
  check(cuda, "cuCtxSetCurrent", cuda.ctxSetCurrent(context));
  static char errorLog[16384], infoLog[16384];
  int jitKeys[] = {kJitErrorLogBuffer, kJitErrorLogBufferSize, kJitInfoLogBuffer,
                   kJitInfoLogBufferSize};
  void *jitValues[] = {errorLog, reinterpret_cast<void *>(sizeof errorLog), infoLog,
                       reinterpret_cast<void *>(sizeof infoLog)};
  CUmodule module;
  if (CUresult r = cuda.moduleLoadDataEx(&module, ptx.c_str(), 4, jitKeys, jitValues))
    fail(cuda.describe("cuModuleLoadDataEx", r) + "\nJIT log:\n" + errorLog);
  check(cuda, "cuModuleGetFunction",
        cuda.moduleGetFunction(&loaded.function, module, name.c_str()));
}

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

DeviceBuffer &upload(const CudaDriver &cuda, std::deque<DeviceBuffer> &buffers,
                     HostTensor &host) {
  DeviceBuffer &b = buffers.emplace_back();
  b.cuda = &cuda;
  b.bytes = std::max<size_t>(host.bytes(), 1);
  check(cuda, "cuMemAlloc", cuda.memAlloc(&b.ptr, b.bytes));
  check(cuda, "cuMemcpyHtoD", cuda.memcpyHtoD(b.ptr, host.data(), host.bytes()));
  return b;
}

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
} // namespace

int main(int argc, char **argv) {
  Options o = parseOptions(argc, argv);
  const HarnessOptions &options = o.harness;
  Manifest manifest;
  std::string manifestText;
  if (std::string e = loadManifest(o.manifest, "nvptx", manifest, manifestText);
      !e.empty())
    fail(e);
  std::string ptx = readFile(o.ptx);
  if (manifest.ptxHash != fnv1a64(ptx))
    fail("manifest '" + o.manifest + "' does not describe '" + o.ptx +
         "' (PTX checksum differs: stale or edited)");
  auto it = std::find_if(manifest.kernels.begin(), manifest.kernels.end(),
                         [&](const KernelSpec &k) {
                           return o.kernel.empty() || k.name == o.kernel;
                         });
  if (it == manifest.kernels.end())
    fail("no kernel '" + o.kernel + "' in " + o.manifest);
  const KernelSpec &kernel = *it;

  // Every refusal before the device is touched.
  KernelCall call;
  if (std::string e = prepareKernelCall(kernel, options, call); !e.empty())
    fail(e);

  LoadedKernel loaded;
  loadKernel(ptx, kernel.name, loaded);
  const CudaDriver &cuda = loaded.cuda;
  DeviceCall device;
  uploadCall(cuda, call, options, device);
  auto launch = [&] {
    check(cuda, "cuLaunchKernel",
          cuda.launchKernel(loaded.function, static_cast<unsigned>(call.batch * call.seq),
                            1, 1, kernel.block[0], kernel.block[1], kernel.block[2],
                            0, nullptr, device.params.pointers(), nullptr));
  };

  // One checked launch, then the timed ones. In place, later launches
  // rotate already rotated data: still a valid timing, no longer checkable.
  launch();
  check(cuda, "cuCtxSynchronize", cuda.ctxSynchronize());
  RunReport report;
  report.name = kernel.name;
  report.inPlace = options.inPlace;
  report.bytes = call.logicalBytes;
  report.checked = options.check;
  if (report.checked) {
    for (size_t k = 0; k < call.outputs.size(); ++k)
      check(cuda, "cuMemcpyDtoH",
            cuda.memcpyDtoH(call.outputs[k].data(), device.outputs[k],
                            call.outputs[k].bytes()));
    if (std::string e = checkKernelCall(call, report.worst); !e.empty())
      fail(e);
  }
  CUevent start, stop;
  check(cuda, "cuEventCreate", cuda.eventCreate(&start, 0));
  check(cuda, "cuEventCreate", cuda.eventCreate(&stop, 0));
  report.timing = timeCalls(options.warmup, options.runs, launch, [&] {
    cuda.eventRecord(start, nullptr);
    launch();
    cuda.eventRecord(stop, nullptr);
    check(cuda, "cuEventSynchronize", cuda.eventSynchronize(stop));
    float milliseconds = 0;
    cuda.eventElapsedTime(&milliseconds, start, stop);
    return milliseconds / 1e3;
  });
  std::fputs(formatKernelReport(report, {loaded.deviceName, call.batch, call.seq},
                                options.json)
                 .c_str(),
             stdout);
  return report.pass() ? 0 : 1;
}
