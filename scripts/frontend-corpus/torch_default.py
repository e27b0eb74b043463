"""torch, transformers' default attention (sdpa): what users' tools export
when they take a model as it comes.

Three routes:
  sdpa            iree.turbine.aot.export(module) as it is (torch.export,
                  then torch-mlir's FX importer): scaled_dot_product_attention
                  reaches IREE whole and becomes iree_linalg_ext.attention,
                  kept by rope_mlir.iree.strip in the generic op form
  sdpa-core-aten  torch.export.export(module).run_decompositions() first
                  (the core ATen opset), then aot.export of that program:
                  SDPA arrives decomposed into matmuls and a softmax
  torch-mlir      torch-mlir on its own, without IREE:
                  torch_mlir.fx.export_and_import(module, *args,
                  output_type="linalg-on-tensors"), its own decomposition
                  table and pipeline to linalg on tensors. Its default frozen
                  import refuses transformers' non-persistent rotary buffers
                  (a probe); experimental_support_mutation=True imports them

Cases: attention blocks (the family's attention module with the mask and
position embeddings built exactly as its XxxModel.forward builds them in a
default call: use_cache on, so a fresh DynamicCache, position_ids from
arange), whole decoder layers, whole N-layer models, decode steps over a
DynamicCache and a StaticCache, q/k-norm families, and probes of what the
routes cannot lower. Every module is f32 unless the case says bf16.
"""

from common import CaseFailure, HALF, PAST, SEQ, run_iree, seed_of
from torch_common import (F64_TORCH, instantiate, torch_dtype, torch_f64_outputs,
                          turbine_policy)

VOCAB = 256             # vocabulary of the tiny models (input ids < VOCAB)
STATIC_LEN = 32         # max_cache_len of the StaticCache decode steps
PAD = 3                 # left padding of the padded batch row
MODEL_LAYERS = 2

ROUTES = {
    "sdpa": "transformers module (attn_implementation 'sdpa', the default) -> "
            "iree.turbine.aot.export(module) (torch.export, torch-mlir FX importer) -> "
            "iree-compile {flags} -> rope_mlir.iree.strip",
    "sdpa-core-aten": "transformers module (attn_implementation 'sdpa', the default) -> "
                      "torch.export.export(module, args).run_decompositions() (core ATen) -> "
                      "iree.turbine.aot.export(exported program) -> iree-compile {flags} -> "
                      "rope_mlir.iree.strip",
    "torch-mlir": "transformers module (attn_implementation 'sdpa', the default) -> "
                  "torch_mlir.fx.export_and_import(module, *args, output_type="
                  "'linalg-on-tensors', experimental_support_mutation=True) (torch-mlir "
                  "20261001: torch.export, its decomposition table, its pipeline to linalg on "
                  "tensors; no IREE) -> rope_mlir.iree.strip",
}

COHERE_STYLE = ("interleaved: channels 2i and 2i+1 form a pair; x*cos + rotate_half(x)*sin with "
                "rotate_half = stack(-x[..., 1::2], x[..., ::2]).flatten(-2) and cos/sin "
                "= repeat_interleave(freqs, 2) (CohereRotaryEmbedding)")
GLM4_STYLE = ("interleaved on the first rotary_dim channels: pairs (2i, 2i+1), x*cos + "
              "rotate_half(x)*sin with rotate_half = stack(-x[..., 1::2], x[..., ::2])"
              ".flatten(-2) and cos/sin the first half of cat(freqs, freqs) "
              "repeat_interleave'd by 2; the other channels pass through (torch.cat)")


def families():
    """Family name -> its transformers classes, tiny config and notes."""
    import transformers as tf
    from transformers.models.cohere import modeling_cohere as cohere
    from transformers.models.gemma3 import modeling_gemma3 as gemma3
    from transformers.models.glm4 import modeling_glm4 as glm4
    from transformers.models.granite import modeling_granite as granite
    from transformers.models.llama import modeling_llama as llama
    from transformers.models.llama4 import modeling_llama4 as llama4
    from transformers.models.mistral import modeling_mistral as mistral
    from transformers.models.olmo2 import modeling_olmo2 as olmo2
    from transformers.models.qwen2 import modeling_qwen2 as qwen2
    from transformers.models.qwen3 import modeling_qwen3 as qwen3
    from transformers.models.smollm3 import modeling_smollm3 as smollm3
    from transformers.models.starcoder2 import modeling_starcoder2 as starcoder2

    common = dict(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16,
                  max_position_embeddings=64, num_hidden_layers=1, intermediate_size=128,
                  vocab_size=VOCAB, bos_token_id=None, eos_token_id=None, pad_token_id=None)
    fams = {}

    def add(name, config_cls, mod, prefix, cfg, style=HALF, rot_dim=16, qk_norm="none",
            note="", rotary_takes_layer_type=False, model_cls=None, attn_cls=None):
        fams[name] = dict(
            name=name, config_cls=config_cls, module=mod, cfg=cfg, style=style,
            rot_dim=rot_dim, head_dim=cfg.get("head_dim", 16),
            kv_heads=cfg.get("num_key_value_heads", 4), qk_norm=qk_norm, note=note,
            rotary=getattr(mod, f"{prefix}RotaryEmbedding"),
            attention=attn_cls or getattr(mod, f"{prefix}Attention"),
            layer=getattr(mod, f"{prefix}DecoderLayer"),
            model=model_cls or getattr(mod, f"{prefix}Model"),
            rotary_takes_layer_type=rotary_takes_layer_type)

    rope = lambda theta, **kw: dict(rope_type="default", rope_theta=theta, **kw)  # noqa: E731
    add("llama", tf.LlamaConfig, llama, "Llama", dict(common, rope_parameters=rope(10000.0)))
    add("qwen3", tf.Qwen3Config, qwen3, "Qwen3",
        dict(common, rope_parameters=rope(1000000.0), sliding_window=None),
        qk_norm="rms-per-head",
        note="q_norm / k_norm: RMSNorm over head_dim (weight [head_dim]) of each head's q "
             "and k, after the projection's view [batch, seq, heads, head_dim], before "
             "transpose(1, 2) and RoPE")
    add("olmo2", tf.Olmo2Config, olmo2, "Olmo2", dict(common, rope_parameters=rope(500000.0)),
        qk_norm="rms-whole-projection",
        note="q_norm / k_norm: RMSNorm over the whole projection (weights [heads*head_dim] "
             "and [kv_heads*head_dim]) before the view into heads and RoPE; post-norm "
             "decoder layer")
    add("gemma3", tf.Gemma3TextConfig, gemma3, "Gemma3",
        dict(common, num_hidden_layers=2, query_pre_attn_scalar=16, sliding_window=4,
             layer_types=["sliding_attention", "full_attention"],
             rope_parameters={"full_attention": {"rope_type": "linear", "factor": 8.0,
                                                 "rope_theta": 1000000.0},
                              "sliding_attention": {"rope_type": "default",
                                                    "rope_theta": 10000.0}}),
        qk_norm="rms-per-head-gemma", model_cls=gemma3.Gemma3TextModel,
        rotary_takes_layer_type=True,
        note="Gemma-3 text: q_norm / k_norm are Gemma RMSNorms (x * (1 + weight), computed "
             "in float32) over head_dim before RoPE; scaling query_pre_attn_scalar**-0.5; "
             "layer 0 local sliding-window (window 4, theta 1e4, default RoPE), layer 1 "
             "global (theta 1e6, linear scaling factor 8: inv_freq / 8)")
    add("cohere", tf.CohereConfig, cohere, "Cohere",
        dict(common, rope_parameters=rope(10000.0)), style=COHERE_STYLE,
        note="interleaved pairs (CohereRotaryEmbedding repeat_interleave's the "
             "frequencies); LayerNorm without bias; parallel attention and MLP")
    add("glm4", tf.Glm4Config, glm4, "Glm4",
        dict(common, partial_rotary_factor=0.5,
             rope_parameters=rope(10000.0, partial_rotary_factor=0.5)),
        style=GLM4_STYLE, rot_dim=8,
        note="partial rotary (first 8 of 16 channels), interleaved pairs; q/k/v bias "
             "(attention_bias default True)")
    add("granite", tf.GraniteConfig, granite, "Granite",
        dict(common, attention_multiplier=0.125, rope_parameters=rope(10000.0)),
        note="scaling = attention_multiplier 0.125 (not head_dim**-0.5 = 0.25)")
    add("starcoder2", tf.Starcoder2Config, starcoder2, "Starcoder2",
        dict(common, use_bias=True, sliding_window=None, rope_parameters=rope(10000.0)),
        note="biases on q/k/v/o projections (use_bias); LayerNorm")
    add("qwen2-yarn", tf.Qwen2Config, qwen2, "Qwen2",
        dict(common, sliding_window=None,
             rope_parameters={"rope_type": "yarn", "rope_theta": 1000000.0, "factor": 4.0,
                              "original_max_position_embeddings": 16}),
        note="YaRN frequency scaling (factor 4, original_max_position_embeddings 16); "
             "cos/sin scaled by the YaRN attention factor 0.1*ln(4)+1; q/k/v bias")
    add("smollm3", tf.SmolLM3Config, smollm3, "SmolLM3",
        dict(common, num_hidden_layers=2, no_rope_layers=[1, 0], sliding_window=None,
             use_sliding_window=False, rope_parameters=rope(2000000.0)),
        note="no_rope_layers [1, 0]: layer 0 applies RoPE, layer 1 is NoPE (its attention "
             "uses q and k unrotated)")
    add("mistral", tf.MistralConfig, mistral, "Mistral",
        dict(common, sliding_window=4, rope_parameters=rope(1000000.0)),
        note="sliding_window 4")
    add("llama4", tf.Llama4TextConfig, llama4, "Llama4Text",
        dict(common, num_experts_per_tok=1, num_local_experts=2, interleave_moe_layer_step=1,
             intermediate_size_mlp=128, no_rope_layers=[1], attention_chunk_size=8192,
             rope_parameters=rope(500000.0)),
        style="complex: pairs (2i, 2i+1) as complex numbers times freqs_cis (torch.polar)",
        note="Llama-4 text attention: RoPE in complex form (view_as_complex, freqs_cis)",
        attn_cls=llama4.Llama4TextAttention)
    return fams


def build_config(fam):
    cfg = fam["config_cls"](**fam["cfg"])
    cfg._attn_implementation = "sdpa"
    return cfg


def layer_type(cfg, layer):
    types = getattr(cfg, "layer_types", None)
    if types:
        return types[layer]
    # MistralModel: create_sliding_window_causal_mask whenever sliding_window
    # is set (no layer_types).
    if cfg.model_type == "mistral" and cfg.sliding_window is not None:
        return "sliding_attention"
    return "full_attention"


def layer_rope(fam, cfg, layer):
    """(uses RoPE, its rope_parameters, sliding window) of `layer`."""
    rp = cfg.rope_parameters
    lt = layer_type(cfg, layer)
    if isinstance(rp, dict) and lt in rp and isinstance(rp[lt], dict):
        rp = rp[lt]
    rp = dict(rp)
    use = True
    no_rope = getattr(cfg, "no_rope_layers", None)
    if no_rope is not None and fam["name"] in ("smollm3", "llama4"):
        use = bool(no_rope[layer])
    window = cfg.sliding_window if lt == "sliding_attention" else None
    return use, rp, window


def mask_builder(cfg, lt):
    from transformers import masking_utils as mu
    return (mu.create_sliding_window_causal_mask if lt == "sliding_attention"
            else mu.create_causal_mask)


# ----------------------------------------------------------------------------
# Modules. Each builder returns a class (so that torch_f64_outputs can build
# it again in float64); the class reads the config it closes over.

def attention_block(fam, cfg, layer=0, mask_fn=None):
    """The family's attention module of `layer` as XxxModel.forward calls it in
    a default prefill (use_cache on: a fresh DynamicCache; position_ids
    arange; the mask create_causal_mask / create_sliding_window_causal_mask
    builds from them)."""
    import torch
    from transformers.cache_utils import DynamicCache
    lt = layer_type(cfg, layer)

    class AttentionBlock(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.rotary_emb = fam["rotary"](cfg)
            self.attn = fam["attention"](cfg, layer_idx=layer)

        def forward(self, hidden_states):
            cache = DynamicCache(config=cfg)
            position_ids = torch.arange(hidden_states.shape[1]).unsqueeze(0)
            build = mask_fn or mask_builder(cfg, lt)
            mask = build(config=cfg, inputs_embeds=hidden_states, attention_mask=None,
                         cache=cache, position_ids=position_ids)
            if fam["rotary_takes_layer_type"]:
                pe = self.rotary_emb(hidden_states, position_ids, lt)
            else:
                pe = self.rotary_emb(hidden_states, position_ids)
            return self.attn(hidden_states=hidden_states, position_embeddings=pe,
                             attention_mask=mask, cache=cache)[0]
    return AttentionBlock


def layer_block(fam, cfg, padded):
    """Decoder layer 0 with the model's mask (from a 2-D padding mask when
    `padded`) and position embeddings."""
    import torch
    from transformers.cache_utils import DynamicCache
    from transformers import masking_utils as mu

    class LayerBlock(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.rotary_emb = fam["rotary"](cfg)
            self.layer = fam["layer"](cfg, layer_idx=0)

        def run(self, hidden_states, attention_mask):
            cache = DynamicCache(config=cfg)
            position_ids = torch.arange(hidden_states.shape[1]).unsqueeze(0)
            mask = mu.create_causal_mask(config=cfg, inputs_embeds=hidden_states,
                                         attention_mask=attention_mask, cache=cache,
                                         position_ids=position_ids)
            pe = self.rotary_emb(hidden_states, position_ids)
            return self.layer(hidden_states, attention_mask=mask, position_embeddings=pe,
                              position_ids=position_ids, cache=cache)

    if padded:
        class Padded(LayerBlock):
            def forward(self, hidden_states, attention_mask):
                return self.run(hidden_states, attention_mask)
        return Padded

    class Unpadded(LayerBlock):
        def forward(self, hidden_states):
            return self.run(hidden_states, None)
    return Unpadded


def model_block(fam, cfg, padded, use_cache=None):
    """The whole XxxModel from input ids (and a 2-D attention_mask when
    `padded`) to the last hidden state, called as a user would."""
    import torch

    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = fam["model"](cfg)

    if padded:
        class Padded(Model):
            def forward(self, input_ids, attention_mask):
                return self.model(input_ids=input_ids, attention_mask=attention_mask,
                                  use_cache=use_cache).last_hidden_state
        return Padded

    class Unpadded(Model):
        def forward(self, input_ids):
            return self.model(input_ids=input_ids, use_cache=use_cache).last_hidden_state
    return Unpadded


def dynamic_decode_block(fam, cfg):
    """One new token through the whole (1-layer) model over a DynamicCache
    pre-filled with PAST tokens' keys (rotated, as the layer stores them) and
    values given as inputs; positions and mask as the model derives them from
    the cache."""
    import torch
    from transformers.cache_utils import DynamicCache

    class DynamicDecode(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = fam["model"](cfg)

        def forward(self, input_ids, past_keys, past_values):
            cache = DynamicCache(ddp_cache_data=[(past_keys, past_values)], config=cfg)
            out = self.model(input_ids=input_ids, cache=cache, use_cache=True)
            return out.last_hidden_state, cache.layers[0].keys, cache.layers[0].values
    return DynamicDecode


def static_decode_block(fam, cfg):
    """One new token over a StaticCache (max_cache_len STATIC_LEN) the way
    transformers' export recipe (TorchExportableModuleWithStaticCache) drives
    it: early_initialization, the cache's cumulative length from a
    cache_position input; here the cache buffers are inputs (the first PAST
    rows filled) and the updated buffers results."""
    import torch
    from transformers.cache_utils import StaticCache

    class StaticDecode(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = fam["model"](cfg)

        def forward(self, input_ids, cache_position, past_keys, past_values):
            cache = StaticCache(config=cfg, max_cache_len=STATIC_LEN)
            cache.early_initialization(past_keys.shape[0], past_keys.shape[1],
                                       past_keys.shape[3], past_keys.dtype, past_keys.device)
            layer = cache.layers[0]
            layer.keys = past_keys.clone()
            layer.values = past_values.clone()
            layer.cumulative_length = cache_position[0].clone()
            out = self.model(input_ids=input_ids, cache=cache, use_cache=True)
            return out.last_hidden_state, layer.keys, layer.values
    return StaticDecode


# ----------------------------------------------------------------------------
# Cases.

def blocks(fam, cfg, layers, mask):
    """The manifest's attention_blocks: one per attention computation, in the
    order the module computes them."""
    out = []
    for i, layer in enumerate(layers):
        use, rp, window = layer_rope(fam, cfg, layer)
        block_mask = f"sliding-window-{window}" if window else mask
        out.append({"index": i, "layer": layer, "layer_type": layer_type(cfg, layer),
                    "rope": use, "rope_parameters": rp if use else None,
                    "rotary_dim": fam["rot_dim"] if use else None,
                    "mask": block_mask, "sliding_window": window,
                    "qk_norm": fam["qk_norm"],
                    "logit_softcap": getattr(cfg, "attn_logit_softcapping", None)})
    return out


def cases():
    fams = families()
    out = []

    def add(name, fam, kind, route, make, io, dtype="f32", mask="causal", cache="none",
            layers=(0,), positions="fixed", **extra):
        fname = fam["name"]
        cfg = build_config(fam)
        nope = [l for l in range(cfg.num_hidden_layers) if not layer_rope(fam, cfg, l)[0]]
        out.append(dict(
            name=name, family=fname, dtype=dtype, kind=kind, route=route, positions=positions,
            cache=cache, mask_code=mask, qk_norm=fam["qk_norm"], nope_layers=nope,
            attention_blocks=blocks(fam, cfg, layers, mask), io=io, fam=fam,
            frontend="torch", export=export_default,
            make=lambda: make(fam, build_config(fam)), **extra))

    llama = fams["llama"]
    llama_model = dict(llama, cfg=dict(llama["cfg"], num_hidden_layers=MODEL_LAYERS))
    llama_model["name"] = "llama"

    # Llama: the attention block, a decoder layer, a whole model.
    add("llama-sdpa-attention-f32", llama, "attention", "sdpa",
        lambda f, c: attention_block(f, c), "attention")
    add("llama-sdpa-model-f32", llama_model, "model", "sdpa",
        lambda f, c: model_block(f, c, False), "model", layers=range(MODEL_LAYERS),
        batch=2)
    for dtype in ("f32",):
        add(f"llama-sdpa-core-aten-layer-{dtype}", llama, "layer", "sdpa-core-aten",
            lambda f, c: layer_block(f, c, False), "layer", dtype=dtype, batch=2)
        add(f"llama-sdpa-core-aten-layer-padded-{dtype}", llama, "layer", "sdpa-core-aten",
            lambda f, c: layer_block(f, c, True), "layer-padded", dtype=dtype,
            mask="causal+padding", batch=2)
    add("llama-sdpa-core-aten-model-f32", llama_model, "model", "sdpa-core-aten",
        lambda f, c: model_block(f, c, False), "model", layers=range(MODEL_LAYERS), batch=2)
    for dtype in ("f32", "bf16"):
        add(f"llama-sdpa-core-aten-model-padded-{dtype}", llama_model, "model",
            "sdpa-core-aten", lambda f, c: model_block(f, c, True), "model-padded",
            dtype=dtype, mask="causal+padding", layers=range(MODEL_LAYERS), batch=2)

    # Decode steps.
    for route in ("sdpa", "sdpa-core-aten"):
        for dtype in ("f32", "bf16"):
            add(f"llama-{route}-decode-dynamic-cache-{dtype}", llama, "decode", route,
                lambda f, c: dynamic_decode_block(f, c), "decode-dynamic", dtype=dtype,
                cache="dynamic", positions="from-cache", mask="causal")
        add(f"llama-{route}-decode-static-cache-f32", llama, "decode", route,
            lambda f, c: static_decode_block(f, c), "decode-static", cache="static",
            positions="from-cache", mask="causal")

    # torch-mlir's own pipeline, without IREE.
    add("llama-torch-mlir-attention-f32", llama, "attention", "torch-mlir",
        lambda f, c: attention_block(f, c), "attention")
    add("llama-torch-mlir-layer-padded-f32", llama, "layer", "torch-mlir",
        lambda f, c: layer_block(f, c, True), "layer-padded", mask="causal+padding", batch=2)
    add("llama-torch-mlir-model-f32", llama_model, "model", "torch-mlir",
        lambda f, c: model_block(f, c, False), "model", layers=range(MODEL_LAYERS), batch=2)
    add("llama-torch-mlir-decode-dynamic-cache-f32", llama, "decode", "torch-mlir",
        lambda f, c: dynamic_decode_block(f, c), "decode-dynamic", cache="dynamic",
        positions="from-cache")
    add("qwen3-torch-mlir-attention-f32", fams["qwen3"], "attention", "torch-mlir",
        lambda f, c: attention_block(f, c), "attention")
    add("probe-llama-torch-mlir-frozen-attention-f32", llama, "probe", "torch-mlir",
        lambda f, c: attention_block(f, c), "attention", frozen=True,
        probe="torch_mlir.fx.export_and_import with its defaults (the frozen import): "
              "the rotary embedding's inv_freq is a non-persistent buffer, which "
              "torch.export keeps out of the state dict the frozen import looks in; every "
              "transformers model with RoPE has one (the committed torch-mlir cases pass "
              "experimental_support_mutation=True, which imports it)")

    # q/k-norm and other families: one attention block each.
    for fname, dtypes in (("qwen3", ("f32", "bf16")), ("olmo2", ("f32",)),
                          ("cohere", ("f32",)), ("glm4", ("f32",)), ("granite", ("f32",)),
                          ("starcoder2", ("f32",)), ("qwen2-yarn", ("f32",))):
        for dtype in dtypes:
            add(f"{fname}-sdpa-core-aten-attention-{dtype}", fams[fname], "attention",
                "sdpa-core-aten", lambda f, c: attention_block(f, c), "attention",
                dtype=dtype)
    gemma3 = fams["gemma3"]
    add("gemma3-sdpa-core-aten-attention-global-f32", gemma3, "attention", "sdpa-core-aten",
        lambda f, c: attention_block(f, c, layer=1), "attention", layers=(1,))
    add("neg-gemma3-sdpa-core-aten-attention-sliding-f32", gemma3, "negative",
        "sdpa-core-aten", lambda f, c: attention_block(f, c, layer=0), "attention",
        mask="sliding-window-4", layers=(0,),
        negative="Gemma-3's local layer: create_sliding_window_causal_mask with "
                 "sliding_window 4 (each query sees itself and the 3 keys before it) over "
                 "8 tokens; theta 1e4 without scaling")
    smollm3 = fams["smollm3"]
    add("smollm3-sdpa-core-aten-model-f32", smollm3, "model", "sdpa-core-aten",
        lambda f, c: model_block(f, c, False), "model", layers=range(2), batch=1)

    # Probes: what the routes cannot lower, with the exact error.
    add("probe-llama-sdpa-model-padded-f32", llama_model, "probe", "sdpa",
        lambda f, c: model_block(f, c, True), "model-padded", mask="causal+padding",
        layers=range(MODEL_LAYERS), batch=2,
        probe="LlamaModel with a 2-D padding attention_mask through the plain route: "
              "create_causal_mask's and_masks(causal, padding) starts from "
              "q_idx.new_ones((), dtype=bool), a 0-d i1 literal torch-mlir's "
              "torch.vtensor.literal lowering does not accept (the sdpa-core-aten route "
              "lowers the same model: llama-sdpa-core-aten-model-padded-*)")
    add("probe-llama-sdpa-model-no-cache-f32", llama_model, "probe", "sdpa",
        lambda f, c: model_block(f, c, False, use_cache=False), "model",
        layers=range(MODEL_LAYERS), batch=2,
        probe="LlamaModel(input_ids, use_cache=False) through the plain route: without a "
              "cache and a 2-D mask, create_causal_mask looks for packed sequences in "
              "position_ids with torch.diff, which torch-mlir does not lower (with the "
              "default use_cache=True the model makes a DynamicCache, skips the check, "
              "and lowers: llama-sdpa-model-f32; through sdpa-core-aten the check lowers: "
              "llama-sdpa-core-aten-model-no-cache-f32)")
    add("llama-sdpa-core-aten-model-no-cache-f32", llama_model, "model", "sdpa-core-aten",
        lambda f, c: model_block(f, c, False, use_cache=False), "model",
        mask="causal+packed-check", layers=range(MODEL_LAYERS), batch=2)
    mistral = fams["mistral"]
    add("neg-mistral-sdpa-core-aten-attention-sliding-window-f32", mistral, "negative",
        "sdpa-core-aten", lambda f, c: attention_block(f, c), "attention",
        mask="sliding-window-4",
        negative="MistralAttention with sliding_window 4 and the mask MistralModel.forward "
                 "builds by default (create_sliding_window_causal_mask): each query sees "
                 "itself and the 3 keys before it")
    add("probe-mistral-sdpa-attention-sliding-window-f32", mistral, "probe", "sdpa",
        lambda f, c: attention_block(f, c), "attention", mask="sliding-window-4",
        probe="MistralAttention with sliding_window 4 and the mask MistralModel.forward builds "
              "by default (create_sliding_window_causal_mask) through the plain sdpa route: "
              "the sliding-window mask is and_masks(causal, sliding_window_overlay), which "
              "starts from q_idx.new_ones((), dtype=bool), a 0-d i1 literal torch-mlir's "
              "torch.vtensor.literal lowering does not accept (the sdpa-core-aten route "
              "lowers it: neg-mistral-sdpa-core-aten-attention-sliding-window-f32)")
    llama4 = fams["llama4"]
    for route in ("sdpa", "sdpa-core-aten"):
        add(f"probe-llama4-{route}-attention-f32", llama4, "probe", route,
            lambda f, c: llama4_block(f, c), "attention",
            probe="Llama-4's text attention: RoPE in complex form (Llama4TextRotaryEmbedding "
                  "returns freqs_cis = torch.polar(ones, freqs); apply_rotary_emb multiplies "
                  f"view_as_complex(q) by it) through the {route} route")
    return out


def llama4_block(fam, cfg):
    import torch
    from transformers.cache_utils import DynamicCache
    from transformers import masking_utils as mu

    class Llama4Block(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.rotary_emb = fam["rotary"](cfg)
            self.attn = fam["attention"](cfg, layer_idx=0)

        def forward(self, hidden_states):
            cache = DynamicCache(config=cfg)
            position_ids = torch.arange(hidden_states.shape[1]).unsqueeze(0)
            mask = mu.create_causal_mask(config=cfg, inputs_embeds=hidden_states,
                                         attention_mask=None, cache=cache,
                                         position_ids=position_ids)
            freqs_cis = self.rotary_emb(hidden_states, position_ids)
            return self.attn(hidden_states=hidden_states, position_embeddings=freqs_cis,
                             attention_mask=mask, cache=cache)[0]
    return Llama4Block


# ----------------------------------------------------------------------------
# Inputs, export, manifest.

def inputs_of(case, fam, cfg, dtype):
    import torch
    g = torch.Generator().manual_seed(seed_of(case["name"]) + 1)
    dt = torch_dtype(dtype)
    io = case["io"]
    batch = case.get("batch", 1)
    hidden = cfg.hidden_size
    if io == "attention":
        return [("hidden_states [batch, seq, hidden]",
                 torch.randn(batch, SEQ, hidden, generator=g).to(dt))]
    pad = torch.ones(batch, SEQ, dtype=torch.long)
    pad[-1, :PAD] = 0
    if io in ("layer", "layer-padded"):
        h = torch.randn(batch, SEQ, hidden, generator=g).to(dt)
        if io == "layer":
            return [("hidden_states [batch, seq, hidden]", h)]
        return [("hidden_states [batch, seq, hidden]", h),
                (f"attention_mask [batch, seq] (int64; 0 = padding: the last row's first "
                 f"{PAD} tokens)", pad)]
    if io in ("model", "model-padded"):
        ids = torch.randint(0, VOCAB, (batch, SEQ), generator=g)
        if io == "model":
            return [("input_ids [batch, seq]", ids)]
        return [("input_ids [batch, seq]", ids),
                (f"attention_mask [batch, seq] (int64; 0 = padding: the last row's first "
                 f"{PAD} tokens)", pad)]
    kvh, hd = fam["kv_heads"], fam["head_dim"]
    ids = torch.randint(0, VOCAB, (1, 1), generator=g)
    pk = torch.randn(1, kvh, PAST, hd, generator=g).to(dt)
    pv = torch.randn(1, kvh, PAST, hd, generator=g).to(dt)
    if io == "decode-dynamic":
        return [("input_ids [batch, 1]", ids),
                (f"past_keys [batch, kv_heads, {PAST}, head_dim] (rotated)", pk),
                (f"past_values [batch, kv_heads, {PAST}, head_dim]", pv)]
    # Static: the first PAST rows of a [batch, kv_heads, STATIC_LEN, head_dim] buffer.
    sk = torch.zeros(1, kvh, STATIC_LEN, hd, dtype=dt)
    sv = torch.zeros(1, kvh, STATIC_LEN, hd, dtype=dt)
    sk[:, :, :PAST] = pk
    sv[:, :, :PAST] = pv
    return [("input_ids [batch, 1]", ids),
            ("cache_position [1] (int64: the cache's length before the step)",
             torch.tensor([PAST], dtype=torch.long)),
            (f"past_keys [batch, kv_heads, {STATIC_LEN}, head_dim] (rows 0..{PAST - 1} the "
             "rotated cached keys, the rest zero)", sk),
            (f"past_values [batch, kv_heads, {STATIC_LEN}, head_dim] (rows 0..{PAST - 1} "
             "filled, the rest zero)", sv)]


def output_names(case):
    io = case["io"]
    if io == "attention":
        return ["attn_output [batch, seq, hidden]"]
    if io.startswith("layer"):
        return ["hidden_states [batch, seq, hidden] (after the decoder layer)"]
    if io.startswith("model"):
        return ["last_hidden_state [batch, seq, hidden] (after the final norm)"]
    n = PAST + 1 if io == "decode-dynamic" else STATIC_LEN
    return ["last_hidden_state [batch, 1, hidden]",
            f"keys [batch, kv_heads, {n}, head_dim] (the cache after the step)",
            f"values [batch, kv_heads, {n}, head_dim]"]


def export_torch_mlir(module, args, frozen):
    """torch-mlir's own route to linalg on tensors (no IREE)."""
    from torch_mlir import fx
    return str(fx.export_and_import(module, *args, output_type="linalg-on-tensors",
                                    experimental_support_mutation=not frozen))


def export_module(module, args, route, inline):
    import torch
    import iree.turbine.aot as aot
    with turbine_policy(inline_weights=inline):
        if route == "sdpa":
            return str(aot.export(module, args=args).mlir_module)
        ep = torch.export.export(module, args).run_decompositions()
        return str(aot.export(ep).mlir_module)


def attention_modules(module):
    import torch
    return [m for m in module.modules()
            if type(m).__name__.endswith("Attention") and isinstance(m, torch.nn.Module)
            and any(isinstance(c, torch.nn.Linear) for c in m.children())]


def head_layout(case, fam, cfg, module):
    import torch
    attn = attention_modules(module)[case["attention_blocks"][0]["layer"]
                                     if len(attention_modules(module)) > 1 else 0]
    proj = {n: {"in": m.in_features, "out": m.out_features, "bias": m.bias is not None}
            for n, m in attn.named_children() if isinstance(m, torch.nn.Linear)}
    groups = cfg.num_attention_heads // fam["kv_heads"]
    norms = {n: type(m).__name__ + f" over {m.weight.shape[0]}" for n, m in attn.named_children()
             if "norm" in n}
    if case["route"] == "torch-mlir":
        scores = ("torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask, "
                  "scale=scaling) decomposed by torch-mlir's decomposition table: q * "
                  "sqrt(scaling) and k^T * sqrt(scaling), batch_matmul over [batch*heads, "
                  "seq, head_dim], the boolean mask applied as select(mask, 0, -inf) added "
                  "to the scores")
        softmax = ("max (with argmax), exp(x - max), sum, divide, then a select that zeroes "
                   "rows whose every score (widened to f64) is -inf")
    elif case["route"] == "sdpa":
        scores = ("torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask, "
                  "scale=scaling, enable_gqa=False) on [batch, heads, seq, head_dim] after "
                  "repeat_kv; lowered by torch-mlir / IREE to one iree_linalg_ext.attention "
                  "over [batch*heads, seq, head_dim] (generic form, see the README)")
        softmax = "inside iree_linalg_ext.attention"
    else:
        scores = ("SDPA decomposed by run_decompositions(): q * sqrt(scaling) and "
                  "k^T * sqrt(scaling) (each), batch_matmul, the boolean mask applied as "
                  "select(mask, 0, -inf) added to the scores")
        softmax = ("aten._safe_softmax decomposed: max (with argmax), exp(x - max), sum, "
                   "divide, then a select that zeroes rows with every key masked")
    out = {
        "num_heads": cfg.num_attention_heads, "num_kv_heads": fam["kv_heads"],
        "head_dim": fam["head_dim"], "rotary_dim": fam["rot_dim"], "rope_layout": "bhsd",
        "rope_applied_to": "q [batch, heads, seq, head_dim] and k [batch, kv_heads, seq, "
                           "head_dim] (after view + transpose(1, 2))",
        "projections": proj,
        "kv_heads_to_query_heads": (f"repeat_kv(n_rep={groups}): query head h reads kv head "
                                    f"h // {groups}" if groups > 1 else "none"),
        "scores": scores,
        "scaling": float(attn.scaling),
        "softmax": softmax,
        "output": "[batch, heads, seq, head_dim] -> transpose(1, 2) -> [batch, seq, "
                  "heads*head_dim] -> " + next(reversed(proj)),
    }
    if norms:
        out["qk_norm"] = norms
    if fam["name"] == "gemma3":
        out["scaling_from"] = "query_pre_attn_scalar**-0.5"
    if fam["name"] == "granite":
        out["scaling_from"] = "attention_multiplier"
    return out


def export_default(case, raw_dir):
    import torch
    fam = case["fam"]
    cfg = build_config(fam)
    seed = seed_of(case["name"].replace("-bf16", "-f32"))
    module = instantiate(case["dtype"], seed, case["make"]())
    inputs = inputs_of(case, fam, cfg, case["dtype"])
    args = tuple(t for _, t in inputs)
    with torch.no_grad():
        outs = module(*args)
    if not isinstance(outs, tuple):
        outs = (outs,)
    route = case["route"]
    stage = {"sdpa": "iree.turbine.aot.export",
             "torch-mlir": "torch_mlir.fx.export_and_import"}.get(
        route, "torch.export.export(...).run_decompositions() / iree.turbine.aot.export")
    try:
        with torch.no_grad():
            if route == "torch-mlir":
                lowered = export_torch_mlir(module, args, case.get("frozen", False))
            else:
                torch_text = export_module(module, args, route, case["dtype"] == "bf16")
    except Exception as e:  # noqa: BLE001
        raise CaseFailure(stage, f"{type(e).__name__}: {e}".splitlines()[0])
    flags = []
    if route != "torch-mlir":
        lowered, flags = run_iree(torch_text, "torch", raw_dir, case["name"])
    elif raw_dir:
        (raw_dir / f"{case['name']}.torch-mlir.mlir").write_text(lowered)
    outs64 = torch_f64_outputs(case, module, inputs)
    meta = {
        "frontend": "torch-mlir" if route == "torch-mlir" else "torch-mlir via iree-turbine",
        "pipeline": ROUTES[route].format(flags=" ".join(flags)),
        "config_class": fam["config_cls"].__name__,
        "config": fam["cfg"],
        "attn_implementation": "sdpa",
        "modules": sorted({type(m).__name__ for m in module.children()}
                          | {type(m).__name__ for m in attention_modules(module)}),
        "family_note": fam["note"],
        "weights": f"random init, torch.manual_seed({seed}) on a float32 build"
                   + ("; parameters cast to bfloat16 (buffers built under default dtype "
                      "bfloat16 as from_config(dtype=bfloat16) does); imported as literals"
                      if case["dtype"] == "bf16" else "; stripped to arith.constant"),
        "num_heads": cfg.num_attention_heads, "num_kv_heads": fam["kv_heads"],
        "head_dim": fam["head_dim"],
        "causal": True,
        "mask_description": MASKS[case["mask_code"]],
        "rope_parameters": case["attention_blocks"][0]["rope_parameters"]
        or layer_rope(fam, cfg, 0)[1],
        "rotary_dim": fam["rot_dim"],
        "rotary_style": fam["style"],
        "batch": case.get("batch", 1),
        "head_layout": head_layout(case, fam, cfg, module),
    }
    if case["cache"] != "none":
        meta["cache_description"] = CACHES[case["cache"]]
    meta["positions_description"] = POSITIONS[case["positions"]]
    return lowered, inputs, list(zip(output_names(case), outs)), meta, (outs64, F64_TORCH)


MASKS = {
    "causal": "transformers create_causal_mask as the model calls it (sdpa: a boolean "
              "mask, true where kv <= q (plus the cache offset), built in the graph from "
              "aranges; or none when transformers lets SDPA's is_causal stand for it)",
    "causal+padding": "create_causal_mask with the 2-D attention_mask: boolean (kv <= q) & "
                      "attention_mask[b, kv], [batch, 1, q, kv]; padded query rows see no key "
                      "(SDPA's _safe_softmax gives them zeros)",
    "sliding-window-4": "create_sliding_window_causal_mask, sliding_window 4: true where "
                        "q - 4 < kv <= q",
    "causal+packed-check": "create_causal_mask(position_ids=...) without a cache or 2-D mask "
                           "(use_cache=False): causal, and-ed with a packed-sequence mask "
                           "computed at run time from position_ids (torch.diff with the "
                           "first value - 1 prepended, != 1, cumsum: sequence ids; a key is "
                           "seen only by queries of its sequence); with position_ids arange "
                           "it is the plain causal mask",
}
CACHES = {
    "dynamic": f"DynamicCache(ddp_cache_data=[(past_keys, past_values)]) of {PAST} tokens "
               "given as inputs; the layer appends the new token's rotated key and value "
               "(tensor.concat along the sequence) and attends over all "
               f"{PAST + 1}; the grown cache is returned",
    "static": f"StaticCache(max_cache_len={STATIC_LEN}) after early_initialization; its "
              "keys/values buffers are the inputs (the first "
              f"{PAST} rows filled), its cumulative length the cache_position input; the "
              "layer writes the new token's key and value at row cache_position "
              "(index_copy_) and attends over all "
              f"{STATIC_LEN} rows with the mask hiding rows > cache_position; the written "
              "buffers are returned",
}
POSITIONS = {
    "fixed": "position_ids = arange(seq) built in the graph (what XxxModel.forward does "
             "without position_ids)",
    "from-cache": "position_ids = arange(1) + the cache's length: DynamicCache's is the "
                  f"static shape of the cached keys ({PAST}, a constant in the graph); "
                  "StaticCache's the cache_position input (its cumulative_length)",
}
