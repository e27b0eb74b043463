"""Element types as numpy sees them.

bf16 tensors are `ml_dtypes.bfloat16` arrays; a `uint16` array is also taken
as bf16 bit patterns (what a framework hands over without the dtype). The
conversions below round to nearest, ties to even, and keep NaN a NaN, as the
kernels do.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

bfloat16 = np.dtype(ml_dtypes.bfloat16)

# Manifest element name -> the numpy dtype an array of it has.
NUMPY_DTYPES = {"f32": np.dtype(np.float32), "f16": np.dtype(np.float16),
                "bf16": bfloat16, "f64": np.dtype(np.float64),
                "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
                "index": np.dtype(np.int64)}
# The dtypes each element name accepts from a caller.
ACCEPTED_DTYPES = {name: (dtype,) for name, dtype in NUMPY_DTYPES.items()}
ACCEPTED_DTYPES["bf16"] = (bfloat16, np.dtype(np.uint16))

# numpy dtype -> manifest element name of a floating-point tensor.
FLOAT_ELEMENTS = {np.dtype(np.float32): "f32", np.dtype(np.float16): "f16",
                  bfloat16: "bf16"}


def f32_to_bf16(x) -> np.ndarray:
    """float32 (or anything numpy converts to it) -> bfloat16."""
    return np.asarray(x, dtype=np.float32).astype(bfloat16)


def bf16_to_f32(x) -> np.ndarray:
    """bfloat16, or bf16 bit patterns as uint16 -> float32, exactly."""
    array = np.asarray(x)
    if array.dtype == np.uint16:
        array = array.view(bfloat16)
    return array.astype(np.float32)
