"""numpy arrays and torch tensors as the kernels see them: an address, a
shape and an element type, read without copying; outputs allocated in the
caller's framework, on the caller's device.

torch is imported only when a torch tensor arrives, so numpy users never
pay for it.
"""

from __future__ import annotations

import ctypes
import math
import sys
from typing import Tuple

import numpy as np

from .dtypes import FLOAT_ELEMENTS, NUMPY_DTYPES

_TORCH_ELEMENTS = None  # torch dtype -> element name, once torch is seen
_TORCH_DTYPES = {}  # and back


def _torch_elements():
    global _TORCH_ELEMENTS
    if _TORCH_ELEMENTS is None:
        import torch
        _TORCH_ELEMENTS = {torch.float32: "f32", torch.float16: "f16",
                           torch.bfloat16: "bf16", torch.float64: "f64",
                           torch.int32: "i32", torch.int64: "i64"}
        _TORCH_DTYPES.update({name: dtype for dtype, name in _TORCH_ELEMENTS.items()})
    return _TORCH_ELEMENTS


def is_torch(x) -> bool:
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(x, torch.Tensor)


def _read_data_field(array: np.ndarray) -> int:
    """The data pointer straight from the array object: numpy's C API
    (PyArray_DATA) keeps it right after the object header."""
    return _POINTER_AT(id(array) + _DATA_FIELD).value or 0


def _slow_data_field(array: np.ndarray) -> int:
    return array.ctypes.data


_POINTER_AT = ctypes.c_void_p.from_address
_DATA_FIELD = object.__basicsize__  # the object header: refcount, type


def _data_field_reader():
    """The fast reader when it agrees with array.ctypes.data on probes
    (views, offsets, read-only, bf16), else the slow one (10x slower)."""
    base = np.arange(64, dtype=np.float32)
    probes = [base, base[3:], base.reshape(8, 8)[2:, 1:], base.view(np.uint16)[5:],
              np.zeros(3, dtype=NUMPY_DTYPES["bf16"])]
    probes[0].flags.writeable = False
    if all(_read_data_field(p) == p.ctypes.data for p in probes):
        return _read_data_field
    return _slow_data_field


numpy_address = _data_field_reader()


def contiguous_numpy(what: str, x) -> np.ndarray:
    """x as a C-contiguous ndarray: itself when it is one (no copy), else a
    copy; TypeError for what is not an array."""
    if type(x) is np.ndarray and x.flags.c_contiguous:
        return x
    if not isinstance(x, np.ndarray):
        raise TypeError(f"{what}: expected a numpy array or a torch tensor, "
                        f"got {type(x).__name__}")
    return np.ascontiguousarray(x)


def float_element(what: str, x, allow_f64: bool = False) -> str:
    """The element name of a floating-point tensor (f32, f16, bf16; f64
    where allowed)."""
    if is_torch(x):
        element = _torch_elements().get(x.dtype)
    elif isinstance(x, np.ndarray):
        element = "f64" if x.dtype == np.float64 else FLOAT_ELEMENTS.get(x.dtype)
    else:
        raise TypeError(f"{what}: expected a numpy array or a torch tensor, "
                        f"got {type(x).__name__}")
    allowed = ("f32", "f16", "bf16", "f64") if allow_f64 else ("f32", "f16", "bf16")
    if element not in allowed:
        raise TypeError(f"{what}: expected {', '.join(allowed)} elements, got {x.dtype}")
    return element


def as_numpy(x) -> np.ndarray:
    """A numpy view (or, for a GPU tensor, copy) of x's values."""
    return x.detach().cpu().numpy() if is_torch(x) else np.asarray(x)


def like(x, values: np.ndarray):
    """values as x's framework, element type and device."""
    if is_torch(x):
        import torch
        return torch.from_numpy(np.ascontiguousarray(values)).to(dtype=x.dtype,
                                                                 device=x.device)
    return values.astype(x.dtype)


def integer_element(what: str, x) -> str:
    element = (_torch_elements().get(x.dtype) if is_torch(x)
               else {np.dtype(np.int32): "i32", np.dtype(np.int64): "i64"}.get(x.dtype))
    if element not in ("i32", "i64"):
        raise TypeError(f"{what}: expected int32 or int64 positions, got {x.dtype}")
    return element


def torch_address_and_shape(t) -> Tuple[object, int, tuple]:
    """(the tensor, possibly made contiguous, its address, its shape)."""
    if not t.is_contiguous():
        t = t.contiguous()
    return t, t.data_ptr(), tuple(t.shape)


def empty(like, shape, element: str):
    """An uninitialised output of `shape` beside `like` (same framework and
    device)."""
    if is_torch(like):
        import torch
        _torch_elements()
        return torch.empty(shape, dtype=_TORCH_DTYPES[element], device=like.device)
    return empty_output(shape, NUMPY_DTYPES[element])


#: Where the numpy arrays this package allocates start: on a cache line, as
#: PyTorch's CPU tensors do. numpy's own large arrays start 16 bytes past a
#: page, so every 64-byte vector load of a row straddles two cache lines:
#: a decode over such a K/V cache runs up to 1.9x slower (docs/Python.md).
ALIGNMENT = 64


def empty_aligned(shape, dtype) -> np.ndarray:
    """An uninitialised C-contiguous numpy array whose data starts on a
    64-byte boundary."""
    dtype = np.dtype(dtype)
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    size = math.prod(shape) * dtype.itemsize
    raw = np.empty(size + ALIGNMENT, dtype=np.uint8)
    start = -raw.ctypes.data % ALIGNMENT
    return raw[start:start + size].view(dtype).reshape(shape)


#: Outputs below this size are numpy's own: written once, a misaligned
#: output costs little, and small calls are the ones whose overhead counts
#: (an aligned allocation takes a few microseconds more).
ALIGNED_OUTPUT_BYTES = 1 << 16


def empty_output(shape, dtype) -> np.ndarray:
    """A numpy output of a kernel: on a cache line from ALIGNED_OUTPUT_BYTES
    up."""
    dtype = np.dtype(dtype)
    if math.prod(shape) * dtype.itemsize < ALIGNED_OUTPUT_BYTES:
        return np.empty(shape, dtype)
    return empty_aligned(shape, dtype)


def aligned(array) -> np.ndarray:
    """`array` itself when it is a C-contiguous numpy array starting on a
    64-byte boundary, else a copy that is (for inputs read many times, such
    as a KV cache)."""
    array = np.asarray(array)
    if array.flags.c_contiguous and array.ctypes.data % ALIGNMENT == 0:
        return array
    out = empty_aligned(array.shape, array.dtype)
    out[...] = array
    return out
