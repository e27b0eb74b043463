//===- rope-run-gpu.cpp - Runs, checks and times rope PTX kernels ---------===//
//
//   rope-run-gpu rope.ptx [--manifest=rope.ptx.json] [--kernel=NAME]
//                [--seq=N] [--batch=N] [--offset=N] [--runs=N] [--warmup=N]
//                [--seed=N] [--in-place] [--json] [--no-check]
//
// Loads the PTX with the CUDA driver (cuModuleLoadDataEx, JIT error log on
// failure), makes seeded inputs and positions, launches the kernel as its
// manifest says, checks every output element against the float64 reference
// (Semantics §5), and times it with CUDA events (min and median, GB/s). Builds
// without LLVM or MLIR; without a driver or device it says so and exits 2.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"

#include "rope/Reference/Layout.h"
#include "rope/Reference/Positions.h"
#include "rope/Runtime/HostTensor.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RotationCheck.h"
#include "rope/Runtime/ShapeCheck.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>

using namespace rope;
using namespace rope::gpu;
using namespace rope::run;

namespace {
[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "rope-run-gpu: error: %s\n", message.c_str());
  std::exit(2);
}

struct Options {
  std::string ptx, manifest, kernel;
  int64_t seq = -1, batch = -1, offset = 0, seed = 1;
  int runs = 20, warmup = 3;
  bool inPlace = false, json = false, check = true;
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
                  "[--seed=N] [--in-place] [--json] [--no-check]\n");
      std::exit(0);
    } else if (auto v = value("--manifest")) {
      o.manifest = *v;
    } else if (auto v = value("--kernel")) {
      o.kernel = *v;
    } else if (auto v = value("--seq")) {
      o.seq = parseInteger("--seq", *v);
    } else if (auto v = value("--batch")) {
      o.batch = parseInteger("--batch", *v);
    } else if (auto v = value("--offset")) {
      o.offset = parseInteger("--offset", *v);
    } else if (auto v = value("--runs")) {
      o.runs = static_cast<int>(parseInteger("--runs", *v));
    } else if (auto v = value("--warmup")) {
      o.warmup = static_cast<int>(parseInteger("--warmup", *v));
    } else if (auto v = value("--seed")) {
      o.seed = parseInteger("--seed", *v);
    } else if (arg == "--in-place") {
      o.inPlace = true;
    } else if (arg == "--json") {
      o.json = true;
    } else if (arg == "--no-check") {
      o.check = false;
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
  if (o.runs < 1 || o.warmup < 0)
    fail("--runs must be at least 1 and --warmup not negative");
  if (o.offset < 0 || o.offset >= reference::kPositionLimit)
    fail("--offset must lie in [0, 2^31)");
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

/// Concrete shape of `spec` with the dynamic batch / sequence extents filled.
std::vector<int64_t> concreteShape(const ValueSpec &spec, const std::string &layout,
                                   const Options &o, const std::string &what) {
  std::vector<int64_t> shape;
  for (size_t axis = 0; axis < spec.shape.size(); ++axis) {
    shape.push_back(spec.shape[axis].size);
    if (!spec.shape[axis].isDynamic())
      continue;
    char role = axis < layout.size() ? layout[axis] : 's';
    int64_t given = role == 'b' ? o.batch : role == 's' ? o.seq : -1;
    if (given < 1)
      fail(what + " has a dynamic " + (role == 'b' ? "batch" : role == 's' ? "sequence" : "head") +
           " extent: pass " + (role == 'b' ? "--batch" : "--seq"));
    shape[axis] = given;
  }
  uint64_t bytes = 8;
  for (int64_t extent : shape)
    if (__builtin_mul_overflow(bytes, static_cast<uint64_t>(extent), &bytes) ||
        bytes > (uint64_t(1) << 38))
      fail(what + " would need more than 256 GiB");
  return shape;
}

/// A device copy of a host tensor.
struct DeviceBuffer {
  const CudaDriver *cuda = nullptr;
  CUdeviceptr ptr = 0;
  size_t bytes = 0;
  ~DeviceBuffer() {
    if (ptr)
      cuda->memFree(ptr);
  }
};

void check(const CudaDriver &cuda, const char *call, CUresult r) {
  if (r != 0)
    fail(cuda.describe(call, r));
}

DeviceBuffer &upload(const CudaDriver &cuda, std::vector<DeviceBuffer> &buffers,
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

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
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
  auto it = std::find_if(manifest.kernels.begin(), manifest.kernels.end(),
                         [&](const KernelSpec &k) {
                           return o.kernel.empty() || k.name == o.kernel;
                         });
  if (it == manifest.kernels.end())
    fail("no kernel '" + o.kernel + "' in " + o.manifest);
  const KernelSpec &kernel = *it;
  reference::Layout layout{kernel.layout};

  // Host data: seeded inputs, positions of the kind the kernel reads.
  std::vector<HostTensor> inputs, outputs;
  for (size_t k = 0; k < kernel.inputs.size(); ++k) {
    std::vector<int64_t> shape = concreteShape(
        kernel.inputs[k], kernel.layout, o, "input #" + std::to_string(k));
    HostTensor &t = inputs.emplace_back(kernel.inputs[k].element, shape);
    outputs.emplace_back(kernel.inputs[k].element, shape);
    if (!t.data() || !outputs.back().data())
      fail("cannot allocate host memory for input #" + std::to_string(k));
    t.fillUniform(o.seed + k);
  }
  const std::vector<int64_t> &shape0 = inputs[0].shape();
  const int64_t batch = layout.extent('b', shape0), seq = layout.extent('s', shape0);
  std::mt19937_64 gen(o.seed * 7919 + 17);
  std::optional<HostTensor> positionsTensor, offsetsTensor;
  // --offset feeds the kernel's run-time offset (or the batch offsets); a
  // static offset kernel ignores it.
  reference::Positions positions = reference::Positions::fromOffset(
      kernel.staticOffset + (kernel.runtimeOffset ? o.offset : 0));
  if (kernel.positions) {
    // Explicit positions anywhere below 2^24, the Semantics §5 range.
    std::vector<int64_t> shape =
        kernel.positions->shape.size() == 2 ? std::vector<int64_t>{batch, seq}
                                            : std::vector<int64_t>{seq};
    positionsTensor.emplace(kernel.positions->element, shape);
    std::vector<int64_t> values(positionsTensor->count());
    std::uniform_int_distribution<int64_t> dist(0, (int64_t(1) << 24) - 1);
    for (int64_t &v : values)
      v = dist(gen);
    positionsTensor->fillIntegers(values);
    positions = reference::Positions::fromExplicit(values, shape.size() == 2);
  } else if (kernel.batchOffsets) {
    offsetsTensor.emplace(kernel.batchOffsets->element, std::vector<int64_t>{batch});
    std::vector<int64_t> values(batch);
    for (int64_t b = 0; b < batch; ++b)
      values[b] = o.offset + b * 4099;
    offsetsTensor->fillIntegers(values);
    for (int64_t &v : values)
      v += kernel.staticOffset;
    positions = reference::Positions::fromBatchOffsets(values);
  }
  // The kernel trusts these shapes: check every tie of the manifest.
  std::vector<ShapedValue> shaped;
  for (size_t k = 0; k < inputs.size(); ++k) {
    shaped.push_back({"input #" + std::to_string(k), &kernel.inputs[k],
                      inputs[k].shape()});
    shaped.push_back({"output #" + std::to_string(k), &kernel.outputs[k],
                      outputs[k].shape()});
  }
  if (positionsTensor)
    shaped.push_back({"positions", &*kernel.positions, positionsTensor->shape()});
  if (offsetsTensor)
    shaped.push_back({"batch offsets", &*kernel.batchOffsets, offsetsTensor->shape()});
  if (std::string e = checkShapes(shaped); !e.empty())
    fail(e);
  if (std::string e = positions.check(batch, seq); !e.empty())
    fail(e);
  if (batch * seq > 0x7fffffff)
    fail("batch * seq exceeds the grid limit (2^31 - 1 blocks)");

  // The device.
  CudaDriver cuda{};
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
  CUfunction function;
  check(cuda, "cuModuleGetFunction",
        cuda.moduleGetFunction(&function, module, kernel.name.c_str()));

  std::vector<DeviceBuffer> buffers;
  buffers.reserve(8);
  std::vector<CUdeviceptr> in, out;
  for (HostTensor &t : inputs)
    in.push_back(upload(cuda, buffers, t).ptr);
  for (size_t k = 0; k < outputs.size(); ++k)
    out.push_back(o.inPlace ? in[k] : upload(cuda, buffers, outputs[k]).ptr);
  ParamPack params;
  for (const ParamSpec &p : kernel.params) {
    if (p.role == "input")
      params.memref(in[p.index], inputs[p.index].count());
    else if (p.role == "output")
      params.memref(out[p.index], outputs[p.index].count());
    else if (p.role == "positions" && positionsTensor)
      params.memref(upload(cuda, buffers, *positionsTensor).ptr, positionsTensor->count());
    else if (p.role == "batch_offsets" && offsetsTensor)
      params.memref(upload(cuda, buffers, *offsetsTensor).ptr, offsetsTensor->count());
    else if (p.role == "offset")
      params.scalar(o.offset);
    else if (p.role == "batch")
      params.scalar(batch);
    else if (p.role == "seq")
      params.scalar(seq);
    else
      fail("kernel parameter of unknown role '" + p.role + "'");
  }
  auto launch = [&] {
    check(cuda, "cuLaunchKernel",
          cuda.launchKernel(function, static_cast<unsigned>(batch * seq), 1, 1,
                            kernel.block[0], kernel.block[1], kernel.block[2], 0,
                            nullptr, params.pointers(), nullptr));
  };

  // One checked launch, then the timed ones.
  launch();
  check(cuda, "cuCtxSynchronize", cuda.ctxSynchronize());
  CheckResult worst;
  for (size_t k = 0; k < outputs.size() && o.check; ++k) {
    check(cuda, "cuMemcpyDtoH",
          cuda.memcpyDtoH(outputs[k].data(), out[k], outputs[k].bytes()));
    CheckResult r;
    if (std::string e = checkRotation(kernel.config, layout, positions,
                                           inputs[k].toDouble(), outputs[k], r);
        !e.empty())
      fail(e);
    worst.maxAbsError = std::max(worst.maxAbsError, r.maxAbsError);
    worst.maxBoundRatio = std::max(worst.maxBoundRatio, r.maxBoundRatio);
    worst.passThroughExact &= r.passThroughExact;
  }
  // In place, later launches rotate already rotated data: still a valid
  // timing, no longer checkable.
  CUevent start, stop;
  check(cuda, "cuEventCreate", cuda.eventCreate(&start, 0));
  check(cuda, "cuEventCreate", cuda.eventCreate(&stop, 0));
  for (int i = 0; i < o.warmup; ++i)
    launch();
  std::vector<double> ms;
  for (int i = 0; i < o.runs; ++i) {
    cuda.eventRecord(start, nullptr);
    launch();
    cuda.eventRecord(stop, nullptr);
    check(cuda, "cuEventSynchronize", cuda.eventSynchronize(stop));
    float elapsed = 0;
    cuda.eventElapsedTime(&elapsed, start, stop);
    ms.push_back(elapsed);
  }
  double bytes = 0;
  for (const HostTensor &t : inputs)
    bytes += 2.0 * t.bytes(); // read + write
  const double best = *std::min_element(ms.begin(), ms.end()), mid = median(ms);
  const bool pass = !o.check || worst.pass();
  if (o.json) {
    std::printf("{\"kernel\":\"%s\",\"device\":\"%s\",\"batch\":%lld,\"seq\":%lld,"
                "\"in_place\":%s,\"checked\":%s,\"pass\":%s,\"max_abs_error\":%.6e,"
                "\"max_error_over_bound\":%.6f,\"pass_through_exact\":%s,"
                "\"min_ms\":%.6f,\"median_ms\":%.6f,\"bytes\":%.0f,"
                "\"gbps_min\":%.3f,\"gbps_median\":%.3f}\n",
                kernel.name.c_str(), deviceName, (long long)batch, (long long)seq,
                o.inPlace ? "true" : "false", o.check ? "true" : "false",
                pass ? "true" : "false", worst.maxAbsError, worst.maxBoundRatio,
                worst.passThroughExact ? "true" : "false", best, mid, bytes,
                bytes / best / 1e6, bytes / mid / 1e6);
  } else {
    std::printf("kernel %s on %s (batch %lld, seq %lld%s)\n", kernel.name.c_str(),
                deviceName, (long long)batch, (long long)seq,
                o.inPlace ? ", in place" : "");
    if (o.check)
      std::printf("check: max abs error %.3e, max error / Semantics §5 bound %.4f, "
                  "pass-through channels %s; %s\n",
                  worst.maxAbsError, worst.maxBoundRatio,
                  worst.passThroughExact ? "exact" : "CHANGED",
                  pass ? "PASS" : "FAIL");
    else
      std::printf("check: skipped\n");
    std::printf("time: min %.4f ms, median %.4f ms over %d runs; %.1f GB/s (min), "
                "%.1f GB/s (median), %.1f MB moved\n",
                best, mid, o.runs, bytes / best / 1e6, bytes / mid / 1e6, bytes / 1e6);
  }
  return pass ? 0 : 1;
}
