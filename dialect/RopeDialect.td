//===- RopeDialect.td - The rope dialect -------------------*- tablegen -*-===//
//
// Rotary Position Embedding as first-class IR.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_TD
#define ROPE_DIALECT_TD

include "mlir/IR/OpBase.td"

def Rope_Dialect : Dialect {
  let name = "rope";
  let cppNamespace = "::mlir::rope";
  let summary = "Rotary Position Embedding (RoPE) and attention that carries it";
  let description = [{
    The `rope` dialect captures every parameter of a rotary position embedding
    (base theta, frequency scaling variant and its factors, position scale,
    partial rotary dims in three conventions, channel pairing, static, dynamic
    and per-batch offsets or explicit positions, inverse rotation) so that
    passes can reason about RoPE and code generators can emit fast, accurate
    kernels. Semantics follow the project's Semantics §1-6; the dialect's
    README maps each op and attribute to its section of docs/Semantics.md.

    Parameters live in one attribute, `#rope.params<...>`, that nests one
    scaling attribute such as `#rope.yarn<factor = 4.0, original_max = 4096>`.
  }];
  let useDefaultAttributePrinterParser = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let extraClassDeclaration = [{
    /// Registers the attributes (defined with their storage in RopeAttrs.cpp).
    void registerAttributes();

    /// Argument attributes of the GPU kernels the lowering builds: what each
    /// argument is (a role of docs/Manifest.md) and, for a rope.apply's
    /// buffers, which input, output or operand.
    static constexpr ::llvm::StringLiteral getParamRoleAttrName() {
      return "rope.param_role";
    }
    static constexpr ::llvm::StringLiteral getParamIndexAttrName() {
      return "rope.param_index";
    }
    /// On a kernel the lowering builds: how it is launched (block, grid,
    /// shared memory and what the grid is made of), as the manifest states
    /// it (docs/Manifest.md).
    static constexpr ::llvm::StringLiteral getLaunchAttrName() {
      return "rope.launch";
    }
  }];
}

class Rope_Op<string mnemonic, list<Trait> traits = []>
    : Op<Rope_Dialect, mnemonic, traits>;

#endif // ROPE_DIALECT_TD
