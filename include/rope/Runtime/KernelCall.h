//===- KernelCall.h - The host data of one launch of a GPU kernel -*- C++ -*-===//
//
// Everything rope-run-gpu uploads for a PTX kernel, made from its manifest
// entry and the harness options: seeded inputs, output buffers, positions
// of the kind the kernel reads, with shapes and positions checked before
// any device is touched.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_KERNELCALL_H
#define ROPE_RUNTIME_KERNELCALL_H

#include "rope/Rules/Positions.h"
#include "rope/Runtime/HarnessOptions.h"
#include "rope/Runtime/HostTensor.h"
#include "rope/Runtime/Manifest.h"
#include "rope/Runtime/RotationCheck.h"

#include <optional>
#include <vector>

namespace rope::run {

/// One launch of a kernel: one block per (batch row, token).
struct KernelCall {
  /// The manifest kernel.
  const KernelSpec *kernel = nullptr;
  /// Inputs and their outputs, index for index; the outputs receive the
  /// device results for the check.
  std::vector<HostTensor> inputs, outputs;
  /// The position data the kernel reads, when it reads any.
  std::optional<HostTensor> positionsTensor, offsetsTensor;
  int64_t batch = 0, seq = 0;
  /// The Semantics §1 positions of the launch, checked to lie in [0, 2^31).
  rules::Positions positions;
  /// The rotation to check against (the kernel's, or the options'
  /// reference configuration).
  rules::RopeConfig referenceConfig;
  /// Bytes read and written: each input once each way.
  double logicalBytes = 0;
};

/// Host tensors of a kernel call above this size (at 8 bytes an element)
/// are refused.
constexpr uint64_t kMaxKernelTensorBytes = uint64_t(1) << 38;

/// The sizes of the dynamic batch and sequence extents of a kernel's
/// tensor (-1: not given), and the flag that gives the sequence length.
struct KernelExtents {
  int64_t batch = -1, seq = -1;
  const char *seqFlag = "--seq";
};

/// The shape of the kernel tensor `spec` (axes of `layout`) with its
/// dynamic batch and sequence extents taken from `sizes`; refuses another
/// dynamic extent, one without a size, and more than kMaxKernelTensorBytes.
/// `what` names the tensor in the error. Returns an error or "".
std::string kernelTensorShape(const ValueSpec &spec, const std::string &layout,
                              const KernelExtents &sizes,
                              const std::string &what,
                              std::vector<int64_t> &shape);

/// Builds `call` for `kernel` with `options`: every refusal (dynamic
/// extents without a size, sizes over 256 GiB, shapes that break the
/// manifest, positions outside [0, 2^31), a grid too large) comes here,
/// before the device is opened. Returns an error or "".
std::string prepareKernelCall(const KernelSpec &kernel,
                              const HarnessOptions &options, KernelCall &call);

/// Checks every output (copied back from the device) against the float64
/// reference (Semantics §5); `worst` gathers the largest errors. Returns an
/// error or "".
std::string checkKernelCall(const KernelCall &call, CheckResult &worst);

} // namespace rope::run

#endif // ROPE_RUNTIME_KERNELCALL_H
