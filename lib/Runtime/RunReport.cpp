//===- RunReport.cpp - The result of a harness run as text or JSON --------===//

#include "rope/Runtime/RunReport.h"

#include <cmath>
#include <cstdarg>
#include <cstdio>

namespace rope::run {

namespace {
std::string formatted(const char *format, ...)
    __attribute__((format(printf, 1, 2)));

std::string formatted(const char *format, ...) {
  va_list args, copy;
  va_start(args, format);
  va_copy(copy, args);
  int size = std::vsnprintf(nullptr, 0, format, copy);
  va_end(copy);
  std::string text(size > 0 ? size : 0, '\0');
  if (size > 0)
    std::vsnprintf(text.data(), text.size() + 1, format, args);
  va_end(args);
  return text;
}

/// `text` as a JSON string literal.
std::string jsonString(const std::string &text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\')
      out += {'\\', static_cast<char>(c)};
    else if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else if (c < 0x20)
      out += formatted("\\u%04x", c);
    else
      out += static_cast<char>(c);
  }
  return out + "\"";
}

const char *jsonBool(bool value) { return value ? "true" : "false"; }

/// A double that reads back exactly, as the CPU report has always printed;
/// null for infinities and NaN, which JSON cannot spell.
std::string jsonNumber(double value) {
  return std::isfinite(value) ? formatted("%.17g", value) : "null";
}

std::string checkLine(const RunReport &report) {
  if (!report.checked)
    return "check: skipped\n";
  if (report.attention)
    return formatted("check: relative L2 error %.3e, Semantics §5 bound "
                     "%.0e; %s\n",
                     report.attentionCheck.relativeL2Error,
                     report.attentionCheck.bound,
                     report.pass() ? "PASS" : "FAIL");
  return formatted("check: max abs error %.3e, max error / Semantics §5 bound "
                   "%.4f, pass-through channels %s; %s\n",
                   report.worst.maxAbsError, report.worst.maxBoundRatio,
                   report.worst.passThroughExact ? "exact" : "CHANGED",
                   report.pass() ? "PASS" : "FAIL");
}

/// The JSON report of an attention entry point, keys in alphabetical
/// order.
std::string attentionJson(const RunReport &report) {
  const double best = report.timing.minSeconds;
  const double median = report.timing.medianSeconds;
  const double bytes = report.bytes, flops = report.flops;
  std::string out = "{\"bytes\":" + formatted("%lld", (long long)bytes) +
                    ",\"checked\":" + jsonBool(report.checked) +
                    ",\"entry\":" + jsonString(report.name);
  if (report.checked)
    out += ",\"error_bound\":" + jsonNumber(report.attentionCheck.bound);
  out += ",\"flops\":" + formatted("%.0f", flops) +
         ",\"gbps_median\":" + jsonNumber(bytes / median / 1e9) +
         ",\"gbps_min\":" + jsonNumber(bytes / best / 1e9) +
         ",\"gflops_median\":" + jsonNumber(flops / median / 1e9) +
         ",\"gflops_min\":" + jsonNumber(flops / best / 1e9) +
         ",\"in_place\":false,\"median_s\":" + jsonNumber(median) +
         ",\"min_s\":" + jsonNumber(best) +
         ",\"pass\":" + jsonBool(report.pass());
  if (report.checked)
    out += ",\"relative_l2_error\":" +
           jsonNumber(report.attentionCheck.relativeL2Error);
  return out + "}\n";
}
} // namespace

std::string formatEntryReport(const RunReport &report, bool json) {
  const double best = report.timing.minSeconds;
  const double median = report.timing.medianSeconds;
  const double bytes = report.bytes;
  if (json && report.attention)
    return attentionJson(report);
  if (json) {
    std::string out = "{\"bytes\":" + formatted("%lld", (long long)bytes) +
                      ",\"checked\":" + jsonBool(report.checked) +
                      ",\"entry\":" + jsonString(report.name) +
                      ",\"gbps_median\":" + jsonNumber(bytes / median / 1e9) +
                      ",\"gbps_min\":" + jsonNumber(bytes / best / 1e9) +
                      ",\"in_place\":" + jsonBool(report.inPlace);
    if (report.checked)
      out += ",\"max_abs_error\":" + jsonNumber(report.worst.maxAbsError) +
             ",\"max_error_over_bound\":" + jsonNumber(report.worst.maxBoundRatio);
    out += ",\"median_s\":" + jsonNumber(median) +
           ",\"min_s\":" + jsonNumber(best) + ",\"pass\":" + jsonBool(report.pass());
    if (report.checked)
      out += std::string(",\"pass_through_exact\":") +
             jsonBool(report.worst.passThroughExact);
    return out + "}\n";
  }
  std::string text =
      "entry " + report.name + (report.inPlace ? " (in place)" : "") + "\n" +
      checkLine(report) +
      formatted("time: min %.3f ms, median %.3f ms over %d runs; %.2f GB/s "
                "(min), %.2f GB/s (median), %.1f MB moved\n",
                best * 1e3, median * 1e3, report.timing.runs,
                bytes / best / 1e9, bytes / median / 1e9, bytes / 1e6);
  if (report.attention)
    text += formatted("work: %.2f GFLOP/s (min), %.2f GFLOP/s (median), "
                      "%.1f MFLOP per call\n",
                      report.flops / best / 1e9, report.flops / median / 1e9,
                      report.flops / 1e6);
  return text;
}

namespace {
/// The report of the kernels of one rope.attention.
std::string attentionKernelReport(const RunReport &report,
                                  const LaunchDescription &launch, bool json) {
  const double best = report.timing.minSeconds;
  const double median = report.timing.medianSeconds;
  const double bytes = report.bytes, flops = report.flops;
  if (json) {
    std::string out =
        formatted("{\"batch\":%lld,\"bytes\":%.0f,\"checked\":%s,"
                  "\"device\":%s",
                  (long long)launch.batch, bytes, jsonBool(report.checked),
                  jsonString(launch.device).c_str());
    if (report.checked)
      out += ",\"error_bound\":" + jsonNumber(report.attentionCheck.bound);
    out += formatted(",\"flops\":%.0f", flops) +
           ",\"gbps_median\":" + jsonNumber(bytes / median / 1e9) +
           ",\"gbps_min\":" + jsonNumber(bytes / best / 1e9) +
           formatted(",\"k_seq\":%lld,\"kernel\":", (long long)launch.kSeq) +
           jsonString(report.name) +
           formatted(",\"launches\":%lld", (long long)launch.launches) +
           ",\"median_ms\":" + jsonNumber(median * 1e3) +
           ",\"min_ms\":" + jsonNumber(best * 1e3) +
           ",\"pass\":" + jsonBool(report.pass()) +
           formatted(",\"q_seq\":%lld", (long long)launch.seq);
    if (report.checked)
      out += ",\"relative_l2_error\":" +
             jsonNumber(report.attentionCheck.relativeL2Error);
    return out + formatted(",\"splits\":%lld", (long long)launch.splits) +
           ",\"tflops_median\":" + jsonNumber(flops / median / 1e12) +
           ",\"tflops_min\":" + jsonNumber(flops / best / 1e12) + "}\n";
  }
  return formatted("kernel %s on %s (batch %lld, q_seq %lld, k_seq %lld, "
                   "splits %lld, %lld launches)\n",
                   report.name.c_str(), launch.device.c_str(),
                   (long long)launch.batch, (long long)launch.seq,
                   (long long)launch.kSeq, (long long)launch.splits,
                   (long long)launch.launches) +
         checkLine(report) +
         formatted("time: min %.4f ms, median %.4f ms over %d runs; %.2f "
                   "TFLOP/s (min), %.2f TFLOP/s (median), %.3f GFLOP per "
                   "run; %.1f GB/s (min)\n",
                   best * 1e3, median * 1e3, report.timing.runs,
                   flops / best / 1e12, flops / median / 1e12, flops / 1e9,
                   bytes / best / 1e9);
}
} // namespace

std::string formatKernelReport(const RunReport &report,
                               const LaunchDescription &launch, bool json) {
  if (report.attention)
    return attentionKernelReport(report, launch, json);
  const double bestMs = report.timing.minSeconds * 1e3;
  const double medianMs = report.timing.medianSeconds * 1e3;
  const double bytes = report.bytes;
  if (json)
    return formatted(
        "{\"kernel\":%s,\"device\":%s,\"batch\":%lld,\"seq\":%lld,"
        "\"in_place\":%s,\"checked\":%s,\"pass\":%s,\"max_abs_error\":%.6e,"
        "\"max_error_over_bound\":%.6f,\"pass_through_exact\":%s,"
        "\"min_ms\":%.6f,\"median_ms\":%.6f,\"bytes\":%.0f,"
        "\"gbps_min\":%.3f,\"gbps_median\":%.3f}\n",
        jsonString(report.name).c_str(), jsonString(launch.device).c_str(),
        (long long)launch.batch, (long long)launch.seq, jsonBool(report.inPlace),
        jsonBool(report.checked), jsonBool(report.pass()),
        report.worst.maxAbsError, report.worst.maxBoundRatio,
        jsonBool(report.worst.passThroughExact), bestMs, medianMs, bytes,
        bytes / bestMs / 1e6, bytes / medianMs / 1e6);
  return formatted("kernel %s on %s (batch %lld, seq %lld%s)\n",
                   report.name.c_str(), launch.device.c_str(),
                   (long long)launch.batch, (long long)launch.seq,
                   report.inPlace ? ", in place" : "") +
         checkLine(report) +
         formatted("time: min %.4f ms, median %.4f ms over %d runs; %.1f GB/s "
                   "(min), %.1f GB/s (median), %.1f MB moved\n",
                   bestMs, medianMs, report.timing.runs, bytes / bestMs / 1e6,
                   bytes / medianMs / 1e6, bytes / 1e6);
}

} // namespace rope::run
