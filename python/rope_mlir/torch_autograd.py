"""Gradients for torch tensors that require them.

rope(): a torch.autograd.Function whose backward is the inverse rotation
(Semantics §3: the rotation by the negated angle, times the same attention
factor, is the transpose of the forward, hence its vector-Jacobian
product). Positions and configurations carry no gradient.

attention(): the forward is the fused kernel; the backward recomputes the
same function with torch operations in float32 (float64 for float64
inputs), the rotations through rope()'s Function, and differentiates that.
It holds the [B, H, Sq, Sk] score matrix in memory, as eager attention
does.
"""

from __future__ import annotations

import functools
import math


def wants_grad(*xs) -> bool:
    import torch
    return torch.is_grad_enabled() and any(x is not None and x.requires_grad for x in xs)


@functools.lru_cache(maxsize=None)
def _rope_function():
    import torch

    from .api import rope_no_grad

    class RopeFunction(torch.autograd.Function):
        @staticmethod
        def forward(ctx, q, k, options):
            ctx.options = options
            out = rope_no_grad(q.detach(), None if k is None else k.detach(), **options)
            return out if k is not None else (out, None)

        @staticmethod
        def backward(ctx, grad_q, grad_k):
            options = dict(ctx.options, inverse=not ctx.options["inverse"])
            if grad_k is None:
                return rope_no_grad(grad_q.contiguous(), **options), None, None
            if grad_q is None:
                return None, rope_no_grad(grad_k.contiguous(), **options), None
            dq, dk = rope_no_grad(grad_q.contiguous(), grad_k.contiguous(), **options)
            return dq, dk, None

    return RopeFunction


def rope(q, k, **options):
    q_out, k_out = _rope_function().apply(q, k, options)
    return q_out if k is None else (q_out, k_out)


def _positions_table(offset, positions, batch: int, seq: int, device):
    """Positions as a [batch, seq] int64 tensor."""
    import torch
    if positions is not None:
        p = torch.as_tensor(positions, device=device).to(torch.int64)
        return p.reshape(-1, seq).expand(batch, seq)
    return (offset + torch.arange(seq, device=device, dtype=torch.int64)).expand(batch, seq)


def _recompute(q, k, v, options, layout: str, scale: float):
    """The attention of Semantics §4 as differentiable torch operations."""
    import torch
    wide = torch.float64 if q.dtype == torch.float64 else torch.float32
    q, k, v = (x.to(wide) for x in (q, k, v))
    rope_options = dict(config=options["config"], layout=layout)
    rq = rope(q, None, **rope_options, offset=options["q_offset"] if
              options["q_positions"] is None else 0, positions=options["q_positions"],
              inverse=False)
    rk = k if options["keys_rotated"] else rope(
        k, None, **rope_options, offset=options["k_offset"] if options["k_positions"] is None
        else 0, positions=options["k_positions"], inverse=False)
    if layout == "bshd":  # to [B, H, S, D]
        rq, rk, v = (x.transpose(1, 2) for x in (rq, rk, v))
    group = rq.shape[1] // rk.shape[1]
    rk, v = (x.repeat_interleave(group, dim=1) for x in (rk, v))
    scores = scale * (rq @ rk.transpose(-1, -2))
    if options["causal"]:
        batch, sq, sk = rq.shape[0], rq.shape[2], rk.shape[2]
        pq = _positions_table(options["q_offset"], options["q_positions"], batch, sq,
                              rq.device)
        pk = _positions_table(options["k_offset"], options["k_positions"], batch, sk,
                              rq.device)
        visible = (pk[:, None, None, :] <= pq[:, None, :, None])
        # A query that sees no key gives zeros (Semantics §4).
        empty = ~visible.any(dim=-1, keepdim=True)
        scores = scores.masked_fill(~visible, -math.inf).masked_fill(empty, 0.0)
        weights = torch.softmax(scores, dim=-1).masked_fill(empty, 0.0)
    else:
        weights = torch.softmax(scores, dim=-1)
    out = weights @ v
    return out.transpose(1, 2) if layout == "bshd" else out


@functools.lru_cache(maxsize=None)
def _attention_function():
    import torch

    from .api import attention_no_grad

    class AttentionFunction(torch.autograd.Function):
        @staticmethod
        def forward(ctx, q, k, v, options, layout, scale):
            ctx.options, ctx.layout, ctx.scale = options, layout, scale
            ctx.save_for_backward(q, k, v)
            return attention_no_grad(q.detach(), k.detach(), v.detach(),
                                     **dict(options, layout=layout))

        @staticmethod
        def backward(ctx, grad):
            saved = ctx.saved_tensors
            with torch.enable_grad():
                leaves = [x.detach().requires_grad_(needs)
                          for x, needs in zip(saved, ctx.needs_input_grad[:3])]
                out = _recompute(*leaves, ctx.options, ctx.layout, ctx.scale)
                wanted = [x for x in leaves if x.requires_grad]
                grads = iter(torch.autograd.grad(out, wanted, grad.to(out.dtype)))
            return (*(next(grads) if x.requires_grad else None for x in leaves),
                    None, None, None)

    return AttentionFunction


def attention(q, k, v, **options):
    """attention() with gradients for q, k and v (those that require them)."""
    from . import arguments
    from .api import _model

    model = _model(options["config"], q.shape[-1])
    layout = arguments.attention_layout(options["layout"], q, k, v, model.heads)
    scale = options["scale"]
    if scale is None:
        scale = model.attention_scale
    if scale is None:
        scale = 1.0 / math.sqrt(q.shape[-1])
    return _attention_function().apply(q, k, v, options, layout, scale)
