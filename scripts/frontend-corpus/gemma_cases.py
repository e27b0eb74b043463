"""jax, Google DeepMind's `gemma` library (PyPI gemma, pure JAX on Flax
linen): its attention module `gemma.gm.nn._modules.Attention` in Gemma 1,
Gemma 2 and Gemma 3 settings (the `jax` route), with tiny dimensions, random
parameters, and positions and mask built by the library's own helpers from
an input mask, as its Transformer does (`_types.InputConfig`: positions =
`build_positions_from_mask(inputs_mask)`, a cumsum; the mask =
`make_causal_bidirectional_attention_mask(inputs_mask)`, tril(ones) and-ed
with the input mask). The `-positions` cases pass the positions as an
argument instead, as the library's sampler does on every step, and the
input mask as int32 (compared with 0 in the function): IREE lowers the
cumsum to iree_linalg_ext.scan, which only IREE runs, and rope-compile's
entry points take no bool tensors, so these are the gemma modules the tests
can also run.

gemma's package __init__ pulls in kauldron (and through it tensorflow);
`load_gemma()` loads only the modules needed, by path, with stand-ins for the
two kauldron names they use (`kd.nn.Identity`, an identity Flax module;
`kauldron.typing`'s array annotations and `typechecked`, no-ops).
"""

import importlib
import importlib.metadata
import re
import sys
import types
from pathlib import Path

import numpy as np

from common import SEQ, run_iree, seed_of

PAD = 3         # left padding of the second batch row
BATCH = 2


def load_gemma():
    """(gemma's _modules, _pos_utils, _attention_mask, _positional_embeddings,
    _layers) without importing the gemma package's __init__."""
    if "gemma.gm.nn._modules" in sys.modules:
        m = sys.modules
        return (m["gemma.gm.nn._modules"], m["gemma.gm.math._pos_utils"],
                m["gemma.gm.utils._attention_mask"], m["gemma.gm.math._positional_embeddings"],
                m["gemma.gm.nn._layers"])
    import flax.linen as nn
    spec = importlib.util.find_spec("gemma")
    root = Path(spec.submodule_search_locations[0])

    def package(name, path):
        mod = types.ModuleType(name)
        mod.__path__ = [str(path)]
        sys.modules.setdefault(name, mod)
    for name, path in (("gemma", root), ("gemma.gm", root / "gm"),
                       ("gemma.gm.math", root / "gm" / "math"),
                       ("gemma.gm.nn", root / "gm" / "nn"),
                       ("gemma.gm.utils", root / "gm" / "utils")):
        package(name, path)

    class Identity(nn.Module):
        @nn.compact
        def __call__(self, x):
            return x

    class Annotation:
        def __getitem__(self, _):
            return object

    typing = types.ModuleType("kauldron.typing")
    typing.Bool = typing.Int = typing.Float = Annotation()
    typing.typechecked = lambda f: f
    kauldron = types.ModuleType("kauldron")
    kauldron.__path__ = []
    kauldron.kd = types.SimpleNamespace(nn=types.SimpleNamespace(Identity=Identity))
    kauldron.typing = typing
    sys.modules.setdefault("kauldron", kauldron)
    sys.modules.setdefault("kauldron.typing", typing)
    return (importlib.import_module("gemma.gm.nn._modules"),
            importlib.import_module("gemma.gm.math._pos_utils"),
            importlib.import_module("gemma.gm.utils._attention_mask"),
            importlib.import_module("gemma.gm.math._positional_embeddings"),
            importlib.import_module("gemma.gm.nn._layers"))


# Tiny versions of the released settings (gm.nn.Gemma2_2B, Gemma3_1B, ...):
# the attention arguments that differ between generations.
SETTINGS = {
    "gemma1": dict(num_heads=4, num_kv_heads=4, features=64, head_dim=16,
                   rope_base_frequency=10_000, rope_scale_factor=1.0,
                   attn_logits_soft_cap=None, use_qk_norm=False,
                   note="Gemma 1: multi-head (num_kv_heads == num_heads), so one fused "
                        "qkv_einsum [3, heads, features, head_dim]; theta 1e4"),
    "gemma2": dict(num_heads=4, num_kv_heads=2, features=64, head_dim=16,
                   rope_base_frequency=10_000, rope_scale_factor=1.0,
                   attn_logits_soft_cap=50.0, use_qk_norm=False,
                   note="Gemma 2 global layer: GQA (q_einsum, kv_einsum [2, kv_heads, "
                        "features, head_dim]; the scores as grouped einsums "
                        "'BTKGH,BSKH->BTKGS'), logits soft-capped: tanh(logits / 50) * 50 "
                        "before the mask; theta 1e4"),
    "gemma3": dict(num_heads=4, num_kv_heads=2, features=64, head_dim=16,
                   rope_base_frequency=1_000_000, rope_scale_factor=8.0,
                   attn_logits_soft_cap=None, use_qk_norm=True,
                   note="Gemma 3 global layer: GQA, q/k RMSNorm (x * rsqrt(mean(x^2) + "
                        "1e-6) * (1 + scale), over head_dim) before RoPE; theta 1e6 with "
                        "scale factor 8 (the angles divided by 8)"),
}


def cases():
    out = []
    for fam, dtypes in (("gemma1", ("f32",)), ("gemma2", ("f32",)),
                        ("gemma3", ("f32", "bf16"))):
        s = SETTINGS[fam]
        suffix = "" if fam == "gemma1" else "-global"
        for dtype in dtypes:
            rp = {"rope_type": "default" if s["rope_scale_factor"] == 1.0 else "linear",
                  "rope_theta": float(s["rope_base_frequency"])}
            if s["rope_scale_factor"] != 1.0:
                rp["factor"] = s["rope_scale_factor"]
            qk = "rms-per-head-gemma" if s["use_qk_norm"] else "none"
            # Gemma 2's soft cap is refused whichever way the positions come.
            given = (False, True) if dtype == "f32" and fam != "gemma2" else (False,)
            for positions_arg in given:
                tail = "-positions" if positions_arg else ""
                out.append(dict(
                    name=f"{fam}-attention{suffix}{tail}-{dtype}",
                    family=f"{fam} (JAX, gemma library)", gemma=fam, dtype=dtype,
                    kind="attention", route="jax",
                    positions="runtime" if positions_arg else "from-mask",
                    positions_arg=positions_arg, cache="none", mask_code="causal+padding",
                    qk_norm=qk, nope_layers=[], frontend="jax", export=export_gemma,
                    rope_parameters=rp,
                    attention_blocks=[{"index": 0, "layer": 0, "layer_type": "full_attention",
                                       "rope": True, "rope_parameters": rp,
                                       "rotary_dim": s["head_dim"], "mask": "causal+padding",
                                       "sliding_window": None, "qk_norm": qk,
                                       "logit_softcap": s["attn_logits_soft_cap"]}]))
    return out


class _Float64Numpy:
    """jax.numpy with float32 read as float64: what gemma's apply_rope asks
    for explicitly (jnp.arange(..., dtype=jnp.float32)) becomes float64 for
    the float64 reference."""

    def __init__(self, jnp):
        self._jnp = jnp

    def __getattr__(self, name):
        return self._jnp.float64 if name == "float32" else getattr(self._jnp, name)


def attention_fn(fam, x64=False, positions_arg=False):
    """f(params, x, inputs_mask) -> the attention output, the library's way;
    with `positions_arg`, f(params, x, positions, inputs_mask)."""
    import jax.numpy as jnp
    modules, pos_utils, masks, rope, _ = load_gemma()
    s = SETTINGS[fam]
    attn = modules.Attention(
        num_heads=s["num_heads"], num_kv_heads=s["num_kv_heads"], features=s["features"],
        head_dim=s["head_dim"], attn_type=modules.AttentionType.GLOBAL,
        query_pre_attn_scalar=s["head_dim"] ** -0.5,
        rope_base_frequency=s["rope_base_frequency"],
        rope_scale_factor=s["rope_scale_factor"],
        attn_logits_soft_cap=s["attn_logits_soft_cap"], use_qk_norm=s["use_qk_norm"])

    def f(params, x, *rest):
        if positions_arg:
            # The mask as int32 (1 = a real token): rope-compile's entry points
            # take no bool tensors.
            positions, inputs_mask = rest
            inputs_mask = inputs_mask != 0
        else:
            (inputs_mask,) = rest
            positions = pos_utils.build_positions_from_mask(inputs_mask)
        mask = masks.make_causal_bidirectional_attention_mask(inputs_mask)
        saved = rope.jnp
        if x64:
            rope.jnp = _Float64Numpy(jnp)
        try:
            return attn.apply({"params": params}, x, positions, None, mask)[1]
        finally:
            rope.jnp = saved
    return attn, f


def export_gemma(case, raw_dir):
    import jax
    import jax.numpy as jnp
    fam, s = case["gemma"], SETTINGS[case["gemma"]]
    dt = {"f32": jnp.float32, "bf16": jnp.bfloat16}[case["dtype"]]
    rng = np.random.default_rng(seed_of(case["name"].replace("-bf16", "-f32")))
    positions_arg = case["positions_arg"]
    attn, f = attention_fn(fam, positions_arg=positions_arg)
    inputs_mask = np.ones((BATCH, SEQ), dtype=bool)
    inputs_mask[-1, :PAD] = False
    x0 = jnp.zeros((BATCH, SEQ, s["features"]), jnp.float32)
    shapes = attn.init(jax.random.PRNGKey(0), x0, jnp.zeros((BATCH, SEQ), jnp.int32), None,
                       jnp.ones((BATCH, SEQ, SEQ), bool))["params"]

    def rand(path, leaf):
        name = jax.tree_util.keystr(path)
        if "norm" in name:      # RMSNorm scale, used as (1 + scale)
            v = rng.standard_normal(leaf.shape) * 0.1
        else:                   # einsum weights: fan-in scaled
            fan_in = s["features"] if "attn_vec" not in name else s["num_heads"] * s["head_dim"]
            v = rng.standard_normal(leaf.shape) * fan_in ** -0.5
        return jnp.asarray(v.astype(np.float32)).astype(dt)
    params = jax.tree_util.tree_map_with_path(rand, shapes)
    x = jnp.asarray(rng.standard_normal((BATCH, SEQ, s["features"])).astype(np.float32)).astype(dt)
    mask = jnp.asarray(inputs_mask)
    args = (params, x, mask)
    if positions_arg:
        _, pos_utils, _, _, _ = load_gemma()
        positions = jnp.asarray(np.asarray(pos_utils.build_positions_from_mask(mask)))
        args = (params, x, positions, jnp.asarray(inputs_mask.astype(np.int32)))
    jitted = jax.jit(f)
    out = jitted(*args)
    stablehlo = jitted.lower(*args).as_text()
    lowered, flags = run_iree(stablehlo, "stablehlo", raw_dir, case["name"])
    outs64 = gemma_f64_outputs(fam, args, positions_arg)

    flat, _ = jax.tree_util.tree_flatten_with_path(args)
    arg_names = []
    for path, leaf in flat:
        key = jax.tree_util.keystr(path)
        if key.startswith("[0]"):
            arg_names.append("params" + key[3:] + " " + str(list(leaf.shape)))
        elif key == "[1]":
            arg_names.append("x [batch, seq, features]")
        elif key == "[2]" and positions_arg:
            arg_names.append("positions [batch, seq] (int32: build_positions_from_mask of "
                             "inputs_mask, computed outside)")
        else:
            kind = "int32; 0" if positions_arg else "bool; false"
            arg_names.append(f"inputs_mask [batch, seq] ({kind} = padding: the last "
                             f"row's first {PAD} tokens)")
    inputs = list(zip(arg_names, [leaf for _, leaf in flat]))
    proj = {}
    for path, leaf in jax.tree_util.tree_flatten_with_path(params)[0]:
        proj[jax.tree_util.keystr(path)] = list(leaf.shape)
    groups = s["num_heads"] // s["num_kv_heads"]
    meta = {
        "frontend": "stablehlo via jax",
        "pipeline": "gemma.gm.nn._modules.Attention.apply under jax.jit(f).lower(...)"
                    ".as_text() (StableHLO) -> iree-compile " + " ".join(flags)
                    + " -> rope_mlir.iree.strip",
        "library": {"gemma": importlib.metadata.version("gemma"),
                    "flax": importlib.metadata.version("flax"),
                    "module": "gemma.gm.nn._modules.Attention (attn_type GLOBAL)",
                    "loaded": "by path, without the package __init__ (kauldron stand-ins: "
                              "kd.nn.Identity, kauldron.typing)"},
        "attention_args": {k: v for k, v in s.items() if k != "note"}
        | {"query_pre_attn_scalar": s["head_dim"] ** -0.5, "attn_type": "GLOBAL"},
        "family_note": s["note"],
        "weights": "random normal (numpy default_rng; einsum weights scaled by fan-in**-0.5, "
                   "RMSNorm scales 0.1 * N(0, 1)); the params pytree is flattened into "
                   "arguments in key order",
        "rope_parameters": case["rope_parameters"],
        "rotary_dim": s["head_dim"],
        "rotary_style": "rotate_half (gemma apply_rope): first_half * cos - second_half * "
                        "sin, second_half * cos + first_half * sin, concatenated; angles = "
                        "position / theta**(2i/head_dim) / scale_factor, in float32",
        "outputs_from": "jax.jit on the CPU backend",
        "num_heads": s["num_heads"], "num_kv_heads": s["num_kv_heads"],
        "head_dim": s["head_dim"], "causal": True, "batch": BATCH,
        "mask_description": "make_causal_bidirectional_attention_mask(inputs_mask): "
                            "inputs_mask[b, None, :] * tril(ones((seq, seq), bool)) "
                            "[batch, q, kv], then jnp.where(mask[:, :, None, :], logits, "
                            "K_MASK = -2.3819763e38) on logits [batch, q, heads, kv]; padded "
                            "query rows see no key (every logit K_MASK: a uniform softmax)",
        "positions_description": ("an argument: " if positions_arg else "")
                                 + "build_positions_from_mask(inputs_mask): p = cumsum("
                                 "inputs_mask, -1); p - (p >= 1) (int32): 0-based from the "
                                 "first real token; padding before it gets 0",
        "head_layout": {
            "num_heads": s["num_heads"], "num_kv_heads": s["num_kv_heads"],
            "head_dim": s["head_dim"], "rotary_dim": s["head_dim"], "rope_layout": "bshd",
            "rope_applied_to": "q [batch, seq, heads, head_dim] and k [batch, seq, kv_heads, "
                               "head_dim] (einsum outputs 'BTNH')",
            "projections": proj,
            "qkv_split": ("qkv_einsum 'BTD,SNDH->SBTNH' with w [3, heads, features, "
                          "head_dim]: index 0 q, 1 k, 2 v" if groups == 1 else
                          "q_einsum 'BTD,NDH->BTNH' w [heads, features, head_dim]; kv_einsum "
                          "'BSD,CKDH->CBSKH' w [2, kv_heads, features, head_dim]: index 0 k, "
                          "1 v"),
            "kv_heads_to_query_heads": "none" if groups == 1 else
            f"grouped einsum: q reshaped [batch, seq, kv_heads, {groups}, head_dim]; query "
            f"head h reads kv head h // {groups}",
            "scores": ("query * query_pre_attn_scalar after RoPE, then "
                       + ("einsum('BTNH,BSNH->BTNS')" if groups == 1 else
                          "einsum('BTKGH,BSKH->BTKGS') reshaped [batch, q, heads, kv]")
                       + (f"; soft cap tanh(logits / {s['attn_logits_soft_cap']}) * "
                          f"{s['attn_logits_soft_cap']}" if s["attn_logits_soft_cap"] else "")
                       + "; then the mask"),
            "scaling": s["head_dim"] ** -0.5,
            "softmax": "jax.nn.softmax over kv in the model dtype, cast to the key's dtype",
            "output": "einsum over heads and head_dim with attn_vec_einsum w [heads, "
                      "head_dim, features] ('BTNH,NHD->BTD')",
        },
    }
    if s["use_qk_norm"]:
        meta["head_layout"]["qk_norm"] = "_query_norm / _key_norm: gemma RMSNorm over head_dim"
    return lowered, inputs, [("out [batch, seq, features]", out)], meta, (outs64, F64_GEMMA)


F64_GEMMA = ("jax.jit on the CPU backend with x64 enabled, the same gemma Attention on the "
             "params and x upcast exactly to float64 (bf16 cases: the float64 reference of "
             "the same bf16 values), inputs_mask unchanged; gemma's apply_rope asks for "
             "float32 explicitly (jnp.arange(..., dtype=jnp.float32)), read as float64 "
             "while tracing; the jaxpr holds no f32, bf16 or f16")


def gemma_f64_outputs(fam, args, positions_arg):
    import jax
    import jax.numpy as jnp

    def up(a):
        a = np.asarray(a)
        if a.dtype.name == "bfloat16" or np.issubdtype(a.dtype, np.floating):
            return jnp.asarray(a.astype(np.float64))
        return jnp.asarray(a)

    with jax.enable_x64(True):
        args64 = jax.tree_util.tree_map(up, args)
        _, f = attention_fn(fam, x64=True, positions_arg=positions_arg)
        jaxpr = str(jax.make_jaxpr(f)(*args64))
        narrow = sorted(set(re.findall(r"\b(?:f32|bf16|f16)\b", jaxpr)))
        if narrow:
            raise RuntimeError(f"float64 function computes in {narrow}")
        out = np.asarray(jax.jit(f)(*args64))
    if out.dtype != np.float64:
        raise RuntimeError(f"float64 run returned {out.dtype}")
    return [out]
