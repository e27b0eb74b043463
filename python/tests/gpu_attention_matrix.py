"""Writes the GPU attention matrix: rope.attention variants over what the
tensor-core kernel takes, as one module for rope-compile --target=nvptx.

Covered: prefill (dynamic and odd static lengths), decode (one token and a
few) against dynamic and static caches; causal or not; GQA 1, 4 and 8;
static, run-time and explicit ([S] and [B, S]) positions; every
compile-time scaling (default, linear, ntk, yarn, llama3, custom), both
pairings, the three partial conventions, a position scale; keys
rotated in place or arriving rotated; bf16 and f16; D in {64, 128, 256}.

    python3 python/tests/gpu_attention_matrix.py out.mlir [--max-head-dim N]
"""

import argparse
import itertools
import pathlib

SCALINGS = [
    "",
    "scaling = #rope.linear<factor = 4.0>",
    "scaling = #rope.ntk<alpha = 8.0>",
    "scaling = #rope.yarn<factor = 16.0, original_max = 4096>",
    "scaling = #rope.llama3<factor = 8.0, low_freq_factor = 1.0, "
    "high_freq_factor = 4.0, original_max = 8192>",
]
ROTATIONS = [
    "",
    "pairing = interleaved",
    "rotary_dim = {half}",
    "rotary_dim = {half}, partial = offset, rotary_offset = {quarter}",
    "rotary_dim = {half}, partial = proportional",
    "position_scale = 0.5",
    "scaling = #rope.custom<freqs = [{custom}]>",
]
# (name, query tokens, key tokens): "?" is a dynamic extent.
SHAPES = [
    ("prefill", "?", "?"),
    ("odd", "200", "200"),
    ("decode", "1", "?"),
    ("few", "3", "4096"),
]
POSITIONS = ["static", "runtime", "explicit", "per_batch"]


def params(theta, scaling, rotation, dim):
    fields = [f"theta = {theta:.6e}"]
    custom = ", ".join(f"{0.5 ** (i / 4):.6e}" for i in range(dim // 2))
    rotation = rotation.format(half=dim // 2, quarter=dim // 4, custom=custom)
    if rotation.startswith("scaling"):
        scaling = ""
    fields += [f for f in (rotation, scaling) if f]
    return "<" + ", ".join(fields) + ">"


def case(index, shape, positions, group, dtype, dim, causal, keys_rotated,
         scaling, rotation):
    name, sq, sk = shape
    batch = 2 if positions == "per_batch" else 1
    kv_heads = 8 // group
    q_type = f"tensor<{batch}x{sq}x8x{dim}x{dtype}>"
    k_type = f"tensor<{batch}x{sk}x{kv_heads}x{dim}x{dtype}>"
    args = [f"%q: {q_type}", f"%k: {k_type}", f"%v: {k_type}"]
    operands = ""
    if positions == "static":
        operands = " static_q_offset = 4000 static_k_offset = 4000"
    elif positions == "runtime":
        args += ["%qo: index", "%ko: i64"]
        operands = " q_offset %qo : index k_offset %ko : i64"
    else:
        rows = f"{batch}x" if positions == "per_batch" else ""
        args += [f"%qp: tensor<{rows}{sq}xi32>", f"%kp: tensor<{rows}{sk}xi64>"]
        operands = (f" q_positions %qp : tensor<{rows}{sq}xi32>"
                    f" k_positions %kp : tensor<{rows}{sk}xi64>")
    attrs = ""
    if positions == "static":
        # Static offsets are attributes of the op.
        attrs = " {static_q_offset = 4000 : i64, static_k_offset = 4000 : i64}"
        operands = ""
    flags = (" causal" if causal else "") + (" keys_rotated" if keys_rotated else "")
    p = params(10000.0 * (1 + index % 50), scaling, rotation, dim)
    fn = f"attn{index}_{name}_{positions}_g{group}_{dtype}_d{dim}"
    return (f"func.func @{fn}({', '.join(args)}) -> {q_type} {{\n"
            f"  %o = rope.attention %q, %k, %v layout \"bshd\"{operands}{flags} "
            f"params {p}{attrs} : {q_type}, {k_type}, {k_type}\n"
            f"  return %o : {q_type}\n}}\n")


def cases(max_head_dim):
    dims = [d for d in (64, 128, 256) if d <= max_head_dim]
    out = []
    combos = itertools.product(SHAPES, POSITIONS, (1, 4, 8))
    for index, (shape, positions, group) in enumerate(combos):
        dtype = ("bf16", "f16")[index % 2]
        dim = dims[index % len(dims)]
        causal = index % 3 != 2
        keys_rotated = index % 5 == 4
        scaling = SCALINGS[index % len(SCALINGS)]
        rotation = ROTATIONS[index % len(ROTATIONS)]
        out.append(case(index, shape, positions, group, dtype, dim, causal,
                        keys_rotated, scaling, rotation))
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--max-head-dim", type=int, default=256)
    args = parser.parse_args()
    kernels = cases(args.max_head_dim)
    args.out.write_text("\n".join(kernels))
    print(f"{len(kernels)} attention ops")
