"""Loads artifacts made by `rope-compile` (shared library + JSON manifest) and
calls their entry points on numpy arrays through ctypes.

Tensors travel as MLIR memref descriptors; outputs are allocated here (or
passed in) and given after the inputs, as the manifest's calling convention
says. Shapes and element types are checked against the manifest before any
call, so a wrong buffer raises ValueError instead of touching memory.
"""

from __future__ import annotations

import ctypes
import json
import pathlib
from typing import Dict, List, Optional, Sequence

import numpy as np

# bf16 has no numpy dtype: it travels as its uint16 bit pattern.
DTYPES = {"f32": np.float32, "f16": np.float16, "bf16": np.uint16,
          "f64": np.float64, "i32": np.int32, "i64": np.int64,
          "index": np.int64}
SCALARS = {"f32": ctypes.c_float, "f64": ctypes.c_double, "i32": ctypes.c_int32,
           "i64": ctypes.c_int64, "index": ctypes.c_int64}


def f32_to_bf16(x: np.ndarray) -> np.ndarray:
    """Rounds float32 to bfloat16 bits as the kernels do: to nearest, ties
    to even; a NaN becomes the quiet NaN 0x7FC0."""
    f32 = np.ascontiguousarray(x, dtype=np.float32)
    bits = f32.view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return np.where(np.isnan(f32), 0x7FC0, rounded).astype(np.uint16)


def bf16_to_f32(bits: np.ndarray) -> np.ndarray:
    return (np.asarray(bits, dtype=np.uint32) << 16).view(np.float32)


def _descriptor_type(rank: int):
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


def _descriptor(array: np.ndarray):
    desc = _descriptor_type(array.ndim)()
    desc.allocated = desc.aligned = array.ctypes.data
    desc.offset = 0
    for axis in range(array.ndim):
        desc.sizes[axis] = array.shape[axis]
        desc.strides[axis] = array.strides[axis] // array.itemsize
    return desc


class EntryPoint:
    def __init__(self, library: ctypes.CDLL, spec: dict):
        self.name = spec["name"]
        self.spec = spec
        self._fn = getattr(library, spec["symbol"])
        self._fn.restype = None

    @staticmethod
    def _check_tensor(what: str, array: np.ndarray, spec: dict) -> np.ndarray:
        dtype = DTYPES[spec["element"]]
        if array.dtype != dtype:
            raise ValueError(f"{what}: expected {spec['element']} ({np.dtype(dtype)}), "
                             f"got {array.dtype}")
        shape = spec["shape"]
        if array.ndim != len(shape) or any(
                want not in (-1, got) for want, got in zip(shape, array.shape)):
            raise ValueError(f"{what}: expected shape {shape}, got {list(array.shape)}")
        return np.ascontiguousarray(array)

    def __call__(self, *args, outputs: Optional[Sequence[np.ndarray]] = None) -> List[np.ndarray]:
        specs = self.spec["args"]
        if len(args) != len(specs):
            raise ValueError(f"{self.name}: expected {len(specs)} arguments, got {len(args)}")
        keep, c_args = [], []
        for index, (value, spec) in enumerate(zip(args, specs)):
            if spec["kind"] == "tensor":
                array = self._check_tensor(f"{self.name} argument #{index}",
                                           np.asarray(value), spec)
                desc = _descriptor(array)
                keep += [array, desc]
                c_args.append(ctypes.byref(desc))
            else:
                c_args.append(SCALARS[spec["element"]](value))
        out_specs = self.spec["outputs"]
        if outputs is None:
            if any(-1 in spec["shape"] for spec in out_specs):
                raise ValueError(f"{self.name}: outputs have dynamic shapes; pass outputs=")
            outputs = [np.empty(spec["shape"], dtype=DTYPES[spec["element"]])
                       for spec in out_specs]
        if len(outputs) != len(out_specs):
            raise ValueError(f"{self.name}: expected {len(out_specs)} outputs")
        for index, (out, spec) in enumerate(zip(outputs, out_specs)):
            checked = self._check_tensor(f"{self.name} output #{index}", out, spec)
            if checked is not out:
                raise ValueError(f"{self.name} output #{index} must be C-contiguous")
            desc = _descriptor(out)
            keep.append(desc)
            c_args.append(ctypes.byref(desc))
        self._fn(*c_args)
        return list(outputs)


class Artifact:
    """A compiled library and its manifest (`<library>.json` by default)."""

    def __init__(self, library: str, manifest: Optional[str] = None):
        path = pathlib.Path(library)
        manifest_path = pathlib.Path(manifest) if manifest else pathlib.Path(str(path) + ".json")
        self.manifest = json.loads(manifest_path.read_text())
        if self.manifest.get("calling_convention") != "outputs-after-inputs":
            raise ValueError("unsupported calling convention in " + str(manifest_path))
        self._library = ctypes.CDLL(str(path.resolve()))
        self.entry_points: Dict[str, EntryPoint] = {
            spec["name"]: EntryPoint(self._library, spec)
            for spec in self.manifest["entry_points"]}

    def __getitem__(self, name: str) -> EntryPoint:
        return self.entry_points[name]
