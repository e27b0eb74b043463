//===- CpuUnitRates.cpp - How fast a core's vector units are --------------===//

#include "CpuUnitRates.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Target/TargetMachine.h"

#include <optional>

using namespace mlir::rope;

namespace {
/// Per-core measurements (bench/machine_peaks.py, one thread, 512-bit):
/// vdpbf16ps GFLOP/s over vfmadd231ps GFLOP/s.
struct MeasuredRatio {
  llvm::StringLiteral cpu;
  double ratio;
  llvm::StringLiteral where;
};
constexpr MeasuredRatio kMeasured[] = {
    {"znver4", 2.0, "measured on Zen 4: 235.5 against 117.6 GFLOP/s"},
    {"znver5", 2.0, "as measured on Zen 4 (LLVM models both cores alike)"},
    {"sapphirerapids", 0.49,
     "measured on an Emerald Rapids Xeon: 86.5 against 175.8 GFLOP/s"},
    {"emeraldrapids", 0.49,
     "measured on an Emerald Rapids Xeon: 86.5 against 175.8 GFLOP/s"},
    {"graniterapids", 0.49, "as measured on an Emerald Rapids Xeon"},
};

/// Cycles per instruction of the opcode named `name` in `machine`'s
/// scheduling model, if it models it.
std::optional<double> reciprocalThroughput(const llvm::TargetMachine &machine,
                                           llvm::StringRef name) {
  const llvm::MCSubtargetInfo &subtarget = *machine.getMCSubtargetInfo();
  const llvm::MCInstrInfo &instrs = *machine.getMCInstrInfo();
  const llvm::MCSchedModel &model = subtarget.getSchedModel();
  if (!model.hasInstrSchedModel())
    return std::nullopt;
  for (unsigned opcode = 0, e = instrs.getNumOpcodes(); opcode < e; ++opcode) {
    if (instrs.getName(opcode) != name)
      continue;
    const llvm::MCSchedClassDesc *desc =
        model.getSchedClassDesc(instrs.get(opcode).getSchedClass());
    if (!desc || !desc->isValid() || desc->isVariant())
      return std::nullopt;
    double cycles =
        llvm::MCSchedModel::getReciprocalThroughput(subtarget, *desc);
    return cycles > 0 ? std::optional<double>(cycles) : std::nullopt;
  }
  return std::nullopt;
}
} // namespace

UnitRatio mlir::rope::bf16DotFlopRatio(const llvm::TargetMachine &machine,
                                       llvm::StringRef cpu,
                                       int64_t vectorBits) {
  for (const MeasuredRatio &m : kMeasured)
    if (cpu == m.cpu)
      return {m.ratio, m.where.str()};
  llvm::StringRef width = vectorBits >= 512   ? "Z"
                          : vectorBits >= 256 ? "Z256"
                                              : "Z128";
  std::optional<double> dot =
      reciprocalThroughput(machine, ("VDPBF16PS" + width + "r").str());
  std::optional<double> fma =
      reciprocalThroughput(machine, ("VFMADD231PS" + width + "r").str());
  if (!dot || !fma)
    return {0,
            "not known: LLVM has no scheduling model of '" + cpu.str() + "'"};
  return {2 * *fma / *dot,
          "LLVM's scheduling model of " + cpu.str() + ": " +
              llvm::formatv("{0:F1}", *dot).str() + " cycles per vdpbf16ps, " +
              llvm::formatv("{0:F1}", *fma).str() + " per vfmadd231ps"};
}
