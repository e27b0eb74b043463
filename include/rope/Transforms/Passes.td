//===- Passes.td - rope transformation passes --------------*- tablegen -*-===//

#ifndef ROPE_TRANSFORMS_PASSES_TD
#define ROPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Keep alphabetical.

def DecomposeAggregatesPass : Pass<"rope-decompose-aggregates"> {
  let summary = "Decompose linalg ops made of several others (linalg.softmax)";
  let description = [{
    Replaces every op that implements `linalg::AggregatedOpInterface` on
    tensors by the ops its decomposition gives: `linalg.softmax` becomes
    max, subtract, exp, sum and divide generics. The CPU pipeline runs it
    before bufferization so that linalg left over from a frontend (an
    attention block `rope-fuse-attention` did not fuse) still compiles, as
    loops. `rope-fuse-attention` must run first: it reads the named op.
    ```mlir
    %p = linalg.softmax dimension(1) ins(%s : tensor<4x8xf32>)     // before
        outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %max = linalg.generic ... arith.maxnumf      // after: reduce max,
    %exp = linalg.generic ... arith.subf, math.exp  // exp(x - max),
    %sum = linalg.generic ... arith.addf         // reduce sum,
    %p = linalg.generic ... arith.divf           // divide
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::tensor::TensorDialect"];
}

def UnitSliceStridesPass : Pass<"rope-unit-slice-strides"> {
  let summary = "Give tensor slices of one element along an axis stride 1 there";
  let description = [{
    A `tensor.extract_slice` or `tensor.insert_slice` that takes one
    element along an axis reads or writes the same element whatever its
    stride there, so the stride is set to 1. The CPU pipeline runs this
    before bufferization: MLIR 22's strided-metadata expansion of the
    subview such a slice becomes asks for gigabytes of memory and aborts
    (even a stride of 2 on a unit axis), so frontend IR with these strides
    (JAX's `x[..., ::2]` on a one-element axis) would otherwise not compile.
    ```mlir
    %s = tensor.extract_slice %x[0, 0, 1] [1, 8, 1] [2, 1, 2]       // before
    %s = tensor.extract_slice %x[0, 0, 1] [1, 8, 1] [1, 1, 1]       // after
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def EmulateAmxTilesPass : Pass<"rope-emulate-amx-tiles"> {
  let summary = "Run AMX tile operations as vector code";
  let description = [{
    Rewrites `amx.tile_zero`, `amx.tile_load`, `amx.tile_store` and
    `amx.tile_mulf` (bf16 or f16 operands, f32 accumulator) into vector
    operations with the instructions' semantics: a tile is a 2-D vector,
    a load or store moves its rows along the second innermost dimension of
    the memref, and `tile_mulf` adds to `acc[m][n]` the products
    `lhs[m][2k] * rhs[k][2n] + lhs[m][2k + 1] * rhs[k][2n + 1]` in f32.
    So the AMX kernels' packing, indices and masks run, and are checked
    against the float64 reference, on a CPU without AMX; only LLVM's tile
    configuration and the instructions themselves are left out. Slow (one
    FMA per product lane): a check, not a kernel. Tile loads and stores
    with an explicit stride, and tiles that cross blocks, are refused with
    an error.

    Before:
    ```mlir
    %acc = amx.tile_mulf %a, %b, %c : !amx.tile<16x32xbf16>,
        !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
    ```
    After: `vector.deinterleave` of each row of `%b` into its even and odd
    elements, `arith.extf` to f32 and per row of `%a` 32 `vector.fma`s.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect"];
}

def ExpandBF16ConversionsPass : Pass<"rope-expand-bf16-conversions"> {
  let summary = "Convert between f32 and bf16 with integer arithmetic";
  let description = [{
    Rewrites `arith.extf` from bf16 to f32 (exact: the bits shifted left by
    16) and `arith.truncf` from f32 to bf16 (round to nearest even on the bit
    pattern, `(bits + 0x7FFF + lsb) >> 16`, NaNs mapped to the quiet NaN
    `0x7FC0` through an integer mask rather than a select), for scalars and
    vectors. Without native conversions (x86 before AVX512-BF16) LLVM
    otherwise scalarizes wide bf16 vectors lane by lane or calls
    `__truncsfbf2`, which is not always linked; this form stays in vector
    registers at every x86 level.

    Before:
    ```mlir
    %x = arith.extf %in : vector<128xbf16> to vector<128xf32>
    %y = arith.truncf %x : vector<128xf32> to vector<128xbf16>
    ```
    After: `arith.bitcast`, `arith.extui`, `arith.shli` for the extension;
    `arith.shrui`, `arith.andi`, `arith.addi`, `arith.cmpf uno`,
    `arith.extsi`, `arith.ori`, `arith.trunci`, `arith.bitcast` for the
    rounding, all on `vector<128xi32>` / `vector<128xi16>`.

    Run again on the LLVM dialect, it also loads and stores bf16 vectors
    that are only reinterpreted as i16 directly as i16 vectors. Conversions
    in the body of a named linalg op (a bf16 `linalg.matmul` accumulating in
    f32) stay: the op's definition fixes that body.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def ExpandStridedCopiesPass : Pass<"rope-expand-strided-copies"> {
  let summary = "Turn memref.copy between non-contiguous views into linalg.copy";
  let description = [{
    `finalize-memref-to-llvm` lowers a `memref.copy` to a `memcpy` only when
    both sides are contiguous (identity layout, or static and row-major);
    any other copy becomes a call to `memrefCopy` from MLIR's runner
    utilities, which a compiled artifact does not link. Tiled IR makes such
    copies: bufferizing `tensor.insert_slice` of a tile whose size is only
    known at run time copies into a strided view of the result. This pass
    rewrites exactly those copies as `linalg.copy`, which
    `convert-linalg-to-loops` lowers to plain loops; contiguous copies keep
    their `memcpy`.

    Before:
    ```mlir
    memref.copy %tile, %view : memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>
        to memref<1x?x3x64xf32, strided<[1920, 192, 64, 1], offset: ?>>
    ```
    After:
    ```mlir
    linalg.copy ins(%tile : memref<1x?x3x64xf32, strided<...>>)
        outs(%view : memref<1x?x3x64xf32, strided<...>>)
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def ReportFailedChecksPass
    : Pass<"rope-report-failed-checks", "::mlir::ModuleOp"> {
  let summary = "Make each cf.assert write its message to stderr and abort";
  let description = [{
    `convert-cf-to-llvm` lowers a failed `cf.assert` to `puts` then
    `abort`: the message goes to stdout, whose buffer `abort` never flushes
    when stdout is a pipe or a file, so a process calling a library with
    runtime checks (`generate-runtime-verification`, `rope-compile
    --check-accesses`) dies without a word. This pass replaces each
    `cf.assert` by a call to one internal function that, when the condition
    is false, writes the message and a newline to file descriptor 2 with
    `write` (unbuffered) and calls `abort`. The call is straight-line code,
    so asserts inside single-block regions (`memref.alloca_scope`) stay
    valid.

    Before:
    ```mlir
    cf.assert %inside, "ERROR: Runtime op verification failed ..."
    ```
    After:
    ```mlir
    %msg = llvm.mlir.addressof @rope_check_message_0 : !llvm.ptr
    ...
    llvm.call @rope_check(%inside, %msg, %length) : (i1, !llvm.ptr, i64) -> ()
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

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
    or an added 0 / hiding term; or an added tensor the function receives,
    read at the query and key (and batch and heads): `bias`, copied to
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

def GuardEntryPointsPass : Pass<"rope-guard-entry-points", "::mlir::ModuleOp"> {
  let summary = "Make public functions check their buffers and positions";
  let description = [{
    Runs on buffers, after results became trailing output arguments
    (`buffer-results-to-out-params`). Every public function that
    `rope-plan-entry-checks` annotated becomes a private body and a public
    wrapper of the same name that takes every memref with dynamic extents
    (so that the sizes a caller passes are read, even where the body's type
    is static), checks them and the positions its record lists, calls the
    body only when everything holds, and returns an `i32` status: 0 when
    the body ran, 1 when an extent differs from a static extent or from one
    it is tied to, 2 when a position lies outside `[0, 2^31)` or outside its
    table, 3 when the module computes on AMX tiles and the CPU lacks
    AMX-TILE or AMX-BF16 (CPUID) or Linux refuses the process the tile data
    state. The wrapper of a module with AMX tile ops requests that state
    itself (`arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA)`, granted
    to the whole process, so every OpenMP thread may use the tiles) before
    the body runs. On a non-zero status nothing was written. The body keeps the
    function's other attributes; `llvm.emit_c_interface` moves to the
    wrapper.

    Before:
    ```mlir
    func.func @f(%x: memref<1x?x4x64xf32>, %out: memref<1x?x4x64xf32>)
        attributes {rope.entry_checks = {shapes = [array<i64: 1, -1, 4, 64>,
                     array<i64: 1, -1, 4, 64>], positions = []}}
    ```
    After:
    ```mlir
    func.func private @f_unchecked(%x: memref<1x?x4x64xf32>,
                                   %out: memref<1x?x4x64xf32>)
    func.func @f(%x: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) -> i32 {
      // memref.dim of every axis compared with 1, 4, 64 and across x/out
      scf.if %ok { ... func.call @f_unchecked(...) }
      return %status : i32
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def InlineAllocaScopesPass : Pass<"rope-inline-alloca-scopes"> {
  let summary = "Inline memref.alloca_scope ops that allocate nothing";
  let description = [{
    `convert-scf-to-openmp` wraps every parallel loop body in a
    `memref.alloca_scope`, whose region must stay a single block; lowering
    the loops inside it to a CFG then fails verification. A scope without
    any `memref.alloca` in it frees nothing, so inlining it is exact. Scopes
    that do allocate are left alone.

    Before:
    ```mlir
    memref.alloca_scope {
      scf.for %h = %c0 to %c8 step %c1 { ... }
    }
    ```
    After:
    ```mlir
    scf.for %h = %c0 to %c8 step %c1 { ... }
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def MaterializeFrequenciesPass : Pass<"rope-materialize-frequencies"> {
  let summary = "Replace static frequency schedules by explicit frequencies";
  let description = [{
    Evaluates every frequency schedule that is known at compile time
    (default, linear, ntk, yarn, llama3) with the float64 reference and
    replaces it by `#rope.custom<freqs = ..., attention_factor = ...>`, so
    later passes and code generators handle a single form. Schedules that
    depend on the runtime sequence length (`dynamic`, `longrope`) are left
    alone. The values are exact float64 results of Semantics §2.

    Before:
    ```mlir
    %y = rope.apply %x layout "sd" params <rotary_dim = 4>
        : tensor<8x4xf32>
    ```
    After:
    ```mlir
    %y = rope.apply %x layout "sd" params <scaling =
        #rope.custom<freqs = [1.000000e+00, 1.000000e-02]>,
        rotary_dim = 4> : tensor<8x4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::rope::RopeDialect"];
  let statistics = [
    Statistic<"numMaterialized", "params-materialized",
              "Number of parameter sets turned into explicit frequencies">,
    Statistic<"numRuntimeSchedules", "runtime-schedules-kept",
              "Number of sequence-length dependent schedules left alone">
  ];
}

def RaisePass : Pass<"rope-raise", "::mlir::func::FuncOp"> {
  let summary = "Rewrite RoPE spelled out in linalg/tensor/arith as rope ops";
  let description = [{
    Frontends (torch-mlir's linalg-on-tensors, StableHLO lowered to linalg)
    emit rotary position embeddings as elementwise arithmetic. This pass
    recognises those forms and rewrites them as `rope.apply` or
    `rope.apply_table` (with the frontend's tables). Each rewrite is exact
    for every input: the rope op computes the same formula (Semantics §3,
    table form with W = D columns, or W = D/2 for the complex form) as the
    ops it replaces. Forms that are only close to RoPE are left as they
    are.

    **0. By what the elements are** (first; `exact-angles=true`, the
    default). Every tensor a function computes is asked, from its last
    op backwards, whether each channel c of its element is
    `x[c] * cos(f_c * p) +- x[partner(c)] * sin(f_c * p)` for one tensor x,
    the rotation's pairing (`partner(c) = c +- D/2` or `c ^ 1`), positions
    p and frequencies f_c, reading through any ops that spell it: fused or
    separate `linalg.generic` ops, named ops, `tensor.concat` /
    `insert_slice` / `extract_slice` of halves or strided pairs, the
    complex dialect, reshapes and broadcasts, bf16 / f16 conversions, q
    and k projected by one fused matmul (the channel base of each). The
    frequencies are evaluated from the IR: `inv_freq` computed with
    pow / exp / divisions or stored as a constant (`dense` or
    `dense_resource`), cos/sin tables gathered from a constant by the
    positions (JAX's `jnp.take`), LongRoPE's short and long lists selected
    by the longest position, an attention factor multiplying cos and sin.
    They then name their schedule (`theta^(-2i/R)`, llama3, linear, YaRN,
    LongRoPE, else `#rope.custom`): an `inv_freq` the model rounded to
    bf16 / f16 is matched against the schedule rounded the same way, and
    the op computes the schedule's own frequencies (angles computed
    exactly, not the frontend's rounded tables). Positions are an
    `arange` (with offsets), an integer tensor the function receives
    (`[S]` or `[B, S]` position ids, taken as they are), an integer tensor
    the function computes (gemma's cumsum of the input mask: the tensor
    that holds them), or a constant the frontend folded the angles of (a
    decode step after a cache of static length: cos and sin of constants
    are kept, and the position is the integer under which the angles name
    a schedule). x may be any tensor the graph computes: a norm applied
    before the rotation (Qwen3's, OLMo-2's, Gemma-3's q/k RMSNorm) stays
    outside it, and a projection computed transposed (channels first) is
    read along its channel axis. A constant multiplying a whole rotated
    tensor (SDPA's core-ATen decomposition scales q and k by sqrt(scale))
    is no attention factor: the rotation is raised on its input. The result is a
    `rope.apply` on the unrotated tensor (a copy of it when q and k come
    out of one projection), with `rotary_dim` for a partial rotation;
    rotations of q and k with equal params and positions are merged into
    one two-input op (4. below). A rotation through a reordering of the
    channels (DeepSeek's de-interleave before rotate_half) is left as it
    is. `exact-angles=false` skips this step: the forms below keep the
    frontend's tables.

    Elementwise ops may be `linalg.generic` ops with broadcasting indexing
    maps (the torch-mlir style; a multiplication by a constant 1, torch's
    `alpha`, is looked through), named ops (`linalg.mul`, `linalg.add`,
    `linalg.sub`, `linalg.negf`, with `linalg.broadcast` or
    `tensor.expand_shape` of the tables), or `arith` ops on tensors. A
    negation is `negf` or a product with a constant -1.

    **1. HF / GPT-NeoX `rotate_half`** with cos/sin tables of shape
    `[S, D]`, `[1, 1, S, D]`, `[1, S, 1, D]` (any broadcast of one row per
    token, one column per channel) becomes `rope.apply_table` with W = D
    (HF's `cat(freqs, freqs)` tables), pairing `half`; the token axis of the
    tables gives the layout (`bhsd`, `bshd`, `shd`, `sd`, ...).
    `rotate_half(x) = cat(-x[..., D/2:], x[..., :D/2])` may be a
    `tensor.concat` or `tensor.insert_slice` ops filling a `tensor.empty`.
    `x*cos - rotate_half(x)*sin` (and `x*cos + cat(x2, -x1)*sin`) is the
    inverse rotation and gets `inverse` (with `inverse=true`).

    Before (torch-mlir, `q * cos + rotate_half(q) * sin`, cos/sin
    unsqueezed at dim 1):
    ```mlir
    %c = tensor.expand_shape %cos [[0, 1], [2]] output_shape [1, 8, 64]
        : tensor<8x64xf32> into tensor<1x8x64xf32>
    %qc = linalg.generic {indexing_maps = [#id, #tab, #id], ...}
        ins(%q, %c : tensor<1x4x8x64xf32>, tensor<1x8x64xf32>) ... mulf
    %x1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 4, 8, 32] [1, 1, 1, 1]
    %x2 = tensor.extract_slice %q[0, 0, 0, 32] [1, 4, 8, 32] [1, 1, 1, 1]
    %n2 = linalg.generic ... ins(%x2) ... negf
    %rot = tensor.concat dim(3) %n2, %x1
    %rs = linalg.generic ... ins(%rot, %s) ... mulf
    %y = linalg.generic ... ins(%qc, %rs) ... addf
    ```
    After:
    ```mlir
    %y = rope.apply_table %q tables %cos, %sin : tensor<8x64xf32>
        layout "bhsd" params <> : tensor<1x4x8x64xf32>
    ```

    **2. GPT-J / RoFormer `rotate_every_two`**, pairing `interleaved`:
    `x*cos + rotate_every_two(x)*sin` with
    `rotate_every_two(x) = stack(-x[..., 1::2], x[..., ::2], -1).flatten(-2)`
    and the same tables as above becomes `rope.apply_table` with W = D and
    `params <pairing = interleaved>`. W = D tables need not repeat each
    pair's value (`repeat_interleave(freqs, 2)`): channel 2i reads column 2i
    and channel 2i+1 column 2i+1, in the decomposed form as in the op. The
    pair swap may be spelled as
    - stride-2 slices `x[..., 1::2]`, `x[..., ::2]` (`tensor.extract_slice`
      with last stride 2), each given a trailing unit axis
      (`tensor.expand_shape` to `[..., D/2, 1]`), `tensor.concat` on the
      last axis and `tensor.collapse_shape` back to `[..., D]`;
    - the same slices written into a `tensor.empty` by `tensor.insert_slice`
      ops of stride 2 at offsets 0 and 1;
    - x viewed as `[..., D/2, 2]` (`tensor.expand_shape`), its components
      `[..., k:k+1]` (or rank-reducing `[..., k]`) sliced, joined back in
      swapped order and collapsed;
    - x viewed as `[..., D/2, 2]`, one `linalg.generic` reading component
      `1 - k` (indexing map `(.., d) -> (.., 1 - d)`) whose body is
      `select(index(last) == c, -in, in)` (`==` or `!=`, either order),
      collapsed back.
    Negating the even channels instead (`stack(x[..., 1::2], -x[..., ::2])`)
    is the inverse rotation and gets `inverse` (with `inverse=true`).
    ```mlir
    %odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2]     // before
    %even = tensor.extract_slice %x[0, 0] [4, 4] [1, 2]
    %nodd = arith.negf %odd : tensor<4x4xf32>
    %r0 = tensor.insert_slice %even into %e[0, 1] [4, 4] [1, 2]
    %rot = tensor.insert_slice %nodd into %r0[0, 0] [4, 4] [1, 2]
    %y = x * cos + rot * sin
    %y = rope.apply_table %x tables %cos, %sin : tensor<4x8xf32>   // after
        layout "sd" params <pairing = interleaved> : tensor<4x8xf32>
    ```

    **3. LLaMA's complex form** (Meta's `apply_rotary_emb`, JAX, Equinox):
    x viewed as `[..., D/2, 2]` pairs `(re, im) = (x[2i], x[2i+1])`
    (`tensor.expand_shape`), its components sliced off (`[..., k]`
    rank-reducing, or `[..., k:k+1]`), multiplied by `cos + i sin` with
    reals, `out_re = re*cos - im*sin`, `out_im = re*sin + im*cos` (terms of
    the sum in either order), stacked back (unit axis + `tensor.concat`, or
    `insert_slice` ops into a `tensor.empty`) and collapsed to `[..., D]`.
    The tables have one column per pair (`[S, D/2]`, broadcast like the
    tables above): `rope.apply_table` with W = D/2, pairing `interleaved`.
    `out_re = re*cos + im*sin`, `out_im = im*cos - re*sin` (the conjugate)
    is the inverse rotation (raised with `inverse=true`).
    ```mlir
    %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2]   // before
    %re = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1]
        : tensor<4x4x2xf32> to tensor<4x4xf32>
    %im = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] ...
    %ore = re * cos - im * sin        %oim = re * sin + im * cos
    %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [4, 4, 1]
    %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [4, 4, 1]
    %st = tensor.concat dim(2) %a, %b
    %y = tensor.collapse_shape %st [[0], [1, 2]]
        : tensor<4x4x2xf32> into tensor<4x8xf32>
    %y = rope.apply_table %x tables %cos, %sin : tensor<4x4xf32>     // after
        layout "sd" params <pairing = interleaved> : tensor<4x8xf32>
    ```
    The same rotation spelled with the MLIR `complex` dialect (torch-mlir's
    `view_as_complex`, `* freqs_cis`, `view_as_real`, `flatten`; JAX's
    `lax.complex` and `exp(1j * angles)` through StableHLO) is raised too.
    Each step may be its own `linalg.generic` or fused with the others into
    one body:
    - the pairs: `complex.create(re, im)` of the `[..., D/2, 2]` view read
      at `(..., 0)` and `(..., 1)` (`tensor.extract` at `linalg.index`
      positions, or indexing maps), of components sliced off that view, or
      of JAX's stride-2 slices `x[..., ::2]`, `x[..., 1::2]`;
    - `complex.mul` by freqs_cis in either order, freqs_cis broadcast over
      batch and heads (indexing maps, `tensor.expand_shape`,
      `linalg.broadcast`) and spelled as `complex.create(cos, sin)` of real
      tables; `complex.create(cos(a), sin(a))` in a body (`torch.polar`,
      a magnitude of 1 allowed); `complex.exp` of `complex.create(0, a)`
      or of `i * complex.create(a, 0)` (`i` a `complex.constant` or a splat
      constant); or a complex tensor no generic computes (an argument or a
      constant). For the last three the pass computes the cos and sin
      tables (`math.cos` / `math.sin` of the angles, `complex.re` /
      `complex.im` of the tensor) once per source, so queries and keys
      still share them;
    - back to reals: one generic over `[..., D/2, 2]` yielding
      `select(index(last) == 0, re(out), im(out))` (`==` or `!=`, 0 or 1),
      or `complex.re` and `complex.im` results (`[..., D/2]` given a unit
      axis, or `[..., D/2, 1]`) joined by `tensor.concat` or `insert_slice`
      ops, then `tensor.collapse_shape` to `[..., D]`.
    Multiplying by `complex.conj(freqs_cis)` or by `complex.create(cos,
    -sin)` is the inverse rotation (raised with `inverse=true`). The remark
    names the form
    `complex-dialect`.
    ```mlir
    %y = linalg.generic ... ins(%cos, %sin : tensor<8x4xf32>, tensor<8x4xf32>)
        outs(%e : tensor<1x2x8x4x2xf32>) {            // before, fused
    ^bb0(%c: f32, %s: f32, %out: f32):
      %re = tensor.extract %p[%i0, %i1, %i2, %i3, %c0] : tensor<1x2x8x4x2xf32>
      %im = tensor.extract %p[%i0, %i1, %i2, %i3, %c1] : tensor<1x2x8x4x2xf32>
      %z = complex.create %re, %im : complex<f32>
      %f = complex.create %c, %s : complex<f32>
      %m = complex.mul %z, %f : complex<f32>
      %mr = complex.re %m : complex<f32>
      %mi = complex.im %m : complex<f32>
      %last = arith.cmpi eq, %i4, %c0 : index
      %v = arith.select %last, %mr, %mi : f32
      linalg.yield %v : f32
    }
    %out = tensor.collapse_shape %y [[0], [1], [2], [3, 4]]
        : tensor<1x2x8x4x2xf32> into tensor<1x2x8x8xf32>
    %out = rope.apply_table %x tables %cos, %sin : tensor<8x4xf32>    // after
        layout "bhsd" params <pairing = interleaved> : tensor<1x2x8x8xf32>
    ```

    **4. Queries and keys** rotated with the same tables (or parameters and
    positions) become one two-input op.
    ```mlir
    %q2, %k2 = rope.apply_table %q, %k tables %cos, %sin : tensor<8x64xf32>
        layout "bhsd" params <> : tensor<1x4x8x64xf32>, tensor<1x2x8x64xf32>
    ```

    **5. Partial rotary**: the rotated block of `R` channels joined back
    (`tensor.concat` or `insert_slice`) with the pass-through channels of
    the same tensor in their own places becomes one op with
    `rotary_dim = R` (`partial = offset` when the block does not start at 0).
    ```mlir
    %y = tensor.concat dim(2) %rotated_block, %x_pass   // before
    %y = rope.apply_table %x tables %cos, %sin : tensor<8x16xf32>
        layout "shd" params <rotary_dim = 16> : tensor<8x4x32xf32>
    ```

    **6. Tables computed in the IR** (HF's rotary embedding):
    `freqs = outer(p, inv_freq)` with `p = arange(S) [+ c] [+ %n]` (a
    `linalg.generic` over `linalg.index`) or an integer tensor converted to
    float (explicit positions `[S]` or `[1, S]`, HF's `position_ids`),
    `emb = cat(freqs, freqs)`, `cos = cos(emb) * a`, `sin = sin(emb) * a`,
    perhaps rounded to the model's type (`cos.to(x.dtype)`, an
    `arith.truncf`). The outer product is an elementwise product of the
    two broadcast vectors, or HF's `(inv_freq[None, :, None] @
    position_ids[:, None, :]).transpose(1, 2)`: a `linalg.batch_matmul`
    (or any contraction into zeros) over a unit axis, transposed.
    `inv_freq`, a constant or a
    generic computing it with pow/exp, is evaluated; when it matches
    `theta^(-2i/R)` within float32 rounding (relative 1e-5) for some theta,
    the op becomes `rope.apply` with that theta, the offset, and for
    `a != 1` the explicit schedule `#rope.custom` with attention factor `a`.
    ```mlir
    %y = rope.apply %x layout "sd" offset %n : index static_offset 3
        params <theta = 5.000000e+05> : tensor<6x8xf32>
    ```
    With pairing `interleaved`, GPT-J's `emb = repeat_interleave(freqs, 2)`
    (freqs broadcast along a new last axis of extent 2, through a unit
    axis or not, and collapsed into D) takes the place of the cat. Tables
    of one column per pair (the complex form's freqs_cis:
    `cos = cos(freqs) * a` without the cat) become `rope.apply` the same
    way, for either pairing:
    ```mlir
    %y = rope.apply %x layout "sd" params <pairing = interleaved>
        : tensor<8x8xf32>
    ```
    Frequencies that no theta fits name their scaling variant when its
    formula is recognisable: `#rope.linear` (`theta^(-2i/R) / factor`,
    factor = 1/f_0), `#rope.llama3` (factor from the lowest frequency,
    Llama 3.1/3.2's low 1, high 4, original_max 8192 first, else the band
    fitted through the pairs inside it with low 1) and `#rope.yarn` (beta
    32/1, truncated or not, original_max and factor from the values
    configs use, the attention factor `a` from its formula or else given
    explicitly). A candidate is kept only when the float64 reference of
    the attribute itself reproduces every frequency and `a` within the
    same relative 1e-5; parameters the values do not pin down (YaRN's
    original_max within one pair of ramp bounds) are then equivalent.
    Every other schedule that evaluates (LongRoPE's short or long list,
    anything unnamed, an almost-llama3 one) becomes `#rope.custom` holding
    the evaluated frequencies exactly, and `a` when it is not 1:
    ```mlir
    %y = rope.apply %x layout "sd" params <theta = 5.000000e+05,
        scaling = #rope.llama3<factor = 8.000000e+00,
          low_freq_factor = 1.000000e+00, high_freq_factor = 4.000000e+00,
          original_max = 8192>> : tensor<4x128xf32>
    ```
    Repeated angles in the other pairing's columns keep the computed
    tables (rope.apply_table with them is exact): `cat(freqs, freqs)`
    tables of an interleaved rotation (pair i's angle in columns i and
    i + D/2, not 2i and 2i + 1), `repeat_interleave` tables of a
    `rotate_half` one; so do cos and sin of different angles.

    Not matched, on purpose: a sine term subtracted from nothing or added
    to something that is not `x * cos`; halves that do not swap
    (`cat(-x1, x2)`) or slices of another tensor; cos and sin tables that
    follow different axes, vary along batch or heads (per-batch
    `[B, 1, S, D]` tables with B > 1 have no `rope.apply_table` form), or
    have a width other than D; tables with a dynamic number of rows (the op
    needs explicit positions then); any extra term; cos and sin of
    different angles (their tables stay); a matmul that sums over more
    than one element (not an outer product); per-batch position ids
    (`[B, S]` with B > 1: their tables vary along the batch). For the
    interleaved swap: the odd and even
    channels swapped without a negation, or both negated; a slice at the
    wrong offset (both slots reading `x[..., 1::2]`); channels negated in
    place instead of moved to their partner; a generic over the
    `[..., D/2, 2]` view that does not read component `1 - k`. For the
    complex form: the sine added in both components (`re*cos + im*sin`,
    `re*sin + im*cos`) or subtracted in both; `out_re` and `out_im` stacked
    in the wrong order; components of different tensors; re and im read
    through different cos or sin tables (different angles). With the
    `complex` dialect: re and im swapped when the pair is built, or taken
    from different tensors; freqs_cis built as `sin(a) + i cos(a)` (tables
    passed in are taken as they are: only computed ones show this); a table
    of another width than D/2; `im(out)` written to component 0 and
    `re(out)` to component 1, or a select on another axis' index;
    `complex.add` (or anything but `complex.mul`); `re` and `im` of two
    different products; a `tensor.cast` between the steps (left to
    canonicalization). Where the rope op would not verify, the IR is left
    as it is.

    With `report`, every raised op gets a remark
    (`raised half-split elementwise q/k pair RoPE (pairing=half,
    theta=500000, params)`, `raised rotate_half RoPE (pairing=half, tables)`,
    `raised interleaved RoPE (pairing=interleaved, tables)`,
    `raised complex RoPE (pairing=interleaved, tables)`,
    `raised complex-dialect RoPE (pairing=interleaved, tables)`) and every
    function a summary of the rotations raised (Debian's LLVM compiles
    statistics out), and every tensor that is almost a rotation (all but
    one condition held) a remark with the condition that failed
    (`rope-raise: not a rotation: channel 0 is not x * cos(f * p) and its
    partner * sin(f * p)`).

    Tested on what real frontends emit (`test/Frontends/Inputs/corpus`, frontends and
    versions as for `rope-fuse-attention`; per module in
    `test/Frontends/Inputs/corpus/RESULTS.md`): the rotation of every family becomes one
    two-input `rope.apply` of q and k over the module's positions, with
    theta and the schedule recovered from the computed frequencies (bf16
    rounded ones included): Llama, Qwen2 and Mistral `params` with their
    theta; Llama 3 `#rope.llama3`; Phi-3 `#rope.longrope` with both factor
    lists and its attention factor; Phi, StableLM and GPT-NeoX
    `rotary_dim`; GPT-J `pairing = interleaved` on `rotary_dim` 8 (sin
    and cos gathered from a table); DeepSeek-V3 `#rope.yarn` on its
    channels reordered; JAX's complex form `interleaved`, its rotate_half
    form `params`. Left alone: swapped halves, a wrong sign, cos twice, a
    conjugated table.
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

def PlanEntryChecksPass : Pass<"rope-plan-entry-checks", "::mlir::ModuleOp"> {
  let summary = "Record what each public function's callers must pass";
  let description = [{
    Runs on tensors, before any lowering. For every public function with a
    body it records in the `rope.entry_checks` attribute the extents the
    IR ties together (the manifest's shape symbols: a rope op's inputs
    share batch, tokens and head dim, results have their inputs' shapes,
    ...), every static extent of its arguments and of its results (which
    become output arguments), and, for every position operand of a rope op
    that is a function argument, the range its positions must lie in.
    `rope-guard-entry-points` turns the record into checks. A
    `rope.apply_table` whose run-time positions are computed inside the
    function (not an argument: e.g. an offset shifted by a tile's first
    token) is an error: its table reads could not be checked.

    ```mlir
    func.func @f(%x: tensor<1x?x4x64xf32>, %n: index) -> tensor<1x?x4x64xf32>
    // gets
    //   rope.entry_checks = {positions = [array<i64: 1, 1, 0, -1, 2147483648>],
    //                        shapes = [array<i64: 1, -1, 4, 64>, array<i64>,
    //                                  array<i64: 1, -1, 4, 64>]}
    ```
  }];
}

#endif // ROPE_TRANSFORMS_PASSES_TD
