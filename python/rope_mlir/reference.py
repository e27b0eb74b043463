"""Independent numpy float64 evaluation of Semantics §1-4.

Written from dialect/docs/Semantics.md alone (vectorised numpy, no shared code with the C++
reference) so the two can check each other. Configurations use the same
JSON-shaped dictionaries as the `rope-reference` tool (see `to_json`).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Optional, Sequence

import numpy as np


@dataclasses.dataclass
class Scaling:
    """A frequency schedule of Semantics §2; unused fields keep defaults."""

    kind: str = "default"
    factor: float = 1.0
    alpha: float = 1.0
    original_max: int = 0
    beta_fast: float = 32.0
    beta_slow: float = 1.0
    attention_factor: Optional[float] = None
    mscale: Optional[float] = None
    mscale_all_dim: Optional[float] = None
    truncate: bool = True
    low_freq_factor: float = 1.0
    high_freq_factor: float = 4.0
    short_factor: Optional[Sequence[float]] = None
    long_factor: Optional[Sequence[float]] = None
    freqs: Optional[Sequence[float]] = None

    def to_json(self) -> dict:
        return {k: v for k, v in dataclasses.asdict(self).items() if v is not None}


@dataclasses.dataclass
class RopeConfig:
    head_dim: int
    rotary_dim: Optional[int] = None  # None: the whole head
    theta: float = 10000.0
    scaling: Scaling = dataclasses.field(default_factory=Scaling)
    pairing: str = "half"  # or "interleaved"
    partial: str = "leading"  # or "offset", "proportional"
    rotary_offset: int = 0
    position_scale: float = 1.0
    inverse: bool = False

    @property
    def r(self) -> int:
        return self.head_dim if self.rotary_dim is None else self.rotary_dim

    @property
    def n(self) -> int:
        return self.r // 2

    def to_json(self) -> dict:
        out = dataclasses.asdict(self)
        out["rotary_dim"] = self.r
        out["scaling"] = self.scaling.to_json()
        return out


@dataclasses.dataclass
class Positions:
    """Semantics §1: offset (static or dynamic), per-batch offsets, or
    explicit positions of shape [S] or [B, S]."""

    offset: int = 0
    batch_offsets: Optional[Sequence[int]] = None
    explicit: Optional[np.ndarray] = None

    def table(self, batch: int, seq: int) -> np.ndarray:
        """Positions as a [batch, seq] int64 array."""
        if self.explicit is not None:
            p = np.asarray(self.explicit, dtype=np.int64)
            return np.broadcast_to(p.reshape(-1, seq), (batch, seq))
        base = (np.full(batch, self.offset, dtype=np.int64)
                if self.batch_offsets is None
                else np.asarray(self.batch_offsets, dtype=np.int64))
        return base[:, None] + np.arange(seq, dtype=np.int64)[None, :]

    def sequence_totals(self, batch: int, seq: int) -> np.ndarray:
        """S_total per batch row (Semantics §2, dynamic and longrope)."""
        if self.explicit is not None:
            p = np.asarray(self.explicit, dtype=np.int64).reshape(-1, seq)
            totals = p.max(axis=1) + 1 if p.shape[0] > 1 else np.full(1, p.max() + 1)
            return np.broadcast_to(totals, (batch,))
        return self.table(batch, seq)[:, 0] + seq

    def to_json(self) -> dict:
        if self.explicit is not None:
            arr = np.asarray(self.explicit)
            return {"kind": "explicit", "values": arr.reshape(-1).tolist(),
                    "per_batch": arr.ndim == 2}
        if self.batch_offsets is not None:
            return {"kind": "batch_offsets", "values": list(self.batch_offsets)}
        return {"kind": "offset", "offset": self.offset}


def _yarn_mscale(scale: float, k: float) -> float:
    return 1.0 if scale <= 1 else 0.1 * k * math.log(scale) + 1.0


def _attention_factor(s: Scaling) -> float:
    if s.kind == "yarn":
        if s.attention_factor is not None:
            return s.attention_factor
        if s.mscale is not None and s.mscale_all_dim is not None:
            return _yarn_mscale(s.factor, s.mscale) / _yarn_mscale(s.factor, s.mscale_all_dim)
        return _yarn_mscale(s.factor, 1.0)
    if s.kind == "longrope":
        if s.attention_factor is not None:
            return s.attention_factor
        if s.factor <= 1:
            return 1.0
        return math.sqrt(1 + math.log(s.factor) / math.log(s.original_max))
    if s.kind == "custom" and s.attention_factor is not None:
        return s.attention_factor
    return 1.0


def frequencies(cfg: RopeConfig, seq_total: int = 0):
    """Inverse frequencies f_i (i < n) and the attention factor a."""
    s = cfg.scaling
    dim = cfg.head_dim if cfg.partial == "proportional" else cfg.r
    i = np.arange(cfg.n, dtype=np.float64)
    exponent = 2.0 * i / dim

    def schedule(theta):
        return theta ** (-exponent)

    if s.kind == "default":
        f = schedule(cfg.theta)
    elif s.kind == "linear":
        f = schedule(cfg.theta) / s.factor
    elif s.kind == "ntk":
        f = schedule(cfg.theta * s.alpha ** (dim / (dim - 2)))
    elif s.kind == "dynamic":
        length = max(seq_total, s.original_max)
        base = s.factor * length / s.original_max - (s.factor - 1)
        f = schedule(cfg.theta * base ** (dim / (dim - 2)))
    elif s.kind == "yarn":
        def corr(r):
            return dim * math.log(s.original_max / (2 * math.pi * r)) / (2 * math.log(cfg.theta))
        low, high = corr(s.beta_fast), corr(s.beta_slow)
        if s.truncate:
            low, high = math.floor(low), math.ceil(high)
        low, high = max(low, 0), min(high, dim - 1)
        if low == high:
            high += 0.001
        ramp = np.clip((i - low) / (high - low), 0.0, 1.0)
        keep = 1.0 - ramp
        base = schedule(cfg.theta)
        f = base / s.factor * (1 - keep) + base * keep
    elif s.kind == "llama3":
        base = schedule(cfg.theta)
        wavelen = 2 * math.pi / base
        low_w = s.original_max / s.low_freq_factor
        high_w = s.original_max / s.high_freq_factor
        t = (s.original_max / wavelen - s.low_freq_factor) / (s.high_freq_factor - s.low_freq_factor)
        smooth = (1 - t) * base / s.factor + t * base
        f = np.where(wavelen > low_w, base / s.factor,
                     np.where(wavelen < high_w, base, smooth))
    elif s.kind == "longrope":
        ext = np.asarray(s.long_factor if seq_total > s.original_max else s.short_factor,
                         dtype=np.float64)
        f = 1.0 / (ext * cfg.theta ** exponent)
    elif s.kind == "custom":
        f = np.asarray(s.freqs, dtype=np.float64)
    else:
        raise ValueError(f"unknown scaling kind {s.kind!r}")
    return np.asarray(f, dtype=np.float64), _attention_factor(s)


def pair_channels(cfg: RopeConfig):
    """Channel index arrays (u, v) of the n rotary pairs."""
    i = np.arange(cfg.n)
    base = cfg.rotary_offset if cfg.partial == "offset" else 0
    span = cfg.head_dim if cfg.partial == "proportional" else cfg.r
    if cfg.pairing == "half":
        return base + i, base + i + span // 2
    return base + 2 * i, base + 2 * i + 1


def _to_bshd(x: np.ndarray, layout: str) -> np.ndarray:
    """View x with axes ordered b, s, h, d (missing axes of size 1)."""
    for axis in "bsh":
        if axis not in layout:
            x = x[np.newaxis]
            layout = axis + layout
    return np.transpose(x, [layout.index(a) for a in "bshd"])


def _from_bshd(y: np.ndarray, layout: str, shape) -> np.ndarray:
    full = "".join(a for a in "bsh" if a not in layout) + layout
    y = np.transpose(y, ["bshd".index(a) for a in full])
    return y.reshape(shape)


def rotate(cfg: RopeConfig, layout: str, x: np.ndarray,
           positions: Positions = Positions()) -> np.ndarray:
    """Semantics §3 in float64 for a tensor with axis roles `layout`."""
    x = np.asarray(x, dtype=np.float64)
    xb = _to_bshd(x, layout)
    batch, seq = xb.shape[0], xb.shape[1]
    pos = positions.table(batch, seq).astype(np.float64)
    totals = positions.sequence_totals(batch, seq)
    u, v = pair_channels(cfg)
    sign = -1.0 if cfg.inverse else 1.0
    out = xb.copy()
    for b in range(batch):
        f, a = frequencies(cfg, int(totals[b]))
        phi = sign * (pos[b][:, None] * cfg.position_scale * f[None, :])  # [S, n]
        c, s = np.cos(phi)[:, None, :], np.sin(phi)[:, None, :]
        xu, xv = xb[b][..., u], xb[b][..., v]
        out[b][..., u] = a * (xu * c - xv * s)
        out[b][..., v] = a * (xv * c + xu * s)
    return _from_bshd(out, layout, x.shape)


def attention(cfg: RopeConfig, layout: str, q, k, v,
              q_positions: Positions = Positions(),
              k_positions: Positions = Positions(), causal: bool = False,
              keys_rotated: bool = False, scale: Optional[float] = None,
              bias: Optional[np.ndarray] = None) -> np.ndarray:
    """Semantics §4 in float64; layout "bshd" or "bhsd"."""
    q, k, v = (np.asarray(t, dtype=np.float64) for t in (q, k, v))
    rq = _to_bshd(rotate(cfg, layout, q, q_positions), layout)
    rk = _to_bshd(k if keys_rotated else rotate(cfg, layout, k, k_positions), layout)
    vb = _to_bshd(v, layout)
    batch, sq, hq, d = rq.shape
    sk, hkv = rk.shape[1], rk.shape[2]
    group = hq // hkv
    rk = np.repeat(rk, group, axis=2)
    vb = np.repeat(vb, group, axis=2)
    scale = 1.0 / math.sqrt(d) if scale is None else scale
    scores = scale * np.einsum("bqhd,bkhd->bhqk", rq, rk)
    if bias is not None:
        # [Sq, Sk] or [B, Hq, Sq, Sk], B, Hq and Sq broadcast where they are 1.
        bias = np.asarray(bias, dtype=np.float64)
        scores = scores + (bias.reshape(1, 1, sq, sk) if bias.ndim == 2 else bias)
    if causal:
        pq = q_positions.table(batch, sq)
        pk = k_positions.table(batch, sk)
        visible = pk[:, None, None, :] <= pq[:, None, :, None]
        scores = np.where(visible, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    masked = np.isneginf(row_max)
    weights = np.exp(scores - np.where(masked, 0.0, row_max))
    sums = weights.sum(axis=-1, keepdims=True)
    weights = np.where(masked, 0.0, weights / np.where(masked, 1.0, sums))
    out = np.einsum("bhqk,bkhd->bqhd", weights, vb)
    out_shape = list(q.shape)
    out_shape[-1] = v.shape[-1]
    return _from_bshd(out, layout, out_shape)


HEAD_DIM_LIMIT = 1 << 16
POSITION_LIMIT = 1 << 31


def _number(x: float) -> str:
    """A double as the C++ reference prints it (std::to_string)."""
    return f"{x:f}"


def _positive(what: str, x) -> str:
    if x is not None and math.isfinite(x) and x > 0:
        return ""
    return f"{what} must be finite and positive, got {_number(x)}"


def _positive_if_given(what: str, x) -> str:
    return "" if x is None else _positive(what, x)


def _finite_if_given(what: str, x) -> str:
    return "" if x is None or math.isfinite(x) else f"{what} must be finite"


def _original_max_positive(n: int) -> str:
    return "" if 0 < n <= POSITION_LIMIT else f"original_max must be in [1, 2^31], got {n}"


def _all_positive(what: str, values, allow_zero: bool) -> str:
    if not values:
        return f"{what} must not be empty"
    for x in values:
        if not math.isfinite(x) or x < 0 or (not allow_zero and x == 0):
            kind = "non-negative" if allow_zero else "positive"
            return f"{what} entries must be finite and {kind}"
    return ""


def _first_error(*messages: str) -> str:
    return next((m for m in messages if m), "")


def _check_scaling(s: Scaling) -> str:
    if s.kind == "default":
        return ""
    if s.kind == "linear":
        return _positive("factor", s.factor)
    if s.kind == "ntk":
        return _positive("alpha", s.alpha)
    if s.kind == "dynamic":
        return _first_error(_positive("factor", s.factor),
                            _original_max_positive(s.original_max))
    if s.kind == "yarn":
        return _first_error(
            _positive("factor", s.factor), _original_max_positive(s.original_max),
            _positive("beta_fast", s.beta_fast), _positive("beta_slow", s.beta_slow),
            _positive_if_given("attention_factor", s.attention_factor),
            _finite_if_given("mscale", s.mscale),
            _finite_if_given("mscale_all_dim", s.mscale_all_dim))
    if s.kind == "llama3":
        return _first_error(
            _positive("factor", s.factor), _original_max_positive(s.original_max),
            _positive("low_freq_factor", s.low_freq_factor),
            _positive("high_freq_factor", s.high_freq_factor),
            "" if s.high_freq_factor > s.low_freq_factor
            else "high_freq_factor must be greater than low_freq_factor")
    if s.kind == "longrope":
        short, long = list(s.short_factor or []), list(s.long_factor or [])
        return _first_error(
            _all_positive("short_factor", short, False),
            _all_positive("long_factor", long, False),
            "" if len(short) == len(long)
            else "short_factor and long_factor must have the same length",
            _original_max_positive(s.original_max), _positive("factor", s.factor),
            _positive_if_given("attention_factor", s.attention_factor))
    if s.kind == "custom":
        return _first_error(_all_positive("freqs", list(s.freqs or []), True),
                            _positive_if_given("attention_factor", s.attention_factor))
    return "unknown scaling kind"


def check_config(cfg: RopeConfig) -> str:
    """Why `cfg` is not a valid rotation (Semantics §2, §3), or "": the
    rules and messages of the C++ reference's checkConfig."""
    d, r, kind = cfg.head_dim, cfg.r, cfg.scaling.kind
    if not 2 <= d <= HEAD_DIM_LIMIT:
        return f"head dim must be in [2, {HEAD_DIM_LIMIT}], got {d}"
    if r < 2 or r % 2:
        return f"rotary_dim must be even and at least 2, got {r}"
    if r > d:
        return f"rotary_dim ({r}) exceeds the head dim ({d})"
    if cfg.partial != "offset" and cfg.rotary_offset != 0:
        return "rotary_offset is only valid with the offset partial convention"
    if cfg.partial == "offset" and not 0 <= cfg.rotary_offset <= d - r:
        return (f"rotary block of {r} channels at offset {cfg.rotary_offset} does not fit "
                f"the head dim {d}")
    if cfg.partial == "proportional" and d % 2:
        return f"the proportional convention needs an even head dim, got {d}"
    message = _first_error(_positive("position scale", cfg.position_scale),
                           _positive("theta", cfg.theta), _check_scaling(cfg.scaling))
    if message:
        return message
    if kind == "yarn" and cfg.theta == 1.0:
        return "yarn scaling needs theta != 1 (its ramp divides by ln theta)"
    frequency_dim = d if cfg.partial == "proportional" else r
    if kind in ("ntk", "dynamic") and frequency_dim <= 2:
        return f"{kind} scaling needs a frequency dim above 2 (exponent R/(R-2))"
    for what, values in (("short_factor", cfg.scaling.short_factor),
                         ("long_factor", cfg.scaling.long_factor),
                         ("freqs", cfg.scaling.freqs)):
        wanted = {"short_factor": "longrope", "long_factor": "longrope", "freqs": "custom"}
        if kind == wanted[what] and len(values or []) != cfg.n:
            return (f"{what} has {len(values or [])} entries but rotary_dim/2 = {cfg.n}")
    lengths = [1, POSITION_LIMIT] if kind in ("dynamic", "longrope") else [1]
    for length in lengths:
        try:
            with np.errstate(all="ignore"):
                f, a = frequencies(cfg, length)
        except (ArithmeticError, ValueError):  # a division by ln 1, say
            f, a = np.zeros(1), math.inf
        if not np.all(np.isfinite(f) & (f >= 0)):
            bad = f[~(np.isfinite(f) & (f >= 0))][0]
            return (f"the {kind} parameters give a frequency that is not finite "
                    f"({_number(bad)})")
        if not (math.isfinite(a) and a > 0):
            return (f"the {kind} parameters give an attention factor that is not finite "
                    f"and positive ({_number(a)})")
    return ""
