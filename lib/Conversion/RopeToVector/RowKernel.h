//===- RowKernel.h - Rotating one head row with vector ops ------*- C++ -*-===//
//
// The inner part of the CPU kernel: per token, the cos/sin lanes of each
// row chunk; per head, the chunks read, rotated and written in order.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ROWKERNEL_H
#define ROPE_CONVERSION_ROPETOVECTOR_ROWKERNEL_H

#include "RowChunks.h"

#include "mlir/IR/Builders.h"

namespace mlir::rope::detail {

/// How the rows of one element type are cut and computed.
struct RowProgram {
  Type element;
  /// bf16 rows handled as 32-bit words of two channels: the even channel
  /// becomes an f32 by a shift, the odd one by a mask, and results are
  /// rounded and packed back with integer adds, shifts and masks: no
  /// conversion instructions (which otherwise bound the speed of bf16
  /// rows) and no unpacking shuffles. Needs every rotated chunk to start
  /// on an even channel with an even width (and, for half pairs, an even
  /// partner offset).
  bool words = false;
  /// f32 results rounded to bf16 by `arith.truncf` (the target's
  /// conversion, e.g. vcvtneps2bf16, which flushes subnormals) instead of
  /// the one rounding rule of outputs (BF16.h): for rows only the kernel
  /// reads (keys rotated for bf16 dot products).
  bool truncateToBF16 = false;
  SmallVector<RowChunk> chunks;
};

/// The program for rows of `element` whose pieces fill registers of `lanes`
/// f32 values.
RowProgram planRowProgram(const ::rope::rules::RopeConfig &config,
                          Type element, int64_t lanes);

/// One chunk's cos and (signed) sin lanes at the current token; in word
/// mode, `cos`/`sin` serve the even channels and `cosOdd`/`sinOdd` the odd
/// ones of half pairs.
struct ChunkFactors {
  Value cos, sin, cosOdd, sinOdd;
};

/// Frequencies (a vector of f64, one per pair) for the tokens of batch row
/// `batchRow`: the exact constants of a compile-time schedule when `table`
/// is null, else row `batchRow` (row 0 unless `perRow`) of a run-time
/// [Bp x n] table, a tensor or a buffer.
Value buildTokenFrequencies(OpBuilder &b, Location loc,
                            const ::rope::rules::RopeConfig &config,
                            Value table, bool perRow, Value batchRow);

/// cos and sin (f32, one lane per pair) of the token at i64 `position`
/// with frequencies `freqs` (vector of f64, one per pair): the angle is
/// formed and reduced in float64, the attention factor and the direction
/// folded in.
std::pair<Value, Value>
buildTokenCosSin(OpBuilder &b, Location loc,
                 const ::rope::rules::RopeConfig &config, Value position,
                 Value freqs);

/// The factors of every chunk of `program` from the token's per-pair f32
/// cos and sin (attention factor and direction folded in).
SmallVector<ChunkFactors> buildChunkFactors(OpBuilder &b, Location loc,
                                            const RowProgram &program,
                                            Value cosPairs, Value sinPairs);

/// Where one head row lives: a tensor or buffer and the indices of its
/// channel 0 (the channel axis is the last one).
struct RowRef {
  Value tensor;
  SmallVector<Value> indices;

  SmallVector<Value> at(OpBuilder &b, Location loc, int64_t channel) const;
  Type element() const;
};

/// Rotates one head row from `source` into `dest`; returns the updated
/// destination (a tensor; a buffer is written in place). In place
/// (`inPlace`, source is dest), pass-through channels are left as they are.
/// Rows are computed in f32: `source` may hold another element type than
/// `dest` when `program` is an f32 program (e.g. bf16 rows rotated into an
/// f32 buffer).
Value rotateRow(OpBuilder &b, Location loc, const RowProgram &program,
                ArrayRef<ChunkFactors> factors, const RowRef &source,
                RowRef dest, bool inPlace);

} // namespace mlir::rope::detail

#endif // ROPE_CONVERSION_ROPETOVECTOR_ROWKERNEL_H
