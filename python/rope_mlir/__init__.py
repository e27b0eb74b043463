"""RoPE-MLIR from Python.

- `rope(q, k, ...)`, `attention(q, k, v, ...)`: compiled kernels on numpy
  arrays and torch tensors, one call each (api.py).
- `RopeConfig`, `Scaling`, `frequencies`, `rotate`, `attention_reference`:
  the numpy float64 reference of the semantics (dialect/docs/Semantics.md).
- `params_from_hf_config(config.json)`: a Hugging Face model's rotary
  parameters and heads (huggingface.py), usable as `config=`.
- `bfloat16`: the numpy dtype of bf16 tensors (ml_dtypes).
- `aligned(array)`, `empty_aligned(shape, dtype)`: numpy arrays that start
  on a cache line, as the kernels read fastest (tensors.py).
- `python -m rope_mlir cache list|clear`: the on-disk kernel cache.
"""

from ._version import __version__  # noqa: F401
from .api import attention, rope  # noqa: F401
from .dtypes import bfloat16  # noqa: F401
from .huggingface import HFModel, params_from_hf_config  # noqa: F401
from .tensors import aligned, empty_aligned  # noqa: F401
from .reference import (  # noqa: F401
    Positions,
    RopeConfig,
    Scaling,
    check_config,
    frequencies,
    pair_channels,
    rotate,
)
from .reference import attention as attention_reference  # noqa: F401

__all__ = ["__version__", "attention", "rope", "bfloat16", "aligned", "empty_aligned",
           "HFModel", "params_from_hf_config", "Positions", "RopeConfig", "Scaling", "check_config",
           "frequencies", "pair_channels", "rotate", "attention_reference"]
