// A CUDA driver without a GPU, for the tests of rope-run-gpu and of the
// Python package's CUDA path
// (ROPE_CUDA_LIBRARY points them here): memory is host memory, a module is
// any text, and a launch runs nothing but prints its kernel, grid, block
// and dynamic shared memory to stderr, so a test sees the launch sequence
// the harness drives. FAKE_CUDA_SMS sets the multiprocessor count (132);
// the compute capability is 9.0.
// FAKE_CUDA_PARAMS="kernel:mmi,..." gives a kernel's parameters (m: a flat
// memref, 5 values; i: an i64): its launches then print them, a memref as
// #<allocation number>+<offset>/<size>/<stride>.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <string>

namespace {
struct Function {
  std::string name;
};
int fakeEvent;
std::map<uint64_t, int> allocations;
std::deque<Function> functions;

/// The parameters of `name` as FAKE_CUDA_PARAMS gives them, or "".
std::string layoutOf(const std::string &name) {
  const char *given = std::getenv("FAKE_CUDA_PARAMS");
  std::string list = given ? given : "";
  size_t at = 0;
  while (at < list.size()) {
    size_t end = list.find(',', at);
    std::string item = list.substr(at, end == std::string::npos ? end : end - at);
    size_t colon = item.find(':');
    if (colon != std::string::npos && item.substr(0, colon) == name)
      return item.substr(colon + 1);
    if (end == std::string::npos)
      break;
    at = end + 1;
  }
  return "";
}

std::string describeParams(const std::string &layout, void **params) {
  std::string text;
  size_t slot = 0;
  for (char kind : layout) {
    char item[96];
    if (kind == 'm') {
      uint64_t allocated = *static_cast<uint64_t *>(params[slot]);
      uint64_t aligned = *static_cast<uint64_t *>(params[slot + 1]);
      int64_t offset = *static_cast<int64_t *>(params[slot + 2]);
      int64_t size = *static_cast<int64_t *>(params[slot + 3]);
      int64_t stride = *static_cast<int64_t *>(params[slot + 4]);
      auto it = allocations.find(allocated);
      std::snprintf(item, sizeof item, " %s#%d+%lld/%lld/%lld",
                    allocated == aligned ? "" : "MISMATCHED",
                    it == allocations.end() ? -1 : it->second,
                    (long long)offset, (long long)size, (long long)stride);
      slot += 5;
    } else {
      std::snprintf(item, sizeof item, " %lld",
                    (long long)*static_cast<int64_t *>(params[slot]));
      slot += 1;
    }
    text += item;
  }
  return text;
}
} // namespace

extern "C" {
int cuInit(unsigned) { return 0; }
int cuDeviceGetCount(int *count) {
  *count = 1;
  return 0;
}
int cuDeviceGet(int *device, int) {
  *device = 0;
  return 0;
}
int cuDeviceGetName(char *name, int size, int) {
  std::snprintf(name, size, "Fake GPU");
  return 0;
}
int cuDeviceGetAttribute(int *value, int attribute, int) {
  const char *sms = std::getenv("FAKE_CUDA_SMS");
  if (attribute == 16)
    *value = sms ? std::atoi(sms) : 132;
  else if (attribute == 97)
    *value = 227 * 1024;
  else if (attribute == 75 || attribute == 76) // compute capability
    *value = attribute == 75 ? 9 : 0;
  else
    return 1;
  return 0;
}
int cuDevicePrimaryCtxRetain(void **context, int) {
  *context = &fakeEvent;
  return 0;
}
int cuCtxSetCurrent(void *) { return 0; }
int cuCtxSynchronize() { return 0; }
int cuModuleLoadDataEx(void **module, const void *image, unsigned, int *,
                       void **) {
  // What was loaded: the start of its first line.
  const char *text = static_cast<const char *>(image);
  int length = 0;
  while (length < 10 && text[length] && text[length] != '\n')
    ++length;
  std::fprintf(stderr, "fake-cuda: load module '%.*s'\n", length, text);
  *module = &fakeEvent;
  return 0;
}
int cuModuleGetFunction(Function **function, void *, const char *name) {
  *function = &functions.emplace_back(Function{name});
  return 0;
}
int cuFuncSetAttribute(Function *function, int attribute, int value) {
  std::fprintf(stderr, "fake-cuda: %s attribute %d = %d\n",
               function->name.c_str(), attribute, value);
  return 0;
}
int cuMemAlloc_v2(unsigned long long *ptr, size_t bytes) {
  *ptr = reinterpret_cast<unsigned long long>(std::calloc(bytes, 1));
  if (!*ptr)
    return 2;
  int id = static_cast<int>(allocations.size());
  allocations[*ptr] = id;
  std::fprintf(stderr, "fake-cuda: allocation #%d of %zu bytes\n", id, bytes);
  return 0;
}
int cuMemFree_v2(unsigned long long ptr) {
  allocations.erase(ptr);
  std::free(reinterpret_cast<void *>(ptr));
  return 0;
}
int cuMemcpyHtoD_v2(unsigned long long dst, const void *src, size_t bytes) {
  std::memcpy(reinterpret_cast<void *>(dst), src, bytes);
  return 0;
}
int cuMemcpyDtoH_v2(void *dst, unsigned long long src, size_t bytes) {
  std::memcpy(dst, reinterpret_cast<void *>(src), bytes);
  return 0;
}
int cuLaunchKernel(Function *function, unsigned gx, unsigned gy, unsigned gz,
                   unsigned bx, unsigned by, unsigned bz, unsigned shared,
                   void *, void **params, void **) {
  std::string layout = layoutOf(function->name);
  std::fprintf(stderr,
               "fake-cuda: launch %s grid [%u, %u, %u] block [%u, %u, %u] "
               "shared %u%s%s\n",
               function->name.c_str(), gx, gy, gz, bx, by, bz, shared,
               layout.empty() ? "" : " params",
               describeParams(layout, params).c_str());
  return 0;
}
int cuEventCreate(void **event, unsigned) {
  *event = &fakeEvent;
  return 0;
}
int cuEventRecord(void *, void *) { return 0; }
int cuEventSynchronize(void *) { return 0; }
int cuEventElapsedTime(float *milliseconds, void *, void *) {
  *milliseconds = 1;
  return 0;
}
int cuGetErrorString(int, const char **message) {
  *message = "fake error";
  return 0;
}
}
