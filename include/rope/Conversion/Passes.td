//===- Passes.td - rope conversion passes ------------------*- tablegen -*-===//

#ifndef ROPE_CONVERSION_PASSES_TD
#define ROPE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

// Keep alphabetical.

def ConfigureCpuKernelsPass
    : Pass<"rope-configure-cpu-kernels", "::mlir::ModuleOp"> {
  let summary = "Choose the CPU kernel plan of every rope.apply and "
                "rope.attention once";
  let description = [{
    Stores on each `rope.apply` without one a `#rope.cpu_apply_plan` as
    `rope.cpu_apply_plan`: the vector width, and whether each row is
    unrolled into vector code (head dims up to 512) or left to
    `convert-rope-to-linalg`'s loops.

    Stores on each `rope.attention` without one a `#rope.cpu_attention_plan`
    as `rope.cpu_attention_plan` (docs/CPU.md, "Attention"): the register
    and cache blocking for registers of `vector-bits` bits (query and key
    blocks, the score and P.V register tiles, the query heads that share a
    work item) and, where the extents they depend on are static, where the
    keys are rotated (`once` when two or more work items would visit each
    key, else `per_block`; `none` for `keys_rotated`) and the key splits of
    a work item. What depends on dynamic extents is `at_run_time` (key
    rotation) or 0 (splits): each call decides it with the same rules.
    `convert-rope-to-vector` builds the kernel from the plan and the
    manifest copies it, so the kernel a host runs is the one described. Ops
    that already carry a plan keep it, so a compiler may choose its own;
    `convert-rope-to-vector` plans ops that have none the same way. Ops
    whose head dims (q plus v) exceed 2048 get none: no CPU kernel takes
    them.

    ```mlir
    %o = rope.attention %q, %k, %v layout "bshd" q_offset %n : index
        causal keys_rotated params <>
        : tensor<1x1x32x128xf32>, tensor<1x4096x8x128xf32>,
          tensor<1x4096x8x128xf32>
    ```
    gets, with `vector-bits=512`, `{rope.cpu_attention_plan =
    #rope.cpu_attention_plan<vector_bits = 512, query_block = 32,
    key_block = 16, key_tile = 8, row_key_tile = 4, output_rows = 4,
    value_vectors = 4, group_heads = 4, key_rotation = none,
    key_splits = 8, kv_heads_per_item = 8, prefetch_order = address>}`:
    each kv head's 4 query heads are 4 rows, at most one vector, so one
    work item walks all 8 kv heads of a key block (`bshd` puts them side
    by side), in blocks of 16 keys whose f32 K and V rows over the 8 heads
    fit 128 KiB (256 KiB for narrower rows), the next block's rows
    requested in address order; that is one work item, so the 4096 keys
    are cut into 8 ranges of 512. Where K and V are known to exceed 32 MiB
    (more than the L3 holds), the blocks are the smallest whatever the
    rows' type.

    Such items of few rows take their kv head's whole query group when it
    fits one vector of rows (`group_heads` = the group, P.V's tile 8 rows x
    2 vectors with 32 registers), so no second chunk of the group reads K
    and V again (docs/CPU.md, "Decode: a kv head's whole group per item").

    With `amx-tiles` (a target with AMX-BF16) and 512-bit vectors, an op
    whose q, k and v are bf16 and whose v head dim is a multiple of 16 gets
    `matmul = amx` unless its query sequence is statically shorter than 16
    (decode keeps the FMA kernel): both products on AMX tiles, key blocks
    a multiple of 32 (docs/CPU.md, "AMX tiles").

    With `bf16-dots` (a target with AVX512-BF16) and vectors of 128, 256 or
    512 bits, an op that does not get `matmul = amx` and whose k or v is
    bf16 gets `matmul = bf16_dot`: its scores and P.V multiply pairs of
    bf16 with `vdpbf16ps` (bf16 keys as rows, rotated and rounded to bf16
    by the kernel unless they arrive rotated; value rows two keys at a
    time, interleaved into pairs) (docs/CPU.md, "bf16 dot products").
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"512",
           "Register width in bits the kernels are planned for (as "
           "convert-rope-to-vector's)">,
    Option<"amxTiles", "amx-tiles", "bool", /*default=*/"false",
           "The target has AMX-BF16: bf16 attention products may run on "
           "AMX tiles">,
    Option<"bf16Dots", "bf16-dots", "bool", /*default=*/"false",
           "The target has AVX512-BF16: bf16 attention may use its dot "
           "products">,
    Option<"maxStackBytes", "max-stack-bytes", "int64_t",
           /*default=*/"1048576",
           "Most bytes of stack an attention work item's tiles may take: "
           "items shrink (one head, one kv head, then key blocks down to "
           "16) until they fit, else an error">
  ];
}

def ConfigureGpuKernelsPass
    : Pass<"rope-configure-gpu-kernels", "::mlir::ModuleOp"> {
  let summary = "Choose the GPU kernel configuration of every rope.apply and "
                "rope.attention once";
  let description = [{
    Stores on each `rope.apply` without one a `#rope.gpu_kernel` as
    `rope.gpu_kernel`: the kernel's symbol (`<function>_rope<k>`, unique in
    the module), threads per block (the fewest even rounds of at most
    `max-block-size` threads over the row's items), the width of every
    global access (16 bytes when D, R/2 or R and the rotated block's start
    allow it) and the static shared memory. `convert-rope-to-gpu` builds
    each kernel from this attribute and the kernel manifest reads it, so the
    launch a host performs is the one the kernel was built for. Ops that
    already carry a configuration keep it, so a compiler may choose its own.

    ```mlir
    %y = rope.apply %x layout "bshd" offset %n : index params <>
        : tensor<1x?x32x128xbf16>
    ```
    gets `{rope.gpu_kernel = #rope.gpu_kernel<name = "decode_rope0",
    block_size = 128, vector_bytes = 16, shared_bytes = 256>}`.

    Each `rope.attention` gets `<function>_attention<k>` with block size 128,
    16-byte copies and, as `shared_bytes`, the DYNAMIC shared memory of its
    tensor-core kernel for `chip` (docs/GPU.md, "Attention"), and beside
    it a `#rope.gpu_attention_plan` as `rope.gpu_attention_plan`: the query
    heads sharing a block, whether Q stays in registers, where the keys are
    rotated (`once` by a key kernel when several blocks read each key,
    `per_block` in shared memory when one does, `none` for rotated keys or
    the identity rotation), whether queries are rotated, and the chip's
    multiprocessors and minimum keys per split for the split rule.
    `convert-rope-to-gpu` and the kernel manifest read both; a plan that
    does not fit its op is an error at the op. Ops the kernel
    cannot take are errors at the op: f32 tensors, a bias, dynamic heads or
    head dims, head dims that are not multiples of 16 up to 256, the
    `dynamic` and `longrope` schedules, tiles beyond the chip's shared
    memory.
  }];
  let options = [
    Option<"maxBlockSize", "max-block-size", "int64_t", /*default=*/"256",
           "Most threads per block (a multiple of 32 in [32, 1024])">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "GPU architecture the attention kernels are planned for (shared "
           "memory budget, multiprocessors for key splits)">
  ];
}

def ConvertRopeToGPUPass : Pass<"convert-rope-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Lower rope.apply and rope.attention to GPU kernels (gpu.func) "
                "and their launches";
  let description = [{
    Each `rope.apply` becomes a `gpu.func` in `gpu.module @rope_kernels` and
    a `gpu.launch_func` in its place (host side: `bufferization.to_buffer`
    of the inputs, `memref.alloc` of the outputs, `bufferization.to_tensor`
    of the results). The module gets `gpu.container_module`.

    The kernel runs one thread block per token row (b, s), so S = 1 decode
    is one block and 64k tokens are 64k blocks:

    1. the row's position (Semantics §1) and, for `longrope` and `dynamic`, its
       S_total (offset + S, or a block-wide max through shared memory for
       explicit positions); `dynamic` forms ln theta' and f_i = exp(-2i/dim
       ln theta') in float64 with its own log/exp (arith ops only);
    2. the cos/sin of the row's R/2 pairs, ONCE per (position, pair) and
       shared by all heads and by queries and keys: angles `p * f_i` in
       float64 (f_i an exact float64 constant table), reduced modulo pi/2 in
       float64 with arith ops only (no libdevice), then f32 polynomials;
       stored in shared memory with the attention factor and the inverse
       sign folded in;
    3. `gpu.barrier`, then the threads stride over the row's items: a
       rotation item is a vector of V channels and, for the half pairing, its
       partner vector (`u c - w s`, `w c + u s` in f32, rounded once); an
       interleaved item spreads V/2 pairs by `vector.shuffle`; copy items
       move pass-through channels exactly. V is 16 bytes of elements when
       D, R/2 (or R) and the rotated block's start allow it, so loads and
       stores become `ld.global.v4` / `st.global.v4`.

    Kernel arguments, in order: the inputs, the outputs (each a flat
    `memref<?xT>`), the positions or batch offsets (flat memref) or the
    run-time offset (i64), then batch and sequence extents (i64). Head
    count and head_dim must be static.

    Each `rope.attention` becomes a tensor-core flash attention (sm_80+,
    `mma.sync` m16n8k16 with f32 accumulation, `ldmatrix`, `cp.async`
    double-buffered K/V tiles, online softmax in registers): 4 warps own 64
    query rows (the query heads of one kv head share the block), key tiles
    of 64. Q is rotated once per block in shared memory as it lands; keys
    are rotated once by a `<name>_keys` kernel when more than one block
    reads each key tile, else in the tile as it lands, and not at all with
    `keys_rotated`. Causal masking is by position; blocks skip the key tiles
    after their last query. With `key splits` (decode: few query blocks) the
    blocks write partial results that `<name>_merge` combines. Kernels,
    arguments and launch rule: docs/GPU.md and
    `include/rope/Conversion/RopeToGPU/AttentionGpuConfig.h`.
  }];
  let options = [
    Option<"maxBlockSize", "max-block-size", "int64_t", /*default=*/"256",
           "Most threads per block (a multiple of 32 in [32, 1024])">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "GPU architecture the attention kernels are planned for (shared "
           "memory budget, multiprocessors for key splits)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def ConvertRopeToLinalgPass : Pass<"convert-rope-to-linalg"> {
  let summary = "Lower rope ops to linalg, arith, math and tensor on tensors";
  let description = [{
    A portable lowering that any MLIR-based compiler can feed to its own
    pipeline. `rope.apply`, `rope.apply_table` and `rope.cos_sin_table`
    become `linalg.generic` ops on tensors:

    1. the positions of Semantics §1 as an `i64` tensor `[Bp, S]` (Bp = B when
       positions differ per batch row, else 1);
    2. the inverse frequencies of Semantics §2 with the position scale folded in:
       an exact float64 constant for compile-time schedules, or computed
       per row from `S_total` for `dynamic` and `longrope`;
    3. one cos/sin table `[Bp, S, R/2]` in f32 with the attention factor
       folded in, computed once and shared by queries and keys. Angles are
       formed and reduced modulo 2*pi in float64 (`k = roundeven(phi/2pi)`,
       two-part 2*pi), so Semantics §5 holds at every position below 2^24;
    4. one rotation per input, computing in f32 and rounding once to the
       input's element type. Pass-through channels are copied exactly.

    `rope.apply_table` reads rows of its tables by position; a position
    without a row gives NaN (it never reads past the tables, and never
    aborts; entry points refuse such positions when they are arguments).
    Empty tensors (a static zero extent) need no kernel: the op folds to its
    inputs. `rope.attention` is left for the attention lowering.

    ```mlir
    %y = rope.apply %x layout "sd" offset %n : index params <> : tensor<8x64xf32>
    ```
    becomes a positions `linalg.generic`, a cos/sin `linalg.generic` and a
    rotation `linalg.generic` with `tensor.extract` of the partner channel.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ConvertRopeToVectorPass : Pass<"convert-rope-to-vector"> {
  let summary = "Lower rope.apply and rope.attention to vectorized CPU kernels";
  let description = [{
    The CPU kernel of `rope.apply`, still on tensors so that one-shot
    bufferization places it (in place into the output buffer):

    - an `scf.forall` over tokens (batch x sequence); per token, the angles
      of the R/2 pairs are formed in float64 (`p * f_i`, f_i exact), reduced
      modulo pi/2 in float64 and turned into f32 cos/sin by vector
      polynomials (error < 2e-9 before rounding), so Semantics §5 holds for every
      position below 2^24. This happens ONCE per (position, pair) and is
      shared by all heads and by queries and keys;
    - each head row is cut into pieces of one register of f32 lanes
      (`vector-bits` / 32), and each piece is read, rotated and written
      before the next is read (interleaved loads and stores stream best,
      in place above all):
      - half pairing: `vector.transfer_read` of the u channels and of their
        v channels, `u c - v s` and `v c + u s`, two writes;
      - interleaved pairing: one read, the partners by an adjacent-swap
        `vector.shuffle`, `x C + swap(x) S`, one write;
      - pass-through channels: copied exactly (skipped in place);
    - the cos/sin lanes of each piece are sliced or shuffled from the pair
      values once per token; products carry `fastmath<contract>` so they
      fuse into FMAs.
    - bf16 / f16 rows are extended to f32 and rounded back once.

    An input that nothing else reads and that is not a function argument
    is its own destination (rows read from the slice they are written to),
    so bufferization rotates it in place; other inputs get a fresh tensor.

    `rope.apply_table` and `rope.cos_sin_table` are left for
    `convert-rope-to-linalg`.

    ```mlir
    %q2, %k2 = rope.apply %q, %k layout "bshd" offset %n : index params <>
        : tensor<1x16x32x128xf32>, tensor<1x16x8x128xf32>
    ```
    becomes one `scf.forall` over the 16 tokens with two `scf.for` head
    loops (32 and 8 heads); with `vector-bits=512` each row is four pieces
    of `vector<16xf32>` u channels with their `vector<16xf32>` v channels.

    `rope.attention` becomes the fused flash-attention kernel (docs/CPU.md,
    "Attention"): its inputs are read as buffers (`bufferization.to_buffer`)
    and its result written into a fresh buffer, in up to five `scf.forall`
    phases tagged `rope.attention_phase`:

    - `"rotate-keys-once"` (only when the cost model says each key would
      otherwise be rotated by two or more work items, decided at compile
      time for static shapes and by an `scf.if` otherwise): every key row
      rotated once into an f32 buffer;
    - `"key-angles"` (keys rotated per block instead): each key position's
      float64 cos and sin, computed once for every kv head and batch row
      whose work items rotate it;
    - `"rotate-queries-once"` (only with several key splits, each of which
      would rotate its queries again): every query row rotated once;
    - `"work-items"`: one call per (batch, kv head, chunk of its query heads,
      query block, key split) to a private tile function
      `<function>_attention_tile<N>`: queries rotated with the accurate
      angles, scaled and packed transposed; per key block (skipped when
      causally invisible) keys rotated or read, values packed, scores in
      register tiles of `vector.fma`, an online softmax in f32 along rows
      (masks only where a block needs them), P.V in register tiles;
    - `"merge-splits"`: the key splits' partial results merged, normalised
      (0 for rows that see no key) and stored.

    Head dims (q plus v) above 2048 are left for the next lowering, which
    reports that nothing lowers them.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"512",
           "Register width in bits that sizes the row pieces (a positive "
           "multiple of 64: 512 for AVX-512, 256 for AVX2, 128 for SSE/NEON)">,
    Option<"amxTiles", "amx-tiles", "bool", /*default=*/"false",
           "The target has AMX-BF16: plans with `matmul = amx` are built on "
           "AMX tiles (without it they are an error)">,
    Option<"bf16Dots", "bf16-dots", "bool", /*default=*/"false",
           "The target has AVX512-BF16: plans with `matmul = bf16_dot` are "
           "built on its dot products (without it they are an error)">
  ];
  let dependentDialects = [
    "::mlir::amx::AMXDialect",
    "::mlir::x86vector::X86VectorDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect"
  ];
}

#endif // ROPE_CONVERSION_PASSES_TD
