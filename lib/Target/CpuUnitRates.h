//===- CpuUnitRates.h - How fast a core's vector units are -----*- C++ -*-===//
//
// The CPU plan picks the units a kernel's products run on by what they do
// per cycle on the core, not by which instructions the core has: AVX512-BF16
// dot products do twice the f32 FMA's flops per cycle on Zen 4 but half of
// them on Intel's Xeons.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_TARGET_CPUUNITRATES_H
#define ROPE_LIB_TARGET_CPUUNITRATES_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace llvm {
class TargetMachine;
} // namespace llvm

namespace mlir::rope {

/// Flops per cycle of one unit over another's, and where the number comes
/// from.
struct UnitRatio {
  double ratio = 0;
  std::string source;
};

/// vdpbf16ps (16 bf16 pairs into 16 f32 lanes per 512 bits: 4 flops a
/// lane) over vfmadd231ps (2 flops a lane), both `vectorBits` wide, on the
/// core of `machine` (CPU `cpu`): measured where docs/CPU.md records a
/// measurement (LLVM's scheduling models of the Zen cores put vdpbf16ps at
/// a third of the rate measured), else from LLVM's scheduling model; a
/// ratio of 0 when neither knows.
UnitRatio bf16DotFlopRatio(const llvm::TargetMachine &machine,
                           llvm::StringRef cpu, int64_t vectorBits);

} // namespace mlir::rope

#endif // ROPE_LIB_TARGET_CPUUNITRATES_H
