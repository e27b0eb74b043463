//===- Pipelines.h - Named rope pipelines -----------------------*- C++ -*-===//
//
// One options struct per target, shared by the pipeline builders, the
// registered pipelines (rope-opt, the plugin), the compile library and
// rope-compile. The textual pipeline options convert to these structs.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_PIPELINES_PIPELINES_H
#define ROPE_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

#include <optional>
#include <string>

namespace mlir {
class OpPassManager;
class Operation;
} // namespace mlir

namespace mlir::rope {

/// What the CPU pipeline is built for.
struct CPUTargetOptions {
  /// An LLVM CPU name or "host"; empty: no particular CPU (vectorBits and
  /// expandBF16 then keep the values below).
  std::string cpu;
  /// Extra LLVM features ("+avx2,+fma").
  std::string features;
  /// Register width of the kernel's row pieces; 0: the CPU's widest.
  int64_t vectorBits = 0;
  /// bf16 <-> f32 with integer ops; unset: unless the CPU converts natively.
  std::optional<bool> expandBF16;
  /// bf16 attention products on AMX tiles; unset: when the CPU has
  /// AMX-BF16 (false without a CPU).
  std::optional<bool> amxTiles;
  /// bf16 attention on AVX512-BF16 dot products; unset: when the CPU has
  /// AVX512-BF16, not AMX-BF16, and its dot products do more flops per
  /// cycle than its f32 FMAs (CPUTargetInfo::bf16DotFlopRatio; false
  /// without a CPU).
  std::optional<bool> bf16Dots;
  /// Set by resolveCPUTarget: why amxTiles and bf16Dots have their values
  /// (the units bf16 attention products run on), for the manifest.
  std::string bf16ProductsReason;
  /// AMX tile operations run as vector code (rope-emulate-amx-tiles): the
  /// AMX kernels' data layout checked on a CPU without AMX. Slow.
  bool emulateAmxTiles = false;
  /// Every memory access of the lowered code checks its bounds at run time
  /// and aborts with the op and its location when outside
  /// (generate-runtime-verification). Slow: for finding faults.
  bool checkAccesses = false;
  /// Results of public functions become caller-provided output buffers,
  /// and each public function checks its buffers and positions and returns
  /// an i32 status (rope-guard-entry-points).
  bool outParams = true;
  /// The token loop runs on all cores with OpenMP.
  bool parallel = true;
  /// Code for a runtime that links it into its own executables (IREE's
  /// embedded ELF): one thread (no OpenMP), no heap (scratch in a
  /// workspace argument, rope-scratch-to-workspace), no C-interface
  /// wrappers, no embedded manifest, helpers with internal linkage.
  bool embedded = false;
};

/// What the NVVM pipeline is built for.
struct NVPTXTargetOptions {
  std::string chip = "sm_90";
  std::string features = "+ptx80";
  unsigned optLevel = 3;
  int64_t maxBlockSize = 256;
  /// End with PTX text in a gpu.binary; off: stop at the NVVM dialect.
  bool serialize = true;

  /// An error message for a chip, feature, level or block size the
  /// pipeline cannot use, else "".
  std::string verify() const;
};

/// Textual options of `rope-lower-to-cpu-pipeline`.
struct RopeCPUPipelineOptions
    : public PassPipelineOptions<RopeCPUPipelineOptions> {
  PassOptions::Option<std::string> targetCpu{
      *this, "target-cpu",
      llvm::cl::desc("LLVM CPU name or 'host' whose vector width and bf16 "
                     "support size the kernel (empty: none)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> targetFeatures{
      *this, "target-features", llvm::cl::desc("Extra LLVM CPU features"),
      llvm::cl::init("")};
  PassOptions::Option<bool> outParams{
      *this, "out-params",
      llvm::cl::desc("Turn tensor results of public functions into "
                     "caller-provided output buffers (destination passing); "
                     "public functions then check the extents and positions "
                     "they are passed and return an i32 status"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> expandBF16{
      *this, "expand-bf16",
      llvm::cl::desc("Convert between bf16 and f32 with integer ops (for "
                     "targets without native conversions, e.g. before "
                     "AVX512-BF16; with target-cpu: unless it has them)"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Register width in bits of the kernel's row pieces "
                     "(512 for AVX-512, 256 for AVX2, 128 for SSE/NEON; 0 "
                     "with target-cpu: the CPU's widest)"),
      llvm::cl::init(512)};
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Run the token loop on all cores with OpenMP (the "
                     "artifact then links libomp; OMP_NUM_THREADS applies)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> embedded{
      *this, "embedded",
      llvm::cl::desc("Code linked into another runtime's executables "
                     "(IREE): one thread, no heap; scratch lives in a "
                     "trailing workspace argument of each entry point"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> amxTiles{
      *this, "amx-tiles",
      llvm::cl::desc("Compute bf16 attention products on AMX tiles (with "
                     "target-cpu: when the CPU has AMX-BF16)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> bf16Dots{
      *this, "bf16-dots",
      llvm::cl::desc("Compute bf16 attention with AVX512-BF16 dot products "
                     "(the CPU must have them; with target-cpu: when it has "
                     "them, not AMX-BF16, and they do more flops per cycle "
                     "than its f32 FMAs)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> emulateAmxTiles{
      *this, "emulate-amx-tiles",
      llvm::cl::desc("Run AMX tile operations as vector code, to check the "
                     "AMX kernels on a CPU without AMX (slow)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> checkAccesses{
      *this, "check-accesses",
      llvm::cl::desc("Check the bounds of every memory access at run time, "
                     "aborting with the op and its location when outside "
                     "(slow: for finding faults)"),
      llvm::cl::init(false)};

  CPUTargetOptions toTargetOptions() const;
};

/// Textual options of `rope-lower-to-nvvm-pipeline`.
struct RopeNVVMPipelineOptions
    : public PassPipelineOptions<RopeNVVMPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("NVIDIA GPU architecture (sm_XX)"),
      llvm::cl::init(NVPTXTargetOptions().chip)};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features, e.g. +ptx80 (PTX ISA 8.0)"),
      llvm::cl::init(NVPTXTargetOptions().features)};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimization level (0-3)"),
      llvm::cl::init(NVPTXTargetOptions().optLevel)};
  PassOptions::Option<int64_t> maxBlockSize{
      *this, "max-block-size",
      llvm::cl::desc("Most threads per block (a multiple of 32 in [32, 1024])"),
      llvm::cl::init(NVPTXTargetOptions().maxBlockSize)};
  PassOptions::Option<bool> serialize{
      *this, "serialize",
      llvm::cl::desc("End with gpu-module-to-binary (PTX text in a "
                     "gpu.binary); off: stop at the NVVM dialect"),
      llvm::cl::init(true)};

  NVPTXTargetOptions toTargetOptions() const;
};

/// `options` with vectorBits and expandBF16 filled in from the CPU's
/// description when a CPU is named (512 and on otherwise); failure with
/// `error` set for a CPU or feature LLVM does not know.
FailureOr<CPUTargetOptions> resolveCPUTarget(CPUTargetOptions options,
                                             std::string &error);

/// Adds rope-configure-cpu-kernels for the CPU of resolved `options`: the
/// one place its plans learn the target (vector width, AMX, bf16 dots).
void addConfigureCpuKernelsPass(OpPassManager &pm,
                                const CPUTargetOptions &options);

/// rope ops on tensors -> LLVM dialect for the CPU of resolved `options`.
void buildRopeLowerToCPUPipeline(OpPassManager &pm,
                                 const CPUTargetOptions &options);

/// rope ops on tensors -> host code with gpu.launch_func + NVVM kernels
/// serialized to PTX (`options` checked with verify() first).
void buildRopeLowerToNVVMPipeline(OpPassManager &pm,
                                  const NVPTXTargetOptions &options);

/// Reports, at each op, every nvvm.mma.sync under `root` that LLVM has no
/// intrinsic for (a combination of shape, layouts and types MLIR 22's
/// verifier admits but its translation to LLVM IR crashes on); fails when
/// there is one. Call before the NVVM pipeline on IR that holds NVVM ops.
LogicalResult checkNvvmMmaSelectable(Operation *root);

/// Registers the named pipelines with the pass registry.
void registerRopePipelines();

} // namespace mlir::rope

#endif // ROPE_PIPELINES_PIPELINES_H
