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
