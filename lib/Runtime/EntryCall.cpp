//===- EntryCall.cpp - The host data of one call of a CPU entry -----------===//

#include "rope/Runtime/EntryCall.h"

#include "rope/Rules/Layout.h"
#include "rope/Runtime/AttentionCall.h"
#include "rope/Runtime/ShapeCheck.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>

namespace rope::run {

namespace {
/// Host tensors above this size are refused rather than attempted.
constexpr uint64_t kMaxTensorBytes = uint64_t(1) << 40;

/// Sizes of the dynamic extents that play a batch or sequence role in the
/// entry's rope ops, by symbol, from --batch, --seq and --k-seq (the keys
/// and values of an attention; --seq when absent).
std::map<std::string, int64_t> roleSizes(const EntrySpec &entry,
                                         const HarnessOptions &options) {
  std::map<std::string, int64_t> sizes;
  auto assign = [&](int64_t arg, const std::string &layout, int64_t seq) {
    if (arg < 0 || arg >= (int64_t)entry.args.size())
      return;
    const std::vector<Extent> &shape = entry.args[arg].shape;
    for (size_t axis = 0; axis < shape.size() && axis < layout.size(); ++axis) {
      int64_t size = layout[axis] == 'b' ? options.batch
                     : layout[axis] == 's' ? seq
                                           : -1;
      if (size >= 0 && shape[axis].isDynamic())
        sizes.emplace(shape[axis].symbol, size);
    }
  };
  for (const auto &[index, apply] : entry.applies)
    for (int64_t input : apply.inputs)
      assign(input, apply.layout, options.seq);
  if (const std::optional<AttentionSpec> &a = entry.attention) {
    const int64_t keySeq = options.kSeq >= 0 ? options.kSeq : options.seq;
    assign(a->qArg, a->layout, options.seq);
    assign(a->kArg, a->layout, keySeq);
    assign(a->vArg, a->layout, keySeq);
  }
  return sizes;
}

/// The shape of a tensor of the call: its given shape, or the manifest's
/// with the role sizes, then the dynamic size, for its symbols.
std::string concreteShape(const ValueSpec &spec, const std::string &what,
                          const std::string &name, const HarnessOptions &options,
                          const std::map<std::string, int64_t> &sizes,
                          std::vector<int64_t> &shape) {
  std::optional<std::vector<int64_t>> given;
  if (std::string e = givenShape(options, name, given); !e.empty())
    return e;
  if (given) {
    shape = *given;
  } else {
    shape = resolveShape(spec, sizes, options.dynamicSize);
    if (std::any_of(shape.begin(), shape.end(), [](int64_t e) { return e < 0; }))
      return what +
             " has a dynamic extent: pass --batch, --seq, --k-seq (by role) or "
             "--dynamic-size (every dynamic extent)";
  }
  size_t element = elementSize(spec.element);
  if (element == 0)
    return what + " has unsupported element type '" + spec.element + "'";
  uint64_t bytes = element;
  for (int64_t extent : shape)
    if (__builtin_mul_overflow(bytes, static_cast<uint64_t>(extent), &bytes) ||
        bytes > kMaxTensorBytes)
      return what + " would need more than 1 TiB";
  return "";
}

std::string allocate(std::vector<HostTensor> &tensors, const std::string &element,
                     std::vector<int64_t> shape, const std::string &what) {
  HostTensor &t = tensors.emplace_back(element, std::move(shape));
  if (!t.data())
    return "cannot allocate " + std::to_string(t.bytes()) + " bytes for " + what;
  return "";
}

std::vector<int64_t> integersOf(const HostTensor &tensor, int64_t plus) {
  std::vector<int64_t> values;
  for (double v : tensor.toDouble())
    values.push_back(plus + static_cast<int64_t>(v));
  return values;
}

/// Semantics §1 positions of the call, from the apply spec and the
/// generated position data.
rules::Positions positionsOf(const ApplySpec &apply,
                                 const std::vector<HostTensor> &args,
                                 int64_t offset) {
  if (apply.offsetArg >= 0)
    return rules::Positions::fromOffset(apply.staticOffset + offset);
  if (apply.batchOffsetsArg >= 0)
    return rules::Positions::fromBatchOffsets(
        integersOf(args[apply.batchOffsetsArg], apply.staticOffset));
  if (apply.positionsArg >= 0) {
    const HostTensor &t = args[apply.positionsArg];
    return rules::Positions::fromExplicit(integersOf(t, 0),
                                              t.shape().size() == 2);
  }
  return rules::Positions::fromOffset(apply.staticOffset);
}

/// Bytes of a tensor of `element` with `shape` (the shapes passed the
/// 1 TiB bound, so no product overflows).
uint64_t tensorBytes(const std::string &element,
                     const std::vector<int64_t> &shape) {
  uint64_t bytes = elementSize(element);
  for (int64_t extent : shape)
    bytes *= static_cast<uint64_t>(extent);
  return bytes;
}

/// Refuses a call whose host data cannot fit in the memory available now:
/// the tensors, the copies of rotated inputs the check keeps, and the
/// float64 results the reference makes.
std::string checkMemoryBudget(const EntrySpec &entry,
                              const HarnessOptions &options,
                              const std::vector<std::vector<int64_t>> &args,
                              const std::vector<std::vector<int64_t>> &outs) {
  uint64_t needed = 0;
  for (size_t i = 0; i < entry.args.size(); ++i)
    if (entry.args[i].isTensor)
      needed += tensorBytes(entry.args[i].element, args[i]);
  for (const auto &[index, apply] : entry.applies)
    for (int64_t input : apply.inputs)
      needed += tensorBytes(entry.args[input].element, args[input]);
  for (size_t i = 0; i < entry.outputs.size(); ++i) {
    needed += tensorBytes(entry.outputs[i].element, outs[i]);
    if (options.check)
      needed += tensorBytes("f64", outs[i]);
  }
  const uint64_t available = availableHostMemory();
  if (available == 0 || needed <= available)
    return "";
  auto gib = [](uint64_t bytes) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.1f GiB", double(bytes) / (1 << 30));
    return std::string(text);
  };
  std::string hint = options.dynamicSize >= 0
                         ? " (--dynamic-size sets every dynamic extent, batch "
                           "included; --batch, --seq and --k-seq set them by "
                           "role)"
                         : "";
  return "the call needs " + gib(needed) + " of host memory but " +
         gib(available) + " is available" + hint;
}

std::string argumentName(size_t index) {
  return "argument #" + std::to_string(index);
}
std::string outputName(size_t index) {
  return "output #" + std::to_string(index);
}
} // namespace

std::string prepareEntryCall(const EntrySpec &entry,
                             const HarnessOptions &options, EntryCall &call) {
  call.entry = &entry;
  const std::optional<AttentionSpec> &attention = entry.attention;
  if (options.inPlace && !entry.singleApply)
    return "--in-place needs an entry point that is one rope.apply";
  if (!options.referenceConfig.empty() &&
      !(attention || entry.singleApply))
    return "--reference-config needs a JSON object and an entry point that is "
           "one rope.apply or one rope.attention";
  if (attention) {
    call.referenceConfig = attention->config;
    if (std::string e = overrideReferenceConfig(options, *call.referenceConfig);
        !e.empty())
      return e;
  }
  for (const auto &[index, apply] : entry.applies) {
    EntryCall::ApplyCheck &check = call.applies.emplace_back();
    check.spec = &apply;
    check.config = apply.config;
    if (std::string e = overrideReferenceConfig(options, check.config);
        !e.empty())
      return e;
  }
  const int64_t qOffset = options.qOffset.value_or(options.offset);
  const int64_t kOffset = options.kOffset.value_or(options.offset);
  if (attention && attention->qOffsetArg >= 0 &&
      attention->qOffsetArg == attention->kOffsetArg && qOffset != kOffset)
    return "queries and keys take their offset from one argument: "
           "--q-offset and --k-offset must be equal";

  // Shapes first: the compiled code trusts them, so every tie of the
  // manifest is checked before anything is allocated or called.
  std::vector<std::vector<int64_t>> argShapes(entry.args.size()),
      outShapes(entry.outputs.size());
  std::vector<ShapedValue> shaped;
  const std::map<std::string, int64_t> sizes = roleSizes(entry, options);
  for (size_t index = 0; index < entry.args.size(); ++index) {
    const ValueSpec &arg = entry.args[index];
    if (!arg.isTensor)
      continue;
    if (std::string e = concreteShape(arg, argumentName(index),
                                      "arg" + std::to_string(index), options,
                                      sizes, argShapes[index]);
        !e.empty())
      return e;
    shaped.push_back({argumentName(index), &arg, argShapes[index]});
  }
  std::vector<int64_t> inPlaceInput(entry.outputs.size(), -1);
  if (options.inPlace)
    for (const auto &[index, apply] : entry.applies)
      for (size_t k = 0; k < apply.results.size(); ++k)
        inPlaceInput[apply.results[k]] = apply.inputs[k];
  for (size_t index = 0; index < entry.outputs.size(); ++index) {
    const ValueSpec &spec = entry.outputs[index];
    if (inPlaceInput[index] >= 0) {
      if (entry.args[inPlaceInput[index]].element != spec.element)
        return outputName(index) + " does not match its input";
      outShapes[index] = argShapes[inPlaceInput[index]];
    } else if (std::string e = concreteShape(spec, outputName(index),
                                             "out" + std::to_string(index),
                                             options, sizes, outShapes[index]);
               !e.empty()) {
      return e;
    }
    shaped.push_back({outputName(index), &spec, outShapes[index]});
  }
  if (std::string e = checkShapes(shaped); !e.empty())
    return e;
  if (attention)
    if (std::string e = checkAttentionShapes(*attention, argShapes); !e.empty())
      return e;

  if (options.check)
    if (std::string e = describeUncheckable(entry); !e.empty())
      return e;
  if (std::string e = checkMemoryBudget(entry, options, argShapes, outShapes);
      !e.empty())
    return e;

  // Arguments: seeded floats, generated positions, the offset scalar.
  call.args.reserve(entry.args.size());
  std::mt19937_64 generator(options.seed);
  for (size_t index = 0; index < entry.args.size(); ++index) {
    const ValueSpec &arg = entry.args[index];
    if (!arg.isTensor) {
      if (arg.element == "f32" || arg.element == "f64")
        return argumentName(index) + ": rope-run passes integer scalars only";
      call.args.emplace_back("i64", std::vector<int64_t>{});
      continue;
    }
    if (std::string e = allocate(call.args, arg.element, argShapes[index],
                                 argumentName(index));
        !e.empty())
      return e;
    HostTensor &t = call.args.back();
    // Attention positions follow q's and k's shapes: filled below.
    if (attention && ((int64_t)index == attention->qPositionsArg ||
                      (int64_t)index == attention->kPositionsArg))
      continue;
    const ApplySpec *apply = nullptr;
    bool isOffsets = false;
    for (const auto &[op, spec] : entry.applies)
      if ((int64_t)index == spec.positionsArg ||
          (int64_t)index == spec.batchOffsetsArg) {
        apply = &spec;
        isOffsets = (int64_t)index == spec.batchOffsetsArg;
      }
    if (apply) {
      // Offsets leave room for the whole sequence below the largest position.
      rules::Layout layout{apply->layout};
      int64_t seq = layout.extent('s', argShapes[apply->inputs[0]]);
      int64_t top = isOffsets ? std::max<int64_t>(options.maxPosition - seq + 1, 1)
                              : options.maxPosition + 1;
      std::uniform_int_distribution<int64_t> dist(0, top - 1);
      std::vector<int64_t> values(t.count());
      for (int64_t &v : values)
        v = dist(generator);
      t.fillIntegers(values);
    } else if (arg.element[0] == 'f' || arg.element == "bf16") {
      t.fillUniform(options.seed * 1000003 + index);
    }
  }

  // Positions before any call: the compiled code does not check them.
  if (attention) {
    if (std::string e = fillAttentionPositions(
            *attention, options.seed, options.maxPosition, call.args);
        !e.empty())
      return e;
    call.positions.emplace();
    call.keyPositions.emplace();
    if (std::string e =
            attentionPositionsOf(*attention, call.args, qOffset, kOffset,
                                 *call.positions, *call.keyPositions);
        !e.empty())
      return e;
    call.flops = attentionFlops(*attention, call.args, *call.positions,
                                *call.keyPositions);
  }
  for (EntryCall::ApplyCheck &check : call.applies) {
    const ApplySpec &apply = *check.spec;
    rules::Layout layout{apply.layout};
    const std::vector<int64_t> &shape0 = argShapes[apply.inputs[0]];
    check.positions = positionsOf(apply, call.args, options.offset);
    if (std::string e = check.positions.check(layout.extent('b', shape0),
                                              layout.extent('s', shape0));
        !e.empty())
      return e;
    // An in-place call overwrites the inputs: keep them for the check.
    check.firstOriginal = call.originals.size();
    for (int64_t input : apply.inputs) {
      HostTensor &original =
          call.originals.emplace_back(call.args[input].element(),
                                      call.args[input].shape());
      if (!original.data())
        return "cannot allocate " + std::to_string(original.bytes()) +
               " bytes for a copy of " + argumentName(input);
      original.copyFrom(call.args[input]);
    }
  }

  // Outputs: fresh buffers, or the inputs themselves in place.
  call.freshOutputs.reserve(entry.outputs.size());
  call.outputs.assign(entry.outputs.size(), nullptr);
  for (size_t index = 0; index < entry.outputs.size(); ++index) {
    if (inPlaceInput[index] >= 0) {
      call.outputs[index] = &call.args[inPlaceInput[index]];
      continue;
    }
    if (std::string e = allocate(call.freshOutputs, entry.outputs[index].element,
                                 outShapes[index], outputName(index));
        !e.empty())
      return e;
    call.outputs[index] = &call.freshOutputs.back();
  }

  call.arguments.clear();
  call.logicalBytes = 0;
  for (size_t index = 0; index < entry.args.size(); ++index) {
    if (entry.args[index].isTensor) {
      call.arguments.push_back(
          reinterpret_cast<intptr_t>(call.args[index].descriptor()));
      call.logicalBytes += call.args[index].bytes();
    } else if (attention && (int64_t)index == attention->qOffsetArg) {
      call.arguments.push_back(qOffset);
    } else if (attention && (int64_t)index == attention->kOffsetArg) {
      call.arguments.push_back(kOffset);
    } else {
      call.arguments.push_back(options.offset);
    }
  }
  for (HostTensor *out : call.outputs) {
    call.arguments.push_back(reinterpret_cast<intptr_t>(out->descriptor()));
    call.logicalBytes += out->bytes();
  }
  return "";
}

std::string describeUncheckable(const EntrySpec &entry) {
  if (entry.attention || entry.everyOpApplies())
    return "";
  const std::string prefix = "entry point '" + entry.name + "' ";
  const std::string noCheck = " (--no-check runs it unchecked)";
  if (entry.ropeOps.empty())
    return prefix + "holds no rope op: nothing to check against the float64 "
                    "reference" + noCheck;
  // The first op that is not a rope.apply on arguments returned as it is.
  size_t op = 0;
  for (const auto &[index, apply] : entry.applies)
    if (index == op)
      ++op;
  const std::string &name = entry.ropeOps[op];
  const std::string which = "its rope op #" + std::to_string(op) + " of " +
                            std::to_string(entry.ropeOps.size()) + ", a " +
                            name + ", ";
  if (name != "rope.apply")
    return prefix + "cannot be checked: " + which +
           "has no float64 check in rope-run, which checks rope.apply ops "
           "and an entry point that is one rope.attention" + noCheck;
  return prefix + "cannot be checked: " + which +
         "reads a value computed inside the entry point or returns results "
         "that pass through other ops, so the float64 reference has no "
         "input or output of it to compare" + noCheck;
}

std::string checkEntryCall(const EntryCall &call, CheckResult &worst) {
  for (const EntryCall::ApplyCheck &check : call.applies) {
    const ApplySpec &apply = *check.spec;
    std::vector<const HostTensor *> inputs, outputs;
    for (size_t k = 0; k < apply.results.size(); ++k) {
      inputs.push_back(&call.originals[check.firstOriginal + k]);
      outputs.push_back(call.outputs[apply.results[k]]);
    }
    if (std::string e = checkRotations(check.config, {apply.layout},
                                       check.positions, inputs, outputs, worst);
        !e.empty())
      return e;
  }
  return "";
}

std::string checkAttentionCall(const EntryCall &call,
                               AttentionCheckResult &result) {
  const AttentionSpec &spec = *call.entry->attention;
  AttentionTensors tensors{&call.args[spec.qArg], &call.args[spec.kArg],
                           &call.args[spec.vArg],
                           spec.biasArg >= 0 ? &call.args[spec.biasArg]
                                             : nullptr,
                           call.outputs[spec.result]};
  return checkAttention(*call.referenceConfig, {spec.layout}, *call.positions,
                        *call.keyPositions, attentionOptionsOf(spec), tensors,
                        result);
}

std::string describeEntryStatus(int32_t status) {
  switch (status) {
  case 0:
    return "";
  case 1:
    return "the entry point refused its arguments: an extent differs from "
           "its static size or from an extent it must equal, or query heads "
           "are not a multiple of kv heads; nothing was written";
  case 2:
    return "the entry point refused its arguments: a position lies outside "
           "[0, 2^31) or outside its table; nothing was written";
  case 3:
    return "the entry point cannot run: its attention kernel computes on "
           "AMX tiles and this CPU lacks AMX-TILE or AMX-BF16, or Linux "
           "refused the process the tile data state (arch_prctl "
           "ARCH_REQ_XCOMP_PERM); compile for this CPU (--target-cpu=host); "
           "nothing was written";
  default:
    return "the entry point returned the unknown status " +
           std::to_string(status);
  }
}

} // namespace rope::run
