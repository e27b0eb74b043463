"""rope() on torch tensors that require grad: a torch.autograd.Function
whose backward is the inverse rotation (Semantics §3: the rotation by the
negated angle, times the same attention factor, is the transpose of the
forward, hence its vector-Jacobian product). Positions and configurations
carry no gradient.
"""

from __future__ import annotations

import functools


def wants_grad(q, k) -> bool:
    import torch
    return torch.is_grad_enabled() and (q.requires_grad or (k is not None and k.requires_grad))


@functools.lru_cache(maxsize=None)
def _function():
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
    q_out, k_out = _function().apply(q, k, options)
    return q_out if k is None else (q_out, k_out)
