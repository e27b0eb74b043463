//===- RunReport.h - The result of a harness run as text or JSON -*- C++ -*-===//
//
// What both harnesses print: the check against the reference and the
// timings, as lines of text or one JSON object. The CPU report (entries,
// seconds) and the GPU report (kernels on a device, milliseconds) keep the
// fields and precisions the benchmarks read.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RUNTIME_RUNREPORT_H
#define ROPE_RUNTIME_RUNREPORT_H

#include "rope/Runtime/AttentionCheck.h"
#include "rope/Runtime/RotationCheck.h"
#include "rope/Runtime/Timing.h"

#include <cstdint>
#include <string>

namespace rope::run {

struct RunReport {
  /// The entry point or kernel.
  std::string name;
  bool inPlace = false;
  /// Whether the results were compared with the reference, and how well.
  bool checked = false;
  CheckResult worst;
  /// An attention entry point is checked and measured differently: the
  /// relative L2 error of its output, and its floating-point work.
  bool attention = false;
  AttentionCheckResult attentionCheck;
  /// Floating-point operations of one call (attention only).
  double flops = 0;
  TimingSummary timing;
  /// Bytes one call reads and writes.
  double bytes = 0;

  /// Unchecked runs pass.
  bool pass() const {
    return !checked || (attention ? attentionCheck.pass() : worst.pass());
  }
};

/// Where a GPU kernel ran and over how many blocks.
struct LaunchDescription {
  std::string device;
  /// `seq` is the query length of an attention run ...
  int64_t batch = 0, seq = 0;
  /// ... which also has a key length, key splits and several launches.
  int64_t kSeq = 0, splits = 0, launches = 0;
};

/// The report of rope-run: "entry ..." and the check and time lines, or a
/// JSON object with its keys in alphabetical order. Ends in a newline.
std::string formatEntryReport(const RunReport &report, bool json);

/// The report of rope-run-gpu: "kernel ... on DEVICE (batch, seq)" and the
/// check and time lines, or one JSON object (keys in alphabetical order for
/// attention). Attention reports its relative L2 error and TFLOP/s. Ends
/// in a newline.
std::string formatKernelReport(const RunReport &report,
                               const LaunchDescription &launch, bool json);

} // namespace rope::run

#endif // ROPE_RUNTIME_RUNREPORT_H
