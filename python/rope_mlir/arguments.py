"""What a call's arguments mean, checked before any kernel runs.

Every check raises naming the argument: the layout (told from the shapes
and the config's head counts where the caller gives none), the extents the
tensors must share, and the offsets and positions against the sequence
they describe. The compiled entry points check extents again; these checks
exist so that a mistake reads as the caller's argument, not as a kernel's
status.
"""

from __future__ import annotations

from typing import Optional, Sequence, Tuple

import numpy as np

from . import tensors

LAYOUTS = ("bshd", "bhsd", "shd", "sd")
FOUR_AXES = ("bshd", "bhsd")


def same_framework(what: str, x, like) -> None:
    """x is the same kind of tensor as `like` (both numpy or both torch)."""
    if x is None:
        return
    if tensors.is_torch(like):
        if not tensors.is_torch(x):
            raise TypeError(f"{what}: expected a torch tensor like q, got "
                            f"{type(x).__module__}.{type(x).__name__}")
        if x.device != like.device:
            raise TypeError(f"{what}: expected a tensor on {like.device} like q, got one on "
                            f"{x.device}")
    elif tensors.is_torch(x):
        raise TypeError(f"{what}: expected a numpy array like q, got a torch tensor")


def _rank(what: str, x) -> int:
    rank = len(x.shape)
    if rank not in (2, 3, 4):
        raise ValueError(f"{what}: expected 2 to 4 axes (sd, shd, bshd or bhsd), got shape "
                         f"{tuple(x.shape)}")
    return rank


def _check_named(layout: str, named: Sequence[Tuple[str, object]]) -> None:
    if layout not in LAYOUTS:
        raise ValueError(f"layout: expected one of {', '.join(LAYOUTS)}, got {layout!r}")
    for what, x in named:
        if x is not None and len(x.shape) != len(layout):
            raise ValueError(f"{what}: layout '{layout}' needs {len(layout)} axes, got shape "
                             f"{tuple(x.shape)}")


def _heads_fit(layout: str, tensors_and_heads) -> bool:
    axis = layout.index("h")
    return all(x is None or allowed is None or x.shape[axis] in allowed
               for x, allowed in tensors_and_heads)


def _ambiguous(named, heads) -> ValueError:
    what, x = named[0]
    shape = tuple(x.shape)
    hint = ("" if heads is not None else
            " (a Hugging Face config tells them apart by its head counts)")
    return ValueError(
        f"layout: {what} of shape {shape} reads as 'bshd' (S={shape[1]}, H={shape[2]}) or "
        f"'bhsd' (H={shape[1]}, S={shape[2]}); pass layout='bshd' or layout='bhsd'{hint}")


def rope_layout(layout: Optional[str], q, k, heads: Optional[Tuple[int, int]]) -> str:
    """The layout of rope(q, k): `layout` when given; else told by the rank
    (shd, sd) and, for four axes, by the config's head counts (each tensor
    has the model's query or kv heads; q and k share batch and sequence).
    Without head counts four axes are not told apart: two tensors that
    agree under one reading may be a mistake under the other."""
    named = [("q", q), ("k", k)]
    if layout is not None:
        _check_named(layout, named)
        return layout
    rank = _rank("q", q)
    if rank < 4:
        layout = LAYOUTS[4 - rank]
        _check_named(layout, named)
        return layout
    _check_named("bshd", named)
    fits = []
    for candidate in FOUR_AXES:
        # A model's query or kv heads: rope() rotates either.
        if heads is not None and not _heads_fit(candidate, [(q, set(heads)),
                                                            (k, set(heads))]):
            continue
        if k is not None and any(q.shape[candidate.index(a)] != k.shape[candidate.index(a)]
                                 for a in "bs"):
            continue
        fits.append(candidate)
    return _one_layout(fits, named, heads)


def attention_layout(layout: Optional[str], q, k, v, heads: Optional[Tuple[int, int]]) -> str:
    """The layout of attention(q, k, v): `layout` when given; else the one
    of bshd and bhsd under which q, k and v have the config's query and kv
    heads and agree with each other (one batch, k and v one sequence, kv
    heads dividing query heads)."""
    named = [("q", q), ("k", k), ("v", v)]
    if layout is not None:
        if layout not in FOUR_AXES:
            raise ValueError(f"layout: attention takes 'bshd' or 'bhsd', got {layout!r}")
        _check_named(layout, named)
        return layout
    _check_named("bshd", named)
    fits = []
    for candidate in FOUR_AXES:
        b, s, h = (candidate.index(a) for a in "bsh")
        if heads is not None and not _heads_fit(
                candidate, [(q, {heads[0]}), (k, {heads[1]}), (v, {heads[1]})]):
            continue
        hq, hk, hv = q.shape[h], k.shape[h], v.shape[h]
        if (q.shape[b] != k.shape[b] or k.shape[b] != v.shape[b] or k.shape[s] != v.shape[s]
                or hk != hv or hk == 0 or hq % hk):
            continue
        fits.append(candidate)
    return _one_layout(fits, named, heads)


def _one_layout(fits, named, heads) -> str:
    present = [(what, x) for what, x in named if x is not None]
    # Unit sequence and heads axes read the same either way.
    if fits and all(x.shape[1] == x.shape[2] == 1 for _, x in present):
        return "bshd"
    if heads is None:
        raise _ambiguous(named, heads)
    if len(fits) == 1:
        return fits[0]
    if fits:
        raise _ambiguous(named, heads)
    shapes = ", ".join(f"{what} {tuple(x.shape)}" for what, x in present)
    raise ValueError(f"layout: the shapes {shapes} fit neither 'bshd' nor 'bhsd' with the "
                     f"config's {heads[0]} query and {heads[1]} kv heads; pass layout= or "
                     "check the shapes")


def _extent(layout: str, x, axis: str) -> Optional[int]:
    return x.shape[layout.index(axis)] if axis in layout else None


def same_extents(layout: str, axes: str, what: str, x, like_what: str, like) -> None:
    """x's extents on `axes` (of "bsd") equal like's."""
    names = {"b": "batch", "s": "sequence length", "d": "head dim"}
    for axis in axes:
        mine, theirs = _extent(layout, x, axis), _extent(layout, like, axis)
        if mine is not None and mine != theirs:
            raise ValueError(f"{what}: {names[axis]} {mine} differs from {like_what}'s "
                             f"{theirs} (layout '{layout}')")


def offset_kind(what: str, offset, allow_batch: bool) -> str:
    """"int" or "batch" (an int64 array [B]); TypeError otherwise."""
    if isinstance(offset, (bool, np.bool_)):
        raise TypeError(f"{what}: expected an integer, got bool")
    if isinstance(offset, (int, np.integer)):
        return "int"
    if allow_batch and (isinstance(offset, np.ndarray) or tensors.is_torch(offset)):
        return "batch"
    expected = "an integer or int64 per-batch offsets [B]" if allow_batch else "an integer"
    raise TypeError(f"{what}: expected {expected}, got {type(offset).__name__}")


def batch_offsets(what: str, offset, batch: int) -> None:
    if tuple(offset.shape) != (batch,):
        raise ValueError(f"{what}: per-batch offsets need shape ({batch},) for batch {batch}, "
                         f"got {tuple(offset.shape)}")


def positions(what: str, positions, batch: int, seq: int, whose: str) -> None:
    """Explicit positions are [S] or [B, S] of the tensor they place."""
    shape = tuple(positions.shape)
    if shape not in ((seq,), (batch, seq)):
        raise ValueError(f"{what}: shape {shape} does not fit {whose}'s sequence length {seq}"
                         f" (expected ({seq},) or ({batch}, {seq}))")
