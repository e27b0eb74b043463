//===- RopeOps.td - rope dialect operations ----------------*- tablegen -*-===//

#ifndef ROPE_OPS_TD
#define ROPE_OPS_TD

include "RopeDialect.td"
include "RopeAttrs.td"
include "RopeInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/TilingInterface.td"

// rope.apply and rope.apply_table tile over the axes of their (first) input;
// lib/Dialect/Rope/IR/RopeTiling.cpp says which tiles keep them exact.
def Rope_RotationTiling : DeclareOpInterfaceMethods<TilingInterface, [
    "getLoopIteratorTypes", "getIterationDomain", "getTiledImplementation",
    "getResultTilePosition", "generateResultTileValue",
    "getIterationDomainTileFromResultTile", "isOpFusableWithConsumerSlice"]>;
// Result shapes in terms of the inputs', so tiling a rotation with dynamic
// extents can build its loop's destination.
def Rope_ReifyInputShapes : DeclareOpInterfaceMethods<
    ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>;

// Element types every backend computes in (Semantics §4); anything else is
// refused here rather than deep inside a lowering.
def Rope_Float : AnyTypeOf<[F16, BF16, F32], "16- or 32-bit float">;
def Rope_PositionInteger : AnyTypeOf<[I32, I64, Index],
                                     "i32, i64 or index">;
def Rope_FloatTensor : RankedTensorOf<[Rope_Float]>;
def Rope_PositionTensor : RankedTensorOf<[Rope_PositionInteger]>;
def Rope_OffsetVector : 1DTensorOf<[Rope_PositionInteger]>;


//===----------------------------------------------------------------------===//
// rope.apply
//===----------------------------------------------------------------------===//

def Rope_ApplyOp : Rope_Op<"apply", [Pure, AttrSizedOperandSegments,
                                     InferTypeOpAdaptor, Rope_RopeOpInterface,
                                     Rope_RotationTiling,
                                     Rope_ReifyInputShapes]> {
  let summary = "rotate queries (and keys) by their positions";
  let description = [{
    Rotates each input per Semantics §1-3. `layout` names the role of each
    axis with one letter (`b` batch, `s` sequence, `h` heads, `d` head dim,
    which comes last): `"bshd"`, `"bhsd"`, `"shd"`, `"sd"`, ...

    One or two inputs: with two (queries and keys) both are rotated at the
    same positions, so an implementation computes each sin/cos once. They may
    have different head counts (GQA) but share batch, sequence and head dim.

    Positions (Semantics §1) are `static_offset + s` by default; at most one of
    `offset` (a runtime scalar, e.g. the KV-cache length), `batch_offsets`
    (a runtime `[B]` vector) or `positions` (explicit `[S]` or `[B, S]`
    integers, e.g. packed sequences) may be given. `static_offset` adds to
    `offset` and `batch_offsets` and may not be combined with `positions`.

    `inverse` negates every angle: the exact inverse rotation, which is also
    the gradient of the forward op.

    Tiling (`TilingInterface`, so `transform.structured.tile_using_for` and
    tile-and-fuse into a consumer's loops): the loops are the axes of the
    first input, all parallel. `b`, `s` and `h` tile; `d` must be whole
    (pairs span the head dim). A tile whose tokens start at `s0` is rotated
    at positions shifted by `s0`: into `static_offset` when `s0` is a
    constant, otherwise as the `offset` operand (added to a given one);
    explicit positions and `batch_offsets` are sliced along `b` and `s`.
    With two inputs whose head counts differ, `h` stays whole. Refused
    (an error when tiling the op, no fusion when fusing it): a partial `d`,
    a partial `h` of unequal head counts, and a run-time `s0` together with
    `batch_offsets`.

    ```mlir
    %q2, %k2 = rope.apply %q, %k layout "bshd" offset %n : index
        params <theta = 5.000000e+05>
        : tensor<1x16x32x128xf32>, tensor<1x16x8x128xf32>
    %x2 = rope.apply %x layout "shd" positions %pos : tensor<64xi32>
        params <pairing = interleaved> : tensor<64x8x64xbf16>
    ```
  }];
  let arguments = (ins
    Variadic<Rope_FloatTensor>:$inputs,
    Optional<Rope_PositionInteger>:$offset,
    Optional<Rope_OffsetVector>:$batch_offsets,
    Optional<Rope_PositionTensor>:$positions,
    Rope_LayoutAttr:$layout,
    Rope_ParamsAttr:$params,
    DefaultValuedAttr<I64Attr, "0">:$static_offset,
    UnitAttr:$inverse);
  let results = (outs Variadic<Rope_FloatTensor>:$results);
  let assemblyFormat = [{
    $inputs `layout` custom<Layout>($layout)
    (`offset` $offset^ `:` type($offset))?
    (`batch_offsets` $batch_offsets^ `:` type($batch_offsets))?
    (`positions` $positions^ `:` type($positions))?
    (`static_offset` $static_offset^)?
    (`inverse` $inverse^)?
    `params` $params attr-dict `:` type($inputs)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    // RopeOpInterface; the rules description includes `inverse`.
    ::rope::rules::RopeConfig getRopeConfig();
    int64_t getRotaryHeadDim();
    ::mlir::rope::PositionSource getPositionSource(unsigned index);
    ::llvm::SmallVector<::mlir::Value> getRotatedTensors();
    ::mlir::Type getRotaryElementType();
  }];
}

//===----------------------------------------------------------------------===//
// rope.apply_table
//===----------------------------------------------------------------------===//

def Rope_ApplyTableOp : Rope_Op<"apply_table", [Pure, AttrSizedOperandSegments,
    InferTypeOpAdaptor, AllTypesMatch<["cos", "sin"]>, Rope_RopeOpInterface,
    Rope_RotationTiling, Rope_ReifyInputShapes]> {
  let summary = "rotate with precomputed cos/sin tables";
  let description = [{
    The table form of Semantics §3, as frameworks pass RoPE: `cos` and
    `sin` have shape `[rows, W]` with W = R/2 (one column per pair) or W = R
    (one column per rotated channel, e.g. HF's `cat(freqs, freqs)`). Row `p`
    holds position `p` (Semantics §1, same position operands as `rope.apply`), so
    a `[S, W]` table for the current tokens is the `static_offset = 0` case.
    The attention factor, theta and scaling are in the tables, so `params`
    may only set `rotary_dim`, `pairing`, `partial` and `rotary_offset`.
    `inverse` negates the sines. Tiles like `rope.apply` (the tables are
    indexed by position and never sliced).

    ```mlir
    %y = rope.apply_table %x tables %cos, %sin : tensor<16x64xf32>
        layout "bshd" params <> : tensor<2x16x4x128xf32>
    ```
  }];
  let arguments = (ins
    Variadic<Rope_FloatTensor>:$inputs,
    Rope_FloatTensor:$cos,
    Rope_FloatTensor:$sin,
    Optional<Rope_PositionInteger>:$offset,
    Optional<Rope_OffsetVector>:$batch_offsets,
    Optional<Rope_PositionTensor>:$positions,
    Rope_LayoutAttr:$layout,
    Rope_ParamsAttr:$params,
    DefaultValuedAttr<I64Attr, "0">:$static_offset,
    UnitAttr:$inverse);
  let results = (outs Variadic<Rope_FloatTensor>:$results);
  let assemblyFormat = [{
    $inputs `tables` $cos `,` $sin `:` type($cos) `layout` custom<Layout>($layout)
    (`offset` $offset^ `:` type($offset))?
    (`batch_offsets` $batch_offsets^ `:` type($batch_offsets))?
    (`positions` $positions^ `:` type($positions))?
    (`static_offset` $static_offset^)?
    (`inverse` $inverse^)?
    `params` $params attr-dict `:` type($inputs)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    // RopeOpInterface; the rules description includes `inverse`.
    ::rope::rules::RopeConfig getRopeConfig();
    int64_t getRotaryHeadDim();
    ::mlir::rope::PositionSource getPositionSource(unsigned index);
    ::llvm::SmallVector<::mlir::Value> getRotatedTensors();
    ::mlir::Type getRotaryElementType();
  }];
}

//===----------------------------------------------------------------------===//
// rope.cos_sin_table
//===----------------------------------------------------------------------===//

def Rope_CosSinTableOp : Rope_Op<"cos_sin_table", [Pure, AttrSizedOperandSegments,
    AllTypesMatch<["cos", "sin"]>, Rope_RopeOpInterface]> {
  let summary = "materialise the cos/sin table of a position range";
  let description = [{
    Produces `cos` and `sin` of shape `[P, W]` (W = R/2 or R, see
    `rope.apply_table`) for the positions `static_offset + offset + j`,
    j < P, or for explicit `positions` of shape `[P]`, with the attention
    factor folded in: for interop with code that consumes tables. Row j of
    the result holds the j-th position (so feeding it to `rope.apply_table`
    needs positions that index rows). `head_dim` fixes R when `params` leaves
    `rotary_dim` at 0 and the frequency dim of the proportional convention.

    ```mlir
    %cos, %sin = rope.cos_sin_table head_dim 128 offset %n : index
        params <scaling = #rope.yarn<factor = 4.0,
                                                 original_max = 4096>>
        : tensor<16x64xf32>
    ```
  }];
  let arguments = (ins
    Optional<Rope_PositionInteger>:$offset,
    Optional<Rope_OffsetVector>:$positions,
    I64Attr:$head_dim,
    Rope_ParamsAttr:$params,
    DefaultValuedAttr<I64Attr, "0">:$static_offset);
  let results = (outs Rope_FloatTensor:$cos, Rope_FloatTensor:$sin);
  let assemblyFormat = [{
    `head_dim` $head_dim
    (`offset` $offset^ `:` type($offset))?
    (`positions` $positions^ `:` type($positions))?
    (`static_offset` $static_offset^)?
    `params` $params attr-dict `:` type($cos)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    // RopeOpInterface: the table's rows are its tokens ("sd").
    ::mlir::rope::LayoutAttr getLayout();
    int64_t getRotaryHeadDim();
    ::mlir::rope::PositionSource getPositionSource(unsigned index);
    ::llvm::SmallVector<::mlir::Value> getRotatedTensors();
    ::mlir::Type getRotaryElementType();
  }];
}

//===----------------------------------------------------------------------===//
// rope.attention
//===----------------------------------------------------------------------===//

def Rope_AttentionOp : Rope_Op<"attention", [Pure, AttrSizedOperandSegments,
                                             InferTypeOpAdaptor,
                                             Rope_RopeOpInterface]> {
  let summary = "softmax attention that applies RoPE to q and k inside";
  let description = [{
    Semantics §4: `softmax(scale * rope(q) . rope(k)^T + bias) . v` per
    batch and query head, softmax in f32 with a running max; fully masked
    rows give 0. Layout `"bshd"` ([B, S, H, D]) or `"bhsd"`; k and v are
    [B, Sk, Hkv, D] with Hq a multiple of Hkv (GQA, MQA: query head h reads kv
    head h / (Hq / Hkv)). `scale` defaults to 1/sqrt(D).

    Query positions are `static_q_offset + q_offset + i` or `q_positions`
    ([Sq] or [B, Sq]); keys likewise with the `k_` operands. `causal` masks by
    POSITION: a query at pq sees a key at pk iff pk <= pq, so decode after a
    cached prefix is right. `keys_rotated` says k arrives already rotated
    (a rotated KV cache); otherwise k is rotated inside. `bias` is [Sq, Sk]
    or [B, Hq, Sq, Sk] where B, Hq and Sq may each be 1 and are then
    broadcast (a padding mask [B, 1, 1, Sk], a mask [B, 1, Sq, Sk] shared by
    the heads). The result has q's shape with v's head dim.

    ```mlir
    %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index causal
        params <theta = 5.000000e+05>
        : tensor<1x1x32x128xf32>, tensor<1x64x8x128xf32>,
          tensor<1x64x8x128xf32>
    ```
  }];
  let arguments = (ins
    Rope_FloatTensor:$q,
    Rope_FloatTensor:$k,
    Rope_FloatTensor:$v,
    Optional<Rope_PositionInteger>:$q_offset,
    Optional<Rope_PositionInteger>:$k_offset,
    Optional<Rope_PositionTensor>:$q_positions,
    Optional<Rope_PositionTensor>:$k_positions,
    Optional<Rope_FloatTensor>:$bias,
    Rope_LayoutAttr:$layout,
    Rope_ParamsAttr:$params,
    DefaultValuedAttr<I64Attr, "0">:$static_q_offset,
    DefaultValuedAttr<I64Attr, "0">:$static_k_offset,
    OptionalAttr<F64Attr>:$scale,
    UnitAttr:$causal,
    UnitAttr:$keys_rotated);
  let results = (outs Rope_FloatTensor:$result);
  let assemblyFormat = [{
    $q `,` $k `,` $v `layout` custom<Layout>($layout)
    (`q_offset` $q_offset^ `:` type($q_offset))?
    (`k_offset` $k_offset^ `:` type($k_offset))?
    (`q_positions` $q_positions^ `:` type($q_positions))?
    (`k_positions` $k_positions^ `:` type($k_positions))?
    (`bias` $bias^ `:` type($bias))?
    (`causal` $causal^)?
    (`keys_rotated` $keys_rotated^)?
    `params` $params attr-dict `:` type($q) `,` type($k) `,` type($v)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    // RopeOpInterface: source 0 gives the query positions, 1 the keys'.
    unsigned getNumPositionSources() { return 2; }
    int64_t getRotaryHeadDim();
    ::mlir::rope::PositionSource getPositionSource(unsigned index);
    ::llvm::SmallVector<::mlir::Value> getRotatedTensors();
    ::mlir::Type getRotaryElementType();
    /// The softmax scale: `scale`, or 1/sqrt(D) for q's head dim D. Every
    /// lowering and manifest reads it here.
    double getScaleOrDefault();
  }];
}

#endif // ROPE_OPS_TD
