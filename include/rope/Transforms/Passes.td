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
    function's other attributes; `llvm.emit_c_interface` and
    `rope.workspace_bytes` move to the wrapper.

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

def ScratchToWorkspacePass
    : Pass<"rope-scratch-to-workspace", "::mlir::ModuleOp"> {
  let summary = "Place every heap buffer in a workspace the caller passes";
  let description = [{
    For runtimes whose kernels may not call `malloc` (IREE's embedded ELF
    executables: no libc, no heap). Runs on buffers, after
    `buffer-results-to-out-params` and before `rope-guard-entry-points`.
    Every `memref.alloc` becomes a `memref.view` at its own 64-byte aligned
    offset of one `memref<Nxi8>` workspace, and its `memref.dealloc`s go.
    Each function that allocates, or calls one that does, takes the
    workspace as a trailing argument; public functions record it in their
    `rope.entry_checks` (the guard then checks its size like any other
    extent) and carry `rope.workspace_bytes = N`. Buffers of one module
    never share bytes, so every buffer of a call stays valid for the whole
    call; the workspace may not be shared between concurrent calls.

    Only buffers of static size allocated outside loops can be placed:
    anything else is an error at the allocation.

    Before:
    ```mlir
    func.func @f(%q: memref<1x4x8x16xf32>, %out: memref<1x4x8x16xf32>) {
      %part = memref.alloc() : memref<2x16xf32>
      ...
    }
    ```
    After:
    ```mlir
    func.func @f(%q: memref<1x4x8x16xf32>, %out: memref<1x4x8x16xf32>,
                 %workspace: memref<128xi8>)
        attributes {rope.workspace_bytes = 128 : i64} {
      %c0 = arith.constant 0 : index
      %part = memref.view %workspace[%c0][] : memref<128xi8> to memref<2x16xf32>
      ...
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def SplitPhasesPass : Pass<"rope-split-phases", "::mlir::ModuleOp"> {
  let summary = "One entry point per phase, its loop shared out by ranges";
  let description = [{
    For runtimes that run a kernel as workgroups (IREE's dispatches): each
    public function's body (the function its `rope-guard-entry-points`
    wrapper calls, or itself) is cut at its top-level `scf.forall` loops.
    Each loop becomes a public function `<entry>_phase<i>` that takes the
    body's arguments and `first`, `count`: it runs linear iterations
    `[first, min(first + count, N))` of the loop (the last index fastest),
    so that workgroups can share them; ops with effects between two loops
    become a phase of their own, run once. Effect-free ops a phase uses are
    cloned into it. Phases must run in order, each after the previous one
    finished (a dispatch each): they communicate through the output and
    workspace buffers. The entry point records its phases as
    `rope.phases`: an array with one dictionary (name, iterations, parallel)
    per phase; the entry point itself stays as it was.
    Loops need static, normalized bounds.

    The guard's checks, without its call, become `<entry>_check` over the
    body's arguments, returning the status, when any check still depends
    on the input once the static extents are known (positions that arrive
    as arguments); the entry point names it in `rope.check`. A runtime runs
    it before the first phase and runs the phases only if it returns 0.

    Before:
    ```mlir
    func.func private @f_unchecked(%q: memref<1x4x8x16xf32>, ...) {
      linalg.generic ... outs(%positions : memref<1x8xi64>)
      scf.forall (%i) in (8) { ... } {rope.attention_phase = "key-angles"}
      scf.forall (%i) in (2) { ... } {rope.attention_phase = "work-items"}
    }
    ```
    After (besides the unchanged body):
    ```mlir
    func.func @f_phase0(%q: memref<1x4x8x16xf32>, ...) { linalg.generic ... }
    func.func @f_phase1(%q: memref<1x4x8x16xf32>, ..., %first: index, %count: index) {
      scf.for %i = %start to %end step %c1 { ... }
    }
    func.func @f_phase2(...)
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
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
