//===- TargetInfo.h - What the code generators know of a target -*- C++ -*-===//
//
// One small description per target, read by the pipelines, the compile
// library and the kernel configurations (the GPU attention's chip facts):
// vector width, native bf16 and what its bf16 dot products do per cycle for
// CPUs; SM version and the matrix and memory instructions for NVIDIA GPUs.
// Names that LLVM does not know are rejected here with a readable error
// instead of an LLVM warning later.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TARGET_TARGETINFO_H
#define ROPE_TARGET_TARGETINFO_H

#include "mlir/Support/LLVM.h"

#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <string>

namespace llvm {
class TargetMachine;
} // namespace llvm

namespace mlir::rope {

/// A CPU: "host" (this machine) or an LLVM CPU name, plus LLVM features.
struct CPUTargetInfo {
  /// The resolved LLVM CPU name ("znver4", "x86-64-v3", ...).
  std::string cpu;
  /// Widest vector register in bits: 512 (AVX-512), 256 (AVX), else 128.
  int64_t vectorBits = 128;
  /// f32 <-> bf16 conversions in hardware (AVX512-BF16).
  bool nativeBF16 = false;
  /// AMX tiles with bf16 products (AMX-TILE and AMX-BF16).
  bool amxBF16 = false;
  /// With AVX512-BF16: flops per cycle of its dot products over those of
  /// f32 FMAs at `vectorBits` (above 1: bf16 attention is faster on dot
  /// products than widened to f32 FMAs), and where the number comes from
  /// (a measurement, or LLVM's scheduling model of the CPU); 0 without.
  double bf16DotFlopRatio = 0;
  std::string bf16DotRatioSource;
};

/// The target machine of `cpu` with `features` for this host's triple, or
/// null with `error` set for an unknown CPU or feature.
std::unique_ptr<llvm::TargetMachine>
createCPUTargetMachine(StringRef cpu, StringRef features, std::string &error);

/// The description of `cpu` with `features`; failure with `error` set for
/// names LLVM does not know.
FailureOr<CPUTargetInfo> getCPUTargetInfo(StringRef cpu, StringRef features,
                                          std::string &error);

/// A warp-level matrix multiply shape (m x n x k).
struct MmaShape {
  int64_t m = 0, n = 0, k = 0;
};

/// An NVIDIA GPU named by its architecture, e.g. "sm_80" or "sm_90a".
struct NVPTXTargetInfo {
  /// 80 for sm_80, 90 for sm_90a.
  unsigned smVersion = 0;
  /// The architecture-specific variant ("a" suffix: wgmma, setmaxnreg).
  bool archSpecific = false;
  /// mma.sync shapes for bf16/f16 inputs with f32 accumulation.
  llvm::SmallVector<MmaShape> mmaSyncShapes;
  /// ldmatrix (sm_75+), cp.async (sm_80+), TMA bulk tensor copies and
  /// mbarrier transactions (sm_90+), warpgroup MMA (sm_90a).
  bool hasLdmatrix = false, hasCpAsync = false, hasTma = false,
       hasWgmma = false;
  /// Most shared memory one block may use, in bytes.
  int64_t maxSharedBytesPerBlock = 48 * 1024;
  /// Multiprocessors the compile-time launch plans assume: the largest
  /// part of the architecture (H100 SXM: 132 from sm_90; A100: 108).
  int64_t multiprocessors = 108;
};

/// The description of `chip` with PTX `features` ("+ptx80"); failure with
/// `error` set for names the NVPTX backend does not know.
FailureOr<NVPTXTargetInfo> getNVPTXTargetInfo(StringRef chip,
                                              StringRef features,
                                              std::string &error);

} // namespace mlir::rope

#endif // ROPE_TARGET_TARGETINFO_H
