"""Rotary parameters and attention shape of a Hugging Face model's config.json.

The Python side of lib/Frontend/HuggingFaceConfig.cpp, with the same rules
and messages: transformers 5.x semantics (which reads 4.x configs too),
rope_scaling or rope_parameters, every rope_type mapped onto a schedule of
Semantics §2, and the partial-rotary convention of each model family
(docs/HuggingFace.md). Keys unrelated to RoPE are ignored; an unknown key
inside rope_scaling / rope_parameters, or a known key of the wrong type,
raises ValueError naming it ("rope_scaling.factor: expected a number, got
string"). Whether the resulting numbers are usable (a positive factor, ...)
is checked where they are used: rope-compile and the reference tools.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
from typing import Optional, Tuple, Union

from .ir import params_ir
from .reference import RopeConfig, Scaling, check_config


@dataclasses.dataclass
class HFModel:
    """What a config.json says about attention and its rotary embedding."""

    rope: RopeConfig  # head_dim is the q/k head dim
    num_attention_heads: int
    num_key_value_heads: int
    head_dim: int
    value_head_dim: int
    # The model's softmax scale where it is not 1/sqrt(head_dim) (DeepSeek,
    # Gemma's query_pre_attn_scalar).
    attention_scale: Optional[float] = None
    model_type: str = ""
    # The layer type read (layer_type=), for models whose layer types differ.
    layer_type: Optional[str] = None
    # Attention the rope.attention op does not compute, refused by
    # rope_mlir.attention where it would change the result: keys older than
    # this many positions masked out (sliding-window layers), and logits
    # soft-capped by tanh.
    sliding_window: Optional[int] = None
    logit_softcapping: Optional[float] = None

    @property
    def params(self) -> str:
        """The `#rope.params<...>` attribute text."""
        return "#rope.params" + params_ir(self.rope)


@dataclasses.dataclass(frozen=True)
class _Family:
    pairing: str = "half"
    default_partial: float = 1.0
    partial_key: str = ""
    theta_key: str = ""
    default_rotary_dim: Optional[int] = None  # GPT-J style rotary_dim
    long_rope_aliases: bool = False  # Phi-3 reads "su" and "yarn" as longrope


_FAMILIES = {
    "gpt_neox": _Family("half", 0.25, "rotary_pct", "rotary_emb_base"),
    "phi": _Family("half", 0.5),
    "phi3": _Family(long_rope_aliases=True),
    "gptj": _Family("interleaved", default_rotary_dim=64),
    "codegen": _Family("interleaved", default_rotary_dim=64),
}

_ROPE_KEYS = frozenset({
    "attention_factor", "beta_fast", "beta_slow", "factor", "high_freq_factor",
    "long_factor", "low_freq_factor", "mscale", "mscale_all_dim",
    "original_max_position_embeddings", "partial_rotary_factor", "rope_theta",
    "rope_type", "short_factor", "truncate", "type"})

_ROPE_TYPES = "default, linear, dynamic, yarn, longrope, llama3 or proportional"


def _kind(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class _Keys:
    """Typed keys of one object; absent and null read as None."""

    def __init__(self, fields: dict, path: str):
        self.fields, self.path = fields, path

    def fail(self, key: str, message: str):
        raise ValueError(f"{self.path}{key}: {message}")

    def _get(self, key: str, what: str, accept):
        value = self.fields.get(key)
        if value is None:
            return None
        if not accept(value):
            self.fail(key, f"expected {what}, got {_kind(value)}")
        return value

    def number(self, key: str) -> Optional[float]:
        value = self._get(key, "a number", _is_number)
        return None if value is None else float(value)

    def integer(self, key: str) -> Optional[int]:
        # Integral floats (4096.0) count, as for the C++ reader.
        value = self._get(key, "an integer", lambda v: isinstance(v, int) and not isinstance(
            v, bool) or isinstance(v, float) and v.is_integer())
        return None if value is None else int(value)

    def string(self, key: str) -> Optional[str]:
        return self._get(key, "a string", lambda v: isinstance(v, str))

    def boolean(self, key: str) -> Optional[bool]:
        return self._get(key, "a boolean", lambda v: isinstance(v, bool))

    def numbers(self, key: str):
        value = self._get(key, "an array of numbers", lambda v: isinstance(v, list))
        if value is None:
            return None
        for element in value:
            if not _is_number(element):
                self.fail(key, "expected an array of numbers, got an array holding a "
                          + _kind(element))
        return [float(x) for x in value]

    def object(self, key: str) -> Optional[dict]:
        return self._get(key, "an object", lambda v: isinstance(v, dict))

    def reject_unknown(self, known) -> None:
        for key in sorted(self.fields):
            if key not in known:
                self.fail(key, "unknown key")


def _first(*values):
    return next((v for v in values if v is not None), None)


def _read_rope_dict(keys: _Keys) -> dict:
    keys.reject_unknown(_ROPE_KEYS)
    rope_type, legacy = keys.string("rope_type"), keys.string("type")
    if rope_type is not None and legacy is not None and rope_type != legacy:
        keys.fail("type", f"'{legacy}' contradicts rope_type '{rope_type}'")
    d = {"type_key": "type" if rope_type is None and legacy is not None else "rope_type",
         "type": _first(rope_type, legacy, "default")}
    for key in ("rope_theta", "partial_rotary_factor", "factor", "attention_factor",
                "beta_fast", "beta_slow", "mscale", "mscale_all_dim", "low_freq_factor",
                "high_freq_factor"):
        d[key] = keys.number(key)
    d["original_max_position_embeddings"] = keys.integer("original_max_position_embeddings")
    d["truncate"] = keys.boolean("truncate")
    d["short_factor"] = keys.numbers("short_factor")
    d["long_factor"] = keys.numbers("long_factor")
    return d


def _read_top(keys: _Keys, family: _Family) -> dict:
    t = {
        # GPT-J and CodeGen spell the shape keys n_head, n_embd, n_positions.
        "heads": _first(keys.integer("num_attention_heads"), keys.integer("n_head")),
        "kv_heads": keys.integer("num_key_value_heads"),
        "hidden": _first(keys.integer("hidden_size"), keys.integer("n_embd")),
        "head_dim": keys.integer("head_dim"),
        "max_positions": _first(keys.integer("max_position_embeddings"),
                                keys.integer("n_positions")),
        "original_max": keys.integer("original_max_position_embeddings"),
    }
    t["theta"], t["theta_key"] = keys.number("rope_theta"), "rope_theta"
    if t["theta"] is None and family.theta_key:
        t["theta"], t["theta_key"] = keys.number(family.theta_key), family.theta_key
    t["partial"] = keys.number("partial_rotary_factor")
    if t["partial"] is None and family.partial_key:
        t["partial"] = keys.number(family.partial_key)
    t["has_rotary_dim"] = family.default_rotary_dim is not None
    if t["has_rotary_dim"]:
        t["rotary_dim"] = (keys.integer("rotary_dim") if "rotary_dim" in keys.fields
                           else family.default_rotary_dim)
    # Multi-head latent attention (DeepSeek-V2/V3).
    t["qk_rope"] = keys.integer("qk_rope_head_dim")
    t["qk_nope"] = keys.integer("qk_nope_head_dim")
    t["v_head_dim"] = keys.integer("v_head_dim")
    t["rope_interleave"] = keys.boolean("rope_interleave")
    return t


def _read_shape(t: dict):
    heads = t["heads"]
    if heads is None:
        raise ValueError("num_attention_heads: required")
    if heads < 1:
        raise ValueError(f"num_attention_heads: must be positive, got {heads}")
    kv_heads = _first(t["kv_heads"], heads)
    if kv_heads < 1 or heads % kv_heads != 0:
        raise ValueError(f"num_key_value_heads: must divide num_attention_heads ({heads}), "
                         f"got {kv_heads}")
    value_head_dim = None
    if t["qk_rope"] is not None:
        # MLA: each q/k head is [nope | rope] and values have their own dim.
        head_dim = (t["qk_nope"] or 0) + t["qk_rope"]
        value_head_dim = t["v_head_dim"]
    elif t["head_dim"] is not None:
        head_dim = t["head_dim"]
    elif t["hidden"] is not None:
        head_dim = t["hidden"] // heads
    else:
        raise ValueError("hidden_size: required when head_dim is absent")
    if not 2 <= head_dim <= 65536:
        raise ValueError(f"head_dim: must lie in [2, 65536], got {head_dim}")
    return heads, kv_heads, head_dim, _first(value_head_dim, head_dim)


def _read_channels(d: dict, t: dict, family: _Family, cfg: RopeConfig) -> None:
    partial = _first(d["partial_rotary_factor"], t["partial"], family.default_partial)
    cfg.pairing = family.pairing
    # transformers truncates: int(head_dim * partial_rotary_factor).
    if t["qk_rope"] is not None:
        cfg.pairing = "interleaved" if _first(t["rope_interleave"], True) else "half"
        rotary = int(t["qk_rope"] * partial)
        cfg.rotary_offset = cfg.head_dim - t["qk_rope"]
        if cfg.rotary_offset:
            cfg.partial = "offset"
    elif d["type"] == "proportional":
        # Pairs span the whole head; the first partial * D / 2 of them turn.
        cfg.partial = "proportional"
        rotary = 2 * int(math.floor(partial * cfg.head_dim / 2))
    elif t["has_rotary_dim"]:
        rotary = _first(t["rotary_dim"], cfg.head_dim)
    else:
        rotary = int(cfg.head_dim * partial)
    if rotary < 2 or rotary % 2 or rotary > cfg.head_dim:
        key = "rotary_dim" if t["has_rotary_dim"] else "partial_rotary_factor"
        raise ValueError(f"{key}: gives {rotary} rotary channels for head dim {cfg.head_dim}, "
                         "which must be even and in [2, head dim]")
    cfg.rotary_dim = rotary


def _read_scaling(d: dict, t: dict) -> Scaling:
    name, kind = d["name"], d["type"]

    def required(key):
        return ValueError(f"{name}.{key}: required for rope_type '{kind}'")

    # llama3, yarn and longrope: a top-level value wins over the dictionary's
    # (Phi-3 keeps it there), and max_position_embeddings stands in for both.
    original_max = _first(t["original_max"], d["original_max_position_embeddings"],
                          t["max_positions"])
    factor = d["factor"]
    if kind == "default":
        return Scaling()
    if kind in ("linear", "proportional"):
        if factor is None and kind == "linear":
            raise required("factor")
        return Scaling() if _first(factor, 1.0) == 1.0 else Scaling("linear", factor=factor)
    if kind == "dynamic":
        if factor is None:
            raise required("factor")
        # transformers compares the sequence with max_position_embeddings here.
        if t["max_positions"] is None:
            raise ValueError("max_position_embeddings: required for rope_type 'dynamic'")
        return Scaling("dynamic", factor=factor, original_max=t["max_positions"])
    if kind not in ("llama3", "yarn", "longrope"):
        raise ValueError(f"{name}.{d['type_key']}: unsupported rope type '{kind}' "
                         f"(expected {_ROPE_TYPES})")
    if original_max is None:
        raise ValueError(f"max_position_embeddings: required for rope_type '{kind}'")
    if kind == "llama3":
        for key in ("factor", "low_freq_factor", "high_freq_factor"):
            if d[key] is None:
                raise required(key)
        return Scaling("llama3", factor=factor, low_freq_factor=d["low_freq_factor"],
                       high_freq_factor=d["high_freq_factor"], original_max=original_max)
    # yarn and longrope without a factor: the context extension itself.
    if factor is None and t["max_positions"] is not None and original_max:
        factor = t["max_positions"] / original_max
    if factor is None:
        raise required("factor")
    if kind == "yarn":
        # transformers tests these with `or` / truthiness: 0 means "not set".
        both = bool(d["mscale"]) and bool(d["mscale_all_dim"])
        return Scaling("yarn", factor=factor, original_max=original_max,
                       beta_fast=d["beta_fast"] or 32.0, beta_slow=d["beta_slow"] or 1.0,
                       attention_factor=d["attention_factor"],
                       mscale=d["mscale"] if both else None,
                       mscale_all_dim=d["mscale_all_dim"] if both else None,
                       truncate=_first(d["truncate"], True))
    for key in ("short_factor", "long_factor"):
        if d[key] is None:
            raise required(key)
    return Scaling("longrope", short_factor=d["short_factor"], long_factor=d["long_factor"],
                   original_max=original_max, factor=factor,
                   attention_factor=d["attention_factor"])


def _attention_scale(d: dict, t: dict, head_dim: int) -> Optional[float]:
    """DeepSeek's softmax scale (transformers' yarn_apply_mscale)."""
    if t["qk_rope"] is None or d["type"] == "default" or not d["mscale_all_dim"] \
            or d["factor"] is None:
        return None
    factor = d["factor"]
    m = 1.0 if factor <= 1 else 0.1 * d["mscale_all_dim"] * math.log(factor) + 1.0
    return m * m / math.sqrt(head_dim)


def _load(config) -> dict:
    if isinstance(config, (str, os.PathLike)):
        try:
            with open(config, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise ValueError(f"cannot read '{os.fspath(config)}': {e.strerror}") from None
        try:
            return json.loads(text)
        except json.JSONDecodeError as e:
            raise ValueError(f"'{os.fspath(config)}' is not valid JSON: {e}") from None
    return config


def _per_layer_type(top: _Keys, t: dict, name: str, rope: Optional[dict],
                    layer_type: Optional[str]) -> Tuple[Optional[dict], str]:
    """The rope dictionary of `layer_type` and its name in messages.

    transformers 5.x gives models whose layer types rotate differently
    (Gemma-3) one dictionary per layer type under rope_parameters; 4.x
    Gemma-3 configs give the sliding layers' base as rope_local_base_freq
    (which then stands for rope_theta in `t`)."""
    local_base = top.number("rope_local_base_freq")
    nested = rope is not None and any(isinstance(v, dict) for v in rope.values())
    types = sorted(rope) if nested else (
        ["full_attention", "sliding_attention"] if local_base is not None else [])
    if not types:
        listed = top.fields.get("layer_types")
        if layer_type is not None and not (isinstance(listed, list) and layer_type in listed):
            raise ValueError(f"layer_type: '{layer_type}' is not a layer type of this config "
                             "(it gives every layer the same rotary parameters)")
        return rope, name
    if layer_type is None:
        raise ValueError(f"{name}: this model gives each layer type its own rotary parameters "
                         f"({', '.join(types)}); choose one with layer_type= "
                         "(rope-compile --hf-layer-type=)")
    if layer_type not in types:
        raise ValueError(f"layer_type: expected one of {', '.join(types)}, got "
                         f"'{layer_type}'")
    if not nested:
        if layer_type == "sliding_attention":
            t["theta"], t["theta_key"] = local_base, "rope_local_base_freq"
            return None, name
        return rope, name
    return _Keys(rope, name + ".").object(layer_type) or {}, f"{name}.{layer_type}"


def _sliding_window(top: _Keys, layer_type: Optional[str]) -> Optional[int]:
    """The window of the layers read, where keys beyond it are masked."""
    window = top.integer("sliding_window")
    if window is None or top.boolean("use_sliding_window") is False:
        return None
    listed = top.fields.get("layer_types")
    if layer_type is not None:
        return window if layer_type == "sliding_attention" else None
    if isinstance(listed, list) and "sliding_attention" not in listed:
        return None
    return window


def params_from_hf_config(config: Union[dict, str, os.PathLike],
                          layer_type: Optional[str] = None) -> HFModel:
    """Reads a config.json (a path, or the parsed dictionary).

    layer_type: for models whose layer types rotate differently (Gemma-3's
    "full_attention" and "sliding_attention"), the one to read; required
    there, and refused where the config has no such layer type."""
    root = _load(config)
    if not isinstance(root, dict):
        raise ValueError(f"config: expected an object, got {_kind(root)}")
    if layer_type is not None and not isinstance(layer_type, str):
        raise TypeError(f"layer_type: expected a string, got {type(layer_type).__name__}")
    top = _Keys(root, "")
    model_type = top.string("model_type") or ""
    family = _FAMILIES.get(model_type, _Family())
    t = _read_top(top, family)
    # An empty dictionary counts as absent, as transformers' `or` makes it.
    scaling = top.object("rope_scaling") or None
    parameters = top.object("rope_parameters") or None
    if scaling and parameters:
        raise ValueError("rope_scaling: give rope_scaling (transformers 4.x) or "
                         "rope_parameters (5.x), not both")
    name = "rope_scaling" if scaling else "rope_parameters"
    rope, name = _per_layer_type(top, t, name, scaling or parameters, layer_type)
    d = _read_rope_dict(_Keys(rope or {}, name + "."))
    d["name"] = name
    if family.long_rope_aliases and d["type"] in ("su", "yarn"):
        d["type"] = "longrope"
    heads, kv_heads, head_dim, value_head_dim = _read_shape(t)
    cfg = RopeConfig(head_dim=head_dim,
                     theta=_first(d["rope_theta"], t["theta"], 10000.0))
    _read_channels(d, t, family, cfg)
    cfg.scaling = _read_scaling(d, t)
    _check_values(cfg, d, t)
    pre_attn = top.number("query_pre_attn_scalar")
    scale = _attention_scale(d, t, head_dim)
    if pre_attn is not None:
        if not pre_attn > 0:
            raise ValueError(f"query_pre_attn_scalar: must be positive, got {pre_attn:f}")
        scale = pre_attn ** -0.5
    return HFModel(rope=cfg, num_attention_heads=heads, num_key_value_heads=kv_heads,
                   head_dim=head_dim, value_head_dim=value_head_dim,
                   attention_scale=scale, model_type=model_type, layer_type=layer_type,
                   sliding_window=_sliding_window(top, layer_type),
                   logit_softcapping=top.number("attn_logit_softcapping"))


def _check_values(cfg: RopeConfig, d: dict, t: dict) -> None:
    """The values read must make a valid rotation (Semantics §2): the
    reference's rules, the message naming the config key."""
    message = check_config(cfg)
    if not message:
        return
    field = message.split(" ", 1)[0]
    if field == "theta":
        key = (f"{d['name']}.rope_theta" if d["rope_theta"] is not None
               else t["theta_key"])
        raise ValueError(f"{key}: {message[len(field) + 1:]}")
    if field in _ROPE_KEYS or field in ("short_factor", "long_factor"):
        raise ValueError(f"{d['name']}.{field}: {message[len(field) + 1:]}")
    raise ValueError(f"invalid rotary parameters: {message}")
