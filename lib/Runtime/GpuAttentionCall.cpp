//===- GpuAttentionCall.cpp - The launches of one GPU attention -----------===//

#include "rope/Runtime/GpuAttentionCall.h"

#include "rope/Rules/CheckedMath.h"
#include "rope/Rules/GpuAttentionSplits.h"
#include "rope/Rules/Layout.h"
#include "rope/Runtime/AttentionCall.h"
#include "rope/Runtime/KernelCall.h"
#include "rope/Runtime/ShapeCheck.h"

#include <algorithm>

namespace rope::run {

namespace {
/// Grid x of every launch: at most 2^31 - 1 blocks ...
constexpr int64_t kMaxGridX = 0x7fffffff;
/// ... y and z at most 65535.
constexpr int64_t kMaxGridYZ = 65535;

std::string allocate(std::vector<HostTensor> &tensors,
                     const std::string &element, std::vector<int64_t> shape,
                     const std::string &what) {
  HostTensor &t = tensors.emplace_back(element, std::move(shape));
  if (!t.data())
    return "cannot allocate " + std::to_string(t.bytes()) +
           " bytes of host memory for " + what;
  return "";
}

/// `count` blocks of a grid axis, refused beyond `limit`.
std::string gridExtent(std::optional<int64_t> count, int64_t limit,
                       const std::string &what, unsigned &extent) {
  if (!count || *count > limit)
    return what + " exceeds the grid limit (" + std::to_string(limit) +
           " blocks)";
  extent = static_cast<unsigned>(*count);
  return "";
}

/// The launch of `spec` with its arguments: each memref the buffer of its
/// role (`renamed` maps one role to another buffer), each i64 its value.
std::string launchOf(const GpuAttentionCall &call, const GpuLaunchSpec &spec,
                     const std::pair<std::string, std::string> &renamed,
                     GpuLaunch &launch) {
  launch.name = spec.name;
  std::copy(std::begin(spec.block), std::end(spec.block), launch.block);
  for (const ParamSpec &param : spec.params) {
    GpuLaunchArg &arg = launch.args.emplace_back();
    arg.role = param.role;
    arg.isMemref = param.isMemref;
    if (param.isMemref) {
      arg.buffer = param.role == renamed.first ? renamed.second : param.role;
      if (std::none_of(call.buffers.begin(), call.buffers.end(),
                       [&](const GpuBuffer &b) { return b.role == arg.buffer; }))
        return "kernel '" + spec.name + "' reads the unknown buffer '" +
               arg.buffer + "'";
      continue;
    }
    const std::pair<const char *, int64_t> values[] = {
        {"q_offset", call.qOffset}, {"k_offset", call.kOffset},
        {"batch", call.batch},      {"q_seq", call.qSeq},
        {"k_seq", call.kSeq},       {"splits", call.splits}};
    auto it = std::find_if(std::begin(values), std::end(values),
                           [&](const auto &v) { return param.role == v.first; });
    if (it == std::end(values))
      return "kernel '" + spec.name + "' takes the unknown i64 '" +
             param.role + "'";
    arg.value = it->second;
  }
  return "";
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text;
  for (int64_t extent : shape)
    text += (text.empty() ? "" : "x") + std::to_string(extent);
  return text;
}
} // namespace

size_t GpuBuffer::bytes() const { return count * elementSize(element); }

std::string prepareGpuAttentionCall(const GpuAttentionKernelSpec &kernel,
                                    const HarnessOptions &options,
                                    std::optional<int64_t> splits,
                                    GpuAttentionCall &call) {
  call.kernel = &kernel;
  call.referenceConfig = kernel.config;
  if (std::string e = overrideReferenceConfig(options, call.referenceConfig);
      !e.empty())
    return e;
  if (call.referenceConfig.headDim != kernel.headDim)
    return "--reference-config has head_dim " +
           std::to_string(call.referenceConfig.headDim) + " but the kernel " +
           std::to_string(kernel.headDim);
  const rules::Layout layout{kernel.layout};

  // Shapes: q's lengths from --batch and --seq, the keys' from --k-seq.
  const int64_t kSeq = options.kSeq >= 1 ? options.kSeq : options.seq;
  std::vector<int64_t> qShape, kShape, vShape;
  for (auto [spec, sizes, what, shape] :
       {std::tuple{&kernel.q, KernelExtents{options.batch, options.seq, "--seq"},
                   "q", &qShape},
        {&kernel.k, KernelExtents{options.batch, kSeq, "--k-seq"}, "k",
         &kShape},
        {&kernel.v, KernelExtents{options.batch, kSeq, "--k-seq"}, "v",
         &vShape}})
    if (std::string e =
            kernelTensorShape(*spec, kernel.layout, sizes, what, *shape);
        !e.empty())
      return e;
  std::vector<int64_t> outShape = qShape;
  outShape[layout.indexOf('d')] = kernel.valueDim;
  call.batch = layout.extent('b', qShape);
  call.qSeq = layout.extent('s', qShape);
  call.kSeq = layout.extent('s', kShape);
  auto positionsShape = [&](const ValueSpec &spec, int64_t seq) {
    return spec.shape.size() == 2 ? std::vector<int64_t>{call.batch, seq}
                                  : std::vector<int64_t>{seq};
  };
  std::vector<ShapedValue> shaped{{"q", &kernel.q, qShape},
                                  {"k", &kernel.k, kShape},
                                  {"v", &kernel.v, vShape},
                                  {"the output", &kernel.output, outShape}};
  if (kernel.qPositions)
    shaped.push_back({"q_positions", &*kernel.qPositions,
                      positionsShape(*kernel.qPositions, call.qSeq)});
  if (kernel.kPositions)
    shaped.push_back({"k_positions", &*kernel.kPositions,
                      positionsShape(*kernel.kPositions, call.kSeq)});
  if (std::string e = checkShapes(shaped); !e.empty())
    return e;

  // The op as the attention helpers of the CPU harness see it.
  AttentionSpec &a = call.attention;
  a.qArg = 0;
  a.kArg = 1;
  a.vArg = 2;
  a.layout = kernel.layout;
  a.staticQOffset = kernel.staticQOffset;
  a.staticKOffset = kernel.staticKOffset;
  a.causal = kernel.causal;
  a.keysRotated = kernel.keysRotated;
  a.scale = kernel.scale;
  a.config = kernel.config;
  if (std::string e = checkAttentionShapes(a, {qShape, kShape, vShape});
      !e.empty())
    return e;

  // Seeded q, k and v (as rope-run seeds arguments 0, 1 and 2), the
  // positions and the offsets.
  call.args.reserve(7);
  for (auto [index, spec, shape, what] :
       {std::tuple{0, &kernel.q, &qShape, "q"},
        {1, &kernel.k, &kShape, "k"},
        {2, &kernel.v, &vShape, "v"}}) {
    if (std::string e = allocate(call.args, spec->element, *shape, what);
        !e.empty())
      return e;
    call.args.back().fillUniform(options.seed * 1000003 + index);
  }
  for (auto [spec, slot, seq, what] :
       {std::tuple{&kernel.qPositions, &a.qPositionsArg, call.qSeq,
                   "q_positions"},
        {&kernel.kPositions, &a.kPositionsArg, call.kSeq, "k_positions"}})
    if (*spec) {
      *slot = static_cast<int64_t>(call.args.size());
      if (std::string e = allocate(call.args, (*spec)->element,
                                   positionsShape(**spec, seq), what);
          !e.empty())
        return e;
    }
  for (auto [runtime, slot] : {std::pair{kernel.runtimeQOffset, &a.qOffsetArg},
                               {kernel.runtimeKOffset, &a.kOffsetArg}})
    if (runtime) {
      *slot = static_cast<int64_t>(call.args.size());
      call.args.emplace_back("i64", std::vector<int64_t>{});
    }
  call.qOffset = options.qOffset.value_or(options.offset);
  call.kOffset = options.kOffset.value_or(options.offset);
  if (std::string e = fillAttentionPositions(a, options.seed,
                                             options.maxPosition, call.args);
      !e.empty())
    return e;
  if (std::string e = attentionPositionsOf(a, call.args, call.qOffset,
                                           call.kOffset, call.queries,
                                           call.keys);
      !e.empty())
    return e;
  call.flops = attentionFlops(a, call.args, call.queries, call.keys);
  if (std::string e =
          allocate(call.outputs, kernel.output.element, outShape, "the output");
      !e.empty())
    return e;
  call.logicalBytes = double(call.args[0].bytes()) + call.args[1].bytes() +
                      call.args[2].bytes() + call.outputs[0].bytes();

  // The launches at the most splits this call can get: given, or the most
  // the split rule allows for the key length.
  if (splits && (*splits < 1 || *splits > call.kSeq))
    return "--splits must lie in [1, k_seq] (k_seq is " +
           std::to_string(call.kSeq) + ")";
  const int64_t mostSplits =
      splits ? *splits
             : std::min(std::max<int64_t>(1, call.kSeq / kernel.minKeysPerSplit),
                        kMaxGridYZ);
  return planGpuAttentionLaunches(call, mostSplits);
}

int64_t gpuAttentionKeySplits(const GpuAttentionKernelSpec &kernel,
                              int64_t batch, int64_t qSeq, int64_t kSeq,
                              int64_t multiprocessors) {
  rules::GpuAttentionGrid grid;
  grid.positionsPerBlock = kernel.positionsPerBlock;
  grid.kvHeads = kernel.kvHeads;
  grid.headBlocks = kernel.headBlocks;
  grid.minKeysPerSplit = kernel.minKeysPerSplit;
  return rules::gpuAttentionKeySplits(grid, batch, qSeq, kSeq,
                                          multiprocessors);
}

std::string planGpuAttentionLaunches(GpuAttentionCall &call, int64_t splits) {
  const GpuAttentionKernelSpec &k = *call.kernel;
  if (splits < 1 || splits > kMaxGridYZ)
    return "key splits " + std::to_string(splits) + " outside [1, " +
           std::to_string(kMaxGridYZ) + "]";
  call.splits = splits;
  call.buffers.clear();
  call.launches.clear();

  // Buffers: the call's tensors, then the workspace.
  const char *roles[] = {"q", "k", "v"};
  for (int i = 0; i < 3; ++i)
    call.buffers.push_back({roles[i], call.args[i].element(),
                            call.args[i].count(), &call.args[i]});
  for (auto [role, index] : {std::pair{"q_positions", call.attention.qPositionsArg},
                             {"k_positions", call.attention.kPositionsArg}})
    if (index >= 0)
      call.buffers.push_back({role, call.args[index].element(),
                              call.args[index].count(), &call.args[index]});
  call.buffers.push_back({"output", call.outputs[0].element(),
                          call.outputs[0].count(), &call.outputs[0]});
  if (k.rotateKeys)
    call.buffers.push_back(
        {"rotated_k", call.args[1].element(), call.args[1].count(), nullptr});
  // One split writes the output itself: its partial buffers are unused
  // (one element each, as the lowering's host code passes them).
  std::optional<int64_t> partialLse =
      splits > 1 ? rules::checkedProduct(
                       {splits, call.batch, k.queryHeads, call.qSeq})
                 : 1;
  std::optional<int64_t> partialOut =
      !partialLse ? std::nullopt
      : splits > 1 ? rules::checkedMul(*partialLse, k.valueDim)
                   : 1;
  if (!partialOut || *partialOut > int64_t(kMaxKernelTensorBytes / 8))
    return "the split workspace (" + std::to_string(splits) +
           " splits) would need more than 256 GiB";
  call.buffers.push_back({"partial_out", "f32", *partialOut, nullptr});
  call.buffers.push_back({"partial_lse", "f32", *partialLse, nullptr});

  // Launches: keys, attention, merge.
  if (k.rotateKeys) {
    GpuLaunch &keys = call.launches.emplace_back();
    if (std::string e = gridExtent(rules::checkedMul(call.batch, call.kSeq),
                                   kMaxGridX, "batch * k_seq", keys.grid[0]);
        !e.empty())
      return e;
    if (std::string e = launchOf(call, *k.rotateKeys, {}, keys); !e.empty())
      return e;
  }
  GpuLaunch &attention = call.launches.emplace_back();
  if (std::string e = gridExtent(
          (call.qSeq + k.positionsPerBlock - 1) / k.positionsPerBlock,
          kMaxGridX, "ceil(q_seq / positions_per_block)", attention.grid[0]);
      !e.empty())
    return e;
  if (std::string e = gridExtent(
          rules::checkedProduct({call.batch, k.kvHeads, k.headBlocks}),
          kMaxGridYZ, "batch * kv_heads * head_blocks", attention.grid[1]);
      !e.empty())
    return e;
  attention.grid[2] = static_cast<unsigned>(splits);
  attention.sharedBytes = static_cast<unsigned>(k.dynamicSharedBytes);
  // After the key rotation the attention kernel reads the rotated copy.
  if (std::string e = launchOf(
          call, k.attention,
          k.rotateKeys ? std::pair<std::string, std::string>{"k", "rotated_k"}
                       : std::pair<std::string, std::string>{},
          attention);
      !e.empty())
    return e;
  if (splits > 1) {
    GpuLaunch &merge = call.launches.emplace_back();
    if (std::string e = gridExtent(
            rules::checkedProduct({call.batch, call.qSeq, k.queryHeads}),
            kMaxGridX, "batch * q_seq * query_heads", merge.grid[0]);
        !e.empty())
      return e;
    if (std::string e = launchOf(call, k.merge, {}, merge); !e.empty())
      return e;
  }
  return "";
}

std::string formatGpuAttentionPlan(const GpuAttentionCall &call) {
  const GpuAttentionKernelSpec &k = *call.kernel;
  std::string text = "kernel " + k.name + " (rope.attention): batch " +
                     std::to_string(call.batch) + ", q_seq " +
                     std::to_string(call.qSeq) + ", k_seq " +
                     std::to_string(call.kSeq) + ", splits " +
                     std::to_string(call.splits) + "\n";
  auto triple = [](const unsigned (&v)[3]) {
    return "[" + std::to_string(v[0]) + ", " + std::to_string(v[1]) + ", " +
           std::to_string(v[2]) + "]";
  };
  for (const GpuLaunch &launch : call.launches) {
    text += "launch " + launch.name + ": grid " + triple(launch.grid) +
            ", block " + triple(launch.block) + ", dynamic shared " +
            std::to_string(launch.sharedBytes) + " bytes\n  args:";
    for (const GpuLaunchArg &arg : launch.args) {
      text += std::string(&arg == &launch.args.front() ? " " : ", ") + arg.role;
      if (!arg.isMemref)
        text += "=" + std::to_string(arg.value);
      else if (arg.buffer != arg.role)
        text += "(" + arg.buffer + ")";
    }
    text += "\n";
  }
  for (const GpuBuffer &buffer : call.buffers) {
    text += "buffer " + buffer.role + ": " + buffer.element + " x " +
            std::to_string(buffer.count) + " (" +
            std::to_string(buffer.bytes()) + " bytes";
    if (buffer.host)
      text += ", shape " + shapeText(buffer.host->shape());
    text += ")\n";
  }
  return text;
}

std::string checkGpuAttentionCall(const GpuAttentionCall &call,
                                  AttentionCheckResult &result) {
  AttentionTensors tensors{&call.args[0], &call.args[1], &call.args[2],
                           nullptr, &call.outputs[0]};
  return checkAttention(call.referenceConfig, {call.kernel->layout},
                        call.queries, call.keys,
                        attentionOptionsOf(call.attention), tensors, result);
}

} // namespace rope::run
