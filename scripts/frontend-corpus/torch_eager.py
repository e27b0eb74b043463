"""torch, eager attention: Hugging Face families as attention blocks with
`attn_implementation="eager"`, RoPE alone, a decode step over a given cache,
negatives and probes (the `eager` route)."""

from common import (CaseFailure, HALF, INTERLEAVED, DEINTERLEAVE, COMPLEX, MAX_POS, PAST,
                    SEQ, run_iree, seed_of)
from torch_common import (F64_TORCH, build_config, instantiate, positions, torch_dtype,
                          torch_f64_outputs, turbine_policy)

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
             "only buffers that are read first); rope_mlir.iree.strip drops the store, the "
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
                    + " -> rope_mlir.iree.strip",
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
                     "mask_description": mask_description(case.get("mask", "causal"))})
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


EAGER_MASK_CODES = {"causal": "causal", "bidirectional": "bidirectional",
                    "sliding-window-4": "sliding-window-4", "causal-packed-check": "causal",
                    "causal-padding": "causal+padding", "sliding-as-is": "sliding-window-4",
                    "sliding-and": "sliding-window-4"}


def eager_cases():
    """torch_cases() with what every case carries: its frontend, route and
    export function, and the manifest's structure fields."""
    fams, cases = torch_cases()
    for case in cases:
        fam = case.get("fam_override") or fams[case["family"]]
        cfg = build_config(fam)
        mask = EAGER_MASK_CODES[case["mask"]] if "mask" in case else "none"
        window = 4 if mask.startswith("sliding") else None
        blocks = []
        if case["io"] in ("attention", "decode"):
            blocks = [{"index": 0, "layer": 0, "layer_type": "full_attention", "rope": True,
                       "rope_parameters": rope_meta(fam, cfg)["rope_parameters"],
                       "rotary_dim": fam["rot_dim"], "mask": mask, "sliding_window": window,
                       "qk_norm": "none", "logit_softcap": None}]
        case.update(frontend="torch", route="eager", mask_code=mask,
                    cache="given" if case["io"] == "decode" else "none", qk_norm="none",
                    nope_layers=[], attention_blocks=blocks,
                    export=lambda case, raw_dir, fams=fams: export_torch(case, fams, raw_dir))
    return cases
