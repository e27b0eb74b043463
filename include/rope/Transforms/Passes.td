//===- Passes.td - rope transformation passes --------------*- tablegen -*-===//

#ifndef ROPE_TRANSFORMS_PASSES_TD
#define ROPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Keep alphabetical.

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
    alone. The values are exact float64 results of SPEC section 2.

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

#endif // ROPE_TRANSFORMS_PASSES_TD
