//===- rope-run-gpu.cpp - Runs, checks and times rope PTX kernels ---------===//
//
//   rope-run-gpu rope.ptx [--manifest=rope.ptx.json] [--kernel=NAME]
//                [--seq=N] [--batch=N] [--offset=N] [--runs=N] [--warmup=N]
//                [--seed=N] [--in-place] [--json] [--no-check]
//                [--reference-config=JSON] [--dry-run]
//                [--k-seq=N] [--q-offset=N] [--k-offset=N] [--splits=N]
//
// Loads the PTX with the CUDA driver (cuModuleLoadDataEx, JIT error log on
// failure), makes seeded inputs and positions, launches the kernel as its
// manifest says, checks the outputs against the float64 reference
// (Semantics §5), and times it with CUDA events (min and median). The
// kernel is `--kernel`, or the manifest's first.
//
// A rope.apply kernel: one block per token (--batch, --seq), every output
// element checked, GB/s. A rope.attention kernel: q of --seq tokens, k and
// v of --k-seq (default --seq), offsets from --q-offset / --k-offset
// (default --offset); the launch sequence of docs/Manifest.md (key
// rotation, attention, merge of the key splits), the splits chosen from the
// device's multiprocessors unless --splits gives them; the relative L2
// error of the output against Semantics §5 and TFLOP/s (causal pairs only)
// of the whole sequence.
//
// --dry-run checks everything, prints the launch plan (grids, blocks,
// shared memory, splits from the manifest's multiprocessors, buffers) and
// exits 0 without opening a device. The harness itself lives in
// lib/Runtime; this tool parses flags and drives the device. Builds
// without LLVM or MLIR; every refusal, and no driver or device, is an
// error and exit code 2.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"

#include "rope/Runtime/GpuAttentionCall.h"
#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/KernelCall.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RunReport.h"
#include "rope/Runtime/Timing.h"
#include "rope/Support/Fnv1a.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

using namespace rope;
using namespace rope::gpu;
using namespace rope::run;

namespace {
[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "rope-run-gpu: error: %s\n", message.c_str());
  std::exit(2);
}

/// The command line: what to load, the shared harness options and the
/// launch options of attention kernels.
struct Options {
  std::string ptx, manifest, kernel;
  HarnessOptions harness;
  /// Key splits instead of the split rule's.
  std::optional<int64_t> splits;
  /// Print the launch plan, open no device.
  bool dryRun = false;
  /// The flags given that only an attention kernel takes.
  std::string attentionFlags;
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
    // Sizes are at least 1.
    auto size = [&](const char *flag, const std::string &text) {
      int64_t v = parseInteger(flag, text);
      if (v < 1)
        fail(std::string(flag) + " must be at least 1, got " + text);
      return v;
    };
    auto attentionOnly = [&](const char *flag) {
      o.attentionFlags += (o.attentionFlags.empty() ? "" : ", ") +
                          std::string(flag);
    };
    if (arg == "--help" || arg == "-h") {
      std::printf(
          "usage: rope-run-gpu rope.ptx [--manifest=F] [--kernel=NAME] "
          "[--seq=N] [--batch=N] [--offset=N] [--runs=N] [--warmup=N] "
          "[--seed=N] [--in-place] [--json] [--no-check] "
          "[--reference-config=JSON] [--dry-run] [--k-seq=N] [--q-offset=N] "
          "[--k-offset=N] [--splits=N]\n"
          "  --kernel=NAME   the manifest kernel to run (default: the first)\n"
          "  --batch, --seq  sizes of dynamic batch and sequence extents "
          "(attention: the queries')\n"
          "  --offset=N      the run-time offset\n"
          "  --dry-run       check everything, print the launch plan, open no "
          "device\n"
          "rope.attention kernels:\n"
          "  --k-seq=N       key length (default: --seq)\n"
          "  --q-offset=N, --k-offset=N  run-time query / key offsets "
          "(default: --offset)\n"
          "  --splits=N      key splits (default: the split rule for the "
          "device's multiprocessors)\n");
      std::exit(0);
    } else if (auto v = value("--manifest")) {
      o.manifest = *v;
    } else if (auto v = value("--kernel")) {
      o.kernel = *v;
    } else if (auto v = value("--seq")) {
      h.seq = size("--seq", *v);
    } else if (auto v = value("--batch")) {
      h.batch = size("--batch", *v);
    } else if (auto v = value("--k-seq")) {
      h.kSeq = size("--k-seq", *v);
      attentionOnly("--k-seq");
    } else if (auto v = value("--splits")) {
      o.splits = size("--splits", *v);
      attentionOnly("--splits");
    } else if (auto v = value("--q-offset")) {
      h.qOffset = parseInteger("--q-offset", *v);
      attentionOnly("--q-offset");
    } else if (auto v = value("--k-offset")) {
      h.kOffset = parseInteger("--k-offset", *v);
      attentionOnly("--k-offset");
    } else if (arg == "--dry-run") {
      o.dryRun = true;
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

/// Loads the driver, opens device 0 and JIT-compiles `ptx` (the JIT error
/// log becomes part of the message on failure).
void loadModule(const std::string &ptx, LoadedModule &loaded) {
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
          cuda.moduleLoadDataEx(&loaded.module, ptx.c_str(), 4, jitKeys, jitValues))
    fail(cuda.describe("cuModuleLoadDataEx", r) + "\nJIT log:\n" + errorLog);
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

int runApply(const Options &o, const std::string &ptx, const KernelSpec &kernel) {
  const HarnessOptions &options = o.harness;
  if (!o.attentionFlags.empty())
    fail("kernel '" + kernel.name + "' is a rope.apply and takes no " +
         o.attentionFlags + " (rope.attention kernels do)");
  // Every refusal before the device is touched.
  KernelCall call;
  if (std::string e = prepareKernelCall(kernel, options, call); !e.empty())
    fail(e);
  if (o.dryRun) {
    std::printf("kernel %s (rope.apply): batch %lld, seq %lld\n"
                "launch %s: grid [%lld, 1, 1], block [%u, %u, %u], dynamic "
                "shared 0 bytes\n",
                kernel.name.c_str(), (long long)call.batch, (long long)call.seq,
                kernel.name.c_str(), (long long)(call.batch * call.seq),
                kernel.block[0], kernel.block[1], kernel.block[2]);
    return 0;
  }

  LoadedModule loaded;
  loadModule(ptx, loaded);
  const CudaDriver &cuda = loaded.cuda;
  CUfunction function = loaded.function(kernel.name);
  DeviceCall device;
  uploadCall(cuda, call, options, device);
  auto launch = [&] {
    check(cuda, "cuLaunchKernel",
          cuda.launchKernel(function, static_cast<unsigned>(call.batch * call.seq),
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
  report.timing = timeOnDevice(cuda, options, launch);
  std::fputs(formatKernelReport(report, {loaded.deviceName, call.batch, call.seq},
                                options.json)
                 .c_str(),
             stdout);
  return report.pass() ? 0 : 1;
}

/// The launch sequence of one rope.attention: key rotation, attention and
/// merge (docs/Manifest.md, "GPU attention kernels").
int runAttention(const Options &o, const std::string &ptx,
                 const GpuAttentionKernelSpec &kernel) {
  const HarnessOptions &options = o.harness;
  if (options.inPlace)
    fail("--in-place needs a rope.apply kernel; '" + kernel.name +
         "' is a rope.attention");
  // Every refusal before the device is touched.
  GpuAttentionCall call;
  if (std::string e = prepareGpuAttentionCall(kernel, options, o.splits, call);
      !e.empty())
    fail(e);
  if (o.dryRun) {
    // Without a device the split rule takes the compile-time target's
    // multiprocessors.
    const int64_t splits =
        o.splits.value_or(gpuAttentionKeySplits(kernel, call.batch, call.qSeq,
                                                call.kSeq, kernel.multiprocessors));
    if (std::string e = planGpuAttentionLaunches(call, splits); !e.empty())
      fail(e);
    std::printf("dry run, no device opened: splits %s\n%s",
                o.splits ? "from --splits"
                         : ("for the manifest's " +
                            std::to_string(kernel.multiprocessors) +
                            " multiprocessors")
                               .c_str(),
                formatGpuAttentionPlan(call).c_str());
    return 0;
  }

  LoadedModule loaded;
  loadModule(ptx, loaded);
  const CudaDriver &cuda = loaded.cuda;
  const int64_t splits = o.splits.value_or(
      gpuAttentionKeySplits(kernel, call.batch, call.qSeq, call.kSeq,
                            loaded.attribute(kDeviceMultiprocessorCount)));
  if (std::string e = planGpuAttentionLaunches(call, splits); !e.empty())
    fail(e);
  const int sharedLimit = loaded.attribute(kDeviceMaxSharedMemoryPerBlockOptin);
  if (kernel.dynamicSharedBytes > sharedLimit)
    fail("kernel '" + kernel.name + "' needs " +
         std::to_string(kernel.dynamicSharedBytes) +
         " bytes of dynamic shared memory; " + loaded.deviceName +
         " gives a block at most " + std::to_string(sharedLimit));

  // Buffers by role, then each launch's function and arguments.
  std::deque<DeviceBuffer> storage;
  std::map<std::string, std::pair<CUdeviceptr, int64_t>> buffers;
  for (GpuBuffer &buffer : call.buffers)
    buffers[buffer.role] = {
        allocate(cuda, storage, buffer.bytes(), buffer.host).ptr, buffer.count};
  std::deque<ParamPack> packs;
  std::vector<std::pair<CUfunction, void **>> launches;
  for (const GpuLaunch &launch : call.launches) {
    CUfunction f = loaded.function(launch.name);
    if (launch.sharedBytes > kDefaultDynamicSharedBytes)
      check(cuda, "cuFuncSetAttribute",
            cuda.funcSetAttribute(f, kFuncMaxDynamicSharedSizeBytes,
                                  static_cast<int>(launch.sharedBytes)));
    ParamPack &pack = packs.emplace_back();
    for (const GpuLaunchArg &arg : launch.args) {
      if (!arg.isMemref) {
        pack.scalar(arg.value);
        continue;
      }
      auto it = buffers.find(arg.buffer);
      if (it == buffers.end())
        fail("kernel '" + launch.name + "' reads the unknown buffer '" +
             arg.buffer + "'");
      pack.memref(it->second.first, it->second.second);
    }
    launches.emplace_back(f, pack.pointers());
  }
  auto run = [&] {
    for (size_t i = 0; i < call.launches.size(); ++i) {
      const GpuLaunch &launch = call.launches[i];
      check(cuda, "cuLaunchKernel",
            cuda.launchKernel(launches[i].first, launch.grid[0], launch.grid[1],
                              launch.grid[2], launch.block[0], launch.block[1],
                              launch.block[2], launch.sharedBytes, nullptr,
                              launches[i].second, nullptr));
    }
  };

  // One checked run of the sequence, then the timed ones.
  run();
  check(cuda, "cuCtxSynchronize", cuda.ctxSynchronize());
  RunReport report;
  report.name = kernel.name;
  report.attention = true;
  report.bytes = call.logicalBytes;
  report.flops = call.flops;
  report.checked = options.check;
  if (report.checked) {
    HostTensor &output = call.outputs[0];
    check(cuda, "cuMemcpyDtoH",
          cuda.memcpyDtoH(output.data(), buffers.at("output").first,
                          output.bytes()));
    if (std::string e = checkGpuAttentionCall(call, report.attentionCheck);
        !e.empty())
      fail(e);
  }
  report.timing = timeOnDevice(cuda, options, run);
  LaunchDescription description{loaded.deviceName, call.batch, call.qSeq};
  description.kSeq = call.kSeq;
  description.splits = call.splits;
  description.launches = static_cast<int64_t>(call.launches.size());
  std::fputs(formatKernelReport(report, description, options.json).c_str(),
             stdout);
  return report.pass() ? 0 : 1;
}
} // namespace

int main(int argc, char **argv) {
  Options o = parseOptions(argc, argv);
  Manifest manifest;
  std::string manifestText;
  if (std::string e = loadManifest(o.manifest, "nvptx", manifest, manifestText);
      !e.empty())
    fail(e);
  std::string ptx = readFile(o.ptx);
  if (manifest.ptxHash != fnv1a64(ptx))
    fail("manifest '" + o.manifest + "' does not describe '" + o.ptx +
         "' (PTX checksum differs: stale or edited)");
  const std::string name = o.kernel.empty() ? manifest.kernelNames.front() : o.kernel;
  for (const GpuAttentionKernelSpec &kernel : manifest.attentionKernels)
    if (kernel.name == name)
      return runAttention(o, ptx, kernel);
  for (const KernelSpec &kernel : manifest.kernels)
    if (kernel.name == name)
      return runApply(o, ptx, kernel);
  fail("no kernel '" + o.kernel + "' in " + o.manifest);
}
