//===- AttentionKernelCommon.h - What the attention kernels share -*- C++ -*-=//
//
// The values the kernels of one rope.attention read (AttentionGpuConfig.h)
// and the index arithmetic they share: token positions (Semantics §1),
// element offsets in the op's layout, and rotation of shared-memory rows.
// Private to the RopeToGPU library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONKERNELCOMMON_H
#define ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONKERNELCOMMON_H

#include "rope/Codegen/Common/LoopBuilder.h"
#include "rope/Conversion/RopeToGPU/AttentionGpuConfig.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Rules/Config.h"

#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::rope::detail {

/// Kernel arguments as values inside a gpu.func (absent ones null). Every
/// size is an index.
struct AttentionKernelValues {
  Value q, k, v, out, partialOut, partialLse, rotatedK;
  Value qPositions, kPositions, qOffset, kOffset;
  Value batch, querySeq, keySeq, splits;
};

/// Module-level tables of the rotation: per pair its frequency (f64) and
/// its two channels (i32), as memrefs read inside a kernel.
struct RotationGlobals {
  Value freqs, pairU, pairV;
};

/// The op-level facts every attention kernel builder reads.
class AttentionKernelContext {
public:
  AttentionKernelContext(AttentionOp op, const GpuAttentionKernels &kernels);

  /// Mutable: the op's generated accessors are not const.
  mutable AttentionOp op;
  const GpuAttentionKernels &kernels;
  ::rope::rules::RopeConfig config;
  LayoutAttr layout;
  Type element;

  /// Position (i64) of token `s` of batch row `batch` of the queries or
  /// the keys.
  Value position(ImplicitLocOpBuilder &b, const AttentionKernelValues &v,
                 bool queries, Value batch, Value s) const;
  /// Element offset of channel `d` of (batch, s, head) in a tensor of the
  /// op's layout with `seq` tokens, `heads` heads and `dim` channels.
  Value elementOffset(ImplicitLocOpBuilder &b, Value batch, Value s,
                      Value head, Value d, Value seq, int64_t heads,
                      int64_t dim) const;
  /// Rotates rows [0, rows) of the [rows][pitch] shared-memory `tile` (at
  /// `leading` indices before the row) in place, pair by pair; row r sits
  /// at `positionOf(r)` (an i64; rows with a false `valid` are skipped).
  /// Threads stride over (row, pair) items; the caller places barriers.
  void rotateSharedRows(
      ImplicitLocOpBuilder &b, Value tile, ValueRange leading, int64_t rows,
      Value thread, const RotationGlobals &globals,
      function_ref<std::pair<Value, Value>(Value row)> positionOf) const;
  /// cos and sin (f32) of pair `pair` at i64 `position`, with the attention
  /// factor and the inverse sign folded in.
  std::pair<Value, Value> cosSin(ImplicitLocOpBuilder &b, Value position,
                                 Value frequency) const;
};


} // namespace mlir::rope::detail

#endif // ROPE_LIB_CONVERSION_ROPETOGPU_ATTENTIONKERNELCOMMON_H
