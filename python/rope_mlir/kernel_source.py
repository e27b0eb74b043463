"""The rope IR of the package's one-call kernels.

Batch and sequence extents are dynamic, heads and head dims static, so one
compiled kernel serves every batch size, sequence length and offset of a
model. Signatures put scalars first, then tensors (fast_call.FastEntry).
"""

from __future__ import annotations

from typing import Optional, Sequence, Tuple

from . import ir
from .ir import f64

LAYOUTS = ("bshd", "bhsd", "shd", "sd")


def tensor_type(layout: str, shape: Sequence[int], element: str) -> str:
    """Batch and sequence axes dynamic, the others as in `shape`."""
    return ir.tensor_type([-1 if axis in "bs" else extent
                           for axis, extent in zip(layout, shape)], element)


def positions_type(rank: int, element: str) -> str:
    return ir.tensor_type([-1] * rank, element)


class Positions:
    """Where tokens sit: a run-time offset (`offset`), per-batch offsets
    (`batch_offsets`, i64 [B]) or explicit positions ([S] or [B, S])."""

    def __init__(self, mode: str, element: str = "index", rank: int = 0):
        self.mode, self.element, self.rank = mode, element, rank

    def key(self) -> Tuple:
        return (self.mode, self.element, self.rank)


def _position_clause(prefix: str, p: Positions, value: str) -> Tuple[str, str]:
    """(the function argument, the op clause) for positions `p`."""
    if p.mode == "offset":
        return f"{value}: index", f"{prefix}offset {value} : index"
    t = positions_type(p.rank, p.element)
    return f"{value}: {t}", f"{prefix}{p.mode} {value} : {t}"


def rope_source(layout: str, element: str, q_shape, k_shape: Optional[Sequence[int]],
                positions: Positions, params: str, inverse: bool) -> str:
    types = [tensor_type(layout, q_shape, element)]
    if k_shape is not None:
        types.append(tensor_type(layout, k_shape, element))
    names = ["%q", "%k"][:len(types)]
    arg, clause = _position_clause("", positions, "%p")
    scalar_args = [arg] if positions.mode == "offset" else []
    tensor_args = [f"{n}: {t}" for n, t in zip(names, types)]
    if positions.mode != "offset":
        tensor_args.append(arg)
    results = ", ".join(f"%r{i}" for i in range(len(types)))
    all_types = ", ".join(types)
    return (f"func.func @rope({', '.join(scalar_args + tensor_args)}) -> ({all_types}) {{\n"
            f"  {results} = rope.apply {', '.join(names)} layout \"{layout}\" {clause}"
            f"{' inverse' if inverse else ''} params {params} : {all_types}\n"
            f"  return {results} : {all_types}\n}}\n")


def attention_source(layout: str, element: str, q_shape, k_shape, v_shape,
                     q_positions: Positions, k_positions: Positions, params: str,
                     causal: bool, keys_rotated: bool, scale: Optional[float]) -> str:
    qt = tensor_type(layout, q_shape, element)
    kt = tensor_type(layout, k_shape, element)
    vt = tensor_type(layout, v_shape, element)
    ot = tensor_type(layout, list(q_shape[:-1]) + [v_shape[-1]], element)
    scalar_args, tensor_args = [], [f"%q: {qt}", f"%k: {kt}", f"%v: {vt}"]
    offsets, positions = [], []
    for prefix, p in (("q_", q_positions), ("k_", k_positions)):
        arg, clause = _position_clause(prefix, p, f"%{prefix}p")
        (scalar_args if p.mode == "offset" else tensor_args).append(arg)
        (offsets if p.mode == "offset" else positions).append(clause)
    # The op's syntax orders its clauses: both offsets, then both positions.
    clauses = offsets + positions
    if causal:
        clauses.append("causal")
    if keys_rotated:
        clauses.append("keys_rotated")
    attrs = f" {{scale = {f64(scale)}}}" if scale is not None else ""
    return (f"func.func @attention({', '.join(scalar_args + tensor_args)}) -> {ot} {{\n"
            f"  %o = rope.attention %q, %k, %v layout \"{layout}\" {' '.join(clauses)} "
            f"params {params}{attrs} : {qt}, {kt}, {vt}\n"
            f"  return %o : {ot}\n}}\n")
