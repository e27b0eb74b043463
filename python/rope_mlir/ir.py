"""Writes rope IR text for reference configurations (tests, benchmarks)."""

from __future__ import annotations

from typing import List

from .reference import RopeConfig, Scaling


def f64(x: float) -> str:
    """The shortest float literal that MLIR parses back to the same double
    (Python's repr, with the decimal point MLIR's syntax requires)."""
    mantissa, _, exponent = repr(float(x)).partition("e")
    if not mantissa.lstrip("-").replace(".", "").isdigit():  # inf, nan: no literal
        return "%.17e" % x
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + ("e" + exponent if exponent else "")


def scaling_ir(s: Scaling) -> str:
    def fields(*names) -> List[str]:
        out = []
        for name in names:
            value = getattr(s, name)
            if value is None:
                continue
            if isinstance(value, bool):
                out.append(f"{name} = {'true' if value else 'false'}")
            elif isinstance(value, int):
                out.append(f"{name} = {value}")
            elif isinstance(value, float):
                out.append(f"{name} = {f64(value)}")
            else:
                out.append(f"{name} = [{', '.join(f64(v) for v in value)}]")
        return out

    kinds = {
        "default": [], "linear": ["factor"], "ntk": ["alpha"],
        "dynamic": ["factor", "original_max"],
        "yarn": ["factor", "original_max", "beta_fast", "beta_slow", "attention_factor",
                 "mscale", "mscale_all_dim", "truncate"],
        "llama3": ["factor", "low_freq_factor", "high_freq_factor", "original_max"],
        "longrope": ["short_factor", "long_factor", "original_max", "factor",
                     "attention_factor"],
        "custom": ["freqs", "attention_factor"],
    }
    body = fields(*kinds[s.kind])
    return f"#rope.{s.kind}" + (f"<{', '.join(body)}>" if body else "")


def params_ir(cfg: RopeConfig) -> str:
    """The `#rope.params` body; as the dialect prints it, fields at their
    default (theta 10000, no scaling, the whole head, half pairs, leading,
    offset 0, position scale 1) are left out."""
    parts = []
    if cfg.theta != 10000.0:
        parts.append(f"theta = {f64(cfg.theta)}")
    if cfg.scaling.kind != "default":
        parts.append(f"scaling = {scaling_ir(cfg.scaling)}")
    if cfg.r != cfg.head_dim:
        parts.append(f"rotary_dim = {cfg.r}")
    if cfg.pairing != "half":
        parts.append(f"pairing = {cfg.pairing}")
    if cfg.partial != "leading":
        parts.append(f"partial = {cfg.partial}")
    if cfg.partial == "offset":
        parts.append(f"rotary_offset = {cfg.rotary_offset}")
    if cfg.position_scale != 1.0:
        parts.append(f"position_scale = {f64(cfg.position_scale)}")
    return "<" + ", ".join(parts) + ">"


def tensor_type(shape, element: str) -> str:
    dims = "x".join("?" if d < 0 else str(d) for d in shape)
    return f"tensor<{dims}x{element}>"
