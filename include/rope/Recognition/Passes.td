//===- Passes.td - rope recognition passes -----------------*- tablegen -*-===//
//
// The passes that find RoPE and attention in the IR frontends emit and
// rewrite them as rope ops.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_RECOGNITION_PASSES_TD
#define ROPE_RECOGNITION_PASSES_TD

include "mlir/Pass/PassBase.td"

// Keep alphabetical.

def FuseAttentionPass : Pass<"rope-fuse-attention", "::mlir::ModuleOp"> {
  let summary = "Replace linalg attention (on rope.apply results) by rope.attention";
  let description = [{
    Frontends (torch-mlir, IREE's input pipeline, StableHLO lowered to
    linalg) emit attention as linalg on tensors, each in its own spelling,
    or as IREE's named `iree_linalg_ext.attention` (torch's
    `scaled_dot_product_attention` through iree-turbine; in generic form,
    parsed with `--allow-unregistered-dialect`). This pass asks every linalg
    op with one reduction loop, and every named attention op, whether its
    elements are attention, reading them through whatever ops compute them,
    and replaces each one that is by one `rope.attention` on the UNROTATED
    q, k and v with the rotation's params and positions, the scale,
    `causal` and/or `bias`, and a layout. Element `(b, h, i, e)` of the
    result must be
    ```
    sum_j  w(j) * v[b, h_kv, j, e],   w(j) = exp(s(j) - m) / l
    s(j) = scale * sum_c q[b, h, i, c] * k[b, h_kv, j, c]  +  mask(i, j)
    l    = sum_j exp(s(j) - m)            (m: anything constant along j)
    ```
    with `h_kv = h floordiv g` (GQA; `g` = query heads / kv heads). The
    two sums are the linalg ops that compute them (`linalg.generic`,
    `linalg.batch_matmul` with or without maps, `linalg.matmul`, ...); the
    softmax is `linalg.softmax` over the key axis or its steps (max, exp,
    sum, divide or multiply by the reciprocal), or torch's guarded softmax
    (`_safe_softmax`: weights of rows whose every score is -inf set to 0,
    which is what rope.attention gives such rows); everything between the
    reductions is read through: broadcasts, reshapes (batch and heads
    merged into one axis for a batched matmul, heads and channels merged
    for a projection, queries and their group merged by JAX's grouped-query
    einsums), transposes, unit axes, HF's `repeat_kv`, widening and
    narrowing conversions (a bf16 model's softmax in f32), and where the
    scale is applied (to Q.K^T, to q, to the scores, or its square root to
    q and to k, as SDPA's core-ATen decomposition does). The named op is
    read by its definition: its indexing maps give each operand's roles,
    its scale operand the scale, its i1 mask (true: the key is visible) or
    float mask the mask; a region that changes the scores is refused.
    The reads of q, k and v give each axis its role; q and k must be
    results of `rope.apply` ops whose params agree up to their attention
    factor (the factors' product goes into the scale), or, when neither
    is, taken as they arrive: `keys_rotated` and an identity rotation of q,
    `#rope.custom` with every frequency 0, cos 1, sin 0, exact (a layer
    without RoPE, SmolLM3's NoPE layers: q and k are read from their last
    [B, S, H, D] views).

    The mask, as conditions that all hold for a visible key:
    - none;
    - one bound of the key index by the query index, `j - i <= shift`, in
      any predicate, operand order and index arithmetic (JAX's
      `where(tril(...))`, Flax's iota comparisons, torch-mlir's
      `masked_fill` of a materialised `triu`, transformers' bool mask from
      aranges, a comparison in a generic's body): `causal` when it is the
      mask by position (the queries sit `shift` positions past the keys of
      the same index), otherwise (explicit positions, different offsets) a
      `[Sq, Sk]` bias of 0 and -inf, exact either way;
    - rules of the batch, the head and the key alone, computed in the
      function (transformers' padding mask `attention_mask[b, j] != 0`,
      gemma's input mask, the unwritten slots of a static cache): a
      `[B|1, H|1, 1, Sk]` bias of 0 and -inf beside `causal`, built by a
      `linalg.generic` that evaluates the rule (with a mask by index that
      is no mask by position, one `[B|1, H|1, Sq, Sk]` bias holds both);
    applied with a select of a hiding value (-inf or any constant <= -1e8)
    or an added 0 / hiding term. A row whose every key is hidden gives 0
    with -inf (torch's guarded softmax; rope.attention's rule), but the
    average of all values with a finite hiding value (gemma's `K_MASK`,
    torch's `finfo.min`): with a padding mask, which can empty a row, a
    finite value is kept as the bias's (the causal part moves into the
    same `[B|1, H|1, Sq, Sk]` bias) when it absorbs every score (<= -1e30),
    and the block is refused otherwise. Or an added tensor the function
    receives, read at the query and key (and batch and heads): `bias`, copied to
    `[Sq, Sk]` or `[B, H, Sq, Sk]`.

    Next to a KV cache the keys arrive rotated (the cache concatenated with
    the new rotated keys, scattered into a static cache, or the rotated
    keys also returned): the attention rotates q inside and reads the keys
    as they are (`keys_rotated`); the keys' rotation stays for its other
    users.

    The layout is the one of "bshd" and "bhsd" that needs the fewest
    copies: q, k and v are read through the ops that only move their
    elements to the tensors those ops read (an HF model's `transpose(1, 2)`
    before or after the rotation is absorbed), and what is not already a
    `[B, S, H, D]` or `[B, H, S, D]` tensor in that layout is copied into
    one by a reshape, a `linalg.transpose` or a `linalg.generic` whose map
    is the read. The result goes back the same way; a chain of reshapes
    and transposes after the contraction that only brings it to the
    attention's own layout is replaced as a whole.

    Before (maps and bodies elided):
    ```mlir
    %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index
        params <theta = 5.000000e+05>
        : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>
    %kt = linalg.transpose ins(%kr : ...) outs(...) permutation = [0, 1, 3, 2]
    %s = linalg.generic ... ins(%qr, %kt : ...)   // sum_d q * kT
    %ss = linalg.generic ... ins(%s : ...)        // * 0.125
    %sm = linalg.generic ... ins(%ss : ...)       // j > i ? -inf : x
    %p = linalg.softmax dimension(3) ins(%sm : ...) outs(...)
    %o = linalg.generic ... ins(%p, %v : ...)     // sum_j p * v
    ```
    After:
    ```mlir
    %o = rope.attention %q, %k, %v layout "bhsd" q_offset %n : index
        k_offset %n : index causal params <theta = 5.000000e+05>
        {scale = 1.250000e-01 : f64} : tensor<1x8x16x64xf32>, ...
    ```

    Not fused, the IR left as it is:
    - a rotated q, or the scores or weights made from it, with a user
      outside the attention (output_attentions): fusing would compute them
      twice;
    - masks that rope.attention has no form for: a sliding window or
      chunk (keys hidden before a window of the query), a lookahead (keys
      past the query's own shown), a rule of the query that is not causal
      (packed-sequence masks), a bias the function receives together with
      a mask by index that is no mask by position, a mask or bias added
      before the scale, a scale that is not a constant;
    - soft-capped scores (Gemma-2's `cap * tanh(s / cap)`), a named
      attention whose region changes the scores;
    - q and k rotated with different frequencies, inversely, or with
      per-batch offsets (rope.attention has no such operand); only k from a
      `rope.apply`;
    - a softmax over another axis, a contraction over another axis, reads
      at computed indices, a copy that would need a dynamic extent.

    With `report=true` every fused attention gets a remark at the new op
    (`fused attention: layout bhsd, causal, GQA 4, scale 0.0884`), every
    weighted sum by a softmax left alone one with the first reason
    (`rope-fuse-attention: weighted sum not fused: the mask hides keys
    before a window of the query (a sliding window or chunk): rope.attention
    masks causally only`), and every function a count
    (`rope-fuse-attention: 1 attention fused`).

    Tested on what real frontends emit, by their default routes
    (`test/Frontends/Inputs/corpus`, per module in
    `test/Frontends/Inputs/corpus/RESULTS.md`): Hugging Face transformers
    5.24 through torch 2.15 `torch.export`, iree-turbine 3.9 and IREE
    3.13's input pipeline, with eager attention, with the default SDPA
    (IREE's named attention) and with SDPA decomposed to core ATen (whole
    decoder layers, 2-layer models, padded batches, DynamicCache and
    StaticCache decode steps, Qwen3 / OLMo-2 / Gemma-3 q/k norms, Cohere,
    GLM-4, Granite, StarCoder2, Qwen2 YaRN, SmolLM3's NoPE layers, and
    SmolLM2-135M-Instruct's layer 0 on its real weights); JAX 0.10.2
    attention through StableHLO and the same pipeline, and Google
    DeepMind's `gemma` library (Gemma 1, 2 and 3 attention: fused q/k/v
    projections, grouped-query einsums, positions from the input mask).
    Left alone: sliding windows, a lookahead mask, Gemma-2's soft cap, the
    packed-sequence mask of a model exported without a cache.
  }];
  let options = [
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark per fused attention, per softmax-weighted sum left "
           "alone and per function">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::rope::RopeDialect",
                           "::mlir::tensor::TensorDialect"];
}

def PrintElementsPass : Pass<"rope-print-elements"> {
  let summary = "Print what one element of a tensor is (a debugging aid)";
  let description = [{
    Both recognisers decide from what each element of a tensor IS: a scalar
    expression over reads of the tensors it does not look into, at indices
    that are affine functions of the element's position, read through the
    ops that move, broadcast, convert or compute elementwise (the evaluator
    of `rope/Recognition/Elements`). This pass shows that description: every
    op carrying the unit attribute `rope.print_element` gets a remark with
    the element of its first result at indices `d0, d1, ...` (one per
    axis), so a frontend spelling the passes do not recognise can be read
    as they read it.

    ```mlir
    %y = linalg.generic {..., rope.print_element} ins(%x, %cos : ...) ...
    // remark: element: mulf(arg0[d0, d1], arg1[d1])
    ```
  }];
}

def RaisePass : Pass<"rope-raise", "::mlir::func::FuncOp"> {
  let summary = "Rewrite RoPE spelled out in linalg/tensor/arith as rope ops";
  let description = [{
    Frontends (torch-mlir's linalg-on-tensors, StableHLO lowered to linalg,
    IREE's input pipeline) emit rotary position embeddings as elementwise
    arithmetic. This pass recognises them by what their elements are and
    rewrites each as one `rope.apply` (the schedule recovered, angles
    computed exactly) or `rope.apply_table` (the frontend's own cos and sin
    tensors). Each rewrite is exact for every input: the rope op computes
    the formula the ops it replaces compute (Semantics §3; tables of W = D
    columns, or W = D/2 for one column per pair). Forms that are only close
    to RoPE are left as they are, with a remark saying why (`report=true`).

    Every tensor a function computes is asked, from its last op backwards,
    whether each channel c of its element is
    `a * (x[c] * C_c -+ x[partner(c)] * S_c)` on a block of rotated channels
    (x[c] on the others) for one tensor x read at the same place for every
    channel, the rotation's pairing (`partner(c) = c +- R/2`, half, or
    `c ^ 1`, interleaved), and one attention factor a. The ops that spell
    it do not matter: fused or separate `linalg.generic` ops, named ops,
    `arith` ops on tensors, `tensor.concat` / `insert_slice` /
    `extract_slice` of halves or strided pairs, the `complex` dialect (its
    arithmetic written out on real and imaginary parts: `view_as_complex`,
    `* freqs_cis`, `view_as_real`; JAX's `exp(1j * angles)`), reshapes and
    broadcasts, bf16 / f16 conversions. x is any tensor the graph computes:
    a projection (q and k from one fused projection read at each one's
    channel base, a projection computed transposed read along its channel
    axis), a norm applied before the rotation (Qwen3's, OLMo-2's, Gemma-3's
    q/k RMSNorm: the norm stays outside), a reordering of the channels
    (DeepSeek's de-interleave, read through a copy). A constant
    multiplying a whole rotated tensor (SDPA's core-ATen decomposition
    scales q and k by sqrt(scale)) is no attention factor: the rotation is
    raised on its input, the scale stays.

    C_c and S_c are one of:
    - **computed angles**: `cos(f_c * p)` and `sin(f_c * p)` of an integer
      position p converted to float and a frequency f_c the IR evaluates
      (`inv_freq` from pow / exp / divisions or a constant, LongRoPE's short
      and long lists selected by the longest position, a linear scale of
      the angles); positions an `arange` with offsets, an integer tensor
      the function receives (`[S]` or `[B, S]` position ids), an integer
      tensor it computes (gemma's cumsum of the input mask: the tensor that
      holds them), or a constant the frontend folded the angles of (a
      decode step after a cache of static length: the position is the
      integer under which the angles name a schedule);
    - **constant tables gathered by the position** (GPT-J's sincos table,
      JAX's `jnp.take` of a numpy `freqs_cis`): every row r of the two
      columns must be `cos(r k)` and `sin(r k)` for one frequency k;
    - **given tables**: cos and sin tensors the function receives (HF's
      `position_embeddings`), or computes in a way that evaluates to no
      schedule (repeated angles in the other pairing's columns, cos and
      sin of different angles), one row per token and one column per
      channel or per pair; the real and imaginary parts of a complex
      `freqs_cis`, or cos and sin of angles the function receives.

    The frequencies of computed angles and gathered tables name their
    schedule (`theta^(-2i/R)`, `#rope.linear`, `#rope.llama3`, `#rope.yarn`,
    `#rope.longrope`, else `#rope.custom` holding them exactly): a candidate
    is kept only when the float64 reference of the attribute reproduces
    every frequency and the attention factor within float32 rounding; an
    `inv_freq` a bf16 / f16 model rounded is matched against the schedule
    rounded the same way. The result is a `rope.apply` with `rotary_dim`
    for a partial rotation and `partial = offset` for a block that does not
    start at channel 0, over the positions found:
    ```mlir
    %y = rope.apply %x layout "sd" offset %n : index static_offset 3
        params <theta = 5.000000e+05> : tensor<6x8xf32>
    ```
    Given tables, and every rotation with `exact-angles=false` (the
    frontend's tables kept, where it holds them one row per token; an
    attention factor multiplies them), become `rope.apply_table`:
    ```mlir
    %y = rope.apply_table %q tables %cos, %sin : tensor<8x64xf32>
        layout "bhsd" params <> : tensor<1x4x8x64xf32>
    ```
    Rotations by the negated angles (`x*cos - rotate_half(x)*sin`, the
    conjugate of freqs_cis) are the inverse rotation, raised with
    `inverse=true` only. Queries and keys rotated with equal params and
    positions (or the same tables) become one two-input op:
    ```mlir
    %q2, %k2 = rope.apply %q, %k layout "bhsd" params <>
        : tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>
    ```

    Not raised, with the reason as a remark: channels that do not keep one
    offset into x (halves that do not swap, a block joined back elsewhere),
    a channel combined with itself or with a channel that is neither its
    half-split nor its interleaved partner, channels rotating in different
    directions (both halves negated), cos and sin terms scaled differently,
    one table multiplying x and its partner (cos where sin belongs), the
    sine of angles multiplying x, tables that are not one row per token and
    one column per channel or pair, a last axis of two (a pair's
    components: the rotation is raised where the head is whole).

    With `report=true` every raised op gets a remark
    (`raised half-split q/k pair RoPE (pairing=half, theta=10000, params)`,
    `raised interleaved partial RoPE (pairing=interleaved, rotary_dim=8,
    tables)`), every tensor that looked like a rotation but is not one the
    reason (`rope-raise: not a rotation: channels rotate in different
    directions`), and every function a count (`rope-raise: 2 rotation(s)
    raised into 1 rope.apply and 0 rope.apply_table`).
  }];
  let options = [
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark for every raised op, every near miss and a "
           "summary per function">,
    Option<"exactAngles", "exact-angles", "bool", /*default=*/"true",
           "Raise rotations whose frequencies and positions the IR computes "
           "to rope.apply, which computes the angles exactly; false keeps "
           "the frontend's own (rounded) tables in rope.apply_table">,
    Option<"inverse", "inverse", "bool", /*default=*/"false",
           "Also raise rotations by the negated angles (a backward pass's), "
           "as `inverse` ops; off, they are left alone as near misses">
  ];
  let dependentDialects = ["::mlir::rope::RopeDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::complex::ComplexDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // ROPE_RECOGNITION_PASSES_TD
