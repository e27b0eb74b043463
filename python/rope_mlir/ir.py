"""Writes rope IR text for reference configurations (tests, benchmarks)."""

from __future__ import annotations

from typing import List

from .reference import RopeConfig, Scaling


def f64(x: float) -> str:
    """A float literal that MLIR parses back to the same double."""
    return "%.17e" % x


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
    parts = [f"theta = {f64(cfg.theta)}"]
    if cfg.scaling.kind != "default":
        parts.append(f"scaling = {scaling_ir(cfg.scaling)}")
    parts += [f"rotary_dim = {cfg.r}", f"pairing = {cfg.pairing}",
              f"partial = {cfg.partial}"]
    if cfg.partial == "offset":
        parts.append(f"rotary_offset = {cfg.rotary_offset}")
    parts.append(f"position_scale = {f64(cfg.position_scale)}")
    return "<" + ", ".join(parts) + ">"


def tensor_type(shape, element: str) -> str:
    dims = "x".join("?" if d < 0 else str(d) for d in shape)
    return f"tensor<{dims}x{element}>"
