//===- Pipelines.h - Named rope pipelines -----------------------*- C++ -*-===//

#ifndef ROPE_PIPELINES_PIPELINES_H
#define ROPE_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::rope {

/// Options of `rope-lower-to-cpu-pipeline`.
struct RopeCPUPipelineOptions
    : public PassPipelineOptions<RopeCPUPipelineOptions> {
  PassOptions::Option<bool> outParams{
      *this, "out-params",
      llvm::cl::desc("Turn tensor results of public functions into "
                     "caller-provided output buffers (destination passing)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> expandBF16{
      *this, "expand-bf16",
      llvm::cl::desc("Convert between bf16 and f32 with integer ops (for "
                     "targets without native conversions, e.g. before "
                     "AVX512-BF16)"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Register width in bits of the kernel's row pieces "
                     "(512 for AVX-512, 256 for AVX2, 128 for SSE/NEON)"),
      llvm::cl::init(512)};
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Run the token loop on all cores with OpenMP (the "
                     "artifact then links libomp; OMP_NUM_THREADS applies)"),
      llvm::cl::init(true)};
};

/// rope ops on tensors -> LLVM dialect for the host CPU.
void buildRopeLowerToCPUPipeline(OpPassManager &pm,
                                 const RopeCPUPipelineOptions &options);

/// Options of `rope-lower-to-nvvm-pipeline`.
struct RopeNVVMPipelineOptions
    : public PassPipelineOptions<RopeNVVMPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("NVIDIA GPU architecture (sm_XX)"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features, e.g. +ptx80 (PTX ISA 8.0)"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimization level (0-3)"),
      llvm::cl::init(3)};
  PassOptions::Option<int64_t> maxBlockSize{
      *this, "max-block-size",
      llvm::cl::desc("Most threads per block (a multiple of 32 in [32, 1024])"),
      llvm::cl::init(256)};
  PassOptions::Option<bool> serialize{
      *this, "serialize",
      llvm::cl::desc("End with gpu-module-to-binary (PTX text in a "
                     "gpu.binary); off: stop at the NVVM dialect"),
      llvm::cl::init(true)};
};

/// rope ops on tensors -> host code with gpu.launch_func + NVVM kernels
/// serialized to PTX.
void buildRopeLowerToNVVMPipeline(OpPassManager &pm,
                                  const RopeNVVMPipelineOptions &options);

/// Registers the named pipelines with the pass registry.
void registerRopePipelines();

} // namespace mlir::rope

#endif // ROPE_PIPELINES_PIPELINES_H
