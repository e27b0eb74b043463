//===- Passes.td - rope conversion passes ------------------*- tablegen -*-===//

#ifndef ROPE_CONVERSION_PASSES_TD
#define ROPE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

// Keep alphabetical.

def ConvertRopeToStandardPass : Pass<"convert-rope-to-standard"> {
  let summary = "Lower rope ops to linalg, arith, math and tensor on tensors";
  let description = [{
    A portable lowering that any MLIR-based compiler can feed to its own
    pipeline. `rope.apply`, `rope.apply_table` and `rope.cos_sin_table`
    become `linalg.generic` ops on tensors:

    1. the positions of SPEC 1 as an `i64` tensor `[Bp, S]` (Bp = B when
       positions differ per batch row, else 1);
    2. the inverse frequencies of SPEC 2 with the position scale folded in:
       an exact float64 constant for compile-time schedules, or computed
       per row from `S_total` for `dynamic` and `longrope`;
    3. one cos/sin table `[Bp, S, R/2]` in f32 with the attention factor
       folded in, computed once and shared by queries and keys. Angles are
       formed and reduced modulo 2*pi in float64 (`k = roundeven(phi/2pi)`,
       two-part 2*pi), so SPEC 5 holds at every position below 2^24;
    4. one rotation per input, computing in f32 and rounding once to the
       input's element type. Pass-through channels are copied exactly.

    `rope.apply_table` reads rows of its tables by position and asserts at
    run time (`cf.assert`) that the row exists. `rope.attention` is left for
    the attention lowering.

    ```mlir
    %y = rope.apply %x layout "sd" offset %n : index params <> : tensor<8x64xf32>
    ```
    becomes a positions `linalg.generic`, a cos/sin `linalg.generic` and a
    rotation `linalg.generic` with `tensor.extract` of the partner channel.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ConvertRopeToVectorPass : Pass<"convert-rope-to-vector"> {
  let summary = "Lower rope.apply to a vectorized per-token kernel on tensors";
  let description = [{
    The CPU kernel of `rope.apply`, still on tensors so that one-shot
    bufferization places it (in place into the output buffer):

    - an `scf.forall` over tokens (batch x sequence); per token, the angles
      of the R/2 pairs are formed in float64 (`p * f_i`, f_i exact), reduced
      modulo pi/2 in float64 and turned into f32 cos/sin by vector
      polynomials (error < 2e-9 before rounding), so SPEC 5 holds for every
      position below 2^24. This happens ONCE per (position, pair) and is
      shared by all heads and by queries and keys;
    - cos/sin are spread to the D channels with one `vector.shuffle` each;
    - per head, one `vector.transfer_read` of the D channels, the partner
      channels by a constant `vector.shuffle` (a half swap or adjacent-pair
      swap, i.e. no gathers), `x * C + partner(x) * S` in f32, a select that
      copies pass-through channels exactly, and one `vector.transfer_write`.

    `rope.apply_table` and `rope.cos_sin_table` are left for
    `convert-rope-to-standard`.

    ```mlir
    %q2, %k2 = rope.apply %q, %k layout "bshd" offset %n : index params <>
        : tensor<1x16x32x128xf32>, tensor<1x16x8x128xf32>
    ```
    becomes one `scf.forall` over the 16 tokens with two `scf.for` head
    loops (32 and 8 heads) that read and write `vector<128xf32>` rows.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect"
  ];
}

#endif // ROPE_CONVERSION_PASSES_TD
