//===- RowKernel.cpp - Rotating one head row with vector ops --------------===//

#include "RowKernel.h"

#include "rope/Codegen/Common/BF16.h"
#include "rope/Codegen/Common/RotationTables.h"
#include "rope/Codegen/Common/SinCos.h"
#include "rope/Rules/Frequencies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope::detail;
namespace rules = ::rope::rules;

namespace {
/// Rows are computed from bf16 data and finite cos/sin: every NaN in them
/// has a zero low half (see NaNPayloads), so rounding keeps it a NaN.
constexpr mlir::rope::NaNPayloads kRowNaNs = mlir::rope::NaNPayloads::FromBF16;
/// Lanes [first, first + count) of a per-pair vector.
Value slicePairs(OpBuilder &b, Location loc, Value pairs, int64_t first,
                 int64_t count) {
  if (first == 0 && count == cast<VectorType>(pairs.getType()).getNumElements())
    return pairs;
  return vector::ExtractStridedSliceOp::create(
      b, loc, pairs, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{count},
      ArrayRef<int64_t>{1});
}

Value splatI32(OpBuilder &b, Location loc, VectorType type, uint32_t v) {
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(type.clone(b.getI32Type()),
                             b.getI32IntegerAttr(static_cast<int32_t>(v))));
}

// bf16 <-> f32 with integer ops: a bf16 is the high half of its f32. Doing
// it here keeps LLVM away from bf16 vectors of odd length (which its x86
// backend cannot legalize) and rounds like the word path below.

Value bf16ToF32(OpBuilder &b, Location loc, Value x) {
  auto type = cast<VectorType>(x.getType());
  Value bits = arith::ExtUIOp::create(
      b, loc, type.clone(b.getI32Type()),
      arith::BitcastOp::create(b, loc, type.clone(b.getI16Type()), x));
  Value high = arith::ShLIOp::create(b, loc, bits, splatI32(b, loc, type, 16));
  return arith::BitcastOp::create(b, loc, type.clone(b.getF32Type()), high);
}

/// Writes a row's pieces into the destination tensor.
struct RowWriter {
  OpBuilder &b;
  Location loc;
  RowRef &dest;
  Type element;
  bool truncateToBF16;

  /// Stores `value` (f32 lanes, or already `element`) at `channel`.
  void write(Value value, int64_t channel) {
    auto type = cast<VectorType>(value.getType()).clone(element);
    if (value.getType() != type)
      value = element.isBF16() && !truncateToBF16
                  ? mlir::rope::buildF32ToBF16(b, loc, value, kRowNaNs)
                  : arith::TruncFOp::create(b, loc, type, value);
    auto write = vector::TransferWriteOp::create(
        b, loc, value, dest.tensor, dest.at(b, loc, channel),
        ArrayRef<bool>{true});
    // Tensors are updated by value; a buffer is written in place.
    if (write->getNumResults())
      dest.tensor = write.getResult();
  }
};

/// Builds the rotation arithmetic of one row.
struct RowArithmetic {
  OpBuilder &b;
  Location loc;
  Type element;
  // Contraction lets LLVM fuse each product with its sum (never less exact).
  arith::FastMathFlagsAttr contract = arith::FastMathFlagsAttr::get(
      b.getContext(), arith::FastMathFlags::contract);

  Value mul(Value x, Value y) {
    return arith::MulFOp::create(b, loc, x, y, contract);
  }
  /// (u c - v s, v c + u s).
  std::pair<Value, Value> rotatePairs(Value u, Value v, Value cos, Value sin) {
    return {arith::SubFOp::create(b, loc, mul(u, cos), mul(v, sin), contract),
            arith::AddFOp::create(b, loc, mul(v, cos), mul(u, sin), contract)};
  }
  /// `width` channels from `row` as f32.
  Value read(const RowRef &row, int64_t channel, int64_t width) {
    Value x = readRaw(row, channel, width);
    Type stored = row.element();
    if (stored.isF32())
      return x;
    if (stored.isBF16())
      return bf16ToF32(b, loc, x);
    return arith::ExtFOp::create(b, loc,
                                 VectorType::get({width}, b.getF32Type()), x);
  }
  /// `width` channels as stored (pass-through: no conversion, bit exact).
  Value readRaw(const RowRef &row, int64_t channel, int64_t width) {
    Type stored = row.element();
    Value padding = arith::ConstantOp::create(b, loc, b.getZeroAttr(stored));
    return vector::TransferReadOp::create(
        b, loc, VectorType::get({width}, stored), row.tensor,
        row.at(b, loc, channel), padding, ArrayRef<bool>{true});
  }
  Value splatWord(VectorType words, uint32_t v) {
    return splatI32(b, loc, words, v);
  }
  /// `width` bf16 channels from `row` as (even, odd) channels in f32: on a
  /// little-endian word the odd channel is the high half, and a bf16 is
  /// the high half of its f32.
  std::pair<Value, Value> readWords(const RowRef &row, int64_t channel,
                                    int64_t width) {
    auto words = VectorType::get({width / 2}, b.getI32Type());
    auto f32s = words.clone(b.getF32Type());
    Value w = vector::BitCastOp::create(b, loc, words,
                                        readRaw(row, channel, width));
    Value even = arith::ShLIOp::create(b, loc, w, splatWord(words, 16));
    Value odd = arith::AndIOp::create(b, loc, w, splatWord(words, 0xFFFF0000u));
    return {arith::BitcastOp::create(b, loc, f32s, even),
            arith::BitcastOp::create(b, loc, f32s, odd)};
  }
  /// Rounds f32 (even, odd) channels to bf16 and packs them into words.
  Value packWords(Value even, Value odd) {
    auto f32s = cast<VectorType>(even.getType());
    auto words = f32s.clone(b.getI32Type());
    auto round = [&](Value x) { return mlir::rope::buildBF16HighBits(b, loc, x, kRowNaNs); };
    Value low = arith::ShRUIOp::create(b, loc, round(even), splatWord(words, 16));
    Value high =
        arith::AndIOp::create(b, loc, round(odd), splatWord(words, 0xFFFF0000u));
    Value packed = arith::OrIOp::create(b, loc, low, high);
    return vector::BitCastOp::create(
        b, loc, VectorType::get({2 * f32s.getNumElements()}, element), packed);
  }
};
} // namespace

Type RowRef::element() const {
  return cast<ShapedType>(tensor.getType()).getElementType();
}

SmallVector<Value> RowRef::at(OpBuilder &b, Location loc,
                              int64_t channel) const {
  SmallVector<Value> result(indices);
  result.back() = arith::ConstantIndexOp::create(b, loc, channel);
  return result;
}

/// True when every rotated chunk keeps its pairs aligned to 32-bit words.
static bool chunksFitWords(ArrayRef<RowChunk> chunks) {
  return llvm::all_of(chunks, [](const RowChunk &chunk) {
    if (chunk.kind == RowChunk::Kind::PassThrough)
      return true;
    bool even = chunk.first % 2 == 0 && chunk.width % 2 == 0;
    return chunk.kind == RowChunk::Kind::HalfPairs
               ? even && chunk.partner % 2 == 0
               : even;
  });
}

RowProgram mlir::rope::detail::planRowProgram(const rules::RopeConfig &config,
                                              Type element, int64_t lanes) {
  RowProgram program;
  program.element = element;
  if (element.isBF16()) {
    // A word piece holds `lanes` words, i.e. twice as many channels.
    program.chunks = planRowChunks(config, 2 * lanes);
    program.words = chunksFitWords(program.chunks);
    if (program.words)
      return program;
  }
  program.chunks = planRowChunks(config, lanes);
  return program;
}

SmallVector<ChunkFactors>
mlir::rope::detail::buildChunkFactors(OpBuilder &b, Location loc,
                                      const RowProgram &program,
                                      Value cosPairs, Value sinPairs) {
  const int64_t n = cast<VectorType>(cosPairs.getType()).getNumElements();
  Value negSin;
  SmallVector<ChunkFactors> factors;
  for (const RowChunk &chunk : program.chunks) {
    switch (chunk.kind) {
    case RowChunk::Kind::PassThrough:
      factors.push_back({});
      break;
    case RowChunk::Kind::HalfPairs:
      if (program.words) {
        // Even channels use pairs firstPair + 2j, odd ones firstPair + 2j + 1.
        auto strided = [&](Value pairs, int64_t parity) -> Value {
          SmallVector<int64_t> mask;
          for (int64_t j = parity; j < chunk.width; j += 2)
            mask.push_back(chunk.firstPair + j);
          return vector::ShuffleOp::create(b, loc, pairs, pairs, mask);
        };
        factors.push_back({strided(cosPairs, 0), strided(sinPairs, 0),
                           strided(cosPairs, 1), strided(sinPairs, 1)});
        break;
      }
      factors.push_back(
          {slicePairs(b, loc, cosPairs, chunk.firstPair, chunk.width),
           slicePairs(b, loc, sinPairs, chunk.firstPair, chunk.width), {}, {}});
      break;
    case RowChunk::Kind::AdjacentPairs: {
      if (program.words) {
        factors.push_back(
            {slicePairs(b, loc, cosPairs, chunk.firstPair, chunk.width / 2),
             slicePairs(b, loc, sinPairs, chunk.firstPair, chunk.width / 2), {},
             {}});
        break;
      }
      // Lane 2j holds u of pair firstPair + j (partner term -sin), lane
      // 2j+1 its v (+sin).
      if (!negSin)
        negSin = arith::NegFOp::create(b, loc, sinPairs);
      SmallVector<int64_t> cosMask, sinMask;
      for (int64_t lane = 0; lane < chunk.width; ++lane) {
        int64_t pair = chunk.firstPair + lane / 2;
        cosMask.push_back(pair);
        sinMask.push_back(lane % 2 == 0 ? n + pair : pair);
      }
      factors.push_back(
          {vector::ShuffleOp::create(b, loc, cosPairs, cosPairs, cosMask),
           vector::ShuffleOp::create(b, loc, sinPairs, negSin, sinMask), {},
           {}});
      break;
    }
    }
  }
  return factors;
}

// Every chunk is read before any of its channels is written and chunks are
// disjoint, so rotating in place is exact.
Value mlir::rope::detail::rotateRow(OpBuilder &b, Location loc,
                                    const RowProgram &program,
                                    ArrayRef<ChunkFactors> factors,
                                    const RowRef &source, RowRef dest,
                                    bool inPlace) {
  RowArithmetic math{b, loc, program.element};
  RowWriter writer{b, loc, dest, dest.element(), program.truncateToBF16};
  const RowRef &from = inPlace ? dest : source;
  for (auto [chunk, f] : llvm::zip(program.chunks, factors)) {
    switch (chunk.kind) {
    case RowChunk::Kind::PassThrough:
      if (inPlace)
        break;
      // Bit exact between equal types; otherwise through f32.
      writer.write(from.element() == dest.element()
                       ? math.readRaw(from, chunk.first, chunk.width)
                       : math.read(from, chunk.first, chunk.width),
                   chunk.first);
      break;
    case RowChunk::Kind::HalfPairs: {
      if (program.words) {
        auto [uEven, uOdd] = math.readWords(from, chunk.first, chunk.width);
        auto [vEven, vOdd] = math.readWords(from, chunk.partner, chunk.width);
        auto [newUEven, newVEven] = math.rotatePairs(uEven, vEven, f.cos, f.sin);
        auto [newUOdd, newVOdd] =
            math.rotatePairs(uOdd, vOdd, f.cosOdd, f.sinOdd);
        writer.write(math.packWords(newUEven, newUOdd), chunk.first);
        writer.write(math.packWords(newVEven, newVOdd), chunk.partner);
        break;
      }
      Value u = math.read(from, chunk.first, chunk.width);
      Value v = math.read(from, chunk.partner, chunk.width);
      auto [newU, newV] = math.rotatePairs(u, v, f.cos, f.sin);
      writer.write(newU, chunk.first);
      writer.write(newV, chunk.partner);
      break;
    }
    case RowChunk::Kind::AdjacentPairs: {
      if (program.words) {
        auto [u, v] = math.readWords(from, chunk.first, chunk.width);
        auto [newU, newV] = math.rotatePairs(u, v, f.cos, f.sin);
        writer.write(math.packWords(newU, newV), chunk.first);
        break;
      }
      Value x = math.read(from, chunk.first, chunk.width);
      SmallVector<int64_t> swap;
      for (int64_t lane = 0; lane < chunk.width; ++lane)
        swap.push_back(lane ^ 1);
      Value partner = vector::ShuffleOp::create(b, loc, x, x, swap);
      writer.write(arith::AddFOp::create(b, loc, math.mul(x, f.cos),
                                         math.mul(partner, f.sin),
                                         math.contract),
                   chunk.first);
      break;
    }
    }
  }
  return dest.tensor;
}

std::pair<Value, Value>
mlir::rope::detail::buildTokenCosSin(OpBuilder &b, Location loc,
                                     const rules::RopeConfig &config,
                                     Value position, Value freqs) {
  auto pairs = cast<VectorType>(freqs.getType());
  Value p = arith::SIToFPOp::create(b, loc, b.getF64Type(), position);
  Value phi = arith::MulFOp::create(
      b, loc, vector::BroadcastOp::create(b, loc, pairs, p), freqs);
  auto [cosPairs, sinPairs] =
      buildSinCos(b, loc, phi, /*arithmeticRounding=*/true);
  const double a = rules::attentionFactor(config.scaling);
  const double sinScale = config.inverse ? -a : a;
  auto f32Pairs = pairs.clone(b.getF32Type());
  auto splat = [&](double v) -> Value {
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(f32Pairs, b.getF32FloatAttr(v)));
  };
  if (a != 1.0)
    cosPairs = arith::MulFOp::create(b, loc, cosPairs, splat(a));
  if (sinScale != 1.0)
    sinPairs = arith::MulFOp::create(b, loc, sinPairs, splat(sinScale));
  return {cosPairs, sinPairs};
}

Value mlir::rope::detail::buildTokenFrequencies(
    OpBuilder &b, Location loc, const rules::RopeConfig &config, Value table,
    bool perRow, Value batchRow) {
  auto pairs = VectorType::get({config.numPairs()}, b.getF64Type());
  if (!table) {
    std::vector<double> f = scaledFrequencies(config, 0);
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(pairs, ArrayRef<double>(f)));
  }
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  return vector::TransferReadOp::create(
      b, loc, pairs, table, ValueRange{perRow ? batchRow : zero, zero},
      arith::ConstantOp::create(b, loc, b.getF64FloatAttr(0)),
      ArrayRef<bool>{true});
}
