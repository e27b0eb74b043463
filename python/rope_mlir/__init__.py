"""RoPE-MLIR Python package: a numpy float64 reference of the semantics (dialect/docs/Semantics.md) and helpers
that drive the project's command-line tools."""

from .reference import (  # noqa: F401
    Positions,
    RopeConfig,
    Scaling,
    attention,
    frequencies,
    pair_channels,
    rotate,
)
