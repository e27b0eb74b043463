#!/usr/bin/env python3
"""Regenerates test/Frontends/Inputs/corpus: IR that real ML frontends emit for RoPE and attention.

Two frontends:
  torch   Hugging Face `transformers` modules (random init, small configs,
          eager attention) -> torch.export through iree-turbine's
          `aot.export` (torch-mlir's FX importer) -> torch dialect ->
          `iree-compile --compile-to=input` -> linalg on tensors
  jax     JAX functions written the way common JAX Llama code is ->
          `jax.jit(f).lower(...).as_text()` (StableHLO) ->
          `iree-compile --compile-to=input` -> linalg on tensors
then strip_iree.py turns IREE's wrapper ops into upstream MLIR, and a stock
`mlir-opt-22 --verify-each` checks the result.

Per case it writes test/Frontends/Inputs/corpus/<frontend>/<name>.mlir and <name>.npz (the
frontend's own eager inputs and outputs, plus out<i>_f64: the same outputs
computed by the same frontend code in float64, see torch_f64_outputs and
jax_f64_outputs), and at the end test/Frontends/Inputs/corpus/manifest.json and
test/Frontends/Inputs/corpus/FAILURES.md.

Usage (inside the venv of requirements.txt; see README.md):
  python scripts/frontend-corpus/generate.py [--only SUBSTRING ...] [--keep-raw DIR]
With --only, the existing manifest entries of the other cases are kept.
"""

import argparse
import importlib.metadata
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import traceback
import zlib
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = ROOT / "test" / "Frontends" / "Inputs" / "corpus"
sys.path.insert(0, str(HERE))
import strip_iree  # noqa: E402

SEQ = 8                 # tokens of a prefill chunk
RUNTIME_POS0 = 20       # runtime positions are RUNTIME_POS0 .. RUNTIME_POS0+SEQ-1
PAST = 15               # cached tokens before the decode step's new token
MAX_POS = 64            # max_position_embeddings of every config

VERSIONS = {p: importlib.metadata.version(p) for p in (
    "torch", "transformers", "iree-base-compiler", "iree-turbine", "jax",
    "jaxlib", "numpy")}


def mlir_opt():
    for cand in ("mlir-opt-22", "/usr/lib/llvm-22/bin/mlir-opt"):
        path = shutil.which(cand)
        if path:
            return path
    return None


def iree_compile():
    path = Path(sys.executable).parent / "iree-compile"
    return str(path) if path.exists() else shutil.which("iree-compile")


def seed_of(name):
    return zlib.crc32(name.encode()) & 0x7FFFFFFF


# ----------------------------------------------------------------------------
# Arrays: bf16 is stored as its uint16 bit pattern.

def np_of(x):
    """(array, dtype name) for a torch tensor or a jax/numpy array."""
    mod = type(x).__module__
    if mod.startswith("torch"):
        import torch
        x = x.detach().cpu()
        if x.dtype == torch.bfloat16:
            return x.view(torch.int16).numpy().view(np.uint16), "bf16"
        arr = x.numpy()
    else:
        arr = np.asarray(x)
        if arr.dtype.name == "bfloat16":
            return arr.view(np.uint16), "bf16"
    return arr, {"float32": "f32", "float64": "f64", "int64": "i64", "int32": "i32",
                 "bool": "i1"}[arr.dtype.name]


def f64_of(x):
    """A frontend array (torch tensor, jax/numpy array, bf16 included) as
    float64 values: exact for bf16 and f32."""
    arr, dt = np_of(x)
    if dt == "bf16":
        return (arr.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return arr.astype(np.float64)


def rel_l2(ref, got):
    """||got - ref|| / ||ref|| in float64."""
    ref, got = np.asarray(ref, np.float64), np.asarray(got, np.float64)
    den = float(np.linalg.norm(ref))
    return float(np.linalg.norm(got - ref)) / (den if den else 1.0)


def tensor_desc(name, x, key):
    arr, dt = np_of(x)
    return {"name": name, "shape": list(arr.shape), "dtype": dt,
            "npz_key": key}


# ----------------------------------------------------------------------------
# Lowering to stripped linalg.

class CaseFailure(Exception):
    def __init__(self, stage, message):
        # Object addresses would make the record differ from run to run.
        message = re.sub(r" at 0x[0-9a-f]+", "", message)
        super().__init__(f"{stage}: {message}")
        self.stage = stage
        self.message = message


def run_iree(src_text, input_type, raw_dir, name):
    flags = [f"--iree-input-type={input_type}", "--compile-to=input"]
    if input_type == "torch":
        flags.append("--iree-torch-emit-async-entry-points=false")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / f"{name}.{input_type}.mlir"
        dst = Path(tmp) / "out.mlir"
        src.write_text(src_text)
        # Run inside the temporary folder so that messages name the file alone.
        proc = subprocess.run([iree_compile(), *flags, src.name, "-o", dst.name],
                              capture_output=True, text=True, cwd=tmp)
        if raw_dir:
            (raw_dir / f"{name}.{input_type}.mlir").write_text(src_text)
        if proc.returncode != 0:
            raise CaseFailure("iree-compile --compile-to=input",
                              first_error(proc.stderr))
        text = dst.read_text()
        if raw_dir:
            (raw_dir / f"{name}.input.mlir").write_text(text)
        return text, flags


def first_error(stderr):
    lines = [l for l in stderr.splitlines() if l.strip()]
    for i, line in enumerate(lines):
        if "error:" in line:
            return "\n".join(lines[i:i + 3])
    return "\n".join(lines[-6:])


def strip_and_verify(text):
    try:
        stripped, entry = strip_iree.strip(text, rename="main")
    except strip_iree.StripError as e:
        raise CaseFailure("strip_iree", str(e))
    verified = None
    tool = mlir_opt()
    if tool:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
            f.write(stripped)
            f.flush()
            proc = subprocess.run([tool, "--verify-each", f.name, "-o",
                                   os.devnull], capture_output=True, text=True)
        if proc.returncode != 0:
            raise CaseFailure("mlir-opt-22 --verify-each",
                              first_error(proc.stderr))
        verified = True
    return stripped, entry, verified


def op_counts(text):
    from iree.compiler import ir
    counts = {}
    with ir.Context():
        module = ir.Module.parse(text)

        def visit(op):
            counts[op.name] = counts.get(op.name, 0) + 1
            for region in op.regions:
                for block in region.blocks:
                    for inner in block.operations:
                        visit(inner.operation)
        for op in module.body.operations:
            visit(op.operation)
    counts.pop("func.func", None)
    return dict(sorted(counts.items()))


# ----------------------------------------------------------------------------
# torch: Hugging Face families.

def torch_families():
    """Family name -> everything needed to build its modules."""
    from transformers.models.deepseek_v2 import modeling_deepseek_v2 as dsv2
    from transformers.models.deepseek_v3 import modeling_deepseek_v3 as dsv3
    from transformers.models.gpt_neox import modeling_gpt_neox as neox
    from transformers.models.gptj import modeling_gptj as gptj
    from transformers.models.llama import modeling_llama as llama
    from transformers.models.mistral import modeling_mistral as mistral
    from transformers.models.phi import modeling_phi as phi
    from transformers.models.phi3 import modeling_phi3 as phi3
    from transformers.models.qwen2 import modeling_qwen2 as qwen2
    from transformers.models.stablelm import modeling_stablelm as stablelm
    import torch
    import transformers as tf

    common = dict(hidden_size=64, num_attention_heads=4, max_position_embeddings=MAX_POS,
                  num_hidden_layers=1, intermediate_size=128)

    def rope_std(mod):
        # cos/sin [B, S, rot]; q, k [B, H, S, D]; the module applies to the
        # first `rot` channels itself where it has a partial rotary.
        return lambda q, k, pe: mod.apply_rotary_pos_emb(q, k, *pe)

    def rope_partial_in_attention(mod, rot):
        # Phi and StableLM slice the rotary part in the attention layer.
        def apply(q, k, pe):
            qr, kr = mod.apply_rotary_pos_emb(q[..., :rot], k[..., :rot], *pe)
            return (torch.cat((qr, q[..., rot:]), dim=-1),
                    torch.cat((kr, k[..., rot:]), dim=-1))
        return apply

    def rope_gptj(rot):
        # GPT-J: q, k [B, S, H, D], sincos table rows gathered by position,
        # pairs (2i, 2i+1) rotated, the first `rot` channels only.
        def apply(q, k, pe):
            sin, cos = pe
            out = []
            for t in (q, k):
                r = gptj.apply_rotary_pos_emb(t[..., :rot], sin, cos)
                out.append(torch.cat([r, t[..., rot:]], dim=-1))
            return tuple(out)
        return apply

    def rope_dsv3(q, k, pe):
        return dsv3.apply_rotary_pos_emb_interleave(q, k, *pe)

    def rope_dsv2(q, k, pe):
        return dsv2.apply_rotary_emb(q, k, pe)

    fams = {}

    def add(name, config_cls, mod, rotary, attention, cfg, rope, layout="bhsd",
            rot_dim=None, kv_heads=None, head_dim=16, note="", lift_written_buffers=False,
            style=HALF, rope_override=None):
        fams[name] = dict(config_cls=config_cls, module=mod, rotary=rotary, style=style,
                          rope_override=rope_override,
                          lift_written_buffers=lift_written_buffers,
                          attention=attention, cfg=cfg, rope=rope, layout=layout,
                          rot_dim=rot_dim or head_dim, head_dim=head_dim,
                          kv_heads=kv_heads or cfg.get("num_key_value_heads", 4),
                          note=note)

    add("llama", tf.LlamaConfig, llama, llama.LlamaRotaryEmbedding, llama.LlamaAttention,
        dict(common, num_key_value_heads=2, head_dim=16,
             rope_parameters={"rope_type": "default", "rope_theta": 10000.0}),
        rope_std(llama))
    add("llama3", tf.LlamaConfig, llama, llama.LlamaRotaryEmbedding, llama.LlamaAttention,
        dict(common, num_key_value_heads=2, head_dim=16,
             rope_parameters={"rope_type": "llama3", "rope_theta": 500000.0,
                              "factor": 8.0, "low_freq_factor": 1.0,
                              "high_freq_factor": 4.0,
                              "original_max_position_embeddings": 16}),
        rope_std(llama),
        note="Llama 3.1 frequency scaling; original_max_position_embeddings 16 puts the "
             "low/high frequency cut-offs inside head_dim 16")
    add("qwen2", tf.Qwen2Config, qwen2, qwen2.Qwen2RotaryEmbedding, qwen2.Qwen2Attention,
        dict(common, num_key_value_heads=2,
             rope_parameters={"rope_type": "default", "rope_theta": 1000000.0}),
        rope_std(qwen2), note="q/k/v projections with bias")
    add("mistral", tf.MistralConfig, mistral, mistral.MistralRotaryEmbedding,
        mistral.MistralAttention,
        dict(common, num_key_value_heads=2, head_dim=16, sliding_window=None,
             rope_parameters={"rope_type": "default", "rope_theta": 1000000.0}),
        rope_std(mistral))
    add("phi3-longrope", tf.Phi3Config, phi3, phi3.Phi3RotaryEmbedding, phi3.Phi3Attention,
        dict(common, num_key_value_heads=2, pad_token_id=0, original_max_position_embeddings=16,
             rope_parameters={"rope_type": "longrope", "rope_theta": 10000.0,
                              "original_max_position_embeddings": 16,
                              "short_factor": [1.0, 1.05, 1.1, 1.2, 1.5, 2.0, 3.0, 4.0],
                              "long_factor": [1.0, 1.2, 1.5, 2.5, 4.0, 8.0, 16.0, 32.0]}),
        rope_std(phi3),
        note="fused qkv_proj; LongRoPE picks short_factor or long_factor from "
             "max(position_ids)+1 against original_max_position_embeddings (16): "
             "fixed positions 0..7 use short, runtime positions in the npz (20..27) use long; "
             "cos/sin are scaled by sqrt(1 + ln(64/16)/ln(16)); LongRoPE writes the chosen "
             "frequencies into the inv_freq buffer (copy_): exported with iree-turbine's "
             "store hook extended to lift that write-only buffer to a global (it lifts "
             "only buffers that are read first); strip_iree.py drops the store, the "
             "computed frequencies feed the graph directly",
        lift_written_buffers=True)
    add("phi", tf.PhiConfig, phi, phi.PhiRotaryEmbedding, phi.PhiAttention,
        dict(common, num_key_value_heads=4, partial_rotary_factor=0.5,
             rope_parameters={"rope_type": "default", "rope_theta": 10000.0,
                              "partial_rotary_factor": 0.5}),
        rope_partial_in_attention(phi, 8), rot_dim=8,
        note="phi-2 style: partial rotary (first 8 of 16 channels), dense output projection, biases")
    add("stablelm", tf.StableLmConfig, stablelm, stablelm.StableLmRotaryEmbedding,
        stablelm.StableLmAttention,
        dict(common, num_key_value_heads=2, partial_rotary_factor=0.25, use_qkv_bias=True,
             rope_parameters={"rope_type": "default", "rope_theta": 10000.0,
                              "partial_rotary_factor": 0.25}),
        rope_partial_in_attention(stablelm, 4), rot_dim=4,
        note="partial rotary (first 4 of 16 channels), q/k/v bias")
    add("gpt-neox", tf.GPTNeoXConfig, neox, neox.GPTNeoXRotaryEmbedding, neox.GPTNeoXAttention,
        dict(common, rotary_pct=0.25, attention_bias=True,
             rope_parameters={"rope_type": "default", "rope_theta": 10000.0,
                              "partial_rotary_factor": 0.25}),
        rope_std(neox), rot_dim=4, kv_heads=4,
        note="fused query_key_value interleaved per head; rotary_pct 0.25 (first 4 of 16 channels)")
    add("gptj", tf.GPTJConfig, gptj, gptj.GPTJRotaryEmbedding, gptj.GPTJAttention,
        dict(n_embd=64, n_head=4, n_positions=MAX_POS, n_layer=1, rotary_dim=8),
        rope_gptj(8), layout="bshd", rot_dim=8, kv_heads=4, style=INTERLEAVED,
        rope_override={"rope_type": "default (create_sinusoidal_positions, base fixed in "
                                    "the modeling code)", "rope_theta": 10000.0},
        note="interleaved pairs (2i, 2i+1) via rotate_every_two and repeat_interleave; "
             "sin/cos gathered from a [n_positions, rotary_dim] table buffer; rotary_dim 8 of 16")
    add("deepseek-v3", tf.DeepseekV3Config, dsv3, dsv3.DeepseekV3RotaryEmbedding,
        dsv3.DeepseekV3Attention,
        dict(common, num_key_value_heads=4, q_lora_rank=32, kv_lora_rank=16,
             qk_rope_head_dim=8, qk_nope_head_dim=16, v_head_dim=16, rope_interleave=True,
             n_routed_experts=4, num_experts_per_tok=2, moe_intermediate_size=32,
             first_k_dense_replace=1,
             rope_parameters={"rope_type": "yarn", "rope_theta": 10000.0, "factor": 4.0,
                              "original_max_position_embeddings": 16, "beta_fast": 32.0,
                              "beta_slow": 1.0, "mscale": 1.0, "mscale_all_dim": 1.0}),
        rope_dsv3, rot_dim=8, head_dim=8, kv_heads=1, style=DEINTERLEAVE,
        note="multi-head latent attention; RoPE on an 8-channel slice (q_rot per head, one "
             "shared k_rot), interleaved pairs (apply_rotary_pos_emb_interleave), YaRN scaling")
    add("deepseek-v2", tf.DeepseekV2Config, dsv2, dsv2.DeepseekV2RotaryEmbedding,
        dsv2.DeepseekV2Attention,
        dict(common, num_key_value_heads=4, q_lora_rank=32, kv_lora_rank=16,
             qk_rope_head_dim=8, qk_nope_head_dim=16, v_head_dim=16,
             n_routed_experts=4, num_experts_per_tok=2, moe_intermediate_size=32,
             first_k_dense_replace=1,
             rope_parameters={"rope_type": "default", "rope_theta": 10000.0}),
        rope_dsv2, rot_dim=8, head_dim=8, kv_heads=1, style=COMPLEX,
        note="multi-head latent attention; RoPE in complex form (torch.polar, view_as_complex)")
    return fams


HALF = ("rotate_half: channels i and i + rot/2 form a pair; "
        "x*cos + cat(-x2, x1)*sin with cos/sin = cat(freqs, freqs)")
INTERLEAVED = ("interleaved: channels 2i and 2i+1 form a pair; x*cos + rotate_every_two(x)*sin, "
               "rotate_every_two = stack(-x[..., 1::2], x[..., ::2]).flatten(-2), cos/sin "
               "repeat_interleave'd by 2")
DEINTERLEAVE = ("interleaved pairs (2i, 2i+1), written de-interleaved: "
                "cat(x1*cos - x2*sin, x2*cos + x1*sin) with x1 = x[..., 0::2], x2 = x[..., 1::2] "
                "and cos/sin the first half of cat(freqs, freqs); the result's channels are "
                "the rotated pairs' first elements, then their second elements")
COMPLEX = "complex: pairs (2i, 2i+1) as complex numbers times polar(1, freqs)"


def build_config(fam):
    cfg = fam["config_cls"](**fam["cfg"])
    cfg._attn_implementation = "eager"
    return cfg


def torch_dtype(name):
    import torch
    return {"f32": torch.float32, "bf16": torch.bfloat16}[name]


def instantiate(dtype, seed, build):
    """Builds modules the way `from_config(dtype=...)` does: under the default
    dtype, so buffers computed in explicit float32 (inv_freq) stay float32;
    the weights are those of a float32 build with the same seed."""
    import torch
    torch.manual_seed(seed)
    ref = build()
    if dtype == "f32":
        return ref.eval()
    old = torch.get_default_dtype()
    torch.set_default_dtype(torch_dtype(dtype))
    try:
        mod = build()
    finally:
        torch.set_default_dtype(old)
    mod.load_state_dict(ref.state_dict())
    return mod.eval()


def positions(runtime, seq=SEQ):
    import torch
    start = RUNTIME_POS0 if runtime else 0
    return torch.arange(start, start + seq, dtype=torch.long).unsqueeze(0)


def make_mask(kind, cfg, h):
    """The additive mask the model itself would build for eager attention."""
    from transformers import masking_utils as mu
    if kind == "causal":
        # position_ids=None: with position_ids and no 2-D mask nor cache,
        # create_causal_mask looks for packed sequences with torch.diff,
        # which torch-mlir cannot lower (see FAILURES.md).
        return mu.create_causal_mask(config=cfg, inputs_embeds=h, attention_mask=None,
                                     cache=None, position_ids=None)
    if kind in ("sliding", "sliding-and"):
        # transformers' own mask functions, intersected directly: and_masks
        # starts from a 0-d boolean literal, and `&` on boolean tensors is
        # aten.__and__.Tensor; torch-mlir lowers neither (see the
        # sliding-window probes in FAILURES.md), torch.logical_and it does.
        import torch
        window = mu.sliding_window_overlay(cfg.sliding_window)
        both = torch.logical_and if kind == "sliding" else (lambda a, b: a & b)

        def causal_in_window(b, hd, q, kv):
            return both(mu.causal_mask_function(b, hd, q, kv), window(b, hd, q, kv))
        return mu.eager_mask(batch_size=h.shape[0], q_length=h.shape[1],
                             kv_length=h.shape[1], mask_function=causal_in_window,
                             dtype=h.dtype)
    if kind == "sliding-as-is":
        return mu.create_sliding_window_causal_mask(
            config=cfg, inputs_embeds=h, attention_mask=None, cache=None, position_ids=None)
    if kind == "bidirectional":
        return mu.create_bidirectional_mask(
            config=cfg, inputs_embeds=h, attention_mask=None,
            allow_is_bidirectional_skip=False)
    if kind == "causal-packed-check":
        return mu.create_causal_mask(config=cfg, inputs_embeds=h, attention_mask=None,
                                     cache=None, position_ids=positions(False))
    if kind == "causal-padding":
        import torch
        return mu.create_causal_mask(
            config=cfg, inputs_embeds=h,
            attention_mask=torch.ones(h.shape[:2], dtype=torch.long), cache=None,
            position_ids=None)
    raise ValueError(kind)


def attention_block(fam, cfg, runtime, mask_kind):
    import torch

    class AttentionBlock(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.rotary_emb = fam["rotary"](cfg)
            self.attn = fam["attention"](cfg, layer_idx=0)

        def run(self, hidden_states, position_ids):
            pe = self.rotary_emb(hidden_states, position_ids)
            mask = make_mask(mask_kind, cfg, hidden_states)
            return self.attn(hidden_states=hidden_states, position_embeddings=pe,
                             attention_mask=mask)[0]

    class Fixed(AttentionBlock):
        def forward(self, hidden_states):
            position_ids = torch.arange(hidden_states.shape[1]).unsqueeze(0)
            return self.run(hidden_states, position_ids)

    class Runtime(AttentionBlock):
        def forward(self, hidden_states, position_ids):
            return self.run(hidden_states, position_ids)

    return Runtime if runtime else Fixed


def rope_block(fam, cfg, variant=None):
    import torch

    class RopeOnly(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.rotary_emb = fam["rotary"](cfg)

        def forward(self, q, k, position_ids):
            pe = self.rotary_emb(q, position_ids)
            if variant is None:
                return fam["rope"](q, k, pe)
            return variant(q, k, pe)
    return RopeOnly


def decode_block(fam, cfg):
    import torch
    from transformers.cache_utils import DynamicCache
    from transformers import masking_utils as mu

    class DecodeStep(torch.nn.Module):
        """One new token at a runtime position over a cache of PAST tokens
        (keys stored rotated, as the attention layer writes them)."""

        def __init__(self):
            super().__init__()
            self.rotary_emb = fam["rotary"](cfg)
            self.attn = fam["attention"](cfg, layer_idx=0)

        def forward(self, hidden_states, position_ids, past_keys, past_values):
            cache = DynamicCache(ddp_cache_data=[(past_keys, past_values)], config=cfg)
            pe = self.rotary_emb(hidden_states, position_ids)
            mask = mu.create_causal_mask(config=cfg, inputs_embeds=hidden_states,
                                         attention_mask=None, cache=cache,
                                         position_ids=position_ids)
            out = self.attn(hidden_states=hidden_states, position_embeddings=pe,
                            attention_mask=mask, cache=cache)[0]
            return out, cache.layers[0].keys, cache.layers[0].values
    return DecodeStep


def rope_meta(fam, cfg):
    rp = fam["rope_override"] or dict(getattr(cfg, "rope_parameters", None) or {})
    return {"rope_parameters": rp, "rotary_dim": fam["rot_dim"], "rotary_style": fam["style"]}


def torch_cases():
    """Every torch case: (name, family, dtype, kind, positions, builder, ...)."""
    fams = torch_families()
    cases = []
    for fname, fam in fams.items():
        for dtype in ("f32", "bf16"):
            for runtime in (False, True):
                pos = "runtime" if runtime else "fixed"
                cases.append(dict(
                    name=f"{fname}-attention-{pos}-{dtype}", family=fname, dtype=dtype,
                    kind="attention", positions=pos, mask="causal", io="attention",
                    make=lambda fam=fam, runtime=runtime: attention_block(
                        fam, build_config(fam), runtime, "causal")))
            cases.append(dict(
                name=f"{fname}-rope-{dtype}", family=fname, dtype=dtype, kind="rope-only",
                positions="runtime", io="rope",
                make=lambda fam=fam: rope_block(fam, build_config(fam))))
    for dtype in ("f32", "bf16"):
        cases.append(dict(name=f"llama-decode-{dtype}", family="llama", dtype=dtype,
                          kind="decode", positions="runtime", mask="causal", io="decode",
                          make=lambda: decode_block(fams["llama"], build_config(fams["llama"]))))

    # Near misses, in float32.
    import torch
    llama = fams["llama"]

    def rot_half_noswap(x):
        h = x.shape[-1] // 2
        return torch.cat((-x[..., :h], x[..., h:]), dim=-1)

    def neg_rope(kind):
        rh = llama["module"].rotate_half

        def apply(q, k, pe):
            cos, sin = pe[0].unsqueeze(1), pe[1].unsqueeze(1)
            out = []
            for t in (q, k):
                if kind == "swapped-halves":
                    out.append(t * cos + rot_half_noswap(t) * sin)
                elif kind == "wrong-sign":
                    out.append(t * cos - rh(t) * sin)
                elif kind == "cos-twice":
                    out.append(t * cos + rh(t) * cos)
            return tuple(out)
        return apply

    negatives = {
        "swapped-halves": "rotate_half without the swap: cat(-x1, x2) instead of cat(-x2, x1)",
        "wrong-sign": "x*cos - rotate_half(x)*sin (the sin term subtracted)",
        "cos-twice": "x*cos + rotate_half(x)*cos (cos where sin belongs)",
    }
    for kind, what in negatives.items():
        cases.append(dict(name=f"neg-llama-rope-{kind}-f32", family="llama", dtype="f32",
                          kind="negative", positions="runtime", negative=what, io="rope",
                          make=lambda kind=kind: rope_block(llama, build_config(llama),
                                                            neg_rope(kind))))
    cases.append(dict(
        name="neg-llama-attention-bidirectional-f32", family="llama", dtype="f32",
        kind="negative", positions="runtime", mask="bidirectional", io="attention",
        negative="the mask is the model's bidirectional mask (create_bidirectional_mask, "
                 "materialized: all zeros) where the positive is causal",
        make=lambda: attention_block(llama, build_config(llama), True, "bidirectional")))
    mistral_sw = dict(fams["mistral"], cfg=dict(fams["mistral"]["cfg"], sliding_window=4))
    cases.append(dict(
        name="neg-mistral-attention-sliding-window-f32", family="mistral", dtype="f32",
        kind="negative", positions="runtime", mask="sliding-window-4", fam_override=mistral_sw,
        io="attention",
        negative="sliding_window 4: create_sliding_window_causal_mask also masks keys more "
                 "than 3 positions back",
        make=lambda: attention_block(mistral_sw, build_config(mistral_sw), True, "sliding")))

    # Probes that document what the exporters cannot take (FAILURES.md).
    for kind, why in (
            ("causal-packed-check",
             "create_causal_mask(position_ids=...) with no 2-D mask and no cache, exactly as "
             "LlamaModel.forward calls it for a prefill without attention_mask: it looks for "
             "packed sequences with torch.diff, which torch-mlir has no lowering for"),
            ("causal-padding",
             "create_causal_mask with a 2-D all-ones padding mask, as generate() passes it: "
             "and_masks starts from q_idx.new_ones((), dtype=bool), a 0-d i1 literal that "
             "torch-mlir's torch.vtensor.literal lowering does not accept (and the `&` "
             "after it, aten.__and__.Tensor on i1, has no lowering either)")):
        cases.append(dict(name=f"probe-llama-attention-{kind}-f32", family="llama",
                          dtype="f32", kind="probe", positions="fixed", mask=kind, io="attention",
                          probe=why,
                          make=lambda kind=kind: attention_block(
                              llama, build_config(llama), False, kind)))
    for kind, why in (
            ("as-is",
             "create_sliding_window_causal_mask, as MistralModel.forward calls it: "
             "and_masks(sliding_window_overlay, causal_mask_function) starts from "
             "q_idx.new_ones((), dtype=bool), a 0-d i1 literal that torch-mlir's "
             "torch.vtensor.literal lowering does not accept"),
            ("and",
             "the same two mask functions combined with `&` instead of and_masks: "
             "`&` on boolean tensors is torch.aten.__and__.Tensor, which torch-mlir does "
             "not lower for i1 (the committed negative uses torch.logical_and)")):
        cases.append(dict(
            name=f"probe-mistral-attention-sliding-window-{kind}-f32", family="mistral",
            dtype="f32", kind="probe", positions="runtime", mask=f"sliding-{kind}",
            fam_override=mistral_sw, io="attention", probe=why,
            make=lambda kind=kind: attention_block(mistral_sw, build_config(mistral_sw), True,
                                                   f"sliding-{kind}")))
    cases.append(dict(
        name="probe-llama-attention-bf16-globals", family="llama", dtype="bf16",
        kind="probe", positions="runtime", mask="causal", io="attention",
        inline_weights=False,
        probe="iree-turbine lifts every weight above 1024 elements to a util.global and "
              "builds its initial value through numpy, which has no bfloat16",
        make=lambda: attention_block(llama, build_config(llama), True, "causal")))
    phi3_as_is = dict(fams["phi3-longrope"], lift_written_buffers=False)
    cases.append(dict(
        name="probe-phi3-longrope-rope-as-is-f32", family="phi3-longrope", dtype="f32",
        kind="probe", positions="runtime", fam_override=phi3_as_is,
        io="rope",
        probe="LongRoPE's dynamic_rope_update writes the chosen frequencies into the "
              "inv_freq buffer (copy_) without reading it first; iree-turbine makes a "
              "global only for a buffer the program reads, so the write has nowhere to go",
        make=lambda: rope_block(phi3_as_is, build_config(phi3_as_is))))
    return fams, cases


def torch_inputs(case, fam, cfg, dtype):
    import torch
    io = case["io"]
    g = torch.Generator().manual_seed(seed_of(case["name"]) + 1)
    dt = torch_dtype(dtype)
    hidden = cfg.hidden_size
    if io == "attention":
        h = torch.randn(1, SEQ, hidden, generator=g).to(dt)
        if case["positions"] == "fixed":
            return [("hidden_states", h)]
        return [("hidden_states", h), ("position_ids", positions(True))]
    if io == "decode":
        kvh, hd = fam["kv_heads"], fam["head_dim"]
        h = torch.randn(1, 1, hidden, generator=g).to(dt)
        pk = torch.randn(1, kvh, PAST, hd, generator=g).to(dt)
        pv = torch.randn(1, kvh, PAST, hd, generator=g).to(dt)
        pos = torch.tensor([[PAST]], dtype=torch.long)
        return [("hidden_states", h), ("position_ids", pos), ("past_keys", pk),
                ("past_values", pv)]
    # RoPE only.
    hd = fam["head_dim"]
    nh = cfg.num_attention_heads
    kvh = fam["kv_heads"]
    if fam["layout"] == "bshd":
        q = torch.randn(1, SEQ, nh, hd, generator=g).to(dt)
        k = torch.randn(1, SEQ, kvh, hd, generator=g).to(dt)
        names = ("q [batch, seq, heads, head_dim]", "k [batch, seq, kv_heads, head_dim]")
    else:
        q = torch.randn(1, nh, SEQ, hd, generator=g).to(dt)
        k = torch.randn(1, kvh, SEQ, hd, generator=g).to(dt)
        names = ("q [batch, heads, seq, head_dim]", "k [batch, kv_heads, seq, head_dim]")
    return [(names[0], q), (names[1], k), ("position_ids", positions(True))]


class turbine_policy:
    """Adjusts two iree-turbine import policies for one export.

    lift_written_buffers: a buffer that the program writes (an in-place copy_)
      is lifted to a global even if the program never reads it first; on its
      own iree-turbine lifts only buffers that were read, and fails with
      "Cannot store value to unmapped global".
    inline_weights: every tensor constant is imported as a literal
      (torch.vtensor.literal) instead of a util.global; iree-turbine's global
      path converts through numpy and fails on bfloat16 ("Got unsupported
      ScalarType BFloat16"). Literals and globals strip to the same
      arith.constant dense_resource."""

    def __init__(self, lift_written_buffers=False, inline_weights=False):
        self.lift = lift_written_buffers
        self.inline = inline_weights

    def __enter__(self):
        from iree.turbine.aot.support.procedural import exported_program as ep
        self.ep = ep
        self.saved_store = ep._Hooks.store_produced_value
        self.saved_limit = ep.INLINE_TENSOR_VOLUME_LIMIT
        saved = self.saved_store
        if self.lift:
            def store(hooks, gni, py_value, produced, info):
                if hooks.module_builder.global_ref_tracker.track(py_value).is_empty:
                    hooks._lift_tensor_to_global(py_value, info)
                return saved(hooks, gni, py_value, produced, info)
            ep._Hooks.store_produced_value = store
        if self.inline:
            ep.INLINE_TENSOR_VOLUME_LIMIT = 1 << 62

    def __exit__(self, *exc):
        self.ep._Hooks.store_produced_value = self.saved_store
        self.ep.INLINE_TENSOR_VOLUME_LIMIT = self.saved_limit


# ----------------------------------------------------------------------------
# torch: the same module in float64.

def float64_mode():
    """A TorchFunctionMode under which every floating-point dtype a torch call
    asks for (float32, bfloat16, float16: `dtype=` arguments, `.to(dtype)`,
    `.float()`, `.half()`, `.bfloat16()`) is float64. transformers computes
    inv_freq, position * inv_freq, cos and sin, RMSNorm and the eager softmax
    in explicit float32 whatever the model's dtype; under this mode those run
    in float64 too. It records every call that still produced a floating
    tensor of another dtype (`.leaks`), so that the caller can refuse the
    result."""
    import torch
    from torch.overrides import TorchFunctionMode
    from torch.utils._pytree import tree_flatten

    low = (torch.float32, torch.bfloat16, torch.float16)
    narrowing = {torch.Tensor.float, torch.Tensor.half, torch.Tensor.bfloat16}

    def widen(v):
        return torch.float64 if isinstance(v, torch.dtype) and v in low else v

    class Float64Mode(TorchFunctionMode):
        def __init__(self):
            super().__init__()
            self.leaks = []

        def __torch_function__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            if func in narrowing:
                func = torch.Tensor.double
            args = tuple(widen(a) for a in args)
            kwargs = {k: widen(v) for k, v in kwargs.items()}
            out = func(*args, **kwargs)
            for t in tree_flatten(out)[0]:
                if (isinstance(t, torch.Tensor) and t.is_floating_point()
                        and t.dtype != torch.float64):
                    self.leaks.append(f"{getattr(func, '__name__', func)} -> {t.dtype}")
            return out
    return Float64Mode()


F64_TORCH = ("torch eager in float64 on the CPU: a fresh build of the same module class "
             "from the same config under torch.set_default_dtype(float64) and "
             "generate.py's float64_mode() (a TorchFunctionMode that turns every float32/"
             "bfloat16/float16 dtype request - dtype= arguments, .to(dtype), .float() - into "
             "float64), so transformers' rope init function for the config's rope_type "
             "(ROPE_INIT_FUNCTIONS / compute_default_rope_parameters; GPT-J's "
             "create_sinusoidal_positions table) computes inv_freq in float64 from the "
             "config, LongRoPE's run-time choice of long/short factors recomputes them in "
             "float64, and the rotary forward's position * inv_freq, cos, sin (and "
             "attention_scaling), RMSNorm and the eager attention's float32 softmax all run "
             "in float64; the mode fails the case if any op still produces a non-float64 "
             "floating tensor. Parameters are copied from the case's own module, upcast "
             "exactly (bf16 cases: the float64 reference of the same bf16 values); floating "
             "inputs are the npz arguments upcast exactly, integer inputs unchanged")


def torch_f64_outputs(case, module, inputs):
    """The case's outputs computed by the same module class and config in
    float64, with module's parameters and the same inputs (both upcast
    exactly). Returns a list of float64 numpy arrays."""
    import torch
    params = dict(module.named_parameters())
    mode = float64_mode()
    old = torch.get_default_dtype()
    with torch.random.fork_rng(devices=[]), torch.no_grad():
        torch.set_default_dtype(torch.float64)
        try:
            with mode:
                mod64 = case["make"]()().eval()
            mine = dict(mod64.named_parameters())
            if set(mine) != set(params):
                raise RuntimeError("float64 build has other parameters: "
                                   f"{sorted(set(mine) ^ set(params))}")
            for name, p in mine.items():
                p.copy_(params[name].detach().to(torch.float64))
            for name, b in mod64.named_buffers():
                if b.is_floating_point() and b.dtype != torch.float64:
                    raise RuntimeError(f"float64 build has a {b.dtype} buffer {name}")
            args = tuple(t.to(torch.float64) if t.is_floating_point() else t
                         for _, t in inputs)
            with mode:
                outs = mod64(*args)
        finally:
            torch.set_default_dtype(old)
    if mode.leaks:
        raise RuntimeError("float64 run produced narrower floats: "
                           + ", ".join(sorted(set(mode.leaks))))
    if not isinstance(outs, tuple):
        outs = (outs,)
    res = []
    for t in outs:
        if t.dtype != torch.float64:
            raise RuntimeError(f"float64 run returned {t.dtype}")
        res.append(t.detach().cpu().numpy())
    return res


def export_torch(case, fams, raw_dir):
    import torch
    import iree.turbine.aot as aot
    fam = case.get("fam_override") or fams[case["family"]]
    cfg = build_config(fam)
    seed = seed_of(case["name"].replace("-bf16", "-f32"))
    cls = case["make"]()
    module = instantiate(case["dtype"], seed, cls)
    inputs = torch_inputs(case, fam, cfg, case["dtype"])
    args = tuple(t for _, t in inputs)
    with torch.no_grad():
        outs = module(*args)
    if not isinstance(outs, tuple):
        outs = (outs,)
    try:
        with turbine_policy(lift_written_buffers=fam["lift_written_buffers"],
                            inline_weights=case.get("inline_weights", case["dtype"] == "bf16")):
            exported = aot.export(module, args=args)
        torch_text = str(exported.mlir_module)
    except Exception as e:  # noqa: BLE001
        raise CaseFailure("iree.turbine.aot.export", f"{type(e).__name__}: {e}".splitlines()[0])
    lowered, flags = run_iree(torch_text, "torch", raw_dir, case["name"])
    outs64 = torch_f64_outputs(case, module, inputs)
    meta = {
        "frontend": "torch-mlir via iree-turbine",
        "pipeline": "transformers eager module -> iree.turbine.aot.export (torch.export, "
                    "torch-mlir FX importer) -> iree-compile " + " ".join(flags)
                    + " -> strip_iree.py",
        "config_class": fam["config_cls"].__name__,
        "config": fam["cfg"],
        "attn_implementation": "eager",
        "modules": [fam["rotary"].__name__]
                   + ([] if case["io"] == "rope" else [fam["attention"].__name__]),
        "family_note": fam["note"],
        "weights": f"random init, torch.manual_seed({seed}) on a float32 build"
                   + ("; parameters cast to bfloat16 (buffers built under default dtype "
                      "bfloat16 as from_config(dtype=bfloat16) does); imported as literals, "
                      "not util.global (iree-turbine cannot make a bfloat16 global, see "
                      "FAILURES.md)"
                      if case["dtype"] == "bf16" else "; imported as util.global, stripped "
                      "to arith.constant"),
    }
    if case["io"] in ("attention", "decode"):
        meta.update({"num_heads": cfg.num_attention_heads, "num_kv_heads": fam["kv_heads"],
                     "head_dim": fam["head_dim"] if "qk_rope_head_dim" not in fam["cfg"] else
                     {k: fam["cfg"][k] for k in ("qk_nope_head_dim", "qk_rope_head_dim",
                                                 "v_head_dim", "q_lora_rank", "kv_lora_rank")},
                     "causal": case.get("mask") in ("causal",),
                     "mask": mask_description(case.get("mask", "causal"))})
    if case["io"] in ("attention", "decode"):
        meta["head_layout"] = torch_head_layout(case, fam, cfg, module)
    if case["io"] == "decode":
        meta["cache"] = (f"{PAST} past tokens passed in as [batch, kv_heads, {PAST}, head_dim] "
                         "keys (already rotated) and values; DynamicCache appends the new "
                         "token's key and value (tensor.concat)")
    meta.update(rope_meta(fam, cfg))
    names = {"attention": ["attn_output [batch, seq, hidden]"],
             "decode": ["attn_output [batch, 1, hidden]",
                        "keys [batch, kv_heads, past + 1, head_dim] (the cache after the step)",
                        "values [batch, kv_heads, past + 1, head_dim]"],
             "rope": ["q_embed", "k_embed"]}[case["io"]]
    return lowered, inputs, list(zip(names, outs)), meta, (outs64, F64_TORCH)


# How each family splits fused projections into heads (where it does).
QKV_SPLIT = {
    "phi3-longrope": "qkv_proj output split along channels: [q: heads*head_dim | k: "
                     "kv_heads*head_dim | v: kv_heads*head_dim], each viewed "
                     "[batch, seq, heads, head_dim]",
    "gpt-neox": "query_key_value output viewed [batch, seq, heads, 3*head_dim] and chunked "
                "per head: channels [h*48, h*48+16) are head h's q, the next 16 its k, the "
                "next 16 its v",
    "deepseek-v3": "multi-head latent attention: q = q_b_proj(RMSNorm(q_a_proj(x))) viewed "
                   "[batch, heads, seq, 16 nope + 8 rope] and split; kv_a_proj_with_mqa(x) "
                   "split [16 latent | 8 k_rot]; the latent goes through RMSNorm and "
                   "kv_b_proj, viewed [batch, heads, seq, 16 k_nope + 16 v]; k_rot is one "
                   "head [batch, 1, seq, 8], rotated once and expanded to every head; "
                   "query = cat(q_nope, q_rot), key = cat(k_nope, k_rot)",
}


def torch_head_layout(case, fam, cfg, module):
    """The head layout of an attention case, read off the attention module
    the case ran (projection sizes and biases, kv grouping, scaling) plus
    where the family applies RoPE."""
    import torch
    attn = module.attn
    fname = case["family"]
    proj = {n: {"in": m.in_features, "out": m.out_features, "bias": m.bias is not None}
            for n, m in attn.named_modules() if isinstance(m, torch.nn.Linear)}
    groups = getattr(attn, "num_key_value_groups", 1)
    heads = cfg.num_attention_heads
    if fname == "deepseek-v3":
        rope_on = ("q_rot [batch, heads, seq, 8] and the single shared k_rot "
                   "[batch, 1, seq, 8]")
        kv = ("k_rot: one head expanded to all heads; k_nope and v: one per query head "
              "(num_key_value_groups 1)")
    else:
        rope_on = ("q [batch, seq, heads, head_dim] and k [batch, seq, kv_heads, head_dim] "
                   "(before transpose(1, 2))" if fam["layout"] == "bshd" else
                   "q [batch, heads, seq, head_dim] and k [batch, kv_heads, seq, head_dim] "
                   "(after view + transpose(1, 2))")
        kv = (f"repeat_kv(n_rep={groups}): query head h reads kv head h // {groups}"
              if groups > 1 else "none: one kv head per query head")
    softmax = ("q and k cast to float32 before q @ k^T; softmax in float32, cast to v's dtype"
               if fname == "gptj" else
               "softmax(dtype=float32), cast back to the query's dtype")
    out = {
        "num_heads": heads,
        "num_kv_heads": fam["kv_heads"],
        "head_dim": fam["head_dim"] if "qk_rope_head_dim" not in fam["cfg"] else
        {k: fam["cfg"][k] for k in ("qk_nope_head_dim", "qk_rope_head_dim", "v_head_dim")},
        "rotary_dim": fam["rot_dim"],
        "rope_layout": "bshd" if fam["layout"] == "bshd" else "bhsd",
        "rope_applied_to": rope_on,
        "projections": proj,
        "kv_heads_to_query_heads": kv,
        "scores": "[batch, heads, q, kv] = (q @ k^T) * scaling + mask (eager_attention_forward)",
        "scaling": float(attn.scaling),
        "softmax": softmax,
        "output": "probs @ v -> transpose(1, 2) -> [batch, seq, heads*v_head_dim] -> "
                  + next(reversed(proj)),
    }
    if fname in QKV_SPLIT:
        out["qkv_split"] = QKV_SPLIT[fname]
    return out


def mask_description(kind):
    return {
        "causal": "transformers create_causal_mask (eager): additive float mask "
                  "[1, 1, q, kv], 0 where kv <= q (plus the cache offset) and the dtype's "
                  "lowest value elsewhere, built in the graph from aranges",
        "bidirectional": "transformers create_bidirectional_mask (eager, materialized): "
                         "additive, all zeros",
        "sliding-window-4": "transformers eager_mask over torch.logical_and("
                            "causal_mask_function, sliding_window_overlay(4)) (the functions "
                            "create_sliding_window_causal_mask combines): additive, 0 where "
                            "q-4 < kv <= q",
        "sliding-and": "as sliding-window-4, combined with `&`",
        "causal-packed-check": "create_causal_mask with position_ids (packed-sequence check)",
        "causal-padding": "create_causal_mask with a 2-D all-ones padding mask",
    }[kind]


# ----------------------------------------------------------------------------
# JAX: Llama attention the way JAX code writes it.

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
    mask_variant = "causal" if case.get("mask", "causal") == "causal" else "lookahead"
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
                    + " ".join(flags) + " -> strip_iree.py",
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
                     "head_dim": c["head_dim"], "causal": mask_variant == "causal",
                     "mask": "jnp.where(jnp.tril(ones((s, s), bool)" +
                             (", k=1" if mask_variant != "causal" else "") +
                             ")[None, None], scores, jnp.finfo(dtype).min) before "
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


# ----------------------------------------------------------------------------

def write_case(case, frontend_dir, lowered, inputs, outputs, meta, f64):
    stripped, entry, verified = strip_and_verify(lowered)
    (OUT / frontend_dir).mkdir(parents=True, exist_ok=True)
    mlir_path = OUT / frontend_dir / f"{case['name']}.mlir"
    mlir_path.write_text(stripped)
    arrays, arg_desc, out_desc = {}, [], []
    for i, (name, t) in enumerate(inputs):
        arrays[f"arg{i}"] = np_of(t)[0]
        arg_desc.append(tensor_desc(name, t, f"arg{i}"))
    for i, (name, t) in enumerate(outputs):
        arrays[f"out{i}"] = np_of(t)[0]
        out_desc.append(tensor_desc(name, t, f"out{i}"))
    outs64, how64 = f64
    if len(outs64) != len(outputs):
        raise CaseFailure("float64", f"{len(outs64)} float64 outputs for {len(outputs)}")
    diffs = []
    for i, ((name, t), o64) in enumerate(zip(outputs, outs64)):
        o64 = np.asarray(o64)
        if o64.dtype != np.float64 or o64.shape != np_of(t)[0].shape:
            raise CaseFailure("float64", f"out{i}_f64 is {o64.dtype} {o64.shape}")
        arrays[f"out{i}_f64"] = o64
        diffs.append(float(f"{rel_l2(o64, f64_of(t)):.3g}"))
    npz_path = OUT / frontend_dir / f"{case['name']}.npz"
    # Fixed timestamps in the zip entries keep the bytes reproducible.
    write_npz(npz_path, arrays)
    entry_meta = {
        "file": f"{frontend_dir}/{case['name']}.mlir",
        "npz": f"{frontend_dir}/{case['name']}.npz",
        "family": case["family"],
        "dtype": case["dtype"],
        "kind": case["kind"],
        "positions": case["positions"],
        "entry": "main",
        "arguments": arg_desc,
        "results": out_desc,
    }
    if "negative" in case:
        entry_meta["negative_changes"] = case["negative"]
    entry_meta.update(meta)
    entry_meta["f64_outputs"] = {
        "npz_keys": [f"out{i}_f64" for i in range(len(outputs))],
        "dtype": "float64, same shapes as out<i>",
        "how": how64,
        "rel_l2_out_vs_f64": diffs,
    }
    entry_meta["versions"] = VERSIONS
    entry_meta["mlir_opt_22_verified"] = verified
    entry_meta["bytes"] = mlir_path.stat().st_size
    entry_meta["op_counts"] = op_counts(stripped)
    return entry_meta


def write_npz(path, arrays):
    import io
    import zipfile
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for key, arr in arrays.items():
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arr), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, buf.getvalue())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None,
                        help="regenerate the cases whose name contains one of these")
    parser.add_argument("--keep-raw", type=Path, default=None,
                        help="also write the frontend IR and IREE's input IR here")
    args = parser.parse_args()
    if args.keep_raw:
        args.keep_raw.mkdir(parents=True, exist_ok=True)

    def selected(name):
        return args.only is None or any(s in name for s in args.only)

    manifest_path = OUT / "manifest.json"
    old = {}
    if args.only is not None and manifest_path.exists():
        data = json.loads(manifest_path.read_text())
        old = {e["file"]: e for e in data["files"]}
        old_failures = {f["name"]: f for f in data.get("failures", [])}
    else:
        old_failures = {}
        for sub in ("torch", "jax"):
            if (OUT / sub).exists():
                shutil.rmtree(OUT / sub)

    entries, failures = dict(old), dict(old_failures)
    fams, tcases = torch_cases()
    work = [("torch", c) for c in tcases] + [("jax", c) for c in jax_cases()]
    for frontend, case in work:
        if not selected(case["name"]):
            continue
        print(f"[{frontend}] {case['name']}", flush=True)
        failures.pop(case["name"], None)
        entries.pop(f"{frontend}/{case['name']}.mlir", None)
        for ext in ("mlir", "npz"):
            p = OUT / frontend / f"{case['name']}.{ext}"
            if p.exists():
                p.unlink()
        try:
            if frontend == "torch":
                lowered, inputs, outputs, meta, f64 = export_torch(case, fams, args.keep_raw)
            else:
                lowered, inputs, outputs, meta, f64 = export_jax(case, args.keep_raw)
            if case["kind"] == "probe":
                raise CaseFailure("probe", "exported and lowered: the probe no longer fails")
            entry = write_case(case, frontend, lowered, inputs, outputs, meta, f64)
            entries[entry["file"]] = entry
        except CaseFailure as e:
            print(f"  FAILED at {e.stage}: {e.message.splitlines()[0]}", flush=True)
            failures[case["name"]] = {"name": case["name"], "frontend": frontend,
                                      "family": case["family"], "stage": e.stage,
                                      "error": e.message,
                                      "why": case.get("probe") or KNOWN_WHY.get(
                                          case["family"], "")}
        except Exception as e:  # noqa: BLE001
            tb = traceback.format_exc().strip().splitlines()
            print("\n".join(tb[-5:]), flush=True)
            failures[case["name"]] = {"name": case["name"], "frontend": frontend,
                                      "family": case["family"], "stage": "python",
                                      "error": f"{type(e).__name__}: {e}",
                                      "why": case.get("probe") or KNOWN_WHY.get(
                                          case["family"], "")}

    OUT.mkdir(parents=True, exist_ok=True)
    manifest = {
        "description": "IR that real ML frontends emit for RoPE and attention, lowered to "
                       "linalg on tensors and stripped to upstream MLIR; regenerate with "
                       "scripts/frontend-corpus/generate.py",
        "versions": VERSIONS,
        "conventions": {
            "entry": "every .mlir has one public func.func @main",
            "npz": "arg<i> are the entry's arguments in order, out<i> its results; the "
                   "frontend's own eager values (torch eager on CPU; jax.jit on CPU); "
                   "out<i>_f64 the same results computed by the same frontend code in "
                   "float64 from the same (exactly upcast) arguments and weights, with the "
                   "RoPE frequencies, cos/sin tables and softmax in float64 too (each "
                   "file's f64_outputs says how)",
            "bf16": "bfloat16 arrays are stored as uint16 arrays of their bit patterns; "
                    "float32 value = (bits.astype(uint32) << 16).view(float32)",
            "positions": f"fixed: positions 0..{SEQ - 1} built in the graph; runtime: "
                         f"position ids are an argument (the npz holds "
                         f"{RUNTIME_POS0}..{RUNTIME_POS0 + SEQ - 1}; decode: {PAST})",
        },
        "files": sorted(entries.values(), key=lambda e: e["file"]),
        "failures": sorted(failures.values(), key=lambda f: f["name"]),
    }
    manifest_path.write_text(json.dumps(manifest, indent=1, default=str) + "\n")
    write_failures(sorted(failures.values(), key=lambda f: f["name"]))
    print(f"{len(entries)} files, {len(failures)} failures")


# Why a case that is not a probe fails, by family.
KNOWN_WHY = {
    "deepseek-v2": "DeepSeek-V2 applies RoPE in complex form (torch.polar, view_as_complex, "
                   "a complex multiply, view_as_real). torch.export records the `.to(device)` "
                   "of the complex frequencies as aten._assert_tensor_metadata carrying dtype "
                   "code 10, which torch-mlir's canonicalizer finds different from the "
                   "complex<f32> it imported; with those assertions removed from the FX graph "
                   "by hand, the next op, torch.aten.mul.Scalar on complex<f32> (the "
                   "attention_scaling factor), has no lowering to linalg either.",
}


def write_failures(failures):
    lines = ["# Frontend corpus: what could not be exported or lowered", "",
             "Written by `scripts/frontend-corpus/generate.py`; each entry is a case "
             "the generator tried. `probe-*` cases are attempts at the exact code path a "
             "model's own forward takes, kept to show why the committed cases differ from "
             "it where they do (the mask built with `position_ids=None`, the sliding-window "
             "mask combined with `torch.logical_and`, bfloat16 weights imported as literals, "
             "LongRoPE's in-place frequency update lifted to a global).", ""]
    if not failures:
        lines.append("Nothing failed.")
    groups = {}
    for f in failures:
        groups.setdefault((f["frontend"], f["family"], f["stage"], f.get("why", "")), []).append(f)
    for (frontend, family, stage, why), cases in groups.items():
        names = ", ".join(c["name"] for c in cases)
        title = cases[0]["name"] if len(cases) == 1 else f"{family}: {len(cases)} cases"
        lines += [f"## {title}", "", f"Frontend: {frontend}; family: {family}; "
                  f"stage: {stage}", ""]
        if len(cases) > 1:
            lines += [f"Cases: {names}", ""]
        if why:
            lines += [f"Why: {why}", ""]
        errors = []
        for c in cases:
            if c["error"].strip() not in errors:
                errors.append(c["error"].strip())
        for err in errors[:1]:
            lines += ["```", err, "```", ""]
    (OUT / "FAILURES.md").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
