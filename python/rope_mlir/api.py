"""One call: `rope(q, k, ...)` and `attention(q, k, v, ...)` on numpy arrays
and torch tensors.

The first call with a new (configuration, layout, element type, heads, head
dims, position kind) compiles a kernel with rope-compile (kernel_cache:
kept on disk, so later processes load it); batch and sequence extents,
offsets and positions are run-time values, so the same kernel serves every
step of a model. Later calls cost a dictionary lookup, the output
allocation and one ctypes call with the memref descriptors packed in one
go. Inputs are read in place when C-contiguous (copied once otherwise).
Small problems run on one thread: forking a thread team costs more than
they take.
"""

from __future__ import annotations

import copy
import dataclasses
import os
from typing import Dict, Optional, Tuple

import numpy as np

from . import arguments, cuda, kernel_cache, kernel_source, tensors, torch_autograd
from .fast_call import FastEntry, ShapedCall
from .huggingface import HFModel, params_from_hf_config
from .ir import params_ir
from .reference import POSITION_LIMIT, Positions, RopeConfig, check_config, rotate
from .reference import attention as attention_reference

# Below this many multiply-adds of work a kernel runs on one thread.
SERIAL_WORK = 1 << 16

_kernels: Dict[Tuple, FastEntry] = {}
_plans: Dict[Tuple, "Plan"] = {}
_configs: Dict[Tuple, Tuple[object, object, "Model"]] = {}


@dataclasses.dataclass(frozen=True)
class Model:
    """What a call's `config` says: the rotation, its `#rope.params` body,
    and, from a Hugging Face config, the head counts and the attention the
    model computes."""

    rope: RopeConfig
    params: str
    heads: Optional[Tuple[int, int]] = None  # (query heads, kv heads)
    hf: Optional[HFModel] = None

    @property
    def attention_scale(self) -> Optional[float]:
        return None if self.hf is None else self.hf.attention_scale


def _model(config, head_dim: int) -> Model:
    """The Model of `config`: a RopeConfig, a Hugging Face config (an
    HFModel, the dict or the path of a config.json), or None (theta 10000,
    whole head). Memoised per object; a config changed in place is seen
    (its snapshot no longer compares equal)."""
    key = (id(config), head_dim)
    known = _configs.get(key)
    if known is not None and known[0] is config and known[1] == config:
        return known[2]
    hf = None
    if config is None:
        cfg = RopeConfig(head_dim=head_dim)
    elif isinstance(config, RopeConfig):
        cfg = config
    elif isinstance(config, (dict, str, os.PathLike, HFModel)):
        hf = config if isinstance(config, HFModel) else params_from_hf_config(config)
        cfg = hf.rope
    else:
        raise TypeError("config: expected a RopeConfig, a Hugging Face config (an HFModel, "
                        "the dict or the path of a config.json) or None, got "
                        f"{type(config).__name__}")
    if cfg.head_dim != head_dim:
        raise ValueError(f"config: head_dim is {cfg.head_dim} but the tensors' head dim "
                         f"is {head_dim}")
    message = check_config(cfg)
    if message:
        raise ValueError(f"config: {message}")
    heads = None if hf is None else (hf.num_attention_heads, hf.num_key_value_heads)
    model = Model(cfg, params_ir(cfg), heads, hf)
    _configs[key] = (config, copy.deepcopy(config), model)
    return model


class Plan:
    """A call repeated with the same configuration object, tensor types and
    shapes (a decode loop): everything but the addresses and scalars is
    known. Returns None, and the caller takes the general path, when
    anything else differs: a changed configuration, a non-contiguous
    input, a tensor that requires grad, an offset out of range."""

    def __init__(self, config, torch: bool, shaped: ShapedCall, out_shapes, out_dtype,
                 inputs):
        self.config, self.snapshot = config, copy.deepcopy(config)
        self.shaped = shaped
        self.out_shapes, self.out_dtype = out_shapes, out_dtype
        self.torch = None
        if torch:
            import torch as torch_module
            self.torch = torch_module
            # empty_like is twice as fast as empty: the input an output
            # copies its shape from, where there is one.
            self.out_like = [next((i for i, x in enumerate(inputs) if tuple(x.shape) == shape),
                                  None) for shape in map(tuple, out_shapes)]

    def __call__(self, config, inputs, scalars):
        if self.config is not config or self.snapshot != config:
            return None
        for value in scalars:
            if not 0 <= value < POSITION_LIMIT:
                return None
        torch = self.torch
        if torch is not None:
            for x in inputs:
                if not x.is_contiguous() or not x.is_cpu or (
                        x.requires_grad and torch.is_grad_enabled()):
                    return None
            outs = [torch.empty(shape, dtype=self.out_dtype) if like is None
                    else torch.empty_like(inputs[like])
                    for shape, like in zip(self.out_shapes, self.out_like)]
            addresses = [x.data_ptr() for x in inputs] + [o.data_ptr() for o in outs]
        else:
            for x in inputs:
                if not x.flags.c_contiguous:
                    return None
            outs = [tensors.empty_output(shape, self.out_dtype)
                    for shape in self.out_shapes]
            address = tensors.numpy_address
            addresses = [address(x) for x in inputs] + [address(o) for o in outs]
        self.shaped(scalars, addresses)
        return outs


def _remember(plan: Plan, *key) -> None:
    if len(_plans) >= 4096:  # shapes that change every call (prefill)
        _plans.clear()
    _plans[key] = plan


def _static(layout: str, shape) -> Tuple[int, ...]:
    return tuple(e for axis, e in zip(layout, shape) if axis not in "bs")


class _Operands:
    """Addresses and shapes of one call's tensors, in the caller's framework."""

    def __init__(self, like):
        self.torch = tensors.is_torch(like)
        if self.torch and like.device.type != "cpu":
            raise NotImplementedError(
                f"tensors on {like.device}: use rope_mlir.cuda for CUDA tensors")
        self.like = like
        self.keep = []
        self.described = []

    def add(self, what: str, x):
        if self.torch:
            arguments.same_framework(what, x, self.like)
            x, address, shape = tensors.torch_address_and_shape(x)
        else:
            x = tensors.contiguous_numpy(what, x)
            address, shape = tensors.numpy_address(x), x.shape
        self.keep.append(x)
        self.described.append((address, shape))
        return x

    def call(self, entry: FastEntry, scalars) -> ShapedCall:
        shaped = entry.for_shapes([shape for _, shape in self.described])
        shaped(scalars, [address for address, _ in self.described])
        return shaped

    def elements(self, x) -> int:
        return x.numel() if self.torch else x.size

    def output(self, shape, element: str):
        out = tensors.empty(self.like, shape, element)
        self.add("output", out)
        return out


def _positions(what: str, offset, positions, ops: _Operands, allow_batch: bool,
               layout: str, x, whose: str):
    """(kernel_source.Positions, scalar arguments) for an offset (an int,
    or per-batch offsets [B] when allow_batch) or explicit positions of x's
    tokens, checked against x's batch and sequence."""
    batch = x.shape[layout.index("b")] if "b" in layout else 1
    seq = x.shape[layout.index("s")]
    if positions is not None:
        if not (isinstance(offset, (int, np.integer)) and offset == 0):
            raise ValueError(f"{what}offset, {what}positions: give an offset or positions, "
                             "not both")
        element = tensors.integer_element(f"{what}positions", positions)
        arguments.positions(f"{what}positions", positions, batch, seq, whose)
        ops.add(f"{what}positions", positions)
        return kernel_source.Positions("positions", element, len(positions.shape)), ()
    if offset is None:
        offset = 0
    if arguments.offset_kind(f"{what}offset", offset, allow_batch) == "int":
        if not 0 <= offset < POSITION_LIMIT:
            raise ValueError(f"{what}offset: {offset} is outside [0, 2^31)")
        return kernel_source.Positions("offset"), (int(offset),)
    if tensors.integer_element(f"{what}offset", offset) != "i64" or len(offset.shape) != 1:
        raise TypeError(f"{what}offset: per-batch offsets are an int64 array [B]")
    arguments.batch_offsets(f"{what}offset", offset, batch)
    ops.add(f"{what}offset", offset)
    return kernel_source.Positions("batch_offsets", "i64", 1), ()


def _kernel(key: Tuple, source: str, serial: bool) -> FastEntry:
    entry = _kernels.get(key)
    if entry is None:
        flags = ("--parallel=false",) if serial else ()
        artifact = kernel_cache.compiled(source, flags)
        name = artifact.manifest["entry_points"][0]["name"]
        entry = _kernels[key] = FastEntry(artifact, name)
    return entry


def rope(q, k=None, *, config=None, offset=0, positions=None,
         layout: Optional[str] = None, inverse: bool = False):
    """Rotates q (and k) by their positions (Semantics §1-3); returns new
    tensors like them (a tuple when k is given).

    Args:
        q, k: numpy arrays or torch tensors of float32, float16 or bfloat16
            (`rope_mlir.bfloat16`, `torch.bfloat16`); CPU tensors, or CUDA
            tensors (rotated by the PTX kernel of the same IR). k may have
            fewer heads (GQA). float64 is evaluated exactly by the float64
            reference (for checks such as `torch.autograd.gradcheck`).
        config: a `RopeConfig`, a Hugging Face config (an `HFModel`, the dict
            or the path of a config.json) or None (theta 10000, whole head).
        offset: the first token's position (an int), or per-batch offsets
            (an int64 array [B]).
        positions: explicit positions instead, int32/int64 [S] or [B, S].
        layout: "bshd", "bhsd", "shd" or "sd". None: told from the rank
            and, for four axes, from the config's head counts and the
            extents q and k share; where that leaves both "bshd" and
            "bhsd", the call raises and asks for it.
        inverse: rotate by the negated angles (the transpose: the backward).

    torch tensors that require grad get a gradient: the inverse rotation.
    Raises TypeError / ValueError naming the argument for bad calls.
    """
    if positions is None and type(offset) is int:
        try:
            plan = _plans.get((id(config), type(q), q.shape, q.dtype,
                               None if k is None else (k.shape, k.dtype), layout, inverse))
        except AttributeError:  # not an array: the general path says why
            plan = None
        if plan is not None:
            outs = plan(config, (q,) if k is None else (q, k), (offset,))
            if outs is not None:
                return outs[0] if k is None else outs
    if not cuda.is_cuda(q):
        arguments.same_framework("k", k, q)
    if tensors.is_torch(q) and torch_autograd.wants_grad(q, k):
        return torch_autograd.rope(q, k, config=config, offset=offset, positions=positions,
                                   layout=layout, inverse=inverse)
    return rope_no_grad(q, k, config=config, offset=offset, positions=positions,
                        layout=layout, inverse=inverse)


def _float_tensors(named, allow_f64: bool) -> str:
    """The element type the tensors share, checked by name."""
    (first, x), rest = named[0], named[1:]
    element = tensors.float_element(first, x, allow_f64=allow_f64)
    for what, y in rest:
        if y is not None and tensors.float_element(what, y, allow_f64=allow_f64) != element:
            raise TypeError(f"{what}: expected {x.dtype} like {first}, got {y.dtype}")
    return element


def rope_no_grad(q, k=None, *, config=None, offset=0, positions=None,
                 layout: Optional[str] = None, inverse: bool = False):
    """rope() without autograd."""
    if cuda.is_cuda(q):
        model = _model(config, q.shape[-1])
        layout = arguments.rope_layout(layout, q, k, model.heads)
        return cuda.rope(q, k, params=model.params, offset=offset, positions=positions,
                         layout=layout, inverse=inverse)
    element = _float_tensors([("q", q), ("k", k)], allow_f64=True)
    model = _model(config, q.shape[-1])
    given = layout
    layout = arguments.rope_layout(layout, q, k, model.heads)
    if k is not None:
        arguments.same_extents(layout, "bsd", "k", k, "q", q)
    ops = _Operands(q)
    q = ops.add("q", q)
    if k is not None:
        k = ops.add("k", k)
    where, scalars = _positions("", offset, positions, ops, allow_batch=True, layout=layout,
                                x=q, whose="q")
    if element == "f64":
        return _rope_in_float64(model.rope, layout, q, k, offset, positions, inverse)
    work = ops.elements(q) + (0 if k is None else ops.elements(k))
    serial = work < SERIAL_WORK
    key = ("rope", model.params, layout, element, _static(layout, q.shape),
           None if k is None else _static(layout, k.shape), where.key(), inverse, serial)
    entry = _kernels.get(key)
    if entry is None:
        source = kernel_source.rope_source(layout, element, q.shape,
                                           None if k is None else k.shape, where,
                                           model.params, inverse)
        entry = _kernel(key, source, serial)
    outs = [ops.output(q.shape, element)]
    if k is not None:
        outs.append(ops.output(k.shape, element))
    # Position tensors were added after the inputs; the signature wants the
    # outputs last, which they are.
    shaped = ops.call(entry, scalars)
    if where.mode == "offset":
        _remember(Plan(config, ops.torch, shaped, [x.shape for x in outs], outs[0].dtype,
                       [q] if k is None else [q, k]),
                  id(config), type(q), q.shape, q.dtype,
                  None if k is None else (k.shape, k.dtype), given, inverse)
    return outs[0] if k is None else (outs[0], outs[1])


def _where(offset, positions) -> Positions:
    """The reference's Positions of an offset, per-batch offsets or
    explicit positions."""
    if positions is not None:
        return Positions(explicit=tensors.as_numpy(positions))
    if isinstance(offset, (int, np.integer)):
        return Positions(offset=int(offset))
    return Positions(batch_offsets=tensors.as_numpy(offset))


def _rope_in_float64(cfg: RopeConfig, layout: str, q, k, offset, positions, inverse: bool):
    where = _where(offset, positions)
    if inverse != cfg.inverse:
        cfg = dataclasses.replace(cfg, inverse=inverse)
    outs = [tensors.like(x, rotate(cfg, layout, tensors.as_numpy(x), where))
            for x in ((q,) if k is None else (q, k))]
    return outs[0] if k is None else tuple(outs)


def attention(q, k, v, *, config=None, causal: bool = True, q_offset: int = 0,
              k_offset: int = 0, q_positions=None, k_positions=None,
              keys_rotated: bool = False, scale: Optional[float] = None,
              layout: Optional[str] = None):
    """softmax(scale * rope(q) . rope(k)^T + mask) . v in one fused kernel
    (Semantics §4); returns a tensor like q with v's head dim.

    Args:
        q, k, v: numpy arrays or torch CPU tensors of one element type
            (float32, float16, bfloat16; float64 through the float64
            reference), [B, S, H, D] ("bshd") or [B, H, S, D] ("bhsd");
            k and v have the same heads, a divisor of q's (GQA), and the
            same sequence length.
        config: as for `rope()`. A Hugging Face config also sets the softmax
            scale where the model has its own (DeepSeek, Gemma); attention a
            config describes but the kernel does not compute (logit
            soft-capping; a sliding window narrower than the keys' span) is
            refused.
        causal: a key is seen by a query when its position is not greater.
        q_offset, k_offset: the first query's and key's positions (ints).
        q_positions, k_positions: explicit positions instead, int32/int64
            [S] or [B, S]; each side takes an offset or positions.
        keys_rotated: k is already rotated (a cache of rotated keys).
        scale: the softmax scale; default 1/sqrt(D) or the config's.
        layout: "bshd" or "bhsd"; None: told from the shapes and the
            config's head counts, raising where both fit.

    torch tensors that require grad get gradients for q, k and v
    (torch_autograd: recomputed with the score matrix in memory).
    Raises TypeError / ValueError naming the argument for bad calls.
    """
    if type(q_offset) is int and type(k_offset) is int and q_positions is k_positions is None:
        try:
            plan = _plans.get((id(config), type(q), q.shape, q.dtype, k.shape, k.dtype,
                               v.shape, v.dtype, layout, causal, keys_rotated, scale))
        except AttributeError:  # not an array: the general path says why
            plan = None
        if plan is not None:
            outs = plan(config, (q, k, v), (q_offset, k_offset))
            if outs is not None:
                return outs[0]
    for what, x in (("k", k), ("v", v), ("q_positions", q_positions),
                    ("k_positions", k_positions)):
        arguments.same_framework(what, x, q)
    options = dict(config=config, causal=causal, q_offset=q_offset, k_offset=k_offset,
                   q_positions=q_positions, k_positions=k_positions,
                   keys_rotated=keys_rotated, scale=scale, layout=layout)
    if tensors.is_torch(q) and torch_autograd.wants_grad(q, k, v):
        return torch_autograd.attention(q, k, v, **options)
    return attention_no_grad(q, k, v, **options)


def attention_no_grad(q, k, v, *, config, causal, q_offset, k_offset, q_positions,
                      k_positions, keys_rotated, scale, layout):
    """attention() without autograd."""
    element = _float_tensors([("q", q), ("k", k), ("v", v)], allow_f64=True)
    if len(q.shape) != 4:
        raise ValueError(f"q: expected [B, S, H, D] or [B, H, S, D], got shape "
                         f"{tuple(q.shape)}")
    model = _model(config, q.shape[-1])
    given = layout
    layout = arguments.attention_layout(layout, q, k, v, model.heads)
    heads = layout.index("h")
    hq, hk, hv = q.shape[heads], k.shape[heads], v.shape[heads]
    if hk != hv or hk == 0 or hq % hk:
        raise ValueError(f"heads: q has {hq}, k {hk}, v {hv}; k and v need the same "
                         "number, and q a multiple of it (GQA)")
    arguments.same_extents(layout, "bd", "k", k, "q", q)
    arguments.same_extents(layout, "bs", "v", v, "k", k)
    ops = _Operands(q)
    q, k, v = ops.add("q", q), ops.add("k", k), ops.add("v", v)
    q_where, q_scalars = _positions("q_", q_offset, q_positions, ops, allow_batch=False,
                                    layout=layout, x=q, whose="q")
    k_where, k_scalars = _positions("k_", k_offset, k_positions, ops, allow_batch=False,
                                    layout=layout, x=k, whose="k")
    _refuse_unsupported_attention(model, layout, q, k, q_offset, k_offset, q_positions,
                                  k_positions)
    if scale is None:
        scale = model.attention_scale
    if element == "f64":
        return tensors.like(q, attention_reference(
            model.rope, layout, tensors.as_numpy(q), tensors.as_numpy(k), tensors.as_numpy(v),
            _where(q_offset, q_positions), _where(k_offset, k_positions), causal=causal,
            keys_rotated=keys_rotated, scale=scale))
    seq = layout.index("s")
    work = ops.elements(q) * int(k.shape[seq])
    serial = work < SERIAL_WORK
    key = ("attention", model.params, layout, element, _static(layout, q.shape),
           _static(layout, k.shape), _static(layout, v.shape), q_where.key(), k_where.key(),
           causal, keys_rotated, scale, serial)
    entry = _kernels.get(key)
    if entry is None:
        source = kernel_source.attention_source(layout, element, q.shape, k.shape, v.shape,
                                                q_where, k_where, model.params, causal,
                                                keys_rotated, scale)
        entry = _kernel(key, source, serial)
    out = ops.output(tuple(q.shape[:-1]) + (v.shape[-1],), element)
    shaped = ops.call(entry, q_scalars + k_scalars)
    # A sliding window is checked against each call's offsets: no plan.
    if q_where.mode == k_where.mode == "offset" and (
            model.hf is None or model.hf.sliding_window is None):
        _remember(Plan(config, ops.torch, shaped, [out.shape], out.dtype, [q, k, v]),
                  id(config), type(q),
                  q.shape, q.dtype, k.shape, k.dtype, v.shape, v.dtype, given, causal,
                  keys_rotated, scale)
    return out


def _refuse_unsupported_attention(model: Model, layout: str, q, k, q_offset, k_offset,
                                  q_positions, k_positions) -> None:
    """Attention the config describes and the kernel does not compute."""
    hf = model.hf
    if hf is None:
        return
    if hf.logit_softcapping is not None:
        raise ValueError("config: the model soft-caps its attention logits "
                         f"(attn_logit_softcapping = {hf.logit_softcapping:g}), which "
                         "rope_mlir.attention does not; rope() rotates its q and k")
    window = hf.sliding_window
    if window is None:
        return
    s = layout.index("s")
    q_last = (int(tensors.as_numpy(q_positions).max()) if q_positions is not None
              else q_offset + q.shape[s] - 1)
    k_first = (int(tensors.as_numpy(k_positions).min()) if k_positions is not None
               else k_offset)
    if q.shape[s] and k.shape[s] and q_last - k_first >= window:
        which = f" (layer type {hf.layer_type})" if hf.layer_type else ""
        raise ValueError(
            f"config: the model's layers{which} attend to a sliding window of {window} "
            f"positions, and these keys span {q_last - k_first + 1}; rope_mlir.attention "
            "attends to every earlier key (pass the last keys only, or layer_type= of a "
            "full-attention layer)")
