//===- CpuAttentionPlan.h - The plan of one CPU rope.attention --*- C++ -*-===//
//
// The CPU attention kernel's plan is chosen once, by
// rope-configure-cpu-kernels, and stored on the op as a
// #rope.cpu_attention_plan: its tiling from the vector width, and where the
// keys are rotated and how many key splits a work item takes, evaluated
// with the rules of AttentionPlan.h when the extents they need are static.
// The lowering and the manifest read the attribute.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_CPUATTENTIONPLAN_H
#define ROPE_CONVERSION_ROPETOVECTOR_CPUATTENTIONPLAN_H

#include "rope/Conversion/RopeToVector/AttentionPlan.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

namespace mlir::rope {

/// Head dims (q plus v) the kernel's stack tiles take at most.
constexpr int64_t kMaxCpuAttentionRow = 2048;

/// The plan of `op` for registers of `vectorBits` bits, its products on AMX
/// tiles when `amxTiles` (the target has AMX-BF16) and the op suits them
/// (amxUnsuitability), else the scores of a rotated bf16 cache on
/// AVX512-BF16 dot products when `bf16Dots` and the op suits them
/// (bf16DotUnsuitability); null when the CPU kernel does not take the op
/// (head dims above kMaxCpuAttentionRow). Work items are made smaller
/// until their tiles take at most `maxStackBytes` of stack where they can.
CpuAttentionPlanAttr
planCpuAttention(AttentionOp op, int64_t vectorBits, bool amxTiles = false,
                 bool bf16Dots = false,
                 int64_t maxStackBytes = kMaxAttentionStackBytes);

/// Bytes of stack a work item of `plan` takes for `op` (its tiles).
int64_t cpuAttentionStackBytes(AttentionOp op, CpuAttentionPlanAttr plan);

/// `op`'s stored plan, else the one planCpuAttention chooses.
CpuAttentionPlanAttr getCpuAttentionPlan(AttentionOp op, int64_t vectorBits);

/// Stores a plan on every rope.apply and rope.attention under `root` that
/// has none (a compiler may choose its own): rope-configure-cpu-kernels.
/// Fails, with an error at the op, when an attention's tiles cannot fit
/// `maxStackBytes`.
LogicalResult configureCpuKernels(Operation *root, int64_t vectorBits,
                                  bool amxTiles = false, bool bf16Dots = false,
                                  int64_t maxStackBytes = kMaxAttentionStackBytes);

/// Why `op` cannot take `matmul = amx` ("" when it can): its q, k and v
/// must be bf16 and its v head dim a multiple of 16 (the f32 columns of
/// an AMX accumulator).
std::string amxUnsuitability(AttentionOp op);

/// Why `op` cannot take `matmul = bf16_dot` ("" when it can): its k or its
/// v must be bf16, the operands of the scores' or P.V's dot products.
std::string bf16DotUnsuitability(AttentionOp op);

/// Fails with an error at `op` when `plan` does not fit it: head dims above
/// kMaxCpuAttentionRow, tiles above kMaxAttentionStackBytes of stack, keys
/// rotated by the kernel although they arrive rotated, or not rotated
/// although they do not, AMX or bf16 dot products for an op that cannot
/// take them.
LogicalResult checkCpuAttentionPlan(AttentionOp op, CpuAttentionPlanAttr plan);

/// The register and cache blocking `plan` describes.
AttentionTiling tilingOf(CpuAttentionPlanAttr plan);

} // namespace mlir::rope

#endif // ROPE_CONVERSION_ROPETOVECTOR_CPUATTENTIONPLAN_H
