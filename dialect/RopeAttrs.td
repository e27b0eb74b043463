//===- RopeAttrs.td - rope dialect attributes --------------*- tablegen -*-===//
//
// Frequency schedules (Semantics §2), channel pairing and partial rotary
// conventions (Semantics §3), gathered in #rope.params.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_ATTRS_TD
#define ROPE_ATTRS_TD

include "RopeDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "RopeInterfaces.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Rope_Pairing : I32EnumAttr<"Pairing", "how rotary channels form pairs", [
    I32EnumAttrCase<"half", 0>,
    I32EnumAttrCase<"interleaved", 1>]> {
  let cppNamespace = "::mlir::rope";
  let genSpecializedAttr = 0;
}

def Rope_PartialMode : I32EnumAttr<"PartialMode",
    "which channels rotate when rotary_dim < head dim", [
    I32EnumAttrCase<"leading", 0>,
    I32EnumAttrCase<"offset", 1>,
    I32EnumAttrCase<"proportional", 2>]> {
  let cppNamespace = "::mlir::rope";
  let genSpecializedAttr = 0;
}

def Rope_KeyRotation : I32EnumAttr<"KeyRotation",
    "where the CPU attention kernel rotates the keys", [
    I32EnumAttrCase<"per_block", 0>,
    I32EnumAttrCase<"once", 1>,
    I32EnumAttrCase<"none", 2>,
    I32EnumAttrCase<"at_run_time", 3>]> {
  let cppNamespace = "::mlir::rope";
  let genSpecializedAttr = 0;
}

def Rope_PrefetchOrder : I32EnumAttr<"PrefetchOrder",
    "the order in which the CPU attention kernel requests the next key "
    "block's rows", [
    I32EnumAttrCase<"heads", 0>,
    I32EnumAttrCase<"address", 1>]> {
  let cppNamespace = "::mlir::rope";
  let genSpecializedAttr = 0;
}

//===----------------------------------------------------------------------===//
// Parameter kinds
//===----------------------------------------------------------------------===//

// A float64 parameter (IEEE double APFloat) printed so that it parses back to
// the same value; it reads float and integer literals ("4.0" or "4").
class Rope_F64Param<string desc> : APFloatParameter<desc> {
  let parser = [{ ::mlir::rope::detail::parseF64Param($_parser) }];
  let printer = [{ $_printer.printFloat($_self) }];
}

class Rope_DefaultF64Param<string desc, string value> : Rope_F64Param<desc> {
  let defaultValue = "::llvm::APFloat(" # value # ")";
}

class Rope_OptionalF64Param<string desc>
    : AttrOrTypeParameter<"std::optional<::llvm::APFloat>", desc> {
  let parser = [{ ::mlir::rope::detail::parseOptionalF64Param($_parser) }];
  let printer = [{ $_printer.printFloat(*$_self) }];
  let comparator = [{ ::mlir::rope::detail::sameOptionalF64($_lhs, $_rhs) }];
  let defaultValue = "std::nullopt";
}

// A float64 array printed exactly as `[v0, v1, ...]` (the stripped form of
// DenseF64ArrayAttr rounds to 7 digits).
class Rope_F64ArrayParam<string desc>
    : AttrOrTypeParameter<"::mlir::DenseF64ArrayAttr", desc> {
  let parser = [{ ::mlir::rope::detail::parseF64ArrayParam($_parser) }];
  let printer = [{ ::mlir::rope::detail::printF64ArrayParam($_printer, $_self) }];
}

class Rope_BoolParam<string desc, string value>
    : AttrOrTypeParameter<"bool", desc> {
  let parser = [{ ::mlir::rope::detail::parseBoolParam($_parser) }];
  let printer = [{ $_printer << ($_self ? "true" : "false") }];
  let defaultValue = value;
}

def Rope_PairingParam : EnumParameter<Rope_Pairing> {
  let defaultValue = "::mlir::rope::Pairing::half";
}

def Rope_PartialModeParam : EnumParameter<Rope_PartialMode> {
  let defaultValue = "::mlir::rope::PartialMode::leading";
}

def Rope_KeyRotationParam : EnumParameter<Rope_KeyRotation>;

def Rope_PrefetchOrderParam : EnumParameter<Rope_PrefetchOrder> {
  let defaultValue = "::mlir::rope::PrefetchOrder::heads";
}

def Rope_CpuMatmul : I32EnumAttr<"CpuMatmul",
    "the units that compute the CPU attention kernel's two products", [
    I32EnumAttrCase<"fma", 0>,
    I32EnumAttrCase<"amx", 1>,
    I32EnumAttrCase<"bf16_dot", 2>]> {
  let cppNamespace = "::mlir::rope";
  let genSpecializedAttr = 0;
}

// Optional in the struct syntax: left out, the products run on FMAs.
def Rope_CpuMatmulParam : EnumParameter<Rope_CpuMatmul> {
  let defaultValue = "::mlir::rope::CpuMatmul::fma";
}

//===----------------------------------------------------------------------===//
// Scaling variants
//===----------------------------------------------------------------------===//

class Rope_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Rope_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// A scaling attribute: struct syntax, verified by the reference's rules.
class Rope_ScalingAttr<string name, string attrMnemonic>
    : Rope_Attr<name, attrMnemonic,
                [DeclareAttrInterfaceMethods<Rope_ScalingAttrInterface>]> {
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Rope_DefaultScalingAttr : Rope_Attr<"DefaultScaling", "default",
    [DeclareAttrInterfaceMethods<Rope_ScalingAttrInterface>]> {
  let summary = "the unscaled schedule f_i = theta^(-2i/R)";
  let description = [{
    Semantics §2, default. Same as leaving `scaling` out of `#rope.params`.

    ```mlir
    #rope.params<scaling = #rope.default>
    ```
  }];
}

def Rope_LinearScalingAttr : Rope_ScalingAttr<"LinearScaling", "linear"> {
  let summary = "position interpolation: f_i /= factor";
  let description = [{
    Semantics §2, `linear(factor)`.

    ```mlir
    #rope.linear<factor = 4.0>
    ```
  }];
  let parameters = (ins Rope_F64Param<"interpolation factor (> 0)">:$factor);
}

def Rope_NtkScalingAttr : Rope_ScalingAttr<"NtkScaling", "ntk"> {
  let summary = "NTK-aware base change: theta' = theta * alpha^(R/(R-2))";
  let description = [{
    Semantics §2, `ntk(alpha)`.

    ```mlir
    #rope.ntk<alpha = 8.0>
    ```
  }];
  let parameters = (ins Rope_F64Param<"NTK alpha (> 0)">:$alpha);
}

def Rope_DynamicScalingAttr : Rope_ScalingAttr<"DynamicScaling", "dynamic"> {
  let summary = "dynamic NTK: the base grows with the runtime sequence length";
  let description = [{
    Semantics §2, `dynamic(factor, original_max)`. The frequencies depend on
    `S_total`, the whole sequence length seen so far (offset + S, or
    max(position) + 1), so they are only known at run time.

    ```mlir
    #rope.dynamic<factor = 2.0, original_max = 4096>
    ```
  }];
  let parameters = (ins Rope_F64Param<"scaling factor (> 0)">:$factor,
                        "int64_t":$original_max);
}

def Rope_YarnScalingAttr : Rope_ScalingAttr<"YarnScaling", "yarn"> {
  let summary = "YaRN: ramped interpolation plus an attention factor";
  let description = [{
    Semantics §2, `yarn(...)`. Optional fields: `beta_fast` (default 32),
    `beta_slow` (default 1), `attention_factor`, `mscale`, `mscale_all_dim`,
    `truncate` (default true).

    ```mlir
    #rope.yarn<factor = 4.0, original_max = 4096>
    #rope.yarn<factor = 40.0, original_max = 4096, mscale = 1.0,
               mscale_all_dim = 1.0, truncate = false>
    ```
  }];
  let parameters = (ins
    Rope_F64Param<"scaling factor (> 0)">:$factor,
    "int64_t":$original_max,
    Rope_DefaultF64Param<"fast boundary of the ramp", "32.0">:$beta_fast,
    Rope_DefaultF64Param<"slow boundary of the ramp", "1.0">:$beta_slow,
    Rope_OptionalF64Param<"explicit attention factor">:$attention_factor,
    Rope_OptionalF64Param<"mscale numerator coefficient">:$mscale,
    Rope_OptionalF64Param<"mscale denominator coefficient">:$mscale_all_dim,
    Rope_BoolParam<"floor/ceil the ramp bounds", "true">:$truncate);
}

def Rope_Llama3ScalingAttr : Rope_ScalingAttr<"Llama3Scaling", "llama3"> {
  let summary = "Llama 3.1 wavelength-banded scaling";
  let description = [{
    Semantics §2, `llama3(factor, low_freq_factor, high_freq_factor,
    original_max)`.

    ```mlir
    #rope.llama3<factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0,
                 original_max = 8192>
    ```
  }];
  let parameters = (ins
    Rope_F64Param<"scaling factor (> 0)">:$factor,
    Rope_F64Param<"low frequency factor">:$low_freq_factor,
    Rope_F64Param<"high frequency factor">:$high_freq_factor,
    "int64_t":$original_max);
}

def Rope_LongRopeScalingAttr : Rope_ScalingAttr<"LongRopeScaling", "longrope"> {
  let summary = "LongRoPE / Phi-3: per-pair rescale factors, short or long";
  let description = [{
    Semantics §2, `longrope(...)`. `long_factor` applies once `S_total`
    exceeds `original_max`, so the frequencies are only known at run time.
    Both arrays hold rotary_dim/2 entries.

    ```mlir
    #rope.longrope<short_factor = [1.0, 1.5], long_factor = [2.0, 4.0],
                   original_max = 4096,
                   factor = 32.0>
    ```
  }];
  let parameters = (ins
    Rope_F64ArrayParam<"per-pair factors while S_total <= original_max">:$short_factor,
    Rope_F64ArrayParam<"per-pair factors once S_total > original_max">:$long_factor,
    "int64_t":$original_max,
    Rope_DefaultF64Param<"context extension factor", "1.0">:$factor,
    Rope_OptionalF64Param<"explicit attention factor">:$attention_factor);
}

def Rope_CustomScalingAttr : Rope_ScalingAttr<"CustomScaling", "custom"> {
  let summary = "explicit inverse frequencies";
  let description = [{
    Semantics §2, `custom(freqs)`: rotary_dim/2 inverse frequencies given
    explicitly, and an optional attention factor (default 1). The
    `rope-materialize-frequencies` pass turns every static schedule into this
    form.

    ```mlir
    #rope.custom<freqs = [1.0, 0.01]>
    ```
  }];
  let parameters = (ins
    Rope_F64ArrayParam<"inverse frequency of each pair">:$freqs,
    Rope_OptionalF64Param<"attention factor">:$attention_factor);
}

//===----------------------------------------------------------------------===//
// Axis roles
//===----------------------------------------------------------------------===//

def Rope_LayoutAttr : Rope_Attr<"Layout", "layout"> {
  let summary = "the role of each axis of a tensor that carries tokens";
  let description = [{
    One letter per axis, outermost first: `b` batch, `s` sequence, `h`
    heads, `d` head dim. The sequence and head-dim axes are required, `d`
    comes last and no letter repeats, so `"bshd"`, `"bhsd"`, `"shd"` and
    `"sd"` are typical. The string is checked once, when the attribute is
    built; passes ask the attribute for axis positions instead of reading
    letters. Ops print it as a bare string (`layout "bshd"`); the generic
    form is `#rope.layout<"bshd">`.
  }];
  let parameters = (ins StringRefParameter<"axis roles, one letter each">:$axes);
  let assemblyFormat = "`<` $axes `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Number of axes.
    unsigned getRank() const { return getAxes().size(); }
    /// Index of the axis with `role` ('b', 's', 'h' or 'd'), -1 when absent.
    int64_t indexOf(char role) const;
    bool hasBatch() const { return indexOf('b') >= 0; }
    bool hasHeads() const { return indexOf('h') >= 0; }
    /// Extent of the axis with `role` in `shape`, 1 when absent.
    int64_t extentOf(char role, ::llvm::ArrayRef<int64_t> shape) const;
    /// One value per axis, outermost first: `batch`, `seq`, `head` or `dim`
    /// by the axis's role (indices into a tensor of this layout, its
    /// sizes, ...).
    template <typename T>
    ::llvm::SmallVector<T> arrange(T batch, T seq, T head, T dim) const {
      ::llvm::SmallVector<T> values;
      for (char role : getAxes())
        values.push_back(role == 'b'   ? batch
                         : role == 's' ? seq
                         : role == 'h' ? head
                                       : dim);
      return values;
    }
    /// The MLIR-free form (rope::rules) the reference, the code generators
    /// and the harnesses use.
    ::rope::rules::Layout toRules() const;
  }];
}

//===----------------------------------------------------------------------===//
// Kernel configurations
//===----------------------------------------------------------------------===//

def Rope_GpuKernelAttr : Rope_Attr<"GpuKernel", "gpu_kernel"> {
  let summary = "the GPU kernel configuration chosen for one rope op";
  let description = [{
    Chosen once by `rope-configure-gpu-kernels` and stored on a `rope.apply`
    or a `rope.attention` as `rope.gpu_kernel`; `convert-rope-to-gpu` builds
    the kernels from it and copies it onto the `gpu.func` and its
    `gpu.launch_func`. `name` is the kernel's symbol (an identifier:
    letters, digits and `_`, not starting with a digit; an attention's side
    kernels add `_keys` and `_merge`), `block_size` its threads per block,
    `vector_bytes` the width of every global load and store. `shared_bytes`
    depends on the op: a `rope.apply` kernel's static shared memory (one
    block per token row), a `rope.attention` kernel's dynamic shared memory
    (its tiles, `#rope.gpu_attention_plan`), which the launch must pass.

    ```mlir
    %y = rope.apply %x layout "bshd" params <> {rope.gpu_kernel =
        #rope.gpu_kernel<name = "decode_rope0", block_size = 160,
                         vector_bytes = 16, shared_bytes = 256>}
        : tensor<1x1x32x128xbf16>
    ```
  }];
  let parameters = (ins
    StringRefParameter<"kernel symbol">:$name,
    "int64_t":$block_size,
    "int64_t":$vector_bytes,
    "int64_t":$shared_bytes);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute of a rope op (and of its lowered kernel
    /// and launch) that holds its configuration.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return "rope.gpu_kernel";
    }
  }];
}

def Rope_GpuAttentionPlanAttr
    : Rope_Attr<"GpuAttentionPlan", "gpu_attention_plan"> {
  let summary = "the tensor-core attention kernel's plan for one rope.attention";
  let description = [{
    Chosen once by `rope-configure-gpu-kernels` for the target chip and
    stored on the op as `rope.gpu_attention_plan`, beside its
    `#rope.gpu_kernel` (kernel name, threads, shared memory);
    `convert-rope-to-gpu` builds the kernels from both and the kernel
    manifest copies them (docs/GPU.md, "Attention").

    - `heads_per_block`: query heads of one kv head sharing a block of 4
      warps (64 query rows; each head whole warps), so `64 /
      heads_per_block` positions each;
    - `query_in_registers`: Q's fragments stay in registers for the whole
      key loop (head dims up to 128), else they are read per key tile;
    - `key_rotation`: `once` (a `<name>_keys` kernel rotates every key
      before the attention), `per_block` (each block rotates the key tiles
      it loads, in shared memory) or `none` (the keys arrive rotated, or
      the rotation is the identity);
    - `rotate_queries`: false for the identity rotation;
    - `multiprocessors` of the chip and `min_keys_per_split`: the split
      rule's inputs when the extents are only known at launch.

    ```mlir
    {rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 4,
        query_in_registers = true, key_rotation = once,
        rotate_queries = true, multiprocessors = 132,
        min_keys_per_split = 256>}
    ```
  }];
  let parameters = (ins
    "int64_t":$heads_per_block,
    "bool":$query_in_registers,
    Rope_KeyRotationParam:$key_rotation,
    "bool":$rotate_queries,
    "int64_t":$multiprocessors,
    "int64_t":$min_keys_per_split);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute of a rope.attention that holds its plan.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return "rope.gpu_attention_plan";
    }
  }];
}

def Rope_CpuAttentionPlanAttr
    : Rope_Attr<"CpuAttentionPlan", "cpu_attention_plan"> {
  let summary = "the CPU attention kernel's plan for one rope.attention";
  let description = [{
    Chosen once by `rope-configure-cpu-kernels` from the target's vector
    width and the op's shapes, and stored on the op as
    `rope.cpu_attention_plan`; `convert-rope-to-vector` builds the kernel
    from it and the manifest copies it (docs/CPU.md, "Attention").

    - `vector_bits`: the width of every vector (16 f32 lanes at 512);
    - `query_block`, `key_block`: queries and keys per block;
    - `key_tile` x 2 vectors of queries: the register tile of the score
      product; `row_key_tile` keys x 4 rows: that of items with at most one
      vector of rows (decode);
    - `output_rows` x `value_vectors`: the register tile of P.V;
    - `group_heads`: query heads of one kv head that share a work item;
      an item whose kv head's whole group of queries fits one vector of
      rows (decode) takes the whole group, whatever this bound;
    - `kv_heads_per_item` (1, the default, left out when printed): at most
      this many consecutive kv heads share a work item of at most one
      vector of rows (decode), which reads them key block by key block, so
      the rows of a `bshd` cache's keys are read together instead of one
      row of every page per pass; at most 64;
    - `prefetch_order` (`heads`, the default, left out when printed): how
      the passes of such an item's kv heads over a key block request the
      next block's rows: each pass its own kv head's (`heads`), or together
      all of them in address order, key by key and within a key kv head by
      kv head (`address`), which memory serves faster while the passes keep
      reading head by head (docs/CPU.md, "Decode: several kv heads per work
      item");
    - `key_rotation`: `per_block` (each work item rotates the keys it
      packs), `once` (one pass rotates all keys first), `none` (the keys
      arrive rotated) or `at_run_time` (the extents decide, per call);
    - `key_splits`: ranges the keys of a work item are cut into, or 0 when
      the extents decide at run time;
    - `matmul`: `fma` (the default, left out when printed) or `amx`: the
      score product and P.V on AMX tiles (`tdpbf16ps`, f32 accumulation)
      from bf16 operands, queries and rotated keys rounded to bf16 and P
      rounded to bf16; the online softmax stays on vectors. `amx` needs
      `vector_bits = 512`, a `key_block` that is a multiple of 32, bf16 q, k
      and v, and a v head dim that is a multiple of 16. `bf16_dot`: as
      `fma`, but the products compute on AVX512-BF16 dot products
      (`vdpbf16ps`, f32 accumulation) instead of widening bf16 rows: with
      a bf16 k, the scores, from the queries rounded to bf16 and the keys
      as bf16 rows (a rotated cache read where it lies by items of few
      rows, else rotated and rounded to bf16 by the kernel); with a bf16 v
      whose head dim is a multiple of the lanes, P.V: two keys' value rows
      interleaved into bf16 pairs against both keys' probabilities rounded
      to bf16. Needs a bf16 k or v, and `vector_bits` of 128, 256 or
      512.

    Register tiles are unrolled, so each extent is at most 32 (vectors for
    `query_block`); `group_heads` is at most 256 and `key_block` at most
    4096, a multiple of `row_key_tile` and of `key_tile` x `query_block` /
    lanes (the score tiles of the last vector of rows). On an op, the plan's scratch tiles must also fit 1 MiB of a
    worker thread's stack for the op's head dims, which must be at most
    2048 together.

    ```mlir
    %o = rope.attention %q, %k, %v layout "bshd" causal params <>
        {rope.cpu_attention_plan = #rope.cpu_attention_plan<vector_bits = 512,
            query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4,
            output_rows = 4, value_vectors = 4, group_heads = 4,
            key_rotation = once, key_splits = 1>}
        : tensor<1x2048x32x128xf32>, tensor<1x2048x8x128xf32>,
          tensor<1x2048x8x128xf32>
    ```
  }];
  let parameters = (ins
    "int64_t":$vector_bits,
    "int64_t":$query_block,
    "int64_t":$key_block,
    "int64_t":$key_tile,
    "int64_t":$row_key_tile,
    "int64_t":$output_rows,
    "int64_t":$value_vectors,
    "int64_t":$group_heads,
    Rope_KeyRotationParam:$key_rotation,
    "int64_t":$key_splits,
    Rope_CpuMatmulParam:$matmul,
    DefaultValuedParameter<"int64_t", "1">:$kv_heads_per_item,
    Rope_PrefetchOrderParam:$prefetch_order);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute of a rope.attention that holds its plan.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return "rope.cpu_attention_plan";
    }
  }];
}

def Rope_CpuApplyPlanAttr : Rope_Attr<"CpuApplyPlan", "cpu_apply_plan"> {
  let summary = "the CPU rotation kernel's plan for one rope.apply";
  let description = [{
    Chosen once by `rope-configure-cpu-kernels` from the target's vector
    width and the op's head dim, and stored on the op as
    `rope.cpu_apply_plan`; `convert-rope-to-vector` builds the kernel from
    it and the manifest copies it (docs/CPU.md).

    - `vector_bits`: the width of every vector (16 f32 lanes at 512);
    - `unrolled`: each row as straight-line vector code (head dims up to
      512), or, when false, left to `convert-rope-to-linalg`'s loops.

    ```mlir
    %r = rope.apply %q layout "bshd" params <theta = 5.0e5>
        {rope.cpu_apply_plan = #rope.cpu_apply_plan<vector_bits = 512,
            unrolled = true>} : tensor<1x2048x32x128xbf16>
    ```
  }];
  let parameters = (ins "int64_t":$vector_bits, "bool":$unrolled);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute of a rope.apply that holds its plan.
    static constexpr ::llvm::StringLiteral getAttrName() {
      return "rope.cpu_apply_plan";
    }
  }];
}

//===----------------------------------------------------------------------===//
// All rotary parameters
//===----------------------------------------------------------------------===//

def Rope_ParamsAttr : Rope_Attr<"Params", "params"> {
  let summary = "every parameter of a rotary position embedding";
  let description = [{
    Base `theta` (default 10000), an optional scaling attribute (default
    schedule when absent), `rotary_dim` R (0, the default, means the whole
    head dim), `pairing` (`half` or `interleaved`), the partial-rotary
    convention `partial` (`leading`, `offset` with `rotary_offset`, or
    `proportional`) and the MLX-style `position_scale` (default 1). Semantics
    sections 2 and 3. Fields at their default are not printed. Float
    parameters, here and in the scaling attributes, take integer literals
    as well (`theta = 500000`, `factor = 8`) and print as floats.

    ```mlir
    #rope.params<theta = 5.000000e+05,
                 scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0,
                                        high_freq_factor = 4.0,
                                        original_max = 8192>>
    #rope.params<rotary_dim = 64, pairing = interleaved, partial = offset,
                 rotary_offset = 64>
    ```
  }];
  let parameters = (ins
    Rope_DefaultF64Param<"base theta", "10000.0">:$theta,
    OptionalParameter<"::mlir::rope::ScalingAttrInterface",
                      "frequency schedule">:$scaling,
    DefaultValuedParameter<"int64_t", "0", "rotary dims R, 0 = head dim">:$rotary_dim,
    Rope_PairingParam:$pairing,
    Rope_PartialModeParam:$partial,
    DefaultValuedParameter<"int64_t", "0", "first rotated channel">:$rotary_offset,
    Rope_DefaultF64Param<"position multiplier", "1.0">:$position_scale);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The full rules description for a head dim of `headDim`.
    ::rope::rules::RopeConfig toRules(int64_t headDim) const;
    /// True when the frequencies only depend on compile-time values.
    bool hasStaticFrequencies() const;
    /// True when the attention factor is 1 for every call.
    bool hasUnitAttentionFactor() const;
    /// True when only the channel fields are set (the table form).
    bool hasOnlyChannelFields() const;
  }];
}

#endif // ROPE_ATTRS_TD
