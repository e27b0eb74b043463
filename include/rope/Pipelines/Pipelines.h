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
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Run the token loop on all cores with OpenMP (the "
                     "artifact then links libomp; OMP_NUM_THREADS applies)"),
      llvm::cl::init(true)};
};

/// rope ops on tensors -> LLVM dialect for the host CPU.
void buildRopeLowerToCPUPipeline(OpPassManager &pm,
                                 const RopeCPUPipelineOptions &options);

/// Registers the named pipelines with the pass registry.
void registerRopePipelines();

} // namespace mlir::rope

#endif // ROPE_PIPELINES_PIPELINES_H
