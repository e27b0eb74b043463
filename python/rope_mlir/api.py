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

from . import cuda, kernel_cache, kernel_source, tensors, torch_autograd
from .fast_call import FastEntry, ShapedCall
from .huggingface import HFModel, params_from_hf_config
from .ir import params_ir
from .reference import Positions, RopeConfig, rotate

# Below this many multiply-adds of work a kernel runs on one thread.
SERIAL_WORK = 1 << 16

_kernels: Dict[Tuple, FastEntry] = {}
_plans: Dict[Tuple, "Plan"] = {}
# Softmax scales Hugging Face configs set (DeepSeek's yarn mscale), by id.
_attention_scales: Dict[int, Optional[float]] = {}
_configs: Dict[Tuple, Tuple[object, object, RopeConfig, str]] = {}


def _config(config, head_dim: int) -> Tuple[RopeConfig, str]:
    """The RopeConfig and `#rope.params` body for `config`: a RopeConfig, a Hugging Face
    config (an HFModel, the dict or the path of a config.json), or None (theta 10000, whole
    head). Memoised per object; a config changed in place is seen (its
    snapshot no longer compares equal)."""
    key = (id(config), head_dim)
    known = _configs.get(key)
    if known is not None and known[0] is config and known[1] == config:
        return known[2], known[3]
    if config is None:
        cfg = RopeConfig(head_dim=head_dim)
    elif isinstance(config, RopeConfig):
        cfg = config
    elif isinstance(config, (dict, str, os.PathLike, HFModel)):
        model = config if isinstance(config, HFModel) else params_from_hf_config(config)
        cfg = model.rope
        _attention_scales[id(config)] = model.attention_scale
    else:
        raise TypeError("config: expected a RopeConfig, a Hugging Face config (an HFModel, "
                        "the dict or the path of a config.json) or None, got "
                        f"{type(config).__name__}")
    if cfg.head_dim != head_dim:
        raise ValueError(f"config: head_dim is {cfg.head_dim} but the tensors' head dim "
                         f"is {head_dim}")
    text = params_ir(cfg)
    _configs[key] = (config, copy.deepcopy(config), cfg, text)
    return cfg, text


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
            if not 0 <= value < 1 << 31:
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
            outs = [np.empty(shape, self.out_dtype) for shape in self.out_shapes]
            address = tensors.numpy_address
            addresses = [address(x) for x in inputs] + [address(o) for o in outs]
        self.shaped(scalars, addresses)
        return outs


def _remember(plan: Plan, *key) -> None:
    if len(_plans) >= 4096:  # shapes that change every call (prefill)
        _plans.clear()
    _plans[key] = plan


def _layout_axes(layout: str, what: str, x) -> None:
    if layout not in kernel_source.LAYOUTS:
        raise ValueError(f"layout: expected one of {', '.join(kernel_source.LAYOUTS)}, "
                         f"got {layout!r}")
    if len(x.shape) != len(layout):
        raise ValueError(f"{what}: layout '{layout}' needs {len(layout)} axes, got shape "
                         f"{tuple(x.shape)}")


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
            if not tensors.is_torch(x) or x.device != self.like.device:
                raise TypeError(f"{what}: expected a torch tensor on {self.like.device}")
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


def _positions(what: str, offset, positions, ops: _Operands, allow_batch: bool):
    """(kernel_source.Positions, scalar arguments) for an offset (int, or
    per-batch offsets [B] when allow_batch) or explicit positions."""
    if positions is not None:
        if offset not in (None, 0):
            raise ValueError(f"{what}: give an offset or positions, not both")
        element = tensors.integer_element(f"{what}positions", positions)
        ops.add(f"{what}positions", positions)
        return kernel_source.Positions("positions", element, len(positions.shape)), ()
    if offset is None:
        offset = 0
    if isinstance(offset, (int, np.integer)):
        if not 0 <= offset < 1 << 31:
            raise ValueError(f"{what}offset: {offset} is outside [0, 2^31)")
        return kernel_source.Positions("offset"), (int(offset),)
    if not allow_batch:
        raise TypeError(f"{what}offset: expected an integer, got {type(offset).__name__}")
    if tensors.integer_element(f"{what}offset", offset) != "i64" or len(offset.shape) != 1:
        raise TypeError(f"{what}offset: per-batch offsets are an int64 array [B]")
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


def rope(q, k=None, *, config=None, offset=0, positions=None, layout: str = "bshd",
         inverse: bool = False):
    """Rotates q (and k) per Semantics §1-3; returns new tensors like them.

    q, k: numpy arrays or torch tensors (CPU) of float32, float16 or
    bfloat16 (ml_dtypes.bfloat16 / torch.bfloat16), laid out as `layout`
    ("bshd", "bhsd", "shd", "sd"); k may have other heads (GQA).
    offset: the first token's position (an int), or per-batch offsets
    (int64 [B]); positions: explicit positions, int32/int64 [S] or [B, S].
    config: a RopeConfig, a Hugging Face config (dict or config.json path)
    or None (theta 10000). inverse: the inverse rotation (the backward).
    float64 tensors are evaluated exactly by the numpy float64 reference
    (no kernel; for checks such as torch.autograd.gradcheck). torch
    tensors that require grad go through torch_autograd: the gradient is
    the inverse rotation.
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
    if tensors.is_torch(q) and torch_autograd.wants_grad(q, k):
        return torch_autograd.rope(q, k, config=config, offset=offset, positions=positions,
                                   layout=layout, inverse=inverse)
    return rope_no_grad(q, k, config=config, offset=offset, positions=positions,
                        layout=layout, inverse=inverse)


def rope_no_grad(q, k=None, *, config=None, offset=0, positions=None,
                 layout: str = "bshd", inverse: bool = False):
    """rope() without autograd."""
    if cuda.is_cuda(q):
        _, params = _config(config, q.shape[-1])
        return cuda.rope(q, k, params=params, offset=offset, positions=positions,
                         layout=layout, inverse=inverse)
    element = tensors.float_element("q", q, allow_f64=True)
    _layout_axes(layout, "q", q)
    if k is not None:
        if tensors.float_element("k", k, allow_f64=True) != element:
            raise TypeError(f"k: expected {q.dtype} like q, got {k.dtype}")
        _layout_axes(layout, "k", k)
    ops = _Operands(q)
    q = ops.add("q", q)
    if k is not None:
        k = ops.add("k", k)
    where, scalars = _positions("", offset, positions, ops, allow_batch=True)
    cfg, params = _config(config, q.shape[-1])
    if element == "f64":
        return _rope_in_float64(cfg, layout, ops, q, k, offset, positions, inverse)
    work = ops.elements(q) + (0 if k is None else ops.elements(k))
    serial = work < SERIAL_WORK
    key = ("rope", params, layout, element, _static(layout, q.shape),
           None if k is None else _static(layout, k.shape), where.key(), inverse, serial)
    entry = _kernels.get(key)
    if entry is None:
        source = kernel_source.rope_source(layout, element, q.shape,
                                           None if k is None else k.shape, where, params,
                                           inverse)
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
                  None if k is None else (k.shape, k.dtype), layout, inverse)
    return outs[0] if k is None else (outs[0], outs[1])


def _rope_in_float64(cfg: RopeConfig, layout: str, ops: _Operands, q, k, offset,
                     positions, inverse: bool):
    if positions is not None:
        where = Positions(explicit=tensors.as_numpy(positions))
    elif isinstance(offset, (int, np.integer)):
        where = Positions(offset=int(offset))
    else:
        where = Positions(batch_offsets=tensors.as_numpy(offset))
    if inverse != cfg.inverse:
        cfg = dataclasses.replace(cfg, inverse=inverse)
    outs = [tensors.like(x, rotate(cfg, layout, tensors.as_numpy(x), where))
            for x in ((q,) if k is None else (q, k))]
    return outs[0] if k is None else tuple(outs)


def attention(q, k, v, *, config=None, causal: bool = True, q_offset=0, k_offset=0,
              q_positions=None, k_positions=None, keys_rotated: bool = False,
              scale: Optional[float] = None, layout: str = "bshd"):
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
    return _attention(q, k, v, config=config, causal=causal, q_offset=q_offset,
                      k_offset=k_offset, q_positions=q_positions, k_positions=k_positions,
                      keys_rotated=keys_rotated, scale=scale, layout=layout)


def _attention(q, k, v, *, config, causal, q_offset, k_offset, q_positions, k_positions,
               keys_rotated, scale, layout):
    """softmax(scale * rope(q) . rope(k)^T) . v per Semantics §4 (causal by
    position), in one fused kernel; returns a tensor like q with v's head
    dim. Hq must be a multiple of Hkv (GQA). Offsets are ints; positions
    int32/int64 [S] or [B, S]. keys_rotated: k is already rotated (a
    cache). scale: default 1/sqrt(D), or the softmax scale a Hugging Face
    config sets (DeepSeek)."""
    if layout not in ("bshd", "bhsd"):
        raise ValueError(f"layout: attention takes 'bshd' or 'bhsd', got {layout!r}")
    element = tensors.float_element("q", q)
    for what, x in (("k", k), ("v", v)):
        if tensors.float_element(what, x) != element:
            raise TypeError(f"{what}: expected {q.dtype} like q, got {x.dtype}")
    for what, x in (("q", q), ("k", k), ("v", v)):
        _layout_axes(layout, what, x)
    heads = layout.index("h")
    hq, hk, hv = q.shape[heads], k.shape[heads], v.shape[heads]
    if hk != hv or hk == 0 or hq % hk:
        raise ValueError(f"heads: q has {hq}, k {hk}, v {hv}; k and v need the same "
                         "number, and q a multiple of it (GQA)")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"head dim: q has {q.shape[-1]}, k {k.shape[-1]}; they must match")
    ops = _Operands(q)
    q, k, v = ops.add("q", q), ops.add("k", k), ops.add("v", v)
    q_where, q_scalars = _positions("q_", q_offset, q_positions, ops, allow_batch=False)
    k_where, k_scalars = _positions("k_", k_offset, k_positions, ops, allow_batch=False)
    _, params = _config(config, q.shape[-1])
    if scale is None:
        scale = _attention_scales.get(id(config))
    seq = layout.index("s")
    work = ops.elements(q) * int(k.shape[seq])
    serial = work < SERIAL_WORK
    key = ("attention", params, layout, element, _static(layout, q.shape),
           _static(layout, k.shape), _static(layout, v.shape), q_where.key(), k_where.key(),
           causal, keys_rotated, scale, serial)
    entry = _kernels.get(key)
    if entry is None:
        source = kernel_source.attention_source(layout, element, q.shape, k.shape, v.shape,
                                                q_where, k_where, params, causal,
                                                keys_rotated, scale)
        entry = _kernel(key, source, serial)
    out = ops.output(tuple(q.shape[:-1]) + (v.shape[-1],), element)
    shaped = ops.call(entry, q_scalars + k_scalars)
    if q_where.mode == k_where.mode == "offset":
        _remember(Plan(config, ops.torch, shaped, [out.shape], out.dtype, [q, k, v]),
                  id(config), type(q),
                  q.shape, q.dtype, k.shape, k.dtype, v.shape, v.dtype, layout, causal,
                  keys_rotated, scale)
    return out
