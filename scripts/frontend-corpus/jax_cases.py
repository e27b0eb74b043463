"""jax: Llama attention and RoPE the way JAX code writes it (the `jax`
route), exported as StableHLO."""

import math
import re

import numpy as np

from common import COMPLEX, HALF, MAX_POS, RUNTIME_POS0, SEQ, run_iree, seed_of

JAX_CFG = dict(hidden=64, heads=4, kv_heads=2, head_dim=16, theta=10000.0,
               max_len=MAX_POS)


def jax_functions(x64=False):
    """The JAX code of the cases. Where it computes in float32 whatever the
    model's dtype (the freqs_cis table, the complex product, inv_freq, cos,
    sin, the softmax), x64=True computes in float64 instead (complex128 for
    the complex form); it needs jax's x64 mode."""
    import jax
    import jax.numpy as jnp

    c = JAX_CFG
    D, H, KVH = c["head_dim"], c["heads"], c["kv_heads"]
    F = jnp.float64 if x64 else jnp.float32         # the explicit float32 of the code
    NF = np.float64 if x64 else np.float32

    def precompute_freqs_cis(dim, end, theta):
        # Computed once in numpy at trace time: a constant table in the IR.
        freqs = 1.0 / (theta ** (np.arange(0, dim, 2)[: dim // 2].astype(NF) / dim))
        t = np.arange(end)
        freqs = np.outer(t, freqs).astype(NF)
        return np.cos(freqs) + 1j * np.sin(freqs)          # complex64 [end, dim/2]

    def rope_complex(xq, xk, freqs_cis, dtype, conj=False):
        # x [b, s, h, d] -> pairs (2i, 2i+1) as complex numbers.
        def rot(x):
            xr = x.astype(F).reshape(*x.shape[:-1], -1, 2)
            xc = jax.lax.complex(xr[..., 0], xr[..., 1])
            f = freqs_cis[:, :, None, :]
            xo = xc * (jnp.conj(f) if conj else f)
            return jnp.stack((jnp.real(xo), jnp.imag(xo)), axis=-1).reshape(x.shape).astype(dtype)
        return rot(xq), rot(xk)

    def rotate_half(x):
        x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
        return jnp.concatenate((-x2, x1), axis=-1)

    def cos_sin(positions, dtype):
        inv_freq = 1.0 / (c["theta"] ** (jnp.arange(0, D, 2, dtype=F) / D))
        freqs = positions[..., None].astype(F) * inv_freq
        emb = jnp.concatenate((freqs, freqs), axis=-1)
        return jnp.cos(emb).astype(dtype), jnp.sin(emb).astype(dtype)

    def rope_half(xq, xk, positions, dtype, variant=None):
        cos, sin = cos_sin(positions, dtype)
        cos, sin = cos[:, :, None, :], sin[:, :, None, :]       # [b, s, 1, d]
        if variant == "swapped-halves":
            def rh(x):
                h = x.shape[-1] // 2
                return jnp.concatenate((-x[..., :h], x[..., h:]), axis=-1)
        else:
            rh = rotate_half
        return (xq * cos + rh(xq) * sin, xk * cos + rh(xk) * sin)

    def attention(params, x, positions, form, dtype, mask_variant="causal", rope_variant=None):
        b, s, _ = x.shape
        xq = (x @ params["wq"]).reshape(b, s, H, D)
        xk = (x @ params["wk"]).reshape(b, s, KVH, D)
        xv = (x @ params["wv"]).reshape(b, s, KVH, D)
        if form == "complex":
            freqs_cis = jnp.take(jnp.asarray(precompute_freqs_cis(D, c["max_len"], c["theta"])),
                                 positions, axis=0)
            xq, xk = rope_complex(xq, xk, freqs_cis, dtype, conj=rope_variant == "conj")
        else:
            xq, xk = rope_half(xq, xk, positions, dtype, rope_variant)
        xk = jnp.repeat(xk, H // KVH, axis=2)
        xv = jnp.repeat(xv, H // KVH, axis=2)
        scores = jnp.einsum("bqhd,bkhd->bhqk", xq, xk) / math.sqrt(D)
        if mask_variant == "flax":
            # Flax's own helper: iota comparisons (arange(s)[:, None] >=
            # arange(s)[None, :]) broadcast to [b, 1, s, s], applied the way
            # flax.linen.dot_product_attention applies a mask.
            import flax.linen as nn
            mask = nn.make_causal_mask(jnp.ones((b, s), jnp.int32), dtype=jnp.bool_)
            scores = jnp.where(mask, scores, jnp.finfo(dtype).min)
        else:
            if mask_variant == "causal":
                mask = jnp.tril(jnp.ones((s, s), dtype=bool))
            else:   # one token of look-ahead
                mask = jnp.tril(jnp.ones((s, s), dtype=bool), k=1)
            scores = jnp.where(mask[None, None], scores, jnp.finfo(dtype).min)
        probs = jax.nn.softmax(scores.astype(F), axis=-1).astype(dtype)
        out = jnp.einsum("bhqk,bkhd->bqhd", probs, xv).reshape(b, s, H * D)
        return out @ params["wo"]

    return dict(attention=attention, rope_complex=rope_complex, rope_half=rope_half,
                precompute_freqs_cis=precompute_freqs_cis)


def jax_cases():
    cases = []
    for form in ("complex", "rotate-half"):
        for dtype in ("f32", "bf16"):
            for pos in ("fixed", "runtime"):
                cases.append(dict(name=f"llama-{form}-attention-{pos}-{dtype}",
                                  family="llama (JAX)", form=form, dtype=dtype,
                                  kind="attention", positions=pos, mask="causal"))
            cases.append(dict(name=f"llama-{form}-rope-{dtype}", family="llama (JAX)",
                              form=form, dtype=dtype, kind="rope-only", positions="runtime"))
    cases.append(dict(name="neg-llama-complex-rope-conj-f32", family="llama (JAX)",
                      form="complex", dtype="f32", kind="negative", positions="runtime",
                      rope_variant="conj",
                      negative="multiplies by conj(freqs_cis): rotation by -theta (wrong sign)"))
    cases.append(dict(name="neg-llama-rotate-half-rope-swapped-halves-f32",
                      family="llama (JAX)", form="rotate-half", dtype="f32",
                      kind="negative", positions="runtime", rope_variant="swapped-halves",
                      negative="rotate_half without the swap: concat(-x1, x2)"))
    cases.append(dict(name="neg-llama-complex-attention-lookahead-f32", family="llama (JAX)",
                      form="complex", dtype="f32", kind="negative", positions="runtime",
                      mask="tril-k1", attention=True,
                      negative="mask jnp.tril(ones, k=1): each query also sees the next key"))
    cases.append(dict(name="llama-rotate-half-attention-flax-mask-f32", family="llama (JAX)",
                      form="rotate-half", dtype="f32", kind="attention", positions="runtime",
                      mask="flax"))
    for case in cases:
        attention = case["kind"] == "attention" or case.get("attention")
        mask = ("causal" if case.get("mask") in ("causal", "flax") else "causal-lookahead-1") \
            if attention else "none"
        case.update(frontend="jax", route="jax", mask_code=mask, cache="none",
                    qk_norm="none", nope_layers=[], export=export_jax,
                    attention_blocks=[{
                        "index": 0, "layer": 0, "layer_type": "full_attention", "rope": True,
                        "rope_parameters": {"rope_type": "default",
                                            "rope_theta": JAX_CFG["theta"]},
                        "rotary_dim": JAX_CFG["head_dim"], "mask": mask,
                        "sliding_window": None, "qk_norm": "none",
                        "logit_softcap": None}] if attention else [])
    return cases


def export_jax(case, raw_dir):
    import jax
    import jax.numpy as jnp

    fns = jax_functions()
    c = JAX_CFG
    dt = {"f32": jnp.float32, "bf16": jnp.bfloat16}[case["dtype"]]
    rng = np.random.default_rng(seed_of(case["name"].replace("-bf16", "-f32")))
    is_attention = case["kind"] == "attention" or case.get("attention")
    form = "complex" if case["form"] == "complex" else "half"
    variant = case.get("rope_variant")
    fixed = case["positions"] == "fixed"
    S = SEQ

    def arr(shape, scale=1.0):
        return jnp.asarray((rng.standard_normal(shape) * scale).astype(np.float32)).astype(dt)

    pos_rt = jnp.arange(RUNTIME_POS0, RUNTIME_POS0 + S, dtype=jnp.int32)[None]
    mask_variant = {"causal": "causal", "flax": "flax", "tril-k1": "lookahead"}[
        case.get("mask", "causal")]
    if is_attention:
        hd = c["hidden"]
        params = {"wq": arr((hd, c["heads"] * c["head_dim"]), hd ** -0.5),
                  "wk": arr((hd, c["kv_heads"] * c["head_dim"]), hd ** -0.5),
                  "wv": arr((hd, c["kv_heads"] * c["head_dim"]), hd ** -0.5),
                  "wo": arr((c["heads"] * c["head_dim"], hd), hd ** -0.5)}
        x = arr((1, S, hd))
        if fixed:
            args = (params, x)
            names = [f"params['{k}']" for k in sorted(params)] + ["x [batch, seq, hidden]"]
        else:
            args = (params, x, pos_rt)
            names = ([f"params['{k}']" for k in sorted(params)]
                     + ["x [batch, seq, hidden]", "positions [batch, seq]"])
    else:
        xq = arr((1, S, c["heads"], c["head_dim"]))
        xk = arr((1, S, c["kv_heads"], c["head_dim"]))
        args = (xq, xk, pos_rt)
        names = ["xq [batch, seq, heads, head_dim]", "xk [batch, seq, kv_heads, head_dim]",
                 "positions [batch, seq]"]

    def build(fns, dt):
        """The case's function over jax_functions() `fns`, in model dtype `dt`."""
        if is_attention and fixed:
            def f(params, x):
                positions = jnp.arange(x.shape[1], dtype=jnp.int32)[None]
                return fns["attention"](params, x, positions, form, dt, mask_variant, variant)
        elif is_attention:
            def f(params, x, positions):
                return fns["attention"](params, x, positions, form, dt, mask_variant, variant)
        elif form == "complex":
            def f(xq, xk, positions):
                table = jnp.asarray(fns["precompute_freqs_cis"](c["head_dim"], c["max_len"],
                                                                c["theta"]))
                freqs_cis = jnp.take(table, positions, axis=0)
                return fns["rope_complex"](xq, xk, freqs_cis, dt, conj=variant == "conj")
        else:
            def f(xq, xk, positions):
                return fns["rope_half"](xq, xk, positions, dt, variant)
        return f

    f = build(fns, dt)
    jitted = jax.jit(f)
    outs = jitted(*args)
    if not isinstance(outs, tuple):
        outs = (outs,)
    stablehlo = jitted.lower(*args).as_text()
    lowered, flags = run_iree(stablehlo, "stablehlo", raw_dir, case["name"])
    outs64 = jax_f64_outputs(build, args)
    flat = jax.tree_util.tree_leaves(args)
    inputs = list(zip(names, flat))
    meta = {
        "frontend": "stablehlo via jax",
        "pipeline": "jax.jit(f).lower(...).as_text() (StableHLO) -> iree-compile "
                    + " ".join(flags) + " -> rope_mlir.iree.strip",
        "form": {"complex": "EasyLM / Meta Llama JAX style: pairs (2i, 2i+1) as complex "
                            "numbers (jax.lax.complex), multiplied by a freqs_cis table "
                            "precomputed in numpy and gathered with jnp.take",
                 "half": "rotate_half style: inv_freq, outer product with the positions, "
                         "concat, cos, sin computed in the graph"}[form],
        "weights": "random normal, numpy default_rng; JAX parameters are arguments "
                   "(a params dict, flattened in key order)" if is_attention else None,
        "rope_parameters": {"rope_type": "default", "rope_theta": c["theta"]},
        "rotary_dim": c["head_dim"],
        "rotary_style": COMPLEX.replace("polar(1, freqs)", "freqs_cis") if form == "complex"
        else HALF,
        "outputs_from": "jax.jit on the CPU backend",
    }
    if is_attention:
        meta.update({"num_heads": c["heads"], "num_kv_heads": c["kv_heads"],
                     "head_dim": c["head_dim"], "causal": mask_variant != "lookahead",
                     "mask_description": "jnp.where(jnp.tril(ones((s, s), bool)" +
                             (", k=1" if mask_variant != "causal" else "") +
                             ")[None, None], scores, jnp.finfo(dtype).min) before "
                             "jax.nn.softmax in float32" if mask_variant != "flax" else
                             "flax.linen.make_causal_mask(ones((b, s))): make_attention_mask"
                             "(idx, idx, jnp.greater_equal) with idx = broadcast arange(s) "
                             "(iota comparisons, q >= kv), [b, 1, s, s] bool; then "
                             "jnp.where(mask, scores, jnp.finfo(dtype).min) as "
                             "flax.linen.dot_product_attention applies it, before "
                             "jax.nn.softmax in float32"})
        meta["head_layout"] = {
            "num_heads": c["heads"], "num_kv_heads": c["kv_heads"],
            "head_dim": c["head_dim"], "rotary_dim": c["head_dim"], "rope_layout": "bshd",
            "rope_applied_to": "xq [batch, seq, heads, head_dim] and xk "
                               "[batch, seq, kv_heads, head_dim]",
            "projections": {k: {"in": int(v.shape[0]), "out": int(v.shape[1]), "bias": False}
                            for k, v in sorted(params.items())},
            "kv_heads_to_query_heads": f"jnp.repeat(xk, {c['heads'] // c['kv_heads']}, "
                                       f"axis=2): query head h reads kv head "
                                       f"h // {c['heads'] // c['kv_heads']}",
            "scores": "[batch, heads, q, kv] = einsum('bqhd,bkhd->bhqk', xq, xk) / "
                      "sqrt(head_dim), then the mask",
            "scaling": 1.0 / math.sqrt(c["head_dim"]),
            "softmax": "jax.nn.softmax on scores.astype(float32), cast back to the dtype",
            "output": "einsum('bhqk,bkhd->bqhd', probs, xv) reshaped [batch, seq, "
                      "heads*head_dim] @ params['wo']",
        }
    names = ["out [batch, seq, hidden]"] if is_attention else ["xq_out", "xk_out"]
    return lowered, inputs, list(zip(names, outs)), meta, (outs64, F64_JAX)


F64_JAX = ("jax.jit on the CPU backend with x64 enabled (`with jax.enable_x64(True)`), "
           "the same function built from jax_functions(x64=True): model dtype float64, "
           "and the float32 the code asks for explicitly (the numpy freqs_cis table - then "
           "complex128 -, the complex product, inv_freq, positions * inv_freq, cos, sin, the "
           "softmax) float64 instead; params and x are the npz arguments upcast exactly "
           "(bf16 cases: the float64 reference of the same bf16 values), positions "
           "unchanged (int32)")


def jax_f64_outputs(build, args):
    """The case's outputs in float64: build(jax_functions(x64=True), float64)
    jitted under x64 on the arguments upcast exactly. A list of numpy arrays."""
    import jax
    import jax.numpy as jnp

    def up(a):
        a = np.asarray(a)
        if a.dtype.name == "bfloat16" or np.issubdtype(a.dtype, np.floating):
            return jnp.asarray(a.astype(np.float64))
        return jnp.asarray(a)

    with jax.enable_x64(True):
        args64 = jax.tree_util.tree_map(up, args)
        fn = build(jax_functions(x64=True), jnp.float64)
        jaxpr = str(jax.make_jaxpr(fn)(*args64))
        narrow = sorted(set(re.findall(r"\b(?:f32|bf16|f16|c64)\b", jaxpr)))
        if narrow:
            raise RuntimeError(f"float64 function computes in {narrow}")
        outs = jax.jit(fn)(*args64)
        if not isinstance(outs, tuple):
            outs = (outs,)
        res = [np.asarray(o) for o in outs]
    for o in res:
        if o.dtype != np.float64:
            raise RuntimeError(f"float64 run returned {o.dtype}")
    return res
