//===- rope-run-gpu.cpp - Runs, checks and times rope PTX kernels ---------===//
//
//   rope-run-gpu rope.ptx [--manifest=rope.ptx.json] [--kernel=NAME]
//                [--seq=N] [--batch=N] [--offset=N] [--runs=N] [--warmup=N]
//                [--seed=N] [--in-place] [--json] [--no-check]
//                [--reference-config=JSON] [--dry-run]
//                [--k-seq=N] [--q-offset=N] [--k-offset=N] [--splits=N]
//                [--cubin=F]
//
// Loads the PTX with the CUDA driver (cuModuleLoadDataEx, JIT error log on
// failure; --cubin loads ptxas's output of the same PTX instead, which
// spares every process the JIT of a large module), makes seeded inputs
// and positions, launches the kernel as its manifest says, checks the outputs against the float64 reference
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
// lib/Runtime; here are the flags (RunOptions.cpp), the device layer
// (DeviceCall.cpp) and the runs of both kernel kinds. Builds
// without LLVM or MLIR; every refusal, and no driver or device, is an
// error and exit code 2.
//
//===----------------------------------------------------------------------===//

#include "DeviceCall.h"
#include "RunOptions.h"

#include "rope/Runtime/GpuAttentionCall.h"
#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/KernelCall.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RunReport.h"
#include "rope/Runtime/Timing.h"
#include "rope/Support/Fnv1a.h"

#include <cstdio>
#include <deque>
#include <fstream>
#include <map>
#include <sstream>

using namespace rope;
using namespace rope::gpu;
using namespace rope::run;

namespace {
std::string readFile(const std::string &path) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    fail("cannot read '" + path + "'");
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

int runApply(const Options &o, const std::string &image, const KernelSpec &kernel) {
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
  loadModule(image, loaded);
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
int runAttention(const Options &o, const std::string &image,
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
  loadModule(image, loaded);
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
  // The manifest describes the PTX; a cubin stands for it on the device.
  const std::string image = o.cubin.empty() ? ptx : readFile(o.cubin);
  const std::string name = o.kernel.empty() ? manifest.kernelNames.front() : o.kernel;
  for (const GpuAttentionKernelSpec &kernel : manifest.attentionKernels)
    if (kernel.name == name)
      return runAttention(o, image, kernel);
  for (const KernelSpec &kernel : manifest.kernels)
    if (kernel.name == name)
      return runApply(o, image, kernel);
  fail("no kernel '" + o.kernel + "' in " + o.manifest);
}
